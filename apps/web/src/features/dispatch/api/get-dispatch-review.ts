import type { DispatchReview } from '@groundwork/domain/dispatch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './get-dispatch-day';

/** GET /dispatch/review?date: per crew, what was planned and what happened, hours budgeted vs actual. */
export async function getDispatchReview(date: string, signal?: AbortSignal): Promise<DispatchReview> {
  const { review } = await api.get<{ review: DispatchReview }>('/dispatch/review', { query: { date: date || undefined }, signal });
  return review;
}

export function dispatchReviewQueryOptions(date: string) {
  return queryOptions({ queryKey: dispatchKeys.review(date), queryFn: ({ signal }) => getDispatchReview(date, signal) });
}

export function useDispatchReview(date: string) {
  return useQuery(dispatchReviewQueryOptions(date));
}
