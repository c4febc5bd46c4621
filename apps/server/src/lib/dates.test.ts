import { describe, expect, it } from 'vitest';
import { addDays } from '@groundwork/domain/shared';
import { dateIn, endOfDayIn, longDate, usableTimeZone } from './dates';

describe('dates where the company works', () => {
  it.each([
    ['2026-07-15', 'America/Chicago', '2026-07-16T05:00:00.000Z'],
    ['2026-01-15', 'America/Chicago', '2026-01-16T06:00:00.000Z'],
    // The day daylight saving starts (23 hours) and ends (25 hours) in New York.
    ['2026-03-08', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    ['2026-12-31', 'UTC', '2027-01-01T00:00:00.000Z'],
    ['2026-06-30', 'Asia/Kolkata', '2026-06-30T18:30:00.000Z'],
  ])('%s ends in %s at %s', (date, zone, instant) => {
    expect(endOfDayIn(date, zone).toISOString()).toBe(instant);
  });

  it('works out dates in the zone and in words', () => {
    expect(dateIn('America/Chicago', new Date('2026-07-16T04:59:59Z'))).toBe('2026-07-15');
    expect(dateIn('America/Chicago', new Date('2026-07-16T05:00:00Z'))).toBe('2026-07-16');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(longDate('2026-03-05')).toBe('March 5, 2026');
    expect(usableTimeZone('Mars/Olympus')).toBe('America/New_York');
    expect(usableTimeZone('')).toBe('America/New_York');
    expect(usableTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
