import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/zoned-time';
import { clockTimeOf, clockTimeToIso } from './clock-time';

describe('clock times in the company’s zone', () => {
  it('reads 7:30 on the company’s calendar as the instant it is there, summer and winter', () => {
    expect(clockTimeToIso('2027-07-05', '07:30', 'America/New_York')).toBe('2027-07-05T11:30:00.000Z');
    expect(clockTimeToIso('2027-01-05', '07:30', 'America/New_York')).toBe('2027-01-05T12:30:00.000Z');
    expect(clockTimeToIso('2027-07-05', '16:05', 'America/Chicago')).toBe('2027-07-05T21:05:00.000Z');
  });

  it('shows an instant back as the same clock time', () => {
    expect(clockTimeOf('2027-07-05T11:30:00.000Z', 'America/New_York')).toBe('07:30');
    expect(clockTimeOf('2027-03-14T12:00:00.000Z', 'America/Chicago')).toBe('07:00');
  });

  it('refuses what is not a time', () => {
    expect(clockTimeToIso('2027-07-05', '25:00', 'America/New_York')).toBeNull();
    expect(clockTimeToIso('2027-07-05', '', 'America/New_York')).toBeNull();
  });

  it('knows the company’s today when the browser’s differs', () => {
    expect(todayIn('America/Los_Angeles', new Date('2027-04-06T03:00:00.000Z'))).toBe('2027-04-05');
    expect(todayIn('Europe/Berlin', new Date('2027-04-05T23:30:00.000Z'))).toBe('2027-04-06');
  });
});
