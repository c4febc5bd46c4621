import {
  canMoveInvoice,
  dueDate,
  INVOICE_NO_EMAIL_MESSAGE,
  INVOICE_NOT_DRAFT_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_NOT_SENDABLE_MESSAGE,
  INVOICE_TOTAL_TOO_LARGE_MESSAGE,
  invoiceBalance,
  invoiceFileName,
  invoiceMoveMessage,
  invoiceTotals,
  MAX_INVOICE_TOTAL,
  PUBLIC_INVOICE_LINK_INVALID_MESSAGE,
  preflightStatusHints,
  preflightStatusLabels,
  resolvePaymentTerms,
  type CreateInvoiceValues,
  type Invoice,
  type InvoiceLineValues,
  type InvoiceListItem,
  type InvoiceSettings,
  type InvoiceSettingsValues,
  type ListInvoicesValues,
  type PaymentTerms,
  type PublicInvoice,
  type SendInvoiceValues,
  type UpdateInvoiceValues,
} from '@groundwork/domain/invoices';
import type { Pagination } from '@groundwork/domain/shared';
import type { FastifyBaseLogger } from 'fastify';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { billedItems, customerProperties, customers, invoices, invoiceSettings, jobs, type StoredInvoiceLine } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invoiceApplications } from '../../lib/application-records';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { containsPattern } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { longDate } from '../../lib/dates';
import { pageTotal } from '../../lib/page-total';
import { addressLines, companyFacts, mainLogo, pdfLogo, type CompanyLogo } from '../../lib/public-company';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import type { MailAttachment, Mailer } from '../../plugins/mail';
import { PermanentJobError } from '../../plugins/queue';
import { invoiceEmail } from './invoice-emails';
import { renderInvoicePdf } from './invoice-pdf';
import {
  bumped,
  invoicesWithNames,
  invoiceListView,
  notFound,
  publicInvoiceUrl,
  readInvoice,
  settingsOf,
  settingsView,
  takeNumber,
  type InvoiceRow,
} from './invoice-view';

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const invoiceNotFound = () => notFound(INVOICE_NOT_FOUND_MESSAGE);
const linkInvalid = () => new AppError('NOT_FOUND', PUBLIC_INVOICE_LINK_INVALID_MESSAGE);
const missingTerms = () =>
  new AppError('BUSINESS_RULE', preflightStatusHints.missing_terms, {
    fieldErrors: { terms: [preflightStatusLabels.missing_terms] },
  });

type CustomerRow = typeof customers.$inferSelect;

/** The mail attachment kind that renders an invoice's PDF at delivery. */
export const INVOICE_PDF_ATTACHMENT = 'invoice_pdf';

/** How one invoice is sent: by e-mail (to the customer's address unless `to`), or only marked as sent. */
export interface SendOneInvoice {
  delivery: 'email' | 'mark_sent';
  to?: string | null;
  message: string;
  /** The version the office loaded (the single send); a batch send has none. */
  updatedAt?: string;
}

export interface InvoicePdf {
  number: number;
  pdf: Buffer;
}

async function companyCustomer(executor: Db, companyId: string, id: string): Promise<CustomerRow> {
  const [row] = await executor
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .limit(1);
  if (!row) throw notFound('Customer not found', 'customerId');
  return row;
}

/** A property must be one of the invoice's customer's. */
async function assertProperty(executor: Db, companyId: string, customerId: string, propertyId: string | null): Promise<void> {
  if (propertyId === null) return;
  const [row] = await executor
    .select({ id: customerProperties.id })
    .from(customerProperties)
    .where(and(eq(customerProperties.companyId, companyId), eq(customerProperties.customerId, customerId), eq(customerProperties.id, propertyId)))
    .limit(1);
  if (!row) throw notFound('Property not found', 'propertyId');
}

/** A job must be one of the invoice's customer's. */
async function assertJob(executor: Db, companyId: string, customerId: string, jobId: string | null): Promise<void> {
  if (jobId === null) return;
  const [row] = await executor
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.customerId, customerId), eq(jobs.id, jobId)))
    .limit(1);
  if (!row) throw notFound('Job not found', 'jobId');
}

/**
 * The stored figures of a draft from the lines the office typed and the customer's combined rate, worked out here
 * (invoiceTotals): whatever totals or ids a client sent are never read. Tax can take lines that fit under the limit
 * over it: 422 then.
 */
function pricedColumns(lines: readonly InvoiceLineValues[], tax: { rate: number; name: string }) {
  const totals = invoiceTotals(lines, tax.rate);
  if (totals.total > MAX_INVOICE_TOTAL) throw new AppError('BUSINESS_RULE', INVOICE_TOTAL_TOO_LARGE_MESSAGE, { fieldErrors: { lines: [INVOICE_TOTAL_TOO_LARGE_MESSAGE] } });
  const stored: StoredInvoiceLine[] = totals.lines.map((line) => ({
    id: randomUUID(),
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    taxable: line.taxable,
    amount: line.amount,
    workOrderId: null,
  }));
  return {
    lines: stored,
    subtotal: totals.subtotal.toFixed(2),
    taxableSubtotal: totals.taxableSubtotal.toFixed(2),
    tax: totals.tax.toFixed(2),
    total: totals.total.toFixed(2),
    // A draft has had nothing paid or credited on it: it owes its total.
    balance: totals.total.toFixed(2),
    taxRatePercent: tax.rate.toFixed(4),
    taxRateName: tax.name,
  };
}

/** The list's filters: status (or open, or overdue on the company's today), customer, job, issue dates, and a search. */
function listConditions(companyId: string, query: ListInvoicesValues, today: string): SQL[] {
  const conditions: Array<SQL | undefined> = [eq(invoices.companyId, companyId)];
  if (query.status === 'open' || query.status === 'overdue') {
    conditions.push(inArray(invoices.status, ['sent', 'partially_paid']), sql`${invoices.balance} > 0`);
    if (query.status === 'overdue') conditions.push(lt(invoices.dueDate, today));
  } else if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.customerId) conditions.push(eq(invoices.customerId, query.customerId));
  if (query.jobId) conditions.push(eq(invoices.jobId, query.jobId));
  if (query.from) conditions.push(gte(invoices.issueDate, query.from));
  if (query.to) conditions.push(lte(invoices.issueDate, query.to));
  const search = query.search?.trim();
  if (search) {
    // 'INV-1042' and '1042' both find invoice 1042; anything else searches the customer's name.
    const number = /^(?:inv-?)?(\d{1,9})$/i.exec(search)?.[1];
    conditions.push(
      or(
        number ? eq(invoices.number, Number(number)) : undefined,
        sql`${invoices.customerId} in (select ${customers.id} from ${customers} where ${customers.companyId} = ${companyId} and ${ilike(customers.displayName, containsPattern(search))})`,
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export function createInvoicesService({
  db,
  mail,
  publicUrl,
  onlinePayments,
  log,
}: {
  db: Db;
  mail: Mailer;
  publicUrl: string;
  /** Stripe is configured: public invoices offer Pay now. */
  onlinePayments: boolean;
  log: FastifyBaseLogger;
}) {
  async function lockedInvoice(tx: Db, companyId: string, id: string): Promise<InvoiceRow> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
      .for('update')
      .limit(1);
    if (!row) throw invoiceNotFound();
    return row;
  }

  /** The invoice a live public link names: an unknown or malformed token, a draft and a void invoice all answer 404. */
  async function openLink(token: string): Promise<InvoiceRow> {
    if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
    const [row] = await db.select().from(invoices).where(eq(invoices.publicToken, token)).limit(1);
    if (!row || row.status === 'draft' || row.status === 'void') throw linkInvalid();
    return row;
  }


  /** The invoice as its client sees it (the public page and the PDF), and the company's logo type. */
  async function clientView(row: InvoiceRow): Promise<{ invoice: PublicInvoice; logoType: string | null }> {
    const company = await companyFacts(db, row.companyId);
    const settings = await settingsOf(db, row.companyId);
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, row.companyId), eq(customers.id, row.customerId)))
      .limit(1);
    const [property] = row.propertyId
      ? await db
          .select()
          .from(customerProperties)
          .where(and(eq(customerProperties.companyId, row.companyId), eq(customerProperties.id, row.propertyId)))
          .limit(1)
      : [];
    const balance = invoiceBalance({ total: Number(row.total), payments: Number(row.amountPaid), refunds: 0, credits: Number(row.credited) });
    const invoice: PublicInvoice = {
      number: row.number,
      status: row.status,
      company: company.company,
      client: { name: customer?.displayName ?? '', addressLines: customer ? addressLines(customer) : [] },
      property: property ? { name: property.name, addressLines: addressLines(property) } : null,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      terms: row.terms,
      lines: row.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        taxable: line.taxable,
        amount: line.amount,
      })),
      subtotal: Number(row.subtotal),
      tax: Number(row.tax),
      taxRatePercent: Number(row.taxRatePercent),
      taxRateName: row.taxRateName,
      total: Number(row.total),
      amountPaid: Number(row.amountPaid),
      credited: Number(row.credited),
      balance,
      notes: row.notes,
      paymentInstructions: settings.paymentInstructions,
      payOnline: onlinePayments && balance > 0,
    };
    // The visits' application records, when the company prints them on invoices (lib/application-records).
    const applications = await invoiceApplications(db, row.companyId, row.lines.map((line) => line.workOrderId));
    if (applications && applications.length > 0) invoice.applications = applications;
    return { invoice, logoType: company.logoType };
  }

  async function pdfOf(row: InvoiceRow): Promise<InvoicePdf> {
    const { invoice, logoType } = await clientView(row);
    return { number: row.number, pdf: await renderInvoicePdf({ invoice, logo: await pdfLogo(db, row.companyId, logoType, log) }) };
  }

  /**
   * Sends one invoice: POST /invoices/{id}/send and each job of a batch send. `updatedAt` (when given) must match:
   * stale → 409. By e-mail the recipient is `to`, else the customer's address (422 INVOICE_NO_EMAIL_MESSAGE when there
   * is none); the e-mail goes through the mailer inside the transaction, its PDF attached when it is delivered.
   */
  async function sendOne(companyId: string, id: string, input: SendOneInvoice): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await lockedInvoice(tx, companyId, id);
      if (input.updatedAt !== undefined && !isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
      if (current.status !== 'draft' && current.status !== 'sent') throw new AppError('BUSINESS_RULE', INVOICE_NOT_SENDABLE_MESSAGE);
      const customer = await companyCustomer(tx, companyId, current.customerId);
      const to = input.delivery === 'email' ? (input.to ?? (customer.email || null)) : null;
      if (input.delivery === 'email' && !to) throw new AppError('BUSINESS_RULE', INVOICE_NO_EMAIL_MESSAGE, { fieldErrors: { to: [INVOICE_NO_EMAIL_MESSAGE] } });
      if (current.status === 'sent' && input.delivery === 'mark_sent') return;
      const [row] = await tx
        .update(invoices)
        .set({ status: 'sent', sentAt: current.sentAt ?? new Date(), updatedAt: bumped(current.updatedAt) })
        .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
        .returning();
      if (!to || !row) return;
      // Inside the transaction, through tx: PGlite has one connection, and the e-mail must exist only if the invoice
      // is sent.
      const company = await companyFacts(tx, companyId);
      const link = publicInvoiceUrl(publicUrl, row.publicToken);
      await mail.send(
        {
          companyId,
          to,
          link,
          attach: [{ kind: INVOICE_PDF_ATTACHMENT, id }],
          ...invoiceEmail({
            number: row.number,
            companyName: company.company.name,
            clientName: customer.displayName,
            message: input.message,
            total: Number(row.total),
            balance: Number(row.balance),
            dueOn: longDate(row.dueDate),
            link,
            attachment: invoiceFileName(row.number),
          }),
        },
        tx,
      );
    });
  }

  const read = async (ctx: RequestContext, id: string): Promise<Invoice> => readInvoice(db, ctx.companyId, id, await companyToday(db, ctx.companyId), publicUrl);

  return {
    async settings(ctx: RequestContext): Promise<InvoiceSettings> {
      return settingsView(db, await settingsOf(db, ctx.companyId), onlinePayments);
    },

    async updateSettings(ctx: RequestContext, input: InvoiceSettingsValues): Promise<InvoiceSettings> {
      await settingsOf(db, ctx.companyId);
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.companyId, ctx.companyId)).for('update').limit(1);
        if (!current) throw new Error('invoice settings vanished');
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        const [updated] = await tx
          .update(invoiceSettings)
          .set({
            firstInvoiceNumber: input.firstInvoiceNumber,
            defaultTerms: input.defaultTerms,
            paymentInstructions: input.paymentInstructions,
            reminders: input.reminders,
            updatedAt: bumped(current.updatedAt),
          })
          .where(eq(invoiceSettings.companyId, ctx.companyId))
          .returning();
        return updated ?? current;
      });
      return settingsView(db, row, onlinePayments);
    },

    /** One page, newest issue date first, then the highest number. */
    async list(ctx: RequestContext, query: ListInvoicesValues): Promise<{ invoices: InvoiceListItem[]; pagination: Pagination }> {
      const today = await companyToday(db, ctx.companyId);
      const where = and(...listConditions(ctx.companyId, query, today));
      const rows = await invoicesWithNames(db)
        .where(where)
        .orderBy(desc(invoices.issueDate), desc(invoices.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const total = await pageTotal(query.page, query.limit, rows.length, async () => (await db.select({ total: count() }).from(invoices).where(where))[0]?.total ?? 0);
      return {
        invoices: rows.map(({ invoice, ...names }) => invoiceListView(invoice, names, today)),
        pagination: { page: query.page, limit: query.limit, total },
      };
    },

    get: read,

    /**
     * A one-off draft with the next number. Terms: the ones given, else the customer's, else the company's (422
     * Missing terms); tax at the customer's combined rate.
     */
    async create(ctx: RequestContext, input: CreateInvoiceValues): Promise<Invoice> {
      const customer = await companyCustomer(db, ctx.companyId, input.customerId);
      await assertProperty(db, ctx.companyId, customer.id, input.propertyId);
      await assertJob(db, ctx.companyId, customer.id, input.jobId);
      const settings = await settingsOf(db, ctx.companyId);
      const terms: PaymentTerms | null = input.terms ?? resolvePaymentTerms(customer.paymentTerms ?? null, settings.defaultTerms ?? null);
      if (!terms) throw missingTerms();
      const issueDate = input.issueDate ?? (await companyToday(db, ctx.companyId));
      const columns = pricedColumns(input.lines, await clientTaxRate(db, ctx.companyId, customer.taxCategoryId));
      const id = await db.transaction(async (tx) => {
        const number = await takeNumber(tx, ctx.companyId, 'invoice', settings.firstInvoiceNumber);
        const [inserted] = await tx
          .insert(invoices)
          .values({
            companyId: ctx.companyId,
            number,
            customerId: customer.id,
            propertyId: input.propertyId,
            jobId: input.jobId,
            kind: 'one_off',
            issueDate,
            dueDate: dueDate(issueDate, terms),
            terms,
            notes: input.notes,
            publicToken: randomBytes(32).toString('base64url'),
            createdBy: ctx.userId,
            ...columns,
          })
          .returning({ id: invoices.id });
        if (!inserted) throw new Error('the invoice was not inserted');
        return inserted.id;
      });
      return read(ctx, id);
    },

    /** A draft's fields; its lines are priced again at the customer's rate now. Anything but a draft: 422. */
    async update(ctx: RequestContext, id: string, input: UpdateInvoiceValues): Promise<Invoice> {
      await db.transaction(async (tx) => {
        const current = await lockedInvoice(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (current.status !== 'draft') throw new AppError('BUSINESS_RULE', INVOICE_NOT_DRAFT_MESSAGE);
        const customer = await companyCustomer(tx, ctx.companyId, current.customerId);
        if (input.propertyId !== undefined) await assertProperty(tx, ctx.companyId, customer.id, input.propertyId);
        const issueDate = input.issueDate ?? current.issueDate;
        const terms = input.terms ?? current.terms;
        const tax = await clientTaxRate(tx, ctx.companyId, customer.taxCategoryId);
        const lines = input.lines ?? current.lines;
        await tx
          .update(invoices)
          .set({
            ...(input.propertyId !== undefined ? { propertyId: input.propertyId } : {}),
            ...(input.notes !== undefined ? { notes: input.notes } : {}),
            issueDate,
            terms,
            dueDate: dueDate(issueDate, terms),
            ...pricedColumns(lines, tax),
            updatedAt: bumped(current.updatedAt),
          })
          .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, id)));
      });
      return read(ctx, id);
    },

    /**
     * A draft becomes sent (its issue date stays); an unpaid sent invoice can be e-mailed again. The e-mail carries the
     * public link and is written to the outbox (and queued for SMTP) in the same transaction as the status change.
     */
    async send(ctx: RequestContext, id: string, input: SendInvoiceValues): Promise<Invoice> {
      await sendOne(ctx.companyId, id, input);
      return read(ctx, id);
    },

    sendOne,

    /** The PDF attached to the invoice e-mail, rendered when the delivery runs (mail's 'invoice_pdf' attachment). */
    async mailAttachment(companyId: string | null, id: string): Promise<MailAttachment> {
      const [row] = companyId
        ? await db
            .select()
            .from(invoices)
            .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
            .limit(1)
        : [];
      if (!row) throw new PermanentJobError(INVOICE_NOT_FOUND_MESSAGE);
      const { number, pdf } = await pdfOf(row);
      return { filename: invoiceFileName(number), content: pdf, contentType: 'application/pdf' };
    },

    /** A draft, or a sent invoice nothing was paid or credited on, is voided: it keeps its number and the reason, and releases the work it billed. */
    async void(ctx: RequestContext, id: string, input: { reason: string; updatedAt: string }): Promise<Invoice> {
      await db.transaction(async (tx) => {
        const current = await lockedInvoice(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        const touched = Number(current.amountPaid) !== 0 || Number(current.credited) !== 0;
        if (!canMoveInvoice(current.status, 'void') || touched) throw new AppError('BUSINESS_RULE', invoiceMoveMessage(current.status, 'void'));
        await tx
          .update(invoices)
          .set({ status: 'void', voidedAt: new Date(), voidReason: input.reason, updatedAt: bumped(current.updatedAt) })
          .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, id)));
        // The work it billed is ready to bill again (the assistant lists it; a new invoice can claim it).
        await tx
          .update(billedItems)
          .set({ releasedAt: new Date() })
          .where(and(eq(billedItems.companyId, ctx.companyId), eq(billedItems.invoiceId, id), isNull(billedItems.releasedAt)));
      });
      return read(ctx, id);
    },

    async pdf(ctx: RequestContext, id: string): Promise<InvoicePdf> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, id)))
        .limit(1);
      if (!row) throw invoiceNotFound();
      return pdfOf(row);
    },

    /** What the client sees through the link: no ids, no costs, nothing of other invoices. */
    publicView: async (token: string): Promise<PublicInvoice> => (await clientView(await openLink(token))).invoice,

    publicPdf: async (token: string): Promise<InvoicePdf> => pdfOf(await openLink(token)),

    /** The company's main logo, only to someone holding a live invoice link. */
    async publicLogo(token: string): Promise<CompanyLogo> {
      const row = await openLink(token);
      const logo = await mainLogo(db, row.companyId);
      if (!logo) throw new AppError('NOT_FOUND', 'Logo not found.');
      return logo;
    },
  };
}
