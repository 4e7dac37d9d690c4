import { Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { EventOutbox, OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PostgresFavoriteRepository } from '../../favorites/infra/favorite.repository.postgres.js';
import { PostgresVoteRepository } from './vote.repository.postgres.js';

/** A venue was deleted for good: its votes and everyone's favourite of it go too, once (inbox). */
@Injectable()
export class VenueDeletedHandler {
  @OnEvent('venue.deleted')
  async onVenueDeleted(payload: EventMap['venue.deleted'], { em }: EventHandlerContext<'venue.deleted'>): Promise<void> {
    await new PostgresVoteRepository(em, new EventOutbox()).eraseVenue(payload.venueId);
    await new PostgresFavoriteRepository(em).eraseVenue(payload.venueId);
  }
}
