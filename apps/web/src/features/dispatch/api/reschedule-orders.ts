import type { RescheduleInput } from '@groundwork/domain/dispatch';
import type { WorkOrderListItem } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterDispatchChange } from './get-dispatch-day';

/**
 * POST /dispatch/reschedule: the chosen not-completed orders to another day, all or none (422 says how many cannot
 * move). One key per click: a retry of the same click moves them once.
 */
export async function rescheduleOrders({ input, idempotencyKey }: { input: RescheduleInput; idempotencyKey: string }): Promise<WorkOrderListItem[]> {
  const { orders } = await api.post<{ orders: WorkOrderListItem[] }>('/dispatch/reschedule', input, { idempotencyKey });
  return orders;
}

export function useRescheduleOrders() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleOrders, onSuccess: () => refreshAfterDispatchChange(queryClient) });
}
