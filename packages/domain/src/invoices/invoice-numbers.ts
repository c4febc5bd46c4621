/**
 * Invoice and credit note numbers: per company, unique and gap-free (the server takes the next one inside the
 * transaction that creates the document, so a failed creation uses none). Each sequence starts at the company's
 * chosen number, 1001 unless it chose another.
 */
export const FIRST_INVOICE_NUMBER = 1001;
/** Nine digits: enough for any company, and the number still fits a PDF header and a QuickBooks import. */
export const MAX_INVOICE_NUMBER = 999_999_999;

const isDocumentNumber = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= MAX_INVOICE_NUMBER;

/**
 * The number the next invoice (or credit note) takes, given the highest one so far (null before the first).
 * Raising the start number moves the sequence forward to it (an owner's deliberate jump, e.g. to follow on from
 * the previous software); lowering it never reuses a number.
 */
export function nextInvoiceNumber(lastNumber: number | null, startAt: number = FIRST_INVOICE_NUMBER): number {
  if (!isDocumentNumber(startAt)) throw new RangeError(`Not an invoice number to start at: ${String(startAt)}`);
  if (lastNumber === null) return startAt;
  if (!isDocumentNumber(lastNumber)) throw new RangeError(`Not an invoice number: ${String(lastNumber)}`);
  const next = Math.max(lastNumber + 1, startAt);
  if (next > MAX_INVOICE_NUMBER) throw new RangeError('Invoice numbers are used up');
  return next;
}

/** How an invoice is referred to on statements, the ledger and e-mails: 'INV-1001'. */
export const invoiceLabel = (number: number): string => `INV-${number}`;
/** How a credit note is referred to: 'CN-1001' (credit notes have their own sequence). */
export const creditNoteLabel = (number: number): string => `CN-${number}`;
/** The file name an invoice's PDF downloads and is e-mailed as: 'Invoice-1001.pdf'. */
export const invoiceFileName = (number: number): string => `Invoice-${number}.pdf`;
/** The file name of a customer's statement: 'Statement-2026-06-30.pdf'. */
export const statementFileName = (asOf: string): string => `Statement-${asOf}.pdf`;
