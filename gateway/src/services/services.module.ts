import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import type { GatewayEnv } from '../config/gateway.env.js';

/** Request-reply calls to the services over the gateway's NATS connection, with the configured deadline. */
@Global()
@Module({})
export class ServicesModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: ServicesModule,
      providers: [
        {
          provide: ServiceClient,
          inject: [NATS_CONNECTION],
          useFactory: (nats: NatsConnection) => new ServiceClient(nats, env.RPC_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX),
        },
      ],
      exports: [ServiceClient],
    };
  }
}
