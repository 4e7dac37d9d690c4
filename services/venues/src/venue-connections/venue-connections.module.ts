import { Module } from '@nestjs/common';
import { ConnectionEventsHandler } from './infra/connection-events.handler.js';

/** Connections in the venues read model (issue 12): `connection.*` events keep `venue_connections`. */
@Module({
  providers: [ConnectionEventsHandler],
})
export class VenueConnectionsModule {
  /** SQL only (no entity). */
  static readonly entities = [];
}
