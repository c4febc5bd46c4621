import type { CreatePostingInput, Posting, UpdatePostingInput } from '@groundwork/domain/hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

const postingPath = (id: string) => `/job_postings/${encodeURIComponent(id)}`;

/** Postings show in the list, on their own page and beside their seat: any change refreshes them all. */
function usePostingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hiringKeys.postings() }) });
}

export function useCreateJobPosting() {
  return usePostingMutation(async (input: CreatePostingInput) => (await api.post<{ posting: Posting }>('/job_postings', input)).posting);
}

export function useUpdateJobPosting() {
  return usePostingMutation(async ({ id, input }: { id: string; input: UpdatePostingInput }) => (await api.put<{ posting: Posting }>(postingPath(id), input)).posting);
}

export function useDeleteJobPosting() {
  return usePostingMutation((id: string) => api.delete<{ id: string }>(postingPath(id)));
}

/** A new apply link: the old one stops working. */
export function useRegenerateApplyLink() {
  return usePostingMutation(async (id: string) => (await api.post<{ posting: Posting }>(`${postingPath(id)}/apply_link`)).posting);
}
