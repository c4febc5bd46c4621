import type { RainDayInput, RainDayResult } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterBoardChange } from './get-board';

/** POST /orders/rain-day: moves the day's not-started orders and the later visits of their jobs; may e-mail the clients. */
export async function callRainDay(input: RainDayInput): Promise<RainDayResult> {
  const { rainDay } = await api.post<{ rainDay: RainDayResult }>('/orders/rain-day', input);
  return rainDay;
}

export function useCallRainDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: callRainDay, onSuccess: () => refreshAfterBoardChange(queryClient) });
}
