import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EventEnvelope } from '@lieux/contracts';

/** An event a consumer gave up on after its last delivery, kept with the error for inspection and replay. */
@Entity({ tableName: 'dead_letter' })
export class DeadLetter {
  @PrimaryKey({ type: 'text' })
  consumer!: string;

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  /** The handler (`ClassName.method`): each handler of a subject applies the event once. */
  @PrimaryKey({ type: 'text' })
  handler!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  envelope!: EventEnvelope;

  @Property({ type: 'text' })
  error!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  failedAt!: Date;
}
