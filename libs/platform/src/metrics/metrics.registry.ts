import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * The process's one registry: every metric of the platform lives here, and `/metrics` serves it.
 * One per process (not prom-client's global one), so nothing a library registers on its own leaks in.
 */
export const metricsRegistry = new Registry();

let started: string | undefined;

/**
 * Node's runtime metrics (`process_*`, `nodejs_*`: CPU, memory, event-loop lag, GC) and
 * `lieux_build_info{service}`. Called once by each process at start-up; a second call (tests
 * starting several services in one process) keeps the first.
 */
export function startProcessMetrics(service: string): void {
  if (started !== undefined) return;
  started = service;
  collectDefaultMetrics({ register: metricsRegistry });
  buildInfo.set({ service }, 1);
}

// No version label: a process does not know its image's tag (k8s/kustomization.yaml sets it), and a
// made-up one would mislead; the pod's image says it.
const buildInfo = new Gauge({
  name: 'lieux_build_info',
  help: 'Always 1: which Lieux process (gateway, votes, scoring-worker…) this scrape target is.',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});
