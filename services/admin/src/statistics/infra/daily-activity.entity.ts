import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** How many accounts, venues or votes one Moroccan day saw. */
@Entity({ tableName: 'daily_activity' })
export class DailyActivityEntity {
  /** `YYYY-MM-DD`, Africa/Casablanca. */
  @PrimaryKey({ type: 'string', columnType: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  kind!: string;

  @Property({ type: 'integer' })
  count!: number;
}
