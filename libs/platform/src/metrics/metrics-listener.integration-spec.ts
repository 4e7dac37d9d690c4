import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigurationError } from '../config/load-env.js';
import { explainStartupFailure } from '../startup/run-main.js';
import { startMetricsListener } from './metrics.route.js';

/** The gateway's metrics listener on a real loopback socket. */
describe('the metrics listener', () => {
  const servers: Server[] = [];

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  });

  it('answers GET /metrics in Prometheus’s text format, and 404 anything else', async () => {
    const server = await startMetricsListener(0, '127.0.0.1');
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toContain('# TYPE lieux_build_info gauge');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a taken port with one line saying which setting to change', async () => {
    const first = await startMetricsListener(0, '127.0.0.1');
    servers.push(first);
    const { port } = first.address() as AddressInfo;
    const refused = await startMetricsListener(port, '127.0.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigurationError);
    expect(explainStartupFailure(refused)).toBe(`METRICS_PORT ${port} on 127.0.0.1 is already taken (another gateway?) — set METRICS_PORT to a free port`);
  });
});
