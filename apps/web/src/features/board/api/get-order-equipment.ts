import type { OrderEquipment } from '@groundwork/domain/equipment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under the orders' root key, like the board: an order's units are part of what the order screens show. */
export const orderEquipmentKey = (orderId: string) => ['orders', 'equipment', orderId] as const;

/** GET /orders/{id}/equipment: the units attached to a work order, and every unit of the company to pick from. */
export function getOrderEquipment(orderId: string, signal?: AbortSignal): Promise<OrderEquipment> {
  return api.get<OrderEquipment>(`/orders/${encodeURIComponent(orderId)}/equipment`, { signal });
}

export function orderEquipmentQueryOptions(orderId: string) {
  return queryOptions({ queryKey: orderEquipmentKey(orderId), queryFn: ({ signal }) => getOrderEquipment(orderId, signal) });
}

export function useOrderEquipment(orderId: string) {
  return useQuery(orderEquipmentQueryOptions(orderId));
}
