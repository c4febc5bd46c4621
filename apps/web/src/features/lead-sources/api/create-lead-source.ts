import type { LeadSource, LeadSourceCreateInput } from '@groundwork/domain/lead-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadSourcesKeys } from './get-lead-sources';

export async function createLeadSource(input: LeadSourceCreateInput): Promise<LeadSource> {
  const { leadSource } = await api.post<{ leadSource: LeadSource }>('/lead_sources', input);
  return leadSource;
}

export function useCreateLeadSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeadSource, onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadSourcesKeys.all }) });
}
