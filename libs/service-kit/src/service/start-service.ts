import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { DynamicModule, Type } from '@nestjs/common';
import type { Logger } from 'pino';
import { MikroORM } from '@mikro-orm/postgresql';
import { OrmRequestContextInterceptor } from '@lieux/persistence';
import { natsMicroserviceOptions, RequestIdInterceptor } from '@lieux/messaging';
import { RpcErrorFilter } from '../rpc/rpc-exception.filter.js';
import { NestPinoLogger } from '@lieux/platform';
import type { ServiceEnv } from '../config/service-env.js';

export interface StartServiceOptions {
  name: string;
  module: Type | DynamicModule;
  env: ServiceEnv;
  logger: Logger;
  /** false for a worker: it runs jobs and listens to no NATS request subject. */
  answersRequests?: boolean;
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
  app.enableShutdownHooks();
  if (options.answersRequests !== false) {
    const microservice = app.connectMicroservice<MicroserviceOptions>(
      natsMicroserviceOptions(options.name, options.env.NATS_URL),
      { inheritAppConfig: false, deferInitialization: true },
    );
    // Request id outside, so the ORM context and the handler both run under it.
    microservice.useGlobalInterceptors(
      new RequestIdInterceptor(options.logger),
      new OrmRequestContextInterceptor(app.get(MikroORM)),
    );
    microservice.useGlobalFilters(new RpcErrorFilter(options.logger));
    await app.startAllMicroservices();
  }
  await app.listen(options.env.HEALTH_PORT, options.env.HEALTH_HOST);
  options.logger.info({ healthPort: options.env.HEALTH_PORT }, `${options.name} ready`);
  return app;
}
