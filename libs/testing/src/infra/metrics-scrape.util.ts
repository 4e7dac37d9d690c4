/** One sample of a Prometheus text exposition: `name{labels} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** What an operator reads from `/metrics`: samples, and the value of one series. */
export interface Scrape {
  text: string;
  samples: MetricSample[];
  /** The sample named `name` whose labels include `labels`; undefined when there is none, throws when several match. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses Prometheus's text format (what `curl …/metrics` shows). */
export function parseMetrics(text: string): Scrape {
  const samples = text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .flatMap((line) => {
      const match = SAMPLE.exec(line);
      if (!match) return [];
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key, value.replace(/\\(.)/g, '$1')]));
      return [{ name: match[1], labels, value: Number(match[3]) }];
    });
  return {
    text,
    samples,
    value(name, labels = {}) {
      const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
      if (found.length > 1) throw new Error(`${found.length} series of ${name} match ${JSON.stringify(labels)}`);
      return found[0]?.value;
    },
  };
}

/** GETs a `/metrics` URL, checks it answers 200 in Prometheus's text format, and parses it. */
export async function scrapeMetrics(url: string): Promise<Scrape> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/plain')) throw new Error(`${url} answered ${type}, not Prometheus text`);
  return parseMetrics(await response.text());
}
