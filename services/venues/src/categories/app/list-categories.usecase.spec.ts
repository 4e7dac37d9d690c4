import { InMemoryCategoryRepository } from '../test/in-memory-category.repository.js';
import { ListCategoriesUseCase } from './list-categories.usecase.js';

describe('listing the categories', () => {
  it('gives each category its key and French name, in the order of the category buttons', async () => {
    const repository = new InMemoryCategoryRepository([
      { id: 'hotel', name: 'Hôtel', position: 3 },
      { id: 'restaurant', name: 'Restaurant', position: 1 },
      { id: 'cafe', name: 'Café', position: 2 },
    ]);
    expect(await new ListCategoriesUseCase(repository).execute()).toEqual([
      { id: 'restaurant', name: 'Restaurant' },
      { id: 'cafe', name: 'Café' },
      { id: 'hotel', name: 'Hôtel' },
    ]);
  });

  it('orders categories of the same rank by key, so the buttons never swap between two visits', async () => {
    const repository = new InMemoryCategoryRepository([
      { id: 'spa', name: 'Spa', position: 5 },
      { id: 'bar', name: 'Bar', position: 5 },
    ]);
    expect((await new ListCategoriesUseCase(repository).execute()).map((category) => category.id)).toEqual(['bar', 'spa']);
  });

  it('answers an empty list when there is no category yet', async () => {
    expect(await new ListCategoriesUseCase(new InMemoryCategoryRepository()).execute()).toEqual([]);
  });
});
