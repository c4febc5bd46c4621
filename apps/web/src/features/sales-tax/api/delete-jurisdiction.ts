import type { DeleteResult } from '@groundwork/domain/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Answers `archived: true` when categories point at the jurisdiction, so it was deactivated instead. */
export function deleteJurisdiction(id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/sales_tax/jurisdictions/${id}`);
}

export function useDeleteJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJurisdiction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sales-tax'] }),
  });
}
