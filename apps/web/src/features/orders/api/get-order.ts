import type { WorkOrder } from '@groundwork/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './get-orders';

/** GET /orders/{id}: the whole order, with its lines, instructions and the job's notes. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<WorkOrder> {
  const { order } = await api.get<{ order: WorkOrder }>(`/orders/${encodeURIComponent(id)}`, { signal });
  return order;
}

export function workOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: ordersKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });
}

export function useWorkOrder(id: string) {
  return useQuery(workOrderQueryOptions(id));
}
