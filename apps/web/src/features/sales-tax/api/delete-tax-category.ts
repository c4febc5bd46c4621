import type { DeleteResult } from '@groundwork/domain/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteTaxCategory(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/sales_tax/categories/${id}`);
}

export function useDeleteTaxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sales-tax'] }),
  });
}
