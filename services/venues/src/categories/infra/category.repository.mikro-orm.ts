import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryRepository } from '../app/category.repository.js';
import type { Category } from '../domain/category.js';
import { CategoryEntity } from './category.entity.js';

@Injectable()
export class MikroOrmCategoryRepository implements CategoryRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async findAll(): Promise<Category[]> {
    const rows = await this.em.find(CategoryEntity, {}, { orderBy: { position: 'asc' } });
    return rows.map(({ id, name, position }) => ({ id, name, position }));
  }
}
