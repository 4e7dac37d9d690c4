import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';

/**
 * An account was deleted: its claims go with it — they hold the person's address and the accounts
 * they proved with. A venue they were granted stays theirs until the venues' own rule for a deleted
 * account's venues takes it (unpublished, then purged: docs/merchant.md). In the event's transaction,
 * once (inbox).
 */
@Injectable()
export class ClaimsUserDeletedHandler {
  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await em.execute(`delete from "${schemaOf(em)}".venue_claims where claimant_user_id = ?`, [payload.userId], 'run');
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema') ?? 'venues');
}
