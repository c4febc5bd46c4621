import type { Onboarding } from '@groundwork/domain/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getOnboarding(signal?: AbortSignal): Promise<{ onboarding: Onboarding }> {
  return api.get<{ onboarding: Onboarding }>('/onboarding', { signal });
}

export function getOnboardingQueryOptions() {
  return queryOptions({
    queryKey: ['onboarding'],
    queryFn: ({ signal }) => getOnboarding(signal),
    select: (result): Onboarding => result.onboarding,
  });
}

export function useOnboarding({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOnboardingQueryOptions(), enabled });
}
