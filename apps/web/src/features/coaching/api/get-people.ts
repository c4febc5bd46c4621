import type { PlanningPerson } from '@groundwork/domain/planning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { PlanningPerson };

/** The company's users, who may own a commitment (GET /planning/people). */
export function getPeople(signal?: AbortSignal): Promise<{ people: PlanningPerson[] }> {
  return api.get<{ people: PlanningPerson[] }>('/planning/people', { signal });
}

export function peopleQueryOptions() {
  return queryOptions({ queryKey: ['coaching', 'people'] as const, queryFn: ({ signal }) => getPeople(signal) });
}

export function usePeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...peopleQueryOptions(), enabled });
}
