import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A running total of the platform (`users`, `users.merchant`, `venues`, `votes`…), moved by events. */
@Entity({ tableName: 'platform_counters' })
export class PlatformCounterEntity {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'integer' })
  value!: number;
}
