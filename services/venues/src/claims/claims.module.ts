import { Module } from '@nestjs/common';
import { CLAIM_REPOSITORY, CLAIMS_CLOCK } from './app/claim.repository.js';
import { AdminClaimsUseCases, ListMyClaimsUseCase, SubmitClaimUseCase } from './app/claims.usecases.js';
import { ClaimsHandler } from './infra/claims.handler.js';
import { ClaimsUserDeletedHandler } from './infra/claims-user-deleted.handler.js';
import { PostgresClaimRepository } from './infra/claim.repository.postgres.js';

/** Claiming a listing (issue 32 §2, docs/merchant.md "Claiming a venue"): request, the admins' review, the owner set. */
@Module({
  controllers: [ClaimsHandler],
  providers: [
    SubmitClaimUseCase,
    ListMyClaimsUseCase,
    AdminClaimsUseCases,
    ClaimsUserDeletedHandler,
    { provide: CLAIMS_CLOCK, useValue: () => new Date() },
    { provide: CLAIM_REPOSITORY, useClass: PostgresClaimRepository },
  ],
})
export class ClaimsModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
