import type { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { pino, type Logger } from 'pino';
import type { RequestLogSettings } from '@lieux/platform';
import type { NatsNamespace } from '@lieux/testing';
import { connectNats } from '../../nats/nats-connection.js';
import { NatsRpcServer, type RpcRequestScope } from '../nats-rpc.server.js';
import { ServiceClient } from '../service-client.js';

export interface RpcTestService {
  service: INestMicroservice;
  /** The caller's connection (the gateway's, in production). */
  client: NatsConnection;
  services: ServiceClient;
  close(): Promise<void>;
}

/** A Nest microservice answering `module`'s handlers through NatsRpcServer, and a client to ask it. */
export async function startRpcTestService(
  namespace: NatsNamespace,
  module: Type,
  options: { scope?: RpcRequestScope; configure?: (service: INestMicroservice) => void; logger?: Logger; logSettings?: RequestLogSettings } = {},
): Promise<RpcTestService> {
  const server = new NatsRpcServer({
    connect: () => connectNats(namespace.url, 'rpc-test'),
    queue: 'rpc-test',
    logger: options.logger ?? pino({ level: 'silent' }),
    logSettings: options.logSettings ?? { REQUEST_LOG_SAMPLE_RATE: 0, SLOW_REQUEST_MS: 500 },
    scope: options.scope,
  });
  const service = await NestFactory.createMicroservice<MicroserviceOptions>(module, { strategy: server, logger: false });
  options.configure?.(service);
  await service.listen();
  const client = await connectNats(namespace.url, 'gateway-test');
  return {
    service,
    client,
    services: new ServiceClient(client, 5_000, namespace.subjectPrefix),
    async close() {
      await client.close();
      await service.close();
    },
  };
}

/** Handlers declared under a subject prefix: `@RpcHandler` reads NATS_SUBJECT_PREFIX when the class is declared. */
export function declaredUnderPrefix<T>(subjectPrefix: string, declare: () => T): T {
  process.env.NATS_SUBJECT_PREFIX = subjectPrefix;
  try {
    return declare();
  } finally {
    delete process.env.NATS_SUBJECT_PREFIX;
  }
}
