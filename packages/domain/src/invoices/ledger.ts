import { fromCents, toCents } from './money';

/**
 * A customer's ledger and statement: every invoice, payment, credit note and refund in date order with the running
 * balance (what the customer owes; negative is credit the customer holds).
 */
export const ledgerEntryKinds = ['invoice', 'payment', 'credit_note', 'refund', 'invoice_void', 'payment_void'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];
export const ledgerEntryKindLabels: Record<LedgerEntryKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  refund: 'Refund',
  invoice_void: 'Invoice voided',
  payment_void: 'Payment voided',
};

/**
 * Which way an entry moves the balance: invoices and refunds add to what the customer owes; payments and credit
 * notes take from it; a void reverses what it voids (a voided draft was never on the ledger).
 */
export const ledgerSign: Record<LedgerEntryKind, 1n | -1n> = {
  invoice: 1n,
  refund: 1n,
  payment_void: 1n,
  payment: -1n,
  credit_note: -1n,
  invoice_void: -1n,
};

/** Same-day entries read in this order: what was billed, then what was paid or credited, then reversals. */
const kindOrder: Record<LedgerEntryKind, number> = { invoice: 0, payment: 1, credit_note: 2, refund: 3, invoice_void: 4, payment_void: 5 };

export interface LedgerSource {
  id: string;
  /** 'YYYY-MM-DD': the document's date (issue date, payment date). */
  date: string;
  kind: LedgerEntryKind;
  /** 'INV-1042', 'Cheque 2231' … */
  reference: string;
  /** The document's amount, positive. */
  amount: number;
}

export interface LedgerEntry extends LedgerSource {
  /** What it adds to the balance (charges), or 0. */
  debit: number;
  /** What it takes from the balance (payments, credits), or 0. */
  credit: number;
  /** The running balance after it. */
  balance: number;
}

/**
 * The ledger: entries by date (same-day entries in kindOrder, then as given), each with its debit or credit and the
 * running balance from `openingBalance` (what was owed before the first entry: a statement's period start), in
 * exact cents. The closing balance is the last entry's.
 */
export function customerLedger(sources: readonly LedgerSource[], openingBalance = 0): { entries: LedgerEntry[]; openingBalance: number; closingBalance: number } {
  const sorted = sources
    .map((source, index) => ({ source, index }))
    .sort((a, b) =>
      a.source.date !== b.source.date ? (a.source.date < b.source.date ? -1 : 1) : kindOrder[a.source.kind] - kindOrder[b.source.kind] || a.index - b.index,
    );
  let balance = toCents(openingBalance);
  const entries = sorted.map(({ source }): LedgerEntry => {
    const cents = toCents(source.amount);
    if (cents < 0n) throw new RangeError(`A ledger amount is positive; its kind gives its direction (${source.reference})`);
    const signed = ledgerSign[source.kind] * cents;
    balance += signed;
    return { ...source, debit: signed > 0n ? fromCents(signed) : 0, credit: signed < 0n ? fromCents(-signed) : 0, balance: fromCents(balance) };
  });
  return { entries, openingBalance: fromCents(toCents(openingBalance)), closingBalance: fromCents(balance) };
}
