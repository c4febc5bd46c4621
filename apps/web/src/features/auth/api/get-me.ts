import type { Me } from '@groundwork/domain/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.get<Me>('/auth/me', { signal });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'me'], queryFn: ({ signal }) => getMe(signal) });
}
