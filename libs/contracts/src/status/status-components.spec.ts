import type { HealthReply } from '../health/health.dto.js';
import { SERVICE_NAMES, type ServiceName } from '../messaging/rpc-subjects.js';
import { componentStates, overallState, SLOW_PROBE_MS, type ServiceHealthSample } from './status-components.js';

const healthy = (service: ServiceName, postgres: 'up' | 'down' = 'up'): ServiceHealthSample => ({
  service,
  reply: { service, status: postgres === 'up' ? 'ok' : 'error', checks: { postgres: { status: postgres }, nats: { status: 'up' } } } satisfies HealthReply,
  elapsedMs: 12,
});
const silent = (service: ServiceName): ServiceHealthSample => ({ service, reply: null, elapsedMs: 1500 });
const allHealthy = () => SERVICE_NAMES.map((service) => healthy(service));
const ok = { ok: true, elapsedMs: 5 };
const states = (...args: Parameters<typeof componentStates>) => Object.fromEntries(componentStates(...args).map((probe) => [probe.id, probe.state]));

describe('the status page lines from what was measured', () => {
  it('is operational everywhere when every service answers healthy and the web app and its script load', () => {
    expect(states(allHealthy(), ok, ok)).toEqual({ api: 'operational', database: 'operational', auth: 'operational', social: 'operational', web: 'operational', cdn: 'operational' });
    expect(overallState(componentStates(allHealthy(), ok, ok))).toBe('operational');
  });

  it('shows a stopped connections service as a social-network outage and a degraded API', () => {
    const services = allHealthy().map((sample) => (sample.service === 'connections' ? silent('connections') : sample));
    expect(states(services, ok, ok)).toMatchObject({ api: 'degraded', social: 'outage', auth: 'operational', database: 'operational' });
    expect(overallState(componentStates(services, ok, ok))).toBe('outage');
  });

  it('reads the database from the services’ own postgres checks', () => {
    const oneDown = allHealthy().map((sample) => (sample.service === 'votes' ? healthy('votes', 'down') : sample));
    expect(states(oneDown, ok, ok).database).toBe('degraded');
    expect(states(SERVICE_NAMES.map((service) => healthy(service, 'down')), ok, ok).database).toBe('outage');
    expect(states(SERVICE_NAMES.map(silent), ok, ok)).toMatchObject({ api: 'outage', database: 'unknown' });
  });

  it('says degraded when an answer is slower than the threshold, and the web app down when index.html fails', () => {
    const slow = allHealthy().map((sample) => ({ ...sample, elapsedMs: SLOW_PROBE_MS + 1 }));
    expect(states(slow, ok, ok).api).toBe('degraded');
    expect(states(allHealthy(), { ok: false, elapsedMs: 3 }, { ok: false, elapsedMs: null })).toMatchObject({ web: 'outage', cdn: 'unknown' });
  });
});
