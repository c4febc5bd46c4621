import { describe, expect, it } from 'vitest';
import { dashboardKpis, kpiReports } from './kpis';
import type { HeadlineFigure, Report, ReportName } from './report.schemas';

const figure = (key: string, value: number, comparison: number | null = null, target: number | null = null): HeadlineFigure => ({
  key,
  label: key,
  kind: 'money',
  value,
  comparison,
  target,
  link: null,
});
const report = (name: ReportName, headline: HeadlineFigure[]): Report => ({
  name,
  title: name,
  period: { from: '2026-11-01', to: '2026-11-27' },
  comparison: null,
  headline,
  sections: [],
});

describe('dashboardKpis', () => {
  it('reads each card from its report: the month’s and the season’s own figures, and the figures of today once', () => {
    const month = {
      'budget-vs-actual': report('budget-vs-actual', [figure('revenue', 48_250.5, 40_000, 52_000), figure('gross-margin', 41.2), figure('revenue-per-man-hour', 61.2), figure('hours-sold', 780)]),
    };
    const season = {
      'budget-vs-actual': report('budget-vs-actual', [figure('revenue', 612_400, 580_000, 598_000), figure('gross-margin', 44), figure('revenue-per-man-hour', 57.35), figure('hours-sold', 9_800)]),
      sales: report('sales', [figure('openValue', 66_501.53)]),
      receivables: report('receivables', [figure('overdue', 37_860.99, 0)]),
    };
    const kpis = dashboardKpis(month, season);
    expect(kpis.map((kpi) => kpi.key)).toEqual(['revenue', 'gross-margin', 'revenue-per-man-hour', 'hours-sold', 'open-estimates', 'overdue']);
    expect(kpis[0]).toMatchObject({ month: { value: 48_250.5, comparison: 40_000, target: 52_000 }, season: { value: 612_400, comparison: 580_000, target: 598_000 } });
    expect(kpis[5]).toMatchObject({ month: { value: 37_860.99, comparison: 0 }, season: { value: 37_860.99, comparison: 0 } });
  });

  it('asks the month only for the reports whose figures belong to a period', () => {
    expect(kpiReports.month).toEqual(['budget-vs-actual']);
    expect(kpiReports.season).toEqual(['budget-vs-actual', 'sales', 'receivables']);
  });

  it('leaves out a card whose report did not answer', () => {
    expect(dashboardKpis({}, {}).length).toBe(0);
  });
});
