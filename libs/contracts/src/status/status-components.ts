import type { HealthReply } from '../health/health.dto.js';
import type { ServiceName } from '../messaging/rpc-subjects.js';

/** The status page's six lines (spec, "Status"), each mapped to a real probe (docs/architecture.md, "Status page"). */
export const STATUS_COMPONENTS = ['api', 'database', 'auth', 'social', 'web', 'cdn'] as const;
export type StatusComponent = (typeof STATUS_COMPONENTS)[number];

/** The spec's French names. */
export const STATUS_COMPONENT_NAMES: Record<StatusComponent, string> = {
  api: 'API principale',
  database: 'Base de données',
  auth: 'Authentification',
  social: 'Réseaux sociaux',
  web: 'Interface web',
  cdn: 'CDN et ressources',
};

export const COMPONENT_STATES = ['operational', 'degraded', 'outage', 'unknown'] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** The spec's labels (section 4, "Service status"). */
export const COMPONENT_STATE_LABELS: Record<ComponentState, string> = {
  operational: 'Opérationnel',
  degraded: 'Dégradé',
  outage: 'Panne',
  unknown: 'Inconnu',
};

/** Slower than this, a component that answers is `degraded`. */
export const SLOW_PROBE_MS = 2000;

/** One component measured now. */
export interface ComponentProbe {
  id: StatusComponent;
  state: ComponentState;
  /** How long the probe took, in milliseconds; null when nothing could be measured. */
  responseTimeMs: number | null;
}

/** A service's health check over NATS: its reply, or nothing when it did not answer; and how long it took. */
export interface ServiceHealthSample {
  service: ServiceName;
  reply: HealthReply | null;
  elapsedMs: number;
}

/** An HTTP fetch of the web app: whether it came back as expected, and how long it took (null: not tried). */
export interface HttpSample {
  ok: boolean;
  elapsedMs: number | null;
}

function slowOr(state: ComponentState, elapsedMs: number | null): ComponentState {
  return state === 'operational' && elapsedMs !== null && elapsedMs > SLOW_PROBE_MS ? 'degraded' : state;
}

/** One service carries the line (auth, connections): healthy, answering with a dependency down, or silent. */
function serviceLine(id: StatusComponent, sample: ServiceHealthSample | undefined): ComponentProbe {
  if (!sample) return { id, state: 'unknown', responseTimeMs: null };
  if (!sample.reply) return { id, state: 'outage', responseTimeMs: null };
  return { id, state: slowOr(sample.reply.status === 'ok' ? 'operational' : 'degraded', sample.elapsedMs), responseTimeMs: sample.elapsedMs };
}

function fetchLine(id: StatusComponent, sample: HttpSample): ComponentProbe {
  if (sample.elapsedMs === null) return { id, state: 'unknown', responseTimeMs: null };
  return { id, state: sample.ok ? slowOr('operational', sample.elapsedMs) : 'outage', responseTimeMs: sample.elapsedMs };
}

/**
 * The six lines from what was measured: pure, so the gateway (live) and the admin service's recorder
 * (every minute) read the same states from the same samples.
 *
 * - API principale: every service's health over NATS: all answer healthy → operational; some do not →
 *   degraded; none does → outage. Response time: the slowest answer.
 * - Base de données: the `postgres` check in the services' replies: all up → operational, some →
 *   degraded, none → outage; no service answered → unknown (nothing could look at it).
 * - Authentification: the auth service's health; Réseaux sociaux: the connections service's.
 * - Interface web: `GET /` answers the web app's index.html; CDN et ressources: one of the
 *   fingerprinted scripts it names answers 200.
 */
export function componentStates(services: readonly ServiceHealthSample[], web: HttpSample, asset: HttpSample): ComponentProbe[] {
  const answered = services.filter((sample) => sample.reply !== null);
  const healthy = answered.filter((sample) => sample.reply?.status === 'ok');
  const slowest = answered.length === 0 ? null : Math.max(...answered.map((sample) => sample.elapsedMs));
  const api: ComponentState = services.length === 0 ? 'unknown' : healthy.length === services.length ? 'operational' : answered.length === 0 ? 'outage' : 'degraded';

  const postgresChecks = answered.map((sample) => sample.reply?.checks['postgres']).filter((check) => check !== undefined);
  const postgresUp = postgresChecks.filter((check) => check.status === 'up').length;
  const database: ComponentState =
    postgresChecks.length === 0 ? 'unknown' : postgresUp === postgresChecks.length ? 'operational' : postgresUp === 0 ? 'outage' : 'degraded';

  const of = (service: ServiceName) => services.find((sample) => sample.service === service);
  return [
    { id: 'api', state: slowOr(api, slowest), responseTimeMs: slowest },
    { id: 'database', state: database, responseTimeMs: database === 'unknown' ? null : slowest },
    serviceLine('auth', of('auth')),
    serviceLine('social', of('connections')),
    fetchLine('web', web),
    fetchLine('cdn', asset),
  ];
}

/** The banner: every line operational → operational; any outage → outage; else degraded (unknown lines count as degraded). */
export function overallState(components: readonly ComponentProbe[]): ComponentState {
  if (components.length === 0) return 'unknown';
  if (components.every((component) => component.state === 'operational')) return 'operational';
  if (components.some((component) => component.state === 'outage')) return 'outage';
  return 'degraded';
}

/** Up for the uptime: operational or degraded (it answered); outage is down; unknown is not counted. */
export function countsAsUp(state: ComponentState): boolean | null {
  return state === 'unknown' ? null : state !== 'outage';
}
