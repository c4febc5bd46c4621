import { describe, expect, it } from 'vitest';
import { defaultTodoDue, isTodoOverdue, milestoneProgress, quarterScore, todoCompletion } from './planning';
import { priorityInputSchema, todoInputSchema } from './planning.schemas';

describe('planning rules', () => {
  it('scores a quarter by the share of its priorities done', () => {
    expect(quarterScore([{ status: 'done' }, { status: 'done' }, { status: 'off_track' }])).toEqual({ done: 2, total: 3, percent: 67 });
    expect(quarterScore([{ status: 'on_track' }, { status: 'done' }])).toEqual({ done: 1, total: 2, percent: 50 });
    expect(quarterScore([])).toEqual({ done: 0, total: 0, percent: null });
  });

  it('dates a new to-do a week out, and calls an open one past its day overdue', () => {
    expect(defaultTodoDue('2026-12-28')).toBe('2027-01-04');
    expect(isTodoOverdue({ dueDate: '2026-11-27', doneAt: null }, '2026-11-28')).toBe(true);
    expect(isTodoOverdue({ dueDate: '2026-11-28', doneAt: null }, '2026-11-28')).toBe(false);
    expect(isTodoOverdue({ dueDate: '2026-11-01', doneAt: '2026-11-02T10:00:00Z' }, '2026-11-28')).toBe(false);
  });

  it('counts the to-dos due by a meeting that were done', () => {
    const todos = [
      { dueDate: '2026-11-20', doneAt: '2026-11-19T10:00:00Z' },
      { dueDate: '2026-11-23', doneAt: null },
      { dueDate: '2026-11-23', doneAt: '2026-11-23T10:00:00Z' },
      { dueDate: '2026-11-30', doneAt: null },
    ];
    // 2 of the 3 due by 23 Nov: 66.67 → 67 %.
    expect(todoCompletion(todos, '2026-11-23')).toEqual({ done: 2, due: 3, percent: 67 });
    expect(todoCompletion([], '2026-11-23').percent).toBeNull();
    expect(milestoneProgress([{ done: true }, { done: false }])).toEqual({ done: 1, total: 2 });
  });

  it('reads a priority and a to-do as typed', () => {
    const parsed = priorityInputSchema.parse({ quarter: '2027-Q1', scope: 'company', title: ' Launch snow removal ', ownerUserId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', dueDate: '' });
    expect(parsed).toMatchObject({ title: 'Launch snow removal', dueDate: null, status: 'on_track', goalId: null, milestones: [], description: '' });
    expect(todoInputSchema.safeParse({ title: 'x', ownerUserId: 'nobody' }).success).toBe(false);
  });
});
