import {
  CHECKLIST_NOT_FOUND,
  ONLY_LEADERS_EDIT_SOPS_MESSAGE,
  ORDER_CHECKLIST_CHANGED_MESSAGE,
  SOP_DELETE_PUBLISHED_MESSAGE,
  SOP_NOT_PUBLISHED_MESSAGE,
  documentResultSchema,
  orderChecklistListSchema,
  serviceChecklistsSchema,
  sopListSchema,
  sopResultSchema,
  type DocumentContent,
  type Sop,
} from '@groundwork/domain/documents';
import { workOrderResultSchema } from '@groundwork/domain/orders';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const DAY = '2030-06-03';

let owner: SignedInUser;

const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const task = (text: string) => ({ type: 'taskItem', attrs: { checked: false }, content: [p(text)] });
const preStart = (checklistId = 'pre-start-1', steps = ['Guards and chute in place', 'Fuel cap tight, no leaks', 'Blades sharp and bolts tight']) =>
  ({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Before starting the mower' }] },
      { type: 'taskList', attrs: { checklistId }, content: steps.map(task) },
    ],
  }) as DocumentContent;

async function anSop(user: SignedInUser, body: Record<string, unknown> = {}): Promise<Sop> {
  const response = await t.call('POST', '/sops', { token: user.token, body: { title: 'Mower safety pre-start', department: 'Maintenance', ...body } });
  expect(response.status, response.text).toBe(201);
  return sopResultSchema.parse(response.body.data).sop;
}

async function writeBody(user: SignedInUser, sop: Sop, json: DocumentContent): Promise<Sop> {
  const saved = await t.call('PUT', `/documents/${sop.documentId}`, { token: user.token, body: { title: sop.title, json, version: sop.document.version } });
  expect(saved.status, saved.text).toBe(200);
  return read(user, sop.id);
}

async function read(user: SignedInUser, id: string): Promise<Sop> {
  const response = await t.call('GET', `/sops/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return sopResultSchema.parse(response.body.data).sop;
}

async function status(user: SignedInUser, sop: Sop, to: string): Promise<Sop> {
  const response = await t.call('POST', `/sops/${sop.id}/status`, { token: user.token, body: { status: to, updatedAt: sop.updatedAt } });
  expect(response.status, response.text).toBe(200);
  return sopResultSchema.parse(response.body.data).sop;
}

async function aService(user: SignedInUser, name = `Weekly mowing ${Math.random().toString(36).slice(2, 7)}`): Promise<string> {
  const response = await t.call('POST', '/services', { token: user.token, body: { name } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.service.id as string;
}

async function attach(user: SignedInUser, sop: Sop, checklistId: string, serviceIds: string[]) {
  return t.call('PUT', `/sops/${sop.id}/checklists/${checklistId}/services`, { token: user.token, body: { serviceIds } });
}

/** A crew whose leader signs in (the employee with the user's e-mail), and a work order of `serviceId` on it. */
async function aCrewOrder(admin: SignedInUser, serviceId: string | null) {
  const leaderUser = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
  const leader = await anEmployee(t, admin, { email: leaderUser.email, firstName: 'Luis', lastName: 'Ortega' });
  const crew = await aCrew(t, admin);
  expect((await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: leader.id, role: 'leader' } })).status).toBe(200);
  const customer = await t.call('POST', '/customers', {
    token: admin.token,
    body: { type: 'residential', firstName: 'Maria', lastName: 'Lopez', address: { street: '4501 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' } },
  });
  expect(customer.status, customer.text).toBe(200);
  const order = await t.call('POST', '/orders', {
    token: admin.token,
    body: { customerId: customer.body.data.customer.id, title: 'Mow front and back', serviceId, crewId: crew.id, date: DAY, budgetedHours: 1, price: 60 },
  });
  expect(order.status, order.text).toBe(201);
  return { leaderUser, crew, order: workOrderResultSchema.parse(order.body.data).order };
}

beforeAll(async () => {
  owner = await signedInUser(t);
});

describe('SOPs', () => {
  it('makes a draft from the SOP template with its steps, lists it by department and status, and keeps it from the others until published', async () => {
    const admin = await signedInUser(t);
    const estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    const owner = await anEmployee(t, admin, { firstName: 'Carlos', lastName: 'Mendoza' });
    const sop = await anSop(admin, { templateId: 'sop', title: 'Spring clean-up', department: 'Maintenance', ownerEmployeeId: owner.id, reviewDate: '2030-03-01' });
    expect(sop).toMatchObject({ title: 'Spring clean-up', status: 'draft', ownerName: 'Carlos Mendoza', reviewDate: '2030-03-01', checklistCount: 1, stepCount: 3, canEdit: true });
    expect(sop.checklists[0]).toMatchObject({ title: 'Steps', items: ['First step', 'Second step', 'Third step'], services: [] });
    expect(sop.document).toMatchObject({ kind: 'sop', sopId: sop.id });
    await anSop(admin, { title: 'Valve box repair', department: 'Irrigation' });

    const list = (query = '', user = admin) => t.call('GET', `/sops${query}`, { token: user.token }).then((response) => sopListSchema.parse(response.body.data));
    expect((await list()).sops.map((each) => each.title)).toEqual(['Valve box repair', 'Spring clean-up']);
    expect((await list('?department=maintenance')).sops.map((each) => each.title)).toEqual(['Spring clean-up']);
    expect((await list('?status=published')).sops).toEqual([]);
    expect((await list()).departments).toEqual(expect.arrayContaining(['Irrigation', 'Maintenance', 'Snow']));
    // SOPs are not listed among the documents.
    expect((await t.call('GET', '/documents', { token: admin.token })).body.data.documents).toEqual([]);

    // Drafts are the leadership's: the others neither list nor open them, nor their documents.
    expect((await list('', estimator)).sops).toEqual([]);
    expect((await t.call('GET', `/sops/${sop.id}`, { token: estimator.token })).status).toBe(404);
    expect((await t.call('GET', `/documents/${sop.documentId}`, { token: estimator.token })).status).toBe(404);
    const published = await status(admin, sop, 'published');
    expect(published.publishedAt).not.toBeNull();
    expect((await list('', estimator)).sops.map((each) => each.title)).toEqual(['Spring clean-up']);
    expect((await read(estimator, sop.id)).canEdit).toBe(false);
    expect((await t.call('GET', `/documents/${sop.documentId}`, { token: estimator.token })).status).toBe(200);
  });

  it('moves draft → published → retired, refuses the steps in between, and deletes only what is not published', async () => {
    let sop = await anSop(owner);
    const skip = await t.call('POST', `/sops/${sop.id}/status`, { token: owner.token, body: { status: 'retired', updatedAt: sop.updatedAt } });
    expect(skip.status).toBe(422);
    expect(skip.body.message).toBe('A draft SOP cannot become retired.');
    sop = await status(owner, sop, 'published');
    // A change against the version before is stale.
    const stale = await t.call('POST', `/sops/${sop.id}/status`, { token: owner.token, body: { status: 'retired', updatedAt: new Date(Date.parse(sop.updatedAt) - 60_000).toISOString() } });
    expect(stale.status).toBe(409);
    const deleting = await t.call('DELETE', `/sops/${sop.id}`, { token: owner.token });
    expect(deleting.status).toBe(422);
    expect(deleting.body.message).toBe(SOP_DELETE_PUBLISHED_MESSAGE);
    sop = await status(owner, sop, 'retired');
    expect(sop.reviewState).toBeNull();
    expect((await t.call('DELETE', `/sops/${sop.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/sops/${sop.id}`, { token: owner.token })).status).toBe(404);
    expect((await t.call('GET', `/documents/${sop.documentId}`, { token: owner.token })).status).toBe(404);
    // An SOP's document is deleted with its SOP, never alone.
    const other = await anSop(owner);
    expect((await t.call('DELETE', `/documents/${other.documentId}`, { token: owner.token })).status).toBe(422);
  });

  it('changes its owner, department and review date against the version loaded', async () => {
    const sop = await anSop(owner);
    const changed = await t.call('PUT', `/sops/${sop.id}`, { token: owner.token, body: { department: 'Safety', ownerEmployeeId: null, reviewDate: '2031-01-15', updatedAt: sop.updatedAt } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.sop).toMatchObject({ department: 'Safety', reviewDate: '2031-01-15' });
    expect((await t.call('PUT', `/sops/${sop.id}`, { token: owner.token, body: { department: 'Office', ownerEmployeeId: null, reviewDate: null, updatedAt: sop.updatedAt } })).status).toBe(409);
  });

  it('records who has read a published SOP, shows the leadership who has and who has not, and asks again when it is published anew', async () => {
    const admin = await signedInUser(t);
    const estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    let sop = await anSop(admin);
    const early = await t.call('POST', `/sops/${sop.id}/acknowledge`, { token: admin.token });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(SOP_NOT_PUBLISHED_MESSAGE);
    sop = await status(admin, sop, 'published');

    // Crew leaders read the published SOPs too: the procedures are mostly theirs.
    const acknowledged = await t.call('POST', `/sops/${sop.id}/acknowledge`, { token: crewLeader.token });
    expect(acknowledged.status, acknowledged.text).toBe(200);
    const mine = sopResultSchema.parse(acknowledged.body.data).sop;
    expect(mine).toMatchObject({ acknowledgedByMe: true, acknowledgedCount: 1, acknowledgements: null, myAcknowledgement: { current: true } });

    sop = await read(admin, sop.id);
    const byId = new Map(sop.acknowledgements!.map((entry) => [entry.userId, entry]));
    expect(byId.get(crewLeader.userId)).toMatchObject({ current: true, acknowledgedAt: expect.any(String), role: 'crew_leader' });
    expect(byId.get(estimator.userId)).toMatchObject({ current: false, acknowledgedAt: null });
    expect(byId.get(admin.userId)).toMatchObject({ current: false });

    // Reworked and published again: everyone is asked to read it again.
    sop = await status(admin, sop, 'draft');
    sop = await writeBody(admin, sop, preStart());
    sop = await status(admin, sop, 'published');
    expect(sop.acknowledgedCount).toBe(0);
    expect(sop.acknowledgements!.find((entry) => entry.userId === crewLeader.userId)).toMatchObject({ current: false, acknowledgedAt: expect.any(String) });
    expect((await read(crewLeader, sop.id)).myAcknowledgement).toMatchObject({ current: false });
  });

  it('shows a checklist attached to a service on that service’s work orders, to the crew on it, and keeps what they ticked', async () => {
    const admin = await signedInUser(t);
    const mowing = await aService(admin, 'Mowing, residential');
    const aeration = await aService(admin, 'Aeration, core');
    let sop = await writeBody(admin, await anSop(admin), preStart());
    expect(sop.checklists).toEqual([{ checklistId: 'pre-start-1', title: 'Before starting the mower', items: ['Guards and chute in place', 'Fuel cap tight, no leaks', 'Blades sharp and bolts tight'], services: [] }]);

    const unknown = await attach(admin, sop, 'not-a-checklist', [mowing]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CHECKLIST_NOT_FOUND);
    const attached = await attach(admin, sop, 'pre-start-1', [mowing]);
    expect(attached.status, attached.text).toBe(200);
    sop = sopResultSchema.parse(attached.body.data).sop;
    expect(sop.checklists[0]!.services).toEqual([{ id: mowing, name: 'Mowing, residential' }]);
    expect(sop.serviceCount).toBe(1);

    const { leaderUser, order } = await aCrewOrder(admin, mowing);
    const { order: aerationOrder } = await aCrewOrder(admin, aeration);
    const checklistsOf = async (user: SignedInUser, orderId: string) => {
      const response = await t.call('GET', `/orders/${orderId}/checklists`, { token: user.token });
      expect(response.status, response.text).toBe(200);
      return orderChecklistListSchema.parse(response.body.data).checklists;
    };
    // A draft's checklists show on no work order.
    expect(await checklistsOf(leaderUser, order.id)).toEqual([]);
    sop = await status(admin, sop, 'published');
    const services = serviceChecklistsSchema.parse((await t.call('GET', '/sops/service_checklists', { token: leaderUser.token })).body.data).services;
    expect(services).toEqual([{ serviceId: mowing, checklists: [{ sopId: sop.id, sopTitle: 'Mower safety pre-start', checklistId: 'pre-start-1', title: 'Before starting the mower', stepCount: 3 }] }]);

    const shown = await checklistsOf(leaderUser, order.id);
    expect(shown).toEqual([
      {
        sopId: sop.id,
        checklistId: 'pre-start-1',
        sopTitle: 'Mower safety pre-start',
        title: 'Before starting the mower',
        items: [
          { text: 'Guards and chute in place', done: false },
          { text: 'Fuel cap tight, no leaks', done: false },
          { text: 'Blades sharp and bolts tight', done: false },
        ],
        completedAt: null,
        recordedByName: null,
        updatedAt: null,
        attached: true,
      },
    ]);
    expect(await checklistsOf(admin, aerationOrder.id)).toEqual([]);
    // Another crew's leader does not see this crew's order at all.
    const { leaderUser: otherLeader } = await aCrewOrder(admin, null);
    expect((await t.call('GET', `/orders/${order.id}/checklists`, { token: otherLeader.token })).status).toBe(404);
    expect((await t.call('PUT', `/orders/${order.id}/checklists/${sop.id}/pre-start-1`, { token: otherLeader.token, body: { done: [true, true, true], updatedAt: null } })).status).toBe(404);

    const url = `/orders/${order.id}/checklists/${sop.id}/pre-start-1`;
    // The wrong number of steps (the SOP changed since the phone loaded it) is 409: reload and tick again.
    const wrong = await t.call('PUT', url, { token: leaderUser.token, body: { done: [true, true], updatedAt: null } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(ORDER_CHECKLIST_CHANGED_MESSAGE);
    const first = await t.call('PUT', url, { token: leaderUser.token, body: { done: [true, false, true], updatedAt: null } });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.checklist).toMatchObject({ completedAt: null, recordedByName: expect.any(String), items: [{ done: true }, { done: false }, { done: true }] });
    // A second phone that loaded it before the first tick is stale.
    expect((await t.call('PUT', url, { token: leaderUser.token, body: { done: [true, true, true], updatedAt: null } })).status).toBe(409);
    const done = await t.call('PUT', url, { token: leaderUser.token, body: { done: [true, true, true], updatedAt: first.body.data.checklist.updatedAt } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.checklist.completedAt).not.toBeNull();

    // The office reads it on the order. The SOP changing later does not rewrite what the crew did.
    sop = await status(admin, sop, 'draft');
    sop = await writeBody(admin, sop, preStart('pre-start-1', ['A new first step', 'Guards and chute in place']));
    sop = await status(admin, sop, 'published');
    const kept = await checklistsOf(admin, order.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.items.map((item) => item.text)).toEqual(['Guards and chute in place', 'Fuel cap tight, no leaks', 'Blades sharp and bolts tight']);
    expect(kept[0]).toMatchObject({ attached: true, completedAt: expect.any(String) });

    // Detached from the service, the ticked checklist stays with the order, read only.
    const emptied = await attach(admin, sop, 'pre-start-1', []);
    expect(emptied.status).toBe(200);
    sop = sopResultSchema.parse(emptied.body.data).sop;
    const detached = await checklistsOf(admin, order.id);
    expect(detached).toMatchObject([{ attached: false, completedAt: expect.any(String) }]);
    expect((await t.call('PUT', url, { token: leaderUser.token, body: { done: [false, false, false], updatedAt: detached[0]!.updatedAt } })).status).toBe(404);
    // And once the SOP is deleted, its checklist is still on the order.
    sop = await status(admin, sop, 'retired');
    expect((await t.call('DELETE', `/sops/${sop.id}`, { token: admin.token })).status).toBe(200);
    expect(await checklistsOf(admin, order.id)).toMatchObject([{ sopId: null, sopTitle: 'Mower safety pre-start', attached: false }]);
  });

  it('lets only admins and office managers write, publish and attach; everyone else reads and acknowledges', async () => {
    const sop = await anSop(owner);
    const manager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    for (const user of [estimator, crewLeader]) {
      for (const [method, path, body] of [
        ['POST', '/sops', { department: 'Maintenance' }],
        ['PUT', `/sops/${sop.id}`, { department: 'x', ownerEmployeeId: null, reviewDate: null, updatedAt: sop.updatedAt }],
        ['POST', `/sops/${sop.id}/status`, { status: 'published', updatedAt: sop.updatedAt }],
        ['DELETE', `/sops/${sop.id}`, undefined],
        ['PUT', `/sops/${sop.id}/checklists/abcdef/services`, { serviceIds: [] }],
      ] as const) {
        const response = await t.call(method, path, { token: user.token, body });
        expect(response.status, `${user === estimator ? "estimator" : "crew leader"} ${method} ${path}`).toBe(403);
        expect(response.body.message).toBe(ONLY_LEADERS_EDIT_SOPS_MESSAGE);
      }
    }
    const published = await status(manager, sop, 'published');
    expect(published.status).toBe('published');
    expect((await t.call('POST', `/sops/${sop.id}/acknowledge`, { token: estimator.token })).status).toBe(200);
  });

  it('a second company gets 404 reading, changing, publishing, deleting, acknowledging or attaching to the first one’s SOP, and cannot attach its services', async () => {
    const sop = await writeBody(owner, await anSop(owner, { title: 'Owner’s SOP' }), preStart('owner-pre-start'));
    const published = await status(owner, sop, 'published');
    const other = await signedInUser(t);
    for (const [method, path, body] of [
      ['GET', `/sops/${sop.id}`, undefined],
      ['PUT', `/sops/${sop.id}`, { department: 'x', ownerEmployeeId: null, reviewDate: null, updatedAt: published.updatedAt }],
      ['POST', `/sops/${sop.id}/status`, { status: 'retired', updatedAt: published.updatedAt }],
      ['DELETE', `/sops/${sop.id}`, undefined],
      ['POST', `/sops/${sop.id}/acknowledge`, undefined],
      ['PUT', `/sops/${sop.id}/checklists/owner-pre-start/services`, { serviceIds: [] }],
      ['GET', `/documents/${sop.documentId}`, undefined],
    ] as const) {
      expect((await t.call(method, path, { token: other.token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect(sopListSchema.parse((await t.call('GET', '/sops', { token: other.token })).body.data).sops).toEqual([]);

    // The first company's service cannot be named in the second's SOP, nor the second's in the first's.
    const theirService = await aService(other);
    const attachedElsewhere = await attach(owner, published, 'owner-pre-start', [theirService]);
    expect(attachedElsewhere.status).toBe(404);
    expect(attachedElsewhere.body.details.fieldErrors).toEqual({ 'serviceIds.0': ['Service not found'] });
    const theirEmployee = await anEmployee(t, other);
    const owned = await t.call('POST', '/sops', { token: owner.token, body: { department: 'Maintenance', ownerEmployeeId: theirEmployee.id } });
    expect(owned.status).toBe(404);
    expect(owned.body.details.fieldErrors).toHaveProperty('ownerEmployeeId');

    // Nor read or tick the checklists of the first one's work orders.
    const mowing = await aService(owner);
    expect((await attach(owner, published, 'owner-pre-start', [mowing])).status).toBe(200);
    const { order } = await aCrewOrder(owner, mowing);
    expect((await t.call('GET', `/orders/${order.id}/checklists`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `/orders/${order.id}/checklists/${sop.id}/owner-pre-start`, { token: other.token, body: { done: [true, true, true], updatedAt: null } })).status).toBe(404);
    expect(serviceChecklistsSchema.parse((await t.call('GET', '/sops/service_checklists', { token: other.token })).body.data).services).toEqual([]);
  });

  it.each([
    ['POST', '/sops', {}, ['department']],
    ['POST', '/sops', { department: 'x'.repeat(81) }, ['department']],
    ['POST', '/sops', { department: 'Maintenance', reviewDate: '2030-02-30' }, ['reviewDate']],
    ['POST', '/sops', { department: 'Maintenance', ownerEmployeeId: 'carlos' }, ['ownerEmployeeId']],
    ['POST', '/sops', { department: 'Maintenance', templateId: 'contract' }, ['templateId']],
    ['POST', '/sops', { department: 'Maintenance', status: 'published' }, ['body']],
    ['PUT', 'sop', { department: 'Maintenance', ownerEmployeeId: null, reviewDate: null }, ['updatedAt']],
    ['POST', 'status', { status: 'archived', updatedAt: '2030-01-01T00:00:00.000Z' }, ['status']],
    ['PUT', 'attach', { serviceIds: ['mowing'] }, ['serviceIds.0']],
    ['PUT', 'attach', { serviceIds: Array.from({ length: 51 }, () => randomUUID()) }, ['serviceIds']],
  ])('%s %s %j is 400 naming %j', async (method, target, body, fields) => {
    const sop = await anSop(owner);
    const path = target === 'sop' ? `/sops/${sop.id}` : target === 'status' ? `/sops/${sop.id}/status` : target === 'attach' ? `/sops/${sop.id}/checklists/abcdef/services` : target;
    const response = await t.call(method as 'POST' | 'PUT', path, { token: owner.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('refuses a malformed order checklist tick', async () => {
    const { order } = await aCrewOrder(owner, null);
    for (const [path, body] of [
      [`/orders/${order.id}/checklists/${randomUUID()}/has spaces`, { done: [], updatedAt: null }],
      [`/orders/${order.id}/checklists/${randomUUID()}/abcdef`, { done: 'all', updatedAt: null }],
      [`/orders/${order.id}/checklists/${randomUUID()}/abcdef`, { done: [true] }],
      [`/orders/${order.id}/checklists/${randomUUID()}/abcdef`, { done: Array(201).fill(true), updatedAt: null }],
    ] as const) {
      expect((await t.call('PUT', path, { token: owner.token, body })).status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    // Well formed, but no such checklist on this order.
    expect((await t.call('PUT', `/orders/${order.id}/checklists/${randomUUID()}/abcdef`, { token: owner.token, body: { done: [], updatedAt: null } })).status).toBe(404);
  });

  it('gives the SOP’s document to the editor like any document, with the leadership’s save and the stale check', async () => {
    const sop = await anSop(owner);
    const document = documentResultSchema.parse((await t.call('GET', `/documents/${sop.documentId}`, { token: owner.token })).body.data).document;
    expect(document).toMatchObject({ kind: 'sop', sopId: sop.id, title: 'Mower safety pre-start' });
    const saved = await writeBody(owner, sop, preStart());
    expect(saved.stepCount).toBe(3);
    expect((await t.call('PUT', `/documents/${sop.documentId}`, { token: owner.token, body: { title: 'x', json: preStart(), version: sop.document.version } })).status).toBe(409);
  });
});
