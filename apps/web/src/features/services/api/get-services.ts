import type { Service, ServiceList } from '@groundwork/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const servicesKeys = {
  all: ['services'] as const,
  lists: ['services', 'list'] as const,
  list: (includeArchived: boolean) => ['services', 'list', { includeArchived }] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
};

/** The company's services in their order; archived ones only when asked for. */
export function getServices(includeArchived: boolean, signal?: AbortSignal): Promise<ServiceList> {
  return api.get<ServiceList>('/services', { query: { includeArchived: includeArchived ? 'true' : undefined }, signal });
}

export function servicesQueryOptions({ includeArchived = false }: { includeArchived?: boolean } = {}) {
  return queryOptions({
    queryKey: servicesKeys.list(includeArchived),
    queryFn: ({ signal }) => getServices(includeArchived, signal),
    select: (result): Service[] => result.services,
  });
}

export function useServices(options: { includeArchived?: boolean } = {}) {
  return useQuery(servicesQueryOptions(options));
}
