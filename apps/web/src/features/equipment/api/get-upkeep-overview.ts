import type { UpkeepOverview } from '@groundwork/domain/equipment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { equipmentQueryKey } from './get-equipment';

/**
 * Upkeep queries sit under the equipment's root key: a unit edited in the price book (its name, its cost per hour, its
 * status) changes what upkeep shows, and an upkeep write (out of service) changes the price book's list.
 */
export const upkeepKeys = {
  all: [...equipmentQueryKey, 'upkeep'] as const,
  overview: () => [...equipmentQueryKey, 'upkeep', 'overview'] as const,
  unit: (id: string) => [...equipmentQueryKey, 'upkeep', 'unit', id] as const,
};

/** GET /equipment/upkeep: every unit's meter, next service and state, the due and overdue lists, and the badge count. */
export async function getUpkeepOverview(signal?: AbortSignal): Promise<UpkeepOverview> {
  return api.get<UpkeepOverview>('/equipment/upkeep', { signal });
}

export function upkeepOverviewQueryOptions() {
  return queryOptions({ queryKey: upkeepKeys.overview(), queryFn: ({ signal }) => getUpkeepOverview(signal) });
}

export function useUpkeepOverview() {
  return useQuery(upkeepOverviewQueryOptions());
}
