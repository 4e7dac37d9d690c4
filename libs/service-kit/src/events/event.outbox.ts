import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventVersion, type EventEnvelope, type EventMap } from '@lieux/contracts';
import { currentRequestId, traceparentOf } from '@lieux/platform';
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
    const envelope = this.envelope(subject, payload, opts);
    const message = new OutboxMessage();
    message.id = envelope.id;
    message.subject = subject;
    message.payload = envelope;
    message.requestId = envelope.requestId ?? null;
    message.traceparent = traceparentOf();
    message.createdAt = new Date(envelope.occurredAt);
    em.persist(message);
    return envelope;
  }

  /** The envelope `add` stores: a new id, the catalogue's version, the request id of the context. */
  envelope<K extends keyof EventMap>(subject: K, payload: EventMap[K], opts: OutboxAddOptions = {}): EventEnvelope<K, EventMap[K]> {
    const requestId = opts.requestId ?? currentRequestId();
    return {
      id: randomUUID(),
      subject,
      version: eventVersion(subject),
      occurredAt: new Date().toISOString(),
      ...(requestId === undefined ? {} : { requestId }),
      payload,
    };
  }

  /**
   * For a hot path that changes its row and records its event in ONE statement (one round trip, atomic
   * as any statement): `with changed as (<the change> returning 1) ${outboxInsertFrom(schema, 'changed')}`,
   * with `outboxRow(envelope)` appended to the statement's parameters. The event is stored only when
   * the change returned a row — "an event only when something changed" in SQL. `envelopeSql` may
   * complete the envelope from the change's row (`jsonb_set(?::jsonb, '{payload,count}', to_jsonb(changed.count))`).
   */
  static insertFrom(schema: string, source: string, envelopeSql = '?::jsonb'): string {
    return `insert into "${schema}".outbox (id, subject, payload, request_id, created_at, traceparent) select ?::uuid, ?, ${envelopeSql}, ?, ?::timestamptz, ? from ${source}`;
  }

  /**
   * The parameters of `insertFrom`, in its order; the last is the `traceparent` of the request that
   * made the envelope (default: the active span's, so call this in the request's context or pass it).
   */
  static row(envelope: EventEnvelope, traceparent = traceparentOf()): [string, string, string, string | null, string, string | null] {
    return [envelope.id, envelope.subject, JSON.stringify(envelope), envelope.requestId ?? null, envelope.occurredAt, traceparent];
  }
}
