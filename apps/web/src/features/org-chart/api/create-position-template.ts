import type { PositionTemplate, PositionTemplateInput } from '@groundwork/domain/org-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-position-templates';

export function createPositionTemplate(input: PositionTemplateInput): Promise<{ template: PositionTemplate }> {
  return api.post<{ template: PositionTemplate }>('/position_templates', input);
}

export function useCreatePositionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPositionTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
