import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { equipmentQueryKey } from './get-equipment';

/** DELETE /equipment/{id} */
export function deleteEquipment(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/equipment/${encodeURIComponent(id)}`);
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKey }),
  });
}
