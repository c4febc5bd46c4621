import type { DevelopmentPeople, PeopleDevelopmentSummary } from '@groundwork/domain/people-development';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of people development starts with this key, so one change refreshes the hub's figures with the rest. */
export const peopleDevelopmentKeys = {
  all: ['people-development'] as const,
  summary: () => [...peopleDevelopmentKeys.all, 'summary'] as const,
  people: () => [...peopleDevelopmentKeys.all, 'people'] as const,
  onboarding: () => [...peopleDevelopmentKeys.all, 'onboarding'] as const,
  checklist: (positionId: string) => [...peopleDevelopmentKeys.all, 'checklist', positionId] as const,
  oneOnOnes: (employeeId: string | null) => [...peopleDevelopmentKeys.all, 'one-on-ones', employeeId] as const,
  reviews: (employeeId: string | null) => [...peopleDevelopmentKeys.all, 'reviews', employeeId] as const,
  schedule: () => [...peopleDevelopmentKeys.all, 'schedule'] as const,
};

/** The hub's live figures for what the reader sees. */
export function getPeopleDevelopmentSummary(signal?: AbortSignal): Promise<PeopleDevelopmentSummary> {
  return api.get<PeopleDevelopmentSummary>('/people_development/summary', { signal });
}

export function usePeopleDevelopmentSummary() {
  return useQuery(queryOptions({ queryKey: peopleDevelopmentKeys.summary(), queryFn: ({ signal }) => getPeopleDevelopmentSummary(signal) }));
}

/** The employees the reader sees here: their seats, managers on the chart, sign-ins, and whether the reader manages them. */
export function getDevelopmentPeople(signal?: AbortSignal): Promise<DevelopmentPeople> {
  return api.get<DevelopmentPeople>('/people_development/people', { signal });
}

export function useDevelopmentPeople() {
  return useQuery(queryOptions({ queryKey: peopleDevelopmentKeys.people(), queryFn: ({ signal }) => getDevelopmentPeople(signal) }));
}
