import type { RainDayResult } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterBoardChange } from './get-board';

/** POST /orders/rain-day/{id}/undo: every order back where it was — only on the day the rain day was called (422 after). */
export async function undoRainDay(rainDayId: string): Promise<RainDayResult> {
  const { rainDay } = await api.post<{ rainDay: RainDayResult }>(`/orders/rain-day/${encodeURIComponent(rainDayId)}/undo`);
  return rainDay;
}

export function useUndoRainDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoRainDay, onSuccess: () => refreshAfterBoardChange(queryClient) });
}
