import type { CreateOverheadCategoryItemInput, OverheadCategoryItem } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadCategoriesQueryKey } from './get-overhead-categories';

export function createOverheadCategoryItem(input: CreateOverheadCategoryItemInput): Promise<{ item: OverheadCategoryItem }> {
  return api.post<{ item: OverheadCategoryItem }>('/overhead_category_items', input);
}

/** An item changes its category's total and count, so the categories refresh with the items. */
export function useCreateOverheadCategoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOverheadCategoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadCategoriesQueryKey }),
  });
}
