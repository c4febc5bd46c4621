import { describeGoal, type Goal, type MeasurableKind } from '@groundwork/domain/scorecard';
import { roundTo } from '@groundwork/domain/shared';
import { formatCurrency } from '@/lib/format';

const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A measurable's value as the scorecard prints it: money to the cent ('$12,500.00'), money per hour with '/h',
 * percents and hours with up to 2 decimals ('62.5%', '41.25h'), counts as typed ('14', '3.5'). None is '—'.
 */
export function formatMeasure(value: number | null, kind: MeasurableKind): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const rounded = roundTo(value, 2) || 0;
  switch (kind) {
    case 'money':
      return formatCurrency(rounded);
    case 'money_per_hour':
      return `${formatCurrency(rounded)}/h`;
    case 'percent':
      return `${upToTwo.format(rounded)}%`;
    case 'hours':
      return `${upToTwo.format(rounded)}h`;
    case 'count':
      return upToTwo.format(rounded);
  }
}

export const formatGoal = (goal: Goal, kind: MeasurableKind): string => describeGoal(goal, (value) => formatMeasure(value, kind));

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week by its Monday: 'Nov 23'. */
export function formatWeek(monday: string): string {
  const [year, month, day] = monday.split('-').map(Number);
  return shortDay.format(new Date(Date.UTC(year!, month! - 1, day!)));
}
