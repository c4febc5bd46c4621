import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/** DELETE /products/{id} */
export function deleteProduct(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
