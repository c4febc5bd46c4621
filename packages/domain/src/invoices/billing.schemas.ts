import { z } from 'zod';

import { optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { hasAtMostDecimals, uuidSchema } from '../shared/fields';
import { isCalendarMonth } from './instalments';
import { calendarDateSchema, invoiceListItemSchema, invoiceSchema, positiveMoneySchema } from './invoices.schemas';
import { creditNoteSchema } from './payments.schemas';
import { preflightFixActions, preflightStatuses, preflightStatusLabels, readyToBillSources, type PreflightStatus } from './ready-to-bill';
import { trueUpProposals } from './season-true-up';

/**
 * How each job is billed, the invoices its billing method makes (deposit, progress, final, season true-up), and the
 * invoicing assistant with its batches. The calls are listed at the top of invoices.schemas.ts.
 */

// ── Billing methods ───────────────────────────────────────────────────────────────────────
/**
 * Set when the estimate is converted, editable later: each completed visit invoiced on its own; a season contract's
 * approved total in fixed monthly instalments; time and materials at the estimate's rates; a deposit and progress
 * invoices then a final one for one-off work; or invoices typed by hand.
 */
export const billingMethods = ['per_visit', 'monthly_instalments', 'time_and_materials', 'deposit_progress', 'one_off'] as const;
export type BillingMethod = (typeof billingMethods)[number];
export const billingMethodLabels: Record<BillingMethod, string> = {
  per_visit: 'Per visit',
  monthly_instalments: 'Monthly instalments',
  time_and_materials: 'Time and materials',
  deposit_progress: 'Deposit and progress',
  one_off: 'One-off',
};
export const billingMethodHints: Record<BillingMethod, string> = {
  per_visit: 'Each visit is invoiced when its work order is completed.',
  monthly_instalments: 'The approved total is spread over the months you choose, the instalments adding up exactly to it.',
  time_and_materials: "The hours and products recorded at the end of each day are billed at the estimate's rates.",
  deposit_progress: 'A deposit and progress invoices for part of the approved total; the final invoice deducts them.',
  one_off: 'Invoices are typed by hand.',
};
/** A converted job is billed visit by visit (a one-time job's single visit included) until the office chooses otherwise. */
export const DEFAULT_BILLING_METHOD: BillingMethod = 'per_visit';

/** A season is at most two years of months. */
export const MAX_INSTALMENT_MONTHS = 24;

export const BILLING_METHOD_MESSAGE = 'Billing method must be per_visit, monthly_instalments, time_and_materials, deposit_progress or one_off';
export const INSTALMENT_MONTHS_REQUIRED_MESSAGE = 'Choose the months to invoice';
export const INSTALMENT_MONTH_MESSAGE = 'Each month must be a month (YYYY-MM)';
export const PORTION_REQUIRED_MESSAGE = 'Give a percent or an amount';
export const PORTION_EITHER_MESSAGE = 'Give a percent or an amount, not both';
export const BILLING_METHOD_CHANGE_MESSAGE = 'The billing method cannot change once the job has invoices that are not void.';
export const NOT_A_DEPOSIT_JOB_MESSAGE = 'Deposit, progress and final invoices are for jobs billed by deposit and progress.';
export const NOT_A_SEASON_CONTRACT_MESSAGE = 'A true-up is for a season contract billed in monthly instalments.';

/**
 * The chosen months ('YYYY-MM'), kept in calendar order, each once (a picker may send them in the order clicked);
 * the months left out are skipped. instalmentSchedule splits the approved total over them.
 */
export const instalmentMonthsSchema = z
  .array(z.string({ error: INSTALMENT_MONTH_MESSAGE }).trim().refine(isCalendarMonth, INSTALMENT_MONTH_MESSAGE), {
    error: INSTALMENT_MONTHS_REQUIRED_MESSAGE,
  })
  .min(1, INSTALMENT_MONTHS_REQUIRED_MESSAGE)
  .max(MAX_INSTALMENT_MONTHS * 2, `Choose at most ${MAX_INSTALMENT_MONTHS} months`)
  .transform((months) => [...new Set(months)].sort())
  .refine((months) => months.length <= MAX_INSTALMENT_MONTHS, `Choose at most ${MAX_INSTALMENT_MONTHS} months`);

const percentSchema = z
  .number({ error: 'Percent must be a number' })
  .gt(0, 'Percent must be more than 0')
  .max(100, 'Percent must be at most 100')
  .refine((value) => hasAtMostDecimals(value, 2), 'Percent can have at most 2 decimal places');

/** A percent of the approved total, or an amount: exactly one (progressInvoiceAmount takes the result). */
export const progressPortionSchema = z
  .object({ percent: percentSchema.optional(), amount: positiveMoneySchema('Amount').optional() }, { error: PORTION_REQUIRED_MESSAGE })
  .transform((value, context): { percent: number } | { amount: number } => {
    if (value.percent !== undefined && value.amount !== undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: PORTION_EITHER_MESSAGE });
      return z.NEVER;
    }
    if (value.percent !== undefined) return { percent: value.percent };
    if (value.amount !== undefined) return { amount: value.amount };
    context.addIssue({ code: 'custom', path: ['percent'], message: PORTION_REQUIRED_MESSAGE });
    return z.NEVER;
  });
export type ProgressPortionInput = z.input<typeof progressPortionSchema>;

/**
 * PUT /jobs/{id}/billing: the job's billing method with its settings and the job's `updatedAt` (stale → 409).
 * Changing the method once the job has invoices (not void) → 422 BILLING_METHOD_CHANGE_MESSAGE; instalment
 * months can change while later months are not yet invoiced (the remaining amount is split over them).
 */
export const billingSettingsInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('per_visit'), updatedAt: updatedAtSchema }),
    z.object({
      method: z.literal('monthly_instalments'),
      months: instalmentMonthsSchema,
      /** The day of the month an instalment becomes ready to bill (1–28, so every month has it). */
      issueDay: z
        .number({ error: 'Day of the month must be a number' })
        .int('Day of the month must be a whole number')
        .min(1, 'Day of the month must be from 1 to 28')
        .max(28, 'Day of the month must be from 1 to 28')
        .default(1),
      updatedAt: updatedAtSchema,
    }),
    z.object({ method: z.literal('time_and_materials'), updatedAt: updatedAtSchema }),
    z.object({
      method: z.literal('deposit_progress'),
      /** The deposit asked when the work is booked (null: none, progress invoices only). */
      deposit: progressPortionSchema.nullish().transform((value) => value ?? null),
      updatedAt: updatedAtSchema,
    }),
    z.object({ method: z.literal('one_off'), updatedAt: updatedAtSchema }),
  ],
  { error: BILLING_METHOD_MESSAGE },
);
export type BillingSettingsInput = z.input<typeof billingSettingsInputSchema>;
export type BillingSettingsValues = z.output<typeof billingSettingsInputSchema>;

/**
 * POST /jobs/{id}/progress_invoices (jobs billed 'deposit_progress', 422 NOT_A_DEPOSIT_JOB_MESSAGE otherwise):
 * a deposit or progress draft for `portion` (progressInvoiceAmount's message as 422 when refused — beyond the
 * approved total only with `allowOverApproved`), or the final draft (finalInvoiceLines).
 */
export const createProgressInvoiceInputSchema = z.discriminatedUnion(
  'stage',
  [
    z.object({
      stage: z.enum(['deposit', 'progress']),
      portion: progressPortionSchema,
      allowOverApproved: z.boolean({ error: 'Allow over approved must be true or false' }).default(false),
      issueDate: calendarDateSchema('Issue date').optional(),
    }),
    z.object({ stage: z.literal('final'), issueDate: calendarDateSchema('Issue date').optional() }),
  ],
  { error: 'Stage must be deposit, progress or final' },
);
export type CreateProgressInvoiceInput = z.input<typeof createProgressInvoiceInputSchema>;
export type CreateProgressInvoiceValues = z.output<typeof createProgressInvoiceInputSchema>;

/** POST /jobs/{id}/true_up: make the proposed credit note or extra invoice (a draft) — 422 when nothing to settle. */
export const createTrueUpInputSchema = z.object({
  issueDate: calendarDateSchema('Issue date').optional(),
  note: optionalText('Note', 500),
});
export type CreateTrueUpInput = z.input<typeof createTrueUpInputSchema>;
export const NOTHING_TO_TRUE_UP_MESSAGE = 'The visits done match what was invoiced: there is nothing to settle.';

// ── Answers: a job's billing ──────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

/** GET /jobs/{id}/billing: the method, its settings and where the job stands against what was approved. */
export const jobBillingSchema = z.object({
  jobId: z.uuid(),
  method: z.enum(billingMethods),
  /** monthly_instalments: every instalment (instalmentSchedule) and the invoice made for it, if any. */
  instalments: z.array(z.object({ month: z.string(), amount: z.number(), invoiceId: z.uuid().nullable() })),
  issueDay: z.number().int().nullable(),
  /** deposit_progress: the deposit asked. */
  deposit: z.union([z.object({ percent: z.number() }), z.object({ amount: z.number() })]).nullable(),
  /** Before tax: the approved total, approved changes, and what the job's invoices (not void, net of credits) billed. */
  approvedTotal: z.number(),
  approvedChanges: z.number(),
  invoicedSoFar: z.number(),
  /** approvedTotal + approvedChanges − invoicedSoFar (negative once over-billed). */
  remaining: z.number(),
  updatedAt: isoDateTime,
});
export type JobBilling = z.infer<typeof jobBillingSchema>;
export const jobBillingResultSchema = z.object({ billing: jobBillingSchema });

/** GET /jobs/{id}/true_up: seasonTrueUp's figures and trueUpSummary's sentence. */
export const seasonTrueUpSchema = z.object({
  proposal: z.enum(trueUpProposals),
  amount: z.number(),
  contractTotal: z.number(),
  visitsPlanned: z.number().int(),
  visitsDone: z.number().int(),
  pricePerVisit: z.number(),
  pricePerVisitExact: z.boolean(),
  earned: z.number(),
  invoicedSoFar: z.number(),
  difference: z.number(),
  summary: z.string(),
});
export type SeasonTrueUpView = z.infer<typeof seasonTrueUpSchema>;
export const seasonTrueUpResultSchema = z.object({ trueUp: seasonTrueUpSchema });
/** POST /jobs/{id}/true_up: the figures and the draft made (one of the two). */
export const createTrueUpResultSchema = z.object({
  trueUp: seasonTrueUpSchema,
  invoice: invoiceSchema.nullable(),
  creditNote: creditNoteSchema.nullable(),
});

// ── The invoicing assistant ───────────────────────────────────────────────────────────────
/** What a ready-to-bill item is, as the batch sends it back: a work order, a job's month, or a job's new actuals. */
export const readyToBillRefSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('work_order'), workOrderId: uuidSchema }),
    z.object({
      source: z.literal('instalment'),
      jobId: uuidSchema,
      month: z.string({ error: INSTALMENT_MONTH_MESSAGE }).trim().refine(isCalendarMonth, INSTALMENT_MONTH_MESSAGE),
    }),
    z.object({ source: z.literal('time_and_materials'), jobId: uuidSchema }),
  ],
  { error: 'Source must be work_order, instalment or time_and_materials' },
);
export type ReadyToBillRef = z.output<typeof readyToBillRefSchema>;

/** The same item whichever way it was written: a batch may name an item once. */
export function readyToBillKey(ref: ReadyToBillRef): string {
  if (ref.source === 'work_order') return `work_order:${ref.workOrderId}`;
  if (ref.source === 'instalment') return `instalment:${ref.jobId}:${ref.month}`;
  return `time_and_materials:${ref.jobId}`;
}

/** GET /invoices/assistant: narrow to a customer, a source or a status. */
export const invoicingAssistantQuerySchema = z.object({
  customerId: uuidSchema.optional(),
  source: z.enum(readyToBillSources, { error: 'Source must be work_order, instalment or time_and_materials' }).optional(),
  status: z.enum(preflightStatuses, { error: 'Status must be a pre-flight status' }).optional(),
});
export type InvoicingAssistantQuery = z.input<typeof invoicingAssistantQuerySchema>;

export const readyToBillItemSchema = z.object({
  ref: readyToBillRefSchema,
  /** readyToBillKey(ref): stable across reloads, for selection. */
  key: z.string(),
  customerId: z.uuid(),
  propertyId: z.uuid().nullable(),
  propertyAddress: z.string(),
  jobId: z.uuid().nullable(),
  serviceName: z.string(),
  /** The work order's number (work_order), else null. */
  workOrderNumber: z.number().int().nullable(),
  /** The instalment's month (instalment), else null. */
  month: z.string().nullable(),
  /** When the work was completed (work_order), or the latest actuals (time_and_materials). */
  completedOn: z.string().nullable(),
  /** What the draft's line(s) will say. */
  description: z.string(),
  /** What it bills before tax. */
  amount: z.number(),
  status: z.enum(preflightStatuses),
  /** The one-click fix for the status, when there is one. */
  fix: z.object({ action: z.enum(preflightFixActions), label: z.string() }).nullable(),
  /** preflightBlocks[status]: the item cannot go into a batch until fixed. */
  blocked: z.boolean(),
});
export type ReadyToBillItem = z.infer<typeof readyToBillItemSchema>;

export const readyToBillGroupSchema = z.object({
  customerId: z.uuid(),
  customerName: z.string(),
  /** Oldest work first. */
  items: z.array(readyToBillItemSchema),
  /** Σ items' amounts before tax. */
  total: z.number(),
  readyCount: z.number().int(),
});
export type ReadyToBillGroup = z.infer<typeof readyToBillGroupSchema>;

export const invoicingAssistantSchema = z.object({
  /** The company's today. */
  asOf: z.string(),
  /** Customers by name. */
  customers: z.array(readyToBillGroupSchema),
  /** How many items have each status (the filter chips). */
  counts: z.record(z.enum(preflightStatuses), z.number().int()),
});
export type InvoicingAssistant = z.infer<typeof invoicingAssistantSchema>;
export const invoicingAssistantResultSchema = z.object({ assistant: invoicingAssistantSchema });

// ── Batches ───────────────────────────────────────────────────────────────────────────────
export const MAX_BATCH_ITEMS = 1_000;

/** One draft per item, or one per customer and property (the month's visits of a client on one invoice). */
export const batchGroupings = ['per_item', 'per_customer'] as const;
export type BatchGrouping = (typeof batchGroupings)[number];

export const BATCH_ITEMS_REQUIRED_MESSAGE = 'Choose what to bill';
export const batchSkippedMessages = {
  alreadyBilled: 'Already on another invoice.',
  notReady: (status: PreflightStatus) => `Not ready: ${preflightStatusLabels[status].toLowerCase()}. Fix it and try again.`,
  overEstimate: 'Over the estimate: confirm it to bill it anyway, or bill only what is left.',
} as const;

/** A batch item of the company that has nothing waiting: not completed, its month not come, or billed another way. */
export const BATCH_NOT_READY_TO_BILL_MESSAGE = 'Nothing of this is waiting to be billed: the work is not completed, its month has not come, or the job is billed another way.';

/**
 * POST /invoices/batch: drafts for the items chosen, numbered in order, all in one transaction per draft. An item
 * already billed (by another batch at the same moment), blocked by its pre-flight status, or over the estimate
 * without `allowOverEstimate` (or `capAtEstimate`, which bills only what is left) is skipped with the reason —
 * never billed twice. Items are named once each.
 */
export const createInvoiceBatchInputSchema = z.object({
  items: z
    .array(
      z.object({
        ref: readyToBillRefSchema,
        allowOverEstimate: z.boolean({ error: 'Allow over estimate must be true or false' }).default(false),
        capAtEstimate: z.boolean({ error: 'Cap at estimate must be true or false' }).default(false),
      }),
      { error: BATCH_ITEMS_REQUIRED_MESSAGE },
    )
    .min(1, BATCH_ITEMS_REQUIRED_MESSAGE)
    .max(MAX_BATCH_ITEMS, `Choose at most ${MAX_BATCH_ITEMS.toLocaleString('en-US')} items at a time`)
    .superRefine((items, context) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = readyToBillKey(item.ref);
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'ref'], message: 'Each item is billed once' });
        seen.add(key);
      });
    }),
  grouping: z.enum(batchGroupings, { error: 'Grouping must be per_item or per_customer' }).default('per_customer'),
  issueDate: calendarDateSchema('Issue date').optional(),
});
export type CreateInvoiceBatchInput = z.input<typeof createInvoiceBatchInputSchema>;
export type CreateInvoiceBatchValues = z.output<typeof createInvoiceBatchInputSchema>;

export const invoiceBatchResultSchema = z.object({
  batch: z.object({
    id: z.uuid(),
    invoices: z.array(invoiceListItemSchema),
    skipped: z.array(z.object({ key: z.string(), message: z.string() })),
  }),
});

/**
 * POST /invoices/batch/send: e-mail every invoice named (drafts become sent; customers without an e-mail fail with
 * INVOICE_NO_EMAIL_MESSAGE), as background jobs that survive a restart; answers at once with the progress.
 */
export const sendInvoiceBatchInputSchema = z.object({
  invoiceIds: z
    .array(uuidSchema, { error: 'Choose the invoices to send' })
    .min(1, 'Choose the invoices to send')
    .max(MAX_BATCH_ITEMS, `Send at most ${MAX_BATCH_ITEMS.toLocaleString('en-US')} invoices at a time`)
    .transform((ids) => [...new Set(ids)]),
  message: optionalText('Message', 2_000),
});
export type SendInvoiceBatchInput = z.input<typeof sendInvoiceBatchInputSchema>;
export type SendInvoiceBatchValues = z.output<typeof sendInvoiceBatchInputSchema>;

/** A batch being sent (or statements in bulk): the progress bar's figures. */
export const batchProgressSchema = z.object({
  id: z.uuid(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** Nothing pending. */
  done: z.boolean(),
  failures: z.array(z.object({ documentId: z.uuid(), label: z.string(), message: z.string() })),
});
export type BatchProgress = z.infer<typeof batchProgressSchema>;
export const invoiceBatchProgressResultSchema = z.object({ progress: batchProgressSchema });
export const batchIdParamsSchema = z.object({ id: uuidSchema });
