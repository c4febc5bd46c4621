import type { UpdateScheduleValues, UpkeepSchedule } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { refreshUpkeep } from './get-unit-upkeep';

/** PUT /equipment/{id}/schedules/{scheduleId}: every field with the `updatedAt` it was read with (409 when stale). */
export async function updateSchedule({ equipmentId, scheduleId, input }: { equipmentId: string; scheduleId: string; input: UpdateScheduleValues }): Promise<UpkeepSchedule> {
  const { schedule } = await api.put<{ schedule: UpkeepSchedule }>(
    `/equipment/${encodeURIComponent(equipmentId)}/schedules/${encodeURIComponent(scheduleId)}`,
    input,
  );
  return schedule;
}

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: () => refreshUpkeep(queryClient),
    // Someone saved it first: read what they saved, so the next look shows it.
    onError: (error) => {
      if (isStaleWrite(error)) void refreshUpkeep(queryClient);
    },
  });
}
