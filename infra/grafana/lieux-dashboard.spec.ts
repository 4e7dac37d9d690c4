import { readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import { metricsRegistry, startProcessMetrics } from '@lieux/platform';

/** The dashboard's queries: every `expr` of every panel. */
interface Dashboard {
  uid: string;
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
}

const dashboard = JSON.parse(readFileSync(new URL('./lieux-dashboard.json', import.meta.url), 'utf8')) as Dashboard;
const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));

/** A query as Prometheus receives it: Grafana replaces its interval variables before sending it. */
function asSent(expr: string): string {
  return expr.replaceAll('$__rate_interval', '5m').replaceAll('$__interval', '1m');
}

/**
 * A query read by the PromQL grammar of the Prometheus project (the one its UI uses): the syntax
 * errors it finds, and the metric names it selects (the names of its vector selectors).
 */
function readQuery(expr: string): { errors: string[]; metrics: string[] } {
  const text = asSent(expr);
  const errors: string[] = [];
  const metrics: string[] = [];
  const cursor = parser.parse(text).cursor();
  do {
    if (cursor.type.isError) errors.push(`at ${cursor.from}: “${text.slice(Math.max(0, cursor.from - 10), cursor.from + 10)}”`);
    if (cursor.type.name === 'Identifier' && cursor.node.parent?.type.name === 'VectorSelector') metrics.push(text.slice(cursor.from, cursor.to));
  } while (cursor.next());
  return { errors, metrics };
}

/** The series names a process exposes, read from its registry: a histogram's as `_bucket`, `_sum`, `_count`. */
async function exposedNames(): Promise<Set<string>> {
  startProcessMetrics('dashboard-test');
  const names = new Set<string>();
  for (const { name, type } of await metricsRegistry.getMetricsAsJSON()) {
    const kind = String(type);
    const suffixes = kind === 'histogram' ? ['_bucket', '_sum', '_count'] : kind === 'summary' ? ['', '_sum', '_count'] : [''];
    for (const suffix of suffixes) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('infra/grafana/lieux-dashboard.json', () => {
  it('is a dashboard with queries in its panels', () => {
    expect(dashboard.uid).toBe('lieux-golden-signals');
    expect(expressions.length).toBeGreaterThan(10);
  });

  it('holds only queries PromQL’s grammar accepts, each selecting at least one metric', () => {
    for (const { panel, expr } of expressions) {
      const { errors, metrics } = readQuery(expr);
      expect({ panel, expr, errors }).toEqual({ panel, expr, errors: [] });
      expect({ panel, expr, selects: metrics.length > 0 }).toEqual({ panel, expr, selects: true });
    }
  });

  it('queries only metrics the processes register', async () => {
    const exposed = await exposedNames();
    const unknown = expressions.flatMap(({ panel, expr }) => readQuery(expr).metrics.filter((name) => !exposed.has(name)).map((name) => `${panel}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('shows every metric of the platform somewhere', async () => {
    const queried = new Set(expressions.flatMap(({ expr }) => readQuery(expr).metrics));
    const platform = (await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name).filter((name) => name.startsWith('lieux_'));
    const shown = (name: string) => [name, `${name}_count`, `${name}_bucket`].some((series) => queried.has(series));
    expect(platform.filter((name) => !shown(name))).toEqual([]);
  });
});
