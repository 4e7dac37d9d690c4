import { Module } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import { SERVICE_ENV } from '@lieux/service-kit';
import type { VotesEnv } from '../config/votes.env.js';
import { VENUE_LOOKUP } from './app/venue-lookup.js';
import { NatsVenueLookup } from './infra/venue-lookup.nats.js';

/** The venues service as the votes service sees it (one instance per process: its answers are shared). */
@Module({
  providers: [
    {
      provide: VENUE_LOOKUP,
      inject: [NATS_CONNECTION, SERVICE_ENV],
      useFactory: (nats: NatsConnection, env: VotesEnv) => new NatsVenueLookup(new ServiceClient(nats, env.VENUE_CHECK_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX)),
    },
  ],
  exports: [VENUE_LOOKUP],
})
export class VenueLookupModule {}
