import { DEFAULT_REMINDER_SCHEDULE, sumMoney, type CreateInvoiceValues, type PaymentMethod } from '@groundwork/domain/invoices';
import { addDays } from '@groundwork/domain/shared';
import { and, asc, eq, gte, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { companyToday } from '../../lib/company-today';
import { createCreditNotesService } from '../../modules/invoices/credit-notes.service';
import { createInvoicesService } from '../../modules/invoices/invoices.service';
import { createPaymentsService } from '../../modules/invoices/payments.service';
import type { RequestContext } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import type { Db } from '../client';
import { billedItems, customerProperties, customers, invoices, invoiceSettings, workOrders } from '../schema';

/**
 * The demo company's billing, dated from the day it is seeded: last week's mowing visits invoiced one per customer
 * (drafts, sent, part paid and paid), last month's mowing invoiced in one invoice a client with net 15 terms (mostly
 * paid, one late), a spring clean-up 45 days overdue, an invoice entered twice and voided, a rain-day credit note and
 * a cheque that paid a little too much (the client's credit). This week's completed visits are left for the invoicing
 * assistant. Everything goes through the invoices, payments and credit notes services, so every figure, number and
 * balance agrees with what the office would have made by hand; the invoices are marked sent (no e-mail is written).
 */

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;
const noMail: Mailer = {
  send: () => Promise.reject(new Error('the demo invoices are marked sent, never e-mailed')),
  registerAttachment: () => undefined,
  idle: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

const DEMO_PAYMENT_INSTRUCTIONS = [
  'Cheques payable to Demo Landscaping & Lawn Care, 2400 Nicollet Avenue, Minneapolis, MN 55404.',
  'Bank transfer: Bridgewater Bank, routing 091017196, account 4412 0873 — please put the invoice number in the reference.',
  'Questions about a bill? Call the office at (612) 555-0142.',
].join('\n');

const PAYMENT_METHODS: readonly PaymentMethod[] = ['cheque', 'card', 'bank_transfer', 'cheque', 'cash', 'card'];

function shortDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
function monthName(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export async function seedDemoInvoices(db: Db, companyId: string, userId: string): Promise<void> {
  const ctx: RequestContext = { companyId, userId, role: 'admin', sessionId: 'demo-seed' };
  const invoicesService = createInvoicesService({ db, mail: noMail, publicUrl: 'http://localhost', onlinePayments: false, log: quiet });
  const paymentsService = createPaymentsService({ db });
  const creditNotesService = createCreditNotesService({ db });
  // How to pay, printed on every invoice (copied onto each as it is made) and on the client's invoice page.
  await db
    .insert(invoiceSettings)
    .values({ companyId, reminders: DEFAULT_REMINDER_SCHEDULE, paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS })
    .onConflictDoUpdate({ target: invoiceSettings.companyId, set: { paymentInstructions: DEMO_PAYMENT_INSTRUCTIONS } });
  const today = await companyToday(db, companyId);
  const thisMonday = addDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  const lastMonday = addDays(thisMonday, -7);

  // Last week's completed visits, one invoice per customer and visit.
  const visits = await db
    .select({
      id: workOrders.id,
      number: workOrders.number,
      title: workOrders.title,
      date: workOrders.date,
      price: workOrders.price,
      customerId: workOrders.customerId,
      propertyId: workOrders.propertyId,
      jobId: workOrders.jobId,
    })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.companyId, companyId),
        eq(workOrders.status, 'completed'),
        isNotNull(workOrders.jobId),
        gte(workOrders.date, lastMonday),
        lt(workOrders.date, thisMonday),
        sql`${workOrders.price} > 0`,
      ),
    )
    .orderBy(asc(workOrders.date), asc(workOrders.sequence));
  if (visits.length === 0) return;

  const sendIt = async (id: string, updatedAt: string) => invoicesService.send(ctx, id, { delivery: 'mark_sent', message: '', updatedAt });
  const pay = (customerId: string, invoiceId: string, amount: number, date: string, index: number) => {
    const method = PAYMENT_METHODS[index % PAYMENT_METHODS.length]!;
    return paymentsService.record(ctx, {
      customerId,
      method,
      chequeNumber: method === 'cheque' ? String(2200 + index * 7) : '',
      reference: method === 'card' ? `Visa ending ${4242 + index}` : method === 'bank_transfer' ? `ACH ${100_400 + index}` : '',
      date,
      amount,
      note: '',
      allocations: [{ invoiceId, amount }],
    });
  };

  const issueLastWeek = addDays(lastMonday, 5);
  for (const [index, visit] of visits.entries()) {
    const input: CreateInvoiceValues = {
      customerId: visit.customerId,
      propertyId: visit.propertyId,
      jobId: visit.jobId,
      issueDate: issueLastWeek,
      lines: [{ description: `${visit.title} — WO-${visit.number}, ${shortDate(visit.date!)}`, quantity: 1, unitPrice: Number(visit.price), taxable: true }],
      notes: '',
    };
    const draft = await invoicesService.create(ctx, input);
    // A visit's invoice: its line names the work order, and the work order is billed (the assistant leaves it out).
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ lines: invoices.lines }).from(invoices).where(eq(invoices.id, draft.id));
      await tx
        .update(invoices)
        .set({ kind: 'visit', lines: (row?.lines ?? []).map((line) => ({ ...line, workOrderId: visit.id })) })
        .where(eq(invoices.id, draft.id));
      await tx.insert(billedItems).values({
        companyId,
        invoiceId: draft.id,
        source: 'work_order',
        itemKey: `work_order:${visit.id}`,
        workOrderId: visit.id,
        jobId: visit.jobId,
        amount: Number(visit.price).toFixed(2),
      });
    });
    if (index < 2) continue; // drafts waiting for review
    const sent = await sendIt(draft.id, draft.updatedAt);
    if (index < 6) continue; // sent, not yet paid
    const amount = index < 8 ? Math.round(sent.total * 50) / 100 : sent.total;
    await pay(visit.customerId, sent.id, amount, addDays(issueLastWeek, 2 + (index % 4)), index);
  }

  // Last month's mowing, one invoice a customer (four visits each), net 15: paid but one part-paid and one late.
  const monthStart = addDays(today, -33);
  const routeCustomers = [...new Map(visits.map((visit) => [visit.customerId, visit])).values()].slice(0, 8);
  const monthInvoices: Array<{ customerId: string; id: string; total: number; lineTotal: number }> = [];
  for (const [index, visit] of routeCustomers.entries()) {
    const draft = await invoicesService.create(ctx, {
      customerId: visit.customerId,
      propertyId: visit.propertyId,
      jobId: visit.jobId,
      issueDate: monthStart,
      terms: 'net_15',
      lines: [{ description: `Weekly Mowing — four visits in ${monthName(addDays(monthStart, -10))}`, quantity: 4, unitPrice: Number(visit.price), taxable: true }],
      notes: 'Thank you for your business.',
    });
    await db.update(invoices).set({ kind: 'visit' }).where(eq(invoices.id, draft.id));
    const sent = await sendIt(draft.id, draft.updatedAt);
    monthInvoices.push({ customerId: visit.customerId, id: sent.id, total: sent.total, lineTotal: Number(visit.price) });
    if (index === 6) continue; // late: 18 days past due
    if (index === 7) continue; // paid below, by a cheque for a little more
    const amount = index === 5 ? Math.round(sent.total * 40) / 100 : sent.total;
    await pay(visit.customerId, sent.id, amount, addDays(monthStart, 6 + index * 2), index + 3);
  }

  // A cheque for a little more than the invoice: the $20.00 left is the client's credit.
  const overpaid = monthInvoices[7];
  if (overpaid) {
    await paymentsService.record(ctx, {
      customerId: overpaid.customerId,
      method: 'cheque',
      chequeNumber: '1187',
      reference: '',
      date: addDays(monthStart, 20),
      amount: sumMoney([overpaid.total, 20]),
      note: 'Rounded up the cheque — keep the rest toward next month.',
      allocations: [{ invoiceId: overpaid.id, amount: overpaid.total }],
    });
  }

  // A visit missed for rain, already paid for: a credit note puts it to the client's credit.
  const rained = monthInvoices[0];
  if (rained) {
    await creditNotesService.create(ctx, {
      customerId: rained.customerId,
      invoiceId: rained.id,
      issueDate: addDays(monthStart, 12),
      reason: 'Visit missed for rain and not made up',
      lines: [{ description: 'Weekly Mowing — one visit not made', quantity: 1, unitPrice: rained.lineTotal, taxable: true }],
    });
  }

  // An invoice entered twice: the copy is voided and keeps its number.
  const twice = monthInvoices[1];
  if (twice) {
    const copy = await invoicesService.create(ctx, {
      customerId: twice.customerId,
      propertyId: null,
      jobId: null,
      issueDate: monthStart,
      terms: 'net_15',
      lines: [{ description: 'Weekly Mowing — four visits', quantity: 4, unitPrice: twice.lineTotal, taxable: true }],
      notes: '',
    });
    await invoicesService.void(ctx, copy.id, { reason: 'Entered twice — the visits are on the invoice above', updatedAt: copy.updatedAt });
  }

  // A spring clean-up never paid: issued 75 days ago on net 30, so 45 days overdue.
  const billed = [...new Set(visits.map((visit) => visit.customerId))];
  const [late] = await db
    .select({ customerId: customers.id, propertyId: customerProperties.id })
    .from(customers)
    .innerJoin(
      customerProperties,
      and(eq(customerProperties.companyId, customers.companyId), eq(customerProperties.customerId, customers.id), eq(customerProperties.isPrimary, true)),
    )
    .where(and(eq(customers.companyId, companyId), eq(customers.status, 'active'), eq(customers.type, 'residential'), notInArray(customers.id, billed)))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(1);
  if (late) {
    const spring = await invoicesService.create(ctx, {
      customerId: late.customerId,
      propertyId: late.propertyId,
      jobId: null,
      issueDate: addDays(today, -75),
      terms: 'net_30',
      lines: [
        { description: 'Spring clean-up — beds, edging and debris haul-away', quantity: 1, unitPrice: 640, taxable: true },
        { description: 'Hardwood mulch, installed (yards)', quantity: 6, unitPrice: 58, taxable: true },
      ],
      notes: '',
    });
    await sendIt(spring.id, spring.updatedAt);
  }
}
