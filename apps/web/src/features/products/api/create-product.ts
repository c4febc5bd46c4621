import type { CreateProductInput, Product } from '@groundwork/domain/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** POST /products */
export function createProduct(input: CreateProductInput): Promise<{ product: Product }> {
  return api.post<{ product: Product }>('/products', input);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
