import { Inject, Injectable } from '@nestjs/common';
import type { CategoryDto } from '@lieux/contracts';
import { inDisplayOrder } from '../domain/category.js';
import { CATEGORY_REPOSITORY, type CategoryRepository } from './category.repository.js';

/** Every category, in the order the category buttons show them. */
@Injectable()
export class ListCategoriesUseCase {
  constructor(@Inject(CATEGORY_REPOSITORY) private readonly categories: CategoryRepository) {}

  async execute(): Promise<CategoryDto[]> {
    return inDisplayOrder(await this.categories.findAll()).map(({ id, name }) => ({ id, name }));
  }
}
