import { useSyncExternalStore } from 'react';

/**
 * The current minute, shared by every card and page that shows an "open now" state: one timer for
 * the whole app, set to the next minute's start, so "Ferme bientôt" turns into "Fermé" on time.
 */
let minute = Date.now() - (Date.now() % 60_000);
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(() => {
    minute = Date.now() - (Date.now() % 60_000);
    for (const listener of listeners) listener();
    schedule();
  }, 60_000 - (Date.now() % 60_000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    minute = Date.now() - (Date.now() % 60_000);
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/** The start of the current minute, as a timestamp. */
export function useMinute(): number {
  return useSyncExternalStore(
    subscribe,
    () => minute,
    () => minute,
  );
}
