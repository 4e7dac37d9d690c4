import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An event as one handler of one consumer met it: the key the inbox and the dead letters share
 * (a mapped superclass, no table of its own).
 */
export abstract class HandledEvent {
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
}
