import type { FigureKind, ReportChart as ReportChartSpec, ReportSection } from '@groundwork/domain/reporting';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFigure } from '../format-figure';
import { chartRows } from '../chart-rows';

/**
 * A section's chart, drawn with recharts. This module is only ever loaded through React.lazy (section-chart.tsx), so
 * recharts stays in a chunk of its own that the reporting screen fetches after its first paint. The chart is a
 * picture of the table below it: the wrapper names it for screen readers and the table carries the figures.
 */

const seriesColours = ['var(--primary)', 'var(--info)', 'var(--warning)', 'var(--destructive)', 'var(--muted-foreground)'];

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** Axis ticks are short ('$12.5K', '40%', '120h'); the tooltip prints the exact figure. */
function axisTick(value: number, kind: FigureKind): string {
  if (kind === 'money' || kind === 'money_per_hour') return compactDollars.format(value);
  if (kind === 'percent') return `${compactNumber.format(value)}%`;
  if (kind === 'hours') return `${compactNumber.format(value)}h`;
  return compactNumber.format(value);
}

/** A long row label (a job's name) is cut on the axis; the tooltip shows it whole. */
const axisLabel = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);

export default function ReportChart({ section, chart }: { section: ReportSection; chart: ReportChartSpec }) {
  const { data, series } = chartRows(section, chart);
  const kind = series[0]?.kind ?? 'count';
  const Chart = chart.kind === 'line' ? LineChart : BarChart;
  return (
    // The initial size draws the chart at once; the container's measured size replaces it a frame later.
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 256 }}>
      <Chart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="category" tick={{ fontSize: 12 }} tickLine={false} interval="preserveStartEnd" minTickGap={12} tickFormatter={(label: string) => axisLabel(String(label))} />
        <YAxis width={56} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} tickFormatter={(value: number) => axisTick(value, kind)} />
        {/* Series keep the order the report gives them (s0, s1, …), in the tooltip and the legend alike. */}
        <Tooltip itemSorter="dataKey" formatter={(value) => formatFigure(typeof value === 'number' ? value : null, kind)} />
        {series.length > 1 && <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />}
        {series.map((each, index) =>
          chart.kind === 'line' ? (
            // Dots while there are few points, so a month standing between two gaps still shows.
            <Line key={each.dataKey} type="monotone" dataKey={each.dataKey} name={each.label} stroke={seriesColours[index % seriesColours.length]} strokeWidth={2} dot={data.length <= 24 ? { r: 2.5 } : false} isAnimationActive={false} />
          ) : (
            <Bar key={each.dataKey} dataKey={each.dataKey} name={each.label} fill={seriesColours[index % seriesColours.length]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}
