import type { Equipment, UpdateEquipmentInput } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { equipmentQueryKey } from './get-equipment';

/** PUT /equipment/{id} replaces the unit; `updatedAt` as last read turns a colliding edit into a 409. */
export function updateEquipment({ id, input }: { id: string; input: UpdateEquipmentInput }): Promise<{ equipment: Equipment }> {
  return api.put<{ equipment: Equipment }>(`/equipment/${encodeURIComponent(id)}`, input);
}

export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEquipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey }),
    // A stale write (409): fetch what the other person saved, so the next look shows it.
    onError: (error) => {
      if (isStaleWrite(error)) void queryClient.invalidateQueries({ queryKey: equipmentQueryKey });
    },
  });
}

