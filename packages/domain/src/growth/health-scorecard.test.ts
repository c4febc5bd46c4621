import { describe, expect, it } from 'vitest';
import {
  areaScore,
  healthAreas,
  healthScoreSummary,
  healthStatements,
  previousQuarter,
  quarterOf,
  saveHealthAssessmentInputSchema,
  scoreChange,
  suggestedPriorities,
  totalScore,
  weakestAreas,
  type HealthArea,
  type HealthScores,
} from './health-scorecard';

/** Scores for an area's five statements, in the catalogue's order. */
function areaScores(area: HealthArea, scores: readonly number[]): HealthScores {
  const keys = healthStatements.filter((item) => item.area === area).map((item) => item.key);
  return Object.fromEntries(scores.map((score, index) => [keys[index]!, score]));
}

/** Every statement of each area given the same score. */
function everyArea(byArea: Record<HealthArea, number>): HealthScores {
  return Object.assign({}, ...healthAreas.map((area) => areaScores(area, [1, 2, 3, 4, 5].map(() => byArea[area]))));
}

describe('the statement catalogue', () => {
  it('has five statements in each of the six areas, each key unique and named after its area', () => {
    expect(healthStatements).toHaveLength(30);
    for (const area of healthAreas) expect(healthStatements.filter((item) => item.area === area)).toHaveLength(5);
    expect(new Set(healthStatements.map((item) => item.key)).size).toBe(30);
    for (const item of healthStatements) expect(item.key).toMatch(new RegExp(`^${item.area}\\.[a-z_]+$`));
    expect(healthStatements.find((item) => item.key === 'finance.budget_reviewed_monthly')?.statement).toBe(
      'We review actual results against our overhead budget every month',
    );
  });
});

describe('area and total scores', () => {
  it.each<[string, HealthArea, number[], { points: number; answered: number; percent: number | null; average: number | null }]>([
    // 3 × 5 = 15 of 25 → 60 %; 15 ÷ 5 = 3.00.
    ['every statement at 3', 'leadership', [3, 3, 3, 3, 3], { points: 15, answered: 5, percent: 60, average: 3 }],
    // 5 + 4 + 4 + 3 + 2 = 18 of 25 → 72 %; 18 ÷ 5 = 3.6.
    ['mixed scores', 'leadership', [5, 4, 4, 3, 2], { points: 18, answered: 5, percent: 72, average: 3.6 }],
    // Two answered (a draft): 4 + 5 = 9 of 10 → 90 %; 4.5. The three unanswered do not count against it.
    ['two of five answered', 'finance', [4, 5], { points: 9, answered: 2, percent: 90, average: 4.5 }],
    // 2 + 2 + 3 = 7 of 15 → 46.67 % → 47 %; 7 ÷ 3 = 2.333 → 2.33.
    ['a third that rounds', 'people', [2, 2, 3], { points: 7, answered: 3, percent: 47, average: 2.33 }],
    ['nothing answered', 'customer', [], { points: 0, answered: 0, percent: null, average: null }],
  ])('%s', (_label, area, scores, expected) => {
    expect(areaScore(area, areaScores(area, scores))).toEqual({ area, statements: 5, ...expected });
  });

  it('counts every answered statement once in the total, half-up', () => {
    // Eight answered, seven at 1 and one at 2: 9 of 40 → 22.5 % → 23 %; 9 ÷ 8 = 1.125 → 1.13.
    const scores = { ...areaScores('leadership', [1, 1, 1, 1, 1]), ...areaScores('finance', [1, 1, 2]) };
    expect(totalScore(scores)).toEqual({ answered: 8, statements: 30, points: 9, percent: 23, average: 1.13 });
  });

  it('says an assessment is complete only when all 30 statements are answered', () => {
    const all = everyArea({ leadership: 3, finance: 2, sales_marketing: 3, operations: 4, people: 2, customer: 5 });
    // (15 + 10 + 15 + 20 + 10 + 25) = 95 of 150 → 63.33 % → 63 %; 95 ÷ 30 = 3.1667 → 3.17.
    const summary = healthScoreSummary(all);
    expect(summary.complete).toBe(true);
    expect(summary.total).toMatchObject({ points: 95, percent: 63, average: 3.17 });
    expect(summary.areas.map((item) => item.percent)).toEqual([60, 40, 60, 80, 40, 100]);
    const { ['customer.renewals_known']: _left, ...draft } = all;
    expect(healthScoreSummary(draft).complete).toBe(false);
  });
});

describe('change against the previous quarter', () => {
  it('is the difference in percentage points, null where either quarter has no score', () => {
    const before = healthScoreSummary({ ...areaScores('leadership', [3, 3, 3, 3, 3]), ...areaScores('finance', [2, 2, 2, 2, 2]) });
    const now = healthScoreSummary({ ...areaScores('leadership', [4, 4, 3, 3, 3]), ...areaScores('finance', [2, 2, 2, 2, 1]), ...areaScores('people', [4]) });
    // Leadership 60 → 68 (+8); finance 40 → 36 (−4); people had no score before;
    // total 25 of 50 = 50 % → (17 + 9 + 4) = 30 of 55 = 54.5 % → 55 % (+5).
    expect(scoreChange(now, before)).toEqual({
      areas: { leadership: 8, finance: -4, sales_marketing: null, operations: null, people: null, customer: null },
      total: 5,
    });
  });
});

describe('weakest areas', () => {
  it('run lowest first, equal scores in the catalogue’s order, unanswered areas left out', () => {
    const scores = everyArea({ leadership: 3, finance: 2, sales_marketing: 3, operations: 4, people: 2, customer: 5 });
    expect(weakestAreas(scores).map((item) => [item.area, item.percent])).toEqual([
      ['finance', 40],
      ['people', 40],
      ['leadership', 60],
      ['sales_marketing', 60],
      ['operations', 80],
      ['customer', 100],
    ]);
    expect(weakestAreas(areaScores('operations', [1])).map((item) => item.area)).toEqual(['operations']);
  });
});

describe('suggestedPriorities', () => {
  it('takes the three weakest areas below 80 %, two statements each, in the catalogue’s order when scores tie', () => {
    const scores = everyArea({ leadership: 3, finance: 2, sales_marketing: 3, operations: 4, people: 2, customer: 5 });
    // Sales and marketing (60 %) is fourth: left for a later quarter.
    expect(suggestedPriorities(scores)).toEqual([
      { area: 'finance', statementKey: 'finance.budget_reviewed_monthly', score: 2, title: 'Review budget against actual results with the leadership team every month' },
      { area: 'finance', statementKey: 'finance.jobs_costed', score: 2, title: 'Cost every finished job against its estimate' },
      { area: 'people', statementKey: 'people.roles_clear', score: 2, title: 'Write a role and responsibilities sheet for every position' },
      { area: 'people', statementKey: 'people.hiring_process', score: 2, title: 'Set up a hiring process with postings, interview questions and a scorecard' },
      { area: 'leadership', statementKey: 'leadership.vision_written', score: 3, title: 'Write the three-to-five-year vision and share it with every crew' },
      { area: 'leadership', statementKey: 'leadership.quarterly_priorities', score: 3, title: 'Set this quarter’s priorities with one owner each and review them weekly' },
    ]);
  });

  it('picks the lowest-scored statements of an area and never one scored 4 or 5', () => {
    const scores = {
      ...everyArea({ leadership: 5, finance: 5, sales_marketing: 5, operations: 5, people: 5, customer: 5 }),
      // Finance 4 + 1 + 3 + 2 + 5 = 15 → 60 %: jobs costed (1), then the cash reserve (2).
      ...areaScores('finance', [4, 1, 3, 2, 5]),
      // Operations 4 + 4 + 4 + 4 + 3 = 19 → 76 %: only the quality check is 3 or lower.
      ...areaScores('operations', [4, 4, 4, 4, 3]),
    };
    expect(suggestedPriorities(scores).map((item) => [item.statementKey, item.score])).toEqual([
      ['finance.jobs_costed', 1],
      ['finance.cash_reserve', 2],
      ['operations.quality_checked', 3],
    ]);
  });

  it('suggests nothing when every area scores 80 % or more, nor from unanswered statements', () => {
    expect(suggestedPriorities(everyArea({ leadership: 4, finance: 4, sales_marketing: 5, operations: 4, people: 4, customer: 5 }))).toEqual([]);
    // Customer: one statement answered, at 1 → 20 %; the four unanswered are not suggested.
    expect(suggestedPriorities(areaScores('customer', [1])).map((item) => item.statementKey)).toEqual(['customer.expectations_set']);
    expect(suggestedPriorities({})).toEqual([]);
  });
});

describe('quarters', () => {
  it.each([
    ['2026-01-01', '2026-Q1'],
    ['2026-03-31', '2026-Q1'],
    ['2026-04-01', '2026-Q2'],
    ['2026-09-30', '2026-Q3'],
    ['2026-12-31', '2026-Q4'],
  ])('%s falls in %s', (date, quarter) => expect(quarterOf(date)).toBe(quarter));

  it('steps back across a year', () => {
    expect(previousQuarter('2026-Q1')).toBe('2025-Q4');
    expect(previousQuarter('2026-Q4')).toBe('2026-Q3');
  });
});

describe('saveHealthAssessmentInputSchema', () => {
  const key = 'finance.budget_reviewed_monthly';
  it.each<[string, unknown, string]>([
    ['a score of 0', { scores: { [key]: 0 } }, `scores.${key}`],
    ['a score of 6', { scores: { [key]: 6 } }, `scores.${key}`],
    ['a score of 2.5', { scores: { [key]: 2.5 } }, `scores.${key}`],
    ['a score as text', { scores: { [key]: '3' } }, `scores.${key}`],
    ['an unknown statement', { scores: { 'finance.pays_in_bitcoin': 3 } }, 'scores'],
    ['scores that are not an object', { scores: [3, 4] }, 'scores'],
    ['notes that are too long', { scores: {}, notes: 'x'.repeat(4001) }, 'notes'],
    ['an extra key', { scores: {}, companyId: 'x' }, ''],
    ['an updatedAt that is not a time', { scores: {}, updatedAt: 'yesterday' }, 'updatedAt'],
  ])('refuses %s', (_label, input, path) => {
    const result = saveHealthAssessmentInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('keeps a draft with some statements answered, trims the notes and starts with no version', () => {
    expect(saveHealthAssessmentInputSchema.parse({ scores: { [key]: 4 }, notes: '  Busy spring.  ' })).toEqual({
      scores: { [key]: 4 },
      notes: 'Busy spring.',
      updatedAt: null,
    });
  });
});
