import type { ServiceLogEntry, ServiceLogValues } from '@groundwork/domain/equipment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshUpkeep } from './get-unit-upkeep';

/** POST /equipment/{id}/service_log: a service done (resets the schedule it names); a retry with the same key logs it once. */
export async function addServiceLogEntry({ equipmentId, input, idempotencyKey }: { equipmentId: string; input: ServiceLogValues; idempotencyKey: string }): Promise<ServiceLogEntry> {
  const { entry } = await api.post<{ entry: ServiceLogEntry }>(`/equipment/${encodeURIComponent(equipmentId)}/service_log`, input, { idempotencyKey });
  return entry;
}

export function useAddServiceLogEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addServiceLogEntry, onSuccess: () => refreshUpkeep(queryClient) });
}
