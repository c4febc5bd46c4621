import { column, reportSchema, row, type HeadlineFigure, type Report, type ReportSection } from '@groundwork/domain/reporting';

/**
 * Reports as GET /reports/{name} answers them (test data), parsed with the contract's schema so a builder that drifts
 * from the contract fails at once.
 */

export const annCleanupOrderId = '6f9e3c74-5b2a-4c6d-9b7b-a00000000001';

export function aHeadlineFigure(overrides: Partial<HeadlineFigure> = {}): HeadlineFigure {
  return { key: 'revenue', label: 'Revenue', kind: 'money', value: 12_500, comparison: 10_000, target: null, link: null, ...overrides };
}

/**
 * Two jobs: Ann Green's spring cleanup lost money (highlighted, linked to its work order), Bob Stone's mowing made
 * some. Totals by hand: revenue 1,200.00 + 3,400.10 = 4,600.10; cost 1,450.50 + 2,100.00 = 3,550.50; hours
 * 22.5 + 40.0 = 62.5; margin (4,600.10 − 3,550.50) / 4,600.10 = 22.8%.
 */
export function aJobsSection(overrides: Partial<ReportSection> = {}): ReportSection {
  const columns = [column('job', 'Job', 'text'), column('revenue', 'Revenue', 'money'), column('cost', 'Cost', 'money'), column('hours', 'Hours', 'hours'), column('margin', 'Margin', 'percent')];
  return {
    key: 'jobs',
    title: 'Jobs',
    note: 'Cost is labour at the crew’s rate plus materials at cost.',
    columns,
    rows: [
      row('ann-cleanup', { job: 'Spring cleanup — Ann Green', revenue: 1200, cost: 1450.5, hours: 22.5, margin: -20.9 }, { link: `/orders/${annCleanupOrderId}`, highlight: true }),
      row('bob-mowing', { job: 'Weekly mowing — Bob Stone', revenue: 3400.1, cost: 2100, hours: 40, margin: 38.2 }),
    ],
    totals: { revenue: 4600.1, cost: 3550.5, hours: 62.5, margin: 22.8 },
    rowCount: 2,
    chart: { kind: 'bar', x: 'job', series: ['revenue', 'cost'] },
    ...overrides,
  };
}

/** The job costing report of the 2026 season compared with the 2025 season. */
export function aReport(overrides: Partial<Report> = {}): Report {
  return reportSchema.parse({
    name: 'job-costing',
    title: 'Job costing',
    period: { from: '2026-03-01', to: '2026-11-30' },
    comparison: { from: '2025-03-01', to: '2025-11-30' },
    headline: [aHeadlineFigure()],
    sections: [aJobsSection()],
    ...overrides,
  });
}
