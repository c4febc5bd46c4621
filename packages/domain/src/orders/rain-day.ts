import { addDays, daysBetween, weekdayOf } from '../shared/calendar';

/**
 * The rain day (schedule board): every work order of the chosen day that has not started moves to the next working
 * day, and every later not-started visit of the same recurring jobs moves by as many days, so each client keeps the
 * interval between visits. Orders that started, finished, were cancelled or skipped stay where they are.
 */
export const workOrderStatuses = ['unscheduled', 'scheduled', 'in_progress', 'completed', 'cancelled', 'skipped'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

export type RainDayOrder = {
  id: string;
  /** 'YYYY-MM-DD', or null while unscheduled. */
  date: string | null;
  status: WorkOrderStatus;
  crewId: string | null;
  /** The recurring job whose visit this is (null for one-off work). */
  jobId: string | null;
};

export type RainDayMove = { id: string; from: string; to: string; reason: 'rained off' | 'keeps the interval' };

/** Not started yet: the only orders a rain day moves. */
export const movableStatuses: ReadonlySet<WorkOrderStatus> = new Set(['unscheduled', 'scheduled']);

/** The first day after `date` that is a working day (weekdays 0 Sunday … 6 Saturday). */
export function nextWorkingDay(date: string, workingWeekdays: readonly number[]): string {
  if (!workingWeekdays.some((day) => day >= 0 && day <= 6)) throw new RangeError('A company works on at least one day of the week');
  let next = addDays(date, 1);
  while (!workingWeekdays.includes(weekdayOf(next))) next = addDays(next, 1);
  return next;
}

/**
 * What a rain day on `day` moves (for one crew, or every crew when `crewId` is null), before anything moves: the
 * board shows this list and the clients it touches, then applies it. Each order appears at most once.
 */
export function rainDayMoves(
  orders: readonly RainDayOrder[],
  day: string,
  workingWeekdays: readonly number[],
  crewId: string | null = null,
): RainDayMove[] {
  const to = nextWorkingDay(day, workingWeekdays);
  const shift = daysBetween(day, to);
  const rainedOff = orders.filter(
    (order) => order.date === day && movableStatuses.has(order.status) && (crewId === null || order.crewId === crewId),
  );
  const moves: RainDayMove[] = rainedOff.map((order) => ({ id: order.id, from: day, to, reason: 'rained off' }));
  const moved = new Set(moves.map((move) => move.id));
  const jobs = new Set(rainedOff.flatMap((order) => (order.jobId ? [order.jobId] : [])));
  for (const order of orders) {
    if (moved.has(order.id) || !order.jobId || !jobs.has(order.jobId) || order.date === null || order.date <= day) continue;
    if (!movableStatuses.has(order.status)) continue;
    moves.push({ id: order.id, from: order.date, to: addDays(order.date, shift), reason: 'keeps the interval' });
    moved.add(order.id);
  }
  return moves;
}

/** The orders after the moves (for undo, apply the moves with from and to swapped). */
export function applyMoves<T extends { id: string; date: string | null }>(orders: readonly T[], moves: readonly RainDayMove[]): T[] {
  const target = new Map(moves.map((move) => [move.id, move.to]));
  return orders.map((order) => (target.has(order.id) ? { ...order, date: target.get(order.id)! } : order));
}
