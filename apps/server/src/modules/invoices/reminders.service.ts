import { daysOverdue, isReminderDue, type ReminderSchedule } from '@groundwork/domain/invoices';
import { and, asc, count, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { companyInformation, customers, invoiceReminders, invoices, invoiceSettings } from '../../db/schema';
import { dateIn, longDate, usableTimeZone } from '../../lib/dates';
import { companyFacts } from '../../lib/public-company';
import type { Mailer } from '../../plugins/mail';
import type { JobQueue } from '../../plugins/queue';
import { publicInvoiceUrl } from './invoice-view';
import { invoiceReminderEmail } from './reminder-emails';

/** The hourly job that sends the overdue reminders of every company that turned them on. */
export const REMINDER_SCAN_JOB = 'reminders.scan';
/** One scan waits at a time, whichever instance queued it. */
const REMINDER_SCAN_KEY = 'reminders.scan';
const SCAN_EVERY_MS = 60 * 60_000;

/**
 * Overdue reminders (invoice settings' schedule, isReminderDue): once an hour, per company with reminders on, each open
 * invoice past due whose next step is due on the company's today is e-mailed to its customer with the public link. The
 * reminder is logged in invoice_reminders in the same transaction as its e-mail; the unique (invoice, step) means two
 * instances scanning together send each step once.
 */
export function createRemindersService({ db, mail, queue, publicUrl, log }: { db: Db; mail: Mailer; queue: JobQueue; publicUrl: string; log: FastifyBaseLogger }) {
  /** Queues the next scan (nothing when one is already waiting). */
  function scheduleScan(runAt = new Date()) {
    return queue.enqueue(db, { kind: REMINDER_SCAN_JOB, companyId: null, dedupeKey: REMINDER_SCAN_KEY, runAt, maxAttempts: 1 });
  }

  /** The reminders due today for one company; returns how many were sent. */
  async function remindCompany(companyId: string, schedule: ReminderSchedule): Promise<number> {
    const [info] = await db
      .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'` })
      .from(companyInformation)
      .where(eq(companyInformation.companyId, companyId));
    const timeZone = usableTimeZone(info?.timeZone);
    const today = dateIn(timeZone);
    const sentSoFar = db
      .select({ invoiceId: invoiceReminders.invoiceId, sent: count().as('sent'), lastSentAt: max(invoiceReminders.sentAt).as('last_sent_at') })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.companyId, companyId))
      .groupBy(invoiceReminders.invoiceId)
      .as('sent_so_far');
    const overdue = await db
      .select({ invoice: invoices, email: customers.email, clientName: customers.displayName, sent: sentSoFar.sent, lastSentAt: sentSoFar.lastSentAt })
      .from(invoices)
      .innerJoin(customers, and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)))
      .leftJoin(sentSoFar, eq(sentSoFar.invoiceId, invoices.id))
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.status, ['sent', 'partially_paid']), sql`${invoices.balance} > 0`, lt(invoices.dueDate, today)))
      .orderBy(asc(invoices.dueDate), asc(invoices.number));

    let reminded = 0;
    for (const { invoice, email, clientName, sent, lastSentAt } of overdue) {
      const remindersSent = Number(sent ?? 0);
      const lastReminderOn = lastSentAt ? dateIn(timeZone, new Date(lastSentAt)) : null;
      const due = isReminderDue({ status: invoice.status, dueDate: invoice.dueDate, balance: Number(invoice.balance), remindersSent, lastReminderOn }, schedule, today);
      // No address on file: nothing can be sent; the receivables list still shows the invoice overdue.
      if (!due || !email) continue;
      const step = remindersSent + 1;
      const late = daysOverdue(invoice.dueDate, today);
      const sentNow = await db.transaction(async (tx) => {
        const [logged] = await tx
          .insert(invoiceReminders)
          .values({ companyId, invoiceId: invoice.id, step, daysOverdue: late, sentTo: email })
          .onConflictDoNothing()
          .returning({ id: invoiceReminders.id });
        // Another instance sent this step already.
        if (!logged) return false;
        const company = await companyFacts(tx, companyId);
        const link = publicInvoiceUrl(publicUrl, invoice.publicToken);
        const { id: outboxMessageId } = await mail.send(
          {
            companyId,
            to: email,
            link,
            ...invoiceReminderEmail({
              number: invoice.number,
              companyName: company.company.name,
              clientName,
              balance: Number(invoice.balance),
              dueOn: longDate(invoice.dueDate),
              daysOverdue: late,
              link,
            }),
          },
          tx,
        );
        await tx.update(invoiceReminders).set({ outboxMessageId }).where(eq(invoiceReminders.id, logged.id));
        return true;
      });
      if (sentNow) reminded += 1;
    }
    return reminded;
  }

  async function scan(): Promise<void> {
    // The next scan is queued first, so a scan that fails still leaves one waiting.
    await scheduleScan(new Date(Date.now() + SCAN_EVERY_MS));
    const companies = await db
      .select({ companyId: invoiceSettings.companyId, reminders: invoiceSettings.reminders })
      .from(invoiceSettings)
      .where(sql`(${invoiceSettings.reminders}->>'enabled')::boolean is true`);
    for (const { companyId, reminders } of companies) {
      // One company's trouble never holds back another's reminders.
      try {
        const sent = await remindCompany(companyId, reminders);
        if (sent > 0) log.info({ companyId, reminders: sent }, 'overdue reminders sent');
      } catch (error) {
        log.error({ err: error, companyId }, 'overdue reminders failed for a company');
      }
    }
  }

  queue.register(REMINDER_SCAN_JOB, scan);

  return { scheduleScan, scan };
}
