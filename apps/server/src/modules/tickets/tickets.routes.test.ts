import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { PHOTO_NOT_FOUND_MESSAGE, PHOTO_TOO_LARGE_MESSAGE, PHOTO_UNREADABLE_MESSAGE, jobDetailResultSchema } from '@groundwork/domain/dispatch';
import { workOrderLabel } from '@groundwork/domain/orders';
import { UNSTORABLE_TEXT_MESSAGE, addDays } from '@groundwork/domain/shared';
import {
  MAX_PHOTOS_PER_TICKET,
  TICKET_ESTIMATE_OFFICE_ONLY_MESSAGE,
  TICKET_ESTIMATE_OTHER_CUSTOMER_MESSAGE,
  TICKET_HOURS_NEED_CALLBACK_MESSAGE,
  TICKET_HOURS_NEED_PERSON_MESSAGE,
  TICKET_NOT_AN_UPSELL_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE,
  TICKET_TOO_MANY_PHOTOS_MESSAGE,
  estimateMadeComment,
  ticketEstimateDraftResultSchema,
  ticketPeopleResultSchema,
  ticketPhotoListSchema,
  ticketPhotoResultSchema,
  TICKET_RECURRENCE_NEEDS_DATE_MESSAGE,
  endOfWeek,
  nextDueDate,
  ticketCommentResultSchema,
  ticketListSchema,
  ticketMoveMessage,
  ticketResultSchema,
  updateTicketResultSchema,
  type Ticket,
  type TicketListItem,
} from '@groundwork/domain/tickets';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../../lib/company-today';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anImage, damagedPngs } from '../../test/images';
import { messagesTo } from '../../test/outbox';
import { aCrew, anEmployee, anEmployeeBody } from '../../test/people-builders';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { TICKET_CREW_LEADER_CHANGES_MESSAGE, TICKET_DELETE_OFFICE_ONLY_MESSAGE } from '@groundwork/domain/tickets';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

// ── Builders ──────────────────────────────────────────────────────────────────────────────
async function aCustomer(user: SignedInUser, lastName: string): Promise<Customer> {
  const address = { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' };
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName: 'Maria', lastName, address, properties: [{ name: 'Home', address, isPrimary: true }] },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

async function addToCrew(user: SignedInUser, crewId: string, employeeId: string, role: 'leader' | 'member') {
  const added = await t.call('POST', `/crews/${crewId}/members`, { token: user.token, body: { employeeId, role } });
  expect(added.status, added.text).toBe(200);
}

async function create(user: SignedInUser, body: Record<string, unknown>): Promise<Ticket> {
  const response = await t.call('POST', '/tickets', { token: user.token, body });
  expect(response.status, response.text).toBe(201);
  return ticketResultSchema.parse(response.body.data).ticket;
}

async function get(user: SignedInUser, id: string): Promise<Ticket> {
  const response = await t.call('GET', `/tickets/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return ticketResultSchema.parse(response.body.data).ticket;
}

async function update(user: SignedInUser, ticket: { id: string; updatedAt: string }, body: Record<string, unknown>) {
  const response = await t.call('PUT', `/tickets/${ticket.id}`, { token: user.token, body: { updatedAt: ticket.updatedAt, ...body } });
  expect(response.status, response.text).toBe(200);
  return updateTicketResultSchema.parse(response.body.data);
}

async function list(user: SignedInUser, query: Record<string, string> = {}) {
  const response = await t.call('GET', `/tickets?${new URLSearchParams(query).toString()}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return ticketListSchema.parse(response.body.data);
}

const titles = (items: ReadonlyArray<{ title: string }>) => items.map((item) => item.title);

// ── One company's people and records, shared by the tests ─────────────────────────────────
let admin: SignedInUser;
let leaderUser: SignedInUser;
let intruder: SignedInUser;
let today: string;
let leader: { id: string };
let mate: { id: string; firstName: string; lastName: string };
let mateEmail: string;
let quiet: { id: string };
let leaderCrew: { id: string; name: string };
let otherCrew: { id: string; name: string };
let customer: Customer;
let jobOrder: { id: string; number: number };
let subjects: Record<'customer' | 'property' | 'job' | 'work_order' | 'estimate' | 'equipment', { id: string; label: string }>;

beforeAll(async () => {
  admin = await signedInUser(t);
  leaderUser = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
  intruder = await signedInUser(t);
  today = await companyToday(t.database.db, admin.companyId);
  leader = await anEmployee(t, admin, { email: leaderUser.email, firstName: 'Luis', lastName: 'Ortega' });
  mateEmail = `nora.lee.${Date.now()}@greenleaf.test`;
  mate = await anEmployee(t, admin, { email: mateEmail, firstName: 'Nora', lastName: 'Lee' });
  quiet = await anEmployee(t, admin, { email: '', firstName: 'Ana', lastName: 'Berg' });
  leaderCrew = await aCrew(t, admin, { name: 'Maintenance Crew B' });
  otherCrew = await aCrew(t, admin, { name: 'Install Crew 1' });
  await addToCrew(admin, leaderCrew.id, leader.id, 'leader');
  await addToCrew(admin, otherCrew.id, mate.id, 'leader');

  customer = await aCustomer(admin, 'Patel');
  const service = await t.call('POST', '/services', {
    token: admin.token,
    body: { name: 'Hedge trimming', rateMatrixData: { matrixRows: [{ from: 0, to: 20000, rate: 55, tbHrs: 1, cost: 30 }], bottomSection: null } },
  });
  expect(service.status, service.text).toBe(200);
  const job = await t.call('POST', '/jobs', {
    token: admin.token,
    body: {
      customerId: customer.id,
      serviceId: service.body.data.service.id,
      jobType: 'recurring',
      frequency: 'weekly',
      visitCount: 3,
      instanceDate: '2030-06-03',
      rate: 60,
      estimatedDuration: 1.5,
    },
  });
  expect(job.status, job.text).toBe(200);
  const visitOrder = await t.call('POST', '/orders', { token: admin.token, body: { jobVisitId: job.body.data.job.visits[0].id } });
  expect(visitOrder.status, visitOrder.text).toBe(201);
  jobOrder = visitOrder.body.data.order;
  const order = await t.call('POST', '/orders', { token: admin.token, body: { customerId: customer.id, title: 'Storm clean-up' } });
  expect(order.status, order.text).toBe(201);
  const estimate = await t.call('POST', '/estimates', { token: admin.token, body: { clientType: 'customer', clientId: customer.id, description: 'Patio', items: [] } });
  expect(estimate.status, estimate.text).toBe(200);
  const unit = await t.call('POST', '/equipment', {
    token: admin.token,
    body: { name: '60" zero-turn #1', type: 'mower', purchasePrice: 14000, expectedLifeYears: 5, annualBillableHours: 1000 },
  });
  expect(unit.status, unit.text).toBe(200);
  subjects = {
    customer: { id: customer.id, label: 'Maria Patel' },
    property: { id: customer.properties[0]!.id, label: '4521 Bryant Ave S, Minneapolis, MN 55419' },
    job: { id: job.body.data.job.id, label: 'Hedge trimming — Maria Patel' },
    work_order: { id: order.body.data.order.id, label: workOrderLabel(order.body.data.order.number) },
    estimate: { id: estimate.body.data.estimate.id, label: `Estimate #${estimate.body.data.estimate.number}` },
    equipment: { id: unit.body.data.equipment.id, label: '60" zero-turn #1' },
  };
});

describe('making, reading, changing and deleting a task', () => {
  it('a quick add needs only a title: open, general, normal, numbered per company from 1001', async () => {
    const ticket = await create(admin, { title: '  Call Mrs Patel back  ' });
    expect(ticket).toMatchObject({
      title: 'Call Mrs Patel back',
      number: 1001,
      type: 'general',
      priority: 'normal',
      status: 'open',
      assigneeName: null,
      dueDate: null,
      subject: null,
      checklist: [],
      comments: [],
      createdByName: 'Dana Whitfield',
      completedAt: null,
    });
    // Another company counts its own.
    expect((await create(intruder, { title: 'Order mulch' })).number).toBe(1001);
    expect((await create(admin, { title: 'Order mulch' })).number).toBe(1002);
  });

  it('keeps every field, names the assignee, gives checklist items ids, and deletes', async () => {
    const ticket = await create(admin, {
      title: 'Fix the sprinkler head broken on the visit',
      description: 'Zone 3, by the drive',
      type: 'callback',
      priority: 'urgent',
      status: 'in_progress',
      assigneeEmployeeId: mate.id,
      dueDate: addDays(today, 2),
      dueTime: '09:30',
      subject: { kind: 'property', id: subjects.property.id },
      checklist: [{ text: 'Buy a Rain Bird 1804' }, { text: 'Replace head', done: true }],
      recurrence: null,
    });
    expect(ticket).toMatchObject({
      description: 'Zone 3, by the drive',
      type: 'callback',
      priority: 'urgent',
      status: 'in_progress',
      assigneeEmployeeId: mate.id,
      assigneeCrewId: null,
      assigneeName: 'Nora Lee',
      dueDate: addDays(today, 2),
      dueTime: '09:30',
      overdue: false,
      subject: { kind: 'property', ...subjects.property },
      checklistDone: 1,
      checklistTotal: 2,
      commentCount: 0,
      recurrence: null,
    });
    expect(ticket.checklist.map((item) => [item.text, item.done])).toEqual([
      ['Buy a Rain Bird 1804', false],
      ['Replace head', true],
    ]);
    expect(new Set(ticket.checklist.map((item) => item.id)).size).toBe(2);
    expect(await get(admin, ticket.id)).toEqual(ticket);

    const deleted = await t.call('DELETE', `/tickets/${ticket.id}`, { token: admin.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ id: ticket.id });
    const gone = await t.call('GET', `/tickets/${ticket.id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(TICKET_NOT_FOUND_MESSAGE);
    expect((await t.call('DELETE', `/tickets/${ticket.id}`, { token: admin.token })).status).toBe(404);
  });

  it('names what a task is about, for every kind of record', async () => {
    for (const [kind, subject] of Object.entries(subjects)) {
      const ticket = await create(admin, { title: `About a ${kind}`, subject: { kind, id: subject.id } });
      expect(ticket.subject, kind).toEqual({ kind, id: subject.id, label: subject.label });
    }
    const about = await list(admin, { subjectKind: 'work_order', subjectId: subjects.work_order.id });
    expect(about.tickets.map((item) => [item.title, item.subject?.label])).toEqual([['About a work_order', subjects.work_order.label]]);
    const page = await list(admin, { search: 'about a' });
    expect(new Map(page.tickets.map((item) => [item.subject!.kind, item.subject!.label]))).toEqual(new Map(Object.entries(subjects).map(([kind, subject]) => [kind, subject.label])));
  });

  it('still names the kind when the record is gone', async () => {
    const customerOrder = await t.call('POST', '/orders', { token: admin.token, body: { customerId: customer.id, title: 'Leaf clean-up' } });
    const ticket = await create(admin, { title: 'About a deleted order', subject: { kind: 'work_order', id: customerOrder.body.data.order.id } });
    expect((await t.call('DELETE', `/orders/${ticket.subject!.id}`, { token: admin.token })).status).toBe(200);
    expect((await get(admin, ticket.id)).subject).toEqual({ kind: 'work_order', id: customerOrder.body.data.order.id, label: 'Work order (deleted)' });
  });

  it('an update changes what is sent: one assignee replaces the other, clearing the date clears its time', async () => {
    const ticket = await create(admin, { title: 'Order mulch for the Patels', assigneeEmployeeId: mate.id, dueDate: addDays(today, 3), dueTime: '07:00' });
    const toCrew = await update(admin, ticket, { assigneeCrewId: otherCrew.id });
    expect(toCrew.ticket).toMatchObject({ assigneeEmployeeId: null, assigneeCrewId: otherCrew.id, assigneeName: 'Install Crew 1', dueTime: '07:00' });
    expect(toCrew.next).toBeNull();
    const undated = await update(admin, toCrew.ticket, { dueDate: null, priority: 'high', title: 'Order 6 yards of mulch' });
    expect(undated.ticket).toMatchObject({ dueDate: null, dueTime: null, priority: 'high', title: 'Order 6 yards of mulch', assigneeCrewId: otherCrew.id });
    expect(new Date(undated.ticket.updatedAt).getTime()).toBeGreaterThan(new Date(toCrew.ticket.updatedAt).getTime());

    // Repeating needs a date to repeat from, the task's own included.
    const repeating = await t.call('PUT', `/tickets/${ticket.id}`, { token: admin.token, body: { updatedAt: undated.ticket.updatedAt, recurrence: { every: 1, unit: 'week' } } });
    expect(repeating.status).toBe(400);
    expect(repeating.body.details.fieldErrors).toEqual({ dueDate: [TICKET_RECURRENCE_NEEDS_DATE_MESSAGE] });
    const unassigned = await update(admin, undated.ticket, { assigneeCrewId: null, checklist: [{ text: 'Call the yard' }] });
    expect(unassigned.ticket).toMatchObject({ assigneeCrewId: null, assigneeName: null, checklistTotal: 1 });
  });

  it('a stale updatedAt is refused with 409 and changes nothing', async () => {
    const ticket = await create(admin, { title: 'Stale write' });
    await update(admin, ticket, { title: 'Saved first' });
    const stale = await t.call('PUT', `/tickets/${ticket.id}`, { token: admin.token, body: { updatedAt: ticket.updatedAt, title: 'Saved second' } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    expect((await get(admin, ticket.id)).title).toBe('Saved first');
  });

  it('status moves along the rules: done stamps when, reopening clears it; refused moves are 422', async () => {
    const ticket = await create(admin, { title: 'Moves' });
    const done = await update(admin, ticket, { status: 'done' });
    expect(done.ticket.status).toBe('done');
    expect(done.ticket.completedAt).not.toBeNull();
    for (const [from, to] of [
      ['done', 'in_progress'],
      ['done', 'cancelled'],
    ] as const) {
      const refused = await t.call('PUT', `/tickets/${ticket.id}`, { token: admin.token, body: { updatedAt: done.ticket.updatedAt, status: to } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(ticketMoveMessage(from, to));
      expect(refused.body.details.fieldErrors).toEqual({ status: [ticketMoveMessage(from, to)] });
    }
    const reopened = await update(admin, done.ticket, { status: 'open' });
    expect(reopened.ticket).toMatchObject({ status: 'open', completedAt: null });
    const cancelled = await update(admin, reopened.ticket, { status: 'cancelled' });
    const refused = await t.call('PUT', `/tickets/${ticket.id}`, { token: admin.token, body: { updatedAt: cancelled.ticket.updatedAt, status: 'done' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(ticketMoveMessage('cancelled', 'done'));
  });
});

describe('a repeating task', () => {
  it('done makes its next one in the same answer: open, same fields, checklist reset, due on the rhythm after today — once', async () => {
    const due = addDays(today, -2);
    const ticket = await create(admin, {
      title: 'Grease the mower decks',
      type: 'maintenance',
      priority: 'high',
      assigneeCrewId: otherCrew.id,
      dueDate: due,
      dueTime: '06:45',
      subject: { kind: 'equipment', id: subjects.equipment.id },
      checklist: [{ text: 'Check oil', done: true }, { text: 'Sharpen blades' }],
      recurrence: { every: 1, unit: 'week' },
    });
    expect(ticket.overdue).toBe(true);
    const { ticket: done, next } = await update(admin, ticket, { status: 'done', checklist: ticket.checklist.map((item) => ({ ...item, done: true })) });
    expect(done).toMatchObject({ status: 'done', overdue: false, checklistDone: 2 });
    expect(next).toMatchObject({
      number: ticket.number + 1,
      title: 'Grease the mower decks',
      type: 'maintenance',
      priority: 'high',
      status: 'open',
      assigneeCrewId: otherCrew.id,
      assigneeName: 'Install Crew 1',
      dueDate: nextDueDate(due, { every: 1, unit: 'week' }, today),
      dueTime: '06:45',
      overdue: false,
      subject: { kind: 'equipment', ...subjects.equipment },
      checklistDone: 0,
      checklistTotal: 2,
      recurrence: { every: 1, unit: 'week' },
    });
    expect(next!.dueDate).toBe(addDays(due, 7));
    const made = await get(admin, next!.id);
    expect(made.checklist.map((item) => [item.text, item.done])).toEqual([
      ['Check oil', false],
      ['Sharpen blades', false],
    ]);
    expect(made.checklist.map((item) => item.id).some((id) => ticket.checklist.some((item) => item.id === id))).toBe(false);
    expect(made.createdByName).toBe('');

    // Reopened by mistake and done again: no second copy.
    const reopened = await update(admin, done, { status: 'open' });
    expect(reopened.ticket.completedAt).toBeNull();
    const again = await update(admin, reopened.ticket, { status: 'done' });
    expect(again.next).toBeNull();
    expect((await list(admin, { search: 'grease the mower' })).pagination.total).toBe(2);
  });

  it('ends before the year 10,000', async () => {
    const last = await create(admin, { title: 'Far future', dueDate: '9999-12-25', recurrence: { every: 12, unit: 'month' } });
    const { ticket, next } = await update(admin, last, { status: 'done' });
    expect(ticket.status).toBe('done');
    expect(next).toBeNull();
  });
});

describe('the list', () => {
  let lister: SignedInUser;
  const made: Record<string, Ticket> = {};
  let people: { me: { id: string }; myCrew: { id: string }; client: Customer };

  beforeAll(async () => {
    // A company of its own, so every filter's answer is known exactly.
    lister = await signedInUser(t);
    const listerToday = await companyToday(t.database.db, lister.companyId);
    expect(listerToday).toBe(today);
    const me = await anEmployee(t, lister, { email: lister.email, firstName: 'Dana', lastName: 'Whitfield' });
    const colleague = await anEmployee(t, lister, { firstName: 'Ravi', lastName: 'Shah' });
    const myCrew = await aCrew(t, lister, { name: 'Crew A' });
    const theirCrew = await aCrew(t, lister, { name: 'Crew C' });
    await addToCrew(lister, myCrew.id, me.id, 'member');
    const client = await aCustomer(lister, 'Okafor');
    const add = async (key: string, body: Record<string, unknown>) => {
      made[key] = await create(lister, body);
    };
    await add('a', { title: 'Call Mrs Okafor back', type: 'callback', priority: 'high', assigneeEmployeeId: me.id, dueDate: addDays(today, -3) });
    await add('b', { title: 'Order mulch', type: 'office', status: 'in_progress', dueDate: today });
    await add('c', { title: 'Fix sprinkler head', type: 'maintenance', priority: 'urgent', assigneeCrewId: myCrew.id, dueDate: endOfWeek(today) });
    await add('d', { title: 'Service the mower', type: 'maintenance', assigneeEmployeeId: colleague.id, dueDate: addDays(today, 30) });
    await add('e', { title: 'Upsell aeration', type: 'upsell', assigneeCrewId: theirCrew.id, subject: { kind: 'customer', id: client.id } });
    await add('f', { title: 'Old callback', type: 'callback', assigneeEmployeeId: me.id, dueDate: addDays(today, -5) });
    await add('g', { title: 'Cancelled errand', dueDate: addDays(today, -1) });
    await add('h', { title: 'Quote the patio', priority: 'low', description: 'Include the retaining wall' });
    await update(lister, made.f!, { status: 'done' });
    await update(lister, made.g!, { status: 'cancelled' });
    people = { me, myCrew, client };
  });

  const keysOf = (items: TicketListItem[]) => items.map((item) => Object.entries(made).find(([, ticket]) => ticket.id === item.id)?.[0]);

  it('orders active tasks by due date (undated last), priority and number, then finished ones newest first', async () => {
    const { tickets, pagination } = await list(lister);
    const dueThisWeek = endOfWeek(today) === today ? ['c', 'b'] : ['b', 'c'];
    expect(keysOf(tickets)).toEqual(['a', ...dueThisWeek, 'd', 'e', 'h', 'g', 'f']);
    expect(pagination).toEqual({ page: 1, limit: 50, total: 8 });
    expect(tickets.find((item) => item.id === made.a!.id)).toMatchObject({ overdue: true, assigneeName: 'Dana Whitfield' });
    expect(tickets.filter((item) => item.overdue).map((item) => item.title)).toEqual(['Call Mrs Okafor back']);
  });

  it('pages carry the total', async () => {
    const first = await list(lister, { limit: '3' });
    expect(first.tickets).toHaveLength(3);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 8 });
    const last = await list(lister, { limit: '3', page: '3' });
    expect(keysOf(last.tickets)).toEqual(['g', 'f']);
    expect(last.pagination.total).toBe(8);
    const beyond = await list(lister, { limit: '3', page: '4' });
    expect(beyond).toEqual({ tickets: [], pagination: { page: 4, limit: 3, total: 8 } });
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['active', { status: 'active' }, ['a', 'b', 'c', 'd', 'e', 'h']],
    ['open', { status: 'open' }, ['a', 'c', 'd', 'e', 'h']],
    ['in progress', { status: 'in_progress' }, ['b']],
    ['done', { status: 'done' }, ['f']],
    ['cancelled', { status: 'cancelled' }, ['g']],
    ['mine', { mine: 'true' }, ['a', 'c', 'f']],
    ['mine and active (the sidebar count)', { mine: 'true', status: 'active' }, ['a', 'c']],
    ['mine=false is everything', { mine: 'false' }, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
    ['type', { type: 'maintenance' }, ['c', 'd']],
    ['priority', { priority: 'urgent' }, ['c']],
    ['overdue: active ones before today', { due: 'overdue' }, ['a']],
    ['this week: today to Sunday', { due: 'this_week' }, ['b', 'c']],
    ['search in the title', { search: 'SPRINKLER' }, ['c']],
    ['search in the description', { search: 'retaining wall' }, ['h']],
    ['search with % taken literally', { search: '100%' }, []],
  ])('filters: %s', async (_name, query, expected) => {
    const { tickets, pagination } = await list(lister, query);
    expect(keysOf(tickets).sort()).toEqual([...expected].sort());
    expect(pagination.total).toBe(expected.length);
  });

  it('filters by day, assignee, unassigned, subject and number', async () => {
    const dueToday = await list(lister, { due: 'today' });
    expect(keysOf(dueToday.tickets).sort()).toEqual(endOfWeek(today) === today ? ['b', 'c'] : ['b']);
    expect(keysOf((await list(lister, { assigneeEmployeeId: people.me.id })).tickets).sort()).toEqual(['a', 'f']);
    expect(keysOf((await list(lister, { assigneeEmployeeId: 'none' })).tickets).sort()).toEqual(['b', 'g', 'h']);
    expect(keysOf((await list(lister, { assigneeCrewId: people.myCrew.id })).tickets)).toEqual(['c']);
    expect(keysOf((await list(lister, { subjectKind: 'customer', subjectId: people.client.id })).tickets)).toEqual(['e']);
    const number = made.d!.number;
    expect(keysOf((await list(lister, { search: `T-${number}` })).tickets)).toEqual(['d']);
    expect(keysOf((await list(lister, { search: String(number) })).tickets)).toEqual(['d']);
  });

  it('the sidebar count asks for one row and reads the total', async () => {
    const { tickets, pagination } = await list(lister, { mine: 'true', status: 'active', limit: '1' });
    expect(tickets).toHaveLength(1);
    expect(pagination.total).toBe(2);
  });

  it('a user with no employee record has nothing of their own', async () => {
    const colleagueUser = await signedInUser(t, { role: 'office_manager', companyId: lister.companyId });
    expect(await list(colleagueUser, { mine: 'true' })).toEqual({ tickets: [], pagination: { page: 1, limit: 50, total: 0 } });
    expect((await list(colleagueUser)).pagination.total).toBe(8);
  });
});

describe('comments and mentions', () => {
  it('a comment names its author and mentions; each mentioned employee with an e-mail is told, without the comment', async () => {
    const ticket = await create(admin, { title: 'Patel back yard drainage' });
    const body = 'Private: the client is upset about the bill. @Nora Lee can you look?';
    const response = await t.call('POST', `/tickets/${ticket.id}/comments`, { token: admin.token, body: { body, mentionIds: [mate.id, quiet.id, mate.id] } });
    expect(response.status, response.text).toBe(201);
    const { comment } = ticketCommentResultSchema.parse(response.body.data);
    expect(comment).toMatchObject({
      body,
      authorName: 'Dana Whitfield',
      mentions: [
        { id: mate.id, name: 'Nora Lee' },
        { id: quiet.id, name: 'Ana Berg' },
      ],
    });

    const [message, ...more] = await messagesTo(t, mateEmail);
    expect(more).toEqual([]);
    expect(message!.subject).toBe(`Dana Whitfield mentioned you on T-${ticket.number}: Patel back yard drainage`);
    expect(message!.text).toContain(`${TEST_PUBLIC_URL}/tickets?open=${ticket.id}`);
    expect(message!.html).toContain(`${TEST_PUBLIC_URL}/tickets?open=${ticket.id}`);
    expect(`${message!.text}${message!.html}`).not.toContain('upset');

    const read = await get(admin, ticket.id);
    expect(read.comments).toEqual([comment]);
    expect(read.commentCount).toBe(1);
  });

  it('refuses an empty comment and an unknown mention', async () => {
    const ticket = await create(admin, { title: 'Empty comment' });
    const empty = await t.call('POST', `/tickets/${ticket.id}/comments`, { token: admin.token, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.details.fieldErrors).toEqual({ body: ['Write a comment'] });
    const unknown = await t.call('POST', `/tickets/${ticket.id}/comments`, { token: admin.token, body: { body: 'Hi', mentionIds: [mate.id, UNKNOWN] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.fieldErrors).toEqual({ 'mentionIds.1': ['Employee not found'] });
    expect((await get(admin, ticket.id)).comments).toEqual([]);
  });
});

describe('a crew leader', () => {
  const seen: Record<string, Ticket> = {};

  beforeAll(async () => {
    seen.mine = await create(admin, { title: 'Leader view: theirs', assigneeEmployeeId: leader.id, checklist: [{ text: 'Photo before' }] });
    seen.crew = await create(admin, { title: 'Leader view: their crew', assigneeCrewId: leaderCrew.id });
    seen.made = await create(leaderUser, { title: 'Leader view: made by them', assigneeEmployeeId: mate.id });
    seen.other = await create(admin, { title: 'Leader view: another’s', assigneeEmployeeId: mate.id });
    seen.nobody = await create(admin, { title: 'Leader view: nobody’s' });
  });

  it('sees the tasks assigned to them or their crews and the ones they made, and no others', async () => {
    expect(seen.made!.createdByName).toBe('Sam Rivera');
    const visible = await list(leaderUser, { search: 'leader view' });
    expect(titles(visible.tickets).sort()).toEqual(['Leader view: made by them', 'Leader view: their crew', 'Leader view: theirs']);
    expect(visible.pagination.total).toBe(3);
    expect(titles((await list(leaderUser, { search: 'leader view', mine: 'true' })).tickets).sort()).toEqual(['Leader view: their crew', 'Leader view: theirs']);
    expect((await list(admin, { search: 'leader view' })).pagination.total).toBe(5);

    for (const hidden of [seen.other!, seen.nobody!]) {
      for (const [method, path, body] of [
        ['GET', `/tickets/${hidden.id}`, undefined],
        ['PUT', `/tickets/${hidden.id}`, { updatedAt: hidden.updatedAt, status: 'done' }],
        ['POST', `/tickets/${hidden.id}/comments`, { body: 'Done?' }],
      ] as const) {
        const response = await t.call(method, path, { token: leaderUser.token, body });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body.message).toBe(TICKET_NOT_FOUND_MESSAGE);
      }
    }
  });

  it('moves the status, ticks the checklist and comments, but changes nothing else', async () => {
    const started = await update(leaderUser, seen.mine!, { status: 'in_progress' });
    const ticked = await update(leaderUser, started.ticket, { checklist: started.ticket.checklist.map((item) => ({ ...item, done: true })) });
    expect(ticked.ticket).toMatchObject({ status: 'in_progress', checklistDone: 1 });
    expect(ticked.ticket.checklist[0]!.id).toBe(seen.mine!.checklist[0]!.id);
    // The whole form sent back unchanged is no change.
    const form = { title: ticked.ticket.title, priority: ticked.ticket.priority, assigneeEmployeeId: leader.id, dueDate: null, subject: null, recurrence: null };
    expect((await update(leaderUser, ticked.ticket, { ...form, status: 'done' })).ticket.status).toBe('done');

    const renamed = await t.call('PUT', `/tickets/${seen.crew!.id}`, {
      token: leaderUser.token,
      body: { updatedAt: seen.crew!.updatedAt, status: 'in_progress', title: 'Something else', assigneeCrewId: otherCrew.id },
    });
    expect(renamed.status).toBe(403);
    expect(renamed.body.message).toBe(TICKET_CREW_LEADER_CHANGES_MESSAGE);
    expect(renamed.body.details.fieldErrors).toEqual({ title: [TICKET_CREW_LEADER_CHANGES_MESSAGE], assigneeCrewId: [TICKET_CREW_LEADER_CHANGES_MESSAGE] });
    expect((await get(admin, seen.crew!.id)).status).toBe('open');

    const commented = await t.call('POST', `/tickets/${seen.crew!.id}/comments`, { token: leaderUser.token, body: { body: 'On it tomorrow', mentionIds: [mate.id] } });
    expect(commented.status, commented.text).toBe(201);
    expect(commented.body.data.comment.authorName).toBe('Sam Rivera');
  });

  it('may not delete a task, theirs or not, known or not (403)', async () => {
    for (const id of [seen.made!.id, seen.other!.id, UNKNOWN]) {
      const response = await t.call('DELETE', `/tickets/${id}`, { token: leaderUser.token });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(TICKET_DELETE_OFFICE_ONLY_MESSAGE);
    }
    await get(admin, seen.made!.id);
  });
});

describe('another company', () => {
  it('cannot read, change, comment on or delete the first one’s tasks (404)', async () => {
    const ticket = await create(admin, { title: 'Not yours', assigneeEmployeeId: mate.id });
    for (const [method, path, body] of [
      ['GET', `/tickets/${ticket.id}`, undefined],
      ['PUT', `/tickets/${ticket.id}`, { updatedAt: ticket.updatedAt, title: 'Mine now' }],
      ['POST', `/tickets/${ticket.id}/comments`, { body: 'Hello' }],
      ['DELETE', `/tickets/${ticket.id}`, undefined],
    ] as const) {
      const response = await t.call(method, path, { token: intruder.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await get(admin, ticket.id)).toMatchObject({ title: 'Not yours', comments: [] });
    expect(titles((await list(intruder, { search: 'not yours' })).tickets)).toEqual([]);
  });

  it('cannot name the first one’s employees, crews or records, in a task, an update, a mention or a filter (404 on the field)', async () => {
    const own = await create(intruder, { title: 'Own task' });
    const before = (await list(intruder)).pagination.total;
    const told = (await messagesTo(t, mateEmail)).length;
    const refusals: Array<[string, string, Record<string, unknown> | undefined, string]> = [
      ['POST', '/tickets', { title: 'x', assigneeEmployeeId: mate.id }, 'assigneeEmployeeId'],
      ['POST', '/tickets', { title: 'x', assigneeCrewId: leaderCrew.id }, 'assigneeCrewId'],
      ...Object.entries(subjects).map(([kind, subject]): [string, string, Record<string, unknown>, string] => ['POST', '/tickets', { title: 'x', subject: { kind, id: subject.id } }, 'subject']),
      ['PUT', `/tickets/${own.id}`, { updatedAt: own.updatedAt, assigneeCrewId: otherCrew.id }, 'assigneeCrewId'],
      ['PUT', `/tickets/${own.id}`, { updatedAt: own.updatedAt, subject: { kind: 'customer', id: customer.id } }, 'subject'],
      ['POST', `/tickets/${own.id}/comments`, { body: 'Hi', mentionIds: [mate.id] }, 'mentionIds.0'],
      ['GET', `/tickets?assigneeEmployeeId=${mate.id}`, undefined, 'assigneeEmployeeId'],
      ['GET', `/tickets?assigneeCrewId=${leaderCrew.id}`, undefined, 'assigneeCrewId'],
      ['GET', `/tickets?subjectKind=estimate&subjectId=${subjects.estimate.id}`, undefined, 'subjectId'],
    ];
    for (const [method, path, body, field] of refusals) {
      const response = await t.call(method as 'GET' | 'POST' | 'PUT', path, { token: intruder.token, body });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(404);
      expect(Object.keys(response.body.details.fieldErrors), `${method} ${path}`).toEqual([field]);
    }
    expect((await list(intruder)).pagination.total).toBe(before);
    expect(await messagesTo(t, mateEmail)).toHaveLength(told);
  });
});

describe('malformed input', () => {
  let target: Ticket;
  beforeAll(async () => {
    target = await create(admin, { title: 'Malformed input target' });
  });

  it.each<[string, 'GET' | 'POST' | 'PUT', string, unknown, string]>([
    ['no title', 'POST', '/tickets', {}, 'title'],
    ['a blank title', 'POST', '/tickets', { title: '   ' }, 'title'],
    ['a title of 201 characters', 'POST', '/tickets', { title: 'x'.repeat(201) }, 'title'],
    ['a title that is a number', 'POST', '/tickets', { title: 42 }, 'title'],
    ['a NUL in the title', 'POST', '/tickets', { title: 'Call\u0000back' }, 'title'],
    ['a description of 10,001 characters', 'POST', '/tickets', { title: 'x', description: 'x'.repeat(10_001) }, 'description'],
    ['an unknown type', 'POST', '/tickets', { title: 'x', type: 'invoice' }, 'type'],
    ['a priority that is a number', 'POST', '/tickets', { title: 'x', priority: 5 }, 'priority'],
    ['a new task that is done', 'POST', '/tickets', { title: 'x', status: 'done' }, 'status'],
    ['an impossible date', 'POST', '/tickets', { title: 'x', dueDate: '2026-02-30' }, 'dueDate'],
    ['a time past midnight', 'POST', '/tickets', { title: 'x', dueDate: '2026-12-01', dueTime: '24:00' }, 'dueTime'],
    ['a time without a date', 'POST', '/tickets', { title: 'x', dueTime: '09:00' }, 'dueTime'],
    ['two assignees', 'POST', '/tickets', { title: 'x', assigneeEmployeeId: UNKNOWN, assigneeCrewId: UNKNOWN }, 'assigneeCrewId'],
    ['an assignee that is no id', 'POST', '/tickets', { title: 'x', assigneeEmployeeId: 'crew-b' }, 'assigneeEmployeeId'],
    ['a subject of an unknown kind', 'POST', '/tickets', { title: 'x', subject: { kind: 'invoice', id: UNKNOWN } }, 'subject.kind'],
    ['a subject that is text', 'POST', '/tickets', { title: 'x', subject: 'Mrs Patel' }, 'subject'],
    ['51 checklist items', 'POST', '/tickets', { title: 'x', checklist: Array.from({ length: 51 }, () => ({ text: 'a' })) }, 'checklist'],
    ['an empty checklist item', 'POST', '/tickets', { title: 'x', checklist: [{ text: ' ' }] }, 'checklist.0.text'],
    ['repeating every 0 weeks', 'POST', '/tickets', { title: 'x', dueDate: '2026-12-01', recurrence: { every: 0, unit: 'week' } }, 'recurrence.every'],
    ['repeating every 1.5 days', 'POST', '/tickets', { title: 'x', dueDate: '2026-12-01', recurrence: { every: 1.5, unit: 'day' } }, 'recurrence.every'],
    ['repeating without a date', 'POST', '/tickets', { title: 'x', recurrence: { every: 1, unit: 'week' } }, 'dueDate'],
    ['an update without updatedAt', 'PUT', '/tickets/{id}', { title: 'x' }, 'updatedAt'],
    ['an update with an unknown status', 'PUT', '/tickets/{id}', { status: 'closed', updatedAt: '2026-11-27T12:00:00.000Z' }, 'status'],
    ['a comment of 5,001 characters', 'POST', '/tickets/{id}/comments', { body: 'x'.repeat(5_001) }, 'body'],
    ['21 mentions', 'POST', '/tickets/{id}/comments', { body: 'x', mentionIds: Array.from({ length: 21 }, (_, index) => `5f1d2c4e-8a4b-4c3d-9e2f-${String(index).padStart(12, '0')}`) }, 'mentionIds'],
    ['a limit of 500', 'GET', '/tickets?limit=500', undefined, 'limit'],
    ['page 0', 'GET', '/tickets?page=0', undefined, 'page'],
    ['a search of 201 characters', 'GET', `/tickets?search=${'x'.repeat(201)}`, undefined, 'search'],
    ['an unknown due filter', 'GET', '/tickets?due=someday', undefined, 'due'],
    ['mine=yes', 'GET', '/tickets?mine=yes', undefined, 'mine'],
    ['a subject kind without its id', 'GET', '/tickets?subjectKind=customer', undefined, 'subjectId'],
    ['a NUL in the search', 'GET', '/tickets?search=a%00b', undefined, 'search'],
    ['a task id that is no id', 'GET', '/tickets/T-1001', undefined, 'id'],
  ])('%s → 400 naming the field', async (_name, method, path, body, field) => {
    const response = await t.call(method, path.replace('{id}', target.id), { token: admin.token, body });
    expect(response.status, response.text).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    if (field === 'title' && typeof body === 'object' && String((body as { title?: unknown }).title).includes('\u0000')) {
      expect(response.body.details.fieldErrors.title).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });

  it('ids, roles and companies in a body are ignored', async () => {
    const ticket = await create(admin, { title: 'Extra keys', companyId: intruder.companyId, id: UNKNOWN, number: 7, createdByUserId: intruder.userId, role: 'admin' });
    expect(ticket.id).not.toBe(UNKNOWN);
    expect(ticket.number).not.toBe(7);
    expect(ticket.createdByName).toBe('Dana Whitfield');
    expect((await t.call('GET', `/tickets/${ticket.id}`, { token: intruder.token })).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/tickets')).status).toBe(401);
    expect((await t.call('POST', '/tickets', { body: { title: 'x' } })).status).toBe(401);
  });
});

// ── Photos ────────────────────────────────────────────────────────────────────────────────
function multipart(fields: Record<string, string>, bytes: Buffer) {
  const boundary = `----groundwork${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
function uploadPhoto(user: SignedInUser, ticketId: string, bytes: Buffer, caption = 'Broken head, zone 3') {
  const { body, headers } = multipart({ caption }, bytes);
  return t.call('POST', `/tickets/${ticketId}/photos`, { token: user.token, body, headers });
}

describe('photos on a task', () => {
  it('the office adds, lists, views and deletes photos; the task shows how many and its first', async () => {
    const ticket = await create(admin, { title: 'Photo: broken head', type: 'callback' });
    const added = await uploadPhoto(admin, ticket.id, await anImage('webp', 8, 6));
    expect(added.status, added.text).toBe(201);
    const photo = ticketPhotoResultSchema.parse(added.body.data).photo;
    // Re-encoded (WebP becomes PNG), never stored as it came.
    expect(photo).toMatchObject({ ticketId: ticket.id, contentType: 'image/png', width: 8, height: 6, caption: 'Broken head, zone 3', addedByName: 'Dana Whitfield' });
    const second = ticketPhotoResultSchema.parse((await uploadPhoto(admin, ticket.id, await anImage('jpeg'), '')).body.data).photo;
    expect(second.contentType).toBe('image/jpeg');

    const detail = await get(admin, ticket.id);
    expect(detail.photos.map((each) => each.id)).toEqual([photo.id, second.id]);
    expect(detail).toMatchObject({ photoCount: 2, firstPhotoId: photo.id });
    const [row] = (await list(admin, { search: 'photo: broken head' })).tickets;
    expect(row).toMatchObject({ photoCount: 2, firstPhotoId: photo.id });
    const listed = await t.call('GET', `/tickets/${ticket.id}/photos`, { token: admin.token });
    expect(ticketPhotoListSchema.parse(listed.body.data).photos).toHaveLength(2);

    const image = await t.call('GET', `/tickets/${ticket.id}/photos/${photo.id}`, { token: admin.token });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await t.call('GET', `/tickets/${ticket.id}/photos/${photo.id}`)).status).toBe(401);

    expect((await t.call('DELETE', `/tickets/${ticket.id}/photos/${photo.id}`, { token: admin.token })).status).toBe(200);
    const gone = await t.call('GET', `/tickets/${ticket.id}/photos/${photo.id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(PHOTO_NOT_FOUND_MESSAGE);
    expect(await get(admin, ticket.id)).toMatchObject({ photoCount: 1, firstPhotoId: second.id });
    // Deleting the task takes its photos with it.
    expect((await t.call('DELETE', `/tickets/${ticket.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `/tickets/${ticket.id}/photos/${second.id}`, { token: admin.token })).status).toBe(404);
  });

  it('a crew leader adds photos to the tasks they see, deletes none, and learns nothing of the others', async () => {
    const theirs = await create(admin, { title: 'Photo: crew task', assigneeCrewId: leaderCrew.id });
    const hidden = await create(admin, { title: 'Photo: hidden task', assigneeEmployeeId: mate.id });
    const added = await uploadPhoto(leaderUser, theirs.id, await anImage('png'));
    expect(added.status, added.text).toBe(201);
    expect(added.body.data.photo.addedByName).toBe('Sam Rivera');
    expect((await t.call('GET', `/tickets/${theirs.id}/photos/${added.body.data.photo.id}`, { token: leaderUser.token })).status).toBe(200);
    const refused = await t.call('DELETE', `/tickets/${theirs.id}/photos/${added.body.data.photo.id}`, { token: leaderUser.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE);

    const hiddenPhoto = ticketPhotoResultSchema.parse((await uploadPhoto(admin, hidden.id, await anImage('png'))).body.data).photo;
    expect((await uploadPhoto(leaderUser, hidden.id, await anImage('png'))).status).toBe(404);
    expect((await t.call('GET', `/tickets/${hidden.id}/photos`, { token: leaderUser.token })).status).toBe(404);
    expect((await t.call('GET', `/tickets/${hidden.id}/photos/${hiddenPhoto.id}`, { token: leaderUser.token })).status).toBe(404);
    expect((await get(admin, hidden.id)).photoCount).toBe(1);
  });

  it('another company gets 404 for the first one’s task photos, and cannot reach them through its own task', async () => {
    const ticket = await create(admin, { title: 'Photo: not yours' });
    const photo = ticketPhotoResultSchema.parse((await uploadPhoto(admin, ticket.id, await anImage('png'))).body.data).photo;
    const own = await create(intruder, { title: 'Own photo task' });
    for (const [method, path] of [
      ['GET', `/tickets/${ticket.id}/photos`],
      ['GET', `/tickets/${ticket.id}/photos/${photo.id}`],
      ['DELETE', `/tickets/${ticket.id}/photos/${photo.id}`],
      ['GET', `/tickets/${own.id}/photos/${photo.id}`],
      ['DELETE', `/tickets/${own.id}/photos/${photo.id}`],
    ] as const) {
      expect((await t.call(method, path, { token: intruder.token })).status, `${method} ${path}`).toBe(404);
    }
    expect((await uploadPhoto(intruder, ticket.id, await anImage('png'))).status).toBe(404);
    expect((await get(admin, ticket.id)).photoCount).toBe(1);
  });

  it('refuses what is not an image, a damaged or truncated one, one too many pixels and one too large, and keeps serving', async () => {
    const ticket = await create(admin, { title: 'Photo: hostile uploads' });
    const cases: Array<[string, Buffer]> = [
      ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
      ['a PNG cut in half', (await anImage('png', 40, 40)).subarray(0, 60)],
      ...(await damagedPngs()),
    ];
    for (const [name, bytes] of cases) {
      const response = await uploadPhoto(admin, ticket.id, bytes);
      expect(response.status, name).toBe(400);
      expect(response.body.details.fieldErrors, name).toEqual({ file: [PHOTO_UNREADABLE_MESSAGE] });
    }
    const empty = await uploadPhoto(admin, ticket.id, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const huge = await uploadPhoto(admin, ticket.id, Buffer.alloc(15 * 1024 * 1024 + 1, 0x41));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(PHOTO_TOO_LARGE_MESSAGE);
    const notMultipart = await t.call('POST', `/tickets/${ticket.id}/photos`, { token: admin.token, body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    // The process is still up and the task has no photo.
    expect(await get(admin, ticket.id)).toMatchObject({ photoCount: 0, photos: [] });
  });

  it(`keeps at most ${MAX_PHOTOS_PER_TICKET} photos a task (422 past it)`, async () => {
    const ticket = await create(admin, { title: 'Photo: the limit' });
    const image = await anImage('png');
    for (let index = 0; index < MAX_PHOTOS_PER_TICKET; index += 1) expect((await uploadPhoto(admin, ticket.id, image, `Zone ${index}`)).status).toBe(201);
    const over = await uploadPhoto(admin, ticket.id, image);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(TICKET_TOO_MANY_PHOTOS_MESSAGE);
  });
});

// ── Whom a task can name ──────────────────────────────────────────────────────────────────
describe('the people a task can name', () => {
  it('a crew leader gets their crews and the people on them, id and name only; the office everyone still working', async () => {
    const response = await t.call('GET', '/tickets/people', { token: leaderUser.token });
    expect(response.status, response.text).toBe(200);
    const people = ticketPeopleResultSchema.parse(response.body.data);
    expect(people.crews).toEqual([{ id: leaderCrew.id, name: 'Maintenance Crew B' }]);
    expect(people.employees).toEqual([{ id: leader.id, name: 'Luis Ortega' }]);
    for (const each of [...response.body.data.employees, ...response.body.data.crews]) expect(Object.keys(each).sort()).toEqual(['id', 'name']);

    const office = ticketPeopleResultSchema.parse((await t.call('GET', '/tickets/people', { token: admin.token })).body.data);
    expect(office.employees.map((each) => each.id)).toEqual(expect.arrayContaining([leader.id, mate.id, quiet.id]));
    expect(office.crews.map((each) => each.name)).toEqual(expect.arrayContaining(['Install Crew 1', 'Maintenance Crew B']));
    const other = ticketPeopleResultSchema.parse((await t.call('GET', '/tickets/people', { token: intruder.token })).body.data);
    expect(other.employees.map((each) => each.id)).not.toContain(leader.id);
    expect(other.crews.map((each) => each.id)).not.toContain(leaderCrew.id);
    expect((await t.call('GET', '/tickets/people')).status).toBe(401);
  });
});

// ── Upsell → estimate ─────────────────────────────────────────────────────────────────────
describe('an upsell opportunity becoming an estimate', () => {
  async function draftOf(user: SignedInUser, id: string) {
    return t.call('GET', `/tickets/${id}/estimate_draft`, { token: user.token });
  }
  async function anEstimateFor(customerId: string) {
    const response = await t.call('POST', '/estimates', { token: admin.token, body: { clientType: 'customer', clientId: customerId, description: 'Aeration', items: [] } });
    expect(response.status, response.text).toBe(200);
    return response.body.data.estimate as { id: string; number: number };
  }

  it('starts the estimate from the stored task: its customer through any record, the property, the title and description', async () => {
    const property = customer.properties[0]!;
    const aboutProperty = await create(admin, { title: 'Core aeration for the back lawn', description: 'Compacted by the swing set', type: 'upsell', subject: { kind: 'property', id: property.id } });
    const draft = await draftOf(admin, aboutProperty.id);
    expect(draft.status, draft.text).toBe(200);
    expect(ticketEstimateDraftResultSchema.parse(draft.body.data).draft).toEqual({
      ticketId: aboutProperty.id,
      ticketNumber: aboutProperty.number,
      customerId: customer.id,
      propertyId: property.id,
      description: 'Core aeration for the back lawn',
      notes: 'Compacted by the swing set',
    });
    for (const kind of ['customer', 'job', 'work_order', 'estimate'] as const) {
      const about = await create(admin, { title: `Upsell about a ${kind}`, type: 'upsell', subject: { kind, id: subjects[kind].id } });
      const answer = await draftOf(admin, about.id);
      expect(answer.status, kind).toBe(200);
      expect(answer.body.data.draft.customerId, kind).toBe(customer.id);
    }
  });

  it('is refused for another kind of task, one about equipment or nothing (422), a crew leader (403) and another company (404)', async () => {
    for (const body of [
      { title: 'Not an upsell', type: 'callback', subject: { kind: 'customer', id: customer.id } },
      { title: 'Upsell about a mower', type: 'upsell', subject: { kind: 'equipment', id: subjects.equipment.id } },
      { title: 'Upsell about nothing', type: 'upsell' },
    ]) {
      const ticket = await create(admin, body);
      const response = await draftOf(admin, ticket.id);
      expect(response.status, body.title).toBe(422);
      expect(response.body.message).toBe(TICKET_NOT_AN_UPSELL_MESSAGE);
    }
    const upsell = await create(admin, { title: 'Upsell: leader and intruder', type: 'upsell', assigneeCrewId: leaderCrew.id, subject: { kind: 'customer', id: customer.id } });
    const leaderAsks = await draftOf(leaderUser, upsell.id);
    expect(leaderAsks.status).toBe(403);
    expect(leaderAsks.body.message).toBe(TICKET_ESTIMATE_OFFICE_ONLY_MESSAGE);
    expect((await draftOf(intruder, upsell.id)).status).toBe(404);
    expect((await t.call('POST', `/tickets/${upsell.id}/estimate`, { token: intruder.token, body: { estimateId: subjects.estimate.id } })).status).toBe(404);
  });

  it('links the new estimate back: it becomes what the task is about, with one comment, however often it is sent', async () => {
    const upsell = await create(admin, { title: 'Upsell: mulch refresh', type: 'upsell', subject: { kind: 'customer', id: customer.id } });
    const estimate = await anEstimateFor(customer.id);
    const linked = await t.call('POST', `/tickets/${upsell.id}/estimate`, { token: admin.token, body: { estimateId: estimate.id } });
    expect(linked.status, linked.text).toBe(200);
    const ticket = ticketResultSchema.parse(linked.body.data).ticket;
    expect(ticket.subject).toEqual({ kind: 'estimate', id: estimate.id, label: `Estimate #${estimate.number}` });
    expect(ticket.comments.map((comment) => [comment.body, comment.authorName])).toEqual([[estimateMadeComment(estimate.number), 'Dana Whitfield']]);
    expect(ticket.updatedAt).not.toBe(upsell.updatedAt);
    const again = await t.call('POST', `/tickets/${upsell.id}/estimate`, { token: admin.token, body: { estimateId: estimate.id } });
    expect(again.status).toBe(200);
    expect(again.body.data.ticket.comments).toHaveLength(1);
    // The estimate's own tasks list shows it.
    expect(titles((await list(admin, { subjectKind: 'estimate', subjectId: estimate.id })).tickets)).toEqual(['Upsell: mulch refresh']);
  });

  it('refuses an estimate of another customer (422) or of another company (404 on the field)', async () => {
    const upsell = await create(admin, { title: 'Upsell: someone else’s estimate', type: 'upsell', subject: { kind: 'customer', id: customer.id } });
    const stranger = await aCustomer(admin, 'Okafor');
    const theirs = await anEstimateFor(stranger.id);
    const wrong = await t.call('POST', `/tickets/${upsell.id}/estimate`, { token: admin.token, body: { estimateId: theirs.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details.fieldErrors).toEqual({ estimateId: [TICKET_ESTIMATE_OTHER_CUSTOMER_MESSAGE] });
    const own = await create(intruder, { title: 'Intruder upsell', type: 'upsell' });
    const foreign = await t.call('POST', `/tickets/${own.id}/estimate`, { token: intruder.token, body: { estimateId: subjects.estimate.id } });
    expect(foreign.status).toBe(404);
    expect(Object.keys(foreign.body.details.fieldErrors)).toEqual(['estimateId']);
    expect((await get(admin, upsell.id)).subject?.kind).toBe('customer');
    const leader = await t.call('POST', `/tickets/${upsell.id}/estimate`, { token: leaderUser.token, body: { estimateId: theirs.id } });
    expect(leader.status).toBe(403);
  });
});

// ── Callback hours → job costing ──────────────────────────────────────────────────────────
describe('a callback’s hours', () => {
  async function costingOf(jobId: string) {
    const response = await t.call('GET', `/jobs/${jobId}`, { token: admin.token });
    expect(response.status, response.text).toBe(200);
    return jobDetailResultSchema.parse(response.body.data).costing!;
  }

  it('are charged to the job at the loaded cost of whoever did them, kept as it was when recorded', async () => {
    const jobId = subjects.job.id;
    const before = await costingOf(jobId);
    expect(before).toMatchObject({ callbackCount: 0, callbackHours: 0, callbackCost: 0 });
    // $24.84 an hour + 25% burden = $31.05.
    const tech = await anEmployee(t, admin, { firstName: 'Ike', lastName: 'Tran', payRate: 24.84, laborBurdenPercent: 25 });
    const aboutOrder = await create(admin, { title: 'Callback: broken head, zone 3', type: 'callback', assigneeEmployeeId: tech.id, subject: { kind: 'work_order', id: jobOrder.id }, hoursSpent: 1.75 });
    expect(aboutOrder.hoursSpent).toBe(1.75);
    // The crew leader records the hours of their crew's callback: the crew's average ($20 + 25% = $25, Luis alone).
    const aboutJob = await create(admin, { title: 'Callback: re-edge the beds', type: 'callback', assigneeCrewId: leaderCrew.id, subject: { kind: 'job', id: jobId } });
    const recorded = await update(leaderUser, aboutJob, { hoursSpent: 0.5 });
    expect(recorded.ticket.hoursSpent).toBe(0.5);

    // 1.75 h × $31.05 = $54.3375 → $54.34; 0.5 h × $25 = $12.50; together 2.25 h and $66.84, out of the profit.
    const after = await costingOf(jobId);
    expect(after).toMatchObject({ callbackCount: 2, callbackHours: 2.25, callbackCost: 66.84, labourCost: before.labourCost, actualHours: before.actualHours });
    expect(after.grossProfit).toBe(Math.round((before.grossProfit - 66.84) * 100) / 100);

    // A raise later does not rewrite the callback already charged.
    const raised = await t.call('PUT', `/employees/${tech.id}`, { token: admin.token, body: { ...anEmployeeBody({ firstName: 'Ike', lastName: 'Tran', payRate: 40, laborBurdenPercent: 25 }), updatedAt: tech.updatedAt } });
    expect(raised.status, raised.text).toBe(200);
    expect((await costingOf(jobId)).callbackCost).toBe(66.84);
    // Clearing the hours takes the charge away.
    await update(admin, await get(admin, aboutOrder.id), { hoursSpent: null });
    expect(await costingOf(jobId)).toMatchObject({ callbackCount: 1, callbackHours: 0.5, callbackCost: 12.5 });
  });

  it('go only on a callback about a work order or job, and need someone whose cost they are charged at', async () => {
    const general = await t.call('POST', '/tickets', { token: admin.token, body: { title: 'Hours on a general task', hoursSpent: 1, subject: { kind: 'job', id: subjects.job.id } } });
    expect(general.status).toBe(400);
    expect(general.body.details.fieldErrors).toEqual({ hoursSpent: [TICKET_HOURS_NEED_CALLBACK_MESSAGE] });
    const aboutCustomer = await create(admin, { title: 'Callback about a customer', type: 'callback', subject: { kind: 'customer', id: customer.id } });
    const refused = await t.call('PUT', `/tickets/${aboutCustomer.id}`, { token: admin.token, body: { updatedAt: aboutCustomer.updatedAt, hoursSpent: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldErrors).toEqual({ hoursSpent: [TICKET_HOURS_NEED_CALLBACK_MESSAGE] });
    // The owner has no employee record: hours on a task assigned to nobody have no one's cost.
    const nobody = await create(admin, { title: 'Callback for nobody', type: 'callback', subject: { kind: 'work_order', id: jobOrder.id } });
    const unpriced = await t.call('PUT', `/tickets/${nobody.id}`, { token: admin.token, body: { updatedAt: nobody.updatedAt, hoursSpent: 2 } });
    expect(unpriced.status).toBe(422);
    expect(unpriced.body.message).toBe(TICKET_HOURS_NEED_PERSON_MESSAGE);
    // A callback with hours cannot stop being one without clearing them.
    const withHours = await create(admin, { title: 'Callback with hours', type: 'callback', assigneeEmployeeId: mate.id, subject: { kind: 'job', id: subjects.job.id }, hoursSpent: 1 });
    const retyped = await t.call('PUT', `/tickets/${withHours.id}`, { token: admin.token, body: { updatedAt: withHours.updatedAt, type: 'general' } });
    expect(retyped.status).toBe(400);
    expect(Object.keys(retyped.body.details.fieldErrors)).toEqual(['hoursSpent']);
  });

  it('a crew leader records hours but still changes nothing else', async () => {
    const ticket = await create(admin, { title: 'Callback: leader hours', type: 'callback', assigneeEmployeeId: leader.id, subject: { kind: 'work_order', id: jobOrder.id } });
    const recorded = await update(leaderUser, ticket, { hoursSpent: 1.25, status: 'done' });
    expect(recorded.ticket).toMatchObject({ hoursSpent: 1.25, status: 'done' });
    const refused = await t.call('PUT', `/tickets/${ticket.id}`, { token: leaderUser.token, body: { updatedAt: recorded.ticket.updatedAt, hoursSpent: 2, priority: 'urgent' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TICKET_CREW_LEADER_CHANGES_MESSAGE);
    expect(refused.body.details.fieldErrors).toEqual({ priority: [TICKET_CREW_LEADER_CHANGES_MESSAGE] });
    expect((await get(admin, ticket.id)).hoursSpent).toBe(1.25);
  });
});

describe('malformed input of photos, hours and estimates', () => {
  let target: Ticket;
  beforeAll(async () => {
    target = await create(admin, { title: 'Malformed extras target', type: 'upsell', subject: { kind: 'customer', id: customer.id } });
  });

  it.each<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown, string]>([
    ['negative hours', 'PUT', '/tickets/{id}', { hoursSpent: -1, updatedAt: '2026-11-27T12:00:00.000Z' }, 'hoursSpent'],
    ['1,000 hours', 'PUT', '/tickets/{id}', { hoursSpent: 1000, updatedAt: '2026-11-27T12:00:00.000Z' }, 'hoursSpent'],
    ['hours with 3 decimals', 'PUT', '/tickets/{id}', { hoursSpent: 1.255, updatedAt: '2026-11-27T12:00:00.000Z' }, 'hoursSpent'],
    ['hours as text', 'PUT', '/tickets/{id}', { hoursSpent: '2', updatedAt: '2026-11-27T12:00:00.000Z' }, 'hoursSpent'],
    ['hours of 1e308', 'POST', '/tickets', { title: 'x', hoursSpent: 1e308 }, 'hoursSpent'],
    ['an estimate id that is no id', 'POST', '/tickets/{id}/estimate', { estimateId: 'Estimate #1001' }, 'estimateId'],
    ['no estimate id', 'POST', '/tickets/{id}/estimate', {}, 'estimateId'],
    ['a photo id that is no id', 'GET', '/tickets/{id}/photos/first', undefined, 'photoId'],
    ['a photo of a task id that is no id', 'DELETE', `/tickets/T-1001/photos/${UNKNOWN}`, undefined, 'id'],
  ])('%s → 400 naming the field', async (_name, method, path, body, field) => {
    const response = await t.call(method, path.replace('{id}', target.id), { token: admin.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });
});
