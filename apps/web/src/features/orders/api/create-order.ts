import type { CreateWorkOrderInput, WorkOrder } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys, refreshOrderLists } from './get-orders';

/** POST /orders: a job visit's order (`jobVisitId`) or a one-off order for a customer. */
export async function createOrder(input: CreateWorkOrderInput): Promise<WorkOrder> {
  const { order } = await api.post<{ order: WorkOrder }>('/orders', input);
  return order;
}

export function useCreateWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      refreshOrderLists(queryClient);
    },
  });
}
