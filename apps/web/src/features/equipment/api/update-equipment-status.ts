import type { EquipmentStatusInput, EquipmentStatusResult } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { refreshUpkeep } from './get-unit-upkeep';

/**
 * PUT /equipment/{id}/status: out of service (with the reason; the server raises a maintenance task and answers it),
 * back in service, in repair or retired. With the unit's `updatedAt` (409 when someone changed it since).
 */
export function updateEquipmentStatus({ id, input }: { id: string; input: EquipmentStatusInput }): Promise<EquipmentStatusResult> {
  return api.put<EquipmentStatusResult>(`/equipment/${encodeURIComponent(id)}/status`, input);
}

export function useUpdateEquipmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEquipmentStatus,
    onSuccess: () => {
      void refreshUpkeep(queryClient);
      // The raised task shows on Tasks & Assignments (and in its sidebar count).
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
    },
    onError: (error) => {
      if (isStaleWrite(error)) void refreshUpkeep(queryClient);
    },
  });
}
