import type { Category } from '../domain/category.js';

/** Where categories are kept. The use cases see only this; the database is one implementation. */
export interface CategoryRepository {
  findAll(): Promise<Category[]>;
}

export const CATEGORY_REPOSITORY = Symbol('CategoryRepository');
