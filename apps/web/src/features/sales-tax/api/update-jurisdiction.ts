import type { Jurisdiction, UpdateJurisdictionInput } from '@groundwork/domain/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function updateJurisdiction({ id, input }: { id: string; input: UpdateJurisdictionInput }): Promise<{ jurisdiction: Jurisdiction }> {
  return api.put<{ jurisdiction: Jurisdiction }>(`/sales_tax/jurisdictions/${id}`, input);
}

export function useUpdateJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJurisdiction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sales-tax'] }),
  });
}
