import type { DeleteResult } from '@groundwork/domain/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadSourcesKeys } from './get-lead-sources';

/** Deletes an unused source; one that customers or leads name is archived instead (`outcome` says which). */
export function deleteLeadSource(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/lead_sources/${encodeURIComponent(id)}`);
}

export function useDeleteLeadSource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLeadSource, onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadSourcesKeys.all }) });
}
