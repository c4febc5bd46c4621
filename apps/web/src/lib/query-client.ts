import { QUERY_GC_MS, QUERY_STALE_MS } from '@groundwork/domain/shared';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A client error (400–499) will fail the same way again; only network trouble and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500) return false;
  return true;
}

/** SPEC.md §9: stale after 5 minutes, collected after 10, one retry, refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
