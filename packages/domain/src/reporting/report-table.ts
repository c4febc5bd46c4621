import { serializeCsv, type CsvCell } from '../csv/csv';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import type { FigureKind, FigureValue, HeadlineFigure, Report, ReportColumn, ReportRow, ReportSection } from './report.schemas';

/**
 * What every report builder shares: exact sums and ratios (money in cents, hours in minutes, never floating sums),
 * and the one CSV writer the screen's Export button uses for any section.
 */

/** Σ money figures, exactly to the cent. */
export function sumMoney(values: readonly number[]): number {
  let cents = 0n;
  for (const value of values) cents += toUnits(value, 2);
  return fromUnits(cents, 2);
}

/** Hours (up to 2 decimals) as whole minutes. */
export const minutesOfHours = (hours: number): bigint => divideHalfUp(toUnits(hours, 2) * 60n, 100n);

/** Whole minutes as hours, rounded half-up to one decimal (how hours print). */
export const hoursOfMinutes = (minutes: number | bigint): number => fromUnits(divideHalfUp(BigInt(minutes) * 10n, 60n), 1);

/** numerator / denominator × 100 to one decimal, or null when the denominator is 0. Both exact to 4 decimals. */
export function percentOf(numerator: number, denominator: number): number | null {
  const d = toUnits(denominator, 4);
  if (d === 0n) return null;
  return fromUnits(divideHalfUp(toUnits(numerator, 4) * 1000n, d), 1);
}

/** money / hours to the cent, or null without hours. */
export function moneyPerHour(money: number, hours: number): number | null {
  const h = toUnits(hours, 2);
  if (h === 0n) return null;
  return fromUnits(divideHalfUp(toUnits(money, 2) * 100n, h), 2);
}

/** a / b to `places` decimals, or null when b is 0. */
export function ratio(a: number, b: number, places: number): number | null {
  const d = toUnits(b, 4);
  if (d === 0n) return null;
  return fromUnits(divideHalfUp(toUnits(a, 4) * 10n ** BigInt(places), d), places);
}

export const column = (key: string, label: string, kind: FigureKind): ReportColumn => ({ key, label, kind });

export function row(key: string, values: Record<string, FigureValue>, options: { link?: string | null; highlight?: boolean } = {}): ReportRow {
  return { key, values, link: options.link ?? null, highlight: options.highlight ?? false };
}

/** Totals of the additive columns of `rows` (money exact to the cent, hours and counts summed exactly). */
export function additiveTotals(rows: readonly ReportRow[], columns: readonly ReportColumn[], keys: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const key of keys) {
    const kind = columns.find((candidate) => candidate.key === key)?.kind;
    const values = rows.map((each) => each.values[key]).filter((value): value is number => typeof value === 'number');
    if (kind === 'money') totals[key] = sumMoney(values);
    else if (kind === 'hours') totals[key] = fromUnits(values.reduce((sum, value) => sum + toUnits(value, 2), 0n), 2);
    else totals[key] = values.reduce((sum, value) => sum + value, 0);
  }
  return totals;
}

const csvFigure = (value: FigureValue | undefined): CsvCell => (value === null || value === undefined ? '' : value);

/** One section as CSV: a header of the column labels, a line per row, then the totals line (when it has one). */
export function sectionCsv(section: ReportSection): string {
  const records: CsvCell[][] = [section.columns.map((each) => each.label)];
  for (const each of section.rows) records.push(section.columns.map((col) => csvFigure(each.values[col.key])));
  if (section.totals) records.push(section.columns.map((col, index) => (index === 0 && section.totals![col.key] === undefined ? 'Total' : csvFigure(section.totals![col.key]))));
  return serializeCsv(records, { guardFormulas: true });
}

/** The file name of a section's export: 'job-costing-by-crew-2026-03-01-to-2026-11-30.csv'. */
export function sectionCsvFileName(report: Pick<Report, 'name' | 'period'>, section: Pick<ReportSection, 'key'>): string {
  return `${report.name}-${section.key}-${report.period.from}-to-${report.period.to}.csv`;
}

/** A headline figure and the same figure over the comparison period (null without one). */
export function headlineFigure(
  key: string,
  label: string,
  kind: FigureKind,
  value: number | null,
  comparison: number | null,
  options: { link?: string | null; target?: number | null } = {},
): HeadlineFigure {
  return { key, label, kind, value, comparison, target: options.target ?? null, link: options.link ?? null };
}

/** Names in the order people read them, case and accents aside: one collator, as making one per comparison is slow on long lists. */
export const compareNames: (a: string, b: string) => number = new Intl.Collator('en-US', { sensitivity: 'base' }).compare;
