import type { CreateEquipmentInput, Equipment } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { equipmentQueryKey } from './get-equipment';

/** POST /equipment: the server works out the cost per hour itself. */
export function createEquipment(input: CreateEquipmentInput): Promise<{ equipment: Equipment }> {
  return api.post<{ equipment: Equipment }>('/equipment', input);
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEquipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey }),
  });
}
