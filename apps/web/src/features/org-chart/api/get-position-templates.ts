import type { PositionTemplate } from '@groundwork/domain/org-chart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgChartQueryKey } from './get-positions';

export const templatesQueryKey = [...orgChartQueryKey, 'templates'] as const;

export function getPositionTemplates(signal?: AbortSignal): Promise<{ templates: PositionTemplate[] }> {
  return api.get<{ templates: PositionTemplate[] }>('/position_templates', { signal });
}

export function getPositionTemplatesQueryOptions() {
  return queryOptions({ queryKey: templatesQueryKey, queryFn: ({ signal }) => getPositionTemplates(signal) });
}

export function usePositionTemplates() {
  return useQuery(getPositionTemplatesQueryOptions());
}
