import type { OverheadCategory } from '@groundwork/domain/overhead';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getOverheadCategories(signal?: AbortSignal): Promise<{ categories: OverheadCategory[] }> {
  return api.get<{ categories: OverheadCategory[] }>('/overhead_categories', { signal });
}

export const overheadCategoriesQueryKey = ['overhead', 'categories'] as const;

export function overheadCategoriesQueryOptions() {
  return queryOptions({
    queryKey: overheadCategoriesQueryKey,
    queryFn: ({ signal }) => getOverheadCategories(signal),
    select: (result) => result.categories,
  });
}

export function useOverheadCategories() {
  return useQuery(overheadCategoriesQueryOptions());
}
