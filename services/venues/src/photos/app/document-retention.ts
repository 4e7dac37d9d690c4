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
 * Deletes the documents `due` names, batch after batch until none is left: the stored object first,
 * then the row, so a failure leaves the row to try again. Resolves with the number deleted.
 */
export async function purgeInBatches(
  storage: ObjectStorage,
  due: (batch: number) => Promise<Array<{ id: string; storageKey: string }>>,
  deleteRow: (id: string) => Promise<void>,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const documents = await due(BATCH);
    for (const document of documents) {
      await storage.delete(document.storageKey);
      await deleteRow(document.id);
      deleted += 1;
    }
    if (documents.length < BATCH) return deleted;
  }
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
  purge(): Promise<number> {
    const cutoff = retentionCutoff(this.now());
    return purgeInBatches(this.storage, (batch) => this.verifications.documentsDecidedBefore(cutoff, batch), (id) => this.verifications.deleteDocumentRow(id));
  }
}
