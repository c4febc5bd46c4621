import type { OrderEquipment } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderEquipmentKey } from './get-order-equipment';

/**
 * PUT /orders/{id}/equipment: the units that go out on the order (the list replaces the one before). A unit that is out
 * of service, in repair or retired is refused with 422 and the reason.
 */
export function updateOrderEquipment({ orderId, equipmentIds }: { orderId: string; equipmentIds: string[] }): Promise<OrderEquipment> {
  return api.put<OrderEquipment>(`/orders/${encodeURIComponent(orderId)}/equipment`, { equipmentIds });
}

export function useUpdateOrderEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderEquipment,
    onSuccess: (answer, { orderId }) => {
      queryClient.setQueryData(orderEquipmentKey(orderId), answer);
      // The units' hours (upkeep) count the orders they went out on.
      void queryClient.invalidateQueries({ queryKey: ['equipment'] });
    },
  });
}
