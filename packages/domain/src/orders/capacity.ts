import { toUnitCount } from '../shared/decimal';

/**
 * A crew's day on the schedule board: the hours booked against the hours it has (crew size × shift length), in
 * whole minutes so sums are exact.
 */
export type CrewDayCapacity = {
  availableHours: number;
  bookedHours: number;
  /** Negative when over capacity. */
  remainingHours: number;
  /** Booked as a percentage of available (0 when nothing is available), rounded to a whole percent. */
  percentBooked: number;
  overCapacity: boolean;
};

const minutes = (hours: number) => toUnitCount(hours * 60, 0);
const hoursOf = (minuteCount: number) => minuteCount / 60;

/** Crew size × shift length (hours with up to two decimals; a crew of none has none). */
export function crewAvailableHours(crewSize: number, shiftHours: number): number {
  if (crewSize <= 0 || shiftHours <= 0) return 0;
  return hoursOf(Math.round(crewSize) * minutes(shiftHours));
}

/** The capacity bar of one crew and day: the budgeted hours of its work orders against what the crew has. */
export function crewDayCapacity(bookedHours: readonly number[], availableHours: number): CrewDayCapacity {
  const booked = bookedHours.reduce((sum, hours) => sum + minutes(hours), 0);
  const available = minutes(availableHours);
  return {
    availableHours: hoursOf(available),
    bookedHours: hoursOf(booked),
    remainingHours: hoursOf(available - booked),
    percentBooked: available > 0 ? Math.round((booked * 100) / available) : 0,
    overCapacity: booked > available,
  };
}

/**
 * Hours sold and scheduled against the hours the overhead budget needs sold over a period: the budget's billable
 * field hours for the year, spread evenly over its working days (a week and a month are shares of the year).
 */
export function budgetHoursForPeriod(billableHoursPerYear: number, workingDaysInPeriod: number, workingDaysInYear: number): number {
  if (billableHoursPerYear <= 0 || workingDaysInPeriod <= 0 || workingDaysInYear <= 0) return 0;
  return hoursOf(Math.round((minutes(billableHoursPerYear) * workingDaysInPeriod) / workingDaysInYear));
}
