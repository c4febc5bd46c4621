import type { EstimateDetail } from '@groundwork/domain/estimates';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys. The estimate's own keys mirror features/estimates/api/get-estimates.ts (`['estimates', …]`): a feature
 * never imports another, so the shared prefix is how a send or a status move refreshes the estimate screens.
 */
export const proposalsKeys = {
  estimates: ['estimates'] as const,
  estimateDetail: (id: string) => ['estimates', 'detail', id] as const,
  activity: (estimateId: string) => ['estimates', 'activity', estimateId] as const,
  publicProposal: (token: string) => ['proposals', 'public', token] as const,
  /** features/leads' prefix (`leadsKeys.all`). */
  leads: ['leads'] as const,
};

/** After the estimate changed here (sent, moved): keep its detail, refresh lists, the customer tab and its activity. */
export function estimateChanged(queryClient: QueryClient, estimate: EstimateDetail): void {
  queryClient.setQueryData(proposalsKeys.estimateDetail(estimate.id), estimate);
  void queryClient.invalidateQueries({ queryKey: proposalsKeys.estimates, predicate: (query) => query.queryKey[1] !== 'detail' });
}
