import { fromUnits, roundTo, toUnits } from '@groundwork/domain/shared';
import { percentOf, type FigureKind, type FigureValue } from '@groundwork/domain/reporting';
import { formatCurrency } from '@/lib/format';

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Rounded half-up exactly before Intl prints it; `|| 0` so that nothing prints as '-0.0'. */
const decimal = (value: number) => oneDecimal.format(roundTo(value, 1) || 0);

/**
 * How a report figure reads: money to the cent ('$1,234.50', '-$5.00'), hours to one decimal with an h ('12.5h'),
 * percents to one decimal ('12.3%'), counts whole ('1,234'), days to one decimal ('4.2 days'), money per hour
 * ('$58.20/h'). A figure that cannot be worked out (no hours, no budget) is '—'; text prints as it is.
 */
export function formatFigure(value: FigureValue | undefined, kind: FigureKind): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '—';
  switch (kind) {
    case 'money':
      return formatCurrency(roundTo(value, 2) || 0);
    case 'money_per_hour':
      return `${formatCurrency(roundTo(value, 2) || 0)}/h`;
    case 'hours':
      return `${decimal(value)}h`;
    case 'percent':
      return `${decimal(value)}%`;
    case 'days':
      return `${decimal(value)} days`;
    case 'count':
      return whole.format(roundTo(value, 0) || 0);
    case 'text':
      return String(value);
  }
}

export type Trend = {
  direction: 'up' | 'down' | 'same';
  /** The change as a percent of the comparison, to one decimal (negative when down); null when the comparison is 0. */
  percent: number | null;
};

/** How a figure moved from its comparison; null when either side is missing. Exact to 4 decimals, so 0.3 − 0.1 is 0.2. */
export function trendOf(value: number | null, comparison: number | null): Trend | null {
  if (value === null || comparison === null || !Number.isFinite(value) || !Number.isFinite(comparison)) return null;
  const difference = toUnits(value, 4) - toUnits(comparison, 4);
  return {
    direction: difference > 0n ? 'up' : difference < 0n ? 'down' : 'same',
    percent: percentOf(fromUnits(difference, 4), Math.abs(comparison)),
  };
}

/** '▲ 12.5%', '▼ 3.0%', '▲' (from nothing), 'No change'. */
export function formatTrend(trend: Trend): string {
  if (trend.direction === 'same') return 'No change';
  const arrow = trend.direction === 'up' ? '▲' : '▼';
  return trend.percent === null ? arrow : `${arrow} ${decimal(Math.abs(trend.percent))}%`;
}

/** The same in words, for screen readers: 'Up 12.5%', 'Down 3.0%', 'Up', 'No change'. */
export function describeTrend(trend: Trend): string {
  if (trend.direction === 'same') return 'No change';
  const word = trend.direction === 'up' ? 'Up' : 'Down';
  return trend.percent === null ? word : `${word} ${decimal(Math.abs(trend.percent))}%`;
}
