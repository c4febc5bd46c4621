import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../shared/calendar';
import { comparisonPeriod, monthsOf, periodDays, presetPeriod, workingDaysBetween } from './periods';

describe('presetPeriod', () => {
  it.each([
    ['this_week', '2026-11-27', '2026-11-23', '2026-11-29'],
    ['this_week', '2026-11-23', '2026-11-23', '2026-11-29'],
    ['this_week', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['this_month', '2026-02-10', '2026-02-01', '2026-02-28'],
    ['this_month', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['this_quarter', '2026-11-27', '2026-10-01', '2026-12-31'],
    ['this_quarter', '2026-01-01', '2026-01-01', '2026-03-31'],
    ['this_season', '2026-11-27', '2026-03-01', '2026-11-30'],
    ['this_year', '2026-11-27', '2026-01-01', '2026-12-31'],
    ['last_year', '2026-11-27', '2025-01-01', '2025-12-31'],
  ] as const)('%s on %s is %s – %s', (preset, today, from, to) => {
    expect(presetPeriod(preset, today)).toEqual({ from, to });
  });
});

describe('comparisonPeriod', () => {
  it('is the same number of days just before, or the same dates a year earlier', () => {
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' }, 'previous')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' }, 'last_year')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(comparisonPeriod({ from: '2028-02-01', to: '2028-02-29' }, 'last_year')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' }, 'none')).toBeNull();
  });

  it('a previous period has as many days and ends the day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 800 }), (offset, length) => {
        const from = addDays('2000-01-01', offset);
        const period = { from, to: addDays(from, length) };
        const previous = comparisonPeriod(period, 'previous')!;
        expect(periodDays(previous)).toBe(periodDays(period));
        expect(addDays(previous.to, 1)).toBe(period.from);
      }),
    );
  });
});

describe('monthsOf', () => {
  it('lists every month the period touches', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual(['2026-03']);
  });
});

describe('workingDaysBetween', () => {
  it('counts the working weekdays, both ends included', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-29', [1, 2, 3, 4, 5])).toBe(5);
    expect(workingDaysBetween('2026-01-01', '2026-12-31', [1, 2, 3, 4, 5])).toBe(261);
    expect(workingDaysBetween('2026-11-28', '2026-11-29', [1, 2, 3, 4, 5])).toBe(0);
    expect(workingDaysBetween('2026-11-29', '2026-11-28', [1, 2, 3, 4, 5])).toBe(0);
  });

  it('agrees with counting day by day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 400 }), fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }), (offset, length, weekdays) => {
        const from = addDays('2010-01-01', offset);
        let count = 0;
        for (let index = 0; index <= length; index += 1) if (weekdays.includes(weekdayOf(addDays(from, index)))) count += 1;
        expect(workingDaysBetween(from, addDays(from, length), weekdays)).toBe(count);
      }),
    );
  });
});
