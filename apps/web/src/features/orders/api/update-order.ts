import type { UpdateWorkOrderInput, WorkOrder } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys, refreshOrderLists } from './get-orders';

/**
 * PUT /orders/{id}: the fields that changed, or a status move, plus the `updatedAt` the order was read with. A stale
 * one answers 409; a move or a re-plan the order's status does not allow answers 422 with the reason.
 */
export async function updateOrder({ id, input }: { id: string; input: UpdateWorkOrderInput }): Promise<WorkOrder> {
  const { order } = await api.put<{ order: WorkOrder }>(`/orders/${encodeURIComponent(id)}`, input);
  return order;
}

export function useUpdateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...ordersKeys.detail(order.id), 'costing'] });
      refreshOrderLists(queryClient);
    },
  });
}
