import type { PositionTemplate, PositionTemplateInput } from '@groundwork/domain/org-chart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-position-templates';

export function updatePositionTemplate({ id, input }: { id: string; input: PositionTemplateInput }): Promise<{ template: PositionTemplate }> {
  return api.put<{ template: PositionTemplate }>(`/position_templates/${encodeURIComponent(id)}`, input);
}

export function useUpdatePositionTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePositionTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}
