import type { QuestionBank } from '@groundwork/domain/hiring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

/** GET /interview_questions: the seats and core values to ask about, and every question in its group's order. */
export function getInterviewQuestions(signal?: AbortSignal): Promise<QuestionBank> {
  return api.get<QuestionBank>('/interview_questions', { signal });
}

export function useInterviewQuestions() {
  return useQuery(queryOptions({ queryKey: hiringKeys.questions(), queryFn: ({ signal }) => getInterviewQuestions(signal) }));
}
