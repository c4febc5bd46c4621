import type { Subcontractor, UpdateSubcontractorInput } from '@groundwork/domain/subcontractors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { subcontractorsQueryKey } from './get-subcontractors';

/** PUT /subcontractors/{id} replaces the record; `updatedAt` as last read turns a colliding edit into a 409. */
export function updateSubcontractor({ id, input }: { id: string; input: UpdateSubcontractorInput }): Promise<{ subcontractor: Subcontractor }> {
  return api.put<{ subcontractor: Subcontractor }>(`/subcontractors/${encodeURIComponent(id)}`, input);
}

export function useUpdateSubcontractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubcontractor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorsQueryKey }),
    onError: (error) => {
      if (isStaleWrite(error)) void queryClient.invalidateQueries({ queryKey: subcontractorsQueryKey });
    },
  });
}
