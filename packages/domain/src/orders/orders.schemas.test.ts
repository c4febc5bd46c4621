import { describe, expect, it } from 'vitest';
import {
  bulkWorkOrderInputSchema,
  canMoveWorkOrder,
  createWorkOrderInputSchema,
  isOverdue,
  listWorkOrdersQuerySchema,
  planningStatus,
  updateWorkOrderInputSchema,
  workOrderStatuses,
} from './orders.schemas';

const id = '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
const updatedAt = '2026-11-26T10:00:00.000Z';

describe('planningStatus', () => {
  it.each([
    [{ date: '2026-12-01', crewId: id }, 'scheduled'],
    [{ date: '2026-12-01', crewId: null }, 'unscheduled'],
    [{ date: null, crewId: id }, 'unscheduled'],
    [{ date: null, crewId: null }, 'unscheduled'],
  ] as const)('%j → %s', (plan, status) => {
    expect(planningStatus(plan)).toBe(status);
  });
});

describe('canMoveWorkOrder', () => {
  it('never moves an order to the status it has, and never sets unscheduled by hand', () => {
    for (const from of workOrderStatuses) {
      expect(canMoveWorkOrder(from, from)).toBe(false);
      expect(canMoveWorkOrder(from, 'unscheduled')).toBe(false);
    }
  });
  it('starts, completes, reopens and undoes as the crew and office need', () => {
    expect(canMoveWorkOrder('scheduled', 'in_progress')).toBe(true);
    expect(canMoveWorkOrder('in_progress', 'completed')).toBe(true);
    expect(canMoveWorkOrder('completed', 'in_progress')).toBe(true);
    expect(canMoveWorkOrder('skipped', 'scheduled')).toBe(true);
    expect(canMoveWorkOrder('completed', 'cancelled')).toBe(false);
    expect(canMoveWorkOrder('in_progress', 'skipped')).toBe(false);
  });
});

describe('isOverdue', () => {
  it('is an open order dated before today', () => {
    expect(isOverdue({ date: '2026-11-25', status: 'scheduled' }, '2026-11-26')).toBe(true);
    expect(isOverdue({ date: '2026-11-25', status: 'in_progress' }, '2026-11-26')).toBe(true);
    expect(isOverdue({ date: '2026-11-26', status: 'scheduled' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ date: '2026-11-25', status: 'completed' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ date: null, status: 'unscheduled' }, '2026-11-26')).toBe(false);
  });
});

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createWorkOrderInputSchema', () => {
  it('needs a visit, or a customer and what the work is', () => {
    expect(createWorkOrderInputSchema.safeParse({ jobVisitId: id }).success).toBe(true);
    expect(fieldErrors(createWorkOrderInputSchema.safeParse({}))).toEqual({ customerId: 'Choose a customer', title: 'Describe the work' });
  });
  it('clears blank choices and rejects a bad time, size and hours', () => {
    const parsed = createWorkOrderInputSchema.parse({ customerId: id, title: ' Gutter clean ', crewId: '', date: '', startTime: '' });
    expect(parsed).toMatchObject({ title: 'Gutter clean', crewId: null, date: null, startTime: null });
    expect(
      fieldErrors(createWorkOrderInputSchema.safeParse({ customerId: id, title: 'x', startTime: '24:00', crewSize: 0, budgetedHours: 1.234, date: '2026-02-30' })),
    ).toEqual({
      startTime: 'Start time must be a time of day (HH:MM, 24-hour)',
      crewSize: 'Crew size must be at least 1',
      budgetedHours: 'Budgeted hours can have at most 2 decimal places',
      date: 'Enter a valid date (YYYY-MM-DD)',
    });
  });
});

describe('updateWorkOrderInputSchema', () => {
  it('needs a reason to cancel or skip', () => {
    expect(fieldErrors(updateWorkOrderInputSchema.safeParse({ status: 'skipped', updatedAt }))).toEqual({
      reason: 'Choose why the work order is cancelled or skipped',
    });
    expect(updateWorkOrderInputSchema.safeParse({ status: 'skipped', reason: 'rain', updatedAt }).success).toBe(true);
  });
  it('needs the updatedAt it was loaded with', () => {
    expect(Object.keys(fieldErrors(updateWorkOrderInputSchema.safeParse({ crewSize: 2 })))).toEqual(['updatedAt']);
  });
});

describe('bulkWorkOrderInputSchema', () => {
  it('asks for what each action needs and drops repeated ids', () => {
    expect(fieldErrors(bulkWorkOrderInputSchema.safeParse({ ids: [id], action: 'assign_crew' }))).toEqual({ crewId: 'Choose a crew' });
    expect(fieldErrors(bulkWorkOrderInputSchema.safeParse({ ids: [id], action: 'set_date' }))).toEqual({ date: 'Choose a date' });
    expect(fieldErrors(bulkWorkOrderInputSchema.safeParse({ ids: [id], action: 'cancel' }))).toEqual({
      reason: 'Choose why the work order is cancelled or skipped',
    });
    expect(bulkWorkOrderInputSchema.parse({ ids: [id, id], action: 'assign_crew', crewId: null }).ids).toEqual([id]);
    expect(bulkWorkOrderInputSchema.safeParse({ ids: [], action: 'cancel', reason: 'rain' }).success).toBe(false);
  });
});

describe('listWorkOrdersQuerySchema', () => {
  it('defaults to the first page of 50 and checks the date range', () => {
    expect(listWorkOrdersQuerySchema.parse({})).toMatchObject({ page: 1, limit: 50 });
    expect(listWorkOrdersQuerySchema.parse({ crewId: 'none', status: 'open' })).toMatchObject({ crewId: 'none', status: 'open' });
    expect(fieldErrors(listWorkOrdersQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' }))).toEqual({
      to: 'The end date must be on or after the start date',
    });
  });
});
