import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at its top; back and forward leave the browser's own scroll restoration. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
