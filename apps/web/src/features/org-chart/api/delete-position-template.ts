import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-position-templates';

export function deletePositionTemplate(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/position_templates/${encodeURIComponent(id)}`);
}

export function useDeletePositionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePositionTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
