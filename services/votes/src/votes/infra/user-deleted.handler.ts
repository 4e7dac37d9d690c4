import { Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { EventOutbox, OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PostgresFavoriteRepository } from '../../favorites/infra/favorite.repository.postgres.js';
import { PostgresVoteRepository } from './vote.repository.postgres.js';

/**
 * An account was deleted: its votes stay counted (the venues' counts do not move) but no longer
 * point at the person, and its favourites are erased — in the event's transaction, once (inbox).
 */
@Injectable()
export class UserDeletedHandler {
  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await new PostgresVoteRepository(em, new EventOutbox()).anonymise(payload.userId);
    await new PostgresFavoriteRepository(em).eraseAllOf(payload.userId);
  }
}
