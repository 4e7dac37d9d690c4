import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { EventOutbox, OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PostgresVoteRepository } from './vote.repository.postgres.js';

/**
 * An account's e-mail was confirmed (issue 30 §9): its votes, kept until now without being counted,
 * enter the public counts — one `vote.cast` (+1) each, which the venues read model applies like any
 * other vote.
 *
 * Two steps, in this order, so that a vote arriving at the same moment is counted once and never lost:
 * first the confirmation is recorded and COMMITTED on its own (idempotent: a redelivery records it
 * again harmlessly), then the votes are counted in the event's transaction (inbox: once). A vote whose
 * statement did not yet see the confirmation was committed before the recount's statement started
 * (and is counted by it), or its use case sees the confirmation right after its own commit and counts
 * it itself (`CastVoteUseCase`); `where not counted` makes the two never count a vote twice.
 */
@Injectable()
export class UserEmailConfirmedHandler {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  @OnEvent('user.email-confirmed')
  async onEmailConfirmed(payload: EventMap['user.email-confirmed'], { em }: EventHandlerContext<'user.email-confirmed'>): Promise<void> {
    const confirmedAt = new Date(payload.confirmedAt);
    await new PostgresVoteRepository(this.orm.em.fork(), new EventOutbox()).recordConfirmedVoter(payload.userId, confirmedAt);
    await new PostgresVoteRepository(em, new EventOutbox()).countVotesOf(payload.userId, confirmedAt);
  }
}
