import type { Milestone, PriorityScope, PriorityStatus } from '@groundwork/domain/planning';
import { addDays, quarterKeyOf, quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import type { Db } from '../client';
import { planningGoals, planningPriorities } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';

type Owner = 'owner' | 'crewLeader';
type GoalKey = 'crews' | 'design' | 'yearRound';

/** This year's goals, one for each focus area of the demo's vision (seed/company-setup.ts). */
const goals: Array<{ key: GoalKey; title: string; focusArea: string; measure: string }> = [
  { key: 'crews', title: 'Two crew leaders grown from within', focusArea: 'Crew development', measure: 'Two crew members leading a crew on their own by spring' },
  { key: 'design', title: 'Design-build sales of $250,000', focusArea: 'Design-build growth', measure: 'Value of installation estimates won in the year' },
  { key: 'yearRound', title: 'Snow contracts for 45 sites', focusArea: 'Year-round revenue', measure: 'Signed seasonal snow contracts by December 1' },
];

interface SeedPriority {
  scope: PriorityScope;
  title: string;
  description: string;
  owner: Owner;
  status: PriorityStatus;
  goal: GoalKey | null;
  /** Milestones with their day as days after the quarter began. */
  milestones: Array<{ title: string; day: number; done: boolean }>;
}

/**
 * Last quarter: the Big 3 from the coaching sessions — the budget reviewed monthly and every role written are done,
 * the crew's hours on the scorecard without gaps is not — and three own priorities, two done: 4 of 6, 67 %.
 */
export const lastQuarterPriorities: SeedPriority[] = [
  {
    scope: 'company',
    title: 'Review every month against the budget',
    description: 'Dana and the bookkeeper compare the month’s P&L with the overhead budget by the 10th.',
    owner: 'owner',
    status: 'done',
    goal: null,
    milestones: [
      { title: 'First monthly review with the bookkeeper', day: 20, done: true },
      { title: 'Second review, variances explained', day: 50, done: true },
    ],
  },
  {
    scope: 'company',
    title: 'A written role for every position on the org chart',
    description: 'Each position has its responsibilities, and each crew leader has their sheet.',
    owner: 'owner',
    status: 'done',
    goal: 'crews',
    milestones: [
      { title: 'Office and sales roles written', day: 30, done: true },
      { title: 'Crew leader sheets handed out', day: 60, done: true },
    ],
  },
  {
    scope: 'company',
    title: 'Crew hours on the scorecard every week',
    description: 'Each crew’s hours against the estimate, every Friday, without a missed week.',
    owner: 'crewLeader',
    status: 'off_track',
    goal: null,
    milestones: [
      { title: 'Hours reported four Fridays running', day: 35, done: true },
      { title: 'A whole month without a gap', day: 80, done: false },
    ],
  },
  { scope: 'personal', title: 'Mowing price up to the budget rate for new clients', description: '', owner: 'owner', status: 'done', goal: null, milestones: [] },
  { scope: 'personal', title: 'Ryan runs the trimmer and blower safely on his own', description: '', owner: 'crewLeader', status: 'done', goal: 'crews', milestones: [] },
  { scope: 'personal', title: 'No callbacks on Crew B’s route for a month', description: '', owner: 'crewLeader', status: 'off_track', goal: null, milestones: [] },
];

/** This quarter: the marketing plan and the hiring process the coach asked for, and the next crew leaders; under way. */
export const thisQuarterPriorities: SeedPriority[] = [
  {
    scope: 'company',
    title: 'A spring marketing plan: channels and budget',
    description: 'Where the spring’s leads come from and what each channel may spend.',
    owner: 'owner',
    status: 'on_track',
    goal: 'design',
    milestones: [
      { title: 'Last year’s leads listed by source', day: 14, done: true },
      { title: 'Three channels chosen with their budget', day: 40, done: true },
      { title: 'Spring mailer booked', day: 80, done: false },
    ],
  },
  {
    scope: 'company',
    title: 'A hiring process ready before spring',
    description: 'Posting, interview questions and a start-day checklist, so the crews are full by April.',
    owner: 'owner',
    status: 'off_track',
    goal: 'crews',
    milestones: [
      { title: 'Crew member job posting written', day: 45, done: false },
      { title: 'Interview questions and scorecard', day: 60, done: false },
      { title: 'Posted on two job boards', day: 85, done: false },
    ],
  },
  {
    scope: 'company',
    title: 'Two crew members ready to lead a crew',
    description: 'Named, trained on the route sheets and the timesheets, each leading Crew B for a week.',
    owner: 'crewLeader',
    status: 'on_track',
    goal: 'crews',
    milestones: [
      { title: 'Two candidates named', day: 21, done: true },
      { title: 'Route sheet and timesheet training', day: 50, done: false },
      { title: 'Each leads Crew B for a week', day: 85, done: false },
    ],
  },
  { scope: 'personal', title: 'Snow contracts signed for 45 sites', description: '', owner: 'owner', status: 'on_track', goal: 'yearRound', milestones: [] },
  { scope: 'personal', title: 'Crew B at 95 % efficiency or better', description: '', owner: 'crewLeader', status: 'on_track', goal: null, milestones: [] },
];

/** Noon of a company day in UTC: a timestamp that is that day wherever the demo is read in the Americas. */
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);

/**
 * Annual and quarterly planning used for two quarters: this year's three goals tied to the vision, last quarter's
 * priorities scored (67 %) and this quarter's under way, owned by the owner and the crew leader.
 */
export async function seedDemoPlanning(db: Db, companyId: string, users: Record<Owner, string>, now: Date = new Date()): Promise<void> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(zone?.timeZone), now);
  const current = quarterKeyOf(today);
  const year = Number(today.slice(0, 4));
  const quarters = [
    { key: shiftQuarter(current, -1), priorities: lastQuarterPriorities },
    { key: current, priorities: thisQuarterPriorities },
  ];
  // Set in the year's first week (or today, in its first days).
  const yearStart = new Date(Math.min(noonOf(`${year}-01-05`).getTime(), now.getTime()));
  const insertedGoals = await db
    .insert(planningGoals)
    .values(goals.map((goal) => ({ companyId, year, title: goal.title, focusArea: goal.focusArea, measure: goal.measure, createdAt: yearStart, updatedAt: yearStart })))
    .returning({ id: planningGoals.id });
  const goalId = new Map(goals.map((goal, index) => [goal.key, insertedGoals[index]!.id]));

  const rows = quarters.flatMap(({ key, priorities }) => {
    const { from, to } = quarterRange(key);
    // Set at the quarter's start; a goal of another year (last quarter was last year's) is not theirs.
    const set = new Date(Math.min(noonOf(from).getTime(), now.getTime()));
    const sameYear = Number(key.slice(0, 4)) === year;
    return priorities.map((priority) => ({
      companyId,
      quarter: key,
      scope: priority.scope,
      title: priority.title,
      description: priority.description,
      ownerUserId: users[priority.owner],
      dueDate: to,
      status: priority.status,
      goalId: priority.goal && sameYear ? goalId.get(priority.goal)! : null,
      milestones: priority.milestones.map((milestone): Milestone => {
        const day = addDays(from, milestone.day);
        // A milestone done is one whose day has come; never done in the future.
        return { title: milestone.title, dueDate: day > to ? to : day, done: milestone.done && day < today };
      }),
      createdAt: set,
      updatedAt: set,
    }));
  });
  await db.insert(planningPriorities).values(rows);
}
