import { column, row, type ReportSection } from '@groundwork/domain/reporting';
import { describe, expect, it } from 'vitest';
import { chartDescription, chartRows, MAX_CHART_BARS } from './chart-rows';

const months: ReportSection = {
  key: 'by-month',
  title: 'By month',
  note: '',
  columns: [column('month', 'Month', 'text'), column('invoiced', 'Invoiced', 'money'), column('collected', 'Collected', 'money')],
  rows: [row('2026-03', { month: 'March 2026', invoiced: 1200.5, collected: null }), row('2026-04', { month: 'April 2026', invoiced: 980, collected: 1200.5 })],
  totals: null,
  rowCount: 2,
  chart: { kind: 'line', x: 'month', series: ['invoiced', 'collected'] },
};

describe('a section as chart points', () => {
  it('labels each point by the x column and keeps a missing figure a gap, not a zero', () => {
    expect(chartRows(months, months.chart!)).toEqual({
      data: [
        { category: 'March 2026', s0: 1200.5, s1: null },
        { category: 'April 2026', s0: 980, s1: 1200.5 },
      ],
      series: [
        { dataKey: 's0', label: 'Invoiced', kind: 'money' },
        { dataKey: 's1', label: 'Collected', kind: 'money' },
      ],
    });
    expect(chartDescription(months, months.chart!)).toBe('Line chart of Invoiced and Collected by Month. The table below lists the figures.');
  });

  it(`draws the first ${MAX_CHART_BARS} bars of a long list, and says so`, () => {
    const jobs: ReportSection = {
      ...months,
      columns: [column('job', 'Job', 'text'), column('profit', 'Profit', 'money')],
      rows: Array.from({ length: 30 }, (_, index) => row(`job-${index}`, { job: `Job ${index + 1}`, profit: -index })),
      chart: { kind: 'bar', x: 'job', series: ['profit'] },
    };
    const { data } = chartRows(jobs, jobs.chart!);
    expect([data.length, data[0]?.category, data.at(-1)?.category]).toEqual([24, 'Job 1', 'Job 24']);
    expect(chartDescription(jobs, jobs.chart!)).toBe('Bar chart of Profit by Job (the first 24 of 30 rows). The table below lists the figures.');
  });
});
