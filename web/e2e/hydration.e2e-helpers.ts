import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** Set by the init script below: true once React has committed a tree with nothing left to hydrate. */
    __lieuxHydrated?: boolean;
  }
}

/**
 * Before any script of the page: a stand-in for React DevTools' hook, which React (production builds
 * too) calls after each commit. After each commit, it looks for what is still dehydrated (the root, or a Suspense boundary whose code or data has not arrived) and sets
 * `window.__lieuxHydrated` when nothing is: the signal that hydration is over, from React itself.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null;
    }
    const SUSPENSE = 13;
    const stillDehydrated = (fiber: Fiber | null): boolean => {
      for (let node = fiber; node; node = node.sibling) {
        if (node.tag === SUSPENSE && node.memoizedState?.dehydrated) return true;
        if (stillDehydrated(node.child)) return true;
      }
      return false;
    };
    window.__lieuxHydrated = false;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      // After every commit (a boundary whose hydration runs no effect has no post-commit call), and
      // again once its effects have run (those may ask the API: the reads test counts them).
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        window.__lieuxHydrated = !root.current.memoizedState?.isDehydrated && !stillDehydrated(root.current.child);
      },
      onPostCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        window.__lieuxHydrated = !root.current.memoizedState?.isDehydrated && !stillDehydrated(root.current.child);
      },
    };
  });
}

/** Waits until React has hydrated the whole page (watchHydration must have been installed first). */
export async function hydrationOver(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__lieuxHydrated === true);
}

/** Console errors and warnings, and uncaught errors, that name a hydration problem (React's own words, or its minified codes 418–425). */
export function recordHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  const isHydrationProblem = (text: string) => /hydrat|did not match|server rendered|#41[89]|#42[0-5]/i.test(text);
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && isHydrationProblem(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (isHydrationProblem(`${error.message}\n${error.stack ?? ''}`)) warnings.push(`${page.url()}: ${error.message}`);
  });
  return warnings;
}
