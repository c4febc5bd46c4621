import type { SalesTaxCategory } from '@groundwork/domain/sales-tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getTaxCategories(signal?: AbortSignal): Promise<{ categories: SalesTaxCategory[] }> {
  return api.get<{ categories: SalesTaxCategory[] }>('/sales_tax/categories', { signal });
}

export function getTaxCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['sales-tax', 'categories'],
    queryFn: ({ signal }) => getTaxCategories(signal),
    select: (result) => result.categories,
  });
}

export function useTaxCategories() {
  return useQuery(getTaxCategoriesQueryOptions());
}
