import { dispatchDayResultSchema, weekOf } from '@groundwork/domain/dispatch';
import { documentListSchema, orderChecklistListSchema, sopListSchema } from '@groundwork/domain/documents';
import { onboardingChecklistSchema, onboardingOverviewSchema } from '@groundwork/domain/people-development';
import { addDays } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s documents and SOPs', () => {
  it('has SOPs in every state, their checklists on the mowing orders of the crew’s phone and on the new hire’s onboarding', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const list = sopListSchema.parse((await t.call('GET', '/sops', { token })).body.data);
    const byTitle = new Map(list.sops.map((sop) => [sop.title, sop]));
    expect([...byTitle.values()].map((sop) => [sop.title, sop.status]).sort()).toEqual([
      ['Chemical spill response', 'draft'],
      ['Closing the office for the day', 'published'],
      ['Mower safety pre-start', 'published'],
      ['Paper timesheets', 'retired'],
      ['Trailer hitch-up and load securing', 'published'],
    ]);
    expect(byTitle.get('Mower safety pre-start')).toMatchObject({ stepCount: 5, checklistCount: 1, serviceCount: 2, acknowledgedCount: 2, acknowledgedByMe: true });
    expect(byTitle.get('Trailer hitch-up and load securing')).toMatchObject({ serviceCount: 2, acknowledgedCount: 1, acknowledgedByMe: false });
    expect(list.sops.every((sop) => sop.ownerName !== null && sop.reviewDate !== null)).toBe(true);

    const documents = documentListSchema.parse((await t.call('GET', '/documents', { token })).body.data).documents;
    expect(documents.map((document) => document.title)).toEqual(['Employee handbook: time and attendance', 'Safety talk: heat and hydration']);

    // Carlos's crew mows this week: a mowing order on his phone shows the mower pre-start checklist, nothing ticked yet.
    const leaderToken = await signIn(t, demo.crewLeaderEmail, demo.password);
    const thisWeek = weekOf(dateIn('America/Chicago'));
    const orders = [];
    for (let index = 0; index < 7; index += 1) {
      const day = dispatchDayResultSchema.parse((await t.call('GET', `/dispatch/day?date=${addDays(thisWeek.from, index)}`, { token: leaderToken })).body.data).day;
      orders.push(...day.crews.flatMap((crew) => crew.orders));
    }
    const mowing = orders.find((order) => order.title.includes('Mowing'));
    expect(mowing, 'a mowing order on the crew leader’s week').toBeDefined();
    const checklists = orderChecklistListSchema.parse((await t.call('GET', `/orders/${mowing!.id}/checklists`, { token: leaderToken })).body.data).checklists;
    expect(checklists.map((checklist) => [checklist.sopTitle, checklist.items.length])).toEqual([['Mower safety pre-start', 5]]);

    // The crew member's onboarding asks the new hire to read the two published operations SOPs.
    const overview = onboardingOverviewSchema.parse((await t.call('GET', '/people_development/onboarding', { token })).body.data);
    const noah = overview.assignments[0]!;
    expect(noah.items.filter((item) => item.source === 'sop').map((item) => [item.title, item.dueDay])).toEqual([
      ['Read the SOP: Mower safety pre-start', 14],
      ['Read the SOP: Trailer hitch-up and load securing', 14],
    ]);
    const seat = onboardingChecklistSchema.parse((await t.call('GET', `/people_development/onboarding/checklists/${noah.position.id}`, { token })).body.data);
    expect(seat.items.filter((item) => item.source === 'sop')).toHaveLength(2);
  });
});
