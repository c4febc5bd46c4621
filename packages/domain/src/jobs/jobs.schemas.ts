import { z } from 'zod';

import { isCalendarDate, notesSchema, updatedAtSchema } from '../customers/contact.schemas';
import { estimateItemSchema, financialBreakdownSchema } from '../estimates/estimates.schemas';
import { BILLING_METHOD_MESSAGE, billingMethods, DEFAULT_BILLING_METHOD } from '../invoices/billing.schemas';
import { MAX_MEASURE } from '../services/rate-matrix';
import { optionalDecimalSchema, uuidSchema } from '../shared/fields';
import { MAX_SEASON_VISITS, visitFrequencies, type VisitFrequency } from './visit-dates';

// ── Enumerations (SPEC.md §3 Job) ─────────────────────────────────────────────────────────
export const jobTypes = ['one-time', 'recurring'] as const;
export type JobType = (typeof jobTypes)[number];
export const jobTypeLabels: Record<JobType, string> = { 'one-time': 'One-time', recurring: 'Recurring' };
export const DEFAULT_JOB_TYPE: JobType = 'one-time';

export const jobStatuses = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const DEFAULT_JOB_STATUS: JobStatus = 'scheduled';

/** A visit (one occurrence of the job) moves through the same statuses as the job. */
export const visitStatuses = jobStatuses;
export type VisitStatus = JobStatus;

export const jobPriorities = ['low', 'medium', 'high'] as const;
export type JobPriority = (typeof jobPriorities)[number];
export const jobPriorityLabels: Record<JobPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const DEFAULT_JOB_PRIORITY: JobPriority = 'medium';

/** SPEC.md §3 defaults of a new job. */
export const JOB_DEFAULTS = {
  jobType: DEFAULT_JOB_TYPE,
  status: DEFAULT_JOB_STATUS,
  priority: DEFAULT_JOB_PRIORITY,
  createWorkOrder: false,
  flexible: true,
} as const;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const ESTIMATE_NOT_APPROVED_MESSAGE = 'Only an approved estimate can become a job.';
export const ESTIMATE_ALREADY_CONVERTED_MESSAGE = 'This estimate has already been converted to a job.';
export const LEAD_ESTIMATE_CONVERT_MESSAGE = 'Convert the lead to a customer before scheduling this work.';
export const FIRST_VISIT_DATE_REQUIRED_MESSAGE = 'First visit date is required';
export const FREQUENCY_REQUIRED_MESSAGE = 'Choose how often a recurring job repeats';
export const VISIT_COUNT_REQUIRED_MESSAGE = 'Number of visits is required for a recurring job';
export const JOB_PRICE_REQUIRED_MESSAGE =
  "This service's rate matrix cannot price the job: enter a rate, or a measure (lot size) its rate matrix covers.";
export const JOB_HAS_COMPLETED_VISITS_MESSAGE = 'A job with completed visits cannot be deleted.';
export const JOB_STARTED_DATE_MESSAGE = 'The first visit date cannot change once a visit has started or been completed.';
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const JOB_CREATE_FAILED = 'Failed to create job';
export const JOB_UPDATE_FAILED = 'Failed to update job';
export const JOB_DELETE_FAILED = 'Failed to delete job';
export const JOB_CONVERT_FAILED = 'Failed to convert the estimate to a job';

// ── Fields ────────────────────────────────────────────────────────────────────────────────
/** A required YYYY-MM-DD calendar date. */
const requiredDateSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => isCalendarDate(value), 'Enter a valid date (YYYY-MM-DD)');

const instanceDateSchema = requiredDateSchema(FIRST_VISIT_DATE_REQUIRED_MESSAGE);

const jobTypeSchema = z.enum(jobTypes, { error: 'Job type must be one-time or recurring' });
const jobStatusSchema = z.enum(jobStatuses, { error: 'Status must be scheduled, in_progress, completed or cancelled' });
const jobPrioritySchema = z.enum(jobPriorities, { error: 'Priority must be low, medium or high' });
const flexibleSchema = z.boolean({ error: 'Flexible must be true or false' });
const createWorkOrderSchema = z.boolean({ error: 'Create work order must be true or false' });

/** '', null or missing = none (an empty picker); else one of visitFrequencies. */
const frequencySchema = z
  .union([z.enum(visitFrequencies), z.literal('')], { error: 'Frequency must be weekly, biweekly, every_4_weeks or monthly' })
  .nullish()
  .transform((value): VisitFrequency | null => (value ? value : null));

/** The round a job's visits belong to (its work orders follow the round's order); '' or null = none. */
const roundIdSchema = z
  .union([uuidSchema, z.literal(''), z.null()], { error: 'Must be a valid id' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const visitCountSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: 'Number of visits must be a number' })
    .int('Number of visits must be a whole number')
    .min(1, 'Number of visits must be at least 1')
    .max(MAX_SEASON_VISITS, `Number of visits must be at most ${MAX_SEASON_VISITS}`)
    .optional(),
);

/** The schedule part both ways of creating a job share. */
const scheduleFields = {
  jobType: jobTypeSchema.default(DEFAULT_JOB_TYPE),
  instanceDate: instanceDateSchema,
  frequency: frequencySchema,
  visitCount: visitCountSchema,
  priority: jobPrioritySchema.default(DEFAULT_JOB_PRIORITY),
  flexible: flexibleSchema.default(true),
  createWorkOrder: createWorkOrderSchema.default(false),
  notes: notesSchema,
};

/**
 * A recurring job needs a frequency. A one-time job has exactly one visit: its frequency and visit count, when sent,
 * are ignored (normalised to null / 1).
 */
function normaliseSchedule<T extends { jobType: JobType; frequency: VisitFrequency | null; visitCount?: number | undefined }>(
  value: T,
  context: z.RefinementCtx,
  options: { requireVisitCount: boolean },
): T {
  if (value.jobType === 'one-time') return { ...value, frequency: null, visitCount: 1 };
  if (!value.frequency) context.addIssue({ code: 'custom', path: ['frequency'], message: FREQUENCY_REQUIRED_MESSAGE });
  if (options.requireVisitCount && value.visitCount === undefined)
    context.addIssue({ code: 'custom', path: ['visitCount'], message: VISIT_COUNT_REQUIRED_MESSAGE });
  return value;
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
export const SCHEDULE_EVERY_SERVICE_MESSAGE = 'Give every service of the estimate a schedule';
export const NOT_A_SERVICE_OF_ESTIMATE_MESSAGE = 'Not a service of this estimate';

/** One service line of the estimate and when its visits happen. `visitCount` left out: the line's own visits. */
const serviceScheduleSchema = z
  .object({
    itemId: z.string({ error: 'Choose a service of the estimate' }).trim().min(1, 'Choose a service of the estimate').max(64, NOT_A_SERVICE_OF_ESTIMATE_MESSAGE),
    jobType: jobTypeSchema,
    instanceDate: instanceDateSchema,
    frequency: frequencySchema,
    visitCount: visitCountSchema,
    /** The round this service's job joins (another company's round → 404 on `schedules.N.roundId`). */
    roundId: roundIdSchema.transform((value) => value ?? null),
    /**
     * How the job is billed (editable later on the job): monthly instalments start over the months its visits fall
     * in, deposit and progress with no deposit asked yet.
     */
    billingMethod: z.enum(billingMethods, { error: BILLING_METHOD_MESSAGE }).default(DEFAULT_BILLING_METHOD),
  })
  .transform((value, context) => normaliseSchedule(value, context, { requireVisitCount: false }));

/**
 * POST /estimates/{id}/convert: every service line of the approved estimate becomes a job of its own, on the
 * schedule given for it (estimateJobPlans proposes one); priority, flexibility, work orders and notes apply to all.
 */
export const convertEstimateInputSchema = z.object({
  schedules: z
    .array(serviceScheduleSchema, { error: SCHEDULE_EVERY_SERVICE_MESSAGE })
    .min(1, SCHEDULE_EVERY_SERVICE_MESSAGE)
    .max(500, 'An estimate has at most 500 services')
    .superRefine((schedules, context) => {
      const seen = new Set<string>();
      schedules.forEach((schedule, index) => {
        if (seen.has(schedule.itemId)) context.addIssue({ code: 'custom', path: [index, 'itemId'], message: 'Each service is scheduled once' });
        seen.add(schedule.itemId);
      });
    }),
  priority: jobPrioritySchema.default(DEFAULT_JOB_PRIORITY),
  flexible: flexibleSchema.default(true),
  createWorkOrder: createWorkOrderSchema.default(false),
  notes: notesSchema,
});
export type ConvertEstimateInput = z.input<typeof convertEstimateInputSchema>;
export type ConvertEstimateValues = z.output<typeof convertEstimateInputSchema>;

/**
 * POST /jobs (from /customers/{id}/schedule-job): one service of the company for a customer.
 * The price of one visit (`rate`) is what was typed, else the service's rate matrix priced at `measure`, else at the
 * property's measure (the lot size, or the service's linked custom field) — 422 JOB_PRICE_REQUIRED_MESSAGE when
 * none of these gives a price. `estimatedDuration` (hours per visit) likewise falls back to the matrix's hours.
 * A recurring job needs `frequency` and `visitCount`.
 */
export const createJobInputSchema = z
  .object({
    customerId: uuidSchema,
    propertyId: z
      .union([uuidSchema, z.literal('')])
      .nullish()
      .transform((value) => (value ? value : null)),
    serviceId: uuidSchema,
    measure: optionalDecimalSchema('Measure', { places: 4, max: MAX_MEASURE }).optional().transform((value) => value ?? null),
    rate: optionalDecimalSchema('Rate', { places: 2, max: 10_000_000 }).optional().transform((value) => value ?? null),
    estimatedDuration: optionalDecimalSchema('Estimated duration', { places: 2, max: 10_000 })
      .optional()
      .transform((value) => value ?? null),
    roundId: roundIdSchema.transform((value) => value ?? null),
    ...scheduleFields,
  })
  .transform((value, context) => normaliseSchedule(value, context, { requireVisitCount: true }));
export type CreateJobInput = z.input<typeof createJobInputSchema>;
export type CreateJobValues = z.output<typeof createJobInputSchema>;

/**
 * PUT /jobs/{id}: any of the editable fields, plus the `updatedAt` the job was loaded with (stale → 409).
 * A new `instanceDate` re-plans every visit from it (same frequency and count) — refused (422) once a visit has
 * started or been completed.
 */
export const updateJobInputSchema = z.object({
  status: jobStatusSchema.optional(),
  priority: jobPrioritySchema.optional(),
  flexible: flexibleSchema.optional(),
  createWorkOrder: createWorkOrderSchema.optional(),
  instanceDate: instanceDateSchema.optional(),
  notes: notesSchema.optional(),
  /** null takes the job off its round. */
  roundId: roundIdSchema,
  updatedAt: updatedAtSchema,
});
export type UpdateJobInput = z.input<typeof updateJobInputSchema>;
export type UpdateJobValues = z.output<typeof updateJobInputSchema>;

/** PUT /jobs/{id}/visits/{visitId}: one visit's status (the job's `updatedAt` moves with it). */
export const updateJobVisitInputSchema = z.object({ status: jobStatusSchema });
export type UpdateJobVisitInput = z.input<typeof updateJobVisitInputSchema>;

/** GET /jobs?customerId=&status= — newest first visit date first. */
export const listJobsQuerySchema = z.object({
  customerId: uuidSchema.optional(),
  status: jobStatusSchema.optional(),
});
export type ListJobsQuery = z.input<typeof listJobsQuerySchema>;

export const jobIdParamsSchema = z.object({ id: uuidSchema });
export const jobVisitParamsSchema = z.object({ id: uuidSchema, visitId: uuidSchema });

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const jobVisitSchema = z.object({
  id: z.uuid(),
  /** YYYY-MM-DD */
  instanceDate: z.string(),
  status: z.enum(jobStatuses),
  /** What this visit costs the client before tax; a job's visits sum exactly to its total. */
  price: z.number(),
});
export type JobVisit = z.infer<typeof jobVisitSchema>;

/** A job in GET /jobs: every SPEC.md §3 field except the heavy estimateItems / financialBreakdown. */
export const jobListItemSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  propertyId: z.uuid().nullable(),
  jobType: z.enum(jobTypes),
  serviceName: z.string(),
  sourceEstimateId: z.uuid().nullable(),
  /** The source estimate's number (null for a job scheduled straight from a service). */
  estimateNumber: z.number().int().nullable(),
  /** Price of one visit, USD, before tax (the first visit's, when the cents of a split differ). */
  rate: z.number(),
  /** Every visit's price together, before tax. */
  total: z.number(),
  /** Hours one visit takes. */
  estimatedDuration: z.number(),
  status: z.enum(jobStatuses),
  createWorkOrder: z.boolean(),
  priority: z.enum(jobPriorities),
  flexible: z.boolean(),
  /** The first visit, YYYY-MM-DD. */
  instanceDate: z.string(),
  frequency: z.enum(visitFrequencies).nullable(),
  /** The round its visits belong to. */
  roundId: z.uuid().nullable(),
  notes: z.string(),
  /** Every visit, by date. */
  visits: z.array(jobVisitSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

/** GET /jobs/{id}, POST, PUT, convert: the whole job. A job scheduled from a service has no lines and no breakdown. */
export const jobSchema = jobListItemSchema.extend({
  estimateItems: z.array(estimateItemSchema),
  financialBreakdown: financialBreakdownSchema.nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobListItemSchema) });
export const jobResultSchema = z.object({ job: jobSchema });
/** POST /estimates/{id}/convert: the jobs made, in the estimate's order. */
export const convertEstimateResultSchema = z.object({ jobs: z.array(jobSchema) });
export const deleteJobResultSchema = z.object({ id: z.uuid() });
