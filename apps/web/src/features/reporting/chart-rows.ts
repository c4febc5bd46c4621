import type { FigureKind, ReportChart, ReportSection } from '@groundwork/domain/reporting';
import { formatFigure } from './format-figure';

/** A bar chart of more rows than this is unreadable; it draws the first ones (the worst, as the server lists them). */
export const MAX_CHART_BARS = 24;

export type ChartSeries = { dataKey: string; label: string; kind: FigureKind };
export type ChartPoint = { category: string } & Record<string, string | number | null>;

/**
 * A section's rows as chart points: the x column's figure as the category, each series column as `s0`, `s1`, … (so a
 * column named like the category key cannot clash). Text or missing figures are gaps, not zeros.
 */
export function chartRows(section: ReportSection, chart: ReportChart): { data: ChartPoint[]; series: ChartSeries[] } {
  const columnOf = (key: string) => section.columns.find((each) => each.key === key);
  const xKind = columnOf(chart.x)?.kind ?? 'text';
  const series = chart.series.flatMap((key, index) => {
    const found = columnOf(key);
    return found ? [{ dataKey: `s${index}`, label: found.label, kind: found.kind, key }] : [];
  });
  const rows = chart.kind === 'bar' ? section.rows.slice(0, MAX_CHART_BARS) : section.rows;
  const data = rows.map((row) => {
    const point: ChartPoint = { category: formatFigure(row.values[chart.x], xKind) };
    for (const each of series) {
      const value = row.values[each.key];
      point[each.dataKey] = typeof value === 'number' ? value : null;
    }
    return point;
  });
  return { data, series: series.map(({ dataKey, label, kind }) => ({ dataKey, label, kind })) };
}

/** What the chart shows, for screen readers: 'Bar chart of Revenue and Cost by Job (the first 24 of 120 rows).' */
export function chartDescription(section: ReportSection, chart: ReportChart): string {
  const labels = chart.series.map((key) => section.columns.find((each) => each.key === key)?.label).filter(Boolean);
  const x = section.columns.find((each) => each.key === chart.x)?.label ?? chart.x;
  const drawn = chart.kind === 'bar' ? Math.min(section.rows.length, MAX_CHART_BARS) : section.rows.length;
  const part = drawn < section.rows.length ? ` (the first ${drawn} of ${section.rows.length} rows)` : '';
  const series = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
  return `${chart.kind === 'bar' ? 'Bar' : 'Line'} chart of ${series} by ${x}${part}. The table below lists the figures.`;
}
