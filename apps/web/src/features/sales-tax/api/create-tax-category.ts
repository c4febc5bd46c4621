import type { CreateSalesTaxCategoryInput, SalesTaxCategory } from '@groundwork/domain/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createTaxCategory(input: CreateSalesTaxCategoryInput): Promise<{ category: SalesTaxCategory }> {
  return api.post<{ category: SalesTaxCategory }>('/sales_tax/categories', input);
}

export function useCreateTaxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxCategory,
    // A new default clears the old one on the server: reload the list and the rates.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sales-tax'] }),
  });
}
