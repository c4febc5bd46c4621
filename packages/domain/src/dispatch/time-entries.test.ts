import { describe, expect, it } from 'vitest';
import {
  clockedMinutes,
  datesFrom,
  entryMinutes,
  hoursOf,
  isNotCompleted,
  overlappingEntries,
  timesheetTotals,
  weekOf,
} from './time-entries';

describe('clockedMinutes', () => {
  it('counts whole minutes, half a minute and more rounding up', () => {
    expect(clockedMinutes('2026-06-01T08:00:00Z', '2026-06-01T08:44:30Z')).toBe(45);
    expect(clockedMinutes('2026-06-01T08:00:00Z', '2026-06-01T08:44:29Z')).toBe(44);
    expect(clockedMinutes('2026-06-01T08:00:00Z', '2026-06-01T08:00:00Z')).toBe(0);
  });

  it('reads offsets: 07:30 in New York to 12:15 UTC is 45 minutes', () => {
    expect(clockedMinutes('2026-06-01T07:30:00-04:00', '2026-06-01T12:15:00Z')).toBe(45);
  });

  it('refuses a clock-out before the clock-in', () => {
    expect(() => clockedMinutes('2026-06-01T09:00:00Z', '2026-06-01T08:00:00Z')).toThrow(RangeError);
  });
});

describe('entryMinutes', () => {
  it('prefers the clock span, else the typed hours to the minute', () => {
    expect(entryMinutes({ clockIn: '2026-06-01T08:00:00Z', clockOut: '2026-06-01T10:10:00Z', hours: null })).toBe(130);
    expect(entryMinutes({ hours: 1.25 })).toBe(75);
    expect(entryMinutes({ hours: 0.01 })).toBe(1); // 0.6 min → 1
    expect(entryMinutes({ hours: 7.99 })).toBe(479); // 479.4 → 479
  });

  it('needs one or the other', () => {
    expect(() => entryMinutes({})).toThrow(RangeError);
  });
});

describe('hoursOf', () => {
  it('shows minutes as hours to 2 decimals, half-up', () => {
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(100)).toBe(1.67); // 1.6666…
    expect(hoursOf(1)).toBe(0.02); // 0.01666… → 0.02
    expect(hoursOf(0)).toBe(0);
    expect(hoursOf(2_400)).toBe(40);
  });
});

describe('overlappingEntries', () => {
  it('finds the same person clocked on two orders at once, not different people or typed hours', () => {
    const entries = [
      { employeeId: 'a', clockIn: '2026-06-01T08:00:00Z', clockOut: '2026-06-01T09:00:00Z' },
      { employeeId: 'b', clockIn: '2026-06-01T08:30:00Z', clockOut: '2026-06-01T09:30:00Z' },
      { employeeId: 'a', clockIn: '2026-06-01T08:59:00Z', clockOut: '2026-06-01T10:00:00Z' },
      { employeeId: 'a', clockIn: '2026-06-01T10:00:00Z', clockOut: '2026-06-01T11:00:00Z' }, // starts as the last ends: fine
      { employeeId: 'a' },
    ];
    expect(overlappingEntries(entries)).toEqual([[0, 2]]);
  });
});

describe('weekOf and datesFrom', () => {
  it('runs payroll weeks Monday to Sunday', () => {
    expect(weekOf('2026-06-03')).toEqual({ from: '2026-06-01', to: '2026-06-07' }); // a Wednesday
    expect(weekOf('2026-06-01')).toEqual({ from: '2026-06-01', to: '2026-06-07' }); // the Monday
    expect(weekOf('2026-06-07')).toEqual({ from: '2026-06-01', to: '2026-06-07' }); // the Sunday
    expect(weekOf('2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' }); // across the year
  });

  it('lists every day of a period', () => {
    expect(datesFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesFrom('2026-06-01', '2026-06-01')).toEqual(['2026-06-01']);
  });
});

describe('timesheetTotals', () => {
  it('adds a week by day in minutes, then shows hours (the week equals its days)', () => {
    // Mon 8 h 20 + 0 h 40 = 540 min (9 h); Tue 100 min (1.67 h); Wed nothing; week 640 min = 10.67 h.
    const totals = timesheetTotals(
      [
        { date: '2026-06-01', minutes: 500, approved: true },
        { date: '2026-06-01', minutes: 40, approved: true },
        { date: '2026-06-02', minutes: 100 },
        { date: '2026-06-08', minutes: 600 }, // next week: not counted
      ],
      '2026-06-01',
      '2026-06-03',
    );
    expect(totals).toEqual({
      days: [
        { date: '2026-06-01', minutes: 540, hours: 9 },
        { date: '2026-06-02', minutes: 100, hours: 1.67 },
        { date: '2026-06-03', minutes: 0, hours: 0 },
      ],
      totalMinutes: 640,
      totalHours: 10.67,
      approvedMinutes: 540,
    });
  });
});

describe('isNotCompleted', () => {
  it('offers open and skipped orders for rescheduling, not completed or cancelled ones', () => {
    expect(['unscheduled', 'scheduled', 'in_progress', 'skipped'].every((status) => isNotCompleted(status as never))).toBe(true);
    expect(isNotCompleted('completed')).toBe(false);
    expect(isNotCompleted('cancelled')).toBe(false);
  });
});
