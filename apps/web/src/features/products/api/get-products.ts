import type { ProductList } from '@groundwork/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /products: every product not archived (a few hundred at most), sorted by name; screens search it on the client. */
export function getProducts(signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/products', { signal });
}

export const productsQueryKey = ['products'] as const;

export function productsQueryOptions() {
  return queryOptions({
    queryKey: [...productsQueryKey, 'list'],
    queryFn: ({ signal }) => getProducts(signal),
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}
