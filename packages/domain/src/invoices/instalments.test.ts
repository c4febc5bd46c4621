import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentLineDescription, instalmentReadyOn, instalmentSchedule, instalmentsDue, isCalendarMonth, monthLabel, monthOf, monthsOfVisits } from './instalments';

const season = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

describe('instalmentSchedule', () => {
  it('a $1,691.44 mowing season over April–October: the first three months carry the odd cents', () => {
    // 169,144 ¢ ÷ 7 = 24,163 r 3: April, May and June take 241.64, the rest 241.63 (3 × 241.64 + 4 × 241.63 = 1,691.44).
    expect(instalmentSchedule(1691.44, season)).toEqual([
      { month: '2026-04', amount: 241.64 },
      { month: '2026-05', amount: 241.64 },
      { month: '2026-06', amount: 241.64 },
      { month: '2026-07', amount: 241.63 },
      { month: '2026-08', amount: 241.63 },
      { month: '2026-09', amount: 241.63 },
      { month: '2026-10', amount: 241.63 },
    ]);
  });

  it.each([
    ['$1,200 over November, March and April (December to February skipped)', 1200, ['2026-11', '2027-03', '2027-04'], [400, 400, 400]],
    ['$100 in three', 100, ['2026-01', '2026-02', '2026-03'], [33.34, 33.33, 33.33]],
    ['two cents over three months', 0.02, ['2026-01', '2026-02', '2026-03'], [0.01, 0.01, 0]],
    ['one month takes it all', 2450.5, ['2026-06'], [2450.5]],
  ])('%s', (_name, total, months, expected) => {
    expect(instalmentSchedule(total, months).map((instalment) => instalment.amount)).toEqual(expected);
  });

  it('refuses no months, a month that is not YYYY-MM, and months out of order or twice', () => {
    expect(() => instalmentSchedule(100, [])).toThrow(RangeError);
    expect(() => instalmentSchedule(100, ['2026-13'])).toThrow(RangeError);
    expect(() => instalmentSchedule(100, ['2026-6'])).toThrow(RangeError);
    expect(() => instalmentSchedule(100, ['2026-06', '2026-05'])).toThrow(RangeError);
    expect(() => instalmentSchedule(100, ['2026-06', '2026-06'])).toThrow(RangeError);
  });

  it('sums exactly to the total, no two instalments differ by more than a cent, the months keep their order', () => {
    const months = fc
      .uniqueArray(fc.integer({ min: 2020 * 12, max: 2040 * 12 }), { minLength: 1, maxLength: 24 })
      .map((indexes) => indexes.sort((a, b) => a - b).map((index) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), months, (totalCents, chosen) => {
        const schedule = instalmentSchedule(totalCents / 100, chosen);
        const amounts = schedule.map((instalment) => Math.round(instalment.amount * 100));
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(totalCents);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        expect(schedule.map((instalment) => instalment.month)).toEqual(chosen);
        for (let index = 1; index < amounts.length; index += 1) expect(amounts[index - 1]).toBeGreaterThanOrEqual(amounts[index]!);
      }),
    );
  });
});

describe('instalmentsDue', () => {
  const schedule = instalmentSchedule(1691.44, season);

  it('the months that have come and are not invoiced yet, a missed one included', () => {
    expect(instalmentsDue(schedule, new Set(['2026-04']), '2026-06-01').map((instalment) => instalment.month)).toEqual(['2026-05', '2026-06']);
  });

  it('nothing before the season, nothing once every month is invoiced', () => {
    expect(instalmentsDue(schedule, new Set(), '2026-03-31')).toEqual([]);
    expect(instalmentsDue(schedule, new Set(season), '2026-12-01')).toEqual([]);
  });
});

describe('months', () => {
  it('reads and writes months', () => {
    expect(isCalendarMonth('2026-06')).toBe(true);
    expect(isCalendarMonth('2026-00')).toBe(false);
    expect(isCalendarMonth('2026-06-01')).toBe(false);
    expect(monthOf('2026-06-15')).toBe('2026-06');
    expect(monthLabel('2026-06')).toBe('June 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(() => monthLabel('June')).toThrow(RangeError);
  });

  it("an instalment's line says which one it is", () => {
    expect(instalmentLineDescription('Weekly mowing', '2026-06', 2, 7)).toBe('Weekly mowing — June 2026 instalment (3 of 7)');
  });
});

describe('monthsOfVisits', () => {
  it('gives the months a season falls in, in order, each once', () => {
    expect(monthsOfVisits(['2026-06-29', '2026-05-04', '2026-05-11', '2026-07-06', '2026-06-01'])).toEqual(['2026-05', '2026-06', '2026-07']);
    expect(monthsOfVisits([])).toEqual([]);
  });
});

describe('instalmentReadyOn', () => {
  it('a month is ready from its issue day on, and a missed month stays ready', () => {
    expect(instalmentReadyOn('2026-06', 15, '2026-06-14')).toBe(false);
    expect(instalmentReadyOn('2026-06', 15, '2026-06-15')).toBe(true);
    expect(instalmentReadyOn('2026-05', 28, '2026-06-01')).toBe(true);
    expect(instalmentReadyOn('2026-07', 1, '2026-06-30')).toBe(false);
  });
});
