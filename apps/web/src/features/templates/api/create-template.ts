import type { CreateTemplateInput, Template } from '@groundwork/domain/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-templates';

/** POST /estimate_templates (the author is the signed-in user; the server costs the lines). */
export function createTemplate(input: CreateTemplateInput): Promise<{ template: Template }> {
  return api.post<{ template: Template }>('/estimate_templates', input);
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }) });
}
