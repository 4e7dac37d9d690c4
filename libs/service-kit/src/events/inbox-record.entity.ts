import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { HandledEvent } from './handled-event.entity.js';

/** An event a handler has applied: its key makes a second delivery of the same event a no-op. */
@Entity({ tableName: 'inbox' })
export class InboxRecord extends HandledEvent {
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  processedAt!: Date;
}
