import { readFileSync } from 'node:fs';
import { metricsRegistry, startProcessMetrics } from '@lieux/platform';

/** The dashboard's queries: every `expr` of every panel. */
interface Dashboard {
  uid: string;
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
}

const dashboard = JSON.parse(readFileSync(new URL('./lieux-dashboard.json', import.meta.url), 'utf8')) as Dashboard;
const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));

/** Every metric of the platform is named with one of these prefixes (checked below), so a query's metric names are the words that start with one. */
const PREFIXES = /\b(?:lieux|nodejs|process)_[a-zA-Z0-9_]+/g;

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

  it('queries only metrics the processes register', async () => {
    const exposed = await exposedNames();
    expect([...exposed].filter((name) => !name.match(PREFIXES))).toEqual([]);
    const unknown = expressions.flatMap(({ panel, expr }) => (expr.match(PREFIXES) ?? []).filter((name) => !exposed.has(name)).map((name) => `${panel}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('shows every metric of the platform somewhere', async () => {
    const queried = new Set(expressions.flatMap(({ expr }) => expr.match(PREFIXES) ?? []));
    const platform = (await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name).filter((name) => name.startsWith('lieux_'));
    const shown = (name: string) => [name, `${name}_count`, `${name}_bucket`].some((series) => queried.has(series));
    expect(platform.filter((name) => !shown(name))).toEqual([]);
  });

  it('keeps every query balanced (parentheses, brackets, braces)', () => {
    for (const { panel, expr } of expressions) {
      for (const [open, close] of ['()', '[]', '{}']) {
        expect({ panel, expr, balanced: expr.split(open).length === expr.split(close).length }).toEqual({ panel, expr, balanced: true });
      }
    }
  });
});
