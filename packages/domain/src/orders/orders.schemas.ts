import { z } from 'zod';

import { listSearchSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { costTypes } from '../overhead/unit-price';
import { limitParamSchema, pageParamSchema, paginationSchema } from '../shared/envelope';
import { decimalSchema, nullableCalendarDateSchema, nullableIdSchema, nullableTimeOfDaySchema, uuidSchema } from '../shared/fields';
import { workOrderStatuses, type WorkOrderStatus } from './rain-day';

/**
 * A work order: one visit's work made concrete — the property, the services and their lines, the crew, the planned
 * date, start time and place in the crew's route, the budgeted hours and crew size, the crew's instructions, and
 * where it stands. Every job visit has at most one (exactly one once it is scheduled); one-off orders are made by
 * hand for a customer.
 *
 * Status: 'unscheduled' (no crew or no date yet) and 'scheduled' (a crew on a date) follow from the plan — the
 * server works them out (planningStatus); the office or the crew moves an order to 'in_progress', 'completed',
 * 'cancelled' or 'skipped' (the last two with a reason), and reopens it (back to its planning status).
 */
export { workOrderStatuses, type WorkOrderStatus };

export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  unscheduled: 'Unscheduled',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
};

/** Why an order was skipped or cancelled. */
export const workOrderReasons = ['rain', 'client_request', 'access', 'equipment', 'crew_unavailable', 'other'] as const;
export type WorkOrderReason = (typeof workOrderReasons)[number];
export const workOrderReasonLabels: Record<WorkOrderReason, string> = {
  rain: 'Rain / weather',
  client_request: 'Client request',
  access: 'No access to the property',
  equipment: 'Equipment breakdown',
  crew_unavailable: 'Crew unavailable',
  other: 'Other',
};

/** The statuses an order's plan gives it: a crew on a date is scheduled, anything less is not. */
export function planningStatus(plan: { date: string | null; crewId: string | null }): 'unscheduled' | 'scheduled' {
  return plan.date !== null && plan.crewId !== null ? 'scheduled' : 'unscheduled';
}

/** Not started: may be re-planned, deleted, cancelled or skipped. */
export function isNotStarted(status: WorkOrderStatus): boolean {
  return status === 'unscheduled' || status === 'scheduled';
}

/** Still to do (shown on the board, can be overdue). */
export function isOpenWorkOrder(status: WorkOrderStatus): boolean {
  return status === 'unscheduled' || status === 'scheduled' || status === 'in_progress';
}

/** Past its date and still open, as of the company's today (YYYY-MM-DD). */
export function isOverdue(order: { date: string | null; status: WorkOrderStatus }, today: string): boolean {
  return order.date !== null && order.date < today && isOpenWorkOrder(order.status);
}

/**
 * The moves a person may make (the planning statuses are never set by hand, only 'scheduled' to reopen):
 * not started → in progress, completed, cancelled, skipped; in progress → completed, or back (undo a start);
 * completed → in progress (reopen to correct); cancelled or skipped → reopened.
 */
const moves: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  unscheduled: ['in_progress', 'completed', 'cancelled', 'skipped'],
  scheduled: ['in_progress', 'completed', 'cancelled', 'skipped'],
  in_progress: ['completed', 'scheduled'],
  completed: ['in_progress'],
  cancelled: ['scheduled'],
  skipped: ['scheduled'],
};

export function canMoveWorkOrder(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return moves[from].includes(to);
}

/** Work order n° shown as WO-1001 (every company's orders are numbered from 1001). */
export const FIRST_WORK_ORDER_NUMBER = 1001;
export const workOrderLabel = (number: number) => `WO-${number}`;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const WORK_ORDER_NOT_FOUND_MESSAGE = 'Work order not found';
export const VISIT_HAS_WORK_ORDER_MESSAGE = 'This visit already has a work order.';
export const WORK_ORDER_STARTED_DELETE_MESSAGE = 'A work order that has been started cannot be deleted. Cancel it instead.';
export const WORK_ORDER_STARTED_REPLAN_MESSAGE = 'A work order that has started or ended keeps its crew and date.';
export const WORK_ORDER_REASON_REQUIRED_MESSAGE = 'Choose why the work order is cancelled or skipped';
export const WORK_ORDER_TITLE_REQUIRED_MESSAGE = 'Describe the work';
export const WORK_ORDER_CUSTOMER_REQUIRED_MESSAGE = 'Choose a customer';
export const workOrderMoveMessage = (from: WorkOrderStatus, to: WorkOrderStatus) =>
  `A ${workOrderStatusLabels[from].toLowerCase()} work order cannot become ${workOrderStatusLabels[to].toLowerCase()}.`;
export const WORK_ORDER_CREATE_FAILED = 'Failed to create work order';
export const WORK_ORDER_UPDATE_FAILED = 'Failed to update work order';
export const WORK_ORDER_DELETE_FAILED = 'Failed to delete work order';

// ── Fields ────────────────────────────────────────────────────────────────────────────────
const planDateSchema = nullableCalendarDateSchema('Date');

export const START_TIME_MESSAGE = 'Start time must be a time of day (HH:MM, 24-hour)';
const startTimeSchema = nullableTimeOfDaySchema(START_TIME_MESSAGE);

export const MAX_BUDGETED_HOURS = 1_000;
export const MAX_CREW_SIZE = 50;
const budgetedHoursSchema = decimalSchema('Budgeted hours', { places: 2, max: MAX_BUDGETED_HOURS });
const crewSizeSchema = z
  .number({ error: 'Crew size must be a number' })
  .int('Crew size must be a whole number')
  .min(1, 'Crew size must be at least 1')
  .max(MAX_CREW_SIZE, `Crew size must be at most ${MAX_CREW_SIZE}`);
const sequenceSchema = z
  .number({ error: 'Route position must be a number' })
  .int('Route position must be a whole number')
  .min(0, 'Route position cannot be negative')
  .max(10_000, 'Route position must be at most 10,000');
const priceSchema = decimalSchema('Price', { places: 2, max: 10_000_000 });
const titleSchema = z
  .string({ error: WORK_ORDER_TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(1, WORK_ORDER_TITLE_REQUIRED_MESSAGE)
  .max(200, 'Title must be at most 200 characters');
const instructionsSchema = optionalText('Instructions', 10_000);
const reasonSchema = z
  .union([z.enum(workOrderReasons), z.literal('')], { error: 'Reason must be rain, client_request, access, equipment, crew_unavailable or other' })
  .nullish()
  .transform((value): WorkOrderReason | null => (value ? value : null));
const statusSchema = z.enum(workOrderStatuses, {
  error: 'Status must be unscheduled, scheduled, in_progress, completed, cancelled or skipped',
});

/** Cancelled and skipped need a reason; no other status keeps one. */
function requireReason<T extends { status?: WorkOrderStatus | undefined; reason?: WorkOrderReason | null | undefined }>(
  value: T,
  context: z.RefinementCtx,
): void {
  if ((value.status === 'cancelled' || value.status === 'skipped') && !value.reason)
    context.addIssue({ code: 'custom', path: ['reason'], message: WORK_ORDER_REASON_REQUIRED_MESSAGE });
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/**
 * POST /orders, two ways:
 * - `jobVisitId`: the order of a job's visit (409 VISIT_HAS_WORK_ORDER_MESSAGE when it has one). Its customer,
 *   property, title, lines, price and budgeted hours come from the job; `date` defaults to the visit's date.
 * - otherwise a one-off order for `customerId` (`title` required; `serviceId` optional, its lines none).
 * Either way crew, date, start time, budgeted hours, crew size and instructions may be given.
 */
export const createWorkOrderInputSchema = z
  .object({
    jobVisitId: uuidSchema.optional(),
    customerId: uuidSchema.optional(),
    propertyId: nullableIdSchema.optional(),
    serviceId: nullableIdSchema.optional(),
    title: titleSchema.optional(),
    price: priceSchema.optional(),
    crewId: nullableIdSchema.optional(),
    date: planDateSchema.optional(),
    startTime: startTimeSchema.optional(),
    budgetedHours: budgetedHoursSchema.optional(),
    crewSize: crewSizeSchema.optional(),
    instructions: instructionsSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.jobVisitId) return;
    if (!value.customerId) context.addIssue({ code: 'custom', path: ['customerId'], message: WORK_ORDER_CUSTOMER_REQUIRED_MESSAGE });
    if (!value.title) context.addIssue({ code: 'custom', path: ['title'], message: WORK_ORDER_TITLE_REQUIRED_MESSAGE });
  });
export type CreateWorkOrderInput = z.input<typeof createWorkOrderInputSchema>;
export type CreateWorkOrderValues = z.output<typeof createWorkOrderInputSchema>;

/**
 * PUT /orders/{id}: any of these, plus the `updatedAt` it was loaded with (stale → 409). Crew and date change only
 * while not started (422 WORK_ORDER_STARTED_REPLAN_MESSAGE). `status` moves along canMoveWorkOrder (422
 * workOrderMoveMessage); 'scheduled' reopens to the plan's status. Title and price change only on one-off orders
 * (a job's visit keeps the job's).
 */
export const updateWorkOrderInputSchema = z
  .object({
    title: titleSchema.optional(),
    price: priceSchema.optional(),
    crewId: nullableIdSchema.optional(),
    date: planDateSchema.optional(),
    startTime: startTimeSchema.optional(),
    sequence: sequenceSchema.optional(),
    budgetedHours: budgetedHoursSchema.optional(),
    crewSize: crewSizeSchema.optional(),
    instructions: instructionsSchema.optional(),
    status: statusSchema.optional(),
    reason: reasonSchema.optional(),
    statusNote: optionalText('Note', 2_000).optional(),
    updatedAt: updatedAtSchema,
  })
  .superRefine(requireReason);
export type UpdateWorkOrderInput = z.input<typeof updateWorkOrderInputSchema>;
export type UpdateWorkOrderValues = z.output<typeof updateWorkOrderInputSchema>;

export const workOrderBulkActions = ['assign_crew', 'set_date', 'cancel'] as const;
export type WorkOrderBulkAction = (typeof workOrderBulkActions)[number];
export const MAX_BULK_WORK_ORDERS = 500;

/**
 * POST /orders/bulk: one action on up to 500 orders, all or none (422 naming how many cannot take it). Every action
 * takes not-started orders only, as PUT does (an order that started or ended keeps its crew and date):
 * 'assign_crew' (`crewId`, null to unassign), 'set_date' (`date`, null to unschedule), 'cancel' (`reason`,
 * `statusNote`).
 */
export const bulkWorkOrderInputSchema = z
  .object({
    ids: z
      .array(uuidSchema, { error: 'Choose the work orders' })
      .min(1, 'Choose the work orders')
      .max(MAX_BULK_WORK_ORDERS, `Choose at most ${MAX_BULK_WORK_ORDERS} work orders at a time`)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(workOrderBulkActions, { error: 'Action must be assign_crew, set_date or cancel' }),
    crewId: nullableIdSchema.optional(),
    date: planDateSchema.optional(),
    reason: reasonSchema.optional(),
    statusNote: optionalText('Note', 2_000).optional(),
  })
  .superRefine((value, context) => {
    if (value.action === 'assign_crew' && value.crewId === undefined)
      context.addIssue({ code: 'custom', path: ['crewId'], message: 'Choose a crew' });
    if (value.action === 'set_date' && value.date === undefined) context.addIssue({ code: 'custom', path: ['date'], message: 'Choose a date' });
    if (value.action === 'cancel' && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: WORK_ORDER_REASON_REQUIRED_MESSAGE });
  });
export type BulkWorkOrderInput = z.input<typeof bulkWorkOrderInputSchema>;
export type BulkWorkOrderValues = z.output<typeof bulkWorkOrderInputSchema>;
export const bulkWorkOrderRefusedMessage = (count: number, action: WorkOrderBulkAction) =>
  `${count} of the chosen work orders ${count === 1 ? 'has' : 'have'} started or ended and cannot be ${
    action === 'assign_crew' ? 'reassigned' : action === 'set_date' ? 'moved' : 'cancelled'
  }.`;

/** 'none' filters the orders no crew has yet. */
export const UNASSIGNED_CREW = 'none';

/**
 * GET /orders: one page (defaults page 1, limit 50), by date (undated last), crew route position, number.
 * `search` matches the number (1042 or WO-1042), customer, title and property address; `status` takes one status or
 * 'open' (unscheduled, scheduled, in progress); `from`/`to` bound the date (inclusive).
 */
export const listWorkOrdersQuerySchema = z
  .object({
    search: listSearchSchema,
    status: z.enum([...workOrderStatuses, 'open'], { error: 'Status must be a work order status or open' }).optional(),
    crewId: z.union([uuidSchema, z.literal(UNASSIGNED_CREW)], { error: 'Must be a valid id' }).optional(),
    customerId: uuidSchema.optional(),
    serviceId: uuidSchema.optional(),
    from: planDateSchema.optional(),
    to: planDateSchema.optional(),
    page: pageParamSchema,
    limit: limitParamSchema,
  })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  });
export type ListWorkOrdersQuery = z.input<typeof listWorkOrdersQuerySchema>;
export type ListWorkOrdersValues = z.output<typeof listWorkOrdersQuerySchema>;

export const workOrderIdParamsSchema = z.object({ id: uuidSchema });

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

/** What the crew does on the visit: the job's lines for one visit (a one-off order has none). */
export const workOrderLineSchema = z.object({
  /** The estimate line it comes from. */
  itemId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(costTypes),
  /** Per visit: hours for labour, units for the rest. */
  quantity: z.number(),
});
export type WorkOrderLine = z.infer<typeof workOrderLineSchema>;

export const workOrderListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  customerId: z.uuid(),
  customerName: z.string(),
  propertyId: z.uuid().nullable(),
  /** The property's address on one line ('' when none). */
  address: z.string(),
  jobId: z.uuid().nullable(),
  jobVisitId: z.uuid().nullable(),
  serviceId: z.uuid().nullable(),
  title: z.string(),
  crewId: z.uuid().nullable(),
  crewName: z.string().nullable(),
  /** YYYY-MM-DD, the company's calendar. */
  date: z.string().nullable(),
  /** HH:MM in the company's time zone. */
  startTime: z.string().nullable(),
  /** Place in the crew's route that day (0 first). */
  sequence: z.number().int(),
  budgetedHours: z.number(),
  crewSize: z.number().int(),
  status: z.enum(workOrderStatuses),
  reason: z.enum(workOrderReasons).nullable(),
  /** Before tax. */
  price: z.number(),
  /** Past its date and still open, by the company's today. */
  overdue: z.boolean(),
  updatedAt: isoDateTime,
});
export type WorkOrderListItem = z.infer<typeof workOrderListItemSchema>;

export const workOrderSchema = workOrderListItemSchema.extend({
  lines: z.array(workOrderLineSchema),
  instructions: z.string(),
  statusNote: z.string(),
  /** The job's notes, for the crew sheet ('' for one-off orders). */
  jobNotes: z.string(),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const workOrderListSchema = z.object({ orders: z.array(workOrderListItemSchema), pagination: paginationSchema });
export const workOrderResultSchema = z.object({ order: workOrderSchema });
export const bulkWorkOrderResultSchema = z.object({ orders: z.array(workOrderListItemSchema) });
export const deleteWorkOrderResultSchema = z.object({ id: z.uuid() });


/** A crew leader records their day (/dispatch-end-of-day); planning and changing work orders is the office's. */
export const WORK_ORDER_OFFICE_ONLY_MESSAGE = 'Only the office plans and changes work orders. Record your day in Dispatch End of Day.';
