import type { Jurisdiction } from '@groundwork/domain/sales-tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getJurisdictions(signal?: AbortSignal): Promise<{ jurisdictions: Jurisdiction[] }> {
  return api.get<{ jurisdictions: Jurisdiction[] }>('/sales_tax/jurisdictions', { signal });
}

export function getJurisdictionsQueryOptions() {
  return queryOptions({
    queryKey: ['sales-tax', 'jurisdictions'],
    queryFn: ({ signal }) => getJurisdictions(signal),
    select: (result) => result.jurisdictions,
  });
}

export function useJurisdictions() {
  return useQuery(getJurisdictionsQueryOptions());
}
