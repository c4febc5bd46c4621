import type { Lead, LeadCreateInput } from '@groundwork/domain/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { leadsKeys } from './get-leads';

export async function createLead(input: LeadCreateInput): Promise<Lead> {
  const { lead } = await api.post<{ lead: Lead }>('/leads', input);
  return lead;
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadsKeys.detail(lead.id), lead);
      void invalidateCachedList(queryClient, 'leads');
    },
  });
}
