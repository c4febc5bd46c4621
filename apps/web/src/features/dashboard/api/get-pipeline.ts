import { pipelineSchema, type Pipeline } from '@groundwork/domain/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPipeline(signal?: AbortSignal): Promise<Pipeline> {
  return pipelineSchema.parse(await api.get<unknown>('/dashboard/pipeline', { signal }));
}

/** The signed-in user's own estimates: waiting for an answer, and answered this month. */
export function getPipelineQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'pipeline'], queryFn: ({ signal }) => getPipeline(signal), staleTime: 0 });
}

export function usePipeline({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPipelineQueryOptions(), enabled });
}
