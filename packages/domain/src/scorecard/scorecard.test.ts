import { describe, expect, it } from 'vitest';
import type { Report } from '../reporting/report.schemas';
import {
  goalStatus,
  isMonday,
  onTrackShare,
  quarterFigure,
  quarterOf,
  reportsNeeded,
  sourceValue,
  trailingAverage,
  weekOf,
  weeksEnding,
  type Goal,
} from './scorecard';
import { measurableInputSchema, weekValueInputSchema } from './scorecard.schemas';

describe('weeks', () => {
  it('a week runs Monday to Sunday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-28')).toBe('2026-11-23'); // Saturday
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
  });

  it('13 weeks end with the week of the given day, oldest first, across a year end', () => {
    const weeks = weeksEnding('2027-01-06');
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toBe('2027-01-04');
    expect(weeks[0]).toBe('2026-10-12');
    expect(weeks).toContain('2026-12-28');
  });

  it('names the calendar quarter', () => {
    expect(quarterOf('2026-11-28')).toEqual({ label: 'Q4 2026', from: '2026-10-01', to: '2026-12-31' });
    expect(quarterOf('2027-02-28')).toEqual({ label: 'Q1 2027', from: '2027-01-01', to: '2027-03-31' });
    expect(quarterOf('2026-06-30')).toEqual({ label: 'Q2 2026', from: '2026-04-01', to: '2026-06-30' });
  });
});

describe('goal rules', () => {
  const atLeast: Goal = { rule: 'at_least', goal: 12_000, goalMax: null };
  const atMost: Goal = { rule: 'at_most', goal: 2, goalMax: null };
  const between: Goal = { rule: 'between', goal: 38, goalMax: 42 };

  it.each([
    [atLeast, 12_000, 'on_track'],
    [atLeast, 11_999.99, 'off_track'],
    [atLeast, null, 'empty'],
    [atMost, 2, 'on_track'],
    [atMost, 2.01, 'off_track'],
    [atMost, -5, 'on_track'],
    [between, 38, 'on_track'],
    [between, 42, 'on_track'],
    [between, 42.01, 'off_track'],
    [between, 37.99, 'off_track'],
  ] as const)('%j with %s is %s', (goal, value, status) => {
    expect(goalStatus(goal, value)).toBe(status);
  });

  it('the share on track counts weeks with a value only', () => {
    // 12,500 on, 9,000 off, empty, 12,000 on → 2 of 3 = 66.67 → 67 %
    expect(onTrackShare(atLeast, [12_500, 9_000, null, 12_000])).toBe(67);
    expect(onTrackShare(atLeast, [null, null])).toBeNull();
  });
});

describe('trailing average and the quarter', () => {
  it('averages the weeks that have a value, half-up to the cent', () => {
    // (10.00 + 10.01 + 10.01) / 3 = 10.006666… → 10.01
    expect(trailingAverage([10, null, 10.01, 10.01])).toBe(10.01);
    // (0.01 + 0.02) / 2 = 0.015 → 0.02 (half-up)
    expect(trailingAverage([0.01, 0.02])).toBe(0.02);
    expect(trailingAverage([null])).toBeNull();
  });

  it('adds money, counts and hours over the weeks that start in the quarter', () => {
    const weeks = [
      { week: '2026-09-28', value: 1_000.1 }, // starts in Q3: not counted
      { week: '2026-10-05', value: 0.1 },
      { week: '2026-10-12', value: 0.2 },
      { week: '2026-10-19', value: null },
    ];
    const quarter = quarterOf('2026-10-19');
    expect(quarterFigure('money', weeks, quarter)).toEqual({ value: 0.3, of: 'total' });
    expect(quarterFigure('count', [{ week: '2026-10-05', value: null }], quarter)).toEqual({ value: null, of: 'total' });
    // A rate is averaged: (0.1 + 0.2) / 2 = 0.15
    expect(quarterFigure('percent', weeks, quarter)).toEqual({ value: 0.15, of: 'average' });
  });
});

describe('measurables that fill themselves', () => {
  const report = (name: Report['name'], headline: Array<[string, number | null]>, sections: Report['sections'] = []): Report => ({
    name,
    title: name,
    period: { from: '2026-11-16', to: '2026-11-22' },
    comparison: null,
    headline: headline.map(([key, value]) => ({ key, label: key, kind: 'money', value, comparison: null, target: null, link: null })),
    sections,
  });
  const sales = report('sales', [['sent', 7], ['conversion', 62.5]], [
    {
      key: 'estimates',
      title: 'Estimates',
      note: '',
      columns: [],
      rows: [{ key: 'sent', values: { stage: 'Sent', estimates: 7, value: 18_450.5 }, link: null, highlight: false }],
      totals: null,
      rowCount: 1,
      chart: null,
    },
    { key: 'pipeline', title: 'Lead pipeline', note: '', columns: [], rows: [], totals: { leads: 11, estimatedValue: 0 }, rowCount: 0, chart: null },
  ]);

  it('reads a headline figure, a section row or a section total', () => {
    const reports = { sales, 'budget-vs-actual': report('budget-vs-actual', [['revenue', 14_210.35]]) };
    expect(sourceValue('estimates_sent', reports)).toBe(7);
    expect(sourceValue('close_rate', reports)).toBe(62.5);
    expect(sourceValue('estimates_sent_value', reports)).toBe(18_450.5);
    expect(sourceValue('new_leads', reports)).toBe(11);
    expect(sourceValue('revenue_earned', reports)).toBe(14_210.35);
    // Not built this week, or no figure: nothing to show rather than a zero.
    expect(sourceValue('overdue_receivables', reports)).toBeNull();
    expect(sourceValue('gross_margin', reports)).toBeNull();
  });

  it('builds only the reports the measurables need', () => {
    expect(reportsNeeded(['manual', 'estimates_sent', 'close_rate', 'revenue_earned'])).toEqual(['sales', 'budget-vs-actual']);
    expect(reportsNeeded(['manual'])).toEqual([]);
  });
});

describe('measurable input', () => {
  it('takes the source’s kind, and drops an upper goal unless between', () => {
    const parsed = measurableInputSchema.parse({ name: ' Revenue ', source: 'revenue_earned', kind: 'count', rule: 'at_least', goal: 12000, goalMax: 15000 });
    expect(parsed).toMatchObject({ name: 'Revenue', kind: 'money', goalMax: null, ownerEmployeeId: null });
  });

  it.each([
    [{ name: '', rule: 'at_least', goal: 1 }, 'name'],
    [{ name: 'x', rule: 'more', goal: 1 }, 'rule'],
    [{ name: 'x', rule: 'at_least', goal: 1.234 }, 'goal'],
    [{ name: 'x', rule: 'at_least', goal: 1e15 }, 'goal'],
    [{ name: 'x', rule: 'at_least', goal: '5' }, 'goal'],
    [{ name: 'x', rule: 'between', goal: 5 }, 'goalMax'],
    [{ name: 'x', rule: 'between', goal: 5, goalMax: 4 }, 'goalMax'],
    [{ name: 'x', rule: 'at_least', goal: 5, source: 'weather' }, 'source'],
    [{ name: 'x', rule: 'at_least', goal: 5, ownerEmployeeId: 'nope' }, 'ownerEmployeeId'],
  ])('%j is refused on %s', (input, field) => {
    const parsed = measurableInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('a week’s value may be negative or cleared', () => {
    expect(weekValueInputSchema.parse({ value: -250.5 })).toEqual({ value: -250.5 });
    expect(weekValueInputSchema.parse({ value: null })).toEqual({ value: null });
    expect(weekValueInputSchema.safeParse({ value: Number.NaN }).success).toBe(false);
  });
});
