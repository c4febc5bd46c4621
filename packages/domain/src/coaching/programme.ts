import { SCORECARD_WEEKS } from '../scorecard/scorecard';

/**
 * The coaching programme (issue 19, "Coaching"): the path a company follows to run itself by its numbers and a
 * weekly rhythm, module by module, each done by a tool of the app. Where the company stands is worked out from
 * `CoachingFacts` — counts the server reads from the company's own records — by the pure functions below.
 */

/** What the server reads from the company's records (cheap counts; no figures from the client). */
export interface CoachingFacts {
  /** The company's today (YYYY-MM-DD) and its quarter ('2026-Q4'). */
  today: string;
  quarter: string;
  /** Each part of the direction with something written in it. */
  directionWritten: { purpose: boolean; values: boolean; vision: boolean; mission: boolean };
  /** Budgets saved, and whether one is the active budget estimates are priced from. */
  budgets: number;
  activeBudget: boolean;
  /** Positions on the org chart, and how many have someone in them. */
  orgChartPositions: number;
  orgChartPositionsFilled: number;
  /** Scorecard measurables, and how many of the last 13 weeks (this one included) have numbers. */
  measurables: number;
  scorecardWeeksKept: number;
  /** This quarter's company priorities (the Big 3) by status. */
  priorities: { total: number; onTrack: number; offTrack: number; done: number };
  /** Weekly leadership meetings held (ended) in the last 4 weeks, and the day of the latest ever held. */
  weeklyMeetings: { heldLast4Weeks: number; lastHeldOn: string | null };
  /** Open to-dos, and those of them past their due date. */
  todos: { open: number; overdue: number };
  /** Business health assessments taken this quarter and last quarter. */
  healthAssessments: { thisQuarter: boolean; lastQuarter: boolean };
  budgetProjectionSaved: boolean;
  /** Whether the growth planner's plan is saved, and how many years it plans (null without one). */
  growthPlanSaved: boolean;
  growthPlanYears: number | null;
}

export type ModuleStatus = 'done' | 'in_progress' | 'not_started';
export const moduleStatusLabels: Record<ModuleStatus, string> = { done: 'Done', in_progress: 'In progress', not_started: 'Not started' };

/** The thresholds the "done when" rules use. */
export const ORG_CHART_MIN_POSITIONS = 3;
export const SCORECARD_MIN_MEASURABLES = 5;
export const SCORECARD_MIN_WEEKS = 10;
export const BIG_THREE_COUNT = 3;
export const WEEKLY_MEETINGS_WINDOW_WEEKS = 4;
export const WEEKLY_MEETINGS_MIN = 3;

/** The app's screens the programme sends the company to (the web's routes). */
export const coachingPaths = {
  budget: '/budget-pricing',
  direction: '/business-development/company-mission-purpose-values',
  orgChart: '/business-development/org-chart',
  scorecard: '/company-scorecard',
  priorities: '/business-development/tasks',
  meetings: '/business-development/meetings',
  healthCheck: '/business-health-scorecard',
  budgetProjections: '/business-development/budget-projections',
  growthPlanner: '/business-development/growth-ceiling',
} as const;

// ── Tools: one line each on the landing page ───────────────────────────────────────────────────

export type ToolKey = 'budget' | 'direction' | 'org_chart' | 'scorecard' | 'priorities' | 'meetings' | 'todos' | 'health_check' | 'budget_projections' | 'growth_planner';

export interface BusinessTool {
  key: ToolKey;
  name: string;
  path: string;
  /** Where the company stands with it, in one line. */
  summary: (facts: CoachingFacts) => string;
  /** Whether it is in use: 'done' (kept up), 'in_progress' (started or slipping) or 'not_started'. */
  status: (facts: CoachingFacts) => ModuleStatus;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "purpose, values and vision" */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const directionParts = ['purpose', 'values', 'vision', 'mission'] as const;
const directionWritten = (facts: CoachingFacts) => directionParts.filter((part) => facts.directionWritten[part]);
const directionMissing = (facts: CoachingFacts) => directionParts.filter((part) => !facts.directionWritten[part]);

function directionSummary(facts: CoachingFacts): string {
  const written = directionWritten(facts);
  const missing = directionMissing(facts);
  if (written.length === 0) return 'Direction: nothing written yet';
  if (missing.length === 0) return 'Direction: purpose, values, vision and mission written';
  return `Direction: ${listed(written)} written, ${listed(missing)} missing`;
}

const prioritiesOnTrack = (facts: CoachingFacts) => facts.priorities.onTrack + facts.priorities.done;

function weeklyMeetingSummary(facts: CoachingFacts): string {
  const { heldLast4Weeks, lastHeldOn } = facts.weeklyMeetings;
  if (lastHeldOn === null) return 'No weekly leadership meeting held yet';
  return `${plural(heldLast4Weeks, 'weekly meeting')} in the last ${WEEKLY_MEETINGS_WINDOW_WEEKS} weeks, the last on ${lastHeldOn}`;
}

/**
 * The landing page's tools, in the order they are shown. Add a tool here (a key, its screen, a summary and a status
 * over the facts) and it appears on /business-development.
 */
export const businessTools: readonly BusinessTool[] = [
  {
    key: 'budget',
    name: 'Budget pricing',
    path: coachingPaths.budget,
    summary: (facts) => (facts.activeBudget ? 'An active budget prices every estimate' : facts.budgets > 0 ? 'A budget is saved, but none is active' : 'No budget yet'),
    status: (facts) => (facts.activeBudget ? 'done' : facts.budgets > 0 ? 'in_progress' : 'not_started'),
  },
  {
    key: 'direction',
    name: 'Direction',
    path: coachingPaths.direction,
    summary: directionSummary,
    status: (facts) => (directionMissing(facts).length === 0 ? 'done' : directionWritten(facts).length > 0 ? 'in_progress' : 'not_started'),
  },
  {
    key: 'org_chart',
    name: 'Org chart',
    path: coachingPaths.orgChart,
    summary: (facts) =>
      facts.orgChartPositions === 0 ? 'No positions on the org chart yet' : `${plural(facts.orgChartPositions, 'position')}, ${facts.orgChartPositionsFilled} with someone in them`,
    status: (facts) => orgChartStatus(facts),
  },
  {
    key: 'scorecard',
    name: 'Company scorecard',
    path: coachingPaths.scorecard,
    summary: (facts) =>
      facts.measurables === 0
        ? 'No measurables yet'
        : `Scorecard kept ${facts.scorecardWeeksKept} of the last ${SCORECARD_WEEKS} weeks (${plural(facts.measurables, 'measurable')})`,
    status: (facts) => scorecardStatus(facts),
  },
  {
    key: 'priorities',
    name: 'Quarterly priorities',
    path: coachingPaths.priorities,
    summary: (facts) =>
      facts.priorities.total === 0
        ? 'No company priorities this quarter'
        : `${prioritiesOnTrack(facts)} of ${plural(facts.priorities.total, 'priority', 'priorities')} on track${facts.priorities.done > 0 ? ` (${facts.priorities.done} done)` : ''}`,
    status: (facts) => prioritiesStatus(facts),
  },
  {
    key: 'meetings',
    name: 'Weekly leadership meeting',
    path: coachingPaths.meetings,
    summary: weeklyMeetingSummary,
    status: (facts) => meetingStatus(facts),
  },
  {
    key: 'todos',
    name: 'To-dos',
    path: coachingPaths.priorities,
    summary: (facts) => (facts.todos.open === 0 ? 'No open to-dos' : `${plural(facts.todos.open, 'open to-do')}, ${facts.todos.overdue} overdue`),
    status: (facts) => (facts.todos.overdue > 0 ? 'in_progress' : facts.todos.open > 0 ? 'done' : 'not_started'),
  },
  {
    key: 'health_check',
    name: 'Business health check',
    path: coachingPaths.healthCheck,
    summary: (facts) =>
      facts.healthAssessments.thisQuarter ? 'Taken this quarter' : facts.healthAssessments.lastQuarter ? 'Taken last quarter; due again this quarter' : 'Not taken this quarter or last',
    status: (facts) => healthStatus(facts),
  },
  {
    key: 'budget_projections',
    name: 'Budget projections',
    path: coachingPaths.budgetProjections,
    summary: (facts) => (facts.budgetProjectionSaved ? 'Projection saved' : facts.activeBudget ? 'No projection saved yet' : 'Needs an active budget first'),
    status: (facts) => (facts.budgetProjectionSaved ? 'done' : 'not_started'),
  },
  {
    key: 'growth_planner',
    name: 'Growth planner',
    path: coachingPaths.growthPlanner,
    summary: (facts) =>
      facts.growthPlanSaved
        ? `${facts.growthPlanYears === null ? 'A' : `A ${facts.growthPlanYears}-year`} plan of crews and hires saved`
        : facts.activeBudget
          ? 'No growth plan saved yet'
          : 'Needs an active budget first',
    status: (facts) => (facts.growthPlanSaved ? 'done' : 'not_started'),
  },
];

function orgChartStatus(facts: CoachingFacts): ModuleStatus {
  if (facts.orgChartPositions >= ORG_CHART_MIN_POSITIONS && facts.orgChartPositionsFilled === facts.orgChartPositions) return 'done';
  return facts.orgChartPositions > 0 ? 'in_progress' : 'not_started';
}

function scorecardStatus(facts: CoachingFacts): ModuleStatus {
  if (facts.measurables >= SCORECARD_MIN_MEASURABLES && facts.scorecardWeeksKept >= SCORECARD_MIN_WEEKS) return 'done';
  return facts.measurables > 0 ? 'in_progress' : 'not_started';
}

function prioritiesStatus(facts: CoachingFacts): ModuleStatus {
  const { total, offTrack } = facts.priorities;
  if (total >= BIG_THREE_COUNT && offTrack === 0) return 'done';
  return total > 0 ? 'in_progress' : 'not_started';
}

function meetingStatus(facts: CoachingFacts): ModuleStatus {
  if (facts.weeklyMeetings.heldLast4Weeks >= WEEKLY_MEETINGS_MIN) return 'done';
  return facts.weeklyMeetings.lastHeldOn !== null ? 'in_progress' : 'not_started';
}

/**
 * Growth planning is done with either tool saved: the projection plans the money, the growth planner the crews and
 * hires the same revenue needs — each answers the module's question of what the next years ask for.
 */
function growthPlanningStatus(facts: CoachingFacts): ModuleStatus {
  return facts.budgetProjectionSaved || facts.growthPlanSaved ? 'done' : 'not_started';
}

function healthStatus(facts: CoachingFacts): ModuleStatus {
  if (facts.healthAssessments.thisQuarter) return 'done';
  return facts.healthAssessments.lastQuarter ? 'in_progress' : 'not_started';
}

export interface ToolStatus {
  key: ToolKey;
  name: string;
  path: string;
  status: ModuleStatus;
  summary: string;
}

export function toolStatuses(facts: CoachingFacts): ToolStatus[] {
  return businessTools.map((tool) => ({ key: tool.key, name: tool.name, path: tool.path, status: tool.status(facts), summary: tool.summary(facts) }));
}

// ── The programme: modules in order ───────────────────────────────────────────────────────────

export type ModuleKey = 'numbers' | 'direction' | 'org_chart' | 'scorecard' | 'priorities' | 'weekly_meeting' | 'health_check' | 'growth_planning';

export interface ProgrammeModule {
  key: ModuleKey;
  title: string;
  /** What it is, for someone who has not met it. */
  whatItIs: string;
  /** The tool that does it. */
  toolName: string;
  path: string;
  doneWhen: string;
  status: (facts: CoachingFacts) => ModuleStatus;
  /** The one thing to do next while it is not done, and how to keep it up once it is. */
  nextStep: (facts: CoachingFacts) => string;
}

export const programmeModules: readonly ProgrammeModule[] = [
  {
    key: 'numbers',
    title: 'Know your numbers: budget & pricing',
    whatItIs: 'A profit-and-loss budget for the year that sets the labour price per hour and the markups every estimate uses, so each job recovers overhead and earns the target profit.',
    toolName: 'Budget Pricing',
    path: coachingPaths.budget,
    doneWhen: 'A budget is the active one, pricing every estimate.',
    status: (facts) => (facts.activeBudget ? 'done' : facts.budgets > 0 ? 'in_progress' : 'not_started'),
    nextStep: (facts) =>
      facts.activeBudget ? 'Compare the budget with actual results every month.' : facts.budgets > 0 ? 'Make a budget the active one so estimates use it.' : 'Set up this year’s budget in Budget Pricing.',
  },
  {
    key: 'direction',
    title: 'Direction: purpose, values, vision, mission',
    whatItIs: 'Why the company exists, how its people behave, where it is going in 5–10 years and the roadmap there — written down so everyone pulls the same way.',
    toolName: 'Mission, Purpose & Values',
    path: coachingPaths.direction,
    doneWhen: 'Purpose, core values, vision and mission are all written.',
    status: (facts) => (directionMissing(facts).length === 0 ? 'done' : directionWritten(facts).length > 0 ? 'in_progress' : 'not_started'),
    nextStep: (facts) => {
      const missing = directionMissing(facts);
      return missing.length === 0 ? 'Read the one-page plan with the team each quarter.' : `Write the company’s ${listed(missing)}.`;
    },
  },
  {
    key: 'org_chart',
    title: 'Org chart & accountability',
    whatItIs: 'Every seat the company needs, who reports to whom, and one person accountable for each seat.',
    toolName: 'Org Chart',
    path: coachingPaths.orgChart,
    doneWhen: `At least ${ORG_CHART_MIN_POSITIONS} positions, each with someone in it.`,
    status: orgChartStatus,
    nextStep: (facts) => {
      if (facts.orgChartPositions < ORG_CHART_MIN_POSITIONS) return `Put at least ${ORG_CHART_MIN_POSITIONS} positions on the org chart (${facts.orgChartPositions} so far).`;
      const empty = facts.orgChartPositions - facts.orgChartPositionsFilled;
      return empty > 0 ? `Put someone in the ${plural(empty, 'empty position')}.` : 'Review the seats when someone joins or leaves.';
    },
  },
  {
    key: 'scorecard',
    title: 'Company scorecard',
    whatItIs: 'A handful of weekly numbers, each with an owner and a goal, that tell the leadership team in five minutes whether the business is on track.',
    toolName: 'Company Scorecard',
    path: coachingPaths.scorecard,
    doneWhen: `At least ${SCORECARD_MIN_MEASURABLES} measurables, with numbers in ${SCORECARD_MIN_WEEKS} of the last ${SCORECARD_WEEKS} weeks.`,
    status: scorecardStatus,
    nextStep: (facts) => {
      if (facts.measurables < SCORECARD_MIN_MEASURABLES) return `Add measurables to the scorecard (${facts.measurables} of ${SCORECARD_MIN_MEASURABLES}).`;
      if (facts.scorecardWeeksKept < SCORECARD_MIN_WEEKS) return `Fill in the scorecard every week (${facts.scorecardWeeksKept} of the last ${SCORECARD_WEEKS} so far).`;
      return 'Keep filling it in before each weekly meeting.';
    },
  },
  {
    key: 'priorities',
    title: 'Quarterly priorities (Big 3)',
    whatItIs: 'The three most important things the company must get done this quarter, each with one owner and a due date.',
    toolName: 'Annual & Quarterly Planning',
    path: coachingPaths.priorities,
    doneWhen: `This quarter has its ${BIG_THREE_COUNT} company priorities and none is off track.`,
    status: prioritiesStatus,
    nextStep: (facts) => {
      const { total, offTrack } = facts.priorities;
      if (total < BIG_THREE_COUNT) return `Set this quarter’s Big 3 (${total} of ${BIG_THREE_COUNT} set).`;
      if (offTrack > 0) return `Get the ${plural(offTrack, 'priority', 'priorities')} off track back on track.`;
      return 'Review each priority in the weekly meeting.';
    },
  },
  {
    key: 'weekly_meeting',
    title: 'Weekly leadership meeting',
    whatItIs: 'Ninety minutes, same day and time each week: scorecard, priorities, to-dos, then the issues list solved one by one.',
    toolName: 'Meetings',
    path: coachingPaths.meetings,
    doneWhen: `At least ${WEEKLY_MEETINGS_MIN} weekly leadership meetings held in the last ${WEEKLY_MEETINGS_WINDOW_WEEKS} weeks.`,
    status: meetingStatus,
    nextStep: (facts) =>
      facts.weeklyMeetings.heldLast4Weeks >= WEEKLY_MEETINGS_MIN
        ? 'Keep the same day and time every week.'
        : facts.weeklyMeetings.lastHeldOn === null
          ? 'Hold the first weekly leadership meeting.'
          : `Hold the meeting every week (${facts.weeklyMeetings.heldLast4Weeks} in the last ${WEEKLY_MEETINGS_WINDOW_WEEKS} weeks).`,
  },
  {
    key: 'health_check',
    title: 'Business health check',
    whatItIs: 'A quarterly self-assessment of 30 statements across six areas that shows where the business is weakest and suggests priorities.',
    toolName: 'Business Health Scorecard',
    path: coachingPaths.healthCheck,
    doneWhen: 'The assessment is taken this quarter.',
    status: healthStatus,
    nextStep: (facts) => (facts.healthAssessments.thisQuarter ? 'Turn the weakest areas into next quarter’s priorities.' : 'Take this quarter’s business health assessment.'),
  },
  {
    key: 'growth_planning',
    title: 'Growth planning',
    whatItIs:
      'The next years of the profit-and-loss from today’s budget, with growth and inflation, and the crews, hours and hires that revenue needs, so hiring and equipment are planned before they are needed.',
    toolName: 'Budget Projections or the Growth Planner',
    path: coachingPaths.budgetProjections,
    doneWhen: 'A budget projection or a growth plan is saved.',
    status: growthPlanningStatus,
    nextStep: (facts) => {
      if (facts.budgetProjectionSaved && facts.growthPlanSaved) return 'Make next year’s draft budget from the projection, and hire before the planner’s first ceiling.';
      if (facts.budgetProjectionSaved) return 'Make next year’s draft budget from the projection.';
      if (facts.growthPlanSaved) return 'Hire before the growth planner’s first ceiling.';
      return facts.activeBudget ? 'Project the budget for the next years.' : 'Set an active budget first, then project it.';
    },
  },
];

export interface ModuleProgress {
  key: ModuleKey;
  /** 1-based, the programme's order. */
  number: number;
  title: string;
  whatItIs: string;
  toolName: string;
  path: string;
  doneWhen: string;
  status: ModuleStatus;
  nextStep: string;
}

/** Each module of the programme, in order, with its status and next step. */
export function moduleProgress(facts: CoachingFacts): ModuleProgress[] {
  return programmeModules.map((module, index) => ({
    key: module.key,
    number: index + 1,
    title: module.title,
    whatItIs: module.whatItIs,
    toolName: module.toolName,
    path: module.path,
    doneWhen: module.doneWhen,
    status: module.status(facts),
    nextStep: module.nextStep(facts),
  }));
}

export interface NextStep {
  /** A module's key, or what is slipping ('overdue_todos', 'off_track_priorities'). */
  key: ModuleKey | 'overdue_todos' | 'off_track_priorities';
  title: string;
  path: string;
}

export const NEXT_STEPS = 3;

/**
 * The three most important things to do next: what is slipping first (overdue to-dos, then priorities off track —
 * the week's commitments before anything new), then the unfinished modules in the programme's order, because each
 * builds on the ones before it. A company with everything done gets nothing.
 */
export function nextSteps(facts: CoachingFacts): NextStep[] {
  const steps: NextStep[] = [];
  if (facts.todos.overdue > 0) {
    steps.push({ key: 'overdue_todos', title: `Close or re-date the ${plural(facts.todos.overdue, 'overdue to-do')}.`, path: coachingPaths.priorities });
  }
  const progress = moduleProgress(facts);
  if (facts.priorities.offTrack > 0) {
    steps.push({ key: 'off_track_priorities', title: `Get the ${plural(facts.priorities.offTrack, 'priority', 'priorities')} off track back on track.`, path: coachingPaths.priorities });
  }
  for (const module of progress) {
    if (module.status === 'done') continue;
    // The priorities module's own step would repeat the off-track one above.
    if (module.key === 'priorities' && facts.priorities.offTrack > 0 && facts.priorities.total >= BIG_THREE_COUNT) continue;
    steps.push({ key: module.key, title: module.nextStep, path: module.path });
  }
  return steps.slice(0, NEXT_STEPS);
}

/** The programme's headline: modules done of all. */
export function programmeCompletion(facts: CoachingFacts): { done: number; total: number } {
  const progress = moduleProgress(facts);
  return { done: progress.filter((module) => module.status === 'done').length, total: progress.length };
}
