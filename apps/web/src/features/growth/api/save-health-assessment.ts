import type { HealthAssessment, Quarter, SaveHealthAssessmentInput } from '@groundwork/domain/growth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthAssessmentsQueryKey, type HealthAssessmentList } from './get-health-assessments';

/** Takes or retakes the quarter's assessment (only the current quarter is accepted). */
export function saveHealthAssessment({ quarter, input }: { quarter: Quarter; input: SaveHealthAssessmentInput }): Promise<{ assessment: HealthAssessment }> {
  return api.put<{ assessment: HealthAssessment }>(`/health_assessments/${encodeURIComponent(quarter)}`, input);
}

export function useSaveHealthAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthAssessment,
    onSuccess: ({ assessment }) => {
      // The saved quarter replaces its row in the history (or heads it), newest first.
      queryClient.setQueryData<HealthAssessmentList>(healthAssessmentsQueryKey, (list) =>
        list
          ? {
              ...list,
              assessments: [assessment, ...list.assessments.filter((item) => item.quarter !== assessment.quarter)].sort((a, b) => b.quarter.localeCompare(a.quarter)),
            }
          : list,
      );
    },
  });
}
