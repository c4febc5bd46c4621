import type { OptimiseDayInput, OptimiseDayResult } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterBoardChange } from './get-board';

/** POST /orders/board/optimise: a crew's day in the order of the shortest drive from the yard and back; `apply` saves it. */
export async function optimiseDay(input: OptimiseDayInput): Promise<OptimiseDayResult> {
  const { optimisation } = await api.post<{ optimisation: OptimiseDayResult }>('/orders/board/optimise', input);
  return optimisation;
}

/** The preview (apply false) changes nothing; an applied one reorders the lane, so the board is read again. */
export function useOptimiseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optimiseDay,
    onSuccess: (result) => {
      if (result.ok && result.applied) void refreshAfterBoardChange(queryClient);
    },
  });
}
