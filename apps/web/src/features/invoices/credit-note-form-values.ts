import { createCreditNoteInputSchema, type CreateCreditNoteInput, type Invoice } from '@groundwork/domain/invoices';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { numberOrText } from '@/lib/typed-number';
import { emptyInvoiceLine, type InvoiceLineFormValues } from './invoice-form-values';

/** The credit note dialog as it holds its values (numbers as typed). */
export type CreditNoteFormValues = { reason: string; lines: InvoiceLineFormValues[] };

export function emptyCreditNote(): CreditNoteFormValues {
  return { reason: '', lines: [{ ...emptyInvoiceLine }] };
}

/** POST /credit_notes against this invoice. */
export function creditNoteBody(invoice: Pick<Invoice, 'id' | 'customerId'>, values: CreditNoteFormValues): CreateCreditNoteInput {
  return {
    customerId: invoice.customerId,
    invoiceId: invoice.id,
    reason: values.reason,
    lines: values.lines.map((line) => ({
      description: line.description,
      quantity: (numberOrText(line.quantity) ?? undefined) as number | undefined,
      unitPrice: numberOrText(line.unitPrice) as number,
      taxable: line.taxable,
    })),
  };
}

/** The contract's createCreditNoteInputSchema on the body the dialog would send: each message under its field or line. */
export function creditNoteResolver(invoice: Pick<Invoice, 'id' | 'customerId'>): Resolver<CreditNoteFormValues> {
  return (values) => {
    const parsed = createCreditNoteInputSchema.safeParse(creditNoteBody(invoice, values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const lineErrors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const [field, index, lineField] = issue.path;
      const error = { type: 'validation', message: issue.message };
      if (field === 'lines' && typeof index === 'number' && typeof lineField === 'string') {
        const line = (lineErrors[index] ??= {}) as Record<string, unknown>;
        line[lineField] ??= error;
      } else if (field === 'lines') lineErrors.root ??= error;
      else if (typeof field === 'string') errors[field] ??= error;
    }
    if (Object.keys(lineErrors).length > 0) errors.lines = lineErrors;
    return { values: {}, errors: errors as FieldErrors<CreditNoteFormValues> };
  };
}
