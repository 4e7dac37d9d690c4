import { Module } from '@nestjs/common';
import { CATEGORY_REPOSITORY } from './app/category.repository.js';
import { ListCategoriesUseCase } from './app/list-categories.usecase.js';
import { CategoriesHandler } from './infra/categories.handler.js';
import { CategoryEntity } from './infra/category.entity.js';
import { MikroOrmCategoryRepository } from './infra/category.repository.mikro-orm.js';

/** Venue categories: seeded by migration, listed for the category buttons and the venue form. */
@Module({
  controllers: [CategoriesHandler],
  providers: [ListCategoriesUseCase, { provide: CATEGORY_REPOSITORY, useClass: MikroOrmCategoryRepository }],
})
export class CategoriesModule {
  /** The tables this feature maps; the service's ORM is opened with every feature's entities. */
  static readonly entities = [CategoryEntity];
}
