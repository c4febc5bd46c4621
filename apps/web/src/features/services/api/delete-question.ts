import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { servicesKeys } from './get-services';

export function deleteQuestion({ serviceId, questionId }: { serviceId: string; questionId: string }): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/services/${encodeURIComponent(serviceId)}/questions/${encodeURIComponent(questionId)}`);
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (_result, { serviceId }) => queryClient.invalidateQueries({ queryKey: servicesKeys.detail(serviceId) }),
  });
}
