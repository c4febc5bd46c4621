import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadCategoriesQueryKey } from './get-overhead-categories';

export function deleteOverheadCategoryItem(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/overhead_category_items/${id}`);
}

export function useDeleteOverheadCategoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOverheadCategoryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadCategoriesQueryKey }),
  });
}
