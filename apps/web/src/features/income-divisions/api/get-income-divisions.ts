import type { IncomeDivision } from '@groundwork/domain/income-divisions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getIncomeDivisions(includeArchived: boolean, signal?: AbortSignal): Promise<{ incomeDivisions: IncomeDivision[] }> {
  return api.get<{ incomeDivisions: IncomeDivision[] }>('/income_divisions', { query: { includeArchived: includeArchived || undefined }, signal });
}

export function getIncomeDivisionsQueryOptions({ includeArchived = false }: { includeArchived?: boolean } = {}) {
  return queryOptions({
    queryKey: ['income-divisions', { includeArchived }],
    queryFn: ({ signal }) => getIncomeDivisions(includeArchived, signal),
    select: (result) => result.incomeDivisions,
  });
}

export function useIncomeDivisions(options: { includeArchived?: boolean } = {}) {
  return useQuery(getIncomeDivisionsQueryOptions(options));
}
