import type { Lead, LeadUpdateInput } from '@groundwork/domain/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { leadsKeys } from './get-leads';

/** Full replace with the `updatedAt` last loaded; a stale one answers 409. Also how the pipeline status moves. */
export async function updateLead({ id, input }: { id: string; input: LeadUpdateInput }): Promise<Lead> {
  const { lead } = await api.put<{ lead: Lead }>(`/leads/${encodeURIComponent(id)}`, input);
  return lead;
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadsKeys.detail(lead.id), lead);
      void queryClient.invalidateQueries({ queryKey: leadsKeys.activities(lead.id) });
      void invalidateCachedList(queryClient, 'leads');
    },
  });
}
