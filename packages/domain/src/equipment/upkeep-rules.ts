import { addDays, addMonthsClamped, daysBetween } from '../shared/calendar';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import type { EquipmentStatus } from './equipment.schemas';

/**
 * The pure rules of equipment upkeep (docs/equipment.md): what a unit's meter reads, when each service schedule is
 * next due, and what running the unit actually costs an hour. Dates are the company's calendar ('YYYY-MM-DD'); meters
 * keep 2 decimals (typed readings 1, work-order hours 2) and are added as exact hundredths.
 */

export const meterUnits = ['hours', 'miles'] as const;
export type MeterUnit = (typeof meterUnits)[number];

/** A schedule runs by the calendar (every N days or months) or by the meter (every N hours or miles). */
export const scheduleIntervalUnits = ['days', 'months', 'hours', 'miles'] as const;
export type ScheduleIntervalUnit = (typeof scheduleIntervalUnits)[number];

export const upkeepStates = ['ok', 'due_soon', 'overdue'] as const;
export type UpkeepState = (typeof upkeepStates)[number];

/** A service is due soon within this share of its interval (10%): 10 h before a 100-hour oil change, 9 days before a 3-month one. */
export const DUE_SOON_SHARE_PERCENT = 10;

/** Running cost per hour is measured over the last 12 months (a full season and its winter). */
export const UPKEEP_PERIOD_MONTHS = 12;

export function isCalendarInterval(unit: ScheduleIntervalUnit): unit is 'days' | 'months' {
  return unit === 'days' || unit === 'months';
}

/** The meter a by-meter schedule reads (hours or miles); null for a calendar one. */
export function meterUnitOf(unit: ScheduleIntervalUnit): MeterUnit | null {
  return unit === 'hours' || unit === 'miles' ? unit : null;
}

// ── The meter ─────────────────────────────────────────────────────────────────────────────
export interface MeterReadingPoint {
  date: string;
  value: number;
  unit: MeterUnit;
}

/** Hours a unit ran on one completed work order it was attached to, dated with the order's day. */
export interface AccumulatedHours {
  date: string;
  hours: number;
}

export interface CurrentMeter {
  /** Null when nothing is known: no hour reading and no work-order hours. */
  hours: number | null;
  /** The latest miles reading; null without one (work orders add hours, never miles). */
  miles: number | null;
}

const hundredths = (value: number) => toUnits(value, 2);

/**
 * The hours a unit ran on one completed work order: as long as the crew was on site, which is the most any one crew
 * member worked on it (their minutes added, clocked or typed) — not the crew's hours added up, as two people share one
 * mower. Shown to 2 decimals, half-up (hoursOf: 100 min → 1.67 h).
 */
export function onSiteHours(minutesPerPerson: Iterable<number>): number {
  let most = 0;
  for (const minutes of minutesPerPerson) if (minutes > most) most = minutes;
  return Math.floor((most * 100 + 30) / 60) / 100;
}

/** The latest reading of `unit` on or before `asOf`: the later date wins; on one day, the higher value. */
function latestReading(readings: readonly MeterReadingPoint[], unit: MeterUnit, asOf: string | null): MeterReadingPoint | null {
  let latest: MeterReadingPoint | null = null;
  for (const reading of readings) {
    if (reading.unit !== unit || (asOf !== null && reading.date > asOf)) continue;
    if (!latest || reading.date > latest.date || (reading.date === latest.date && reading.value > latest.value)) latest = reading;
  }
  return latest;
}

/** Hours of work orders dated after `after` (exclusive; null: from the start) up to `upTo` (inclusive; null: no end). */
function hoursBetween(accumulated: readonly AccumulatedHours[], after: string | null, upTo: string | null): bigint {
  let total = 0n;
  for (const entry of accumulated) {
    if ((after === null || entry.date > after) && (upTo === null || entry.date <= upTo)) total += hundredths(entry.hours);
  }
  return total;
}

/**
 * What the unit's meters read (as of `asOf`, inclusive; everything when left out). Hours: the latest hours reading
 * plus the hours of the work orders dated after its day — a reading is taken at the end of its day, so an order on
 * the same day is already in it. Without an hours reading, the work-order hours alone (counted from 0). Miles: the
 * latest miles reading.
 */
export function currentMeter(readings: readonly MeterReadingPoint[], accumulatedHours: readonly AccumulatedHours[], asOf: string | null = null): CurrentMeter {
  const hourReading = latestReading(readings, 'hours', asOf);
  const milesReading = latestReading(readings, 'miles', asOf);
  const added = hoursBetween(accumulatedHours, hourReading?.date ?? null, asOf);
  const anyOrder = accumulatedHours.some((entry) => asOf === null || entry.date <= asOf);
  const hours = hourReading ? fromUnits(hundredths(hourReading.value) + added, 2) : anyOrder ? fromUnits(added, 2) : null;
  return { hours, miles: milesReading ? milesReading.value : null };
}

/**
 * Hours the unit ran after `from` up to `to` (inclusive): the hour meter at `to` less the meter at `from`. When no
 * hours reading is as old as `from`, the first reading inside the period is taken back by the work-order hours before
 * it, so the hours a unit ran before it was tracked (a used machine's first reading) never count as this period's.
 * Never negative (a replaced meter that reads lower uses nothing).
 */
export function hoursUsed(readings: readonly MeterReadingPoint[], accumulatedHours: readonly AccumulatedHours[], from: string, to: string): number {
  const end = currentMeter(readings, accumulatedHours, to).hours;
  if (end === null) return 0;
  let start: bigint;
  if (latestReading(readings, 'hours', from)) {
    start = hundredths(currentMeter(readings, accumulatedHours, from).hours ?? 0);
  } else {
    const first = readings
      .filter((reading) => reading.unit === 'hours' && reading.date > from && reading.date <= to)
      .sort((a, b) => (a.date === b.date ? a.value - b.value : a.date < b.date ? -1 : 1))[0];
    start = first ? hundredths(first.value) - hoursBetween(accumulatedHours, from, first.date) : hoursBetween(accumulatedHours, null, from);
  }
  const used = hundredths(end) - start;
  return used > 0n ? fromUnits(used, 2) : 0;
}

// ── Schedules ─────────────────────────────────────────────────────────────────────────────
export interface ScheduleRule {
  every: number;
  unit: ScheduleIntervalUnit;
  /** When it was last done (the latest service-log entry that satisfied it, else the date typed with the schedule). */
  lastDoneDate: string | null;
  /** The meter (in the schedule's unit) when it was last done; by-meter schedules. */
  lastDoneMeter: number | null;
}

export interface ScheduleDue {
  /** Calendar schedules: the day it falls due. */
  nextDueDate: string | null;
  /** By-meter schedules: the reading at which it falls due. */
  nextDueMeter: number | null;
  state: UpkeepState;
  /**
   * How far off it is: days for a calendar schedule, hours or miles for a by-meter one; 0 on the day (or at the
   * reading) it falls due, negative once overdue. Null for a by-meter schedule whose meter has never been read.
   */
  remaining: number | null;
}

/** Due soon once `remaining` is at most 10% of the interval (and not yet past). */
function stateOf(remaining: bigint, window: bigint): UpkeepState {
  if (remaining < 0n) return 'overdue';
  return remaining <= window ? 'due_soon' : 'ok';
}

/**
 * When a schedule is next due and how it stands as of `today`.
 * - Calendar: the last done date plus `every` days, or `every` months on the same day of the month (clamped to a
 *   shorter month's last day, as tasks' nextDueDate: 31 Jan + 1 month = 28 Feb). Never done: due today. Due soon
 *   within 10% of the interval's days (rounded up, at least 1 day); overdue the day after it falls due.
 * - Meter: the last done reading plus `every` hours or miles (never done: from 0). Due soon within 10% of `every`;
 *   overdue once the meter has passed it. A unit whose meter was never read stays ok (nothing to compare).
 */
export function scheduleDue(schedule: ScheduleRule, meter: CurrentMeter, today: string): ScheduleDue {
  if (isCalendarInterval(schedule.unit)) {
    if (schedule.lastDoneDate === null) return { nextDueDate: today, nextDueMeter: null, state: 'due_soon', remaining: 0 };
    const every = Math.round(schedule.every);
    const nextDueDate = schedule.unit === 'days' ? addDays(schedule.lastDoneDate, every) : addMonthsClamped(schedule.lastDoneDate, every);
    // Whole days: 10% of the interval rounded up, so a weekly schedule is due soon the day before.
    const window = Math.max(1, Math.ceil((daysBetween(schedule.lastDoneDate, nextDueDate) * DUE_SOON_SHARE_PERCENT) / 100));
    const remaining = daysBetween(today, nextDueDate);
    return { nextDueDate, nextDueMeter: null, state: stateOf(BigInt(remaining), BigInt(window)), remaining };
  }
  const interval = hundredths(schedule.every);
  const nextDue = hundredths(schedule.lastDoneMeter ?? 0) + interval;
  const reading = schedule.unit === 'hours' ? meter.hours : meter.miles;
  if (reading === null) return { nextDueDate: null, nextDueMeter: fromUnits(nextDue, 2), state: 'ok', remaining: null };
  const remaining = nextDue - hundredths(reading);
  // 10% of the interval, exactly: hundredths × 10 / 100.
  const window = (interval * BigInt(DUE_SOON_SHARE_PERCENT)) / 100n;
  return { nextDueDate: null, nextDueMeter: fromUnits(nextDue, 2), state: stateOf(remaining, window), remaining: fromUnits(remaining, 2) };
}

/** When a schedule was last done: its latest service-log entry (by date) that satisfied it, else what was typed with it. */
export function lastDone(
  schedule: { lastDoneDate: string | null; lastDoneMeter: number | null },
  entries: ReadonlyArray<{ date: string; meter: number | null }>,
): { date: string | null; meter: number | null } {
  let latest: { date: string; meter: number | null } | null = null;
  for (const entry of entries) if (!latest || entry.date > latest.date || (entry.date === latest.date && (entry.meter ?? 0) > (latest.meter ?? 0))) latest = entry;
  return latest ? { date: latest.date, meter: latest.meter } : { date: schedule.lastDoneDate, meter: schedule.lastDoneMeter };
}

/**
 * How pressing a schedule is, to sort the lists: what is left of it as a share of its interval (negative once
 * overdue), so 30 h past a 100-hour service ranks beside 9 days past a 30-day one. A meter never read sorts last.
 */
export function dueUrgency(due: ScheduleDue, schedule: ScheduleRule): number {
  if (due.remaining === null) return Number.POSITIVE_INFINITY;
  if (!isCalendarInterval(schedule.unit)) return due.remaining / schedule.every;
  const intervalDays = schedule.lastDoneDate && due.nextDueDate ? daysBetween(schedule.lastDoneDate, due.nextDueDate) : 1;
  return due.remaining / Math.max(1, intervalDays);
}

const stateRank: Record<UpkeepState, number> = { ok: 0, due_soon: 1, overdue: 2 };

/** A unit's state: its worst schedule's (ok without schedules). */
export function worstState(states: Iterable<UpkeepState>): UpkeepState {
  let worst: UpkeepState = 'ok';
  for (const state of states) if (stateRank[state] > stateRank[worst]) worst = state;
  return worst;
}

// ── Running cost ──────────────────────────────────────────────────────────────────────────
/** The period running cost is measured over: after `from` (12 months before today) up to today, both as dates. */
export function upkeepPeriod(today: string): { from: string; to: string } {
  return { from: addMonthsClamped(today, -UPKEEP_PERIOD_MONTHS), to: today };
}

/** Money of the service log added exactly, to the cent. */
export function sumCosts(costs: readonly number[]): number {
  let cents = 0n;
  for (const cost of costs) cents += toUnits(cost, 2);
  return fromUnits(cents, 2);
}

/**
 * What an hour of running the unit actually cost: the service log's costs over the hours it ran, exactly, rounded
 * half-up to the cent. Null when it ran no hours (nothing to spread the cost over).
 */
export function runningCostPerHour(logCosts: readonly number[], hoursUsedInPeriod: number): number | null {
  const hours = hundredths(hoursUsedInPeriod);
  if (hours <= 0n) return null;
  const cents = toUnits(sumCosts(logCosts), 2);
  // cents / (hundredths of an hour / 100) = cents × 100 / hundredths, in cents an hour.
  return fromUnits(divideHalfUp(cents * 100n, hours), 2);
}

/** The owner's warning: running the unit costs more an hour than the price book charges for it. */
export function isUnderPriced(running: number | null, priceBookCostPerHour: number | null): boolean {
  return running !== null && priceBookCostPerHour !== null && toUnits(running, 4) > toUnits(priceBookCostPerHour, 4);
}

// ── Availability ──────────────────────────────────────────────────────────────────────────
/** Only an active unit can go out on a work order: out of service, in repair and retired ones stay in the yard. */
export function isAttachable(status: EquipmentStatus): boolean {
  return status === 'active';
}

/** The 422 answer to attaching a unit that is not active. */
export function unavailableUnitMessage(unit: { name: string; status: EquipmentStatus; outOfServiceReason?: string | null }): string {
  if (unit.status === 'out_of_service')
    return `${unit.name} is out of service${unit.outOfServiceReason ? ` (${unit.outOfServiceReason})` : ''} and cannot go out on a work order`;
  if (unit.status === 'in_repair') return `${unit.name} is in repair and cannot go out on a work order`;
  return `${unit.name} is retired and cannot go out on a work order`;
}

/** How far a calendar day is from today, for the lists: 'due today', 'due in 3 days', '2 days overdue'. */
export function describeRemaining(due: ScheduleDue, unit: ScheduleIntervalUnit): string {
  if (due.remaining === null) return 'No meter reading yet';
  const label = isCalendarInterval(unit) ? 'day' : unit === 'hours' ? 'h' : 'mi';
  const amount = Math.abs(due.remaining);
  const text = label === 'day' ? `${amount} ${amount === 1 ? 'day' : 'days'}` : `${amount.toLocaleString('en-US')} ${label}`;
  if (due.remaining === 0) return isCalendarInterval(unit) ? 'Due today' : 'Due now';
  return due.remaining < 0 ? `${text} overdue` : `Due in ${text}`;
}
