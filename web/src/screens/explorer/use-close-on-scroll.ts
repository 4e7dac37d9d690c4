import { useEffect } from 'react';

/** The spec's threshold: the filters panel closes once the page has scrolled more than this. */
export const CLOSE_AFTER_SCROLL_PX = 100;

/**
 * Calls `close` once the page has scrolled more than 100 px away from where it was when `open`
 * became true (a panel opened far down the page does not close at the first scroll event).
 */
export function useCloseOnScroll(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const start = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) > CLOSE_AFTER_SCROLL_PX) close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open, close]);
}
