import { createInvoiceInputSchema, invoiceTotals, type CreateInvoiceInput, type Invoice, type InvoiceTotals, type PaymentTerms, type UpdateInvoiceInput } from '@groundwork/domain/invoices';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { numberOrText } from '@/lib/typed-number';

/** One line as the form holds it (numbers as typed). */
export type InvoiceLineFormValues = { description: string; quantity: string; unitPrice: string; taxable: boolean };

/** The new invoice form as it holds its values. `terms` '' is the customer's own, else the company's default. */
export type NewInvoiceFormValues = {
  customerId: string;
  propertyId: string;
  issueDate: string;
  terms: PaymentTerms | '';
  lines: InvoiceLineFormValues[];
  notes: string;
};

export const emptyInvoiceLine: InvoiceLineFormValues = { description: '', quantity: '1', unitPrice: '', taxable: true };

export function emptyNewInvoice(issueDate: string): NewInvoiceFormValues {
  return { customerId: '', propertyId: '', issueDate, terms: '', lines: [{ ...emptyInvoiceLine }], notes: '' };
}

/** The form's top-level fields a server message can name (`lines.N.field` are added per line). */
export const newInvoiceFieldNames = ['customerId', 'propertyId', 'issueDate', 'terms', 'notes'] as const satisfies readonly (keyof NewInvoiceFormValues)[];
export const invoiceLineFieldNames = ['description', 'quantity', 'unitPrice'] as const satisfies readonly (keyof InvoiceLineFormValues)[];

/** POST /invoices. A blank quantity is left to the schema's default (1); numbers that are not are sent as typed for the schema to name. */
export function newInvoiceBody(values: NewInvoiceFormValues): CreateInvoiceInput {
  return {
    customerId: values.customerId,
    propertyId: values.propertyId || null,
    issueDate: values.issueDate || undefined,
    terms: values.terms || undefined,
    lines: values.lines.map((line) => ({
      description: line.description,
      quantity: (numberOrText(line.quantity) ?? undefined) as number | undefined,
      unitPrice: numberOrText(line.unitPrice) as number,
      taxable: line.taxable,
    })),
    notes: values.notes,
  };
}

/** A typed number as the totals read it: blank is `blank`, anything that is not a number counts as nothing yet. */
function typedAmount(text: string, blank: number): number {
  const value = numberOrText(text);
  if (value === null) return blank;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * The totals while the lines are typed, with the same function the server prices the invoice with, so what the
 * office sees is what the invoice will say. With no known rate the tax is 0 here (the server adds the customer's).
 */
export function liveInvoiceTotals(lines: readonly InvoiceLineFormValues[], taxRatePercent = 0): InvoiceTotals {
  return invoiceTotals(
    lines.map((line) => ({ description: line.description, quantity: typedAmount(line.quantity, 1), unitPrice: typedAmount(line.unitPrice, 0), taxable: line.taxable })),
    taxRatePercent,
  );
}

/**
 * A react-hook-form resolver running the contract's createInvoiceInputSchema on the body the form would send, so the
 * browser shows the server's own messages: each under its field, a line's under that line's field, and one about all
 * the lines (none, or a negative total) on the lines as a whole.
 */
export const newInvoiceResolver: Resolver<NewInvoiceFormValues> = (values) => {
  const parsed = createInvoiceInputSchema.safeParse(newInvoiceBody(values));
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
  return { values: {}, errors: errors as FieldErrors<NewInvoiceFormValues> };
};

/** A draft's values in the form, to edit it. */
export function invoiceFormValues(invoice: Invoice): NewInvoiceFormValues {
  return {
    customerId: invoice.customerId,
    propertyId: invoice.propertyId ?? '',
    issueDate: invoice.issueDate,
    terms: invoice.terms,
    lines: invoice.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: String(line.unitPrice), taxable: line.taxable })),
    notes: invoice.notes,
  };
}

/** PUT /invoices/{id}: every editable field of the draft (the customer stays), with the `updatedAt` it was read with. */
export function updateInvoiceBody(invoice: Pick<Invoice, 'updatedAt'>, values: NewInvoiceFormValues): UpdateInvoiceInput {
  const { propertyId, issueDate, terms, lines, notes } = newInvoiceBody(values);
  return { propertyId, issueDate, terms, lines, notes, updatedAt: invoice.updatedAt };
}
