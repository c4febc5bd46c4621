import { z } from 'zod';
import { nullableCalendarDateSchema, nullableIdSchema, uuidSchema } from '../shared/fields';
import { issueStatuses, MAX_ATTENDEES, MAX_RATING, meetingKinds, meetingStatuses, MIN_RATING, sectionTools } from './meetings';

const isoDateTime = z.iso.datetime({ offset: true });

export const ONLY_LEADERS_RUN_MEETINGS_MESSAGE = 'Only an admin or an office manager can schedule and run meetings.';
export const MEETING_STARTED_MESSAGE = 'The meeting has started: it can no longer be changed or deleted, only run and ended.';
export const MEETING_NOT_RUNNING_MESSAGE = 'The meeting is not running: start it first.';
export const MEETING_ENDED_MESSAGE = 'The meeting has ended; its minutes are kept as they were.';
export const ISSUE_SOLVED_MESSAGE = 'The issue is solved already.';
export const ISSUES_FULL_MESSAGE = 'The issues list holds 200 open issues at most: solve or drop some first.';
export const ATTENDEE_NOT_FOUND = 'Person not found';

const title = (label: string, max = 160) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

// ── Meetings ───────────────────────────────────────────────────────────────────────────────────

export const meetingInputSchema = z.object({
  kind: z.enum(meetingKinds, { error: 'Choose the kind of meeting' }),
  /** Null: the kind's name ('Weekly leadership meeting'). */
  title: text('Title', 120),
  /** A department check-in's department. */
  department: text('Department', 80),
  scheduledAt: isoDateTime.refine((value) => value >= '2000' && value <= '2101', 'Choose a date between 2000 and 2100'),
  attendeeUserIds: z.array(uuidSchema, { error: 'Attendees must be a list' }).max(MAX_ATTENDEES, `A meeting has ${MAX_ATTENDEES} attendees at most`).default([]),
  updatedAt: isoDateTime.optional(),
});
export type MeetingInput = z.input<typeof meetingInputSchema>;
export type MeetingFields = z.output<typeof meetingInputSchema>;

/** PUT /meetings/{id}/section: move to a section of the agenda (its index). */
export const meetingSectionInputSchema = z.object({ index: z.number({ error: 'Section must be a number' }).int('Section must be a whole number').min(0, 'No such section').max(20, 'No such section') });

/** PUT /meetings/{id}/notes: a section's minutes (saved as typed). */
export const meetingNotesInputSchema = z.object({ section: z.string({ error: 'Section is required' }).min(1).max(40), notes: text('Notes', 10_000) });

/** PUT /meetings/{id}/ratings: an attendee's 1–10 (the caller's own, or an attendee's as the facilitator records it). */
export const meetingRatingInputSchema = z.object({
  userId: uuidSchema,
  rating: z.number({ error: 'Rating must be a number' }).int('Rating must be a whole number').min(MIN_RATING, `Rating must be ${MIN_RATING} to ${MAX_RATING}`).max(MAX_RATING, `Rating must be ${MIN_RATING} to ${MAX_RATING}`),
});

export const meetingListQuerySchema = z.object({ kind: z.enum(meetingKinds, { error: 'Not a kind of meeting' }).optional() });

const agendaSectionSchema = z.object({ key: z.string(), label: z.string(), minutes: z.number(), purpose: z.string(), tool: z.enum(sectionTools) });

export const meetingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(meetingKinds),
  title: z.string(),
  department: z.string(),
  scheduledAt: isoDateTime,
  status: z.enum(meetingStatuses),
  attendees: z.array(z.object({ userId: z.uuid(), name: z.string(), rating: z.number().nullable() })),
  agenda: z.array(agendaSectionSchema),
  sectionIndex: z.number().int(),
  sectionStartedAt: isoDateTime.nullable(),
  startedAt: isoDateTime.nullable(),
  endedAt: isoDateTime.nullable(),
  notes: z.record(z.string(), z.string()),
  averageRating: z.number().nullable(),
  /** To-dos made and issues solved in it (its minutes' outcomes). */
  todosMade: z.number().int(),
  issuesSolved: z.number().int(),
  recapSentAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingListSchema = z.object({ upcoming: z.array(meetingSchema), past: z.array(meetingSchema), canRun: z.boolean() });
export const meetingResultSchema = z.object({ meeting: meetingSchema, canRun: z.boolean(), serverTime: isoDateTime });
export type MeetingResult = z.infer<typeof meetingResultSchema>;

// ── Issues ─────────────────────────────────────────────────────────────────────────────────────

export const issueInputSchema = z.object({
  title: title('Issue'),
  details: text('Details', 4000),
  ownerUserId: nullableIdSchema,
  /** Raised from the scorecard: the measurable that was off track. */
  measurableId: nullableIdSchema,
  updatedAt: isoDateTime.optional(),
});
export type IssueInput = z.input<typeof issueInputSchema>;

/** POST /issues/{id}/solve: what was decided, the to-dos that carry it out, and the meeting it was solved in. */
export const solveIssueInputSchema = z.object({
  resolution: text('Resolution', 2000),
  todos: z
    .array(
      z.object({
        title: title('To-do', 200),
        ownerUserId: uuidSchema,
        dueDate: nullableCalendarDateSchema('Due date'),
      }),
      { error: 'To-dos must be a list' },
    )
    .max(10, 'Solve an issue with 10 to-dos at most')
    .default([]),
  meetingId: nullableIdSchema,
});
export type SolveIssueInput = z.input<typeof solveIssueInputSchema>;

export const issueListQuerySchema = z.object({ status: z.enum(issueStatuses, { error: 'Status must be open or solved' }).optional() });

export const issueSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  details: z.string(),
  status: z.enum(issueStatuses),
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  raisedByName: z.string().nullable(),
  measurableId: z.uuid().nullable(),
  measurableName: z.string().nullable(),
  votes: z.number().int(),
  /** Whether the caller has voted for it. */
  voted: z.boolean(),
  resolution: z.string(),
  solvedAt: isoDateTime.nullable(),
  solvedInMeetingId: z.uuid().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Issue = z.infer<typeof issueSchema>;

export const issueListSchema = z.object({ issues: z.array(issueSchema), canRun: z.boolean() });
export const issueResultSchema = z.object({ issue: issueSchema });
export const solveIssueResultSchema = z.object({ issue: issueSchema, todoIds: z.array(z.uuid()) });
export const idParamsSchema = z.object({ id: uuidSchema });
export const deletedSchema = z.object({ id: z.uuid() });
