import {
  describeRemaining,
  isCalendarInterval,
  meterUnitOf,
  type DueItem,
  type MeterUnit,
  type ScheduleIntervalUnit,
  type UpkeepSchedule,
} from '@groundwork/domain/equipment';
import { formatHours, formatShortDay } from '@/lib/format';

const meterNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A meter reading with its unit: '1,234.5h' (hours, as hours show everywhere) or '48,210 mi'. */
export function formatMeter(value: number | null, unit: MeterUnit): string {
  if (value === null) return '—';
  return unit === 'hours' ? formatHours(value) : `${meterNumber.format(value)} mi`;
}

/** 'Every 3 months', 'Every day', 'Every 100h', 'Every 5,000 mi'. */
export function formatInterval(every: number, unit: ScheduleIntervalUnit): string {
  if (isCalendarInterval(unit)) {
    const word = unit === 'days' ? 'day' : 'month';
    return every === 1 ? `Every ${word}` : `Every ${meterNumber.format(every)} ${word}s`;
  }
  return `Every ${formatMeter(every, meterUnitOf(unit)!)}`;
}

/** When a schedule (or a due item) falls due: 'Jun 3, 2026' by the calendar, 'at 1,250.0h' by the meter. */
export function formatNextDue(due: Pick<DueItem, 'unit' | 'nextDueDate' | 'nextDueMeter'>): string {
  if (isCalendarInterval(due.unit)) return formatShortDay(due.nextDueDate);
  return due.nextDueMeter === null ? '—' : `at ${formatMeter(due.nextDueMeter, meterUnitOf(due.unit)!)}`;
}

/** 'Due in 3 days', '12h overdue', 'No meter reading yet' — the domain's words for how far off a service is. */
export function formatRemaining(due: Pick<DueItem, 'unit' | 'nextDueDate' | 'nextDueMeter' | 'state' | 'remaining'>): string {
  return describeRemaining(due, due.unit);
}

/** When a schedule was last done: 'Mar 3, 2026', 'at 1,150.0h', or both. */
export function formatLastDone(schedule: Pick<UpkeepSchedule, 'unit' | 'effectiveLastDoneDate' | 'effectiveLastDoneMeter'>): string {
  const meterUnit = meterUnitOf(schedule.unit);
  const parts = [
    schedule.effectiveLastDoneDate ? formatShortDay(schedule.effectiveLastDoneDate) : null,
    meterUnit && schedule.effectiveLastDoneMeter !== null ? `at ${formatMeter(schedule.effectiveLastDoneMeter, meterUnit)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Never';
}

export const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${count === 1 ? word : `${word}s`}`;
