import type { IncomeDivision, UpdateIncomeDivisionInput } from '@groundwork/domain/income-divisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function updateIncomeDivision({ id, input }: { id: string; input: UpdateIncomeDivisionInput }): Promise<{ incomeDivision: IncomeDivision }> {
  return api.put<{ incomeDivision: IncomeDivision }>(`/income_divisions/${id}`, input);
}

export function useUpdateIncomeDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncomeDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['income-divisions'] }),
  });
}
