import { Module } from '@nestjs/common';
import { VenueLookupsHandler } from './infra/venue-lookups.handler.js';
import { VoteCastHandler } from './infra/vote-cast.handler.js';

/**
 * Votes in the venues read model (issue 8): the `vote.cast` consumer that keeps `venues.vote_count`
 * and `venue_vote_days`, and the lookups the votes service asks for (public venue ids, cards).
 */
@Module({
  controllers: [VenueLookupsHandler],
  providers: [VoteCastHandler],
})
export class VenueVotesModule {
  /** Reads and writes with SQL (no entity). */
  static readonly entities = [];
}
