import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '../../photos/app/files.js';

/**
 * An account was deleted: its claims go with it — they hold the person's address, the accounts they
 * proved with and the documents they sent (their stored objects first, so a failure retries the
 * event with the rows still there). A venue they were granted stays theirs until the venues' own rule
 * for a deleted account's venues takes it (unpublished, then purged: docs/merchant.md). In the
 * event's transaction, once (inbox).
 */
@Injectable()
export class ClaimsUserDeletedHandler {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    const s = schemaOf(em);
    const documents = await em.execute<Array<{ storage_key: string }>>(
      `select d.storage_key from "${s}".venue_claim_documents d join "${s}".venue_claims c on c.id = d.claim_id where c.claimant_user_id = ?`,
      [payload.userId],
    );
    for (const document of documents) await this.storage.delete(document.storage_key);
    await em.execute(`delete from "${s}".venue_claims where claimant_user_id = ?`, [payload.userId], 'run');
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema') ?? 'venues');
}
