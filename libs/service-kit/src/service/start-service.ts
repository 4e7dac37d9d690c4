import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule, Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormRequestScope } from '@lieux/persistence';
import { connectNats, NatsRpcServer } from '@lieux/messaging';
import { RpcErrorFilter } from '../rpc/rpc-exception.filter.js';
import { installGracefulShutdown, metricsRoute, NestPinoLogger, startProcessMetrics } from '@lieux/platform';
import type { ServiceEnv } from '../config/service-env.js';

export interface StartServiceOptions {
  name: string;
  module: Type | DynamicModule;
  env: ServiceEnv;
  logger: Logger;
  /** false for a worker: it runs jobs and listens to no NATS request subject. */
  answersRequests?: boolean;
  /** main.ts: SIGTERM/SIGINT run the graceful shutdown (tests close the app themselves). */
  handleSignals?: boolean;
}

/**
 * Starts a service: NestJS answering requests over NATS in its queue group, plus a small HTTP
 * server for the liveness and readiness probes. Returns the app so tests can close it.
 */
export async function startService(options: StartServiceOptions): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(options.module, new FastifyAdapter(), {
    logger: new NestPinoLogger(options.logger),
    abortOnError: false,
  });
  let server: NatsRpcServer | undefined;
  if (options.answersRequests !== false) {
    server = new NatsRpcServer({
      // Its own connection, as Nest's transport had: requests do not queue behind the outbox relay.
      connect: () => connectNats(options.env.NATS_URL, options.name),
      queue: options.name,
      logger: options.logger,
      logSettings: options.env,
      scope: ormRequestScope(app.get(MikroORM)),
    });
    const microservice = app.connectMicroservice({ strategy: server }, { inheritAppConfig: false, deferInitialization: true });
    microservice.useGlobalFilters(new RpcErrorFilter(options.logger));
    await app.startAllMicroservices();
  }
  // Prometheus scrapes the health port too (docs/metrics.md).
  startProcessMetrics(options.name);
  metricsRoute(app.getHttpAdapter().getInstance());
  await app.listen(options.env.HEALTH_PORT, options.env.HEALTH_HOST);
  if (options.handleSignals) {
    installGracefulShutdown({
      logger: options.logger,
      delayMs: options.env.SHUTDOWN_DELAY_MS,
      timeoutMs: options.env.SHUTDOWN_TIMEOUT_MS,
      // The queue group sends new requests to the other replicas while the ones in hand answer;
      // then the consumer finishes its batch and the relay its round (ServiceEvents), the ORM closes.
      stopTakingWork: () => server?.close() ?? Promise.resolve(),
      close: () => app.close(),
    });
  }
  options.logger.info({ healthPort: options.env.HEALTH_PORT }, `${options.name} ready`);
  return app;
}
