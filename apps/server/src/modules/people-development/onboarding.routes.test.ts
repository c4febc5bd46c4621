import { randomUUID } from 'node:crypto';
import {
  generateOnboardingChecklist,
  onboardingChecklistSchema,
  onboardingOverviewSchema,
  ONLY_LEADERS_ONBOARDING_MESSAGE,
  STANDARD_ONBOARDING_ITEMS,
  type OnboardingAssignment,
  type OnboardingChecklist,
} from '@groundwork/domain/people-development';
import { addDays } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aTeam, CREW_MEMBER_RESPONSIBILITIES } from '../../test/people-development-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function checklist(user: SignedInUser, positionId: string): Promise<OnboardingChecklist> {
  const response = await t.call('GET', `/people_development/onboarding/checklists/${positionId}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return onboardingChecklistSchema.parse(response.body.data);
}

async function overview(user: SignedInUser) {
  const response = await t.call('GET', '/people_development/onboarding', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return onboardingOverviewSchema.parse(response.body.data);
}

async function assign(user: SignedInUser, body: Record<string, unknown>): Promise<OnboardingAssignment> {
  const response = await t.call('POST', '/people_development/onboarding', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return response.body.data.assignment as OnboardingAssignment;
}

function signOff(user: SignedInUser, assignment: OnboardingAssignment, index: number, signedOff = true, updatedAt: string | undefined = assignment.items[index]!.updatedAt) {
  return t.call('PUT', `/people_development/onboarding/${assignment.id}/items/${assignment.items[index]!.id}`, { token: user.token, body: { signedOff, updatedAt } });
}

describe('30-day onboarding', () => {
  it('generates a position’s checklist from its responsibilities, saves it as edited, and assigns it with due dates', async () => {
    const team = await aTeam(t);
    const generated = await checklist(team.owner, team.positions.crewMember);
    expect(generated).toMatchObject({ saved: false, updatedAt: null, position: { title: 'Crew Member', keyResponsibilities: CREW_MEMBER_RESPONSIBILITIES } });
    expect(generated.items).toEqual(generateOnboardingChecklist({ keyResponsibilities: CREW_MEMBER_RESPONSIBILITIES }));
    expect(generated.items.filter((item) => item.source === 'responsibility').map((item) => [item.title, item.dueDay])).toEqual([
      ['Run the mowing route safely', 7],
      ['Do the daily equipment checks', 14],
    ]);

    // The office manager adds an item of their own and drops one.
    const items = [...generated.items.filter((item) => !item.title.startsWith('Paperwork')), { title: 'Ride along on Tyler’s route', dueDay: 7, source: 'custom', sopId: null }];
    const saved = await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: team.officeManager.token, body: { items, updatedAt: null } });
    expect(saved.status, saved.text).toBe(200);
    const kept = onboardingChecklistSchema.parse(saved.body.data);
    expect(kept).toMatchObject({ saved: true });
    expect(kept.items).toHaveLength(STANDARD_ONBOARDING_ITEMS.length - 1 + CREW_MEMBER_RESPONSIBILITIES.length + 1);
    expect(kept.items.at(-1)).toEqual({ title: 'Ride along on Tyler’s route', dueDay: 7, source: 'custom', sopId: null });
    // A second save from the generated version (someone saved since) is 409; from the saved one it goes through.
    expect((await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: team.owner.token, body: { items, updatedAt: null } })).status).toBe(409);
    const again = await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: team.owner.token, body: { items, updatedAt: kept.updatedAt } });
    expect(again.status).toBe(200);
    expect((await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: team.owner.token, body: { items, updatedAt: kept.updatedAt } })).status).toBe(409);

    const { today } = await overview(team.owner);
    const start = addDays(today, -10);
    const made = await assign(team.owner, { employeeId: team.employees.noah, positionId: team.positions.crewMember, startDate: start });
    expect(made).toMatchObject({ employee: { name: 'Noah Lindgren' }, position: { title: 'Crew Member' }, startDate: start, managers: [{ name: 'Carlos Mendoza' }] });
    expect(made.items.map((item) => item.title)).toEqual(onboardingChecklistSchema.parse(again.body.data).items.map((item) => item.title));
    for (const item of made.items) expect(item.dueDate).toBe(addDays(start, item.dueDay - 1));
    // Day 11 of 30: the day-1 and day-7 items are overdue until signed off.
    const overdue = made.items.filter((item) => item.dueDay <= 7).length;
    expect(made.progress).toEqual({ signedOff: 0, total: made.items.length, percent: 0, overdue, day: 11, status: 'in_progress' });
    expect(made.items.filter((item) => item.overdue).length).toBe(overdue);

    // A second checklist for the same new hire is refused on the field.
    const twice = await t.call('POST', '/people_development/onboarding', { token: team.owner.token, body: { employeeId: team.employees.noah, positionId: team.positions.crewMember, startDate: start } });
    expect(twice.status).toBe(422);
    expect(twice.body.details.fieldErrors).toEqual({ employeeId: ['Noah Lindgren already has an onboarding checklist.'] });
  });

  it('is signed off by the new hire’s manager (a crew leader) or the office, against the item loaded; overdue items clear', async () => {
    const team = await aTeam(t);
    const { today } = await overview(team.owner);
    const made = await assign(team.owner, { employeeId: team.employees.noah, positionId: team.positions.crewMember, startDate: addDays(today, -3) });
    const first = await signOff(team.crewLeader, made, 0);
    expect(first.status, first.text).toBe(200);
    const after = first.body.data.assignment as OnboardingAssignment;
    expect(after.items[0]).toMatchObject({ overdue: false, signedOffBy: { id: team.crewLeader.userId, name: 'Sam Rivera' } });
    expect(after.items[0]!.signedOffAt).not.toBeNull();
    expect(after.progress.signedOff).toBe(1);
    // Signing the same item with the version loaded before is stale.
    expect((await signOff(team.officeManager, made, 0)).status).toBe(409);
    // The Maintenance Manager, two seats up, signs too; the office manager takes a sign-off back.
    expect((await signOff(team.manager, made, 1)).status).toBe(200);
    const undone = await signOff(team.officeManager, after, 0, false);
    expect(undone.status).toBe(200);
    expect((undone.body.data.assignment as OnboardingAssignment).items[0]).toMatchObject({ signedOffAt: null, signedOffBy: null, overdue: true });

    // The crew leader sees the onboarding (his person); the new hire's peer and an outsider do not; nobody but the office edits checklists.
    expect((await overview(team.crewLeader)).assignments.map((each) => each.id)).toEqual([made.id]);
    expect((await overview(team.crewLeader)).canManage).toBe(false);
    expect((await overview(team.crewMember)).assignments).toEqual([]);
    expect((await overview(team.outsider)).assignments).toEqual([]);
    expect((await signOff(team.crewMember, made, 2)).status).toBe(404);
    expect((await signOff(team.outsider, made, 2)).status).toBe(404);
  });

  it('lets a new hire read their own checklist but not sign it off', async () => {
    const team = await aTeam(t);
    const { today } = await overview(team.owner);
    const made = await assign(team.officeManager, { employeeId: team.employees.jake, positionId: team.positions.crewMember, startDate: today });
    const own = await overview(team.crewMember);
    expect(own.assignments.map((each) => [each.id, each.canSignOff])).toEqual([[made.id, false]]);
    const refused = await signOff(team.crewMember, made, 0);
    expect(refused.status).toBe(403);
  });

  it.each([
    ['nothing', {}, ['employeeId', 'positionId', 'startDate']],
    ['ids that are not ids', { employeeId: 'noah', positionId: 42, startDate: '2026-03-02' }, ['employeeId', 'positionId']],
    ['a start date that does not exist', { employeeId: randomUUID(), positionId: randomUUID(), startDate: '2026-02-30' }, ['startDate']],
    ['a company id', { employeeId: randomUUID(), positionId: randomUUID(), startDate: '2026-03-02', companyId: randomUUID() }, ['body']],
  ])('POST with %s is 400 naming the field', async (_label, body, fields) => {
    const owner = await signedInUser(t);
    const response = await t.call('POST', '/people_development/onboarding', { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['no items', { items: [] }, ['items']],
    ['an item without a title', { items: [{ title: ' ', dueDay: 1 }] }, ['items.0.title']],
    ['a due day off the month’s four', { items: [{ title: 'Ride along', dueDay: 10 }] }, ['items.0.dueDay']],
    ['a title over 500 characters', { items: [{ title: 'x'.repeat(501), dueDay: 1 }] }, ['items.0.title']],
    ['61 items', { items: Array(61).fill({ title: 'x', dueDay: 1 }) }, ['items']],
    ['an item with an extra field', { items: [{ title: 'x', dueDay: 1, done: true }] }, ['items.0']],
    ['a NUL character', { items: [{ title: 'x\u0000', dueDay: 1 }] }, ['items.0.title']],
  ])('a checklist with %s is 400 naming the field', async (_label, body, fields) => {
    const owner = await signedInUser(t);
    const position = (await t.call('POST', '/org_positions', { token: owner.token, body: { title: 'Crew Member' } })).body.data.position.id as string;
    const response = await t.call('PUT', `/people_development/onboarding/checklists/${position}`, { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('refuses an SOP item naming no published SOP of the department (404 on the field)', async () => {
    const team = await aTeam(t);
    const response = await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, {
      token: team.owner.token,
      body: { items: [{ title: 'Read the SOP: Trailer hitch-up', dueDay: 14, source: 'sop', sopId: randomUUID() }] },
    });
    expect(response.status).toBe(404);
    expect(response.body.details.fieldErrors).toEqual({ 'items.0.sopId': ['SOP not found'] });
  });

  it('asks a new hire to read the published SOPs of the position’s department, and only those', async () => {
    const team = await aTeam(t);
    const sop = async (title: string, department: string, publish: boolean) => {
      const made = await t.call('POST', '/sops', { token: team.owner.token, body: { title, department } });
      expect(made.status, made.text).toBe(201);
      const { id, updatedAt } = made.body.data.sop as { id: string; updatedAt: string };
      if (publish) expect((await t.call('POST', `/sops/${id}/status`, { token: team.owner.token, body: { status: 'published', updatedAt } })).status).toBe(200);
      return id;
    };
    const hitch = await sop('Trailer hitch-up', ' maintenance ', true);
    await sop('Fuel can storage', 'Maintenance', false);
    await sop('Estimate follow-up', 'Sales', true);

    const generated = await checklist(team.owner, team.positions.crewMember);
    const sopItems = generated.items.filter((item) => item.source === 'sop');
    expect(sopItems).toEqual(generateOnboardingChecklist({ keyResponsibilities: CREW_MEMBER_RESPONSIBILITIES, sops: [{ id: hitch, title: 'Trailer hitch-up' }] }).filter((item) => item.source === 'sop'));
    expect(sopItems.map((item) => [item.sopId, item.dueDay])).toEqual([[hitch, 14]]);
    // An item naming it saves; the draft's and another department's would not be found.
    const saved = await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: team.owner.token, body: { items: sopItems, updatedAt: null } });
    expect(saved.status, saved.text).toBe(200);
  });

  it('keeps checklists and assignments to the office: others get 403 before their input is read', async () => {
    const team = await aTeam(t);
    for (const user of [team.manager, team.crewLeader, team.outsider]) {
      expect((await t.call('GET', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: user.token })).status).toBe(403);
      const saving = await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: user.token, body: {} });
      expect(saving.status).toBe(403);
      expect(saving.body.message).toBe(ONLY_LEADERS_ONBOARDING_MESSAGE);
      expect((await t.call('POST', '/people_development/onboarding', { token: user.token, body: {} })).status).toBe(403);
      expect((await t.call('DELETE', `/people_development/onboarding/${randomUUID()}`, { token: user.token })).status).toBe(403);
    }
  });

  it('a second company cannot read, change, delete or name the first one’s checklists, new hires and positions', async () => {
    const team = await aTeam(t);
    const { today } = await overview(team.owner);
    const made = await assign(team.owner, { employeeId: team.employees.noah, positionId: team.positions.crewMember, startDate: today });
    const intruder = await signedInUser(t);
    expect((await overview(intruder)).assignments).toEqual([]);
    expect((await overview(intruder)).positions).toEqual([]);
    expect((await t.call('GET', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: intruder.token })).status).toBe(404);
    expect((await t.call('PUT', `/people_development/onboarding/checklists/${team.positions.crewMember}`, { token: intruder.token, body: { items: [{ title: 'x', dueDay: 1 }] } })).status).toBe(404);
    expect((await signOff(intruder, made, 0)).status).toBe(404);
    expect((await t.call('DELETE', `/people_development/onboarding/${made.id}`, { token: intruder.token })).status).toBe(404);
    const naming = await t.call('POST', '/people_development/onboarding', { token: intruder.token, body: { employeeId: team.employees.jake, positionId: team.positions.crewMember, startDate: today } });
    expect(naming.status).toBe(404);
    expect(naming.body.details.fieldErrors).toEqual({ employeeId: ['Employee not found'] });
    const intruderEmployee = (await t.call('POST', '/employees', { token: intruder.token, body: { firstName: 'Ida', lastName: 'Moe', employeeId: 'I-1', department: 'Maintenance', position: 'Labourer', payType: 'hourly', payRate: 18 } })).body.data.employee.id as string;
    const namingPosition = await t.call('POST', '/people_development/onboarding', { token: intruder.token, body: { employeeId: intruderEmployee, positionId: team.positions.crewMember, startDate: today } });
    expect(namingPosition.status).toBe(404);
    expect(namingPosition.body.details.fieldErrors).toEqual({ positionId: ['Position not found'] });
    // Still there for the first company.
    expect((await overview(team.owner)).assignments.map((each) => each.id)).toEqual([made.id]);
  });

  it('is removed by the office, its items with it', async () => {
    const team = await aTeam(t);
    const { today } = await overview(team.owner);
    const made = await assign(team.owner, { employeeId: team.employees.noah, positionId: team.positions.crewMember, startDate: today });
    expect((await t.call('DELETE', `/people_development/onboarding/${made.id}`, { token: team.officeManager.token })).status).toBe(200);
    expect((await overview(team.owner)).assignments).toEqual([]);
    expect((await t.call('DELETE', `/people_development/onboarding/${made.id}`, { token: team.owner.token })).status).toBe(404);
    // The new hire can be onboarded afresh.
    await assign(team.owner, { employeeId: team.employees.noah, positionId: team.positions.crewMember, startDate: today });
  });
});
