import { z } from 'zod';
import { parseCalendarDate } from '../shared/calendar';
import { nullableCalendarDateSchema, nullableIdSchema, uuidSchema } from '../shared/fields';
import { isQuarterKey } from '../shared/quarters';
import {
  AGENDA_ITEM_MAX,
  MAX_AGENDA_ITEMS,
  MAX_ONE_ON_ONE_COMMITMENTS_PER_SAVE,
  ONE_ON_ONE_COMMITMENT_MAX,
  ONE_ON_ONE_NOTES_MAX,
} from './one-on-ones';
import { ONBOARDING_DUE_DAYS, onboardingItemSources, onboardingStatuses, type OnboardingDueDay } from './onboarding';
import { responsibilityRatings, reviewStatuses, valueRatings } from './reviews';

const isoDateTime = z.iso.datetime({ offset: true });

// ── Messages ───────────────────────────────────────────────────────────────────────────────────

export const EMPLOYEE_NOT_FOUND_MESSAGE = 'Employee not found';
export const POSITION_NOT_FOUND_MESSAGE = 'Position not found';
export const PERSON_NOT_FOUND_MESSAGE = 'Person not found';
export const ONBOARDING_NOT_FOUND_MESSAGE = 'Onboarding checklist not found';
export const ONBOARDING_ITEM_NOT_FOUND_MESSAGE = 'Checklist item not found';
export const ONE_ON_ONE_NOT_FOUND_MESSAGE = 'One-on-one not found';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
export const ONLY_LEADERS_ONBOARDING_MESSAGE = 'Only an admin or an office manager can change onboarding checklists and assign them.';
export const MANAGER_OR_OFFICE_MESSAGE = 'Only the employee’s manager, an admin or an office manager can do that.';
export const ONE_ON_ONE_COMMITMENTS_FULL_MESSAGE = 'A one-on-one keeps 30 commitments at most.';
export const SHARED_REVIEW_KEPT_MESSAGE = 'A shared review stays in the employee’s history: set it back to draft first.';
export const REVIEW_CHANGED_MESSAGE = 'The values or responsibilities on this review are not the ones it was started with. Reload it.';
export const STALE_MESSAGE = 'This was changed by someone else. Reload to see the latest version.';
export const onboardingExistsMessage = (name: string) => `${name} already has an onboarding checklist.`;
export const reviewExistsMessage = (name: string, quarterLabel: string) => `${name} already has a review for ${quarterLabel}.`;

// ── Shared pieces ──────────────────────────────────────────────────────────────────────────────

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** A 'YYYY-MM-DD' day of the company's calendar between 2000 and 2100. */
const daySchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => parseCalendarDate(value) !== null, 'Enter a valid date (YYYY-MM-DD)')
    .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Enter a date between 2000 and 2100');

export const peopleQuarterSchema = z.string({ error: 'Choose a quarter (YYYY-Qn)' }).refine(isQuarterKey, 'Choose a quarter (YYYY-Qn)');

const personRef = z.object({ id: z.uuid(), name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

export const idParamsSchema = z.strictObject({ id: uuidSchema });
export const positionParamsSchema = z.strictObject({ positionId: uuidSchema });
export const itemParamsSchema = z.strictObject({ id: uuidSchema, itemId: uuidSchema });
export const employeeQuerySchema = z.strictObject({ employeeId: uuidSchema.optional() });
export const deletedSchema = z.object({ id: z.uuid() });

// ── People ─────────────────────────────────────────────────────────────────────────────────────

/** An employee as people development sees them: their seat, their managers on the chart, their sign-in if any. */
export const developmentPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  department: z.string(),
  hireDate: z.string().nullable(),
  positions: z.array(z.object({ id: z.uuid(), title: z.string() })),
  managers: z.array(personRef),
  /** The user who signs in with this employee's e-mail: who owns their to-dos. */
  userId: z.uuid().nullable(),
  /** The reader may hold their one-on-ones and write their reviews (admin, office manager, or a manager above them). */
  canManage: z.boolean(),
  /** The reader is this employee. */
  isSelf: z.boolean(),
});
export type DevelopmentPerson = z.infer<typeof developmentPersonSchema>;

export const developmentPeopleSchema = z.object({
  /** Admins and office managers: everyone, and the onboarding checklists. */
  canManageAll: z.boolean(),
  people: z.array(developmentPersonSchema),
});
export type DevelopmentPeople = z.infer<typeof developmentPeopleSchema>;

// ── Hub ────────────────────────────────────────────────────────────────────────────────────────

const count = z.number().int().min(0);
export const peopleDevelopmentSummarySchema = z.object({
  today: z.string(),
  quarter: z.string(),
  people: count,
  onboarding: z.object({ inProgress: count, upcoming: count, overdueItems: count }),
  oneOnOnes: z.object({ thisMonth: count, openCommitments: count }),
  reviews: z.object({ due: count, shared: count, overdue: count, dueDate: z.string() }),
  canManageAll: z.boolean(),
});
export type PeopleDevelopmentSummary = z.infer<typeof peopleDevelopmentSummarySchema>;

// ── 30-day onboarding ──────────────────────────────────────────────────────────────────────────

export const ONBOARDING_ITEM_MAX = 500;
export const MAX_ONBOARDING_ITEMS = 60;

const dueDaySchema = z
  .number({ error: 'Choose day 1, 7, 14 or 30' })
  .refine((value): value is OnboardingDueDay => (ONBOARDING_DUE_DAYS as readonly number[]).includes(value), 'Choose day 1, 7, 14 or 30')
  .transform((value) => value as OnboardingDueDay);

export const onboardingChecklistItemInputSchema = z.strictObject({
  title: requiredText('Item', ONBOARDING_ITEM_MAX),
  dueDay: dueDaySchema,
  source: z.enum(onboardingItemSources, { error: 'Source must be first month, responsibility, SOP or added' }).default('custom'),
  sopId: nullableIdSchema,
});
export type OnboardingChecklistItemInput = z.input<typeof onboardingChecklistItemInputSchema>;

/** PUT /people_development/onboarding/checklists/{positionId}: the position's checklist as edited. */
export const onboardingChecklistInputSchema = z.strictObject({
  items: z
    .array(onboardingChecklistItemInputSchema, { error: 'Items must be a list' })
    .min(1, 'A checklist needs at least one item')
    .max(MAX_ONBOARDING_ITEMS, `A checklist keeps ${MAX_ONBOARDING_ITEMS} items at most`),
  /** The version loaded (null or missing: the generated one was loaded, nothing saved yet). */
  updatedAt: isoDateTime.nullish(),
});
export type OnboardingChecklistInput = z.input<typeof onboardingChecklistInputSchema>;
export type OnboardingChecklistFields = z.output<typeof onboardingChecklistInputSchema>;

const dueDayValueSchema = z.union([z.literal(1), z.literal(7), z.literal(14), z.literal(30)]);

const checklistItemSchema = z.object({
  title: z.string(),
  dueDay: dueDayValueSchema,
  source: z.enum(onboardingItemSources),
  sopId: z.uuid().nullable(),
});

export const onboardingChecklistSchema = z.object({
  position: z.object({ id: z.uuid(), title: z.string(), department: z.string().nullable(), keyResponsibilities: z.array(z.string()) }),
  /** The saved checklist, or the generated one while none is saved. */
  items: z.array(checklistItemSchema),
  /** What the position's responsibilities (and its department's published SOPs) generate today. */
  generated: z.array(checklistItemSchema),
  saved: z.boolean(),
  updatedAt: isoDateTime.nullable(),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

/** POST /people_development/onboarding: a position's checklist assigned to a new hire starting on a day. */
export const assignOnboardingInputSchema = z.strictObject({
  employeeId: z.uuid({ error: 'Choose the new hire' }),
  positionId: z.uuid({ error: 'Choose the position' }),
  startDate: daySchema('Start date'),
});
export type AssignOnboardingInput = z.input<typeof assignOnboardingInputSchema>;

/** PUT /people_development/onboarding/{id}/items/{itemId}: signed off (true) or not (false), against the version loaded. */
export const signOffInputSchema = z.strictObject({
  signedOff: z.boolean({ error: 'Signed off must be true or false' }),
  updatedAt: isoDateTime.optional(),
});
export type SignOffInput = z.input<typeof signOffInputSchema>;

export const onboardingItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  dueDay: dueDayValueSchema,
  dueDate: z.string(),
  source: z.enum(onboardingItemSources),
  sopId: z.uuid().nullable(),
  signedOffAt: isoDateTime.nullable(),
  signedOffBy: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  overdue: z.boolean(),
  updatedAt: isoDateTime,
});
export type OnboardingItem = z.infer<typeof onboardingItemSchema>;

export const onboardingAssignmentSchema = z.object({
  id: z.uuid(),
  employee: personRef,
  position: z.object({ id: z.uuid().nullable(), title: z.string() }),
  startDate: z.string(),
  managers: z.array(personRef),
  items: z.array(onboardingItemSchema),
  progress: z.object({ signedOff: count, total: count, percent: count, overdue: count, day: z.number().int(), status: z.enum(onboardingStatuses) }),
  /** The reader may sign items off (the new hire's manager, an admin or an office manager). */
  canSignOff: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OnboardingAssignment = z.infer<typeof onboardingAssignmentSchema>;

export const onboardingOverviewSchema = z.object({
  today: z.string(),
  assignments: z.array(onboardingAssignmentSchema),
  positions: z.array(z.object({ id: z.uuid(), title: z.string(), department: z.string().nullable(), saved: z.boolean() })),
  /** Admins and office managers: edit checklists, assign and remove them. */
  canManage: z.boolean(),
});
export type OnboardingOverview = z.infer<typeof onboardingOverviewSchema>;
export const onboardingAssignmentResultSchema = z.object({ assignment: onboardingAssignmentSchema });

// ── One-on-ones ────────────────────────────────────────────────────────────────────────────────

export const oneOnOneCommitmentInputSchema = z.strictObject({
  title: requiredText('Commitment', ONE_ON_ONE_COMMITMENT_MAX),
  ownerUserId: z.uuid({ error: 'Choose who owns it' }),
  /** Null or missing: a week from the company's today, as any to-do. */
  dueDate: nullableCalendarDateSchema('Due date'),
});
export type OneOnOneCommitmentInput = z.input<typeof oneOnOneCommitmentInputSchema>;

const oneOnOneFields = {
  heldOn: daySchema('Date'),
  agenda: z
    .array(z.string({ error: 'An agenda item must be text' }).trim().max(AGENDA_ITEM_MAX, `An agenda item must be at most ${AGENDA_ITEM_MAX} characters`), {
      error: 'The agenda must be a list',
    })
    .max(MAX_AGENDA_ITEMS, `An agenda keeps ${MAX_AGENDA_ITEMS} items at most`)
    // A line left blank is not an item.
    .transform((items) => items.filter((item) => item !== ''))
    .default([]),
  notes: optionalText('Notes', ONE_ON_ONE_NOTES_MAX),
  commitments: z
    .array(oneOnOneCommitmentInputSchema, { error: 'Commitments must be a list' })
    .max(MAX_ONE_ON_ONE_COMMITMENTS_PER_SAVE, `Add at most ${MAX_ONE_ON_ONE_COMMITMENTS_PER_SAVE} commitments at a time`)
    .default([]),
};

/** POST /people_development/one_on_ones: a one-on-one with an employee; each commitment becomes a to-do of its owner. */
export const createOneOnOneInputSchema = z.strictObject({ employeeId: z.uuid({ error: 'Choose the employee' }), ...oneOnOneFields });
export type CreateOneOnOneInput = z.input<typeof createOneOnOneInputSchema>;
export type CreateOneOnOneFields = z.output<typeof createOneOnOneInputSchema>;

/** PUT /people_development/one_on_ones/{id}: new commitments join those made before; against the version loaded. */
export const updateOneOnOneInputSchema = z.strictObject({ ...oneOnOneFields, updatedAt: isoDateTime.optional() });
export type UpdateOneOnOneInput = z.input<typeof updateOneOnOneInputSchema>;
export type UpdateOneOnOneFields = z.output<typeof updateOneOnOneInputSchema>;

/** A commitment as the meeting shows it: the to-do it became, as it stands now. */
export const oneOnOneCommitmentSchema = z.object({
  todoId: z.uuid(),
  title: z.string(),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string(),
  done: z.boolean(),
  /** Someone deleted the to-do since: the commitment is shown as it was made. */
  todoDeleted: z.boolean(),
});
export type OneOnOneCommitment = z.infer<typeof oneOnOneCommitmentSchema>;

export const oneOnOneSchema = z.object({
  id: z.uuid(),
  employee: personRef,
  manager: personRef.nullable(),
  heldOn: z.string(),
  agenda: z.array(z.string()),
  notes: z.string(),
  commitments: z.array(oneOnOneCommitmentSchema),
  canEdit: z.boolean(),
  createdBy: personRef.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OneOnOne = z.infer<typeof oneOnOneSchema>;

export const oneOnOneListSchema = z.object({ today: z.string(), meetings: z.array(oneOnOneSchema) });
export type OneOnOneList = z.infer<typeof oneOnOneListSchema>;
export const oneOnOneResultSchema = z.object({ meeting: oneOnOneSchema });

// ── Quarterly reviews ──────────────────────────────────────────────────────────────────────────

export const REVIEW_COMMENTS_MAX = 5000;

/** POST /people_development/reviews: starts a quarter's review of an employee, with the values and seat of today. */
export const startReviewInputSchema = z.strictObject({
  employeeId: z.uuid({ error: 'Choose the employee' }),
  quarter: peopleQuarterSchema,
});
export type StartReviewInput = z.input<typeof startReviewInputSchema>;

const gwcAnswer = (label: string) => z.boolean({ error: `${label}: answer yes or no` }).nullable().default(null);

/** PUT /people_development/reviews/{id}: the ratings, comments and status, against the version loaded. */
export const reviewInputSchema = z.strictObject({
  values: z
    .array(
      z.strictObject({
        name: z.string({ error: 'Value must be text' }).max(120, 'Value must be at most 120 characters'),
        rating: z.enum(valueRatings, { error: 'Rate it +, ± or −' }).nullable(),
      }),
      { error: 'Values must be a list' },
    )
    .max(20, 'At most 20 core values'),
  responsibilities: z
    .array(
      z.strictObject({
        text: z.string({ error: 'Responsibility must be text' }).max(500, 'Responsibility must be at most 500 characters'),
        rating: z.enum(responsibilityRatings, { error: 'Rate it meets, partly or doesn’t' }).nullable(),
      }),
      { error: 'Responsibilities must be a list' },
    )
    .max(100, 'At most 100 responsibilities'),
  getsIt: gwcAnswer('Gets it'),
  wantsIt: gwcAnswer('Wants it'),
  capacity: gwcAnswer('Capacity'),
  comments: optionalText('Comments', REVIEW_COMMENTS_MAX),
  status: z.enum(reviewStatuses, { error: 'Status must be draft or shared' }),
  updatedAt: isoDateTime.optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewFields = z.output<typeof reviewInputSchema>;

export const reviewSummarySchema = z.object({
  values: z.object({ plus: count, plusMinus: count, minus: count, unrated: count }),
  responsibilities: z.object({ meets: count, partly: count, doesNot: count, unrated: count }),
  gwc: z.object({ yes: count, no: count, unanswered: count }),
  complete: z.boolean(),
  aboveTheBar: z.boolean().nullable(),
});

export const reviewSchema = z.object({
  id: z.uuid(),
  employee: personRef,
  reviewer: personRef.nullable(),
  quarter: z.string(),
  quarterLabel: z.string(),
  dueDate: z.string(),
  positionTitles: z.array(z.string()),
  values: z.array(z.object({ name: z.string(), practice: z.string(), rating: z.enum(valueRatings).nullable() })),
  responsibilities: z.array(z.object({ text: z.string(), rating: z.enum(responsibilityRatings).nullable() })),
  getsIt: z.boolean().nullable(),
  wantsIt: z.boolean().nullable(),
  capacity: z.boolean().nullable(),
  comments: z.string(),
  status: z.enum(reviewStatuses),
  sharedAt: isoDateTime.nullable(),
  summary: reviewSummarySchema,
  canEdit: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({ today: z.string(), quarter: z.string(), reviews: z.array(reviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const reviewResultSchema = z.object({ review: reviewSchema });

export const reviewScheduleSchema = z.object({
  today: z.string(),
  quarter: z.string(),
  people: z.array(
    z.object({
      employee: personRef,
      positionTitles: z.array(z.string()),
      managers: z.array(personRef),
      nextQuarter: z.string(),
      nextDueDate: z.string(),
      daysLeft: z.number().int(),
      overdueQuarter: z.string().nullable(),
      /** This quarter's review, started or shared. */
      thisQuarter: z.object({ id: z.uuid(), status: z.enum(reviewStatuses) }).nullable(),
      /** The latest shared review. */
      lastShared: z.object({ id: z.uuid(), quarter: z.string(), aboveTheBar: z.boolean().nullable() }).nullable(),
      canManage: z.boolean(),
    }),
  ),
});
export type ReviewSchedule = z.infer<typeof reviewScheduleSchema>;
