import { Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PostgresContactAnonymiser } from './contact-anonymiser.postgres.js';

/** An account was deleted: the contact messages it sent are anonymised, in the event's transaction, once (inbox). */
@Injectable()
export class ContactUserDeletedHandler {
  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await new PostgresContactAnonymiser(em).anonymiseSender(payload.userId);
  }
}
