import { Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, PermanentEventError, type EventHandlerContext } from '@lieux/service-kit';
import { CountVoteUseCase } from '../app/count-vote.usecase.js';
import { PostgresVoteCountRepository } from './vote-count.repository.postgres.js';

/**
 * The venues read model follows the votes service: each `vote.cast` moves `venues.vote_count` and
 * `venue_vote_days` once (the kit's inbox, in the event's own transaction), then `venue.votes-counted`
 * tells the gateway's cache. The pattern every consumer copies (docs/messaging.md, "A consumer, step
 * by step"): a thin handler, a use case over a repository built on the event's `em`, the domain's
 * refusal made permanent.
 */
@Injectable()
export class VoteCastHandler {
  @OnEvent('vote.cast')
  async onVoteCast(payload: EventMap['vote.cast'], { em }: EventHandlerContext<'vote.cast'>): Promise<void> {
    let counted;
    try {
      counted = await new CountVoteUseCase(new PostgresVoteCountRepository(em)).execute(payload);
    } catch (error) {
      // Not a vote at all: retrying the same event cannot help.
      if (error instanceof RangeError) throw new PermanentEventError(error.message);
      throw error;
    }
    // The votes service checked the venue was public when the vote was cast, so the read model has
    // it; a venue deleted since has nothing left to count.
    if (counted === 'unknown_venue') throw new PermanentEventError(`vote for a venue the read model does not have: ${payload.venueId}`);
  }
}
