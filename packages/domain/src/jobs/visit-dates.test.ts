import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addMonthsClamped } from '../shared/calendar';
import { MAX_SEASON_VISITS, visitDates, visitFrequencies } from './visit-dates';

describe('visitDates', () => {
  it.each([
    ['2026-04-06', 'weekly', 4, ['2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27']],
    ['2026-12-24', 'weekly', 3, ['2026-12-24', '2026-12-31', '2027-01-07']],
    ['2026-02-20', 'biweekly', 3, ['2026-02-20', '2026-03-06', '2026-03-20']],
    ['2026-03-02', 'every_4_weeks', 3, ['2026-03-02', '2026-03-30', '2026-04-27']],
    ['2027-01-31', 'monthly', 5, ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']],
    ['2028-01-31', 'monthly', 3, ['2028-01-31', '2028-02-29', '2028-03-31']],
    ['2026-11-15', 'monthly', 3, ['2026-11-15', '2026-12-15', '2027-01-15']],
    ['2026-05-30', 'monthly', 2, ['2026-05-30', '2026-06-30']],
    ['2024-02-29', 'biweekly', 2, ['2024-02-29', '2024-03-14']],
    ['2026-04-06', 'weekly', 1, ['2026-04-06']],
    ['2026-04-06', 'monthly', 0, []],
  ] as const)('%s %s × %i', (first, frequency, count, expected) => {
    expect(visitDates(first, frequency, count)).toEqual(expected);
  });

  it('refuses an impossible date or count', () => {
    expect(() => visitDates('2026-02-30', 'weekly', 2)).toThrow(RangeError);
    expect(() => visitDates('2026-4-6', 'weekly', 2)).toThrow(RangeError);
    expect(() => visitDates('2026-04-06', 'weekly', MAX_SEASON_VISITS + 1)).toThrow(RangeError);
    expect(() => visitDates('2026-04-06', 'weekly', 1.5)).toThrow(RangeError);
    expect(() => visitDates('2026-04-06', 'weekly', -1)).toThrow(RangeError);
  });

  it('adds months across years, clamped', () => {
    expect(addMonthsClamped('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonthsClamped('2026-08-31', 13)).toBe('2027-09-30');
  });

  const day = fc
    .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('gives exactly `count` strictly increasing dates from the first one', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...visitFrequencies), fc.integer({ min: 1, max: MAX_SEASON_VISITS }), (first, frequency, count) => {
        const dates = visitDates(first, frequency, count);
        expect(dates).toHaveLength(count);
        expect(dates[0]).toBe(first);
        for (let index = 1; index < dates.length; index += 1) expect(dates[index]! > dates[index - 1]!).toBe(true);
      }),
    );
  });

  it('monthly keeps the day of the month unless the month is shorter', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: MAX_SEASON_VISITS }), (first, count) => {
        const firstDay = Number(first.slice(8));
        for (const date of visitDates(first, 'monthly', count)) {
          const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
          const monthEnd = new Date(Date.UTC(year, month, 0)).getUTCDate();
          expect(dayOfMonth).toBe(Math.min(firstDay, monthEnd));
        }
      }),
    );
  });
});
