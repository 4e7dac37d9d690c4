import { notificationsStore } from '@mantine/notifications';

/** Spec section 4: at most one toast visible at a time (others wait), each closed after 5 s. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'bottom-center' as const;

let closeLabel = 'Fermer la notification';

/** The toasts' close button's accessible name, in the reader's language (the toast region sets it). */
export function setToastCloseLabel(label: string): void {
  closeLabel = label;
}

export function toastCloseLabel(): string {
  return closeLabel;
}

/**
 * Applies the limit to Mantine's shared store at start-up, so it holds even for toasts raised
 * before the renderer has loaded (`notifications.show` and `showToast` both use this store).
 */
export function configureToastStore(): void {
  notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));
}
