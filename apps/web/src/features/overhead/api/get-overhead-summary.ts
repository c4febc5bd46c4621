import type { OverheadSummary } from '@groundwork/domain/overhead';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { OverheadSummary };

/** The active budget's results and the markups every price in the price book is built from. */
export function getOverheadSummary(signal?: AbortSignal): Promise<OverheadSummary> {
  return api.get<OverheadSummary>('/summary', { signal });
}

export const overheadSummaryQueryKey = ['overhead', 'summary'] as const;

export function overheadSummaryQueryOptions() {
  return queryOptions({
    queryKey: overheadSummaryQueryKey,
    queryFn: ({ signal }) => getOverheadSummary(signal),
  });
}

export function useOverheadSummary() {
  return useQuery(overheadSummaryQueryOptions());
}
