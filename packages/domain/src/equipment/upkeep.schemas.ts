import { z } from 'zod';
import { calendarDateSchema, optionalDateSchema, optionalTextSchema, requiredTextSchema } from '../employees/employees.schemas';
import { amountSchema, updatedAtInputSchema } from '../products/price-book';
import { decimalSchema } from '../shared/fields';
import { uuidSchema } from '../shared';
import { equipmentSchema, equipmentStatusSchema, equipmentTypeSchema, OUT_OF_SERVICE_REASON_REQUIRED_MESSAGE } from './equipment.schemas';
import { isCalendarInterval, meterUnitOf, meterUnits, scheduleIntervalUnits, upkeepStates, type ScheduleIntervalUnit } from './upkeep-rules';

/**
 * Equipment upkeep (/equipment-management, docs/equipment.md): service schedules, meter readings, the service log,
 * out of service with a reason, and which units went out on a work order.
 *
 * Calls (all under /api/v2):
 *   GET    /equipment/upkeep                         → upkeepOverviewSchema (every unit's state, due and overdue lists, badge count)
 *   GET    /equipment/{id}/upkeep                    → unitUpkeepSchema (schedules, readings, work-order hours, log, costs)
 *   POST   /equipment/{id}/schedules                 scheduleInputSchema → { schedule }
 *   PUT    /equipment/{id}/schedules/{itemId}        updateScheduleInputSchema (updatedAt; stale → 409) → { schedule }
 *   DELETE /equipment/{id}/schedules/{itemId}        → { id }
 *   POST   /equipment/{id}/readings                  meterReadingInputSchema → { reading }
 *   PUT    /equipment/{id}/readings/{itemId}         updateMeterReadingInputSchema → { reading }
 *   DELETE /equipment/{id}/readings/{itemId}         → { id }
 *   POST   /equipment/{id}/service_log               serviceLogInputSchema → { entry }
 *   PUT    /equipment/{id}/service_log/{itemId}      updateServiceLogInputSchema → { entry }
 *   DELETE /equipment/{id}/service_log/{itemId}      → { id }
 *   PUT    /equipment/{id}/status                    equipmentStatusInputSchema → { equipment, task } (task: the maintenance task raised, or null)
 *   GET    /orders/{id}/equipment                    → orderEquipmentSchema
 *   PUT    /orders/{id}/equipment                    orderEquipmentInputSchema → orderEquipmentSchema (422 for a unit that is not active)
 */

export const MAX_METER_VALUE = 10_000_000;
export const MAX_SCHEDULE_DAYS = 3650;
export const MAX_SCHEDULE_MONTHS = 120;
export const MAX_UNITS_PER_ORDER = 20;

export const meterUnitSchema = z.enum(meterUnits, { error: 'Choose hours or miles' });
export const scheduleIntervalUnitSchema = z.enum(scheduleIntervalUnits, { error: 'Choose days, months, hours or miles' });
export const upkeepStateSchema = z.enum(upkeepStates);

export const meterUnitLabels = { hours: 'Hours', miles: 'Miles' } as const;
export const scheduleIntervalUnitLabels: Record<ScheduleIntervalUnit, string> = { days: 'Days', months: 'Months', hours: 'Hours', miles: 'Miles' };
export const upkeepStateLabels = { ok: 'OK', due_soon: 'Due soon', overdue: 'Overdue' } as const;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const upkeepMessages = {
  scheduleNotFound: 'Service schedule not found',
  readingNotFound: 'Meter reading not found',
  logEntryNotFound: 'Service log entry not found',
  scheduleStale: 'This service schedule was changed by someone else. Reload to see the latest version.',
  readingStale: 'This meter reading was changed by someone else. Reload to see the latest version.',
  logEntryStale: 'This service log entry was changed by someone else. Reload to see the latest version.',
  lastDoneDateRequired: 'Enter when it was last done (today for a new unit)',
  lastDoneMeterRequired: 'Enter the meter when it was last done (the current reading for a new unit)',
  wholeDays: 'Days must be a whole number',
  wholeMonths: 'Months must be a whole number',
  everyPositive: 'Every must be more than 0',
  futureDate: 'The date cannot be after today',
  meterUnitRequired: 'Choose hours or miles for the meter',
  meterRequiredForSchedule: 'Enter the meter reading: this service resets a schedule that runs by the meter',
  meterUnitMismatch: (unit: string) => `The schedule runs by ${unit}: enter the meter in ${unit}`,
  oneDoer: 'Choose an employee or type a name, not both',
  outOfServiceReasonRequired: OUT_OF_SERVICE_REASON_REQUIRED_MESSAGE,
  duplicateScheduleName: 'This unit already has a schedule with this name',
  /** 403 for a crew leader changing or deleting a reading or a log entry. */
  officeCorrects: 'Crew leaders add readings and service; the office corrects or deletes them.',
  scheduleAdded: 'Service schedule added',
  scheduleUpdated: 'Service schedule updated',
  scheduleDeleted: 'Service schedule deleted',
  readingAdded: 'Meter reading added',
  logEntryAdded: 'Service logged',
  statusUpdated: 'Status updated',
  attachmentsSaved: 'Equipment saved',
  loadFailed: 'Failed to load equipment upkeep',
  saveFailed: 'Failed to save',
  deleteFailed: 'Failed to delete',
} as const;

/** The maintenance task raised when a unit goes out of service. */
export const outOfServiceTaskTitle = (unitName: string) => `Service ${unitName} (out of service)`;

// ── Fields ────────────────────────────────────────────────────────────────────────────────
const meterSchema = (label: string) => decimalSchema(label, { places: 2, max: MAX_METER_VALUE });
const optionalMeterSchema = (label: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), meterSchema(label).nullable());
const costSchema = amountSchema('Cost', { places: 2 });

const scheduleFields = {
  name: requiredTextSchema('Service name', 120),
  /** Whole days or months; hours or miles with up to 2 decimals. */
  every: decimalSchema('Every', { places: 2, max: MAX_METER_VALUE }).refine((value) => value > 0, upkeepMessages.everyPositive),
  unit: scheduleIntervalUnitSchema,
  expectedCost: costSchema.default(0),
  /** When it was last done before the log took over: required for calendar schedules. */
  lastDoneDate: optionalDateSchema,
  /** The meter then, in the schedule's unit: required for by-meter schedules. */
  lastDoneMeter: optionalMeterSchema('Last done at'),
  notes: optionalTextSchema('Notes', 2000),
};

/** Calendar schedules count whole days or months from a last done date; meter ones count from a last done reading. */
function scheduleConsistent(value: { every: number; unit: ScheduleIntervalUnit; lastDoneDate: string | null; lastDoneMeter: number | null }, context: z.RefinementCtx) {
  if (isCalendarInterval(value.unit)) {
    const max = value.unit === 'days' ? MAX_SCHEDULE_DAYS : MAX_SCHEDULE_MONTHS;
    if (!Number.isInteger(value.every)) context.addIssue({ code: 'custom', path: ['every'], message: value.unit === 'days' ? upkeepMessages.wholeDays : upkeepMessages.wholeMonths });
    else if (value.every > max) context.addIssue({ code: 'custom', path: ['every'], message: `Every must be at most ${max.toLocaleString('en-US')} ${value.unit}` });
    if (value.lastDoneDate === null) context.addIssue({ code: 'custom', path: ['lastDoneDate'], message: upkeepMessages.lastDoneDateRequired });
  } else if (value.lastDoneMeter === null) {
    context.addIssue({ code: 'custom', path: ['lastDoneMeter'], message: upkeepMessages.lastDoneMeterRequired });
  }
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
export const equipmentItemParamsSchema = z.object({ id: uuidSchema, itemId: uuidSchema });

/** POST /equipment/{id}/schedules */
export const scheduleInputSchema = z.object(scheduleFields).superRefine(scheduleConsistent);
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleValues = z.output<typeof scheduleInputSchema>;

/** PUT /equipment/{id}/schedules/{itemId}: every field, with the updatedAt it was loaded with. */
export const updateScheduleInputSchema = z.object({ ...scheduleFields, updatedAt: updatedAtInputSchema }).superRefine(scheduleConsistent);
export type UpdateScheduleInput = z.input<typeof updateScheduleInputSchema>;
export type UpdateScheduleValues = z.output<typeof updateScheduleInputSchema>;

const readingFields = {
  /** The company's calendar date; not after its today (the server checks). */
  date: calendarDateSchema,
  value: meterSchema('Reading'),
  unit: meterUnitSchema,
  note: optionalTextSchema('Note', 500),
};

/** POST /equipment/{id}/readings: what the hour meter or odometer showed on a day. */
export const meterReadingInputSchema = z.object(readingFields);
export type MeterReadingInput = z.input<typeof meterReadingInputSchema>;
export type MeterReadingValues = z.output<typeof meterReadingInputSchema>;
export const updateMeterReadingInputSchema = z.object({ ...readingFields, updatedAt: updatedAtInputSchema });
export type UpdateMeterReadingInput = z.input<typeof updateMeterReadingInputSchema>;
export type UpdateMeterReadingValues = z.output<typeof updateMeterReadingInputSchema>;

const logFields = {
  date: calendarDateSchema,
  /** The meter when serviced (counts as a reading too); with its unit. */
  meter: optionalMeterSchema('Meter'),
  meterUnit: meterUnitSchema.nullish().transform((value) => value ?? null),
  workDone: requiredTextSchema('Work done', 2000),
  parts: optionalTextSchema('Parts', 2000),
  cost: costSchema,
  /** Who did it: one of the company's employees, or a name typed (a dealer, a mobile mechanic), or neither. */
  performedByEmployeeId: z
    .union([uuidSchema, z.literal('')], { error: 'Must be a valid id' })
    .nullish()
    .transform((value) => (value ? value : null)),
  performedByName: optionalTextSchema('Done by', 120),
  /** The schedule this service satisfies (its next due counts from here); another unit's → 404. */
  scheduleId: z
    .union([uuidSchema, z.literal('')], { error: 'Must be a valid id' })
    .nullish()
    .transform((value) => (value ? value : null)),
};

function logConsistent(value: { meter: number | null; meterUnit: string | null; performedByEmployeeId: string | null; performedByName: string | null }, context: z.RefinementCtx) {
  if (value.meter !== null && value.meterUnit === null) context.addIssue({ code: 'custom', path: ['meterUnit'], message: upkeepMessages.meterUnitRequired });
  if (value.performedByEmployeeId && value.performedByName) context.addIssue({ code: 'custom', path: ['performedByName'], message: upkeepMessages.oneDoer });
}

/**
 * POST /equipment/{id}/service_log. With `scheduleId` of a by-meter schedule, `meter` in that schedule's unit is
 * required (400 on meter / meterUnit; the server checks, knowing the schedule).
 */
export const serviceLogInputSchema = z.object(logFields).superRefine(logConsistent);
export type ServiceLogInput = z.input<typeof serviceLogInputSchema>;
export type ServiceLogValues = z.output<typeof serviceLogInputSchema>;
export const updateServiceLogInputSchema = z.object({ ...logFields, updatedAt: updatedAtInputSchema }).superRefine(logConsistent);
export type UpdateServiceLogInput = z.input<typeof updateServiceLogInputSchema>;
export type UpdateServiceLogValues = z.output<typeof updateServiceLogInputSchema>;

/** The 400 a log entry gets when it resets a by-meter schedule without a meter in that schedule's unit; null when fine. */
export function logMeterErrors(entry: { meter: number | null; meterUnit: string | null }, schedule: { unit: ScheduleIntervalUnit } | null): Record<string, string> {
  const unit = schedule ? meterUnitOf(schedule.unit) : null;
  if (!unit) return {};
  if (entry.meter === null) return { meter: upkeepMessages.meterRequiredForSchedule };
  if (entry.meterUnit !== unit) return { meterUnit: upkeepMessages.meterUnitMismatch(unit) };
  return {};
}

/**
 * PUT /equipment/{id}/status: out of service needs a reason (and raises a maintenance task about the unit); any
 * other status clears the reason. With the unit's updatedAt (stale → 409).
 */
export const equipmentStatusInputSchema = z
  .object({
    status: equipmentStatusSchema,
    reason: optionalTextSchema('Reason', 500),
    updatedAt: updatedAtInputSchema,
  })
  .superRefine((value, context) => {
    if (value.status === 'out_of_service' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: upkeepMessages.outOfServiceReasonRequired });
  });
export type EquipmentStatusInput = z.input<typeof equipmentStatusInputSchema>;
export type EquipmentStatusValues = z.output<typeof equipmentStatusInputSchema>;

/** PUT /orders/{id}/equipment: the units that go (went) out on the order; the list replaces the one before. */
export const orderEquipmentInputSchema = z.object({
  equipmentIds: z
    .array(uuidSchema, { error: 'Equipment must be a list of ids' })
    .max(MAX_UNITS_PER_ORDER, `At most ${MAX_UNITS_PER_ORDER} units on one work order`)
    .transform((ids) => [...new Set(ids)]),
});
export type OrderEquipmentInput = z.input<typeof orderEquipmentInputSchema>;
export type OrderEquipmentValues = z.output<typeof orderEquipmentInputSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const upkeepScheduleSchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  name: z.string(),
  every: z.number(),
  unit: scheduleIntervalUnitSchema,
  expectedCost: z.number(),
  notes: z.string().nullable(),
  /** As typed with the schedule (what the form edits). */
  lastDoneDate: z.string().nullable(),
  lastDoneMeter: z.number().nullable(),
  /** The latest log entry that satisfied it, else the typed ones (lastDone). */
  effectiveLastDoneDate: z.string().nullable(),
  effectiveLastDoneMeter: z.number().nullable(),
  nextDueDate: z.string().nullable(),
  nextDueMeter: z.number().nullable(),
  state: upkeepStateSchema,
  /** Days (calendar) or hours / miles (meter) until due; negative overdue; null when the meter was never read. */
  remaining: z.number().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type UpkeepSchedule = z.infer<typeof upkeepScheduleSchema>;

export const meterReadingSchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  date: z.string(),
  value: z.number(),
  unit: meterUnitSchema,
  note: z.string().nullable(),
  /** The user who typed it ('' when unknown). */
  createdByName: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const serviceLogEntrySchema = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  date: z.string(),
  meter: z.number().nullable(),
  meterUnit: meterUnitSchema.nullable(),
  workDone: z.string(),
  parts: z.string().nullable(),
  cost: z.number(),
  performedByEmployeeId: z.uuid().nullable(),
  /** The employee's name, or the name typed; '' when nobody was named. */
  performedBy: z.string(),
  scheduleId: z.uuid().nullable(),
  scheduleName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ServiceLogEntry = z.infer<typeof serviceLogEntrySchema>;

/** Hours a unit ran on one completed work order (the most any one crew member worked on it). */
export const workOrderHoursSchema = z.object({ workOrderId: z.uuid(), number: z.number().int(), title: z.string(), date: z.string(), hours: z.number() });
export type WorkOrderHours = z.infer<typeof workOrderHoursSchema>;

/** The next thing due on a unit, for the lists. */
export const dueItemSchema = z.object({
  equipmentId: z.uuid(),
  equipmentName: z.string(),
  scheduleId: z.uuid(),
  scheduleName: z.string(),
  unit: scheduleIntervalUnitSchema,
  state: upkeepStateSchema,
  nextDueDate: z.string().nullable(),
  nextDueMeter: z.number().nullable(),
  remaining: z.number().nullable(),
  expectedCost: z.number(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const unitUpkeepSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: equipmentTypeSchema,
  status: equipmentStatusSchema,
  outOfServiceReason: z.string().nullable(),
  /** currentMeter: hours (readings + work-order hours) and miles. */
  meterHours: z.number().nullable(),
  meterMiles: z.number().nullable(),
  /** The worst of its schedules (ok without any). */
  state: upkeepStateSchema,
  dueSoonCount: z.number().int(),
  overdueCount: z.number().int(),
  /** Its most pressing schedule (overdue first, then the soonest), or null without schedules. */
  next: dueItemSchema.nullable(),
  /** Over the period (upkeepPeriod: the last 12 months). */
  hoursUsed: z.number(),
  serviceCost: z.number(),
  /** runningCostPerHour: service-log cost over hours used, to the cent; null when it ran no hours. */
  runningCostPerHour: z.number().nullable(),
  /** equipmentCostPerHour: what the price book charges (estimates use it); null while it cannot be worked out. */
  priceBookCostPerHour: z.number().nullable(),
  /** Running costs more an hour than the price book charges. */
  underPriced: z.boolean(),
  updatedAt: isoDateTime,
});
export type UnitUpkeepSummary = z.infer<typeof unitUpkeepSummarySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

/** GET /equipment/upkeep: retired units are left out of the lists and the count. */
export const upkeepOverviewSchema = z.object({
  period: periodSchema,
  /** Every unit, sorted by name. */
  units: z.array(unitUpkeepSummarySchema),
  /** Schedules past due, most overdue first. */
  overdue: z.array(dueItemSchema),
  /** Schedules due soon, soonest first. */
  dueSoon: z.array(dueItemSchema),
  /** Units with something due soon or overdue: the sidebar badge. */
  needsServiceCount: z.number().int(),
});
export type UpkeepOverview = z.infer<typeof upkeepOverviewSchema>;

/** GET /equipment/{id}/upkeep: newest first for readings, work-order hours and the log. */
export const unitUpkeepSchema = z.object({
  period: periodSchema,
  unit: unitUpkeepSummarySchema,
  schedules: z.array(upkeepScheduleSchema),
  readings: z.array(meterReadingSchema),
  workOrderHours: z.array(workOrderHoursSchema),
  log: z.array(serviceLogEntrySchema),
});
export type UnitUpkeep = z.infer<typeof unitUpkeepSchema>;

export const upkeepScheduleResultSchema = z.object({ schedule: upkeepScheduleSchema });
export const meterReadingResultSchema = z.object({ reading: meterReadingSchema });
export const serviceLogEntryResultSchema = z.object({ entry: serviceLogEntrySchema });
export const deleteUpkeepItemResultSchema = z.object({ id: z.uuid() });

/** The maintenance task raised when a unit went out of service (shown as T-1042, ticketLabel). */
export const raisedTaskSchema = z.object({ id: z.uuid(), number: z.number().int(), title: z.string() });
/** PUT /equipment/{id}/status (POST and PUT /equipment raise the same task when they set out_of_service, answering { equipment }). */
export const equipmentStatusResultSchema = z.object({ equipment: equipmentSchema, task: raisedTaskSchema.nullable() });
export type EquipmentStatusResult = z.infer<typeof equipmentStatusResultSchema>;

/** A unit as the work order sees it: no costs (crew leaders read this). */
export const orderUnitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: equipmentTypeSchema,
  status: equipmentStatusSchema,
  outOfServiceReason: z.string().nullable(),
  /** Only active units can be attached (isAttachable). */
  attachable: z.boolean(),
});
export type OrderUnit = z.infer<typeof orderUnitSchema>;

/** GET/PUT /orders/{id}/equipment: the attached units and every unit of the company (sorted by name) to pick from. */
export const orderEquipmentSchema = z.object({ attached: z.array(orderUnitSchema), units: z.array(orderUnitSchema) });
export type OrderEquipment = z.infer<typeof orderEquipmentSchema>;
