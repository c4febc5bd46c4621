import type { Measurable, MeasurableInput, ScorecardCell } from '@groundwork/domain/scorecard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scorecardKeys } from './get-scorecard';

const measurablePath = (id: string) => `/scorecard/measurables/${encodeURIComponent(id)}`;

/** Every change to the measurables refreshes the grid and the list (both read them). */
function useScorecardMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: scorecardKeys.all }) });
}

export function useCreateMeasurable() {
  return useScorecardMutation(async (input: MeasurableInput) => (await api.post<{ measurable: Measurable }>('/scorecard/measurables', input)).measurable);
}

export function useUpdateMeasurable() {
  return useScorecardMutation(async ({ id, input }: { id: string; input: MeasurableInput }) => (await api.put<{ measurable: Measurable }>(measurablePath(id), input)).measurable);
}

export function useDeleteMeasurable() {
  return useScorecardMutation((id: string) => api.delete<{ id: string }>(measurablePath(id)));
}

export function useReorderMeasurables() {
  return useScorecardMutation(async (ids: string[]) => (await api.put<{ measurables: Measurable[] }>('/scorecard/order', { ids })).measurables);
}

/** Types (or clears, with null) one week of a typed measurable. */
export function useSetWeekValue() {
  return useScorecardMutation(
    async ({ id, week, value }: { id: string; week: string; value: number | string | null }) =>
      (await api.put<{ cell: ScorecardCell }>(`${measurablePath(id)}/weeks/${encodeURIComponent(week)}`, { value })).cell,
  );
}
