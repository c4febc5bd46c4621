import type { PlanningPerson } from '@groundwork/domain/planning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The company's users (GET /planning/people): who may own a priority, a to-do or a coaching commitment and attend a
 * meeting. Shared by the planning, meetings and coaching screens, so one query serves them all.
 */
export function companyPeopleQueryOptions() {
  return queryOptions({
    queryKey: ['company-people'] as const,
    queryFn: async ({ signal }) => (await api.get<{ people: PlanningPerson[] }>('/planning/people', { signal })).people,
  });
}

export function useCompanyPeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyPeopleQueryOptions(), enabled });
}
