import { Module } from '@nestjs/common';
import { SERVICE_ENV } from '@lieux/service-kit';
import type { VotesEnv } from '../config/votes.env.js';
import { VenueLookupModule } from '../venue-lookup/venue-lookup.module.js';
import { VOTE_REPOSITORY } from './app/vote.repository.js';
import { CastVoteUseCase, CLOCK, GetVoteUseCase, NEW_ACCOUNT_POLICY } from './app/vote.usecases.js';
import { UserDeletedHandler } from './infra/user-deleted.handler.js';
import { UserEmailConfirmedHandler } from './infra/user-email-confirmed.handler.js';
import { VenueDeletedHandler } from './infra/venue-deleted.handler.js';
import { PostgresVoteRepository } from './infra/vote.repository.postgres.js';
import { VotesHandler } from './infra/votes.handler.js';
import type { NewAccountPolicy } from './domain/vote-rules.js';

/** Cast a vote, read one's vote; a deleted account's votes anonymised (issue 8); a confirmed e-mail's votes counted (issue 30 §9, docs/votes.md). */
@Module({
  imports: [VenueLookupModule],
  controllers: [VotesHandler],
  providers: [
    CastVoteUseCase,
    GetVoteUseCase,
    UserDeletedHandler,
    UserEmailConfirmedHandler,
    VenueDeletedHandler,
    { provide: VOTE_REPOSITORY, useClass: PostgresVoteRepository },
    {
      provide: NEW_ACCOUNT_POLICY,
      inject: [SERVICE_ENV],
      useFactory: (env: VotesEnv): NewAccountPolicy => ({ windowMinutes: env.VOTE_NEW_ACCOUNT_MINUTES, allowance: env.VOTE_NEW_ACCOUNT_ALLOWANCE }),
    },
    { provide: CLOCK, useValue: () => new Date() },
  ],
  exports: [CLOCK],
})
export class VotesModule {
  /** Written with SQL (the upsert is the rule): no entity. */
  static readonly entities = [];
}
