import type { OverheadCategoryItem, UpdateOverheadCategoryItemInput } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadCategoriesQueryKey } from './get-overhead-categories';

export function updateOverheadCategoryItem({ id, input }: { id: string; input: UpdateOverheadCategoryItemInput }): Promise<{ item: OverheadCategoryItem }> {
  return api.put<{ item: OverheadCategoryItem }>(`/overhead_category_items/${id}`, input);
}

export function useUpdateOverheadCategoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOverheadCategoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadCategoriesQueryKey }),
  });
}
