import { describe, expect, it } from 'vitest';
import { formatVisitDate, nextWeekday } from './job-format';

describe('job formatting', () => {
  it.each([
    ['a Monday', new Date(2027, 3, 5), '2027-04-06'],
    ['a Thursday', new Date(2027, 3, 8), '2027-04-09'],
    ['a Friday', new Date(2027, 3, 9), '2027-04-12'],
    ['a Saturday', new Date(2027, 3, 10), '2027-04-12'],
    ['a Sunday', new Date(2027, 3, 11), '2027-04-12'],
    ['the last day of the year (a Friday)', new Date(2027, 11, 31), '2028-01-03'],
  ])('the first visit defaults to the next weekday after %s', (_day, today, expected) => {
    expect(nextWeekday(today)).toBe(expected);
  });

  it('shows a visit on its calendar day whatever the time zone', () => {
    expect(formatVisitDate('2027-04-05')).toBe('Mon, Apr 5, 2027');
    expect(formatVisitDate('2027-02-30')).toBe('—');
  });
});
