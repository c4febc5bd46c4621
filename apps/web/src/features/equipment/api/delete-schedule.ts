import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUpkeep } from './get-unit-upkeep';

/** DELETE /equipment/{id}/schedules/{scheduleId}: the log entries that satisfied it stay in the log. */
export function deleteSchedule({ equipmentId, scheduleId }: { equipmentId: string; scheduleId: string }): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/equipment/${encodeURIComponent(equipmentId)}/schedules/${encodeURIComponent(scheduleId)}`);
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSchedule, onSuccess: () => refreshUpkeep(queryClient) });
}
