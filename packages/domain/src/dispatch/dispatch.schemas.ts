import { z } from 'zod';

import { isCalendarDate, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { jobCostingSchema } from '../jobs/callback-costing';
import { jobSchema } from '../jobs/jobs.schemas';
import { workOrderReasons, workOrderSchema } from '../orders/orders.schemas';
import { workOrderStatuses } from '../orders/rain-day';
import { costTypes } from '../overhead/unit-price';
import { productCategories } from '../products/products.schemas';
import { daysBetween } from '../shared/calendar';
import { decimalSchema, uuidSchema } from '../shared/fields';
import { MAX_ENTRY_MINUTES, overlappingEntries } from './time-entries';

/**
 * End of day (/dispatch-end-of-day), the API contract. Every answer is in the usual envelope
 * `{ success: true, data: … }`; errors are `{ success: false, message, errors, code, details: { fieldErrors } }`.
 *
 * The crew leader's day (crew_leader role: only the crews whose member list holds the employee with the user's
 * e-mail; any other role: every crew, or the one `crewId` names):
 *   GET    /dispatch/day?date=&crewId=            → { day }                      dispatchDaySchema
 *   POST   /orders/{id}/start     { updatedAt }   → { order }                    dispatchOrderResultSchema
 *   POST   /orders/{id}/complete  completeWorkOrderInputSchema → { order }       (replaces the order's recorded time and materials)
 *   POST   /orders/{id}/skip      skipWorkOrderInputSchema     → { order }
 *   GET    /orders/{id}/photos                    → { photos }                   workOrderPhotoListSchema
 *   POST   /orders/{id}/photos    multipart: caption (optional text field) then file (PNG/JPEG/WebP ≤ 15 MB)
 *                                                 → 201 { photo }                workOrderPhotoResultSchema
 *   GET    /orders/{id}/photos/{photoId}          → the image bytes (Bearer token: fetch it as a blob, never an <img src>)
 *   DELETE /orders/{id}/photos/{photoId}          → { id }
 * The office (every role but crew_leader: 403 otherwise):
 *   GET    /dispatch/review?date=                 → { review }                   dispatchReviewSchema
 *   POST   /dispatch/reschedule   rescheduleInputSchema        → { orders }      rescheduleResultSchema
 *   GET    /timesheets?from=&to=&employeeId=      → { timesheets }               timesheetsSchema
 *   POST   /timesheets/approve    approveTimesheetsInputSchema → { approved, timesheets }
 *   GET    /timesheets.csv?from=&to=&employeeId=  → text/csv (timesheetCsvColumns; formulas guarded)
 * Job costing (null for crew_leader, who never sees costs):
 *   GET    /orders/{id}                           → { order, costing }           workOrderDetailResultSchema
 *   GET    /jobs/{id}                             → { job, costing }             jobDetailResultSchema
 *
 * Every POST takes an `Idempotency-Key` header: a retry with the same key and body answers what the first answered
 * (`Idempotent-Replayed: true`) and records nothing again; the same key while the first still runs → 409; the same
 * key with another body → 422. Start, complete and skip also carry the order's `updatedAt`: stale → 409 (so two
 * completes of the same order record it once; the second gets 409, or the first's answer when it reuses the key).
 *
 * Statuses move along canMoveWorkOrder (422 workOrderMoveMessage otherwise): start → in_progress; complete →
 * completed (from not started or in progress); skip → skipped (from not started). Another company's order, crew,
 * employee, product or photo → 404 (a body's ids with `details.fieldErrors` naming the field, e.g.
 * `timeEntries.0.employeeId`); a crew leader asking for an order of a crew they are not on → 404 as well.
 */

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const DISPATCH_OFFICE_ONLY_MESSAGE = 'Only the office reviews the day, approves timesheets and reschedules work.';
export const NO_CREW_FOR_USER_MESSAGE = 'You are not on a crew yet. Ask the office to add you (with your e-mail) to your crew.';
export const TIME_ENTRY_REQUIRED_MESSAGE = 'Record the hours worked';
export const TIME_ENTRY_SPAN_OR_HOURS_MESSAGE = 'Give clock-in and clock-out, or hours';
export const CLOCK_OUT_BEFORE_IN_MESSAGE = 'Clock-out must be after clock-in';
export const ENTRY_TOO_LONG_MESSAGE = 'A time entry can be at most 24 hours';
export const ENTRY_OVERLAP_MESSAGE = 'This person is already clocked in on another entry at this time';
export const MATERIAL_LINE_OR_PRODUCT_MESSAGE = 'Choose a line of the order or a product';
export const MATERIAL_NOT_A_PRODUCT_LINE_MESSAGE = 'Only product lines take quantities used';
export const APPROVED_HOURS_LOCKED_MESSAGE = 'Approved hours cannot change. Ask the office to correct the timesheet.';
export const RESCHEDULE_REFUSED_MESSAGE = (count: number) =>
  `${count} of the chosen work orders ${count === 1 ? 'is' : 'are'} completed or cancelled and cannot be rescheduled.`;
/** The longest period GET /timesheets answers (a month; payroll runs weekly or every two weeks). */
export const MAX_TIMESHEET_DAYS = 31;

// ── Fields ────────────────────────────────────────────────────────────────────────────────
const calendarDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .refine(isCalendarDate, `${label} must be a valid date (YYYY-MM-DD)`);

const optionalDateQuery = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCalendarDate(value), `${label} must be a valid date (YYYY-MM-DD)`);

const timestampSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601 with offset)` }).nullish();

const noteSchema = optionalText('Note', 2_000);

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/** GET /dispatch/day: `date` defaults to the company's today; `crewId` narrows to one crew (a crew leader's own). */
export const dispatchDayQuerySchema = z.object({
  date: optionalDateQuery('Date'),
  crewId: uuidSchema.optional(),
});
export type DispatchDayQuery = z.input<typeof dispatchDayQuerySchema>;
export type DispatchDayValues = z.output<typeof dispatchDayQuerySchema>;

/** POST /orders/{id}/start: the `updatedAt` the order was loaded with. */
export const startWorkOrderInputSchema = z.object({ updatedAt: updatedAtSchema });
export type StartWorkOrderInput = z.input<typeof startWorkOrderInputSchema>;

/**
 * One person's time on the order: clocked in and out (ISO timestamps; minutes = clockedMinutes) or hours typed (up to
 * 2 decimals; minutes = minutesOf). The same person may have several entries (a break), but clocked spans may not
 * overlap. `employeeId` is any employee of the company (a helper borrowed from another crew counts too).
 */
export const timeEntryInputSchema = z
  .object({
    employeeId: uuidSchema,
    clockIn: timestampSchema('Clock-in'),
    clockOut: timestampSchema('Clock-out'),
    hours: decimalSchema('Hours', { places: 2, max: 24 }).nullish(),
  })
  .superRefine((value, context) => {
    const clocked = Boolean(value.clockIn) || Boolean(value.clockOut);
    if (clocked) {
      if (!value.clockIn) context.addIssue({ code: 'custom', path: ['clockIn'], message: TIME_ENTRY_SPAN_OR_HOURS_MESSAGE });
      if (!value.clockOut) context.addIssue({ code: 'custom', path: ['clockOut'], message: TIME_ENTRY_SPAN_OR_HOURS_MESSAGE });
      if (value.clockIn && value.clockOut) {
        const span = Date.parse(value.clockOut) - Date.parse(value.clockIn);
        if (span <= 0) context.addIssue({ code: 'custom', path: ['clockOut'], message: CLOCK_OUT_BEFORE_IN_MESSAGE });
        else if (span > MAX_ENTRY_MINUTES * 60_000) context.addIssue({ code: 'custom', path: ['clockOut'], message: ENTRY_TOO_LONG_MESSAGE });
      }
      if (value.hours !== undefined && value.hours !== null)
        context.addIssue({ code: 'custom', path: ['hours'], message: TIME_ENTRY_SPAN_OR_HOURS_MESSAGE });
    } else if (value.hours === undefined || value.hours === null) {
      context.addIssue({ code: 'custom', path: ['hours'], message: TIME_ENTRY_SPAN_OR_HOURS_MESSAGE });
    } else if (value.hours === 0) {
      context.addIssue({ code: 'custom', path: ['hours'], message: 'Hours must be more than 0' });
    }
  });
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;

/**
 * A material or product used: against a product line of the order (`lineId`, the line's itemId; its unit cost is the
 * job's estimate line's) or a product of the price book (`productId`; its unit cost now). One of the two.
 */
export const materialUseInputSchema = z
  .object({
    lineId: z.string({ error: 'Line must be text' }).trim().min(1, 'Choose a line').max(100, 'Line must be at most 100 characters').optional(),
    productId: uuidSchema.optional(),
    quantity: decimalSchema('Quantity', { places: 4, max: 1_000_000 }).refine((value) => value > 0, 'Quantity must be more than 0'),
  })
  .superRefine((value, context) => {
    if (!value.lineId === !value.productId) context.addIssue({ code: 'custom', path: ['lineId'], message: MATERIAL_LINE_OR_PRODUCT_MESSAGE });
  });
export type MaterialUseInput = z.input<typeof materialUseInputSchema>;

export const MAX_TIME_ENTRIES = 100;
export const MAX_MATERIAL_USES = 200;

/**
 * POST /orders/{id}/complete: what happened. The order's time entries and materials are replaced by these (so a
 * correction after reopening never doubles anything); approved hours cannot be replaced (422
 * APPROVED_HOURS_LOCKED_MESSAGE). `notes` become the order's status note. `completedAt` (optional) is when the work
 * ended, for a report typed in after the fact; it defaults to now.
 */
export const completeWorkOrderInputSchema = z
  .object({
    updatedAt: updatedAtSchema,
    timeEntries: z
      .array(timeEntryInputSchema, { error: TIME_ENTRY_REQUIRED_MESSAGE })
      .min(1, TIME_ENTRY_REQUIRED_MESSAGE)
      .max(MAX_TIME_ENTRIES, `At most ${MAX_TIME_ENTRIES} time entries`),
    materials: z
      .array(materialUseInputSchema, { error: 'Materials must be a list' })
      .max(MAX_MATERIAL_USES, `At most ${MAX_MATERIAL_USES} materials`)
      .default([]),
    notes: noteSchema.optional(),
  })
  .superRefine((value, context) => {
    for (const [, later] of overlappingEntries(value.timeEntries))
      context.addIssue({ code: 'custom', path: ['timeEntries', later, 'clockIn'], message: ENTRY_OVERLAP_MESSAGE });
  });
export type CompleteWorkOrderInput = z.input<typeof completeWorkOrderInputSchema>;
export type CompleteWorkOrderValues = z.output<typeof completeWorkOrderInputSchema>;

/** POST /orders/{id}/skip: why (required) and a note; only an order not started is skipped. */
export const skipWorkOrderInputSchema = z.object({
  updatedAt: updatedAtSchema,
  reason: z.enum(workOrderReasons, { error: 'Choose why the work order is skipped' }),
  note: noteSchema.optional(),
});
export type SkipWorkOrderInput = z.input<typeof skipWorkOrderInputSchema>;
export type SkipWorkOrderValues = z.output<typeof skipWorkOrderInputSchema>;

/** The multipart text field sent before the photo's file part. */
export const uploadPhotoFieldsSchema = z.object({ caption: optionalText('Caption', 500).optional() });
export const workOrderPhotoParamsSchema = z.object({ id: uuidSchema, photoId: uuidSchema });

/** GET /dispatch/review: one day (defaults to the company's today). */
export const dispatchReviewQuerySchema = z.object({ date: optionalDateQuery('Date') });
export type DispatchReviewValues = z.output<typeof dispatchReviewQuerySchema>;

export const MAX_RESCHEDULE_ORDERS = 500;
/**
 * POST /dispatch/reschedule: move not-completed orders (see isReschedulable) to `date`, all or none (422
 * RESCHEDULE_REFUSED_MESSAGE). They keep their crew unless `crewId` is given; each goes to the end of its crew's
 * route on that day; a skipped or started order is reopened to 'scheduled'.
 */
export const rescheduleInputSchema = z.object({
  orderIds: z
    .array(uuidSchema, { error: 'Choose the work orders' })
    .min(1, 'Choose the work orders')
    .max(MAX_RESCHEDULE_ORDERS, `Choose at most ${MAX_RESCHEDULE_ORDERS} work orders at a time`)
    .transform((ids) => [...new Set(ids)]),
  date: calendarDateSchema('Date'),
  crewId: uuidSchema.optional(),
});
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;
export type RescheduleValues = z.output<typeof rescheduleInputSchema>;

function checkPeriod(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx): void {
  if (!value.from || !value.to) return;
  if (value.from > value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  else if (daysBetween(value.from, value.to) >= MAX_TIMESHEET_DAYS)
    context.addIssue({ code: 'custom', path: ['to'], message: `Choose at most ${MAX_TIMESHEET_DAYS} days` });
}

/** GET /timesheets and GET /timesheets.csv: a day (`to` defaults to `from`) or a week (weekOf) up to 31 days. */
export const timesheetsQuerySchema = z
  .object({
    from: calendarDateSchema('From'),
    to: optionalDateQuery('To'),
    employeeId: uuidSchema.optional(),
  })
  .superRefine(checkPeriod)
  .transform((value) => ({ ...value, to: value.to ?? value.from }));
export type TimesheetsQuery = z.input<typeof timesheetsQuerySchema>;
export type TimesheetsValues = z.output<typeof timesheetsQuerySchema>;

/**
 * POST /timesheets/approve: the entries named (`entryIds`), or every entry from `from` to `to` (of `employeeId`, or of
 * everyone). Approving approved entries is not an error. Answers the count newly approved and the period's
 * timesheets (of the entries' dates when `entryIds` is used).
 */
export const approveTimesheetsInputSchema = z
  .object({
    entryIds: z
      .array(uuidSchema, { error: 'Entries must be a list of ids' })
      .min(1, 'Choose the entries')
      .max(1_000, 'Choose at most 1,000 entries')
      .transform((ids) => [...new Set(ids)])
      .optional(),
    employeeId: uuidSchema.optional(),
    from: calendarDateSchema('From').optional(),
    to: calendarDateSchema('To').optional(),
  })
  .superRefine((value, context) => {
    if (value.entryIds) return;
    if (!value.from) context.addIssue({ code: 'custom', path: ['from'], message: 'From is required (YYYY-MM-DD)' });
    if (!value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'To is required (YYYY-MM-DD)' });
    checkPeriod(value, context);
  });
export type ApproveTimesheetsInput = z.input<typeof approveTimesheetsInputSchema>;
export type ApproveTimesheetsValues = z.output<typeof approveTimesheetsInputSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

/** A time entry as recorded: `minutes` is what payroll and costing use; `hours` = hoursOf(minutes). */
export const timeEntrySchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  /** YYYY-MM-DD: the clock-in's day in the company's time zone, or the order's date for typed hours. */
  date: z.string(),
  clockIn: isoDateTime.nullable(),
  clockOut: isoDateTime.nullable(),
  minutes: z.number().int(),
  hours: z.number(),
  approved: z.boolean(),
  approvedAt: isoDateTime.nullable(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** A material used as recorded (no cost: the crew never sees one). */
export const materialUseSchema = z.object({
  id: z.uuid(),
  lineId: z.string().nullable(),
  productId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.number(),
});
export type MaterialUse = z.infer<typeof materialUseSchema>;

export const workOrderPhotoSchema = z.object({
  id: z.uuid(),
  workOrderId: z.uuid(),
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  caption: z.string(),
  createdAt: isoDateTime,
});
export type WorkOrderPhoto = z.infer<typeof workOrderPhotoSchema>;

export const crewMemberSummarySchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  role: z.enum(['leader', 'member']),
});

/**
 * An order on the crew leader's day: what to do where (no price, no cost) and what has been recorded so far.
 * `updatedAt` goes back with start, complete and skip.
 */
export const dispatchOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  customerName: z.string(),
  propertyId: z.uuid().nullable(),
  /** The service it does (null for one-off work): SOP checklists attached to the service show on it. */
  serviceId: z.uuid().nullable(),
  address: z.string(),
  /** Route position (0 first): the order the day is shown in. */
  sequence: z.number().int(),
  startTime: z.string().nullable(),
  budgetedHours: z.number(),
  crewSize: z.number().int(),
  status: z.enum(workOrderStatuses),
  reason: z.enum(workOrderReasons).nullable(),
  /** The crew's notes on completion, or the note of a skip. */
  statusNote: z.string(),
  instructions: z.string(),
  jobNotes: z.string(),
  /** The property's state ('MN'), which picks the rules its fertiliser and pesticide records follow; '' when none. */
  propertyState: z.string(),
  /**
   * What to do; a product line names the price-book product it prices (`productId`, null when typed by hand) and its
   * category, so the crew's screen knows a fertiliser or pesticide needs its application record (chemical-applications).
   */
  lines: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      description: z.string(),
      type: z.enum(costTypes),
      quantity: z.number(),
      productId: z.uuid().nullable(),
      productCategory: z.enum(productCategories).nullable(),
    }),
  ),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  timeEntries: z.array(timeEntrySchema),
  materials: z.array(materialUseSchema),
  photos: z.array(workOrderPhotoSchema),
  updatedAt: isoDateTime,
});
export type DispatchOrder = z.infer<typeof dispatchOrderSchema>;

export const dispatchCrewDaySchema = z.object({
  crewId: z.uuid(),
  crewName: z.string(),
  members: z.array(crewMemberSummarySchema),
  /** By route position, then number. */
  orders: z.array(dispatchOrderSchema),
});
export const dispatchDaySchema = z.object({
  date: z.string(),
  crews: z.array(dispatchCrewDaySchema),
});
export type DispatchDay = z.infer<typeof dispatchDaySchema>;
export const dispatchDayResultSchema = z.object({ day: dispatchDaySchema });
export const dispatchOrderResultSchema = z.object({ order: dispatchOrderSchema });

export const workOrderPhotoResultSchema = z.object({ photo: workOrderPhotoSchema });
export const workOrderPhotoListSchema = z.object({ photos: z.array(workOrderPhotoSchema) });
export const deletePhotoResultSchema = z.object({ id: z.uuid() });

/** An order on the review: planned vs what happened. */
export const reviewOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  customerName: z.string(),
  address: z.string(),
  sequence: z.number().int(),
  status: z.enum(workOrderStatuses),
  reason: z.enum(workOrderReasons).nullable(),
  statusNote: z.string(),
  budgetedHours: z.number(),
  actualHours: z.number(),
  /** Actual over budgeted (shown in red). */
  overBudget: z.boolean(),
  /** isNotCompleted(status): offered for rescheduling. */
  notCompleted: z.boolean(),
  completedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type ReviewOrder = z.infer<typeof reviewOrderSchema>;

const reviewTotalsShape = {
  planned: z.number().int(),
  completed: z.number().int(),
  skipped: z.number().int(),
  notCompleted: z.number().int(),
  budgetedHours: z.number(),
  actualHours: z.number(),
  /** Actual − budgeted, in hours. */
  hoursVariance: z.number(),
  overBudget: z.boolean(),
};
export const reviewCrewSchema = z.object({
  /** null: the day's orders with no crew. */
  crewId: z.uuid().nullable(),
  crewName: z.string(),
  ...reviewTotalsShape,
  orders: z.array(reviewOrderSchema),
});
export type ReviewCrew = z.infer<typeof reviewCrewSchema>;
export const dispatchReviewSchema = z.object({
  date: z.string(),
  /** Crews with orders that day, by name; the crew-less group last. */
  crews: z.array(reviewCrewSchema),
  totals: z.object(reviewTotalsShape),
});
export type DispatchReview = z.infer<typeof dispatchReviewSchema>;
export const dispatchReviewResultSchema = z.object({ review: dispatchReviewSchema });
/** An order as rescheduled: where it went, and its new version. */
export const rescheduledOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  crewId: z.uuid().nullable(),
  date: z.string(),
  sequence: z.number().int(),
  status: z.enum(workOrderStatuses),
  updatedAt: isoDateTime,
});
export const rescheduleResultSchema = z.object({ orders: z.array(rescheduledOrderSchema) });

/** A timesheet line: one time entry with its order. */
export const timesheetEntrySchema = timeEntrySchema.extend({
  workOrderId: z.uuid(),
  workOrderNumber: z.number().int(),
  title: z.string(),
  customerName: z.string(),
  crewName: z.string().nullable(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetEmployeeSchema = z.object({
  employeeId: z.uuid(),
  /** The company's own employee number (E-001). */
  employeeNumber: z.string(),
  name: z.string(),
  /** Every day of the period (timesheetTotals). */
  days: z.array(z.object({ date: z.string(), minutes: z.number().int(), hours: z.number() })),
  totalMinutes: z.number().int(),
  totalHours: z.number(),
  approvedMinutes: z.number().int(),
  /** Every entry approved (and at least one entry). */
  approved: z.boolean(),
  /** By date, then clock-in. */
  entries: z.array(timesheetEntrySchema),
});
export type TimesheetEmployee = z.infer<typeof timesheetEmployeeSchema>;
export const timesheetsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Employees with time in the period, by last then first name. */
  employees: z.array(timesheetEmployeeSchema),
  totalMinutes: z.number().int(),
  totalHours: z.number(),
});
export type Timesheets = z.infer<typeof timesheetsSchema>;
export const timesheetsResultSchema = z.object({ timesheets: timesheetsSchema });
export const approveTimesheetsResultSchema = z.object({ approved: z.number().int(), timesheets: timesheetsSchema });

/** Job costing (see orders/job-costing.ts): estimated vs actual hours, labour, materials, revenue and margin. */
export const costingSchema = z.object({
  estimatedHours: z.number(),
  actualHours: z.number(),
  hoursVariance: z.number(),
  overBudget: z.boolean(),
  labourCost: z.number(),
  materialsCost: z.number(),
  revenue: z.number(),
  grossProfit: z.number(),
  marginPercent: z.number().nullable(),
});
/** GET /orders/{id}: the order and its costing (null for a crew leader). */
export const workOrderDetailResultSchema = z.object({ order: workOrderSchema, costing: costingSchema.nullable() });
/** GET /jobs/{id}: the job and its costing, the sum of its work orders' and its callbacks (null for a crew leader). */
export const jobDetailResultSchema = z.object({ job: jobSchema, costing: jobCostingSchema.nullable() });
