import type { LeadSource, LeadSourceUpdateInput } from '@groundwork/domain/lead-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadSourcesKeys } from './get-lead-sources';

/** Renames, archives (`status: 'archived'`) or restores a source. */
export async function updateLeadSource({ id, input }: { id: string; input: LeadSourceUpdateInput }): Promise<LeadSource> {
  const { leadSource } = await api.put<{ leadSource: LeadSource }>(`/lead_sources/${encodeURIComponent(id)}`, input);
  return leadSource;
}

export function useUpdateLeadSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLeadSource, onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadSourcesKeys.all }) });
}
