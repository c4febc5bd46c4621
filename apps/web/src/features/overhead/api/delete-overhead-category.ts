import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadCategoriesQueryKey } from './get-overhead-categories';

export function deleteOverheadCategory(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/categories/${id}`);
}

export function useDeleteOverheadCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOverheadCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadCategoriesQueryKey }),
  });
}
