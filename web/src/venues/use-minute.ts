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

/**
 * The minute a page rendered on the server was rendered at: the server renders with it, and the
 * browser hydrates with the same (ssr/ssr-payload.ts), so "Ouvert" in the HTML is "Ouvert" while it
 * hydrates; React then reads the current minute and moves on if it has changed.
 */
let renderedMinute: number | undefined;

export function setRenderedMinute(timestamp: number): void {
  renderedMinute = timestamp - (timestamp % 60_000);
}

/** The start of the current minute, as a timestamp. */
export function useMinute(): number {
  return useSyncExternalStore(
    subscribe,
    () => minute,
    () => renderedMinute ?? minute,
  );
}
