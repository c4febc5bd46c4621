import { describe, expect, it } from 'vitest';
import { budgetHoursForPeriod, crewAvailableHours, crewDayCapacity } from './capacity';

describe('crew capacity', () => {
  it.each([
    [3, 8, 24],
    [2, 7.5, 15],
    [4, 9.25, 37],
    [0, 8, 0],
    [3, 0, 0],
  ])('a crew of %d on a %d h shift has %d h', (size, shift, hours) => expect(crewAvailableHours(size, shift)).toBe(hours));

  it('books 2.5 + 3.25 + 4 h against 8 h: 9.75 booked, 1.75 over, 122 %', () => {
    expect(crewDayCapacity([2.5, 3.25, 4], 8)).toEqual({ availableHours: 8, bookedHours: 9.75, remainingHours: -1.75, percentBooked: 122, overCapacity: true });
  });

  it('sums tenths exactly (0.1 + 0.2 is 0.3 h, not 0.30000000000000004)', () => {
    expect(crewDayCapacity([0.1, 0.2], 0.3)).toMatchObject({ bookedHours: 0.3, remainingHours: 0, overCapacity: false, percentBooked: 100 });
  });

  it('an empty day of a crew with no hours is 0 % and not over', () => {
    expect(crewDayCapacity([], 0)).toEqual({ availableHours: 0, bookedHours: 0, remainingHours: 0, percentBooked: 0, overCapacity: false });
  });

  it('spreads the budget’s billable hours over working days: 6,000 h a year is 120 h a 5-day week of 250', () => {
    expect(budgetHoursForPeriod(6000, 5, 250)).toBe(120);
    expect(budgetHoursForPeriod(6000, 21, 250)).toBe(504);
    expect(budgetHoursForPeriod(0, 5, 250)).toBe(0);
  });
});
