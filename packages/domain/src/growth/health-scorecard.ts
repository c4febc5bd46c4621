import { z } from 'zod';
import { isLeadershipRole, type Role } from '../auth/roles';
import { divideHalfUp, fromUnits } from '../shared/decimal';

/**
 * The business health scorecard (issue 18, "Business development I"; /accountability and /business-health-scorecard):
 * the leadership team rates 30 statements about the company, five in each of six areas, from 1 (not true of us) to
 * 5 (true of us). Area and total scores follow, their history quarter by quarter, and the weakest areas become
 * suggested quarterly priorities. One assessment a quarter; retaking it in the same quarter replaces it.
 *
 * A statement may be left unanswered (an assessment saved part-way is a draft): only answered statements count, so an
 * area's score is what its answered statements say, and an area with none answered has no score.
 */

export const healthAreas = ['leadership', 'finance', 'sales_marketing', 'operations', 'people', 'customer'] as const;
export type HealthArea = (typeof healthAreas)[number];

export const healthAreaTitles: Record<HealthArea, string> = {
  leadership: 'Leadership',
  finance: 'Finance',
  sales_marketing: 'Sales and marketing',
  operations: 'Operations',
  people: 'People',
  customer: 'Customer',
};

export const HEALTH_SCORE_MIN = 1;
export const HEALTH_SCORE_MAX = 5;

/** What each score means, as the assessment's radio buttons read. */
export const healthScoreLabels: Record<number, string> = {
  1: 'Not true of us',
  2: 'Rarely true',
  3: 'Sometimes true',
  4: 'Mostly true',
  5: 'True of us',
};

export interface HealthStatement {
  /** Stable: stored in every assessment. Never rename one; add a new statement instead. */
  key: string;
  area: HealthArea;
  /** What the team rates, written as a fact about the company. */
  statement: string;
  /** The same point written as a quarterly priority a leadership team can adopt when it scores low. */
  priority: string;
}

const statement = (area: HealthArea, name: string, text: string, priority: string): HealthStatement => ({
  key: `${area}.${name}`,
  area,
  statement: text,
  priority,
});

/** The catalogue, area by area in the order the screen shows them. */
export const healthStatements: readonly HealthStatement[] = [
  statement('leadership', 'vision_written', 'Our vision for the next three to five years is written down and the whole team knows it', 'Write the three-to-five-year vision and share it with every crew'),
  statement('leadership', 'quarterly_priorities', 'We set three to seven priorities each quarter, each with one owner, and check them every week', 'Set this quarter’s priorities with one owner each and review them weekly'),
  statement('leadership', 'weekly_meeting', 'The leadership team meets every week on the same day with the same agenda', 'Hold a weekly leadership meeting on a fixed day with a fixed agenda'),
  statement('leadership', 'owner_off_tools', 'The owner spends most of the week working on the business rather than in the field', 'Hand one of the owner’s field tasks to a crew leader each month'),
  statement('leadership', 'values_guide_decisions', 'Our core values guide hiring, reviews and hard decisions', 'Use the core values in every hire, review and hard decision'),

  statement('finance', 'budget_reviewed_monthly', 'We review actual results against our overhead budget every month', 'Review budget against actual results with the leadership team every month'),
  statement('finance', 'jobs_costed', 'We know the actual cost and margin of every finished job', 'Cost every finished job against its estimate'),
  statement('finance', 'prices_from_costs', 'Our prices are built from our own overhead and labour costs, not from competitors’ prices', 'Rebuild prices from the overhead budget and labour costs'),
  statement('finance', 'cash_reserve', 'We keep at least two months of operating expenses in reserve for the slow season', 'Build a cash reserve of two months’ operating expenses'),
  statement('finance', 'invoices_collected', 'Invoices go out within a week of the work and most are paid within 30 days', 'Invoice within a week of the work and collect within 30 days'),

  statement('sales_marketing', 'ideal_client', 'We know who our ideal client is and which neighbourhoods we want to work in', 'Describe the ideal client and the neighbourhoods to win'),
  statement('sales_marketing', 'leads_followed_up', 'Every lead is recorded with its source and answered within one business day', 'Record every lead’s source and answer it within one business day'),
  statement('sales_marketing', 'close_rate_known', 'We know our closing rate and average job size for each service', 'Track the closing rate and average job size of each service'),
  statement('sales_marketing', 'marketing_plan', 'We follow a written marketing plan with a budget for the season', 'Write the season’s marketing plan and its budget'),
  statement('sales_marketing', 'upsells_offered', 'Crews and account managers suggest extra work to existing clients', 'Give crews a simple way to pass on upsell leads'),

  statement('operations', 'routes_planned', 'Routes and schedules are planned ahead, so crews rarely wait or backtrack', 'Plan routes a week ahead to cut drive time'),
  statement('operations', 'standard_procedures', 'Our main services have written procedures that new hires learn from', 'Write standard procedures for the three main services'),
  statement('operations', 'equipment_maintained', 'Equipment is serviced on a schedule and breakdowns rarely stop a crew', 'Put every mower, truck and trailer on a service schedule'),
  statement('operations', 'hours_tracked', 'Crew hours are tracked against the hours budgeted for each job', 'Compare crew hours with budgeted hours on every job'),
  statement('operations', 'quality_checked', 'Finished work is checked against a quality standard before we invoice', 'Check finished work against a quality checklist before invoicing'),

  statement('people', 'roles_clear', 'Everyone has a written role with clear responsibilities and knows who they report to', 'Write a role and responsibilities sheet for every position'),
  statement('people', 'hiring_process', 'We hire with a written process: a job posting, interview questions and a scorecard', 'Set up a hiring process with postings, interview questions and a scorecard'),
  statement('people', 'onboarding', 'New hires follow a 30-day onboarding plan that includes safety training', 'Give every new hire a 30-day onboarding plan with safety training'),
  statement('people', 'one_on_ones', 'Each team member has regular one-on-ones and a quarterly review', 'Hold one-on-ones and quarterly reviews with every team member'),
  statement('people', 'crew_returns', 'Most of last season’s crew members came back this season', 'Find out why crew members leave and keep the best of them'),

  statement('customer', 'expectations_set', 'Clients know what we will do, when, and what it costs before work starts', 'Send clear proposals and confirm each job’s scope and date'),
  statement('customer', 'kept_informed', 'Clients hear from us before a visit, when plans change and when the work is done', 'Tell clients before each visit and whenever plans change'),
  statement('customer', 'complaints_resolved', 'Complaints are recorded and resolved within two business days', 'Log every complaint and resolve it within two business days'),
  statement('customer', 'feedback_asked', 'We ask clients for feedback or a review at least once a season', 'Ask every client for feedback or a review each season'),
  statement('customer', 'renewals_known', 'We know what share of our clients renew each year', 'Measure the share of clients who renew and call those who do not'),
];

export const healthStatementKeys = healthStatements.map((item) => item.key);
const statementByKey = new Map(healthStatements.map((item) => [item.key, item]));

export function healthStatement(key: string): HealthStatement | undefined {
  return statementByKey.get(key);
}

/** The leadership takes the assessment (admins and office managers, as for the direction); everyone reads it. */
export function canTakeHealthAssessment(role: Role): boolean {
  return isLeadershipRole(role);
}

export const ONLY_LEADERS_TAKE_HEALTH_ASSESSMENT_MESSAGE = 'Only an admin or an office manager can take the business health assessment.';
export const HEALTH_ASSESSMENT_NOT_FOUND_MESSAGE = 'No assessment was taken that quarter.';
export const onlyThisQuarterMessage = (current: string) => `Only this quarter’s assessment (${quarterLabel(current)}) can be taken or retaken.`;

// ── Schemas ──────────────────────────────────────────────────────────────────────────────────

export const HEALTH_SCORE_MESSAGE = 'Score each statement with a whole number from 1 to 5';
export const UNKNOWN_STATEMENT_MESSAGE = 'Scores may only be given to the scorecard’s statements';
export const HEALTH_NOTES_MAX = 4000;

export const healthScoreSchema = z
  .number({ error: HEALTH_SCORE_MESSAGE })
  .int(HEALTH_SCORE_MESSAGE)
  .min(HEALTH_SCORE_MIN, HEALTH_SCORE_MESSAGE)
  .max(HEALTH_SCORE_MAX, HEALTH_SCORE_MESSAGE);

/** A score per statement key; a statement left out is unanswered. Keys outside the catalogue are refused. */
export const healthScoresSchema = z.strictObject(
  Object.fromEntries(healthStatementKeys.map((key) => [key, healthScoreSchema.optional()])) as Record<string, z.ZodOptional<typeof healthScoreSchema>>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_STATEMENT_MESSAGE : 'Scores must be a score for each statement') },
);
export type HealthScores = Partial<Record<string, number>>;

/** '2026-Q4': a calendar quarter. */
export const quarterSchema = z
  .string({ error: 'Quarter must look like 2026-Q4' })
  .regex(/^(19|20|21)\d{2}-Q[1-4]$/, 'Quarter must look like 2026-Q4');
export type Quarter = z.infer<typeof quarterSchema>;

export const quarterParamsSchema = z.strictObject({ quarter: quarterSchema });

export const saveHealthAssessmentInputSchema = z
  .object({
    scores: healthScoresSchema,
    notes: z
      .string({ error: 'Notes must be text' })
      .trim()
      .max(HEALTH_NOTES_MAX, `Notes must be at most ${HEALTH_NOTES_MAX} characters`)
      .default(''),
    /** The version the screen loaded; null when taking the quarter's first assessment. A mismatch is a 409. */
    updatedAt: z.iso.datetime({ offset: true, error: 'Must be the time the assessment was loaded' }).nullable().default(null),
  })
  .strict();
export type SaveHealthAssessmentInput = z.input<typeof saveHealthAssessmentInputSchema>;

// ── Scores ───────────────────────────────────────────────────────────────────────────────────

export interface ScoreSummary {
  /** Statements answered, and in the catalogue. */
  answered: number;
  statements: number;
  /** The answered scores added up. */
  points: number;
  /** points ÷ (5 × answered), as a whole percent, half-up; null with nothing answered. */
  percent: number | null;
  /** points ÷ answered, to 2 decimals, half-up; null with nothing answered. */
  average: number | null;
}

export interface AreaScore extends ScoreSummary {
  area: HealthArea;
}

export interface HealthScoreSummary {
  areas: AreaScore[];
  /** Every answered statement counted once, whatever its area (not an average of the area scores). */
  total: ScoreSummary;
  /** All 30 statements answered; otherwise the assessment is a draft. */
  complete: boolean;
}

function summarise(items: readonly HealthStatement[], scores: HealthScores): ScoreSummary {
  let answered = 0;
  let points = 0;
  for (const item of items) {
    const score = scores[item.key];
    if (score === undefined) continue;
    answered += 1;
    points += score;
  }
  if (answered === 0) return { answered, statements: items.length, points, percent: null, average: null };
  const count = BigInt(answered);
  return {
    answered,
    statements: items.length,
    points,
    percent: Number(divideHalfUp(BigInt(points) * 100n, count * BigInt(HEALTH_SCORE_MAX))),
    average: fromUnits(divideHalfUp(BigInt(points) * 100n, count), 2),
  };
}

export function areaScore(area: HealthArea, scores: HealthScores): AreaScore {
  return { area, ...summarise(healthStatements.filter((item) => item.area === area), scores) };
}

export function totalScore(scores: HealthScores): ScoreSummary {
  return summarise(healthStatements, scores);
}

export function healthScoreSummary(scores: HealthScores): HealthScoreSummary {
  const total = totalScore(scores);
  return { areas: healthAreas.map((area) => areaScore(area, scores)), total, complete: total.answered === total.statements };
}

export interface ScoreChange {
  /** Percentage points up (positive) or down against the earlier assessment; null when either has no score. */
  areas: Record<HealthArea, number | null>;
  total: number | null;
}

const pointsBetween = (now: number | null, before: number | null) => (now === null || before === null ? null : now - before);

/** How each area and the total moved from an earlier quarter's summary to this one's. */
export function scoreChange(current: HealthScoreSummary, previous: HealthScoreSummary): ScoreChange {
  const areas = {} as Record<HealthArea, number | null>;
  for (const area of healthAreas) {
    const now = current.areas.find((item) => item.area === area)?.percent ?? null;
    const before = previous.areas.find((item) => item.area === area)?.percent ?? null;
    areas[area] = pointsBetween(now, before);
  }
  return { areas, total: pointsBetween(current.total.percent, previous.total.percent) };
}

/** Answered areas from the lowest score up; equal scores keep the catalogue's order (leadership first). */
export function weakestAreas(scores: HealthScores): AreaScore[] {
  return healthAreas
    .map((area) => areaScore(area, scores))
    .filter((item): item is AreaScore & { percent: number } => item.percent !== null)
    .sort((a, b) => a.percent - b.percent || healthAreas.indexOf(a.area) - healthAreas.indexOf(b.area));
}

/** An area at or above this share of the maximum is healthy: it gets no suggested priority. */
export const HEALTHY_AREA_PERCENT = 80;
/** A statement scored above this is mostly true already: it is not suggested. */
export const SUGGEST_AT_OR_BELOW_SCORE = 3;
export const SUGGESTED_AREAS = 3;
export const SUGGESTIONS_PER_AREA = 2;

export interface SuggestedPriority {
  area: HealthArea;
  /** The statement the priority comes from, e.g. 'finance.budget_reviewed_monthly'. */
  statementKey: string;
  /** Its score in the assessment. */
  score: number;
  /** The priority as a leadership team would adopt it for the quarter. */
  title: string;
}

/**
 * Quarterly priorities for the weakest areas: the three lowest-scoring areas below 80 %, and in each its (at most two)
 * lowest-scored statements scored 3 or less — lowest score first, equal scores in the catalogue's order. The list runs
 * weakest area first. Empty when every answered area is healthy.
 */
export function suggestedPriorities(scores: HealthScores): SuggestedPriority[] {
  const areas = weakestAreas(scores)
    .filter((item) => item.percent !== null && item.percent < HEALTHY_AREA_PERCENT)
    .slice(0, SUGGESTED_AREAS);
  return areas.flatMap(({ area }) =>
    healthStatements
      .filter((item) => item.area === area && (scores[item.key] ?? Number.POSITIVE_INFINITY) <= SUGGEST_AT_OR_BELOW_SCORE)
      .map((item, order) => ({ item, order, score: scores[item.key]! }))
      .sort((a, b) => a.score - b.score || a.order - b.order)
      .slice(0, SUGGESTIONS_PER_AREA)
      .map(({ item, score }) => ({ area, statementKey: item.key, score, title: item.priority })),
  );
}

// ── Quarters ─────────────────────────────────────────────────────────────────────────────────

/** The quarter a calendar date (YYYY-MM-DD) falls in: '2026-11-03' → '2026-Q4'. */
export function quarterOf(date: string): Quarter {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  return `${year}-Q${Math.ceil(month / 3)}`;
}

/** '2026-Q1' → '2025-Q4'. */
export function previousQuarter(quarter: Quarter): Quarter {
  const year = Number(quarter.slice(0, 4));
  const number = Number(quarter.slice(6));
  return number === 1 ? `${year - 1}-Q4` : `${year}-Q${number - 1}`;
}

/** '2026-Q4' → 'Q4 2026', as the screen reads it. */
export function quarterLabel(quarter: Quarter): string {
  return `${quarter.slice(5)} ${quarter.slice(0, 4)}`;
}

// ── The API's answers ────────────────────────────────────────────────────────────────────────

const scoreSummarySchema = z.object({
  answered: z.number(),
  statements: z.number(),
  points: z.number(),
  percent: z.number().nullable(),
  average: z.number().nullable(),
});
export const healthScoreSummarySchema = z.object({
  areas: z.array(scoreSummarySchema.extend({ area: z.enum(healthAreas) })),
  total: scoreSummarySchema,
  complete: z.boolean(),
});

export const healthAssessmentSchema = z.object({
  quarter: quarterSchema,
  scores: z.record(z.string(), z.number()),
  notes: z.string(),
  takenBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  summary: healthScoreSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HealthAssessment = z.infer<typeof healthAssessmentSchema>;

export const healthAssessmentResultSchema = z.object({ assessment: healthAssessmentSchema });

/** The history: every quarter assessed, newest first, with the quarter it is now where the company works. */
export const healthAssessmentListSchema = z.object({
  currentQuarter: quarterSchema,
  assessments: z.array(healthAssessmentSchema),
});
export type HealthAssessmentList = z.infer<typeof healthAssessmentListSchema>;
