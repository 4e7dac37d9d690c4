import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Test-only business table: a named count, standing for "the change" and "the effect of an event". */
@Entity({ tableName: 'counter' })
export class Counter {
  @PrimaryKey({ type: 'text' })
  name!: string;

  @Property({ type: 'integer' })
  value = 0;
}
