import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_RETENTION_DAYS } from '@lieux/contracts';
import { PostgresVerificationRepository } from '../infra/verification.repository.postgres.js';
import { OBJECT_STORAGE, PHOTOS_CLOCK, type Clock, type ObjectStorage } from './files.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Documents deleted per batch (the loop goes on until none is left). */
const BATCH = 100;

/** The moment before which a decision's documents are past their retention. */
export function retentionCutoff(now: Date, days: number = DOCUMENT_RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * Deletes verification documents 90 days after the decision that examined them (the privacy page
 * says so): the stored object first, then the row, so a failure leaves the row to try again.
 */
@Injectable()
export class DocumentRetention {
  constructor(
    @Inject(PostgresVerificationRepository) private readonly verifications: PostgresVerificationRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(PHOTOS_CLOCK) private readonly now: Clock,
  ) {}

  /** Resolves with the number of documents deleted. */
  async purge(): Promise<number> {
    const cutoff = retentionCutoff(this.now());
    let deleted = 0;
    for (;;) {
      const due = await this.verifications.documentsDecidedBefore(cutoff, BATCH);
      for (const document of due) {
        await this.storage.delete(document.storageKey);
        await this.verifications.deleteDocumentRow(document.id);
        deleted += 1;
      }
      if (due.length < BATCH) return deleted;
    }
  }
}
