import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOf, sumCostings, workOrderCosting } from '../orders/job-costing';
import { jobCostingReport, type CostingFigures, type CostingGroup, type CostingWhole } from './job-costing-report';
import { MAX_REPORT_ROWS, reportSectionSchema, type ReportSection } from './report.schemas';
import { sumMoney } from './report-table';

const sectionOf = (sections: ReportSection[], key: string) => sections.find((each) => each.key === key)!;

function wholeOf(groups: readonly CostingFigures[], extra: Pick<CostingWhole, 'rowCount' | 'lostMoney' | 'overrunMinutes'>): CostingWhole {
  const sum = (field: keyof CostingFigures) => groups.reduce((total, each) => total + each[field], 0);
  return {
    orders: sum('orders'),
    estimatedMinutes: sum('estimatedMinutes'),
    actualMinutes: sum('actualMinutes'),
    labour: sumMoney(groups.map((each) => each.labour)),
    materials: sumMoney(groups.map((each) => each.materials)),
    callbacks: sumMoney(groups.map((each) => each.callbacks)),
    revenue: sumMoney(groups.map((each) => each.revenue)),
    ...extra,
  };
}

// Ann Berg's weekly mowing: two visits, 4 h budgeted, 5 h worked, $155.25 labour, $20 materials, a $31.05 callback, $180.
const mowing: CostingFigures = { orders: 2, estimatedMinutes: 240, actualMinutes: 300, labour: 155.25, materials: 20, callbacks: 31.05, revenue: 180 };
// A one-off spring clean-up: 3 h budgeted, 2.5 h worked, $77.63 labour, $45.50 materials, $400.
const cleanUp: CostingFigures = { orders: 1, estimatedMinutes: 180, actualMinutes: 150, labour: 77.63, materials: 45.5, callbacks: 0, revenue: 400 };
// Cole Dunn's mulch beds: 2 h budgeted and worked, $62.10 labour, $25 mulch, $150.
const mulch: CostingFigures = { orders: 1, estimatedMinutes: 120, actualMinutes: 120, labour: 62.1, materials: 25, callbacks: 0, revenue: 150 };

const jobs: CostingGroup[] = [
  { ...cleanUp, subject: { kind: 'order', orderId: 'order-1042', number: 1042, title: 'Spring clean-up' } },
  { ...mulch, subject: { kind: 'job', jobId: 'job-mulch', customerId: 'cust-cole', customerName: 'Cole Dunn', serviceName: 'Mulch beds' } },
  { ...mowing, subject: { kind: 'job', jobId: 'job-mowing', customerId: 'cust-ann', customerName: 'Ann Berg', serviceName: 'Weekly mowing' } },
];
// Job A's callback was about one of its visits, so it follows that visit's crew (North).
const whole = wholeOf([mowing, cleanUp, mulch], { rowCount: 3, lostMoney: 1, overrunMinutes: 60 });

describe('jobCostingReport', () => {
  const report = jobCostingReport({
    jobs,
    byService: [
      { ...mowing, subject: { kind: 'service', serviceId: 'svc-mowing', name: 'Weekly mowing' } },
      { ...mulch, subject: { kind: 'service', serviceId: 'svc-mulch', name: 'Mulch beds' } },
      { ...cleanUp, subject: { kind: 'service', serviceId: null, name: null } },
    ],
    byCrew: [
      {
        orders: 3,
        estimatedMinutes: 420,
        actualMinutes: 450,
        labour: 232.88,
        materials: 65.5,
        callbacks: 31.05,
        revenue: 580,
        subject: { kind: 'crew', crewId: 'crew-north', name: 'North' },
      },
      { ...mulch, subject: { kind: 'crew', crewId: 'crew-south', name: 'South' } },
    ],
    whole,
    comparison: wholeOf([mulch], { rowCount: 1, lostMoney: 0, overrunMinutes: 0 }),
  });

  it('lists jobs and one-off orders, the one that lost the most first, with their costing worked out', () => {
    const section = sectionOf(report.sections, 'jobs');
    expect(reportSectionSchema.parse(section)).toEqual(section);
    expect(section.rows.map((each) => each.values)).toEqual([
      // Cost 155.25 + 20 + 31.05 = 206.30; profit 180 − 206.30 = −26.30 (−14.61% → −14.6%).
      {
        label: 'Ann Berg · Weekly mowing',
        orders: 2,
        estimatedHours: 4,
        actualHours: 5,
        hoursVariance: 1,
        labour: 155.25,
        materials: 20,
        callbacks: 31.05,
        cost: 206.3,
        revenue: 180,
        profit: -26.3,
        margin: -14.6,
      },
      // Cost 62.10 + 25 = 87.10; profit 62.90 (41.93% → 41.9%).
      { label: 'Cole Dunn · Mulch beds', orders: 1, estimatedHours: 2, actualHours: 2, hoursVariance: 0, labour: 62.1, materials: 25, callbacks: 0, cost: 87.1, revenue: 150, profit: 62.9, margin: 41.9 },
      // Cost 77.63 + 45.50 = 123.13; profit 276.87 (69.22% → 69.2%); half an hour under budget.
      { label: 'WO-1042 · Spring clean-up', orders: 1, estimatedHours: 3, actualHours: 2.5, hoursVariance: -0.5, labour: 77.63, materials: 45.5, callbacks: 0, cost: 123.13, revenue: 400, profit: 276.87, margin: 69.2 },
    ]);
    // A loss (and an overrun) is highlighted; a job opens its customer's jobs, a one-off order its own page.
    expect(section.rows.map(({ key, link, highlight }) => ({ key, link, highlight }))).toEqual([
      { key: 'job-mowing', link: '/customers/cust-ann?tab=jobs', highlight: true },
      { key: 'job-mulch', link: '/customers/cust-cole?tab=jobs', highlight: false },
      { key: 'order-1042', link: '/orders/order-1042', highlight: false },
    ]);
    // 4 orders, 9 h budgeted, 9.5 h worked; cost 294.98 + 90.50 + 31.05 = 416.53; profit 730 − 416.53 = 313.47 (42.94% → 42.9%).
    expect(section.totals).toEqual({
      orders: 4,
      estimatedHours: 9,
      actualHours: 9.5,
      hoursVariance: 0.5,
      labour: 294.98,
      materials: 90.5,
      callbacks: 31.05,
      cost: 416.53,
      revenue: 730,
      profit: 313.47,
      margin: 42.9,
    });
    expect(section.rowCount).toBe(3);
  });

  it('heads the report with revenue, cost, profit, margin, the jobs that lost money and the hours over budget', () => {
    expect(report.headline.map(({ key, kind, value, comparison }) => ({ key, kind, value, comparison }))).toEqual([
      { key: 'revenue', kind: 'money', value: 730, comparison: 150 },
      { key: 'cost', kind: 'money', value: 416.53, comparison: 87.1 },
      { key: 'profit', kind: 'money', value: 313.47, comparison: 62.9 },
      { key: 'margin', kind: 'percent', value: 42.9, comparison: 41.9 },
      { key: 'lost-money', kind: 'count', value: 1, comparison: 0 },
      { key: 'hours-over-budget', kind: 'hours', value: 1, comparison: 0 },
    ]);
  });

  it('groups the same figures by service and by crew, worst first, with the same totals', () => {
    const byService = sectionOf(report.sections, 'by-service');
    expect(byService.rows.map((each) => [each.values.label, each.values.profit, each.link])).toEqual([
      ['Weekly mowing', -26.3, '/services/svc-mowing'],
      ['Mulch beds', 62.9, '/services/svc-mulch'],
      ['No service', 276.87, null],
    ]);
    const byCrew = sectionOf(report.sections, 'by-crew');
    // North: 580 − (232.88 + 65.50 + 31.05) = 250.57.
    expect(byCrew.rows.map((each) => [each.values.label, each.values.profit, each.values.cost, each.highlight])).toEqual([
      ['South', 62.9, 87.1, false],
      ['North', 250.57, 329.43, true], // 7.5 h worked against 7 h budgeted
    ]);
    expect(byService.totals).toEqual(sectionOf(report.sections, 'jobs').totals);
    expect(byCrew.totals).toEqual(sectionOf(report.sections, 'jobs').totals);
    expect(byCrew.chart).toEqual({ kind: 'bar', x: 'label', series: ['revenue', 'cost'] });
  });

  it('shows at most MAX_REPORT_ROWS rows while the count and totals cover every job', () => {
    const many: CostingGroup[] = Array.from({ length: MAX_REPORT_ROWS + 3 }, (_, index) => ({
      ...mulch,
      revenue: index,
      subject: { kind: 'order', orderId: `order-${index}`, number: 2000 + index, title: 'Visit' },
    }));
    const { sections } = jobCostingReport({ jobs: many, byService: [], byCrew: [], whole: wholeOf(many, { rowCount: 9_000, lostMoney: 100, overrunMinutes: 0 }), comparison: null });
    const section = sectionOf(sections, 'jobs');
    expect(section.rows).toHaveLength(MAX_REPORT_ROWS);
    expect(section.rowCount).toBe(9_000);
    // The lowest revenue (so the biggest loss) first.
    expect(section.rows[0]!.key).toBe('order-0');
  });

  it('without revenue or hours gives no margin rather than NaN', () => {
    const nothing = wholeOf([], { rowCount: 0, lostMoney: 0, overrunMinutes: 0 });
    const { headline, sections } = jobCostingReport({ jobs: [], byService: [], byCrew: [], whole: nothing, comparison: null });
    expect(headline.find((each) => each.key === 'margin')).toMatchObject({ value: null, comparison: null });
    expect(sectionOf(sections, 'jobs').totals).toMatchObject({ margin: null, revenue: 0, actualHours: 0 });
    expect(JSON.stringify({ headline, sections })).not.toMatch(/NaN|Infinity/);
  });

  it('agrees to the cent with workOrderCosting and sumCostings, and its rows add up to its totals (property)', () => {
    const entry = fc.record({ minutes: fc.integer({ min: 0, max: 600 }), hourlyCost: fc.integer({ min: 0, max: 999_999 }).map((units) => units / 10_000) });
    const use = fc.record({ quantity: fc.integer({ min: 0, max: 99_999 }).map((units) => units / 100), unitCost: fc.integer({ min: 0, max: 999_999 }).map((units) => units / 10_000) });
    const order = fc.record({
      budgetedHours: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100),
      revenue: fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
      labour: fc.array(entry, { maxLength: 4 }),
      materials: fc.array(use, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(order, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (drawnJobs) => {
        // What SQL sums per job: each order's costing (minutes, cents) added up.
        const groups: CostingGroup[] = drawnJobs.map((orders, index) => {
          const costings = orders.map(workOrderCosting);
          return {
            orders: orders.length,
            estimatedMinutes: orders.reduce((sum, each) => sum + minutesOf(each.budgetedHours), 0),
            actualMinutes: orders.reduce((sum, each) => sum + each.labour.reduce((minutes, one) => minutes + one.minutes, 0), 0),
            labour: sumMoney(costings.map((each) => each.labourCost)),
            materials: sumMoney(costings.map((each) => each.materialsCost)),
            callbacks: 0,
            revenue: sumMoney(costings.map((each) => each.revenue)),
            subject: { kind: 'job', jobId: `job-${index}`, customerId: `cust-${index}`, customerName: `Client ${index}`, serviceName: 'Mowing' },
          };
        });
        const { sections } = jobCostingReport({ jobs: groups, byService: [], byCrew: [], whole: wholeOf(groups, { rowCount: groups.length, lostMoney: 0, overrunMinutes: 0 }), comparison: null });
        const section = sectionOf(sections, 'jobs');
        for (const [index, orders] of drawnJobs.entries()) {
          const expected = sumCostings(orders.map(workOrderCosting));
          const shown = section.rows.find((each) => each.key === `job-${index}`)!.values;
          expect(shown).toMatchObject({ labour: expected.labourCost, materials: expected.materialsCost, revenue: expected.revenue, profit: expected.grossProfit });
        }
        for (const key of ['labour', 'materials', 'cost', 'revenue', 'profit'] as const) expect(sumMoney(section.rows.map((each) => each.values[key] as number))).toBe(section.totals![key]);
        expect(section.rows.reduce((sum, each) => sum + (each.values.orders as number), 0)).toBe(section.totals!.orders);
      }),
      { numRuns: 80 },
    );
  });
});
