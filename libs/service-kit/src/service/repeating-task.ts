/**
 * Runs `work` at once and then every `intervalMs` after each round ends, one round at a time, until
 * stopped (the mail relay, the status recorder). A failed round goes to `onError` and the next one
 * comes on time. `start` is idempotent: a service with its NATS microservice runs the bootstrap hooks
 * twice (the microservice's init, then the app's), and one loop must come of it.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private running = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.round;
  }

  /** A round now, after the one in progress (tests; right after work was added). */
  async runNow(): Promise<void> {
    await this.round;
    this.round = this.work().finally(() => (this.round = undefined));
    await this.round;
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      void this.runNow()
        .catch(this.onError)
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
  }
}
