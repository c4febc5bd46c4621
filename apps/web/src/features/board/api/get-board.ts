import type { Board, BoardView } from '@groundwork/domain/orders';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The board's queries sit under the orders' root key: every order written anywhere (`['orders']`) may change a lane,
 * and a board move changes what the orders screens list, so each side reads the other's again by the shared root.
 */
export const boardKeys = {
  all: ['orders', 'board'] as const,
  board: (view: BoardView, date: string | undefined) => ['orders', 'board', view, date ?? 'today'] as const,
};

/** The jobs feature's queries all start with this key: a move can make a visit's order, which the job screens show. */
const jobsQueryRoot = ['jobs'] as const;

/** GET /orders/board?view&date: a day's (or a week's) lanes, the drawer, the conflicts and the budget's hours. */
export async function getBoard(view: BoardView, date: string | undefined, signal?: AbortSignal): Promise<Board> {
  const { board } = await api.get<{ board: Board }>('/orders/board', { query: { view, date }, signal });
  return board;
}

export function boardQueryOptions(view: BoardView, date: string | undefined) {
  return queryOptions({
    queryKey: boardKeys.board(view, date),
    queryFn: ({ signal }) => getBoard(view, date, signal),
    // The next day keeps the lanes on screen until its answer comes, so the board does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useBoard(view: BoardView, date: string | undefined) {
  return useQuery(boardQueryOptions(view, date));
}

/** After a move, an optimisation or a rain day: every board, every order screen and the job screens are read again. */
export function refreshAfterBoardChange(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
  return queryClient.invalidateQueries({ queryKey: ['orders'] });
}
