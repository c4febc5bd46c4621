import type { Measurable, Scorecard } from '@groundwork/domain/scorecard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const scorecardKeys = {
  all: ['scorecard'] as const,
  grid: (end: string | null) => [...scorecardKeys.all, 'grid', end] as const,
  measurables: () => [...scorecardKeys.all, 'measurables'] as const,
};

/** The 13 weeks ending with the week of `end` (null: this week). */
export function getScorecard(end: string | null, signal?: AbortSignal): Promise<Scorecard> {
  return api.get<Scorecard>('/scorecard', { query: end ? { end } : {}, signal });
}

export function useScorecard(end: string | null) {
  return useQuery(queryOptions({ queryKey: scorecardKeys.grid(end), queryFn: ({ signal }) => getScorecard(end, signal), placeholderData: keepPreviousData }));
}

export function useMeasurables() {
  return useQuery(
    queryOptions({
      queryKey: scorecardKeys.measurables(),
      queryFn: ({ signal }) => api.get<{ measurables: Measurable[]; canEdit: boolean }>('/scorecard/measurables', { signal }),
    }),
  );
}
