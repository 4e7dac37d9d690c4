import { useQuery } from '@tanstack/react-query';
import { API } from '@lieux/contracts';
import { apiClient } from './api-client';

export const categoriesQueryKey = ['categories'] as const;

export function useCategoriesQuery() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => apiClient.call(API.categories.list, { signal }),
  });
}
