import { Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, PermanentEventError, type EventHandlerContext } from '@lieux/service-kit';
import { ApplyScoreUseCase } from '../app/apply-score.usecase.js';
import { PostgresVenueScoreRepository } from './venue-score.repository.postgres.js';

/**
 * The venues read model follows the scoring service (issue 13): each `score.updated` sets the
 * venue's score, its five platform scores and the computation's time once (the kit's inbox, in the
 * event's transaction); an older computation than the row's changes nothing. Same shape as the
 * `vote.cast` consumer (docs/messaging.md, "A consumer, step by step").
 */
@Injectable()
export class ScoreUpdatedHandler {
  @OnEvent('score.updated')
  async onScoreUpdated(payload: EventMap['score.updated'], { em }: EventHandlerContext<'score.updated'>): Promise<void> {
    let outcome;
    try {
      outcome = await new ApplyScoreUseCase(new PostgresVenueScoreRepository(em)).execute(payload);
    } catch (error) {
      if (error instanceof RangeError) throw new PermanentEventError(error.message);
      throw error;
    }
    // Scoring computes the venues it learnt from connection events, which name venues of this read
    // model; one deleted since has nothing left to score.
    if (outcome === 'unknown_venue') throw new PermanentEventError(`score for a venue the read model does not have: ${payload.venueId}`);
  }
}
