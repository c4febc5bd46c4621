import type { OverheadCategory, UpdateOverheadCategoryInput } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadCategoriesQueryKey } from './get-overhead-categories';

export function updateOverheadCategory({ id, input }: { id: string; input: UpdateOverheadCategoryInput }): Promise<{ category: OverheadCategory }> {
  return api.put<{ category: OverheadCategory }>(`/categories/${id}`, input);
}

export function useUpdateOverheadCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOverheadCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadCategoriesQueryKey }),
  });
}
