import { creditNoteLabel } from './invoice-numbers';
import { toCents } from './money';

/**
 * The accounting export (GET /invoices/export): a period's invoices, payments, refunds and credit notes as QuickBooks
 * Desktop IIF transactions (TRNS / SPL … / ENDTRNS), or a CSV of the same lines. Customers are named by display name,
 * which is how QuickBooks matches them to its customer list. Every transaction balances: its splits add up to minus
 * its first line, to the cent.
 */

/** The QuickBooks accounts the transactions post to: the names in a new QuickBooks company file. */
export interface AccountingAccounts {
  receivable: string;
  income: string;
  salesTax: string;
  /** Where payments wait before the bookkeeper deposits them. */
  undepositedFunds: string;
  /** The bank account refunds are paid from. */
  refundsFrom: string;
}

export const DEFAULT_ACCOUNTING_ACCOUNTS: AccountingAccounts = {
  receivable: 'Accounts Receivable',
  income: 'Services',
  salesTax: 'Sales Tax Payable',
  undepositedFunds: 'Undeposited Funds',
  refundsFrom: 'Checking',
};

interface ExportLine {
  description: string;
  amount: number;
}

export interface ExportInvoice {
  number: number;
  /** 'YYYY-MM-DD' */
  date: string;
  dueDate: string;
  customerName: string;
  lines: readonly ExportLine[];
  total: number;
  /** 'Sales tax (Minneapolis 7.375%)': the tax line's memo. */
  taxLabel: string;
}

export interface ExportCreditNote {
  number: number;
  date: string;
  customerName: string;
  reason: string;
  lines: readonly ExportLine[];
  total: number;
  taxLabel: string;
}

export interface ExportPayment {
  date: string;
  customerName: string;
  amount: number;
  /** paymentReference: 'Cheque 2231', 'Card (online)'. */
  reference: string;
  /** The cheque number or the reference, as the document number. */
  documentNumber: string;
  memo: string;
}

export type ExportRefund = ExportPayment;

export interface AccountingPeriod {
  invoices: readonly ExportInvoice[];
  payments: readonly ExportPayment[];
  refunds: readonly ExportRefund[];
  creditNotes: readonly ExportCreditNote[];
}

export const accountingTransactionTypes = ['INVOICE', 'PAYMENT', 'CHECK', 'CREDIT MEMO'] as const;
export type AccountingTransactionType = (typeof accountingTransactionTypes)[number];

/** One line of a transaction: the first is the TRNS line, the rest its SPL lines. Amounts in cents, debit positive. */
export interface AccountingLine {
  account: string;
  cents: bigint;
  memo: string;
}

export interface AccountingTransaction {
  type: AccountingTransactionType;
  date: string;
  customerName: string;
  documentNumber: string;
  dueDate: string;
  lines: AccountingLine[];
}

/** The lines of a document (income) and its tax, as credits (negative) or debits, the tax making up the total. */
function documentSplits(document: { lines: readonly ExportLine[]; total: number; taxLabel: string }, sign: 1n | -1n, accounts: AccountingAccounts): AccountingLine[] {
  const splits = document.lines
    .filter((line) => toCents(line.amount) !== 0n)
    .map((line) => ({ account: accounts.income, cents: sign * toCents(line.amount), memo: line.description }));
  // The tax line is what the lines leave of the total, so the transaction balances even if a line was re-rounded.
  const tax = toCents(document.total) - document.lines.reduce((sum, line) => sum + toCents(line.amount), 0n);
  if (tax !== 0n) splits.push({ account: accounts.salesTax, cents: sign * tax, memo: document.taxLabel });
  return splits;
}

/**
 * The period as balanced transactions, by date then type (invoices, payments, refunds, credit memos) as given:
 * an INVOICE debits receivables and credits income per line and sales tax; a PAYMENT debits undeposited funds and
 * credits receivables; a refund is a CHECK from the bank that debits receivables; a CREDIT MEMO reverses an invoice.
 */
export function accountingTransactions(period: AccountingPeriod, accounts: AccountingAccounts = DEFAULT_ACCOUNTING_ACCOUNTS): AccountingTransaction[] {
  const order: Record<AccountingTransactionType, number> = { INVOICE: 0, PAYMENT: 1, CHECK: 2, 'CREDIT MEMO': 3 };
  const transactions: AccountingTransaction[] = [
    ...period.invoices.map((invoice) => ({
      type: 'INVOICE' as const,
      date: invoice.date,
      customerName: invoice.customerName,
      documentNumber: String(invoice.number),
      dueDate: invoice.dueDate,
      lines: [{ account: accounts.receivable, cents: toCents(invoice.total), memo: '' }, ...documentSplits(invoice, -1n, accounts)],
    })),
    ...period.payments.map((payment) => ({
      type: 'PAYMENT' as const,
      date: payment.date,
      customerName: payment.customerName,
      documentNumber: payment.documentNumber,
      dueDate: '',
      lines: [
        { account: accounts.undepositedFunds, cents: toCents(payment.amount), memo: payment.memo || payment.reference },
        { account: accounts.receivable, cents: -toCents(payment.amount), memo: payment.memo || payment.reference },
      ],
    })),
    ...period.refunds.map((refund) => ({
      type: 'CHECK' as const,
      date: refund.date,
      customerName: refund.customerName,
      documentNumber: refund.documentNumber,
      dueDate: '',
      lines: [
        { account: accounts.refundsFrom, cents: -toCents(refund.amount), memo: refund.memo || `Refund: ${refund.reference}` },
        { account: accounts.receivable, cents: toCents(refund.amount), memo: refund.memo || `Refund: ${refund.reference}` },
      ],
    })),
    ...period.creditNotes.map((note) => ({
      type: 'CREDIT MEMO' as const,
      date: note.date,
      customerName: note.customerName,
      documentNumber: creditNoteLabel(note.number),
      dueDate: '',
      lines: [{ account: accounts.receivable, cents: -toCents(note.total), memo: note.reason }, ...documentSplits(note, 1n, accounts)],
    })),
  ];
  return transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) => a.transaction.date.localeCompare(b.transaction.date) || order[a.transaction.type] - order[b.transaction.type] || a.index - b.index)
    .map(({ transaction }) => transaction);
}

/** 1234.5 dollars as cents → '1234.50'; -5 cents → '-0.05'. No thousands separators: QuickBooks reads plain numbers. */
export function formatCentsPlain(cents: bigint): string {
  const negative = cents < 0n;
  const whole = negative ? -cents : cents;
  return `${negative ? '-' : ''}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', the date QuickBooks Desktop (US) reads in IIF. */
export const iifDate = (date: string): string => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}` : '');

/** QuickBooks list names (customers, accounts) are at most 41 characters. */
export const IIF_NAME_LENGTH = 41;

/**
 * A value for one IIF field: tabs and line breaks would start a new field or record, so every run of control
 * characters becomes one space; double quotes (IIF's quoting) become single ones.
 */
export function iifField(value: string, maxLength = 4_000): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/"/g, "'").trim().slice(0, maxLength);
}

const IIF_COLUMNS = ['TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'DUEDATE'] as const;

/** The period as an IIF file: the headers, then each transaction as TRNS, its SPL lines and ENDTRNS; CRLF lines. */
export function accountingIif(period: AccountingPeriod, accounts: AccountingAccounts = DEFAULT_ACCOUNTING_ACCOUNTS): string {
  const rows: string[][] = [['!TRNS', ...IIF_COLUMNS], ['!SPL', ...IIF_COLUMNS], ['!ENDTRNS']];
  for (const transaction of accountingTransactions(period, accounts)) {
    transaction.lines.forEach((line, index) => {
      rows.push([
        index === 0 ? 'TRNS' : 'SPL',
        transaction.type,
        iifDate(transaction.date),
        iifField(line.account, IIF_NAME_LENGTH),
        iifField(transaction.customerName, IIF_NAME_LENGTH),
        formatCentsPlain(line.cents),
        iifField(transaction.documentNumber, 21),
        iifField(line.memo),
        index === 0 ? iifDate(transaction.dueDate) : '',
      ]);
    });
    rows.push(['ENDTRNS']);
  }
  return rows.map((row) => row.join('\t')).join('\r\n') + '\r\n';
}

/**
 * A text cell for a spreadsheet: a leading = + - @ (or tab / carriage return) would make Excel or Sheets run it as a
 * formula, so it gets a leading apostrophe; then quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvText(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export const ACCOUNTING_CSV_HEADER = ['Transaction', 'Type', 'Date', 'Number', 'Customer', 'Account', 'Debit', 'Credit', 'Memo'] as const;

/**
 * The same lines as the IIF file, one a row, for a spreadsheet or another ledger: numbered transactions, ISO dates,
 * the amount as a debit or a credit (plain numbers, never guarded), text cells guarded against formulas.
 */
export function accountingCsv(period: AccountingPeriod, accounts: AccountingAccounts = DEFAULT_ACCOUNTING_ACCOUNTS): string {
  const rows: string[] = [ACCOUNTING_CSV_HEADER.join(',')];
  accountingTransactions(period, accounts).forEach((transaction, index) => {
    for (const line of transaction.lines) {
      rows.push(
        [
          String(index + 1),
          transaction.type,
          transaction.date,
          csvText(transaction.documentNumber),
          csvText(transaction.customerName),
          csvText(line.account),
          line.cents > 0n ? formatCentsPlain(line.cents) : '',
          line.cents < 0n ? formatCentsPlain(-line.cents) : '',
          csvText(line.memo),
        ].join(','),
      );
    }
  });
  return rows.join('\r\n') + '\r\n';
}

/** 'Invoices-2026-05-01-to-2026-05-31.iif' */
export const accountingExportFileName = (from: string, to: string, format: 'iif' | 'csv'): string => `Invoices-${from}-to-${to}.${format}`;
