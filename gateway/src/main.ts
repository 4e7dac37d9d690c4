import 'reflect-metadata';
import { assertReachable, createLogger, installGracefulShutdown, loadEnv, natsDependency, redisDependency, runMain } from '@lieux/platform';
import { startGatewayMetrics } from './metrics/gateway-metrics.js';
import { GatewayEnv } from './config/gateway.env.js';
import { createGateway } from './create-gateway.js';

runMain('gateway', async () => {
  const env = loadEnv(GatewayEnv);
  const logger = createLogger('gateway', env.LOG_LEVEL);
  await assertReachable([natsDependency(env.NATS_URL), redisDependency(env.REDIS_URL)]);
  const app = await createGateway(env, logger);
  await startGatewayMetrics(env, logger);
  await app.listen(env.PORT, env.HOST);
  installGracefulShutdown({
    logger,
    delayMs: env.SHUTDOWN_DELAY_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // Closing the HTTP server first: requests in hand finish (with `Connection: close`, Fastify's
    // default 'idle' forceCloseConnections ends the idle keep-alive sockets) while NATS and Redis,
    // which they need, are still open; app.close() closes those after.
    stopTakingWork: () => app.getHttpAdapter().close(),
    close: () => app.close(),
  });
  logger.info({ port: env.PORT }, `gateway listening on http://localhost:${env.PORT}`);
});
