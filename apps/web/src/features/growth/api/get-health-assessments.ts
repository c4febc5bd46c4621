import type { HealthAssessmentList } from '@groundwork/domain/growth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { HealthAssessmentList };

/** Every quarter the company has assessed, newest first, and the quarter it is now where the company works. */
export function getHealthAssessments(signal?: AbortSignal): Promise<HealthAssessmentList> {
  return api.get<HealthAssessmentList>('/health_assessments', { signal });
}

export const healthAssessmentsQueryKey = ['health-assessments'] as const;

export function healthAssessmentsQueryOptions() {
  return queryOptions({
    queryKey: healthAssessmentsQueryKey,
    queryFn: ({ signal }) => getHealthAssessments(signal),
  });
}

export function useHealthAssessments() {
  return useQuery(healthAssessmentsQueryOptions());
}
