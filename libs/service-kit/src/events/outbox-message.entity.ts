import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EventEnvelope } from '@lieux/contracts';

/**
 * One event waiting to leave the service (or already gone: `publishedAt` set). Written in the same
 * transaction as the business change that caused it, read by the relay.
 */
@Entity({ tableName: 'outbox' })
export class OutboxMessage {
  /** The event id: the JetStream message id and the consumers' inbox key. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  subject!: string;

  /** The full envelope, exactly as it will travel. */
  @Property({ type: 'json', columnType: 'jsonb' })
  payload!: EventEnvelope;

  @Property({ type: 'text', nullable: true })
  requestId: string | null = null;

  /** The W3C trace context of the request that wrote the row (null with tracing off): the relay publishes it. */
  @Property({ type: 'text', nullable: true })
  traceparent: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  /** Publish attempts so far, successful or not: a growing number on an unpublished row means trouble. */
  @Property({ type: 'integer' })
  attempts = 0;

  /** Set when JetStream refused the row for good (no stream for the subject, too large…): set aside, not retried. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  failedAt: Date | null = null;

  /** Why the last publish failed. */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;
}
