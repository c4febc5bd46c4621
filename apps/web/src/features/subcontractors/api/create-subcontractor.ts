import type { CreateSubcontractorInput, Subcontractor } from '@groundwork/domain/subcontractors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subcontractorsQueryKey } from './get-subcontractors';

/** POST /subcontractors */
export function createSubcontractor(input: CreateSubcontractorInput): Promise<{ subcontractor: Subcontractor }> {
  return api.post<{ subcontractor: Subcontractor }>('/subcontractors', input);
}

export function useCreateSubcontractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubcontractor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorsQueryKey }),
  });
}
