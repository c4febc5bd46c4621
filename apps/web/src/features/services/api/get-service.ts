import type { ServiceDetail } from '@groundwork/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** One service with its upsales, questions and charges. */
export function getService(id: string, signal?: AbortSignal): Promise<{ service: ServiceDetail }> {
  return api.get<{ service: ServiceDetail }>(`/services/${encodeURIComponent(id)}`, { signal });
}

export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: servicesKeys.detail(id),
    queryFn: ({ signal }) => getService(id, signal),
    select: (result) => result.service,
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}
