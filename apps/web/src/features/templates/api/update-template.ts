import type { Template, UpdateTemplateInput } from '@groundwork/domain/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-templates';

/** PUT /estimate_templates/{id} replaces the template; the `updatedAt` it was loaded with turns a colliding edit into a 409. */
export function updateTemplate({ id, input }: { id: string; input: UpdateTemplateInput }): Promise<{ template: Template }> {
  return api.put<{ template: Template }>(`/estimate_templates/${encodeURIComponent(id)}`, input);
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }) });
}
