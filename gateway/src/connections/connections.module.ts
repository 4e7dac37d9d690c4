import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import type { GatewayEnv } from '../config/gateway.env.js';
import { CONNECTIONS_GATEWAY_OPTIONS, CONNECTIONS_LOGGER, ConnectionsController } from './connections.controller.js';
import { ClaimsController } from './claims.controller.js';

/** Social connections' routes (issue 12, docs/connections.md). */
@Module({})
export class ConnectionsGatewayModule {
  static register(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: ConnectionsGatewayModule,
      controllers: [ConnectionsController, ClaimsController],
      providers: [
        { provide: CONNECTIONS_GATEWAY_OPTIONS, useValue: { publicUrl: env.PUBLIC_URL } },
        { provide: CONNECTIONS_LOGGER, useValue: logger.child({ context: 'Connections' }) },
      ],
    };
  }
}
