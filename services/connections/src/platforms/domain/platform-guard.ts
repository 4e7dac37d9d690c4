import { PlatformUnavailableError, RateLimitedError } from './platform-client.js';

export interface PlatformGuardOptions {
  /** Consecutive failures (5xx, timeouts) that open the breaker. */
  failuresToOpen: number;
  /** How long an open breaker refuses calls before letting one through (half-open). */
  openMs: number;
  /** The pause after a 429 that did not say how long. */
  defaultBackoffMs: number;
  now?: () => number;
}

export type GuardState = { kind: 'closed' } | { kind: 'open'; until: number } | { kind: 'backing_off'; until: number };

/** Raised instead of calling: the platform is left alone for now (the caller keeps the last snapshot). */
export class PlatformPausedError extends Error {
  override readonly name = 'PlatformPausedError';
  constructor(
    readonly reason: 'breaker_open' | 'rate_limited',
    readonly until: number,
  ) {
    super(`platform paused (${reason}) until ${new Date(until).toISOString()}`);
  }
}

/**
 * One per platform, in memory (docs/connections.md, "Rate limits and outages"): after a 429 the platform
 * is not called until its Retry-After (or the default back-off) has passed; after N consecutive
 * failures the breaker opens, calls fail at once for `openMs`, then one trial call decides (success
 * closes it, failure reopens). So one platform down never stalls the reads of the others.
 */
export class PlatformGuard {
  private failures = 0;
  private openUntil = 0;
  private pausedUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: PlatformGuardOptions) {
    this.now = options.now ?? Date.now;
  }

  state(): GuardState {
    const now = this.now();
    if (this.pausedUntil > now) return { kind: 'backing_off', until: this.pausedUntil };
    if (this.openUntil > now) return { kind: 'open', until: this.openUntil };
    return { kind: 'closed' };
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state();
    if (state.kind === 'backing_off') throw new PlatformPausedError('rate_limited', state.until);
    if (state.kind === 'open') throw new PlatformPausedError('breaker_open', state.until);
    try {
      const result = await call();
      this.failures = 0;
      return result;
    } catch (error) {
      if (error instanceof RateLimitedError) {
        this.pausedUntil = this.now() + (error.retryAfterMs ?? this.options.defaultBackoffMs);
      } else if (error instanceof PlatformUnavailableError) {
        this.failures++;
        if (this.failures >= this.options.failuresToOpen) {
          this.openUntil = this.now() + this.options.openMs;
          // Half-open after openMs: one failure more reopens it at once.
          this.failures = this.options.failuresToOpen - 1;
        }
      }
      throw error;
    }
  }
}
