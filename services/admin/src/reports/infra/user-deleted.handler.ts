import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';

/** What a deleted account's report keeps of its free text (it may hold the person's details). */
export const ANONYMISED_REPORT_TEXT = 'Texte anonymisé : son auteur a supprimé son compte.';

/**
 * An account was deleted: its reports stay for the desk (the venue, the reason, the outcome) but no
 * longer point at the person — a random id in place of theirs, as their votes — and their text is
 * replaced. In the event's transaction, once (inbox).
 */
@Injectable()
export class ReportsUserDeletedHandler {
  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await em.execute(
      `update "${schemaOf(em)}".reports set reporter_user_id = gen_random_uuid(), text = case when text is null then null else ? end where reporter_user_id = ?`,
      [ANONYMISED_REPORT_TEXT, payload.userId],
      'run',
    );
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema') ?? 'admin');
}
