import type { EquipmentList } from '@groundwork/domain/equipment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /equipment: the company's whole fleet (a few dozen units), sorted by name; screens search it on the client. */
export function getEquipment(signal?: AbortSignal): Promise<EquipmentList> {
  return api.get<EquipmentList>('/equipment', { signal });
}

export const equipmentQueryKey = ['equipment'] as const;

export function equipmentQueryOptions() {
  return queryOptions({
    queryKey: [...equipmentQueryKey, 'list'],
    queryFn: ({ signal }) => getEquipment(signal),
  });
}

export function useEquipment() {
  return useQuery(equipmentQueryOptions());
}
