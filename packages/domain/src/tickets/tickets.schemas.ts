import { z } from 'zod';

import { listSearchSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { limitParamSchema, pageParamSchema, paginationSchema } from '../shared/envelope';
import { decimalSchema, nullableCalendarDateSchema, nullableIdSchema, nullableTimeOfDaySchema, uuidSchema } from '../shared/fields';
import { dueFilters, recurrenceUnits, ticketStatuses, type TicketStatus } from './ticket-rules';

/**
 * Tasks & Assignments (/tickets, docs/tickets.md): work that is not a billable visit — call a client back, fix a
 * sprinkler head broken on a visit, order mulch, service a mower. The API and the permission entry call it a
 * ticket; the screens call it a task.
 *
 * Calls:
 *   GET    /tickets                 one page, filtered (listTicketsQuerySchema) → { tickets, pagination }
 *   POST   /tickets                 createTicketInputSchema → { ticket }
 *   GET    /tickets/{id}            → { ticket } (with its comments)
 *   PUT    /tickets/{id}            updateTicketInputSchema (with updatedAt; stale → 409) → { ticket, next }
 *                                   `next`: the recurring task's next one, made when this one became done
 *   DELETE /tickets/{id}            → { id }
 *   POST   /tickets/{id}/comments   createTicketCommentInputSchema → { comment }
 *   GET    /tickets/people          → { employees, crews }: whom the caller may assign or @mention (id and name only)
 *   GET    /tickets/{id}/photos     → { photos }
 *   POST   /tickets/{id}/photos     multipart: caption (optional text field) then file (PNG/JPEG/WebP ≤ 15 MB) → 201 { photo }
 *   GET    /tickets/{id}/photos/{photoId}   → the image bytes (Bearer token: fetch it as a blob)
 *   DELETE /tickets/{id}/photos/{photoId}   → { id } (the office)
 *   GET    /tickets/{id}/estimate_draft     → { draft }: an upsell task's customer, property and words for a new estimate
 *   POST   /tickets/{id}/estimate           linkTicketEstimateInputSchema → { ticket }: the new estimate becomes its subject
 */
export const ticketTypes = ['general', 'callback', 'upsell', 'maintenance', 'office'] as const;
export type TicketType = (typeof ticketTypes)[number];
export const ticketTypeLabels: Record<TicketType, string> = {
  general: 'General',
  callback: 'Callback / warranty',
  upsell: 'Upsell opportunity',
  maintenance: 'Maintenance',
  office: 'Office',
};

export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketPriorityLabels: Record<TicketPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** What a task is about: one record of any of these kinds, of the same company (another company's → 404). */
export const ticketSubjectKinds = ['customer', 'property', 'job', 'work_order', 'estimate', 'equipment'] as const;
export type TicketSubjectKind = (typeof ticketSubjectKinds)[number];
export const ticketSubjectKindLabels: Record<TicketSubjectKind, string> = {
  customer: 'Customer',
  property: 'Property',
  job: 'Job',
  work_order: 'Work order',
  estimate: 'Estimate',
  equipment: 'Equipment',
};

export const MAX_CHECKLIST_ITEMS = 50;
export const MAX_RECURRENCE_EVERY = 365;
export const MAX_MENTIONS = 20;
/** Photos a task keeps: the broken head, the zone, the part number — not a whole album. */
export const MAX_PHOTOS_PER_TICKET = 20;
/** Hours spent on a callback, charged to its job's costing: up to 999.99, two places. */
export const MAX_TICKET_HOURS = 999.99;
/** What a task can be about that has a customer (equipment has none). */
export const customerSubjectKinds = ['customer', 'property', 'job', 'work_order', 'estimate'] as const satisfies readonly TicketSubjectKind[];
/** What a callback's hours are charged to: the job, or the job of the work order. */
export const costedSubjectKinds = ['job', 'work_order'] as const satisfies readonly TicketSubjectKind[];

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const TICKET_NOT_FOUND_MESSAGE = 'Task not found';
export const TICKET_TITLE_REQUIRED_MESSAGE = 'Say what needs doing';
export const TICKET_ONE_ASSIGNEE_MESSAGE = 'Assign the task to one employee or one crew, not both';
export const TICKET_DUE_TIME_NEEDS_DATE_MESSAGE = 'Choose a due date for the due time';
export const TICKET_RECURRENCE_NEEDS_DATE_MESSAGE = 'A repeating task needs a due date';
export const TICKET_COMMENT_REQUIRED_MESSAGE = 'Write a comment';
/** The answer (403) to a crew leader deleting a task. */
export const TICKET_DELETE_OFFICE_ONLY_MESSAGE = 'Only the office deletes tasks. Mark the task done or cancelled instead.';
/** The answer (403, and each refused field) to a crew leader changing more of a task than its status and checklist. */
export const TICKET_CREW_LEADER_CHANGES_MESSAGE =
  'Crew leaders change the status, checklist and hours spent of a task. Ask the office to change the rest.';
export const TICKET_HOURS_NEED_CALLBACK_MESSAGE = 'Hours spent are recorded on a callback task about a work order or job';
/** 422 when hours are recorded on a task assigned to nobody by someone with no employee record of their own. */
export const TICKET_HOURS_NEED_PERSON_MESSAGE = 'Assign the task to the employee or crew who did the work, so its hours are charged at their cost';
export const TICKET_TOO_MANY_PHOTOS_MESSAGE = `A task keeps at most ${MAX_PHOTOS_PER_TICKET} photos. Delete one first.`;
export const TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE = 'Only the office deletes a task’s photos.';
/** 422: only an upsell opportunity about a customer (or their property, job, work order or estimate) becomes an estimate. */
export const TICKET_NOT_AN_UPSELL_MESSAGE = 'Only an upsell opportunity task about a customer becomes an estimate';
export const TICKET_ESTIMATE_OTHER_CUSTOMER_MESSAGE = 'The estimate is for another customer than the task';
export const TICKET_ESTIMATE_OFFICE_ONLY_MESSAGE = 'Only the office makes estimates.';
export const ticketMoveMessage = (from: TicketStatus, to: TicketStatus) =>
  `An ${from === 'open' || from === 'in_progress' ? 'unfinished' : ticketStatusLabels[from].toLowerCase()} task cannot become ${ticketStatusLabels[to].toLowerCase()}.`;
export const TICKET_CREATE_FAILED = 'Failed to create task';
export const TICKET_UPDATE_FAILED = 'Failed to update task';
export const TICKET_DELETE_FAILED = 'Failed to delete task';
export const TICKET_COMMENT_FAILED = 'Failed to add comment';

// ── Fields ────────────────────────────────────────────────────────────────────────────────
const titleSchema = z
  .string({ error: TICKET_TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(1, TICKET_TITLE_REQUIRED_MESSAGE)
  .max(200, 'Title must be at most 200 characters');

const dueDateSchema = nullableCalendarDateSchema('Due date');
export const DUE_TIME_MESSAGE = 'Due time must be a time of day (HH:MM, 24-hour)';
const dueTimeSchema = nullableTimeOfDaySchema(DUE_TIME_MESSAGE);

const hoursSpentSchema = decimalSchema('Hours spent', { places: 2, max: MAX_TICKET_HOURS }).nullable();

const typeSchema = z.enum(ticketTypes, { error: 'Type must be general, callback, upsell, maintenance or office' });
const prioritySchema = z.enum(ticketPriorities, { error: 'Priority must be low, normal, high or urgent' });
const statusSchema = z.enum(ticketStatuses, { error: 'Status must be open, in_progress, done or cancelled' });

export const ticketSubjectSchema = z.object(
  {
    kind: z.enum(ticketSubjectKinds, { error: 'Kind must be customer, property, job, work_order, estimate or equipment' }),
    id: uuidSchema,
  },
  { error: 'Subject must be { kind, id }' },
);
export type TicketSubject = z.infer<typeof ticketSubjectSchema>;

export const checklistItemInputSchema = z.object({
  /** Kept when the item already exists; a new item gets one from the server. */
  id: uuidSchema.optional(),
  text: z
    .string({ error: 'Checklist item must be text' })
    .trim()
    .min(1, 'A checklist item cannot be empty')
    .max(200, 'A checklist item must be at most 200 characters'),
  done: z.boolean({ error: 'Done must be true or false' }).default(false),
});

const checklistSchema = z
  .array(checklistItemInputSchema, { error: 'Checklist must be a list' })
  .max(MAX_CHECKLIST_ITEMS, `A checklist can have at most ${MAX_CHECKLIST_ITEMS} items`);

export const recurrenceSchema = z
  .object(
    {
      every: z
        .number({ error: 'Repeat every must be a number' })
        .int('Repeat every must be a whole number')
        .min(1, 'Repeat every must be at least 1')
        .max(MAX_RECURRENCE_EVERY, `Repeat every must be at most ${MAX_RECURRENCE_EVERY}`),
      unit: z.enum(recurrenceUnits, { error: 'Unit must be day, week or month' }),
    },
    { error: 'Recurrence must be { every, unit } or null' },
  )
  .nullable();

const ticketFields = {
  title: titleSchema,
  description: optionalText('Description', 10_000),
  type: typeSchema,
  priority: prioritySchema,
  assigneeEmployeeId: nullableIdSchema,
  assigneeCrewId: nullableIdSchema,
  dueDate: dueDateSchema,
  dueTime: dueTimeSchema,
  subject: ticketSubjectSchema.nullable(),
  checklist: checklistSchema,
  recurrence: recurrenceSchema,
  hoursSpent: hoursSpentSchema,
};

/**
 * One assignee at most; a time needs its date; repeating needs a date to repeat from. On an update a date left out
 * is the task's own, which only the server knows: it checks the merged task (ticketConsistencyErrors).
 */
function consistent(
  value: {
    assigneeEmployeeId?: string | null;
    assigneeCrewId?: string | null;
    dueDate?: string | null;
    dueTime?: string | null;
    recurrence?: unknown;
    type?: TicketType;
    subject?: TicketSubject | null;
    hoursSpent?: number | null;
  },
  context: z.RefinementCtx,
  dueDateLeftOutMeans: 'none' | 'unknown',
): void {
  if (value.assigneeEmployeeId && value.assigneeCrewId)
    context.addIssue({ code: 'custom', path: ['assigneeCrewId'], message: TICKET_ONE_ASSIGNEE_MESSAGE });
  const noDate = value.dueDate === null || (value.dueDate === undefined && dueDateLeftOutMeans === 'none');
  if (value.dueTime && noDate) context.addIssue({ code: 'custom', path: ['dueTime'], message: TICKET_DUE_TIME_NEEDS_DATE_MESSAGE });
  if (value.recurrence && noDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: TICKET_RECURRENCE_NEEDS_DATE_MESSAGE });
  // On an update the type and subject left out are the task's own: the server checks the merged task.
  if (dueDateLeftOutMeans === 'none' && value.hoursSpent != null && !takesHours({ type: value.type ?? 'general', subjectKind: value.subject?.kind ?? null }))
    context.addIssue({ code: 'custom', path: ['hoursSpent'], message: TICKET_HOURS_NEED_CALLBACK_MESSAGE });
}

/** A callback / warranty task about a work order or a job records the hours spent on it (charged to the job). */
export function takesHours(task: { type: TicketType; subjectKind: TicketSubjectKind | null }): boolean {
  return task.type === 'callback' && (costedSubjectKinds as readonly string[]).includes(task.subjectKind ?? '');
}

/** An upsell opportunity about a customer or one of their records turns into a new estimate for that customer. */
export function canBecomeEstimate(task: { type: TicketType; subject: { kind: TicketSubjectKind } | null }): boolean {
  return task.type === 'upsell' && task.subject !== null && (customerSubjectKinds as readonly string[]).includes(task.subject.kind);
}

/**
 * The same rules on a whole task (an update merged onto the stored one): a field → message map, empty when it holds
 * together. The server answers a non-empty one as a 400 like any other field error.
 */
export function ticketConsistencyErrors(task: {
  assigneeEmployeeId: string | null;
  assigneeCrewId: string | null;
  dueDate: string | null;
  dueTime: string | null;
  recurrence: unknown;
  type?: TicketType;
  subjectKind?: TicketSubjectKind | null;
  hoursSpent?: number | null;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (task.hoursSpent != null && !takesHours({ type: task.type ?? 'general', subjectKind: task.subjectKind ?? null })) errors.hoursSpent = TICKET_HOURS_NEED_CALLBACK_MESSAGE;
  if (task.assigneeEmployeeId && task.assigneeCrewId) errors.assigneeCrewId = TICKET_ONE_ASSIGNEE_MESSAGE;
  if (task.dueTime && !task.dueDate) errors.dueTime = TICKET_DUE_TIME_NEEDS_DATE_MESSAGE;
  if (task.recurrence && !task.dueDate) errors.dueDate = TICKET_RECURRENCE_NEEDS_DATE_MESSAGE;
  return errors;
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/** POST /tickets: a title is all it needs (quick add); type general, priority normal, status open by default. */
export const createTicketInputSchema = z
  .object({
    title: ticketFields.title,
    description: ticketFields.description.optional(),
    type: typeSchema.default('general'),
    priority: prioritySchema.default('normal'),
    status: z.enum(['open', 'in_progress'], { error: 'A new task is open or in_progress' }).default('open'),
    assigneeEmployeeId: ticketFields.assigneeEmployeeId.optional(),
    assigneeCrewId: ticketFields.assigneeCrewId.optional(),
    dueDate: ticketFields.dueDate.optional(),
    dueTime: ticketFields.dueTime.optional(),
    subject: ticketFields.subject.optional(),
    checklist: checklistSchema.default([]),
    recurrence: recurrenceSchema.optional(),
    hoursSpent: hoursSpentSchema.optional(),
  })
  .superRefine((value, context) => consistent(value, context, 'none'));
export type CreateTicketInput = z.input<typeof createTicketInputSchema>;
export type CreateTicketValues = z.output<typeof createTicketInputSchema>;

/**
 * PUT /tickets/{id}: any of the fields, plus the `updatedAt` it was loaded with (stale → 409). `status` moves along
 * canMoveTicket (422 ticketMoveMessage). `checklist`, when given, replaces the list (items keep their ids). A
 * recurring task that becomes done makes its next one (nextDueDate), answered as `next`.
 */
export const updateTicketInputSchema = z
  .object({
    title: titleSchema.optional(),
    description: ticketFields.description.optional(),
    type: typeSchema.optional(),
    priority: prioritySchema.optional(),
    status: statusSchema.optional(),
    assigneeEmployeeId: ticketFields.assigneeEmployeeId.optional(),
    assigneeCrewId: ticketFields.assigneeCrewId.optional(),
    dueDate: ticketFields.dueDate.optional(),
    dueTime: ticketFields.dueTime.optional(),
    subject: ticketFields.subject.optional(),
    checklist: checklistSchema.optional(),
    recurrence: recurrenceSchema.optional(),
    hoursSpent: hoursSpentSchema.optional(),
    updatedAt: updatedAtSchema,
  })
  .superRefine((value, context) => consistent(value, context, 'unknown'));
export type UpdateTicketInput = z.input<typeof updateTicketInputSchema>;
export type UpdateTicketValues = z.output<typeof updateTicketInputSchema>;

/**
 * POST /tickets/{id}/comments. `mentionIds`: the employees the author picked after typing @ (each must be one of the
 * company's employees: another company's → 404); each mentioned employee with an e-mail is told through the outbox.
 */
export const createTicketCommentInputSchema = z.object({
  body: z
    .string({ error: TICKET_COMMENT_REQUIRED_MESSAGE })
    .trim()
    .min(1, TICKET_COMMENT_REQUIRED_MESSAGE)
    .max(5_000, 'A comment must be at most 5,000 characters'),
  mentionIds: z
    .array(uuidSchema, { error: 'Mentions must be a list of employee ids' })
    .max(MAX_MENTIONS, `Mention at most ${MAX_MENTIONS} people`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CreateTicketCommentInput = z.input<typeof createTicketCommentInputSchema>;

/** 'active' lists open and in-progress tasks together. */
export const ACTIVE_TICKETS = 'active';

/**
 * GET /tickets: one page (defaults page 1, limit 50). Active tasks first by due date (undated last), then priority
 * (urgent first) and number; done and cancelled ones by when they were last changed, newest first.
 * - `search` matches the number (T-1042 or 1042), title and description;
 * - `status`: one status or 'active'; `type`; `priority`;
 * - `mine=true`: assigned to the caller's employee record (the employee whose e-mail is their sign-in e-mail) or to
 *   a crew they are on; `assigneeEmployeeId`, `assigneeCrewId` ('none' for unassigned tasks: both empty);
 * - `due`: overdue (before the company's today and still active), today, this_week (today to Sunday);
 * - `subjectKind` with `subjectId`: the tasks about one record (its page shows them).
 */
export const UNASSIGNED = 'none';
export const listTicketsQuerySchema = z
  .object({
    search: listSearchSchema,
    status: z.enum([...ticketStatuses, ACTIVE_TICKETS], { error: 'Status must be a task status or active' }).optional(),
    type: typeSchema.optional(),
    priority: prioritySchema.optional(),
    mine: z.enum(['true', 'false'], { error: 'mine must be true or false' }).optional().transform((value) => value === 'true'),
    assigneeEmployeeId: z.union([uuidSchema, z.literal(UNASSIGNED)], { error: 'Must be a valid id' }).optional(),
    assigneeCrewId: uuidSchema.optional(),
    due: z.enum(dueFilters, { error: 'Due must be overdue, today or this_week' }).optional(),
    subjectKind: z.enum(ticketSubjectKinds, { error: 'Kind must be customer, property, job, work_order, estimate or equipment' }).optional(),
    subjectId: uuidSchema.optional(),
    page: pageParamSchema,
    limit: limitParamSchema,
  })
  .superRefine((value, context) => {
    if ((value.subjectKind === undefined) !== (value.subjectId === undefined))
      context.addIssue({ code: 'custom', path: [value.subjectKind ? 'subjectId' : 'subjectKind'], message: 'Give subjectKind and subjectId together' });
  });
export type ListTicketsQuery = z.input<typeof listTicketsQuerySchema>;
export type ListTicketsValues = z.output<typeof listTicketsQuerySchema>;

export const ticketIdParamsSchema = z.object({ id: uuidSchema });

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const checklistItemSchema = z.object({ id: z.uuid(), text: z.string(), done: z.boolean() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const ticketCommentSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** Who wrote it: the user's name at the time. */
  authorName: z.string(),
  mentions: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: isoDateTime,
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

export const ticketListItemSchema = z.object({
  id: z.uuid(),
  /** Shown as T-1001 (ticketLabel). */
  number: z.number().int(),
  title: z.string(),
  type: z.enum(ticketTypes),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  assigneeEmployeeId: z.uuid().nullable(),
  assigneeCrewId: z.uuid().nullable(),
  /** The employee's or crew's name; null when unassigned. */
  assigneeName: z.string().nullable(),
  /** YYYY-MM-DD, the company's calendar. */
  dueDate: z.string().nullable(),
  /** HH:MM in the company's time zone. */
  dueTime: z.string().nullable(),
  /** Before the company's today and still active. */
  overdue: z.boolean(),
  subject: z.object({ kind: z.enum(ticketSubjectKinds), id: z.uuid(), label: z.string() }).nullable(),
  checklistDone: z.number().int(),
  checklistTotal: z.number().int(),
  commentCount: z.number().int(),
  recurrence: z.object({ every: z.number().int(), unit: z.enum(recurrenceUnits) }).nullable(),
  /** A callback's hours (charged to its job's costing); null when none are recorded. */
  hoursSpent: z.number().nullable(),
  photoCount: z.number().int(),
  /** The first photo added, shown on the task's card; null without photos. */
  firstPhotoId: z.uuid().nullable(),
  updatedAt: isoDateTime,
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

/** A photo of a task, decoded and re-encoded on upload like a work order's (its bytes at /tickets/{id}/photos/{photoId}). */
export const ticketPhotoSchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  caption: z.string(),
  /** Who added it: the user's name at the time. */
  addedByName: z.string(),
  createdAt: isoDateTime,
});
export type TicketPhoto = z.infer<typeof ticketPhotoSchema>;

export const ticketSchema = ticketListItemSchema.extend({
  description: z.string(),
  checklist: z.array(checklistItemSchema),
  comments: z.array(ticketCommentSchema),
  photos: z.array(ticketPhotoSchema),
  /** The user who made it ('' when made by the system, e.g. a recurring task's next one). */
  createdByName: z.string(),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketListItemSchema), pagination: paginationSchema });
export const ticketResultSchema = z.object({ ticket: ticketSchema });
export const updateTicketResultSchema = z.object({ ticket: ticketSchema, next: ticketListItemSchema.nullable() });
export const ticketCommentResultSchema = z.object({ comment: ticketCommentSchema });
export const deleteTicketResultSchema = z.object({ id: z.uuid() });
export const ticketPhotoParamsSchema = z.object({ id: uuidSchema, photoId: uuidSchema });
export const ticketPhotoResultSchema = z.object({ photo: ticketPhotoSchema });
export const ticketPhotoListSchema = z.object({ photos: z.array(ticketPhotoSchema) });
export const deleteTicketPhotoResultSchema = z.object({ id: z.uuid() });

/**
 * GET /tickets/people: whom the caller may assign a task to or @mention, id and name only. The office: every employee
 * still working there and every crew. A crew leader (who cannot read /employees): the crews they are on and the
 * people on those crews.
 */
export const ticketPeopleSchema = z.object({
  employees: z.array(z.object({ id: z.uuid(), name: z.string() })),
  crews: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TicketPeople = z.infer<typeof ticketPeopleSchema>;
export const ticketPeopleResultSchema = ticketPeopleSchema;

/**
 * GET /tickets/{id}/estimate_draft: what a new estimate made from an upsell task starts with — the customer the task
 * is about (through its property, job, work order or estimate), the property when it is about one (or the work order's
 * or job's), the task's title as the estimate's description and its description as the notes. Read from the stored
 * task, never from text the browser carries.
 */
export const ticketEstimateDraftSchema = z.object({
  ticketId: z.uuid(),
  ticketNumber: z.number().int(),
  customerId: z.uuid(),
  propertyId: z.uuid().nullable(),
  description: z.string(),
  notes: z.string(),
});
export type TicketEstimateDraft = z.infer<typeof ticketEstimateDraftSchema>;
export const ticketEstimateDraftResultSchema = z.object({ draft: ticketEstimateDraftSchema });

/**
 * POST /tickets/{id}/estimate: the estimate made from the task (the company's, of the same customer) becomes what the
 * task is about, and a comment says so. Made twice with the same estimate, nothing changes the second time.
 */
export const linkTicketEstimateInputSchema = z.object({ estimateId: uuidSchema });
export type LinkTicketEstimateInput = z.input<typeof linkTicketEstimateInputSchema>;
/** The comment left on the task: "Estimate #1012 made from this task." */
export const estimateMadeComment = (estimateNumber: number) => `Estimate #${estimateNumber} made from this task.`;

/** Tasks are numbered per company from 1001 and shown as T-1001. */
export const FIRST_TICKET_NUMBER = 1001;
export const ticketLabel = (number: number) => `T-${number}`;
