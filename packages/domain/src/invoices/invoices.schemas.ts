import { z } from 'zod';

import { isCalendarDate, listSearchSchema, nullableUuidSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { labelRateUnits } from '../products/products.schemas';
import { limitParamSchema, pageParamSchema, paginationSchema } from '../shared/envelope';
import { decimalSchema, emailSchema, hasAtMostDecimals, uuidSchema } from '../shared/fields';
import { FIRST_INVOICE_NUMBER, MAX_INVOICE_NUMBER } from './invoice-numbers';
import { invoiceStatuses } from './invoice-status';
import { invoiceTotals, lineAmount } from './invoice-totals';
import { formatDollars } from './money';
import { paymentMethods } from './payment-methods';
import { DEFAULT_PAYMENT_TERMS, paymentTerms, type PaymentTerms } from './payment-terms';
import { DEFAULT_REMINDER_SCHEDULE } from './reminders';

/**
 * Invoices, payments and receivables (/invoices), the API contract. Every answer is in the usual envelope
 * `{ success: true, data: … }`; errors are `{ success: false, message, errors, code, details: { fieldErrors } }`.
 * Money is exact decimal: unit prices and quantities keep 4 decimals, every line and document figure is worked out
 * by the server (invoiceTotals) and rounded half-up to the cent — totals a client sends are never read.
 *
 * Invoices (this file):
 *   GET    /invoices?search=&status=&customerId=&jobId=&from=&to=&page=&limit=
 *                                                 → { invoices, pagination }       invoiceListSchema
 *   POST   /invoices              createInvoiceInputSchema     → 201 { invoice }    invoiceResultSchema (a one-off draft)
 *   GET    /invoices/{id}                         → { invoice }                    invoiceResultSchema
 *   PUT    /invoices/{id}         updateInvoiceInputSchema     → { invoice }        (drafts only: 422 INVOICE_NOT_DRAFT_MESSAGE)
 *   POST   /invoices/{id}/send    sendInvoiceInputSchema       → { invoice }        (e-mail with the PDF, or mark as sent)
 *   POST   /invoices/{id}/void    voidInvoiceInputSchema       → { invoice }        (keeps its number; shows the reason)
 *   GET    /invoices/{id}/pdf                     → application/pdf (invoiceFileName)
 *   GET    /invoices/settings                     → { settings }                   invoiceSettingsResultSchema
 *   PUT    /invoices/settings     invoiceSettingsInputSchema   → { settings }       (owner and office manager)
 *   GET    /invoices/export?from=&to=&format=iif|csv  accountingExportQuerySchema → text/plain (IIF) or text/csv
 * Billing and the invoicing assistant (billing.schemas.ts):
 *   GET    /jobs/{id}/billing                     → { billing }                    jobBillingResultSchema
 *   PUT    /jobs/{id}/billing     billingSettingsInputSchema   → { billing }
 *   POST   /jobs/{id}/progress_invoices  createProgressInvoiceInputSchema → 201 { invoice }  (deposit, progress, final)
 *   GET    /jobs/{id}/true_up                     → { trueUp }                     seasonTrueUpResultSchema
 *   POST   /jobs/{id}/true_up     createTrueUpInputSchema      → 201 { trueUp, invoice | creditNote }
 *   GET    /invoices/assistant?customerId=&source=&status=  → { assistant }        invoicingAssistantResultSchema
 *   POST   /invoices/batch        createInvoiceBatchInputSchema → 201 { batch }     invoiceBatchResultSchema (drafts)
 *   POST   /invoices/batch/send   sendInvoiceBatchInputSchema  → 202 { progress }   invoiceBatchProgressResultSchema
 *   GET    /invoices/batch/{id}                   → { progress }                   (the progress bar polls this)
 * Payments, credit notes, refunds and receivables (payments.schemas.ts):
 *   GET    /payments?customerId=&method=&from=&to=&page=&limit= → { payments, pagination }  paymentListSchema
 *   POST   /payments              recordPaymentInputSchema     → 201 { payment }    paymentResultSchema
 *   GET    /payments/{id}                         → { payment }
 *   POST   /payments/{id}/void    voidPaymentInputSchema       → { payment }        (a payment recorded in error)
 *   GET    /credit_notes?customerId=&invoiceId=   → { creditNotes }                creditNoteListSchema
 *   POST   /credit_notes          createCreditNoteInputSchema  → 201 { creditNote } creditNoteResultSchema
 *   GET    /credit_notes/{id}/pdf                 → application/pdf
 *   POST   /refunds               createRefundInputSchema      → 201 { refund }     refundResultSchema
 *   GET    /receivables?asOf=&customerId=         → { receivables }                receivablesResultSchema
 *   POST   /receivables/statements sendStatementsInputSchema   → 202 { progress }   (statements in bulk, as a job)
 *   POST   /customers/{id}/apply_credit applyCreditInputSchema → { invoices, creditLeft }  applyCreditResultSchema
 *   GET    /customers/{id}/ledger?from=&to=       → { ledger }                     customerLedgerResultSchema
 *   GET    /customers/{id}/statement.pdf?from=&to= → application/pdf (statementFileName)
 * Public, without sign-in (rate limited; an unknown, revoked or void invoice's token answers 404
 * PUBLIC_INVOICE_LINK_INVALID_MESSAGE):
 *   GET    /public/invoices/{token}               → { invoice }                    publicInvoiceResultSchema
 *   GET    /public/invoices/{token}/pdf           → application/pdf
 *   GET    /public/invoices/{token}/logo          → the company's logo
 *   POST   /public/invoices/{token}/checkout      → { url }  checkoutResultSchema   (only when online payment is on: 404 otherwise)
 *   POST   /webhooks/stripe       Stripe's raw body, verified with STRIPE_WEBHOOK_SECRET → 200; the payment is
 *                                 recorded once per Stripe event id, never from the browser's redirect.
 *
 * Every POST takes an `Idempotency-Key` header: a retry with the same key and body answers what the first answered
 * and records nothing again. Changes to an invoice, a payment or a job's billing carry the `updatedAt` they were
 * loaded with: stale → 409. Another company's invoice, customer, job, work order or payment → 404 (a body's ids
 * with `details.fieldErrors` naming the field). Statuses move along canMoveInvoice (422 invoiceMoveMessage).
 * Invoices and credit notes are numbered per company, gap-free, from the company's start number (nextInvoiceNumber),
 * when they are created; nothing numbered is ever deleted — a draft made in error is voided.
 */

// ── Kinds ─────────────────────────────────────────────────────────────────────────────────
/** Where an invoice came from: how the job is billed, or typed by hand. */
export const invoiceKinds = ['visit', 'instalment', 'time_and_materials', 'deposit', 'progress', 'final', 'true_up', 'one_off'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceKindLabels: Record<InvoiceKind, string> = {
  visit: 'Completed visits',
  instalment: 'Instalment',
  time_and_materials: 'Time and materials',
  deposit: 'Deposit',
  progress: 'Progress',
  final: 'Final',
  true_up: 'Season true-up',
  one_off: 'One-off',
};

// ── Limits ────────────────────────────────────────────────────────────────────────────────
/** The largest invoice, credit note or payment: far beyond any landscaping job, far below float trouble. */
export const MAX_INVOICE_TOTAL = 10_000_000;
export const MAX_UNIT_PRICE = 10_000_000;
export const MAX_LINE_QUANTITY = 1_000_000;
export const MAX_INVOICE_LINES = 1_000;
export const MAX_LINE_DESCRIPTION = 500;
export const MAX_INVOICE_NOTES = 2_000;
/** A void's or a credit note's reason. */
export const MAX_REASON_LENGTH = 500;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
export const INVOICE_NOT_DRAFT_MESSAGE = 'Only a draft invoice can be changed. Issue a credit note to correct a sent invoice.';
export const INVOICE_CUSTOMER_REQUIRED_MESSAGE = 'Choose a customer';
export const INVOICE_LINES_REQUIRED_MESSAGE = 'Add at least one line';
export const LINE_DESCRIPTION_REQUIRED_MESSAGE = 'Describe the line';
export const INVOICE_NEGATIVE_TOTAL_MESSAGE = 'An invoice cannot total less than $0.00. Issue a credit note instead.';
export const INVOICE_TOTAL_TOO_LARGE_MESSAGE = `An invoice can total at most ${formatDollars(MAX_INVOICE_TOTAL)}`;
export const LINE_AMOUNT_TOO_LARGE_MESSAGE = `A line can come to at most ${formatDollars(MAX_INVOICE_TOTAL)}`;
export const VOID_REASON_REQUIRED_MESSAGE = 'Say why the invoice is voided';
export const INVOICE_NOT_SENDABLE_MESSAGE = 'Only a draft or an unpaid sent invoice can be sent.';
export const INVOICE_NO_EMAIL_MESSAGE = 'This customer has no e-mail address. Add one, or mark the invoice as sent.';
export const INVOICE_WORK_ORDER_BILLED_MESSAGE = 'This work order is already on an invoice.';
export const INVOICE_WORK_ORDER_NOT_COMPLETED_MESSAGE = 'Only a completed work order can be billed.';
/** Unknown, revoked and void links all answer the same, so a link's answer tells nothing about others. */
export const PUBLIC_INVOICE_LINK_INVALID_MESSAGE = 'This invoice link is not valid.';
export const INVOICE_CREATE_FAILED = 'Failed to create invoice';
export const INVOICE_UPDATE_FAILED = 'Failed to update invoice';
export const INVOICE_SEND_FAILED = 'Failed to send invoice';
export const INVOICE_VOID_FAILED = 'Failed to void invoice';

// ── Fields (shared by billing and payments) ───────────────────────────────────────────────
/** An amount of money to the cent, from 0 to MAX_INVOICE_TOTAL. */
export const moneySchema = (label: string) => decimalSchema(label, { places: 2, max: MAX_INVOICE_TOTAL });

/** An amount of money to the cent, more than 0 (a payment, a refund, a deposit). */
export const positiveMoneySchema = (label: string) => moneySchema(label).refine((value) => value > 0, `${label} must be more than $0.00`);

/** A required calendar date ('YYYY-MM-DD'). */
export const calendarDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .min(1, `${label} is required (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${label} must be a valid date (YYYY-MM-DD)`);

/** A date in a query: missing or '' is none. */
export const optionalDateQuerySchema = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCalendarDate(value), `${label} must be a valid date (YYYY-MM-DD)`);

export const PAYMENT_TERMS_MESSAGE = 'Terms must be due_on_receipt, net_15, net_30 or net_45';
export const paymentTermsSchema = z.enum(paymentTerms, { error: PAYMENT_TERMS_MESSAGE });

/** A customer's own terms (the customer form): '', null or missing = none, the company's default applies. */
export const customerPaymentTermsSchema = z
  .union([paymentTermsSchema, z.literal('')], { error: PAYMENT_TERMS_MESSAGE })
  .nullish()
  .transform((value): PaymentTerms | null => (value ? value : null));

/** A unit price: up to 4 decimals, negative only on a deduction or discount line. */
const unitPriceSchema = z
  .number({ error: 'Unit price must be a number' })
  .min(-MAX_UNIT_PRICE, `Unit price must be at least -${MAX_UNIT_PRICE.toLocaleString('en-US')}`)
  .max(MAX_UNIT_PRICE, `Unit price must be at most ${MAX_UNIT_PRICE.toLocaleString('en-US')}`)
  .refine((value) => hasAtMostDecimals(value, 4), 'Unit price can have at most 4 decimal places');

/**
 * Whether a line's quantity and unit price can be priced at all. Zod runs an object's refinements even when one of
 * its fields already failed, so the line and list checks below would otherwise price a refused 1e308 or a string
 * (and throw): they leave such a line to the field's own message.
 */
const isPriceable = (line: { quantity: unknown; unitPrice: unknown }): line is { quantity: number; unitPrice: number } =>
  typeof line.quantity === 'number' &&
  typeof line.unitPrice === 'number' &&
  Math.abs(line.quantity) <= MAX_LINE_QUANTITY &&
  Math.abs(line.unitPrice) <= MAX_UNIT_PRICE &&
  hasAtMostDecimals(line.quantity, 4) &&
  hasAtMostDecimals(line.unitPrice, 4);

/** One line as the office types it on a draft invoice or a credit note. */
export const invoiceLineInputSchema = z
  .object({
    description: z
      .string({ error: LINE_DESCRIPTION_REQUIRED_MESSAGE })
      .trim()
      .min(1, LINE_DESCRIPTION_REQUIRED_MESSAGE)
      .max(MAX_LINE_DESCRIPTION, `Description must be at most ${MAX_LINE_DESCRIPTION} characters`),
    quantity: decimalSchema('Quantity', { places: 4, max: MAX_LINE_QUANTITY })
      .refine((value) => value > 0, 'Quantity must be more than 0')
      .default(1),
    unitPrice: unitPriceSchema,
    taxable: z.boolean({ error: 'Taxable must be true or false' }).default(true),
  })
  .superRefine((line, context) => {
    if (!isPriceable(line)) return;
    if (Math.abs(lineAmount(line.quantity, line.unitPrice)) > MAX_INVOICE_TOTAL)
      context.addIssue({ code: 'custom', path: ['unitPrice'], message: LINE_AMOUNT_TOO_LARGE_MESSAGE });
  });
export type InvoiceLineFormInput = z.input<typeof invoiceLineInputSchema>;
export type InvoiceLineValues = z.output<typeof invoiceLineInputSchema>;

/**
 * An invoice's lines: at least one, at most MAX_INVOICE_LINES, and together from $0.00 to MAX_INVOICE_TOTAL before
 * tax (less than nothing is a credit note's job). `positive` is for credit notes, which must credit something.
 */
export const invoiceLinesSchema = (options: { positive?: boolean } = {}) =>
  z
    .array(invoiceLineInputSchema, { error: INVOICE_LINES_REQUIRED_MESSAGE })
    .min(1, INVOICE_LINES_REQUIRED_MESSAGE)
    .max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES.toLocaleString('en-US')} lines`)
    .superRefine((lines, context) => {
      if (!lines.every(isPriceable)) return;
      const { subtotal } = invoiceTotals(lines, 0);
      if (subtotal < 0 || (options.positive && subtotal === 0))
        context.addIssue({ code: 'custom', message: options.positive ? 'The lines must come to more than $0.00' : INVOICE_NEGATIVE_TOTAL_MESSAGE });
      else if (subtotal > MAX_INVOICE_TOTAL) context.addIssue({ code: 'custom', message: INVOICE_TOTAL_TOO_LARGE_MESSAGE });
    });

/** What the invoice says to the client under its lines ('Thank you for your business'). */
const invoiceNotesSchema = optionalText('Notes', MAX_INVOICE_NOTES);

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/**
 * POST /invoices: a one-off invoice typed by hand, created as a draft with the next number. `issueDate` defaults to
 * the company's today; `terms` to the customer's, else the company's (422 Missing terms when neither is set); the
 * due date follows from them (dueDate). `jobId` ties it to a job billed 'one_off'. Tax is the customer's combined
 * rate (resolveClientTaxRate).
 */
export const createInvoiceInputSchema = z.object({
  customerId: z.string({ error: INVOICE_CUSTOMER_REQUIRED_MESSAGE }).trim().min(1, INVOICE_CUSTOMER_REQUIRED_MESSAGE).pipe(uuidSchema),
  propertyId: nullableUuidSchema,
  jobId: nullableUuidSchema,
  issueDate: calendarDateSchema('Issue date').optional(),
  terms: paymentTermsSchema.optional(),
  lines: invoiceLinesSchema(),
  notes: invoiceNotesSchema,
});
export type CreateInvoiceInput = z.input<typeof createInvoiceInputSchema>;
export type CreateInvoiceValues = z.output<typeof createInvoiceInputSchema>;

/** PUT /invoices/{id}: a draft's editable fields (any of them; `lines` replaces all lines) and its `updatedAt`. */
export const updateInvoiceInputSchema = z.object({
  propertyId: nullableUuidSchema.optional(),
  issueDate: calendarDateSchema('Issue date').optional(),
  terms: paymentTermsSchema.optional(),
  lines: invoiceLinesSchema().optional(),
  notes: invoiceNotesSchema.optional(),
  updatedAt: updatedAtSchema,
});
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInputSchema>;
export type UpdateInvoiceValues = z.output<typeof updateInvoiceInputSchema>;

/** How an invoice goes out: e-mailed with its PDF (SMTP, or the outbox), or marked sent (handed over, posted). */
export const invoiceDeliveries = ['email', 'mark_sent'] as const;
export type InvoiceDelivery = (typeof invoiceDeliveries)[number];

/**
 * POST /invoices/{id}/send: a draft becomes sent (its issue date stays what the draft had); an unpaid sent invoice
 * is e-mailed again. `to` defaults to the customer's e-mail (422 INVOICE_NO_EMAIL_MESSAGE when there is none).
 */
export const sendInvoiceInputSchema = z.object({
  delivery: z.enum(invoiceDeliveries, { error: 'Delivery must be email or mark_sent' }).default('email'),
  to: emailSchema.optional(),
  message: optionalText('Message', 2_000),
  updatedAt: updatedAtSchema,
});
export type SendInvoiceInput = z.input<typeof sendInvoiceInputSchema>;
export type SendInvoiceValues = z.output<typeof sendInvoiceInputSchema>;

/**
 * POST /invoices/{id}/void: a draft, or a sent invoice nothing has been paid or credited on (422 invoiceMoveMessage
 * otherwise). The invoice keeps its number and shows the reason; its work orders can be billed again.
 */
export const voidInvoiceInputSchema = z.object({
  reason: z
    .string({ error: VOID_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, VOID_REASON_REQUIRED_MESSAGE)
    .max(MAX_REASON_LENGTH, `Reason must be at most ${MAX_REASON_LENGTH} characters`),
  updatedAt: updatedAtSchema,
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceInputSchema>;

/** Filters beyond one status: every open invoice (sent or partially paid), or the open ones past due. */
export const invoiceStatusFilters = [...invoiceStatuses, 'open', 'overdue'] as const;
export type InvoiceStatusFilter = (typeof invoiceStatusFilters)[number];

/**
 * GET /invoices: one page (defaults page 1, limit 50), newest issue date first, then highest number. `search`
 * matches the number (1042 or INV-1042) and the customer's name; `from`/`to` bound the issue date (inclusive).
 */
export const listInvoicesQuerySchema = z
  .object({
    search: listSearchSchema,
    status: z.enum(invoiceStatusFilters, { error: 'Status must be an invoice status, open or overdue' }).optional(),
    customerId: uuidSchema.optional(),
    jobId: uuidSchema.optional(),
    from: optionalDateQuerySchema('From'),
    to: optionalDateQuerySchema('To'),
    page: pageParamSchema,
    limit: limitParamSchema,
  })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  });
export type ListInvoicesQuery = z.input<typeof listInvoicesQuerySchema>;
export type ListInvoicesValues = z.output<typeof listInvoicesQuerySchema>;

export const invoiceIdParamsSchema = z.object({ id: uuidSchema });

/** The token in /public/invoices/{token} (anything malformed answers 404, like an unknown token). */
export const publicInvoiceTokenParamsSchema = z.object({ token: z.string().max(200) });

// ── Settings ──────────────────────────────────────────────────────────────────────────────
export const reminderScheduleSchema = z.object({
  enabled: z.boolean({ error: 'Reminders must be on or off' }).default(DEFAULT_REMINDER_SCHEDULE.enabled),
  firstAfterDays: z
    .number({ error: 'Days before the first reminder must be a number' })
    .int('Days before the first reminder must be a whole number')
    .min(1, 'The first reminder goes at least 1 day after the due date')
    .max(365, 'The first reminder goes at most 365 days after the due date')
    .default(DEFAULT_REMINDER_SCHEDULE.firstAfterDays),
  repeatEveryDays: z
    .number({ error: 'Days between reminders must be a number' })
    .int('Days between reminders must be a whole number')
    .min(1, 'Days between reminders must be at least 1')
    .max(365, 'Days between reminders must be at most 365')
    .default(DEFAULT_REMINDER_SCHEDULE.repeatEveryDays),
  maxPerInvoice: z
    .number({ error: 'Reminders per invoice must be a number' })
    .int('Reminders per invoice must be a whole number')
    .min(1, 'Send at least 1 reminder per invoice, or turn reminders off')
    .max(10, 'Send at most 10 reminders per invoice')
    .default(DEFAULT_REMINDER_SCHEDULE.maxPerInvoice),
});
export type ReminderScheduleInput = z.input<typeof reminderScheduleSchema>;

/**
 * PUT /invoices/settings: the number the first invoice takes (raising it later jumps the sequence forward, never
 * back), the default terms (null: none, so customers without terms show Missing terms), how to pay (printed on
 * the invoice and the public page), and the overdue reminders.
 */
export const invoiceSettingsInputSchema = z.object({
  firstInvoiceNumber: z
    .number({ error: 'The first invoice number must be a number' })
    .int('The first invoice number must be a whole number')
    .min(1, 'The first invoice number must be at least 1')
    .max(MAX_INVOICE_NUMBER, `The first invoice number must be at most ${MAX_INVOICE_NUMBER.toLocaleString('en-US')}`)
    .default(FIRST_INVOICE_NUMBER),
  defaultTerms: customerPaymentTermsSchema.default(DEFAULT_PAYMENT_TERMS),
  paymentInstructions: optionalText('How to pay', 2_000),
  reminders: reminderScheduleSchema.default(DEFAULT_REMINDER_SCHEDULE),
  updatedAt: updatedAtSchema.optional(),
});
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsInputSchema>;
export type InvoiceSettingsValues = z.output<typeof invoiceSettingsInputSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const invoiceSettingsSchema = z.object({
  firstInvoiceNumber: z.number().int(),
  /** The number the next invoice will take. */
  nextInvoiceNumber: z.number().int(),
  defaultTerms: paymentTermsSchema.nullable(),
  paymentInstructions: z.string(),
  reminders: z.object({ enabled: z.boolean(), firstAfterDays: z.number().int(), repeatEveryDays: z.number().int(), maxPerInvoice: z.number().int() }),
  /** Online payment (Stripe) is configured: public invoices show Pay now. */
  onlinePayments: z.boolean(),
  updatedAt: isoDateTime,
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
export const invoiceSettingsResultSchema = z.object({ settings: invoiceSettingsSchema });

/** A line as stored and priced. */
export const invoiceLineSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  taxable: z.boolean(),
  /** quantity × unit price, half-up to the cent. */
  amount: z.number(),
  /** The completed visit the line bills (per-visit and T&M invoices), else null. */
  workOrderId: z.uuid().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  customerId: z.uuid(),
  customerName: z.string(),
  propertyId: z.uuid().nullable(),
  /** One line: '123 Main St, Minneapolis, MN 55401' ('' with no property). */
  propertyAddress: z.string(),
  jobId: z.uuid().nullable(),
  /** YYYY-MM-DD */
  issueDate: z.string(),
  dueDate: z.string(),
  terms: paymentTermsSchema,
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  /** Payments applied less refunds. */
  amountPaid: z.number(),
  /** Credit notes applied. */
  credited: z.number(),
  /** invoiceBalance: total − payments + refunds − credits. */
  balance: z.number(),
  /** Open, money owed and past due on the company's today (isOverdueInvoice). */
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  sentAt: isoDateTime.nullable(),
  voidedAt: isoDateTime.nullable(),
  /** Why it was voided ('' unless void). */
  voidReason: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

/** A payment as applied to this invoice. */
export const invoicePaymentSchema = z.object({
  paymentId: z.uuid(),
  date: z.string(),
  method: z.enum(paymentMethods),
  /** paymentReference: 'Cheque 2231', 'Card (online)', … */
  reference: z.string(),
  amount: z.number(),
});

/** GET /invoices/{id}: the whole invoice with what was paid, credited and refunded on it. */
export const invoiceSchema = invoiceListItemSchema.extend({
  lines: z.array(invoiceLineSchema),
  taxableSubtotal: z.number(),
  /** The customer's combined rate when the invoice was made; a sent invoice keeps it. */
  taxRatePercent: z.number(),
  /** 'Minneapolis' ('' for none): the tax line reads salesTaxLabel(name, rate). */
  taxRateName: z.string(),
  notes: z.string(),
  /** The customer's billing address as printed. */
  billingAddressLines: z.array(z.string()),
  /** The completed work orders it bills (a void invoice lists none: they can be billed again). */
  workOrderIds: z.array(z.uuid()),
  payments: z.array(invoicePaymentSchema),
  creditNotes: z.array(z.object({ id: z.uuid(), number: z.number().int(), issueDate: z.string(), amount: z.number() })),
  refunds: z.array(z.object({ id: z.uuid(), date: z.string(), amount: z.number() })),
  /** Overdue reminders sent, oldest first. */
  reminders: z.array(z.object({ sentAt: isoDateTime, to: z.string() })),
  /** The public link (null for a draft or a void invoice). */
  publicUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceListItemSchema), pagination: paginationSchema });
export const invoiceResultSchema = z.object({ invoice: invoiceSchema });

// ── The public invoice (GET /public/invoices/{token}) ─────────────────────────────────────
const addressLines = z.array(z.string());

/** Everything the client may see of their invoice; never ids, costs or other invoices. */
export const publicInvoiceSchema = z.object({
  number: z.number().int(),
  status: z.enum(invoiceStatuses),
  company: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    addressLines,
    /** When true the logo is at GET /public/invoices/{token}/logo. */
    hasLogo: z.boolean(),
    timeZone: z.string(),
  }),
  client: z.object({ name: z.string(), addressLines }),
  property: z.object({ name: z.string(), addressLines }).nullable(),
  issueDate: z.string(),
  dueDate: z.string(),
  terms: paymentTermsSchema,
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), unitPrice: z.number(), taxable: z.boolean(), amount: z.number() })),
  subtotal: z.number(),
  tax: z.number(),
  taxRatePercent: z.number(),
  taxRateName: z.string(),
  total: z.number(),
  amountPaid: z.number(),
  credited: z.number(),
  balance: z.number(),
  notes: z.string(),
  /** The company's how-to-pay text. */
  paymentInstructions: z.string(),
  /** Pay now is offered: online payment is on and something is owed. */
  payOnline: z.boolean(),
  /**
   * The application records of the visits it bills, oldest first, when the company prints them on invoices
   * (chemical-applications settings, copyOnInvoice); absent otherwise.
   */
  applications: z
    .array(
      z.object({
        appliedOn: z.string(),
        productName: z.string(),
        epaRegistrationNumber: z.string().nullable(),
        rate: z.number().nullable(),
        labelRateUnit: z.enum(labelRateUnits),
        areaTreated: z.number().int().nullable(),
      }),
    )
    .optional(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;
export const publicInvoiceResultSchema = z.object({ invoice: publicInvoiceSchema });

/** POST /public/invoices/{token}/checkout: where to send the client to pay (Stripe Checkout). */
export const checkoutResultSchema = z.object({ url: z.url() });
