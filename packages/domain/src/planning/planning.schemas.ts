import { z } from 'zod';
import { nullableCalendarDateSchema, nullableIdSchema, uuidSchema } from '../shared/fields';
import { isQuarterKey } from '../shared/quarters';
import { BIG_THREE, MAX_GOALS_PER_YEAR, MAX_MILESTONES, MAX_OWN_PRIORITIES, priorityScopes, priorityStatuses, todoStatuses } from './planning';

const isoDateTime = z.iso.datetime({ offset: true });

export const ONLY_LEADERS_PLAN_MESSAGE = 'Only an admin or an office manager can change the company’s goals and priorities.';
export const BIG_THREE_FULL_MESSAGE = `The company has its Big ${BIG_THREE} for that quarter: finish, drop or move one first.`;
export const OWN_PRIORITIES_FULL_MESSAGE = `That person has ${MAX_OWN_PRIORITIES} priorities of their own for that quarter already.`;
export const GOALS_FULL_MESSAGE = `A year keeps ${MAX_GOALS_PER_YEAR} goals at most: the fewer, the likelier each is met.`;
export const TODO_OWNER_OR_LEADER_MESSAGE = 'Only the to-do’s owner, an admin or an office manager can change it.';
export const USER_NOT_FOUND = 'Person not found';

const title = (label: string, max = 120) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const notes = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

export const quarterKeySchema = z.string({ error: 'Choose a quarter (YYYY-Qn)' }).refine(isQuarterKey, 'Choose a quarter (YYYY-Qn)');
const yearSchema = z.number({ error: 'Year must be a number' }).int('Year must be a whole number').min(2000, 'Year must be 2000 or later').max(2100, 'Year must be 2100 or earlier');
const requiredOwner = z.uuid({ error: 'Choose who owns it' });

// ── One-year goals ─────────────────────────────────────────────────────────────────────────────

export const goalInputSchema = z.object({
  year: yearSchema,
  title: title('Goal'),
  /** The vision's focus area it moves forward (typed or picked from the vision). */
  focusArea: notes('Focus area', 120),
  /** How the team will know it is met. */
  measure: notes('How you will know', 500),
  updatedAt: isoDateTime.optional(),
});
export type GoalInput = z.input<typeof goalInputSchema>;

export const goalSchema = z.object({
  id: z.uuid(),
  year: z.number().int(),
  title: z.string(),
  focusArea: z.string(),
  measure: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Goal = z.infer<typeof goalSchema>;

// ── Quarterly priorities ───────────────────────────────────────────────────────────────────────

export const milestoneSchema = z.object({
  title: title('Milestone'),
  dueDate: nullableCalendarDateSchema('Milestone date'),
  done: z.boolean({ error: 'Done must be true or false' }).default(false),
});
export type Milestone = z.output<typeof milestoneSchema>;

export const priorityInputSchema = z.object({
  quarter: quarterKeySchema,
  scope: z.enum(priorityScopes, { error: 'Choose the company’s Big 3 or an own priority' }),
  title: title('Priority'),
  description: notes('Description'),
  ownerUserId: requiredOwner,
  /** Null: the quarter's last day. */
  dueDate: nullableCalendarDateSchema('Due date'),
  status: z.enum(priorityStatuses, { error: 'Status must be on track, off track or done' }).default('on_track'),
  goalId: nullableIdSchema,
  milestones: z.array(milestoneSchema, { error: 'Milestones must be a list' }).max(MAX_MILESTONES, `A priority keeps ${MAX_MILESTONES} milestones at most`).default([]),
  updatedAt: isoDateTime.optional(),
});
export type PriorityInput = z.input<typeof priorityInputSchema>;
export type PriorityFields = z.output<typeof priorityInputSchema>;

/** PUT /priorities/{id}/status: the weekly meeting's on / off track / done. */
export const priorityStatusInputSchema = z.object({ status: z.enum(priorityStatuses, { error: 'Status must be on track, off track or done' }) });

export const prioritySchema = z.object({
  id: z.uuid(),
  quarter: z.string(),
  scope: z.enum(priorityScopes),
  title: z.string(),
  description: z.string(),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string(),
  status: z.enum(priorityStatuses),
  goalId: z.uuid().nullable(),
  goalTitle: z.string().nullable(),
  milestones: z.array(z.object({ title: z.string(), dueDate: z.string().nullable(), done: z.boolean() })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Priority = z.infer<typeof prioritySchema>;

export const priorityListQuerySchema = z.object({ quarter: quarterKeySchema.optional() });

// ── To-dos ─────────────────────────────────────────────────────────────────────────────────────

export const todoInputSchema = z.object({
  title: title('To-do', 200),
  ownerUserId: requiredOwner,
  /** Null: a week from today. */
  dueDate: nullableCalendarDateSchema('Due date'),
  /** Marks it done (true) or open again (false). */
  done: z.boolean({ error: 'Done must be true or false' }).default(false),
  updatedAt: isoDateTime.optional(),
});
export type TodoInput = z.input<typeof todoInputSchema>;

export const todoListQuerySchema = z.object({
  status: z.enum(todoStatuses, { error: 'Status must be open or done' }).optional(),
  ownerUserId: uuidSchema.optional(),
});

export const todoSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string(),
  doneAt: isoDateTime.nullable(),
  /** The issue it was made to solve, and the meeting it was made in. */
  issueId: z.uuid().nullable(),
  meetingId: z.uuid().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Todo = z.infer<typeof todoSchema>;

// ── People ─────────────────────────────────────────────────────────────────────────────────────

/** GET /planning/people: the company's users, who own priorities and to-dos and attend meetings. */
export const planningPersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), role: z.string() });
export type PlanningPerson = z.infer<typeof planningPersonSchema>;

export const idParamsSchema = z.object({ id: uuidSchema });

export const planningOverviewSchema = z.object({
  today: z.string(),
  /** The quarter shown ('2026-Q4') and the current one. */
  quarter: z.string(),
  currentQuarter: z.string(),
  goals: z.array(goalSchema),
  priorities: z.array(prioritySchema),
  /** Every quarter that has priorities, newest first, with the share of them done. */
  history: z.array(z.object({ quarter: z.string(), label: z.string(), done: z.number().int(), total: z.number().int(), percent: z.number().nullable() })),
  canEdit: z.boolean(),
});
export type PlanningOverview = z.infer<typeof planningOverviewSchema>;

export const goalResultSchema = z.object({ goal: goalSchema });
export const goalListQuerySchema = z.object({ year: z.coerce.number({ error: 'Year must be a number' }).int().min(2000).max(2100).optional() });
export const priorityResultSchema = z.object({ priority: prioritySchema });
export const todoResultSchema = z.object({ todo: todoSchema });
export const todoListSchema = z.object({ today: z.string(), todos: z.array(todoSchema), canManage: z.boolean(), userId: z.uuid() });
export const planningPeopleSchema = z.object({ people: z.array(planningPersonSchema) });
export const deletedSchema = z.object({ id: z.uuid() });
