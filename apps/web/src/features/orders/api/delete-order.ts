import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys, refreshOrderLists } from './get-orders';

/** DELETE /orders/{id}: only while not started (422 once it has; cancel it instead). */
export async function deleteOrder(id: string): Promise<void> {
  await api.delete<{ id: string }>(`/orders/${encodeURIComponent(id)}`);
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ordersKeys.detail(id) });
      refreshOrderLists(queryClient);
    },
  });
}
