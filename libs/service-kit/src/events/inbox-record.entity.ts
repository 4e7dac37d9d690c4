import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An event a consumer has applied: its key makes a second delivery of the same event a no-op. */
@Entity({ tableName: 'inbox' })
export class InboxRecord {
  /** The durable consumer name (one per service). */
  @PrimaryKey({ type: 'text' })
  consumer!: string;

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  /** The handler (`ClassName.method`): each handler of a subject applies the event once. */
  @PrimaryKey({ type: 'text' })
  handler!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  processedAt!: Date;
}
