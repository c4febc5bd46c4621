import type { Review, ReviewInput, ReviewList, ReviewSchedule, StartReviewInput } from '@groundwork/domain/people-development';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleDevelopmentKeys } from './get-people-development';

/** Reviews the reader sees, newest quarter first: one employee's history, or every review (null). */
export function getReviews(employeeId: string | null, signal?: AbortSignal): Promise<ReviewList> {
  return api.get<ReviewList>('/people_development/reviews', { query: employeeId ? { employeeId } : {}, signal });
}

export function useReviews(employeeId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: peopleDevelopmentKeys.reviews(employeeId), queryFn: ({ signal }) => getReviews(employeeId, signal), enabled });
}

/** The reader's people: when each one's next review is due, and last quarter's overdue. */
export function useReviewSchedule() {
  return useQuery({ queryKey: peopleDevelopmentKeys.schedule(), queryFn: ({ signal }) => api.get<ReviewSchedule>('/people_development/reviews/schedule', { signal }) });
}

function useReviewMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleDevelopmentKeys.all }) });
}

const reviewPath = (id: string) => `/people_development/reviews/${encodeURIComponent(id)}`;

export function useStartReview() {
  return useReviewMutation(
    async ({ input, idempotencyKey }: { input: StartReviewInput; idempotencyKey?: string }) =>
      (await api.post<{ review: Review }>('/people_development/reviews', input, { idempotencyKey })).review,
  );
}

export function useSaveReview() {
  return useReviewMutation(async ({ id, input }: { id: string; input: ReviewInput }) => (await api.put<{ review: Review }>(reviewPath(id), input)).review);
}

export function useDeleteReview() {
  return useReviewMutation((id: string) => api.delete<{ id: string }>(reviewPath(id)));
}
