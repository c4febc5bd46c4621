import type { BoardMoveInput, WorkOrder } from '@groundwork/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterBoardChange } from './get-board';

/**
 * POST /orders/board/move: a work order (with the `updatedAt` the board showed) or a job visit without an order onto
 * a crew's lane on a day at a position, or back to the drawer (`crewId: null`). Stale → 409; started → 422.
 */
export async function moveBoardItem(input: BoardMoveInput): Promise<WorkOrder> {
  const { order } = await api.post<{ order: WorkOrder }>('/orders/board/move', input);
  return order;
}

export function useMoveBoardItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBoardItem,
    // Success or not (a 409 means someone else moved it first), the board is read again.
    onSettled: () => refreshAfterBoardChange(queryClient),
  });
}
