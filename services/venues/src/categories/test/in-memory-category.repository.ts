import type { CategoryRepository } from '../app/category.repository.js';
import type { Category } from '../domain/category.js';

/** The repository without a database, for the use cases' unit tests. */
export class InMemoryCategoryRepository implements CategoryRepository {
  constructor(private readonly rows: Category[] = []) {}

  async findAll(): Promise<Category[]> {
    return this.rows.map((row) => ({ ...row }));
  }
}
