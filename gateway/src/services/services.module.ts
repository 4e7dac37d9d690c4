import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { natsClientOptions, ServiceClient } from '@lieux/messaging';
import type { GatewayEnv } from '../config/gateway.env.js';

export const NATS_CLIENT = Symbol('NATS_CLIENT');

/** One NATS client for all request-reply calls to the services, with the configured deadline. */
@Global()
@Module({})
export class ServicesModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  static register(env: GatewayEnv): DynamicModule {
    return {
      module: ServicesModule,
      providers: [
        {
          provide: NATS_CLIENT,
          useFactory: () => ClientProxyFactory.create(natsClientOptions('gateway', env.NATS_URL)),
        },
        {
          provide: ServiceClient,
          inject: [NATS_CLIENT],
          useFactory: (client: ClientProxy) => new ServiceClient(client, env.RPC_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX),
        },
      ],
      exports: [ServiceClient, NATS_CLIENT],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
