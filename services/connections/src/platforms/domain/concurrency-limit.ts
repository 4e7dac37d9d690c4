/**
 * At most `limit` calls in flight at once; the others wait their turn in order of arrival. One per
 * platform (METRICS_PULL_CONCURRENCY), shared by every metrics pull of the process: two pulls at once
 * (the scoring worker's two jobs) still make at most `limit` calls to one platform together.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** When the next call may start (the pace). */
  private nextStartAt = 0;

  /**
   * `minIntervalMs`: calls start at least this far apart — a platform's published rate as a pace
   * (TikTok: 600 requests a minute per endpoint → 100 ms), so a full pull stays under it instead of
   * meeting its 429s. 0: no pace.
   */
  constructor(
    readonly limit: number,
    private readonly minIntervalMs = 0,
    private readonly now: () => number = Date.now,
  ) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      await this.paced();
      return await call();
    } finally {
      // The freed place goes straight to the next in line (the count stays), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Waits for this call's slot of the pace; each caller takes the next slot as it comes. */
  private async paced(): Promise<void> {
    if (this.minIntervalMs <= 0) return;
    const at = Math.max(this.now(), this.nextStartAt);
    this.nextStartAt = at + this.minIntervalMs;
    const wait = at - this.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
