import { addDays, quarterKeyOf, quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import type { Db } from '../client';
import { planningGoals, planningPriorities, planningTodos } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';

/** The day `share` of the way through a quarter (0: its first day, 1: its last). */
function dayThrough(quarter: string, share: number): string {
  const { from, to } = quarterRange(quarter);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return addDays(from, Math.round(days * share));
}

/** Milestones spread over a quarter, done once their day has passed. */
function milestones(quarter: string, today: string, titles: readonly string[]) {
  return titles.map((title, index) => {
    const dueDate = dayThrough(quarter, (index + 1) / (titles.length + 1));
    return { title, dueDate, done: dueDate < today };
  });
}

/**
 * Annual and quarterly planning in use, agreeing with the rest of the demo: the year's goals serve the vision's focus
 * areas; last quarter's Big 3 put the monthly budget review, the org chart's roles and the Monday meeting in place (3
 * of 4 priorities done: the overdue receivables were not); this quarter's answer the health scorecard's weakest areas
 * — a marketing plan, a hiring process, client feedback. To-dos for the owner and the crew leader, one overdue.
 */
export async function seedDemoPlanning(db: Db, companyId: string, people: { owner: string; crewLeader: string }, now: Date = new Date()): Promise<void> {
  const [row] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(row?.timeZone), now);
  const quarter = quarterKeyOf(today);
  const previous = shiftQuarter(quarter, -1);
  const year = Number(quarter.slice(0, 4));

  // Each record a minute after the one before, so the screens list them in the order written here.
  let minute = 0;
  const stamped = <T extends object>(values: T) => {
    const at = new Date(now.getTime() - 60 * 60_000 + minute++ * 60_000);
    return { ...values, createdAt: at, updatedAt: at };
  };
  const goals = await db
    .insert(planningGoals)
    .values(
      [
        { companyId, year, title: 'Sell $90,000 of winter work: snow removal and holiday lighting', focusArea: 'Year-round revenue', measure: 'Signed winter contracts, in dollars' },
        { companyId, year, title: 'Win $250,000 of design-build installs', focusArea: 'Design-build growth', measure: 'Approved design-build estimates' },
        { companyId, year, title: 'Every crew led by a trained crew leader who keeps their own day', focusArea: 'Crew development', measure: 'Five crew leaders closing their day in Dispatch End of Day' },
      ].map(stamped),
    )
    .returning({ id: planningGoals.id, focusArea: planningGoals.focusArea });
  const goalOf = (focusArea: string) => goals.find((goal) => goal.focusArea === focusArea)!.id;
  // Last quarter's priorities may be of last year: only this year's goals are linked.
  const previousGoal = (focusArea: string) => (previous.startsWith(String(year)) ? goalOf(focusArea) : null);

  const previousEnd = quarterRange(previous).to;
  const currentEnd = quarterRange(quarter).to;
  const priorities: Array<typeof planningPriorities.$inferInsert> = [
    {
      companyId,
      quarter: previous,
      scope: 'company',
      title: 'Review the P&L against the budget every month',
      ownerUserId: people.owner,
      dueDate: previousEnd,
      status: 'done',
      milestones: milestones(previous, today, ['Budget set up in Budget Pricing', 'First monthly review', 'Prices checked against the budget']),
    },
    {
      companyId,
      quarter: previous,
      scope: 'company',
      title: 'Write a role for every position on the org chart',
      ownerUserId: people.owner,
      dueDate: previousEnd,
      status: 'done',
      goalId: previousGoal('Crew development'),
      milestones: milestones(previous, today, ['Org chart drawn', 'Roles written for the office', 'Roles written for the crews']),
    },
    { companyId, quarter: previous, scope: 'company', title: 'Start the Monday leadership meeting', ownerUserId: people.owner, dueDate: previousEnd, status: 'done' },
    { companyId, quarter: previous, scope: 'personal', title: 'Bring the overdue receivables under 30 days', ownerUserId: people.owner, dueDate: previousEnd, status: 'off_track' },
    {
      companyId,
      quarter,
      scope: 'company',
      title: 'Write the marketing plan for spring',
      description: 'Who we want as clients, the neighbourhoods to win and the budget to reach them.',
      ownerUserId: people.owner,
      dueDate: currentEnd,
      status: 'on_track',
      goalId: goalOf('Design-build growth'),
      milestones: milestones(quarter, today, ['Describe the ideal client', 'Pick three neighbourhoods', 'Set the marketing budget', 'Book the spring mailers']),
    },
    {
      companyId,
      quarter,
      scope: 'company',
      title: 'Put a hiring process in place before spring',
      ownerUserId: people.owner,
      dueDate: currentEnd,
      status: 'off_track',
      goalId: goalOf('Crew development'),
      milestones: milestones(quarter, today, ['Write the crew leader job ad', 'Interview questions for each role', 'First-week training plan']),
    },
    {
      companyId,
      quarter,
      scope: 'company',
      title: 'Ask every maintenance client how we did this season',
      ownerUserId: people.crewLeader,
      dueDate: currentEnd,
      status: 'on_track',
      goalId: goalOf('Year-round revenue'),
      milestones: milestones(quarter, today, ['Feedback form ready', 'Crew B’s route asked', 'Answers read in the Monday meeting']),
    },
    { companyId, quarter, scope: 'personal', title: 'Close the month’s books by the 5th', ownerUserId: people.owner, dueDate: currentEnd, status: 'on_track' },
    { companyId, quarter, scope: 'personal', title: 'Cut Crew B’s drive time with the Monday round', ownerUserId: people.crewLeader, dueDate: currentEnd, status: 'on_track' },
  ];
  await db.insert(planningPriorities).values(priorities.map(stamped));

  const madeAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const todo = (title: string, ownerUserId: string, dueIn: number, doneDaysAgo: number | null = null) => ({
    companyId,
    title,
    ownerUserId,
    dueDate: addDays(today, dueIn),
    doneAt: doneDaysAgo === null ? null : madeAt(doneDaysAgo),
    createdByUserId: people.owner,
    createdAt: madeAt(dueIn < 0 ? 7 - dueIn : 4),
    updatedAt: madeAt(doneDaysAgo ?? 4),
  });
  await db.insert(planningTodos).values([
    todo('Post the crew leader job ad', people.owner, -2),
    todo('Send the client 45 days overdue a final notice', people.owner, 1),
    todo('Call the three biggest maintenance clients for feedback', people.crewLeader, 3),
    todo('Sharpen Crew B’s mower blades before the last cut', people.crewLeader, 5),
    todo('Draft the spring marketing budget', people.owner, 2, 1),
    todo('Check Crew B’s fuel receipts against the timesheets', people.crewLeader, -1, 3),
  ]);
}
