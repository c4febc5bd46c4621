import type { Product, UpdateProductInput } from '@groundwork/domain/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { productsQueryKey } from './get-products';

/** PUT /products/{id} replaces the product; `updatedAt` as last read turns a colliding edit into a 409. */
export function updateProduct({ id, input }: { id: string; input: UpdateProductInput }): Promise<{ product: Product }> {
  return api.put<{ product: Product }>(`/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
    onError: (error) => {
      if (isStaleWrite(error)) void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}
