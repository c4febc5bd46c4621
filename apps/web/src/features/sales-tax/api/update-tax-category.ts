import type { SalesTaxCategory, UpdateSalesTaxCategoryInput } from '@groundwork/domain/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function updateTaxCategory({ id, input }: { id: string; input: UpdateSalesTaxCategoryInput }): Promise<{ category: SalesTaxCategory }> {
  return api.put<{ category: SalesTaxCategory }>(`/sales_tax/categories/${id}`, input);
}

export function useUpdateTaxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sales-tax'] }),
  });
}
