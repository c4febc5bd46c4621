import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUpkeep } from './get-unit-upkeep';

/** DELETE /equipment/{id}/service_log/{entryId}: its cost leaves the running cost and its schedule counts from the entry before. */
export function deleteServiceLogEntry({ equipmentId, entryId }: { equipmentId: string; entryId: string }): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/equipment/${encodeURIComponent(equipmentId)}/service_log/${encodeURIComponent(entryId)}`);
}

export function useDeleteServiceLogEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteServiceLogEntry, onSuccess: () => refreshUpkeep(queryClient) });
}
