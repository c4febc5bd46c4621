import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUnits } from '../shared/decimal';
import { MAX_REPORT_ROWS, type ReportSection } from './report.schemas';
import { averageDaysToApprove, conversionRate, salesReport, type SalesGroupAggregate, type SalesPeriodAggregates } from './sales-report';

const DAY = 86_400;

/**
 * A small period worked by hand: five estimates made, four sent, two approved (3 days and 4.5 days after their first
 * sending: 7.5 days ÷ 2 = 3.75, which prints 3.8) and one declined, so conversion is 2 ÷ 3 = 66.7%.
 */
const period: SalesPeriodAggregates = {
  created: { count: 5, value: 12_400 },
  sent: { count: 4, value: 10_150.5 },
  approved: { count: 2, value: 6_300.25 },
  declined: { count: 1, value: 1_200 },
  timedApprovals: 2,
  secondsToApprove: 3 * DAY + 4.5 * DAY,
  byEstimator: [
    { id: 'u-sam', name: 'Sam Rivera', sent: 1, approved: 0, declined: 1, valueWon: 0 },
    { id: 'u-dana', name: 'Dana Whitfield', sent: 3, approved: 2, declined: 0, valueWon: 6_300.25 },
  ],
  byLeadSource: [
    { id: 'src-referral', name: 'Referral', sent: 2, approved: 1, declined: 1, valueWon: 2_100.25 },
    { id: null, name: null, sent: 2, approved: 1, declined: 0, valueWon: 4_200 },
  ],
  leadsByStatus: [
    { status: 'new', count: 3, estimatedValue: 4_500 },
    { status: 'won', count: 1, estimatedValue: 2_000.5 },
    { status: 'lost', count: 2, estimatedValue: 700 },
  ],
};

/** The comparison: two sent, one approved ten days after sending, one declined. */
const before: SalesPeriodAggregates = {
  created: { count: 2, value: 2_000 },
  sent: { count: 2, value: 2_000 },
  approved: { count: 1, value: 1_000 },
  declined: { count: 1, value: 1_000 },
  timedApprovals: 1,
  secondsToApprove: 10 * DAY,
  byEstimator: [],
  byLeadSource: [],
  leadsByStatus: [],
};

const empty: SalesPeriodAggregates = {
  created: { count: 0, value: 0 },
  sent: { count: 0, value: 0 },
  approved: { count: 0, value: 0 },
  declined: { count: 0, value: 0 },
  timedApprovals: 0,
  secondsToApprove: 0,
  byEstimator: [],
  byLeadSource: [],
  leadsByStatus: [],
};

const section = (sections: ReportSection[], key: string) => sections.find((each) => each.key === key)!;
const valuesOf = (each: ReportSection) => each.rows.map((r) => r.values);

describe('salesReport', () => {
  const report = salesReport({ period, comparison: before, openEstimates: { count: 3, value: 4_500.1 } });

  it('heads the report with estimates sent and won, conversion, value won, days to approve and what is still open', () => {
    expect(report.headline.map(({ key, value, comparison }) => [key, value, comparison])).toEqual([
      ['sent', 4, 2],
      ['approved', 2, 1],
      ['conversion', 66.7, 50],
      ['valueWon', 6_300.25, 1_000],
      ['daysToApprove', 3.8, 10],
      // Open estimates are a figure of today: there is nothing to compare them with.
      ['openValue', 4_500.1, null],
    ]);
  });

  it('shows the estimates funnel without a meaningless total', () => {
    const funnel = section(report.sections, 'estimates');
    expect(valuesOf(funnel)).toEqual([
      { stage: 'Created', estimates: 5, value: 12_400 },
      { stage: 'Sent', estimates: 4, value: 10_150.5 },
      { stage: 'Approved', estimates: 2, value: 6_300.25 },
      { stage: 'Declined', estimates: 1, value: 1_200 },
    ]);
    expect(funnel.totals).toBeNull();
    expect(funnel.rows.every((r) => r.link === '/estimates')).toBe(true);
  });

  it('ranks estimators by value won, with conversion of what each had answered', () => {
    const estimators = section(report.sections, 'estimators');
    expect(valuesOf(estimators)).toEqual([
      { name: 'Dana Whitfield', sent: 3, approved: 2, declined: 0, conversion: 100, valueWon: 6_300.25 },
      { name: 'Sam Rivera', sent: 1, approved: 0, declined: 1, conversion: 0, valueWon: 0 },
    ]);
    // 2 approved of 3 answered → 66.7%.
    expect(estimators.totals).toEqual({ sent: 4, approved: 2, declined: 1, valueWon: 6_300.25, conversion: 66.7 });
  });

  it('names the estimates of clients without a lead source No source', () => {
    const sources = section(report.sections, 'lead-sources');
    expect(valuesOf(sources)).toEqual([
      { name: 'No source', sent: 2, approved: 1, declined: 0, conversion: 100, valueWon: 4_200 },
      { name: 'Referral', sent: 2, approved: 1, declined: 1, conversion: 50, valueWon: 2_100.25 },
    ]);
    expect(sources.rows.map((r) => r.key)).toEqual(['none', 'src-referral']);
  });

  it('lists every lead stage in pipeline order, empty ones as zero', () => {
    const pipeline = section(report.sections, 'pipeline');
    expect(valuesOf(pipeline)).toEqual([
      { stage: 'New', leads: 3, estimatedValue: 4_500 },
      { stage: 'Contacted', leads: 0, estimatedValue: 0 },
      { stage: 'Estimate sent', leads: 0, estimatedValue: 0 },
      { stage: 'Won', leads: 1, estimatedValue: 2_000.5 },
      { stage: 'Lost', leads: 2, estimatedValue: 700 },
    ]);
    // 3 + 1 + 2 leads; $4,500 + $2,000.50 + $700.
    expect(pipeline.totals).toEqual({ leads: 6, estimatedValue: 7_200.5 });
  });

  it('has no comparison figures without a comparison period', () => {
    const alone = salesReport({ period, comparison: null, openEstimates: { count: 0, value: 0 } });
    expect(alone.headline.every((figure) => figure.comparison === null)).toBe(true);
  });

  it('gives an empty period zeros and no ratio (never NaN or Infinity)', () => {
    const quiet = salesReport({ period: empty, comparison: empty, openEstimates: { count: 0, value: 0 } });
    const byKey = Object.fromEntries(quiet.headline.map((figure) => [figure.key, figure]));
    expect(byKey.conversion!.value).toBeNull();
    expect(byKey.daysToApprove!.value).toBeNull();
    expect(byKey.sent!.value).toBe(0);
    const numbers = JSON.stringify(quiet);
    expect(numbers).not.toMatch(/NaN|Infinity/);
    expect(section(quiet.sections, 'estimators').rows).toEqual([]);
    expect(section(quiet.sections, 'estimators').totals).toMatchObject({ sent: 0, conversion: null });
  });

  it('lists at most MAX_REPORT_ROWS groups, the biggest winners, with totals and the count over all of them', () => {
    const many: SalesGroupAggregate[] = Array.from({ length: MAX_REPORT_ROWS + 3 }, (_, index) => ({
      id: `u${index}`,
      name: `Estimator ${index}`,
      sent: 1,
      approved: 1,
      declined: 0,
      valueWon: index + 0.01,
    }));
    const estimators = section(salesReport({ period: { ...empty, byEstimator: many }, comparison: null, openEstimates: { count: 0, value: 0 } }).sections, 'estimators');
    expect(estimators.rows).toHaveLength(MAX_REPORT_ROWS);
    expect(estimators.rowCount).toBe(MAX_REPORT_ROWS + 3);
    expect(estimators.rows[0]!.key).toBe(`u${MAX_REPORT_ROWS + 2}`);
    // Σ (index + 0.01) over 503 groups = 502 × 503 / 2 + 5.03 = 126,253 + 5.03.
    expect(estimators.totals!.valueWon).toBe(126_258.03);
    expect(estimators.totals!.sent).toBe(MAX_REPORT_ROWS + 3);
  });

  it('totals every group section exactly as the sum of its rows', () => {
    const group = fc.record({
      id: fc.option(fc.uuid(), { nil: null }),
      name: fc.option(fc.string({ maxLength: 8 }), { nil: null }),
      sent: fc.nat(50),
      approved: fc.nat(50),
      declined: fc.nat(50),
      valueWon: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 30 }), (groups) => {
        const estimators = section(salesReport({ period: { ...empty, byEstimator: groups }, comparison: null, openEstimates: { count: 0, value: 0 } }).sections, 'estimators');
        const cents = estimators.rows.reduce((sum, r) => sum + toUnits(r.values.valueWon as number, 2), 0n);
        expect(toUnits(estimators.totals!.valueWon as number, 2)).toBe(cents);
        expect(estimators.totals!.approved).toBe(groups.reduce((sum, g) => sum + g.approved, 0));
      }),
    );
  });
});

describe('the figures behind the headline', () => {
  it('converts approved ÷ (approved + declined), null when nothing was answered', () => {
    expect(conversionRate(1, 2)).toBe(33.3);
    expect(conversionRate(2, 1)).toBe(66.7);
    expect(conversionRate(0, 0)).toBeNull();
  });

  it('averages whole days from first sending to approval to one decimal, half up', () => {
    // 1 day + 2 hours = 26 h → 1.083 days → 1.1; 36 h ÷ 2 approvals = 0.75 days → 0.8.
    expect(averageDaysToApprove(DAY + 7_200, 1)).toBe(1.1);
    expect(averageDaysToApprove(36 * 3_600, 2)).toBe(0.8);
    expect(averageDaysToApprove(0, 0)).toBeNull();
  });
});
