import type { MeterReading, MeterReadingValues } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUpkeep } from './get-unit-upkeep';

/** POST /equipment/{id}/readings: what the hour meter or odometer showed on a day (the Idempotency-Key makes a retry one reading). */
export async function addMeterReading({ equipmentId, input, idempotencyKey }: { equipmentId: string; input: MeterReadingValues; idempotencyKey: string }): Promise<MeterReading> {
  const { reading } = await api.post<{ reading: MeterReading }>(`/equipment/${encodeURIComponent(equipmentId)}/readings`, input, { idempotencyKey });
  return reading;
}

export function useAddMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addMeterReading, onSuccess: () => refreshUpkeep(queryClient) });
}
