import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats } from './nats-connection.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/** The process's own NATS connection, drained when the app shuts down. */
@Global()
@Module({})
export class NatsConnectionModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly connection: NatsConnection) {}

  static forRoot(url: string, name: string): DynamicModule {
    return {
      module: NatsConnectionModule,
      providers: [{ provide: NATS_CONNECTION, useFactory: () => connectNats(url, name) }],
      exports: [NATS_CONNECTION],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.drain().catch(() => this.connection.close());
  }
}
