import { describe, expect, it } from 'vitest';
import { formatBudget, formatOrderDate, formatOrderWhen, formatStartTime, workOrderCount } from './order-format';

describe('work order formatting', () => {
  it('shows the calendar date and the start time of the company’s day', () => {
    expect(formatOrderDate('2027-04-05')).toBe('Mon, Apr 5, 2027');
    expect(formatOrderDate(null)).toBe('No date');
    expect(formatOrderDate('2027-02-30')).toBe('No date');
    expect(formatStartTime('08:30')).toBe('8:30 AM');
    expect(formatStartTime('00:05')).toBe('12:05 AM');
    expect(formatStartTime('12:00')).toBe('12:00 PM');
    expect(formatStartTime('17:45')).toBe('5:45 PM');
    expect(formatStartTime(null)).toBe('');
    expect(formatOrderWhen({ date: '2027-04-05', startTime: '07:15' })).toBe('Mon, Apr 5, 2027 · 7:15 AM');
    expect(formatOrderWhen({ date: '2027-04-05', startTime: null })).toBe('Mon, Apr 5, 2027');
    expect(formatOrderWhen({ date: null, startTime: '07:15' })).toBe('No date');
    // A list leaves out the year of this year's dates.
    expect(formatOrderWhen({ date: '2027-04-05', startTime: '07:15' }, 2027)).toBe('Mon, Apr 5 · 7:15 AM');
    expect(formatOrderWhen({ date: '2027-04-05', startTime: null }, 2026)).toBe('Mon, Apr 5, 2027');
  });

  it('reads the budget as person-hours shared by the crew, and counts orders in words', () => {
    expect(formatBudget(6, 2)).toBe('6.0h · crew of 2 · about 3.0h on site');
    expect(formatBudget(1.5, 1)).toBe('1.5h · crew of 1');
    expect(workOrderCount(1)).toBe('1 work order');
    expect(workOrderCount(1280)).toBe('1,280 work orders');
  });
});
