import { todoListSchema } from '@groundwork/domain/planning';
import {
  monthOf,
  onboardingChecklistSchema,
  onboardingOverviewSchema,
  oneOnOneListSchema,
  peopleDevelopmentSummarySchema,
  reviewCountsFor,
  reviewListSchema,
  reviewScheduleSchema,
} from '@groundwork/domain/people-development';
import { addDays, shiftQuarter } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { DEMO_CREW_LEADER } from './demo';
import { demoApp, seededDemo } from './demo-fixture';
import { DEMO_NEW_HIRE } from './people-development';

const t = demoApp;

async function get<T>(token: string, path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await t.call('GET', path, { token });
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return schema.parse(response.body.data);
}

describe('the demo company’s people development', () => {
  it('has a new hire twelve days into onboarding on Carlos’s crew, signed off by him, one first-week item overdue', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const overview = await get(token, '/people_development/onboarding', onboardingOverviewSchema);
    expect(overview.assignments).toHaveLength(1);
    const [noah] = overview.assignments;
    expect(noah).toMatchObject({ employee: { name: `${DEMO_NEW_HIRE.firstName} ${DEMO_NEW_HIRE.lastName}` }, position: { title: 'Crew Member / Labourer' }, canSignOff: true });
    expect(noah!.managers.map((manager) => manager.name)).toContain('Carlos Mendoza');
    expect(noah!.progress).toMatchObject({ day: DEMO_NEW_HIRE.daysIn + 1, status: 'in_progress', overdue: 1 });
    expect(noah!.progress.signedOff).toBeGreaterThan(noah!.items.filter((item) => item.dueDay === 1).length);
    expect(noah!.items.filter((item) => item.overdue).map((item) => item.dueDay)).toEqual([7]);
    expect(noah!.items.filter((item) => item.dueDay === 30).every((item) => item.signedOffAt === null)).toBe(true);
    expect(new Set(noah!.items.flatMap((item) => (item.signedOffBy ? [item.signedOffBy.name] : [])))).toEqual(new Set(['Carlos Mendoza', 'Dana Whitfield']));
    const seat = overview.positions.find((position) => position.id === noah!.position.id)!;
    expect(seat.saved).toBe(true);
    const checklist = await get(token, `/people_development/onboarding/checklists/${seat.id}`, onboardingChecklistSchema);
    expect(checklist.items.map((item) => item.title)).toContain('Ride along on Carlos’s Tuesday route');
    expect(checklist.items.map((item) => item.title)).toEqual(noah!.items.map((item) => item.title));
  });

  it('has the maintenance side’s one-on-ones, their commitments the owner’s and Carlos’s to-dos', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const list = await get(token, '/people_development/one_on_ones', oneOnOneListSchema);
    expect(list.meetings).toHaveLength(5);
    expect(list.meetings.map((meeting) => meeting.heldOn)).toEqual([...list.meetings.map((meeting) => meeting.heldOn)].sort().reverse());
    expect(list.meetings[0]).toMatchObject({ employee: { name: 'Noah Lindgren' }, manager: { name: 'Carlos Mendoza' } });
    const commitments = list.meetings.flatMap((meeting) => meeting.commitments);
    expect(commitments.some((each) => each.done)).toBe(true);
    expect(commitments.some((each) => !each.done && each.dueDate >= list.today)).toBe(true);
    expect(new Set(commitments.map((each) => each.ownerName))).toEqual(new Set(['Dana Whitfield', `${DEMO_CREW_LEADER.firstName} ${DEMO_CREW_LEADER.lastName}`]));
    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token })).body.data);
    expect(todos.todos.map((todo) => todo.id)).toEqual(expect.arrayContaining(commitments.filter((each) => !each.done).map((each) => each.todoId)));

    // Carlos signs in: he sees his crew's and his own, and manages his crew's.
    const carlos = await signIn(t, DEMO_CREW_LEADER.email, demo.password);
    const his = await get(carlos, '/people_development/one_on_ones', oneOnOneListSchema);
    expect(his.meetings.map((meeting) => [meeting.employee.name, meeting.canEdit])).toEqual([
      ['Noah Lindgren', true],
      ['Ryan Schultz', true],
      ['Carlos Mendoza', false],
      ['Ryan Schultz', true],
    ]);
  });

  it('has last quarter’s reviews shared (one below the bar), two overdue, and this quarter’s under way', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const schedule = await get(token, '/people_development/reviews/schedule', reviewScheduleSchema);
    const last = shiftQuarter(schedule.quarter, -1);
    // Everyone with a manager on the chart: the 18 holders below the owner's seat and the new hire.
    expect(schedule.people).toHaveLength(19);
    expect(schedule.people.filter((row) => row.overdueQuarter === last).map((row) => row.employee.name)).toEqual(['Leo Martin', 'Ryan Schultz']);
    // Sixteen shared last quarter; the general manager's latest is this quarter's.
    expect(schedule.people.filter((row) => row.lastShared?.quarter === last)).toHaveLength(15);
    expect(schedule.people.find((row) => row.employee.name === 'Marcus Reed')).toMatchObject({ thisQuarter: { status: 'shared' }, nextQuarter: shiftQuarter(schedule.quarter, 1) });
    expect(schedule.people.find((row) => row.employee.name === 'Andre Williams')).toMatchObject({ thisQuarter: { status: 'draft' }, nextQuarter: schedule.quarter });
    expect(schedule.people.find((row) => row.employee.name === 'Noah Lindgren')!.lastShared).toBeNull();

    const reviews = await get(token, '/people_development/reviews', reviewListSchema);
    const miguel = reviews.reviews.find((review) => review.employee.name === 'Miguel Torres')!;
    expect(miguel).toMatchObject({ quarter: last, status: 'shared', summary: { complete: true, aboveTheBar: false } });
    expect(miguel.values.map((value) => value.name)).toHaveLength(3);
    expect(reviews.reviews.filter((review) => review.quarter === last && review.summary.aboveTheBar === true)).toHaveLength(15);

    const summary = await get(token, '/people_development/summary', peopleDevelopmentSummarySchema);
    const month = monthOf(summary.today);
    const list = await get(token, '/people_development/one_on_ones', oneOnOneListSchema);
    // Due this quarter: all but the general manager (shared), and the new hire if he started after the quarter began.
    const noahCounts = reviewCountsFor(addDays(summary.today, -DEMO_NEW_HIRE.daysIn), summary.quarter);
    expect(summary).toMatchObject({
      people: 19,
      onboarding: { inProgress: 1, upcoming: 0, overdueItems: 1 },
      oneOnOnes: { thisMonth: list.meetings.filter((meeting) => meeting.heldOn >= month.from && meeting.heldOn <= month.to).length },
      reviews: { due: noahCounts ? 18 : 17, shared: 1, overdue: 2 },
    });

    // Carlos's schedule: the crew members' seat below his.
    const carlos = await signIn(t, DEMO_CREW_LEADER.email, demo.password);
    const his = await get(carlos, '/people_development/reviews/schedule', reviewScheduleSchema);
    expect(his.people.map((row) => row.employee.name)).toEqual(['Andre Williams', 'Jake Olson', 'Miguel Torres', 'Noah Lindgren', 'Ryan Schultz']);
  });
});
