import type { CreateIncomeDivisionInput, IncomeDivision } from '@groundwork/domain/income-divisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createIncomeDivision(input: CreateIncomeDivisionInput): Promise<{ incomeDivision: IncomeDivision }> {
  return api.post<{ incomeDivision: IncomeDivision }>('/income_divisions', input);
}

export function useCreateIncomeDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncomeDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['income-divisions'] }),
  });
}
