import type { DeleteResult } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateCachedList } from '@/lib/list-cache';
import { leadsKeys } from './get-leads';

export function deleteLead(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/leads/${encodeURIComponent(id)}`);
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (result) => {
      if (result.outcome === 'deleted') queryClient.removeQueries({ queryKey: leadsKeys.detail(result.id) });
      void invalidateCachedList(queryClient, 'leads');
    },
  });
}
