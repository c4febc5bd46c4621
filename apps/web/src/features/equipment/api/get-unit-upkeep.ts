import type { UnitUpkeep } from '@groundwork/domain/equipment';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { equipmentQueryKey } from './get-equipment';
import { upkeepKeys } from './get-upkeep-overview';

/** GET /equipment/{id}/upkeep: one unit's schedules, meter readings, work-order hours, service log and running cost. */
export async function getUnitUpkeep(id: string, signal?: AbortSignal): Promise<UnitUpkeep> {
  return api.get<UnitUpkeep>(`/equipment/${encodeURIComponent(id)}/upkeep`, { signal });
}

export function unitUpkeepQueryOptions(id: string) {
  return queryOptions({ queryKey: upkeepKeys.unit(id), queryFn: ({ signal }) => getUnitUpkeep(id, signal) });
}

export function useUnitUpkeep(id: string) {
  return useQuery(unitUpkeepQueryOptions(id));
}

/**
 * After any upkeep write: the unit's details, the overview (its badge and next service move) and the price book's list
 * (status) are read again — everything under the equipment key.
 */
export function refreshUpkeep(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: equipmentQueryKey });
}
