import type { CreateOneOnOneInput, OneOnOne, OneOnOneList, UpdateOneOnOneInput } from '@groundwork/domain/people-development';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleDevelopmentKeys } from './get-people-development';

/** One-on-ones the reader sees, newest first: of one employee, or of everyone (null). */
export function getOneOnOnes(employeeId: string | null, signal?: AbortSignal): Promise<OneOnOneList> {
  return api.get<OneOnOneList>('/people_development/one_on_ones', { query: employeeId ? { employeeId } : {}, signal });
}

export function useOneOnOnes(employeeId: string | null) {
  return useQuery({ queryKey: peopleDevelopmentKeys.oneOnOnes(employeeId), queryFn: ({ signal }) => getOneOnOnes(employeeId, signal) });
}

/** Commitments become the planning area's to-dos: its screens are refreshed too. */
function useOneOnOneMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleDevelopmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['planning'] });
    },
  });
}

const meetingPath = (id: string) => `/people_development/one_on_ones/${encodeURIComponent(id)}`;

export function useCreateOneOnOne() {
  return useOneOnOneMutation(
    async ({ input, idempotencyKey }: { input: CreateOneOnOneInput; idempotencyKey?: string }) =>
      (await api.post<{ meeting: OneOnOne }>('/people_development/one_on_ones', input, { idempotencyKey })).meeting,
  );
}

export function useUpdateOneOnOne() {
  return useOneOnOneMutation(async ({ id, input }: { id: string; input: UpdateOneOnOneInput }) => (await api.put<{ meeting: OneOnOne }>(meetingPath(id), input)).meeting);
}

export function useDeleteOneOnOne() {
  return useOneOnOneMutation((id: string) => api.delete<{ id: string }>(meetingPath(id)));
}
