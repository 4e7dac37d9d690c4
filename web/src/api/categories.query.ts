import { useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@lieux/contracts';
import { getJson } from './api-client';

export const categoriesQueryKey = ['categories'] as const;

export function useCategoriesQuery() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getJson<CategoryDto[]>('/api/categories', signal),
  });
}
