import type { User } from '@groundwork/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<{ user: User }> {
  return api.get<{ user: User }>('/auth/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'profile'], queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
