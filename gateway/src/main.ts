import 'reflect-metadata';
import { assertReachable, createLogger, loadEnv, natsDependency, redisDependency, runMain } from '@lieux/platform';
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
  logger.info({ port: env.PORT }, `gateway listening on http://localhost:${env.PORT}`);
});
