import type { AssignOnboardingInput, OnboardingAssignment, OnboardingChecklist, OnboardingChecklistInput, OnboardingOverview, SignOffInput } from '@groundwork/domain/people-development';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peopleDevelopmentKeys } from './get-people-development';

/** New hires' onboarding checklists the reader sees, and (for the office) the positions with their checklists. */
export function getOnboarding(signal?: AbortSignal): Promise<OnboardingOverview> {
  return api.get<OnboardingOverview>('/people_development/onboarding', { signal });
}

export function useOnboarding() {
  return useQuery(queryOptions({ queryKey: peopleDevelopmentKeys.onboarding(), queryFn: ({ signal }) => getOnboarding(signal) }));
}

const checklistPath = (positionId: string) => `/people_development/onboarding/checklists/${encodeURIComponent(positionId)}`;

/** A position's checklist: as saved, or generated from its responsibilities. */
export function useOnboardingChecklist(positionId: string | null) {
  return useQuery({
    queryKey: peopleDevelopmentKeys.checklist(positionId ?? ''),
    queryFn: ({ signal }) => api.get<OnboardingChecklist>(checklistPath(positionId!), { signal }),
    enabled: positionId !== null,
  });
}

function usePeopleMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleDevelopmentKeys.all }) });
}

export function useSaveOnboardingChecklist() {
  return usePeopleMutation(({ positionId, input }: { positionId: string; input: OnboardingChecklistInput }) => api.put<OnboardingChecklist>(checklistPath(positionId), input));
}

export function useAssignOnboarding() {
  return usePeopleMutation(
    async ({ input, idempotencyKey }: { input: AssignOnboardingInput; idempotencyKey?: string }) =>
      (await api.post<{ assignment: OnboardingAssignment }>('/people_development/onboarding', input, { idempotencyKey })).assignment,
  );
}

/** Signs an item off, or takes the sign-off back, against the item loaded. */
export function useSignOffItem() {
  return usePeopleMutation(
    async ({ onboardingId, itemId, input }: { onboardingId: string; itemId: string; input: SignOffInput }) =>
      (await api.put<{ assignment: OnboardingAssignment }>(`/people_development/onboarding/${encodeURIComponent(onboardingId)}/items/${encodeURIComponent(itemId)}`, input)).assignment,
  );
}

export function useRemoveOnboarding() {
  return usePeopleMutation((id: string) => api.delete<{ id: string }>(`/people_development/onboarding/${encodeURIComponent(id)}`));
}
