import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/calendar';
import {
  canBecomeEstimate,
  canMoveTicket,
  linkTicketEstimateInputSchema,
  takesHours,
  TICKET_HOURS_NEED_CALLBACK_MESSAGE,
  createTicketCommentInputSchema,
  createTicketInputSchema,
  describeRecurrence,
  dueRange,
  endOfWeek,
  isTicketOverdue,
  listTicketsQuerySchema,
  nextDueDate,
  ticketConsistencyErrors,
  ticketLabel,
  TICKET_ONE_ASSIGNEE_MESSAGE,
  TICKET_RECURRENCE_NEEDS_DATE_MESSAGE,
  ticketStatuses,
  updateTicketInputSchema,
  type Recurrence,
} from './index';

const id = '0b6f0a52-3f1e-4c1a-9a53-4a5d2f0e8b11';
const other = '5d0c2b9e-7a41-4f7e-8f3b-2c6e1d9a0f22';
const updatedAt = '2026-11-27T12:00:00.000Z';

const fieldErrors = (result: { success: boolean; error?: { flatten(): { fieldErrors: Record<string, string[] | undefined> } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe('nextDueDate: a recurring task’s next one (hand-worked)', () => {
  it.each<[string, Recurrence, string, string, string]>([
    ['done on its day', { every: 1, unit: 'week' }, '2026-11-02', '2026-11-02', '2026-11-09'],
    ['done early keeps its rhythm', { every: 2, unit: 'week' }, '2026-11-16', '2026-11-10', '2026-11-30'],
    ['done late skips the missed ones', { every: 1, unit: 'week' }, '2026-11-02', '2026-11-20', '2026-11-23'],
    ['done on the day a next one falls moves past it', { every: 1, unit: 'week' }, '2026-11-02', '2026-11-09', '2026-11-16'],
    ['every 3 days', { every: 3, unit: 'day' }, '2026-12-30', '2026-12-30', '2027-01-02'],
    ['a daily task done a year late', { every: 1, unit: 'day' }, '2025-11-27', '2026-11-27', '2026-11-28'],
    ['month end clamps and comes back', { every: 1, unit: 'month' }, '2026-01-31', '2026-01-31', '2026-02-28'],
    ['months count from the first due date', { every: 1, unit: 'month' }, '2026-01-31', '2026-03-01', '2026-03-31'],
    ['leap year February', { every: 1, unit: 'month' }, '2028-01-31', '2028-01-31', '2028-02-29'],
    ['every 6 months', { every: 6, unit: 'month' }, '2026-04-15', '2026-04-20', '2026-10-15'],
  ])('%s', (_name, recurrence, dueDate, doneOn, expected) => {
    expect(nextDueDate(dueDate, recurrence, doneOn)).toBe(expected);
  });

  it('is always after the day it was done and on the rhythm (property)', () => {
    const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 800 }), fc.integer({ min: 1, max: 30 }), fc.constantFrom('day', 'week'), (due, late, every, unit) => {
        const doneOn = addDays(due, late - 100);
        const recurrence: Recurrence = { every, unit: unit as 'day' | 'week' };
        const next = nextDueDate(due, recurrence, doneOn)!;
        expect(next > doneOn).toBe(true);
        expect(next > due).toBe(true);
        const days = (Date.parse(next) - Date.parse(due)) / 86_400_000;
        const period = unit === 'day' ? every : 7 * every;
        expect(days % period).toBe(0);
        // The first such date: one period earlier is not both after the due date and after the day it was done.
        const previous = addDays(next, -period);
        expect(previous <= doneOn || previous <= due).toBe(true);
      }),
    );
  });

  it('ends the series at the end of the calendar rather than running on', () => {
    expect(nextDueDate('9999-12-31', { every: 1, unit: 'day' }, '9999-12-31')).toBeNull();
    expect(nextDueDate('9999-06-30', { every: 365, unit: 'month' }, '9999-06-30')).toBeNull();
    expect(nextDueDate('9999-12-24', { every: 1, unit: 'week' }, '9999-12-24')).toBe('9999-12-31');
  });

  it('reads as people say it', () => {
    expect(describeRecurrence({ every: 1, unit: 'week' })).toBe('every week');
    expect(describeRecurrence({ every: 3, unit: 'month' })).toBe('every 3 months');
  });
});

describe('status moves', () => {
  it.each([
    ['open', 'in_progress', true],
    ['open', 'done', true],
    ['in_progress', 'open', true],
    ['in_progress', 'cancelled', true],
    ['done', 'open', true],
    ['done', 'in_progress', false],
    ['done', 'cancelled', false],
    ['cancelled', 'done', false],
    ['cancelled', 'open', true],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTicket(from, to)).toBe(allowed);
  });

  it('staying put is always allowed', () => {
    for (const status of ticketStatuses) expect(canMoveTicket(status, status)).toBe(true);
  });
});

describe('due filters in the company’s calendar', () => {
  // Friday 27 November 2026.
  const today = '2026-11-27';
  it('this week runs from today to Sunday', () => {
    expect(endOfWeek(today)).toBe('2026-11-29');
    expect(endOfWeek('2026-11-29')).toBe('2026-11-29');
    expect(endOfWeek('2026-11-30')).toBe('2026-12-06');
    expect(dueRange('this_week', today)).toEqual({ from: '2026-11-27', to: '2026-11-29' });
  });
  it('overdue is before today, today is today', () => {
    expect(dueRange('overdue', today)).toEqual({ from: null, to: '2026-11-26' });
    expect(dueRange('today', today)).toEqual({ from: today, to: today });
  });
  it('only active tasks are overdue', () => {
    expect(isTicketOverdue({ dueDate: '2026-11-26', status: 'open' }, today)).toBe(true);
    expect(isTicketOverdue({ dueDate: '2026-11-26', status: 'in_progress' }, today)).toBe(true);
    expect(isTicketOverdue({ dueDate: '2026-11-26', status: 'done' }, today)).toBe(false);
    expect(isTicketOverdue({ dueDate: today, status: 'open' }, today)).toBe(false);
    expect(isTicketOverdue({ dueDate: null, status: 'open' }, today)).toBe(false);
  });
});

describe('requests', () => {
  it('a quick add needs only a title', () => {
    expect(createTicketInputSchema.parse({ title: '  Call Mrs Patel back  ' })).toEqual({
      title: 'Call Mrs Patel back',
      type: 'general',
      priority: 'normal',
      status: 'open',
      checklist: [],
    });
  });

  it('refuses what makes no sense, field by field', () => {
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: ' ' }))).toEqual({ title: ['Say what needs doing'] });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', assigneeEmployeeId: id, assigneeCrewId: other }))).toEqual({
      assigneeCrewId: [TICKET_ONE_ASSIGNEE_MESSAGE],
    });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', dueTime: '09:00' }))).toEqual({
      dueTime: ['Choose a due date for the due time'],
    });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', recurrence: { every: 1, unit: 'week' } }))).toEqual({
      dueDate: [TICKET_RECURRENCE_NEEDS_DATE_MESSAGE],
    });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', dueDate: '2026-02-30', dueTime: '24:00' }))).toEqual({
      dueDate: ['Enter a valid date (YYYY-MM-DD)'],
      dueTime: ['Due time must be a time of day (HH:MM, 24-hour)'],
    });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', status: 'done' }))).toEqual({ status: ['A new task is open or in_progress'] });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', subject: { kind: 'invoice', id } }))).toHaveProperty('subject');
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', checklist: Array.from({ length: 51 }, () => ({ text: 'a' })) }))).toEqual({
      checklist: ['A checklist can have at most 50 items'],
    });
    expect(fieldErrors(createTicketInputSchema.safeParse({ title: 'x', dueDate: '2026-12-01', recurrence: { every: 0, unit: 'week' } }))).toHaveProperty(
      'recurrence',
    );
  });

  it('an update sends only what changed, with the updatedAt it was loaded with', () => {
    expect(updateTicketInputSchema.parse({ status: 'done', updatedAt })).toEqual({ status: 'done', updatedAt });
    expect(fieldErrors(updateTicketInputSchema.safeParse({ status: 'done' }))).toHaveProperty('updatedAt');
    // Clearing the date of a repeating task is refused; clearing the assignee is fine.
    expect(fieldErrors(updateTicketInputSchema.safeParse({ dueDate: null, recurrence: { every: 1, unit: 'day' }, updatedAt }))).toEqual({
      dueDate: [TICKET_RECURRENCE_NEEDS_DATE_MESSAGE],
    });
    expect(updateTicketInputSchema.parse({ assigneeEmployeeId: '', updatedAt })).toEqual({ assigneeEmployeeId: null, updatedAt });
    // A time or a repeat alone is checked against the task's own date by the server.
    expect(updateTicketInputSchema.parse({ dueTime: '08:30', updatedAt })).toEqual({ dueTime: '08:30', updatedAt });
    expect(fieldErrors(updateTicketInputSchema.safeParse({ dueDate: '', dueTime: '08:30', updatedAt }))).toEqual({
      dueTime: ['Choose a due date for the due time'],
    });
  });

  it('the whole task holds together (what the server checks after merging an update)', () => {
    const task = { assigneeEmployeeId: null, assigneeCrewId: null, dueDate: null, dueTime: null, recurrence: null };
    expect(ticketConsistencyErrors(task)).toEqual({});
    expect(ticketConsistencyErrors({ ...task, dueTime: '08:30', recurrence: { every: 1, unit: 'week' } })).toEqual({
      dueTime: 'Choose a due date for the due time',
      dueDate: TICKET_RECURRENCE_NEEDS_DATE_MESSAGE,
    });
    expect(ticketConsistencyErrors({ ...task, assigneeEmployeeId: id, assigneeCrewId: other })).toEqual({ assigneeCrewId: TICKET_ONE_ASSIGNEE_MESSAGE });
  });

  it('a comment keeps each mention once', () => {
    expect(createTicketCommentInputSchema.parse({ body: ' @Nora Lee can you look? ', mentionIds: [id, id] })).toEqual({
      body: '@Nora Lee can you look?',
      mentionIds: [id],
    });
    expect(fieldErrors(createTicketCommentInputSchema.safeParse({ body: '' }))).toEqual({ body: ['Write a comment'] });
  });

  it('list filters', () => {
    expect(listTicketsQuerySchema.parse({ mine: 'true', status: 'active', due: 'overdue' })).toMatchObject({
      mine: true,
      status: 'active',
      due: 'overdue',
      page: 1,
      limit: 50,
    });
    expect(listTicketsQuerySchema.parse({}).mine).toBe(false);
    expect(fieldErrors(listTicketsQuerySchema.safeParse({ subjectKind: 'customer' }))).toEqual({ subjectId: ['Give subjectKind and subjectId together'] });
    expect(fieldErrors(listTicketsQuerySchema.safeParse({ due: 'someday', limit: '500' }))).toEqual({
      due: ['Due must be overdue, today or this_week'],
      limit: ['limit must be between 1 and 200'],
    });
  });

  it('numbers read T-1001', () => {
    expect(ticketLabel(1001)).toBe('T-1001');
  });
});

describe('a callback’s hours', () => {
  it('are taken by a callback about a work order or a job, and by nothing else', () => {
    expect(takesHours({ type: 'callback', subjectKind: 'work_order' })).toBe(true);
    expect(takesHours({ type: 'callback', subjectKind: 'job' })).toBe(true);
    expect(takesHours({ type: 'callback', subjectKind: 'customer' })).toBe(false);
    expect(takesHours({ type: 'callback', subjectKind: null })).toBe(false);
    expect(takesHours({ type: 'maintenance', subjectKind: 'work_order' })).toBe(false);
  });

  it('are checked on a new task and on the merged task of an update', () => {
    const subject = { kind: 'work_order', id: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f' };
    expect(createTicketInputSchema.safeParse({ title: 'Broken head, zone 3', type: 'callback', subject, hoursSpent: 1.25 }).success).toBe(true);
    const general = createTicketInputSchema.safeParse({ title: 'Broken head', hoursSpent: 1 });
    expect(general.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['hoursSpent', TICKET_HOURS_NEED_CALLBACK_MESSAGE]]);
    for (const hoursSpent of [-1, 1000, 1.255, '2']) expect(createTicketInputSchema.safeParse({ title: 'x', type: 'callback', subject, hoursSpent }).success, String(hoursSpent)).toBe(false);
    // An update may send only the hours: the server checks them against the task it holds.
    expect(updateTicketInputSchema.safeParse({ hoursSpent: 0.5, updatedAt: '2026-11-27T12:00:00.000Z' }).success).toBe(true);
    const merged = { assigneeEmployeeId: null, assigneeCrewId: null, dueDate: null, dueTime: null, recurrence: null, hoursSpent: 2 };
    expect(ticketConsistencyErrors({ ...merged, type: 'callback', subjectKind: 'job' })).toEqual({});
    expect(ticketConsistencyErrors({ ...merged, type: 'upsell', subjectKind: 'job' })).toEqual({ hoursSpent: TICKET_HOURS_NEED_CALLBACK_MESSAGE });
    expect(ticketConsistencyErrors({ ...merged, hoursSpent: null, type: 'upsell', subjectKind: 'job' })).toEqual({});
  });
});

describe('an upsell becoming an estimate', () => {
  it('needs an upsell opportunity about a customer or one of their records', () => {
    for (const kind of ['customer', 'property', 'job', 'work_order', 'estimate'] as const) expect(canBecomeEstimate({ type: 'upsell', subject: { kind } }), kind).toBe(true);
    expect(canBecomeEstimate({ type: 'upsell', subject: { kind: 'equipment' } })).toBe(false);
    expect(canBecomeEstimate({ type: 'upsell', subject: null })).toBe(false);
    expect(canBecomeEstimate({ type: 'callback', subject: { kind: 'customer' } })).toBe(false);
  });

  it('links back an estimate by its id only', () => {
    expect(linkTicketEstimateInputSchema.safeParse({ estimateId: 'Estimate #1012' }).success).toBe(false);
    expect(linkTicketEstimateInputSchema.parse({ estimateId: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', number: 4 })).toEqual({ estimateId: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f' });
  });
});
