import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { RPC } from '@lieux/contracts';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import { SERVICE_ENV, SERVICE_LOGGER } from '@lieux/service-kit';
import type { ConnectionsEnv } from '../../config/connections.env.js';
import { CLOCK } from '../app/manage.usecases.js';
import { ConnectionRepository } from './connection.repository.postgres.js';

/** Who a demo account of a venue without an owner belongs to: nobody who can sign in. */
export const DEMO_ACCOUNTS_OWNER = '00000000-0000-4000-8000-00000000de30';
/** The venues service may start after this one, and seeds its venues as it starts: ask again until then. */
const RETRY_MS = 2000;
const ATTEMPTS = 90;

/**
 * The demo venues' social accounts as demo connections (issue 13, docs/scoring.md "Read side"),
 * where the demo data is on: asked from the venues service, which owns the demo catalogue and its
 * figures, and stored with their snapshots and a `connection.created` each. The scoring worker then
 * computes every demo venue's score from them, as it would any venue's: nothing is hand-set.
 * Idempotent (a venue and platform already connected is left alone); in the background, so the
 * service is ready at once.
 */
@Injectable()
export class DemoConnectionsSeeder implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(SERVICE_ENV) private readonly env: ConnectionsEnv,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  onApplicationBootstrap(): void {
    const enabled = this.env.SEED_DEMO_DATA === '' ? this.env.NODE_ENV !== 'production' : this.env.SEED_DEMO_DATA === 'true';
    if (enabled) this.schedule(ATTEMPTS, 0);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(attemptsLeft: number, delayMs: number): void {
    if (this.stopped || attemptsLeft === 0) return;
    this.timer = setTimeout(() => void this.attempt(attemptsLeft), delayMs);
  }

  private async attempt(attemptsLeft: number): Promise<void> {
    try {
      const services = new ServiceClient(this.nats, this.env.VENUE_CHECK_TIMEOUT_MS, this.env.NATS_SUBJECT_PREFIX);
      const { venues } = await services.request(RPC.venuesDemoAccounts, {}, { actor: undefined });
      if (venues.length === 0) return this.schedule(attemptsLeft - 1, RETRY_MS);
      const added = await this.connections.seedDemo(venues, DEMO_ACCOUNTS_OWNER, this.now());
      if (added > 0) this.logger.info({ added }, 'demo connections seeded (SEED_DEMO_DATA): the scoring worker computes their venues');
    } catch (error) {
      this.logger.debug({ reason: error instanceof Error ? error.message : 'unknown' }, 'demo accounts not available yet');
      this.schedule(attemptsLeft - 1, RETRY_MS);
    }
  }
}
