// The typed face of process-manifest.json: every Lieux process, declared once. Plain scripts read the
// JSON itself (infra/scripts/lib/stack.mjs); TypeScript reads it through here, validated.
import manifestJson from './process-manifest.json' with { type: 'json' };

export const PROCESS_KIND_NAMES = ['service', 'worker', 'gateway'] as const;
export type ProcessKind = (typeof PROCESS_KIND_NAMES)[number];

/** What every process of a kind shares. */
export interface ProcessKindDefinition {
  /** The variable its port is read from: HEALTH_PORT (probes only) or PORT (the gateway's HTTP). */
  portVariable: 'HEALTH_PORT' | 'PORT';
  /** Owns a Postgres schema, so receives DATABASE_URL. */
  database: boolean;
  /** Answers NATS requests (a worker and the gateway do not). */
  answersRequests: boolean;
}

export interface ProcessDefinition {
  /** Also the name of its image, Dockerfile target, compose service and Kubernetes objects. */
  name: string;
  kind: ProcessKind;
  /** The built entry point, relative to the repository root (and to /app in the images). */
  entry: string;
  /** Its default port: HEALTH_PORT for services and workers, PORT for the gateway. */
  port: number;
  /** Liveness and readiness paths on that port. */
  live: string;
  ready: string;
  /** Needs Redis (checked at start-up). */
  redis: boolean;
  /** Where its `/metrics` listens when not on `port`: the gateway's METRICS_PORT (docs/metrics.md). */
  metricsPort?: number;
}

export interface ProcessManifest {
  kinds: Record<ProcessKind, ProcessKindDefinition>;
  processes: readonly ProcessDefinition[];
}

/** Checks the shape of a manifest and what must be unique in it; the message names the entry at fault. */
export function parseProcessManifest(value: unknown): ProcessManifest {
  const problems: string[] = [];
  const root = (value ?? {}) as { kinds?: Record<string, unknown>; processes?: unknown };
  for (const kind of PROCESS_KIND_NAMES) {
    const definition = root.kinds?.[kind] as Partial<ProcessKindDefinition> | undefined;
    if (!definition || !['HEALTH_PORT', 'PORT'].includes(definition.portVariable ?? '') ||
        typeof definition.database !== 'boolean' || typeof definition.answersRequests !== 'boolean') {
      problems.push(`kinds.${kind} needs portVariable (HEALTH_PORT or PORT), database and answersRequests`);
    }
  }
  const processes = Array.isArray(root.processes) ? (root.processes as Partial<ProcessDefinition>[]) : [];
  if (processes.length === 0) problems.push('processes must list at least one process');
  processes.forEach((process, index) => {
    const where = `processes[${index}] (${process.name ?? 'no name'})`;
    if (!/^[a-z][a-z0-9-]*$/.test(process.name ?? '')) problems.push(`${where}: name must be kebab-case`);
    if (!PROCESS_KIND_NAMES.includes(process.kind as ProcessKind)) problems.push(`${where}: kind must be one of ${PROCESS_KIND_NAMES.join(', ')}`);
    if (!/^[\w./-]+\/dist\/[\w.-]+\.js$/.test(process.entry ?? '')) problems.push(`${where}: entry must be <project>/dist/<file>.js`);
    const port = process.port ?? 0;
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`${where}: port must be 1–65535`);
    for (const path of [process.live, process.ready]) if (!path?.startsWith('/')) problems.push(`${where}: live and ready must be paths`);
    if (typeof process.redis !== 'boolean') problems.push(`${where}: redis must be true or false`);
    if (process.metricsPort !== undefined && !(Number.isInteger(process.metricsPort) && process.metricsPort >= 1 && process.metricsPort <= 65535 && process.metricsPort !== port)) {
      problems.push(`${where}: metricsPort must be 1–65535, another port than port`);
    }
  });
  for (const key of ['name', 'port'] as const) {
    const values = processes.map((process) => process[key]);
    const repeated = values.filter((value, index) => values.indexOf(value) !== index);
    if (repeated.length > 0) problems.push(`${key} used twice: ${repeated.join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`process-manifest.json: ${problems.join('; ')}`);
  return root as ProcessManifest;
}

export const PROCESS_MANIFEST: ProcessManifest = parseProcessManifest(manifestJson);
export const PROCESSES: readonly ProcessDefinition[] = PROCESS_MANIFEST.processes;

export function processNamed(name: string): ProcessDefinition {
  const found = PROCESSES.find((process) => process.name === name);
  if (!found) throw new Error(`no process "${name}" in process-manifest.json (known: ${PROCESSES.map((p) => p.name).join(', ')})`);
  return found;
}

/** The port Prometheus scrapes `/metrics` on: the health port, or the process's own metrics port. */
export function metricsPortOf(process: ProcessDefinition): number {
  return process.metricsPort ?? process.port;
}

export function kindOf(process: ProcessDefinition): ProcessKindDefinition {
  return PROCESS_MANIFEST.kinds[process.kind];
}

/** A service's default HEALTH_PORT (its config class): `override HEALTH_PORT = healthPortOf('venues')`. */
export function healthPortOf(name: string): number {
  return processNamed(name).port;
}

/** The project folder a process is built from: `services/scoring` for the scoring worker. */
export function projectDirOf(process: ProcessDefinition): string {
  return process.entry.slice(0, process.entry.indexOf('/dist/'));
}
