import { describe, expect, it } from 'vitest';
import { formatHours, formatShortDay, formatTimeOfDay } from './format';

describe('formatHours', () => {
  it.each([
    [2, '2.0h'],
    [2.5, '2.5h'],
    [1.25, '1.25h'],
    [0.75, '0.75h'],
    [1.755, '1.76h'],
    [0, '0.0h'],
    [1234.5, '1,234.5h'],
  ])('%s hours read %s: one decimal, or the quarter hour a crew records', (hours, shown) => {
    expect(formatHours(hours)).toBe(shown);
  });
});

describe('calendar days and clock times (already the company’s: no zone shifts them)', () => {
  it('reads a clock time on a 12-hour clock', () => {
    expect([formatTimeOfDay('00:05'), formatTimeOfDay('09:00'), formatTimeOfDay('12:30'), formatTimeOfDay('23:59'), formatTimeOfDay(null)]).toEqual(['12:05 AM', '9:00 AM', '12:30 PM', '11:59 PM', '']);
  });
  it('reads a calendar day in its short form, the same day in any zone', () => {
    expect([formatShortDay('2026-12-01'), formatShortDay('2027-01-31'), formatShortDay(null)]).toEqual(['Dec 1, 2026', 'Jan 31, 2027', '—']);
  });
});
