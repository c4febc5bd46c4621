import type { CombinedRate } from '@groundwork/domain/sales-tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCombinedRate(jurisdictionId: string, signal?: AbortSignal): Promise<{ combinedRate: CombinedRate }> {
  return api.get<{ combinedRate: CombinedRate }>('/sales_tax/combined_rate', { query: { jurisdictionId }, signal });
}

export function getCombinedRateQueryOptions(jurisdictionId: string) {
  return queryOptions({
    queryKey: ['sales-tax', 'combined-rate', { jurisdictionId }],
    queryFn: ({ signal }) => getCombinedRate(jurisdictionId, signal),
    select: (result) => result.combinedRate,
  });
}

export function useCombinedRate(jurisdictionId: string | null) {
  return useQuery({ ...getCombinedRateQueryOptions(jurisdictionId ?? ''), enabled: jurisdictionId !== null && jurisdictionId !== '' });
}
