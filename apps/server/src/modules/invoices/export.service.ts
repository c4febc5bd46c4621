import {
  accountingCsv,
  accountingExportFileName,
  accountingIif,
  paymentReference,
  type AccountingExportValues,
  type AccountingPeriod,
  type PaymentMethod,
} from '@groundwork/domain/invoices';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { and, asc, eq, gte, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { creditNotes, customers, invoices, payments, refunds } from '../../db/schema';
import type { RequestContext } from '../../plugins/auth';

export interface AccountingExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * The period's books for QuickBooks: sent invoices issued in it (not void), live payments, refunds and credit notes
 * dated in it, each under its customer's display name, as IIF or CSV (accountingIif, accountingCsv).
 */
export function createExportService({ db }: { db: Db }) {
  return {
    async accountingExport(ctx: RequestContext, query: AccountingExportValues): Promise<AccountingExportFile> {
      const { companyId } = ctx;
      const customerName = customers.displayName;
      const byCustomer = (table: { companyId: AnyPgColumn; customerId: AnyPgColumn }) => and(eq(customers.companyId, table.companyId), eq(customers.id, table.customerId));
      const invoiceRows = await db
        .select({ invoice: invoices, customerName })
        .from(invoices)
        .innerJoin(customers, byCustomer(invoices))
        .where(
          and(
            eq(invoices.companyId, companyId),
            gte(invoices.issueDate, query.from),
            lte(invoices.issueDate, query.to),
            isNotNull(invoices.sentAt),
            ne(invoices.status, 'void'),
          ),
        )
        .orderBy(asc(invoices.issueDate), asc(invoices.number));
      const paymentRows = await db
        .select({ payment: payments, customerName })
        .from(payments)
        .innerJoin(customers, byCustomer(payments))
        .where(and(eq(payments.companyId, companyId), gte(payments.date, query.from), lte(payments.date, query.to), isNull(payments.voidedAt)))
        .orderBy(asc(payments.date), asc(payments.createdAt));
      const refundRows = await db
        .select({ refund: refunds, customerName })
        .from(refunds)
        .innerJoin(customers, byCustomer(refunds))
        .where(and(eq(refunds.companyId, companyId), gte(refunds.date, query.from), lte(refunds.date, query.to)))
        .orderBy(asc(refunds.date), asc(refunds.createdAt));
      const noteRows = await db
        .select({ note: creditNotes, customerName })
        .from(creditNotes)
        .innerJoin(customers, byCustomer(creditNotes))
        .where(and(eq(creditNotes.companyId, companyId), gte(creditNotes.issueDate, query.from), lte(creditNotes.issueDate, query.to)))
        .orderBy(asc(creditNotes.issueDate), asc(creditNotes.number));

      const period: AccountingPeriod = {
        invoices: invoiceRows.map(({ invoice, customerName }) => ({
          number: invoice.number,
          date: invoice.issueDate,
          dueDate: invoice.dueDate,
          customerName,
          lines: invoice.lines.map((line) => ({ description: line.description, amount: line.amount })),
          total: Number(invoice.total),
          taxLabel: salesTaxLabel(invoice.taxRateName, Number(invoice.taxRatePercent)),
        })),
        payments: paymentRows.map(({ payment, customerName }) => ({
          date: payment.date,
          customerName,
          amount: Number(payment.amount),
          reference: paymentReference(payment),
          documentNumber: payment.method === 'cheque' ? payment.chequeNumber : payment.reference,
          memo: payment.note,
        })),
        refunds: refundRows.map(({ refund, customerName }) => {
          const method = refund.method as PaymentMethod;
          return {
            date: refund.date,
            customerName,
            amount: Number(refund.amount),
            reference: paymentReference({ method, chequeNumber: refund.chequeNumber, reference: refund.reference }),
            documentNumber: method === 'cheque' ? refund.chequeNumber : refund.reference,
            memo: refund.note,
          };
        }),
        creditNotes: noteRows.map(({ note, customerName }) => ({
          number: note.number,
          date: note.issueDate,
          customerName,
          reason: note.reason,
          lines: note.lines.map((line) => ({ description: line.description, amount: line.amount })),
          total: Number(note.total),
          taxLabel: salesTaxLabel('', Number(note.taxRatePercent)),
        })),
      };
      const fileName = accountingExportFileName(query.from, query.to, query.format);
      return query.format === 'csv'
        ? { fileName, contentType: 'text/csv; charset=utf-8', body: accountingCsv(period) }
        : { fileName, contentType: 'text/plain; charset=utf-8', body: accountingIif(period) };
    },
  };
}
