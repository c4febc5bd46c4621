import type { RainDayInput, RainDayResult } from '@groundwork/domain/orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /orders/rain-day/preview: what a rain day would move, and the clients it touches; nothing moves. */
export async function previewRainDay(input: RainDayInput): Promise<RainDayResult> {
  const { rainDay } = await api.post<{ rainDay: RainDayResult }>('/orders/rain-day/preview', input);
  return rainDay;
}

export function usePreviewRainDay() {
  return useMutation({ mutationFn: previewRainDay });
}
