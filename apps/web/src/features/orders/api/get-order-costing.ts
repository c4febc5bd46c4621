import type { Costing } from '@groundwork/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './get-orders';

/** GET /orders/{id}'s `costing`: estimated vs actual, labour, materials, revenue, margin (null for a crew leader). */
export async function getOrderCosting(id: string, signal?: AbortSignal): Promise<Costing | null> {
  const { costing } = await api.get<{ costing?: Costing | null }>(`/orders/${encodeURIComponent(id)}`, { signal });
  return costing ?? null;
}

export function workOrderCostingQueryOptions(id: string) {
  return queryOptions({ queryKey: [...ordersKeys.detail(id), 'costing'] as const, queryFn: ({ signal }) => getOrderCosting(id, signal) });
}

export function useWorkOrderCosting(id: string) {
  return useQuery(workOrderCostingQueryOptions(id));
}
