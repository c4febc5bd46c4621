import type { Issue, IssueInput, SolveIssueInput } from '@groundwork/domain/meetings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meetingsKeys } from './meetings';

export const issuesKeys = { all: ['issues'] as const, list: (status: 'open' | 'solved' | null) => ['issues', status] as const };

export function useIssues(status: 'open' | 'solved' | null, options: { refetchInterval?: number | false } = {}) {
  return useQuery(
    queryOptions({
      queryKey: issuesKeys.list(status),
      queryFn: ({ signal }) => api.get<{ issues: Issue[]; canRun: boolean }>('/issues', { query: status ? { status } : {}, signal }),
      refetchInterval: options.refetchInterval ?? false,
    }),
  );
}

const issuePath = (id: string) => `/issues/${encodeURIComponent(id)}`;

function useIssueMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: issuesKeys.all });
      // Solving makes to-dos and counts on the meeting.
      void queryClient.invalidateQueries({ queryKey: meetingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['planning'] });
    },
  });
}

export const useRaiseIssue = () => useIssueMutation(async (input: IssueInput) => (await api.post<{ issue: Issue }>('/issues', input)).issue);
export const useUpdateIssue = () => useIssueMutation(async ({ id, input }: { id: string; input: IssueInput }) => (await api.put<{ issue: Issue }>(issuePath(id), input)).issue);
export const useVoteIssue = () => useIssueMutation(async (id: string) => (await api.post<{ issue: Issue }>(`${issuePath(id)}/vote`)).issue);
export const useSolveIssue = () =>
  useIssueMutation(({ id, input }: { id: string; input: SolveIssueInput }) => api.post<{ issue: Issue; todoIds: string[] }>(`${issuePath(id)}/solve`, input));
export const useDeleteIssue = () => useIssueMutation((id: string) => api.delete<{ id: string }>(issuePath(id)));
