import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useT } from '../i18n/use-t';
import { configureToastStore, setToastCloseLabel } from './toast-settings';

configureToastStore();

// The renderer (transitions, drag-to-dismiss) is fetched with the first toast, not with the page.
const NotificationsOutlet = lazy(() =>
  import('./notifications-outlet').then((module) => ({ default: module.NotificationsOutlet })),
);

/**
 * The labelled region that holds the toasts. F8 moves the keyboard focus here so keyboard and
 * screen-reader users can reach a toast (spec section 4).
 */
export function ToastRegion() {
  const t = useT();
  setToastCloseLabel(t('app.closeToast'));
  const regionRef = useRef<HTMLElement>(null);
  const { notifications, queue } = useNotifications();
  const [rendererNeeded, setRendererNeeded] = useState(false);
  if (!rendererNeeded && notifications.length + queue.length > 0) setRendererNeeded(true);

  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', focusOnF8);
    return () => window.removeEventListener('keydown', focusOnF8);
  }, []);

  return (
    <section ref={regionRef} aria-label={t('app.toastRegion')} tabIndex={-1} data-testid="toast-region">
      {rendererNeeded && (
        <Suspense fallback={null}>
          <NotificationsOutlet />
        </Suspense>
      )}
    </section>
  );
}
