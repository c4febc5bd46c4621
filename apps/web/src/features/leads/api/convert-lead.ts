import type { LeadConversionResult } from '@groundwork/domain/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { leadsKeys } from './get-leads';

/** One transaction on the server: a new customer with the lead's contact, property, notes and values; the lead won. */
export function convertLead(id: string): Promise<LeadConversionResult> {
  return api.post<LeadConversionResult>(`/leads/${encodeURIComponent(id)}/convert`);
}

export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSuccess: ({ lead }) => {
      queryClient.setQueryData(leadsKeys.detail(lead.id), lead);
      void invalidateCachedList(queryClient, 'leads');
      // The customers list gains one: its stored copy goes and its query refetches.
      void invalidateCachedList(queryClient, 'customers');
    },
  });
}
