/**
 * A vote's effect on the count shown, before the read model has it. The count a venue shows comes
 * from the venues read model, which follows the vote a few hundred milliseconds later (outbox →
 * JetStream → the venues service). Until a read brings a count other than the one seen when the
 * vote was made (`base`), the card shows `base + delta`; as soon as the server's count moves — by
 * this vote or anyone else's — the server's count is shown: never a made-up final number.
 */
export interface PendingCount {
  base: number;
  delta: number;
  /** After this (ms since epoch) the guess is dropped whatever happened. */
  until: number;
}

export function shownCount(serverCount: number, pending: PendingCount | undefined, now: number): number {
  if (!pending || now > pending.until || serverCount !== pending.base) return serverCount;
  return Math.max(0, pending.base + pending.delta);
}

/**
 * The guess after one more vote (`delta` +1 or -1) from a card showing `base`: a vote and its
 * withdrawal before the server's count moved cancel out (nothing pending), rather than stacking.
 */
export function afterVote(existing: PendingCount | undefined, base: number, delta: 1 | -1, now: number): PendingCount | undefined {
  const carried = existing && now <= existing.until && existing.base === base ? existing.delta : 0;
  const total = carried + delta;
  return total === 0 ? undefined : { base, delta: total, until: now + PENDING_COUNT_MS };
}

/** How long a guess may stand at most: the pipeline takes well under a second; reads refresh before this. */
export const PENDING_COUNT_MS = 10_000;

type Listener = () => void;

/** The pending counts of this tab, by venue id (a tiny store for `useSyncExternalStore`). */
class PendingCounts {
  private readonly byVenue = new Map<string, PendingCount>();
  private readonly listeners = new Set<Listener>();

  get(venueId: string): PendingCount | undefined {
    return this.byVenue.get(venueId);
  }

  set(venueId: string, pending: PendingCount | undefined): void {
    if (pending) this.byVenue.set(venueId, pending);
    else this.byVenue.delete(venueId);
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const pendingCounts = new PendingCounts();
