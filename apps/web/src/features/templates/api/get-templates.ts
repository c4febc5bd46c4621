import type { TemplateSummary } from '@groundwork/domain/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const templatesQueryKey = ['estimate-templates'] as const;

/** GET /estimate_templates: every template of the company by name (no lines); `search` matches name and description. */
export function getTemplates(search: string | undefined, signal?: AbortSignal): Promise<{ templates: TemplateSummary[] }> {
  return api.get<{ templates: TemplateSummary[] }>('/estimate_templates', { signal, query: { search: search || undefined } });
}

export function templatesQueryOptions(search?: string) {
  return queryOptions({
    queryKey: [...templatesQueryKey, 'list', search ?? ''],
    queryFn: ({ signal }) => getTemplates(search, signal),
    placeholderData: (previous) => previous,
  });
}

export function useTemplates(search?: string) {
  return useQuery(templatesQueryOptions(search));
}
