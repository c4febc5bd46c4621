import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-templates';

/** DELETE /estimate_templates/{id}: gone for good (a deleted sample does not come back). */
export function deleteTemplate(id: string): Promise<{ id: string; message: string }> {
  return api.delete<{ id: string; message: string }>(`/estimate_templates/${encodeURIComponent(id)}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }) });
}
