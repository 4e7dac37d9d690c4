import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module.js';
import { ClaimDocumentRetention } from './app/claim-document-retention.js';
import { CLAIM_REPOSITORY, CLAIMS_CLOCK } from './app/claim.repository.js';
import { AdminClaimsUseCases, ListMyClaimsUseCase, SubmitClaimDocumentsUseCase, SubmitClaimUseCase } from './app/claims.usecases.js';
import { ClaimDocumentRetentionScheduler } from './infra/claim-document-retention.scheduler.js';
import { ClaimsHandler } from './infra/claims.handler.js';
import { ClaimsUserDeletedHandler } from './infra/claims-user-deleted.handler.js';
import { PostgresClaimRepository } from './infra/claim.repository.postgres.js';

/** Claiming a listing (issue 32 §2, docs/merchant.md "Claiming a venue"): request, the admins' review, the owner set. */
@Module({
  // The documents' storage and secrets (a claim's documents are stored as the verification's are).
  imports: [PhotosModule],
  controllers: [ClaimsHandler],
  providers: [
    SubmitClaimUseCase,
    ListMyClaimsUseCase,
    AdminClaimsUseCases,
    ClaimsUserDeletedHandler,
    { provide: CLAIMS_CLOCK, useValue: () => new Date() },
    { provide: CLAIM_REPOSITORY, useClass: PostgresClaimRepository },
    SubmitClaimDocumentsUseCase,
    ClaimDocumentRetention,
    ClaimDocumentRetentionScheduler,
  ],
})
export class ClaimsModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
