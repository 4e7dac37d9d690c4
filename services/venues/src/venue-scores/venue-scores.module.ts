import { Module } from '@nestjs/common';
import { ScoreUpdatedHandler } from './infra/score-updated.handler.js';

/** Scores in the venues read model (issue 13): the `score.updated` consumer that keeps the score columns. */
@Module({
  providers: [ScoreUpdatedHandler],
})
export class VenueScoresModule {
  /** SQL only (no entity). */
  static readonly entities = [];
}
