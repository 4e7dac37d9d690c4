import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { startMetricsListener, startProcessMetrics } from '@lieux/platform';
import type { GatewayEnv } from '../config/gateway.env.js';

/**
 * The gateway's runtime metrics and its `/metrics` listener on METRICS_HOST:METRICS_PORT; the
 * public PORT never answers /metrics. The listener is unref'd: it never keeps a stopping gateway alive.
 */
export async function startGatewayMetrics(env: Pick<GatewayEnv, 'METRICS_PORT' | 'METRICS_HOST'>, logger: Logger): Promise<Server> {
  startProcessMetrics('gateway');
  const server = await startMetricsListener(env.METRICS_PORT, env.METRICS_HOST);
  server.unref();
  logger.info({ metricsPort: env.METRICS_PORT, metricsHost: env.METRICS_HOST }, 'gateway metrics listening');
  return server;
}
