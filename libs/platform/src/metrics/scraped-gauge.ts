import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics.registry.js';

/** One series of a gauge read at scrape time. */
export interface ScrapedValue<L extends string> {
  labels: Record<L, string>;
  value: number;
}

/** Reads the current values of its series (one SQL query, one Redis call…). */
export type ScrapeSource<L extends string> = () => Promise<ScrapedValue<L>[]>;

/**
 * A gauge whose values are read when Prometheus scrapes, not kept up to date by the code: the outbox
 * backlog, a queue's depth, the oldest score. Each part of the process that knows one adds its source
 * (and removes it when it stops). A source that fails leaves its series out of that scrape: a
 * missing series says "unknown", a stale or zero value would lie.
 */
export class ScrapedGauge<L extends string> {
  private readonly sources = new Set<ScrapeSource<L>>();
  readonly gauge: Gauge<L>;

  constructor(options: { name: string; help: string; labelNames: readonly L[] }) {
    const sources = this.sources;
    this.gauge = new Gauge<L>({
      name: options.name,
      help: options.help,
      labelNames: options.labelNames,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        const readings = await Promise.all([...sources].map((read) => read().catch(() => [])));
        for (const { labels, value } of readings.flat()) this.set(labels as Partial<Record<L, string>>, value);
      },
    });
  }

  /** Adds a source; the returned function removes it. */
  addSource(read: ScrapeSource<L>): () => void {
    this.sources.add(read);
    return () => {
      this.sources.delete(read);
    };
  }
}
