import { lazy, Suspense } from 'react';
import type { ErrorAlertProps } from './error-alert';

/**
 * The search's and the explorer's error alert, fetched only when a list fails: Mantine's Alert
 * stays out of their first visit, which holds them under the size budget (web/README.md).
 */
const ErrorAlert = lazy(() => import('./error-alert').then((module) => ({ default: module.ErrorAlert })));

export function LazyErrorAlert(props: ErrorAlertProps) {
  return (
    <Suspense fallback={null}>
      <ErrorAlert {...props} />
    </Suspense>
  );
}
