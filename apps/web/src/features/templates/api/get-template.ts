import type { Template } from '@groundwork/domain/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from './get-templates';

/** GET /estimate_templates/{id}: one template with its lines and document. */
export function getTemplate(id: string, signal?: AbortSignal): Promise<{ template: Template }> {
  return api.get<{ template: Template }>(`/estimate_templates/${encodeURIComponent(id)}`, { signal });
}

export const templateQueryKey = (id: string) => [...templatesQueryKey, 'detail', id] as const;

export function templateQueryOptions(id: string) {
  return queryOptions({ queryKey: templateQueryKey(id), queryFn: ({ signal }) => getTemplate(id, signal), select: (data) => data.template });
}

export function useTemplate(id: string) {
  return useQuery(templateQueryOptions(id));
}
