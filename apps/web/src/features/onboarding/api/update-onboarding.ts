import type { Onboarding, UpdateOnboardingInput } from '@groundwork/domain/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getOnboardingQueryOptions } from './get-onboarding';

export function updateOnboarding(input: UpdateOnboardingInput): Promise<{ onboarding: Onboarding }> {
  return api.put<{ onboarding: Onboarding }>('/onboarding', input);
}

/** Saves the wizard's progress after every step, so a reload (or another browser) resumes where it was. */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboarding,
    onSuccess: (result) => queryClient.setQueryData(getOnboardingQueryOptions().queryKey, result),
  });
}
