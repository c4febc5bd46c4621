import { addDays } from '../shared/calendar';
import { divideHalfUp } from '../shared/decimal';

/**
 * Annual and quarterly planning (issue 18, "Priorities and planning"): one-year goals tied to the vision, each
 * quarter's priorities under them — the company's Big 3 and each leader's own — and the to-dos the weekly meeting
 * reviews. These are the pure rules both sides share.
 */

/** The company's priorities of a quarter: its three most important. */
export const BIG_THREE = 3;
/** Each leader's own priorities of a quarter. */
export const MAX_OWN_PRIORITIES = 3;
export const MAX_MILESTONES = 10;
export const MAX_GOALS_PER_YEAR = 10;
/** A to-do is due a week after it is made unless another day is chosen. */
export const TODO_DEFAULT_DAYS = 7;

export const priorityScopes = ['company', 'personal'] as const;
export type PriorityScope = (typeof priorityScopes)[number];
export const priorityScopeLabels: Record<PriorityScope, string> = { company: 'Company Big 3', personal: 'Own priority' };

export const priorityStatuses = ['on_track', 'off_track', 'done'] as const;
export type PriorityStatus = (typeof priorityStatuses)[number];
export const priorityStatusLabels: Record<PriorityStatus, string> = { on_track: 'On track', off_track: 'Off track', done: 'Done' };

export const todoStatuses = ['open', 'done'] as const;
export type TodoStatus = (typeof todoStatuses)[number];

/** The day a new to-do is due when none is chosen. */
export const defaultTodoDue = (today: string): string => addDays(today, TODO_DEFAULT_DAYS);

/** A to-do still open after its day is overdue. */
export const isTodoOverdue = (todo: { dueDate: string; doneAt: string | null }, today: string): boolean => todo.doneAt === null && todo.dueDate < today;

export interface QuarterScore {
  done: number;
  total: number;
  /** done ÷ total as a whole percent, half-up; null without priorities. */
  percent: number | null;
}

/** How a quarter went: the share of its priorities done (the quarterly review scores the one just ended). */
export function quarterScore(priorities: ReadonlyArray<{ status: PriorityStatus }>): QuarterScore {
  const done = priorities.filter((priority) => priority.status === 'done').length;
  const total = priorities.length;
  return { done, total, percent: total === 0 ? null : Number(divideHalfUp(BigInt(done) * 100n, BigInt(total))) };
}

/** A priority's milestones done, as 'n of m' reads them. */
export function milestoneProgress(milestones: ReadonlyArray<{ done: boolean }>): { done: number; total: number } {
  return { done: milestones.filter((milestone) => milestone.done).length, total: milestones.length };
}

/**
 * The week's to-do completion the weekly meeting reviews: of the to-dos due by the meeting (made before it), the
 * share done — a team aims for 90 %.
 */
export function todoCompletion(todos: ReadonlyArray<{ dueDate: string; doneAt: string | null }>, day: string): { done: number; due: number; percent: number | null } {
  const due = todos.filter((todo) => todo.dueDate <= day);
  const done = due.filter((todo) => todo.doneAt !== null).length;
  return { done, due: due.length, percent: due.length === 0 ? null : Number(divideHalfUp(BigInt(done) * 100n, BigInt(due.length))) };
}
