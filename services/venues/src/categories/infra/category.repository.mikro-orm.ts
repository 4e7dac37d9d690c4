import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PreparedRead } from '@lieux/persistence';
import type { CategoryRepository } from '../app/category.repository.js';
import type { Category } from '../domain/category.js';

/** Every category, on the path of each uncached `GET /api/categories`: a prepared read, no hydration. */
const ALL_CATEGORIES = new PreparedRead<Category>(
  'venues_categories_all',
  (schema) => `select id, name, position from "${schema}".categories order by position, id`,
);

@Injectable()
export class MikroOrmCategoryRepository implements CategoryRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  findAll(): Promise<Category[]> {
    return ALL_CATEGORIES.all(this.em);
  }
}
