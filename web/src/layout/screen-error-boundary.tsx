import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../screens/route-error/route-error.page';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Catches a screen that throws while rendering, or whose code cannot be fetched (a new version
 * deployed while the tab was open), and offers a reload; the layout around it stays usable.
 * Keyed by path by its parent, so moving to another page starts afresh.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
