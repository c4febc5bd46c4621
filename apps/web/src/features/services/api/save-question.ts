import type { Question, QuestionFormValues } from '@groundwork/domain/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

/** Adds a question to a service, or changes one when `questionId` is given. */
export function saveQuestion({ serviceId, questionId, input }: { serviceId: string; questionId?: string; input: QuestionFormValues }): Promise<{ question: Question }> {
  const base = `/services/${encodeURIComponent(serviceId)}/questions`;
  return questionId ? api.put<{ question: Question }>(`${base}/${encodeURIComponent(questionId)}`, input) : api.post<{ question: Question }>(base, input);
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: (_result, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
