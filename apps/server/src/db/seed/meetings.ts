import { agendas } from '@groundwork/domain/meetings';
import { addDays, quarterKeyOf, quarterRange, shiftQuarter, weekdayOf } from '@groundwork/domain/shared';
import type { Db } from '../client';
import { issues, meetings, planningTodos } from '../schema';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, endOfDayIn, usableTimeZone } from '../../lib/dates';
import type { DemoMeasurableKey } from './scorecard';

type Owner = 'owner' | 'crewLeader';

/** Where a story item happens: a weekly meeting by how many weeks before the latest one, or the quarterly review. */
type When = { weeksAgo: number } | 'review';

interface SolvedIssue {
  when: When;
  title: string;
  details: string;
  owner: Owner;
  resolution: string;
  todo: { title: string; owner: Owner };
}

/** Issues the leadership meeting solved, each with the to-do that carried it out (done by the next meeting). */
const solved: SolvedIssue[] = [
  {
    when: { weeksAgo: 12 },
    title: 'Mowing price below the budget’s labour rate',
    details: 'The budget says $6 an hour more than we charge for weekly mowing.',
    owner: 'owner',
    resolution: 'New clients get the budget price from next week; existing clients at their renewal.',
    todo: { title: 'Update the weekly mowing price in the price book', owner: 'owner' },
  },
  {
    when: { weeksAgo: 10 },
    title: 'Crew B leaves the yard late on Mondays',
    details: 'Loading the trailer Monday morning costs 40 minutes of paid time.',
    owner: 'crewLeader',
    resolution: 'The trailer is loaded Friday afternoon; the crew leaves the yard at 7:00.',
    todo: { title: 'Load Crew B’s trailer every Friday before clock-out', owner: 'crewLeader' },
  },
  {
    when: { weeksAgo: 8 },
    title: 'Nobody owns the overdue invoices',
    details: 'Invoices past due are noticed when the bank balance is low.',
    owner: 'owner',
    resolution: 'Priya calls every invoice 15 days past due; Dana calls at 45 days.',
    todo: { title: 'Give Priya the list of invoices 15 days past due every Monday', owner: 'owner' },
  },
  {
    when: { weeksAgo: 6 },
    title: 'Trimmer line and blades bought at retail mid-week',
    details: 'Three trips to the hardware store last week, at retail prices.',
    owner: 'crewLeader',
    resolution: 'Two weeks of stock on the shop shelf; Carlos counts it on Fridays and orders from the supplier.',
    todo: { title: 'Set up the shop shelf with two weeks of line and blades', owner: 'crewLeader' },
  },
  {
    when: { weeksAgo: 4 },
    title: 'Estimates take a week to go out',
    details: 'Two clients signed with someone else while waiting for our price.',
    owner: 'owner',
    resolution: 'Estimates go out within 48 hours of the walk-through; mowing and clean-ups from the saved services.',
    todo: { title: 'Agree the 48-hour rule with Nina and Jordan', owner: 'owner' },
  },
  {
    when: { weeksAgo: 2 },
    title: 'Fall clean-ups clash with the last mowing rounds',
    details: 'Crews were sent to clean-ups on properties still due a mow.',
    owner: 'crewLeader',
    resolution: 'A route’s clean-ups start the week after its last mow.',
    todo: { title: 'Mark each route’s last mow on the schedule', owner: 'crewLeader' },
  },
  {
    when: 'review',
    title: 'Hiring starts too late for spring',
    details: 'Last April two crews ran short-handed for five weeks.',
    owner: 'owner',
    resolution: 'The hiring process is one of this quarter’s Big 3; the posting goes out in January.',
    todo: { title: 'Ask the crews for referrals for next season', owner: 'owner' },
  },
];

/** The issues list today, most of them voted on; one dropped there from the scorecard's off-track receivables. */
const open: Array<{ title: string; details: string; owner: Owner | null; raisedBy: Owner; voters: Owner[]; daysAgo: number; measurable?: DemoMeasurableKey }> = [
  {
    title: 'Overdue receivables above the $30,000 goal',
    details: 'Off track on the scorecard for weeks; the client 45 days overdue is most of it.',
    owner: 'owner',
    raisedBy: 'owner',
    voters: ['owner', 'crewLeader'],
    daysAgo: 10,
    measurable: 'overdue',
  },
  { title: 'Snow contracts: a dozen sites still unsigned', details: 'Renewals went out late; the first snow can come any week.', owner: 'owner', raisedBy: 'owner', voters: ['owner', 'crewLeader'], daysAgo: 6 },
  { title: 'Crew B’s mower deck clogs on wet days', details: 'Half an hour a wet day cleaning the deck on site.', owner: 'crewLeader', raisedBy: 'crewLeader', voters: ['crewLeader'], daysAgo: 15 },
  { title: 'A second estimator: now or after spring?', details: 'Nina has twelve walk-throughs booked for March already.', owner: null, raisedBy: 'owner', voters: ['owner'], daysAgo: 20 },
  { title: 'Fewer five-star reviews since the clean-ups', details: 'Nobody asks for a review when the clean-up is done.', owner: null, raisedBy: 'crewLeader', voters: [], daysAgo: 3 },
];

/** To-dos the weekly meeting made on their own, due at the next meeting; some done, two still open after it. */
const weekTodos: Array<{ weeksAgo: number; title: string; owner: Owner; doneAfterDays: number | null }> = [
  { weeksAgo: 2, title: 'Post the fall clean-up schedule in the office', owner: 'crewLeader', doneAfterDays: null },
  { weeksAgo: 2, title: 'Send the snow contract renewals to the unsigned sites', owner: 'owner', doneAfterDays: 3 },
  { weeksAgo: 1, title: 'Call the three clients who complained about Crew B', owner: 'owner', doneAfterDays: null },
  { weeksAgo: 1, title: 'Get two quotes for a second mower deck', owner: 'crewLeader', doneAfterDays: 4 },
  { weeksAgo: 0, title: 'Ask the last five clean-up clients for a review', owner: 'owner', doneAfterDays: 1 },
  { weeksAgo: 0, title: 'Count the shop’s trimmer line and blades', owner: 'crewLeader', doneAfterDays: null },
];

/** Minutes of some weeks' good news and headlines, in turn. */
const goodNews = [
  'Dana: daughter made the varsity team. Carlos: Crew B finished the route by Thursday.',
  'Carlos: new trimmer line lasts twice as long. Dana: the bank approved the equipment line.',
  'Dana: first month reviewed against the budget. Carlos: Ryan ran the blower on his own all week.',
  'Carlos: no callbacks on Crew B this week. Dana: two referrals from the Edina HOA.',
  'Dana: back from the trade show with two leads. Carlos: his son’s first hockey game.',
];
const headlines = [
  'Customer: the Hendersons asked for a patio quote. Employee: Jake is back from his injury next week.',
  'Customer: a client paid three invoices at once. Employee: Miguel’s last week of the season is in November.',
  'Customer: two complaints about clippings on drives. Employee: Andre finished his skid steer certification.',
];

/** The instant a company day's wall clock shows `hour`:00 in `timeZone`. */
const atHour = (day: string, hour: number, timeZone: string) => new Date(endOfDayIn(addDays(day, -1), timeZone).getTime() + hour * 3_600_000);
const noonOf = (day: string) => new Date(`${day}T17:00:00.000Z`);
const ratingOf = (index: number, salt: number) => 7 + ((index * salt) % 3);

/**
 * The Monday 8:00 leadership meeting every week since last quarter began, each ended with both users rated 7–9,
 * minutes for some weeks, and issues solved with to-dos; next Monday's scheduled; the quarterly review at this
 * quarter's start (it takes that week's Monday meeting when the quarter starts on a Monday); the open issues list.
 */
export async function seedDemoMeetings(db: Db, companyId: string, users: Record<Owner, string>, measurableIds: Record<DemoMeasurableKey, string>, now: Date = new Date()): Promise<void> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const timeZone = usableTimeZone(zone?.timeZone);
  const today = dateIn(timeZone, now);
  const current = quarterRange(quarterKeyOf(today));
  const from = quarterRange(shiftQuarter(current.key, -1)).from;
  const attendees = [users.owner, users.crewLeader];

  // The quarterly review: the quarter's first weekday, or yesterday when the quarter is younger.
  const firstWeekday = addDays(current.from, weekdayOf(current.from) === 6 ? 2 : weekdayOf(current.from) === 0 ? 1 : 0);
  const reviewDay = firstWeekday < today ? firstWeekday : addDays(today, -1);
  const mondays: string[] = [];
  for (let day = addDays(from, (8 - weekdayOf(from)) % 7); day < today; day = addDays(day, 7)) if (day !== reviewDay) mondays.push(day);
  const nextMonday = addDays(today, ((8 - weekdayOf(today)) % 7) || 7);

  const weekly = mondays.map((day, index) => {
    const startedAt = atHour(day, 8, timeZone);
    const endedAt = new Date(startedAt.getTime() + 90 * 60_000);
    const notes: Record<string, string> = {};
    if (index % 2 === 0) notes.good_news = goodNews[(index / 2) % goodNews.length]!;
    if (index % 3 === 1) notes.headlines = headlines[Math.floor(index / 3) % headlines.length]!;
    return {
      companyId,
      kind: 'weekly_leadership' as const,
      title: 'Weekly leadership meeting',
      scheduledAt: startedAt,
      status: 'ended' as const,
      attendeeUserIds: attendees,
      sectionIndex: agendas.weekly_leadership.length - 1,
      startedAt,
      endedAt,
      notes,
      ratings: { [users.owner]: ratingOf(index, 7), [users.crewLeader]: ratingOf(index, 5) },
      recapSentAt: endedAt,
      createdByUserId: users.owner,
      createdAt: noonOf(addDays(day, -7)),
      updatedAt: endedAt,
    };
  });
  const reviewStart = atHour(reviewDay, 8, timeZone);
  const reviewEnd = atHour(reviewDay, 16, timeZone);
  const review = {
    companyId,
    kind: 'quarterly_review' as const,
    title: `Quarterly review — ${current.label}`,
    scheduledAt: reviewStart,
    status: 'ended' as const,
    attendeeUserIds: attendees,
    sectionIndex: agendas.quarterly_review.length - 1,
    startedAt: reviewStart,
    endedAt: reviewEnd,
    notes: {
      last_quarter: 'Four of six priorities done (67 %). The budget review and the written roles are done; the crew hours still have gaps.',
      health: 'Retook the health scorecard: 65 %, up from 57 %. Sales and marketing and people are the weakest.',
      big3: 'Big 3: the spring marketing plan (Dana), the hiring process (Dana), two crew members ready to lead (Carlos).',
    },
    ratings: { [users.owner]: 9, [users.crewLeader]: 8 },
    recapSentAt: reviewEnd,
    createdByUserId: users.owner,
    createdAt: noonOf(addDays(reviewDay, -14)),
    updatedAt: reviewEnd,
  };
  const next = {
    companyId,
    kind: 'weekly_leadership' as const,
    title: 'Weekly leadership meeting',
    scheduledAt: atHour(nextMonday, 8, timeZone),
    attendeeUserIds: attendees,
    createdByUserId: users.owner,
    createdAt: mondays.length > 0 ? weekly.at(-1)!.endedAt : now,
    updatedAt: mondays.length > 0 ? weekly.at(-1)!.endedAt : now,
  };
  const insertedWeekly = weekly.length === 0 ? [] : await db.insert(meetings).values(weekly).returning({ id: meetings.id });
  const [insertedReview] = await db.insert(meetings).values([review, next]).returning({ id: meetings.id });

  /** A story item's meeting (its id, day and when it ended), or none when the demo's weeks do not reach it. */
  const meetingOf = (when: When) => {
    if (when === 'review') return { id: insertedReview!.id, day: reviewDay, endedAt: reviewEnd };
    const index = mondays.length - 1 - when.weeksAgo;
    return index < 0 ? null : { id: insertedWeekly[index]!.id, day: mondays[index]!, endedAt: weekly[index]!.endedAt };
  };
  /** Done `days` after the meeting, when that day has come; never in the future. */
  const doneAt = (day: string, days: number | null) => (days !== null && addDays(day, days) < today ? noonOf(addDays(day, days)) : null);

  const solvedHere = solved.flatMap((issue) => {
    const meeting = meetingOf(issue.when);
    return meeting ? [{ issue, meeting }] : [];
  });
  const issueRows = [
    ...solvedHere.map(({ issue, meeting }) => ({
      companyId,
      title: issue.title,
      details: issue.details,
      status: 'solved' as const,
      ownerUserId: users[issue.owner],
      raisedByUserId: users[issue.owner],
      voterUserIds: attendees,
      resolution: issue.resolution,
      solvedAt: meeting.endedAt,
      solvedInMeetingId: meeting.id,
      createdAt: noonOf(addDays(meeting.day, -4)),
      updatedAt: meeting.endedAt,
    })),
    ...open.map((issue) => ({
      companyId,
      title: issue.title,
      details: issue.details,
      status: 'open' as const,
      ownerUserId: issue.owner ? users[issue.owner] : null,
      raisedByUserId: users[issue.raisedBy],
      measurableId: issue.measurable ? measurableIds[issue.measurable] : null,
      voterUserIds: issue.voters.map((voter) => users[voter]),
      createdAt: new Date(Math.min(noonOf(addDays(today, -issue.daysAgo)).getTime(), now.getTime())),
      updatedAt: new Date(Math.min(noonOf(addDays(today, -issue.daysAgo)).getTime(), now.getTime())),
    })),
  ];
  const insertedIssues = await db.insert(issues).values(issueRows).returning({ id: issues.id });

  const todoRows = [
    ...solvedHere.map(({ issue, meeting }, index) => ({
      title: issue.todo.title,
      owner: issue.todo.owner,
      meeting,
      issueId: insertedIssues[index]!.id,
      done: doneAt(meeting.day, 4),
    })),
    ...weekTodos.flatMap((todo) => {
      const meeting = meetingOf({ weeksAgo: todo.weeksAgo });
      return meeting ? [{ title: todo.title, owner: todo.owner, meeting, issueId: null, done: doneAt(meeting.day, todo.doneAfterDays) }] : [];
    }),
  ].map((todo) => ({
    companyId,
    title: todo.title,
    ownerUserId: users[todo.owner],
    dueDate: addDays(todo.meeting.day, 7),
    doneAt: todo.done,
    issueId: todo.issueId,
    meetingId: todo.meeting.id,
    createdByUserId: users.owner,
    createdAt: todo.meeting.endedAt,
    updatedAt: todo.done ?? todo.meeting.endedAt,
  }));
  if (todoRows.length > 0) await db.insert(planningTodos).values(todoRows);
}
