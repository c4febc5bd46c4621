import type { DispatchDay, DispatchOrder } from '@groundwork/domain/dispatch';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DispatchDayFilters = { date?: string; crewId?: string };

export const dispatchKeys = {
  all: ['dispatch'] as const,
  days: ['dispatch', 'day'] as const,
  day: (filters: DispatchDayFilters) => ['dispatch', 'day', filters] as const,
  reviews: ['dispatch', 'review'] as const,
  review: (date: string) => ['dispatch', 'review', date] as const,
  timesheets: ['dispatch', 'timesheets'] as const,
  timesheet: (period: { from: string; to: string }) => ['dispatch', 'timesheets', period] as const,
};

/**
 * The work-orders and jobs features' query roots (features/orders/api/get-orders.ts, features/jobs/api/get-jobs.ts):
 * what the crew records changes the orders, their visits and their costing. A feature never imports another.
 */
const ordersQueryRoot = ['orders'] as const;
const jobsQueryRoot = ['jobs'] as const;

/**
 * The order as the server answered a start, complete or skip, put into every cached day that shows it before the day
 * is read again: a Complete tapped right after Start then goes with the order's new `updatedAt`, not the one its own
 * start made stale.
 */
export function showRecordedOrder(queryClient: QueryClient, order: DispatchOrder) {
  queryClient.setQueriesData<DispatchDay>({ queryKey: dispatchKeys.days }, (day) =>
    day && day.crews.some((crew) => crew.orders.some((shown) => shown.id === order.id))
      ? { ...day, crews: day.crews.map((crew) => ({ ...crew, orders: crew.orders.map((shown) => (shown.id === order.id ? order : shown)) })) }
      : day,
  );
}

/** After a start, complete, skip, photo or reschedule: the day, the review, the timesheets and the orders are read again. */
export function refreshAfterDispatchChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: dispatchKeys.all });
  void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
  void queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
}

/** GET /dispatch/day?date&crewId: a crew leader's crews (or, for the office, every crew or the one named) and their orders in route order. */
export async function getDispatchDay(filters: DispatchDayFilters, signal?: AbortSignal): Promise<DispatchDay> {
  const { day } = await api.get<{ day: DispatchDay }>('/dispatch/day', {
    query: { date: filters.date || undefined, crewId: filters.crewId || undefined },
    signal,
  });
  return day;
}

export function dispatchDayQueryOptions(filters: DispatchDayFilters) {
  return queryOptions({ queryKey: dispatchKeys.day(filters), queryFn: ({ signal }) => getDispatchDay(filters, signal) });
}

export function useDispatchDay(filters: DispatchDayFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dispatchDayQueryOptions(filters), enabled });
}
