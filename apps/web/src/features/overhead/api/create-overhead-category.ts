import type { CreateOverheadCategoryInput, OverheadCategory } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadCategoriesQueryKey } from './get-overhead-categories';

export function createOverheadCategory(input: CreateOverheadCategoryInput): Promise<{ category: OverheadCategory }> {
  return api.post<{ category: OverheadCategory }>('/overhead_categories', input);
}

export function useCreateOverheadCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOverheadCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadCategoriesQueryKey }),
  });
}
