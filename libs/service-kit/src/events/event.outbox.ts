import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventVersion, type EventEnvelope, type EventMap } from '@lieux/contracts';
import { currentRequestId } from '@lieux/platform';
import { OutboxMessage } from './outbox-message.entity.js';

export interface OutboxAddOptions {
  /**
   * The request that caused the event; travels in the envelope and the `x-request-id` header.
   * Default: the request id of the current request context, if any.
   */
  requestId?: string;
}

/**
 * The only way an event leaves a service. `add` persists the event in the caller's EntityManager, so
 * the row commits, or rolls back, with the business change; the relay publishes it afterwards.
 */
export class EventOutbox {
  add<K extends keyof EventMap>(
    em: EntityManager,
    subject: K,
    payload: EventMap[K],
    opts: OutboxAddOptions = {},
  ): EventEnvelope<K, EventMap[K]> {
    const now = new Date();
    const requestId = opts.requestId ?? currentRequestId();
    const envelope: EventEnvelope<K, EventMap[K]> = {
      id: randomUUID(),
      subject,
      version: eventVersion(subject),
      occurredAt: now.toISOString(),
      ...(requestId === undefined ? {} : { requestId }),
      payload,
    };
    const message = new OutboxMessage();
    message.id = envelope.id;
    message.subject = subject;
    message.payload = envelope;
    message.requestId = requestId ?? null;
    message.createdAt = now;
    em.persist(message);
    return envelope;
  }
}
