import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'categories' })
export class CategoryEntity {
  /** Stable lowercase key: `restaurant`, `cafe`… */
  @PrimaryKey({ type: 'text' })
  id!: string;

  /** French display name. */
  @Property({ type: 'text' })
  name!: string;

  /** Order of the category buttons (the Explorer shows the first eight). */
  @Property({ type: 'integer' })
  position!: number;
}
