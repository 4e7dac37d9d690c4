import { Entity, Property } from '@mikro-orm/decorators/legacy';
import type { EventEnvelope } from '@lieux/contracts';
import { HandledEvent } from './handled-event.entity.js';

/** An event a handler gave up on (a permanent error, or its last delivery), kept with the error for inspection and replay. */
@Entity({ tableName: 'dead_letter' })
export class DeadLetter extends HandledEvent {
  @Property({ type: 'json', columnType: 'jsonb' })
  envelope!: EventEnvelope;

  @Property({ type: 'text' })
  error!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  failedAt!: Date;
}
