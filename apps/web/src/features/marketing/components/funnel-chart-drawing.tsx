import type { FunnelMonth } from '@groundwork/domain/marketing';
import { monthLabels } from '@groundwork/domain/marketing';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The plan's months drawn with recharts. Only ever loaded through React.lazy (funnel-chart.tsx), so recharts stays in a
 * chunk of its own. A picture of the table below it: the wrapper names it for screen readers.
 */
export default function FunnelChartDrawing({ months }: { months: readonly FunnelMonth[] }) {
  const data = months.map((month) => ({ month: monthLabels[month.month - 1]!.slice(0, 3), leads: month.leads ?? 0, estimates: month.estimates ?? 0, jobs: month.closes ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 224 }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="month" tick={{ fontSize: 12 }} tickLine={false} interval="preserveStartEnd" minTickGap={8} />
        <YAxis width={40} tick={{ fontSize: 12 }} tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip />
        <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="leads" name="Leads" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="estimates" name="Estimates" fill="var(--info)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="jobs" name="Jobs won" fill="var(--warning)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
