import type { OverheadCategoryItem } from '@groundwork/domain/overhead';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getOverheadCategoryItems(categoryId: string, signal?: AbortSignal): Promise<{ items: OverheadCategoryItem[] }> {
  return api.get<{ items: OverheadCategoryItem[] }>('/overhead_category_items', { query: { id: categoryId }, signal });
}

export const overheadCategoryItemsQueryKey = (categoryId: string) => ['overhead', 'categories', categoryId, 'items'] as const;

export function overheadCategoryItemsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: overheadCategoryItemsQueryKey(categoryId),
    queryFn: ({ signal }) => getOverheadCategoryItems(categoryId, signal),
    select: (result) => result.items,
  });
}

export function useOverheadCategoryItems(categoryId: string) {
  return useQuery(overheadCategoryItemsQueryOptions(categoryId));
}
