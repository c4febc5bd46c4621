import { addDays } from '../shared/calendar';

/** When an invoice falls due: on receipt, or 15, 30 or 45 days after its issue date. */
export const paymentTerms = ['due_on_receipt', 'net_15', 'net_30', 'net_45'] as const;
export type PaymentTerms = (typeof paymentTerms)[number];

export const paymentTermsLabels: Record<PaymentTerms, string> = {
  due_on_receipt: 'Due on receipt',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
};

/** Days from the issue date to the due date. */
export const paymentTermsDays: Record<PaymentTerms, number> = { due_on_receipt: 0, net_15: 15, net_30: 30, net_45: 45 };

/** A new company's default: the standard proposal terms promise payment within 30 days of the invoice date. */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = 'net_30';

/** The calendar date an invoice issued on `issueDate` ('YYYY-MM-DD') falls due under `terms`. */
export function dueDate(issueDate: string, terms: PaymentTerms): string {
  return addDays(issueDate, paymentTermsDays[terms]);
}

/**
 * The terms an invoice takes: the customer's own, else the company's default (company information). Null when
 * neither is set: the invoicing assistant shows Missing terms rather than guessing a due date.
 */
export function resolvePaymentTerms(customerTerms: PaymentTerms | null, companyTerms: PaymentTerms | null): PaymentTerms | null {
  return customerTerms ?? companyTerms;
}
