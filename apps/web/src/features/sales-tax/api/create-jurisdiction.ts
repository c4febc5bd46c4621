import type { CreateJurisdictionInput, Jurisdiction } from '@groundwork/domain/sales-tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createJurisdiction(input: CreateJurisdictionInput): Promise<{ jurisdiction: Jurisdiction }> {
  return api.post<{ jurisdiction: Jurisdiction }>('/sales_tax/jurisdictions', input);
}

export function useCreateJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJurisdiction,
    // Rates and pickers all read jurisdictions: refresh the whole area.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sales-tax'] }),
  });
}
