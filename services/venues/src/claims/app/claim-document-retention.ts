import { Inject, Injectable } from '@nestjs/common';
import { purgeInBatches, retentionCutoff } from '../../photos/app/document-retention.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../photos/app/files.js';
import { CLAIM_REPOSITORY, CLAIMS_CLOCK, type ClaimRepository } from './claim.repository.js';

/**
 * A claim's documents follow the verification documents' retention (DOCUMENT_RETENTION_DAYS, 90 days
 * after the decision that examined them: docs/legal.md, docs/merchant.md). The claim itself stays (the audit log and
 * the claimant's history name it).
 */
@Injectable()
export class ClaimDocumentRetention {
  constructor(
    @Inject(CLAIM_REPOSITORY) private readonly claims: ClaimRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLAIMS_CLOCK) private readonly now: () => Date,
  ) {}

  /** Resolves with the number of documents deleted. */
  purge(): Promise<number> {
    const cutoff = retentionCutoff(this.now());
    return purgeInBatches(this.storage, (batch) => this.claims.documentsDecidedBefore(cutoff, batch), (id) => this.claims.deleteDocumentRow(id));
  }
}
