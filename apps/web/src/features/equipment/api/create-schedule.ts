import type { ScheduleValues, UpkeepSchedule } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUpkeep } from './get-unit-upkeep';

/** POST /equipment/{id}/schedules: a service by the calendar (every N days or months) or by the meter (hours, miles). */
export async function createSchedule({ equipmentId, input, idempotencyKey }: { equipmentId: string; input: ScheduleValues; idempotencyKey: string }): Promise<UpkeepSchedule> {
  const { schedule } = await api.post<{ schedule: UpkeepSchedule }>(`/equipment/${encodeURIComponent(equipmentId)}/schedules`, input, { idempotencyKey });
  return schedule;
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSchedule, onSuccess: () => refreshUpkeep(queryClient) });
}
