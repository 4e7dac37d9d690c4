import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryDto } from '@lieux/contracts';
import { CategoryEntity } from '../infra/category.entity.js';

@Injectable()
export class ListCategoriesUseCase {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute(): Promise<CategoryDto[]> {
    const categories = await this.em.find(CategoryEntity, {}, { orderBy: { position: 'asc' } });
    return categories.map(({ id, name }) => ({ id, name }));
  }
}
