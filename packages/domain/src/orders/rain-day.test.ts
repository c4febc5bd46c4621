import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../shared/calendar';
import { applyMoves, movableStatuses, nextWorkingDay, rainDayMoves, workOrderStatuses, type RainDayOrder } from './rain-day';

const MON_TO_FRI = [1, 2, 3, 4, 5];
const order = (id: string, date: string | null, status: RainDayOrder['status'], crewId: string | null, jobId: string | null): RainDayOrder => ({ id, date, status, crewId, jobId });

describe('nextWorkingDay', () => {
  it('skips the weekend from a Friday and goes to tomorrow on a Tuesday', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(nextWorkingDay('2026-11-27', MON_TO_FRI)).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-24', MON_TO_FRI)).toBe('2026-11-25');
    expect(nextWorkingDay('2026-12-31', [1, 2, 3, 4, 5, 6])).toBe('2027-01-01');
  });

  it('refuses a week without working days', () => expect(() => nextWorkingDay('2026-11-27', [])).toThrow(RangeError));
});

describe('rainDayMoves (hand-worked: rain on Friday 27 November 2026, Monday to Friday company)', () => {
  const orders = [
    order('mow-fri', '2026-11-27', 'scheduled', 'crew-a', 'weekly-mow'),
    order('started', '2026-11-27', 'in_progress', 'crew-a', null),
    order('done', '2026-11-27', 'completed', 'crew-a', null),
    order('cleanup', '2026-11-27', 'scheduled', 'crew-b', 'fall-cleanup'),
    order('mow-next', '2026-12-04', 'scheduled', 'crew-a', 'weekly-mow'),
    order('mow-after', '2026-12-11', 'scheduled', 'crew-c', 'weekly-mow'),
    order('mow-before', '2026-11-20', 'completed', 'crew-a', 'weekly-mow'),
    order('other-job', '2026-12-04', 'scheduled', 'crew-a', 'hedges'),
    order('unplaced', null, 'unscheduled', null, 'weekly-mow'),
  ];

  it('moves the day’s not-started orders to Monday and the later visits of their jobs by the same 3 days', () => {
    expect(rainDayMoves(orders, '2026-11-27', MON_TO_FRI)).toEqual([
      { id: 'mow-fri', from: '2026-11-27', to: '2026-11-30', reason: 'rained off' },
      { id: 'cleanup', from: '2026-11-27', to: '2026-11-30', reason: 'rained off' },
      { id: 'mow-next', from: '2026-12-04', to: '2026-12-07', reason: 'keeps the interval' },
      { id: 'mow-after', from: '2026-12-11', to: '2026-12-14', reason: 'keeps the interval' },
    ]);
  });

  it('for one crew moves only that crew’s orders (and the later visits of their jobs)', () => {
    expect(rainDayMoves(orders, '2026-11-27', MON_TO_FRI, 'crew-b').map((move) => move.id)).toEqual(['cleanup']);
    expect(rainDayMoves(orders, '2026-11-27', MON_TO_FRI, 'crew-a').map((move) => move.id)).toEqual(['mow-fri', 'mow-next', 'mow-after']);
  });

  it('is undone by the same moves backwards', () => {
    const moves = rainDayMoves(orders, '2026-11-27', MON_TO_FRI);
    const back = moves.map((move) => ({ ...move, from: move.to, to: move.from }));
    expect(applyMoves(applyMoves(orders, moves), back)).toEqual(orders);
  });
});

describe('rainDayMoves (properties)', () => {
  const day = '2026-06-10';
  const arbitraryOrders = fc
    .array(
      fc.record({
        offset: fc.integer({ min: -14, max: 60 }),
        status: fc.constantFrom(...workOrderStatuses),
        crewId: fc.constantFrom('a', 'b', 'c'),
        jobId: fc.option(fc.constantFrom('j1', 'j2', 'j3'), { nil: null }),
      }),
      { maxLength: 40 },
    )
    .map((rows) => rows.map((row, index) => order(`o${index}`, addDays(day, row.offset), row.status, row.crewId, row.jobId)));
  const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });

  it('never loses, duplicates or moves a started order, and keeps each client’s interval', () => {
    fc.assert(
      fc.property(arbitraryOrders, weekdays, fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }), (orders, working, crew) => {
        const moves = rainDayMoves(orders, day, working, crew);
        const after = applyMoves(orders, moves);
        expect(after.map((o) => o.id)).toEqual(orders.map((o) => o.id));
        expect(new Set(moves.map((move) => move.id)).size).toBe(moves.length);
        const byId = new Map(orders.map((o) => [o.id, o]));
        for (const move of moves) expect(movableStatuses.has(byId.get(move.id)!.status)).toBe(true);
        // Every move of one rain day shifts by the same number of days: the gaps between a job's moved visits stay.
        const shifts = new Set(moves.map((move) => daysBetween(move.from, move.to)));
        expect(shifts.size).toBeLessThanOrEqual(1);
        // What was rained off lands on a working day.
        for (const move of moves) if (move.reason === 'rained off') expect(working).toContain(weekdayOf(move.to));
        // Nothing rained off is left on the day.
        for (const o of after) {
          if (o.date === day && movableStatuses.has(o.status)) expect(crew !== null && o.crewId !== crew).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
