import { z } from 'zod';
import { isAdminRole, type Role } from '../auth/roles';
import { parseCalendarDate } from '../shared/calendar';
import { nullableCalendarDateSchema, uuidSchema } from '../shared/fields';
import { moduleStatusLabels, type ModuleStatus } from './programme';

const isoDateTime = z.iso.datetime({ offset: true });

export const COACHING_NOTES_MAX = 10_000;
export const COACH_NAME_MAX = 120;
export const COMMITMENT_TITLE_MAX = 200;
/** Commitments added in one save, and kept on one session in all. */
export const MAX_COMMITMENTS_PER_SAVE = 10;
export const MAX_COMMITMENTS_PER_SESSION = 50;

export const ONLY_ADMINS_COACHING_MESSAGE = 'Coaching sessions are kept by the company’s admins.';
export const COACHING_SESSION_NOT_FOUND_MESSAGE = 'Coaching session not found';
export const OWNER_NOT_FOUND_MESSAGE = 'Person not found';
export const COMMITMENTS_FULL_MESSAGE = `A session keeps ${MAX_COMMITMENTS_PER_SESSION} commitments at most.`;

/** Coaching sessions (the coach's notes on the owners) are the admins' alone: others neither read nor write them. */
export function canKeepCoachingSessions(role: Role): boolean {
  return isAdminRole(role);
}

/** A 'YYYY-MM-DD' day of the company's calendar between 2000 and 2100. */
const heldOnSchema = z
  .string({ error: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .refine((value) => parseCalendarDate(value) !== null, 'Enter a valid date (YYYY-MM-DD)')
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'Enter a date between 2000 and 2100');

export const commitmentInputSchema = z.strictObject({
  title: z
    .string({ error: 'Commitment is required' })
    .trim()
    .min(1, 'Commitment is required')
    .max(COMMITMENT_TITLE_MAX, `Commitment must be at most ${COMMITMENT_TITLE_MAX} characters`),
  ownerUserId: z.uuid({ error: 'Choose who owns it' }),
  /** Null or missing: a week from the company's today, as any to-do. */
  dueDate: nullableCalendarDateSchema('Due date'),
});
export type CommitmentInput = z.input<typeof commitmentInputSchema>;

/**
 * A coaching session as saved. `commitments` are new ones: each becomes a to-do of its owner; those made before stay
 * on the session, linked to their to-dos.
 */
export const coachingSessionInputSchema = z.strictObject({
  heldOn: heldOnSchema,
  coachName: z
    .string({ error: 'Coach is required' })
    .trim()
    .min(1, 'Coach is required')
    .max(COACH_NAME_MAX, `Coach must be at most ${COACH_NAME_MAX} characters`),
  notes: z
    .string({ error: 'Notes must be text' })
    .trim()
    .max(COACHING_NOTES_MAX, `Notes must be at most ${COACHING_NOTES_MAX.toLocaleString('en-US')} characters`)
    .default(''),
  commitments: z
    .array(commitmentInputSchema, { error: 'Commitments must be a list' })
    .max(MAX_COMMITMENTS_PER_SAVE, `Add at most ${MAX_COMMITMENTS_PER_SAVE} commitments at a time`)
    .default([]),
  /** On a change: the version loaded (a newer one on the server is a 409). */
  updatedAt: isoDateTime.optional(),
});
export type CoachingSessionInput = z.input<typeof coachingSessionInputSchema>;
export type CoachingSessionFields = z.output<typeof coachingSessionInputSchema>;

export const coachingSessionParamsSchema = z.strictObject({ id: uuidSchema });

/** A commitment as the session shows it: the to-do it became, as it stands now. */
export const commitmentSchema = z.object({
  todoId: z.uuid(),
  title: z.string(),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string(),
  /** The to-do is closed. */
  done: z.boolean(),
  /** Someone deleted the to-do since: the commitment is shown as it was made. */
  todoDeleted: z.boolean(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const coachingSessionSchema = z.object({
  id: z.uuid(),
  heldOn: z.string(),
  coachName: z.string(),
  notes: z.string(),
  commitments: z.array(commitmentSchema),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type CoachingSession = z.infer<typeof coachingSessionSchema>;

export const coachingSessionListSchema = z.object({ today: z.string(), sessions: z.array(coachingSessionSchema) });
export type CoachingSessionList = z.infer<typeof coachingSessionListSchema>;
export const coachingSessionResultSchema = z.object({ session: coachingSessionSchema });
export const coachingSessionDeletedSchema = z.object({ id: z.uuid() });

// ── Progress ───────────────────────────────────────────────────────────────────────────────────

const moduleStatusSchema = z.enum(Object.keys(moduleStatusLabels) as [ModuleStatus, ...ModuleStatus[]]);
const count = z.number().int().min(0);

export const coachingFactsSchema = z.object({
  today: z.string(),
  quarter: z.string(),
  directionWritten: z.object({ purpose: z.boolean(), values: z.boolean(), vision: z.boolean(), mission: z.boolean() }),
  budgets: count,
  activeBudget: z.boolean(),
  orgChartPositions: count,
  orgChartPositionsFilled: count,
  measurables: count,
  scorecardWeeksKept: count,
  priorities: z.object({ total: count, onTrack: count, offTrack: count, done: count }),
  weeklyMeetings: z.object({ heldLast4Weeks: count, lastHeldOn: z.string().nullable() }),
  todos: z.object({ open: count, overdue: count }),
  healthAssessments: z.object({ thisQuarter: z.boolean(), lastQuarter: z.boolean() }),
  budgetProjectionSaved: z.boolean(),
  growthPlanSaved: z.boolean(),
  growthPlanYears: z.number().int().min(1).max(5).nullable(),
});

export const coachingProgressSchema = z.object({
  facts: coachingFactsSchema,
  tools: z.array(z.object({ key: z.string(), name: z.string(), path: z.string(), status: moduleStatusSchema, summary: z.string() })),
  modules: z.array(
    z.object({
      key: z.string(),
      number: z.number().int(),
      title: z.string(),
      whatItIs: z.string(),
      toolName: z.string(),
      path: z.string(),
      doneWhen: z.string(),
      status: moduleStatusSchema,
      nextStep: z.string(),
    }),
  ),
  nextSteps: z.array(z.object({ key: z.string(), title: z.string(), path: z.string() })),
  completion: z.object({ done: count, total: count }),
  /** The reader may keep coaching sessions (admins). */
  canKeepSessions: z.boolean(),
});
export type CoachingProgress = z.infer<typeof coachingProgressSchema>;
