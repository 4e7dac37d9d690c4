import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { PlatformClients } from '../../platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../infra/connection.repository.postgres.js';
import type { Connection } from '../domain/connection.js';
import { CLOCK } from './manage.usecases.js';
import { revokeAtPlatform } from './revoke-at-platform.js';

/**
 * Erases the connections of a deleted account or a deleted venue (issue 30 §5): each one revoked at
 * its platform, then its row and sealed tokens deleted with `connection.removed`, in the event's
 * transaction (inbox). A redelivery finds nothing left to erase.
 */
@Injectable()
export class EraseConnectionsUseCase {
  constructor(
    @Inject(PlatformClients) private readonly platforms: PlatformClients,
    @Inject(ConnectionRepository) private readonly connections: ConnectionRepository,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  /** Every connection the account made, whatever the venue, and its pending consent attempts. */
  async ofAccount(em: EntityManager, userId: string): Promise<number> {
    const erased = await this.erase(em, await this.connections.listOfOwner(userId));
    await this.connections.forgetUser(em, userId);
    return erased;
  }

  /** Every connection of the venue, whoever made it, its consent attempts and its daily figures. */
  async ofVenue(em: EntityManager, venueId: string): Promise<number> {
    const erased = await this.erase(em, await this.connections.listOfVenues([venueId]));
    await this.connections.forgetVenue(em, venueId);
    return erased;
  }

  private async erase(em: EntityManager, connections: Connection[]): Promise<number> {
    for (const connection of connections) {
      await revokeAtPlatform(this.platforms, this.connections, this.logger, connection);
      await this.connections.removeWithin(em, connection, this.now());
    }
    return connections.length;
  }
}
