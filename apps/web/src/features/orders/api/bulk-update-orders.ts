import type { BulkWorkOrderInput, WorkOrderListItem } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys, refreshOrderLists } from './get-orders';

/**
 * POST /orders/bulk: one action (assign a crew, set a date, cancel) on many orders, all or none — a 422 says how many
 * of the chosen orders cannot take it, and nothing changed.
 */
export async function bulkUpdateOrders(input: BulkWorkOrderInput): Promise<WorkOrderListItem[]> {
  const { orders } = await api.post<{ orders: WorkOrderListItem[] }>('/orders/bulk', input);
  return orders;
}

export function useBulkUpdateWorkOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateOrders,
    onSuccess: () => {
      // The answer carries list rows, not whole orders: the open details are read again.
      void queryClient.invalidateQueries({ queryKey: ordersKeys.details });
      refreshOrderLists(queryClient);
    },
  });
}
