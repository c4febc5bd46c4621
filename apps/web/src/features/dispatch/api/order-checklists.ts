import type { OrderChecklist } from '@groundwork/domain/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './get-dispatch-day';

export const orderChecklistKeys = {
  order: (orderId: string) => [...dispatchKeys.all, 'checklists', orderId] as const,
};

/** GET /orders/{id}/checklists: the SOP checklists of the order's service, as ticked on this order. */
export async function getOrderChecklists(orderId: string, signal?: AbortSignal): Promise<OrderChecklist[]> {
  const { checklists } = await api.get<{ checklists: OrderChecklist[] }>(`/orders/${encodeURIComponent(orderId)}/checklists`, { signal });
  return checklists;
}

/** Asked only for an order of a service: one-off work has no SOP checklists. */
export function useOrderChecklists(orderId: string, enabled: boolean) {
  return useQuery({ queryKey: orderChecklistKeys.order(orderId), queryFn: ({ signal }) => getOrderChecklists(orderId, signal), enabled });
}

export type OrderChecklistTick = { checklist: OrderChecklist; done: boolean[] };

/**
 * PUT /orders/{id}/checklists/{sopId}/{checklistId}: the steps ticked, against the version loaded (null the first
 * time). The answer replaces the checklist in the cache, so the next tick goes with its new version.
 */
export function useTickOrderChecklist(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checklist, done }: OrderChecklistTick) =>
      api
        .put<{ checklist: OrderChecklist }>(
          `/orders/${encodeURIComponent(orderId)}/checklists/${encodeURIComponent(checklist.sopId ?? '')}/${encodeURIComponent(checklist.checklistId)}`,
          { done, updatedAt: checklist.updatedAt },
        )
        .then((answer) => answer.checklist),
    onSuccess: (saved) =>
      queryClient.setQueryData<OrderChecklist[]>(orderChecklistKeys.order(orderId), (list) =>
        list?.map((shown) => (shown.sopId === saved.sopId && shown.checklistId === saved.checklistId ? saved : shown)),
      ),
  });
}
