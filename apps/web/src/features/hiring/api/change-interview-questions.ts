import type { CreateQuestionInput, Question, ReorderQuestionsInput, UpdateQuestionInput } from '@groundwork/domain/hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

const questionPath = (id: string) => `/interview_questions/${encodeURIComponent(id)}`;

function useQuestionMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hiringKeys.questions() }) });
}

export function useCreateQuestion() {
  return useQuestionMutation(async (input: CreateQuestionInput) => (await api.post<{ question: Question }>('/interview_questions', input)).question);
}

export function useUpdateQuestion() {
  return useQuestionMutation(async ({ id, input }: { id: string; input: UpdateQuestionInput }) => (await api.put<{ question: Question }>(questionPath(id), input)).question);
}

export function useDeleteQuestion() {
  return useQuestionMutation((id: string) => api.delete<{ id: string }>(questionPath(id)));
}

/** A group's questions in a new order (every one of them). */
export function useReorderQuestions() {
  return useQuestionMutation(async (input: ReorderQuestionsInput) => (await api.put<{ questions: Question[] }>('/interview_questions/order', input)).questions);
}
