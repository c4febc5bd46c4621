import { toCents } from './money';

/**
 * The invoicing assistant (the /invoices landing view): everything ready to bill, grouped by customer, each item
 * with a pre-flight status saying whether a draft can be made from it now, and a one-click fix where one exists.
 */

/** What can be ready to bill: a completed per-visit work order, an instalment whose month has come, new T&M actuals. */
export const readyToBillSources = ['work_order', 'instalment', 'time_and_materials'] as const;
export type ReadyToBillSource = (typeof readyToBillSources)[number];
export const readyToBillSourceLabels: Record<ReadyToBillSource, string> = {
  work_order: 'Completed visit',
  instalment: 'Instalment due',
  time_and_materials: 'Time and materials',
};

export const preflightStatuses = ['ready', 'missing_address', 'missing_tax_category', 'missing_terms', 'over_estimate'] as const;
export type PreflightStatus = (typeof preflightStatuses)[number];
export const preflightStatusLabels: Record<PreflightStatus, string> = {
  ready: 'Ready',
  missing_address: 'Missing address',
  missing_tax_category: 'Missing tax category',
  missing_terms: 'Missing terms',
  over_estimate: 'Over the estimate',
};

/** What each problem means for the bookkeeper, in a sentence. */
export const preflightStatusHints: Record<PreflightStatus, string> = {
  ready: 'A draft can be made now.',
  missing_address: 'The customer has no billing address to print on the invoice.',
  missing_tax_category: 'Neither the customer nor the company has a tax category, so the tax cannot be worked out.',
  missing_terms: 'Neither the customer nor the company has payment terms, so the invoice has no due date.',
  over_estimate: 'Billing this would take the job past what the client approved.',
};

/**
 * The one-click fixes: open the customer's billing address; pick a tax category or payment terms (for the customer,
 * or as the company's default, which fixes every customer missing it); or bill only what is left of the estimate.
 */
export const preflightFixActions = ['add_billing_address', 'choose_tax_category', 'choose_payment_terms', 'cap_at_estimate'] as const;
export type PreflightFixAction = (typeof preflightFixActions)[number];
export const preflightFixes: Record<Exclude<PreflightStatus, 'ready'>, { action: PreflightFixAction; label: string }> = {
  missing_address: { action: 'add_billing_address', label: 'Add the billing address' },
  missing_tax_category: { action: 'choose_tax_category', label: 'Choose a tax category' },
  missing_terms: { action: 'choose_payment_terms', label: 'Choose payment terms' },
  over_estimate: { action: 'cap_at_estimate', label: 'Bill only what is left of the estimate' },
};

/**
 * Whether a draft may be made with the problem still there. An invoice over the estimate may be right (extra work
 * the client asked for on the day), so it is made when the office confirms it; the others would print a wrong
 * invoice.
 */
export const preflightBlocks: Record<PreflightStatus, boolean> = {
  ready: false,
  missing_address: true,
  missing_tax_category: true,
  missing_terms: true,
  over_estimate: false,
};

export interface PreflightCheck {
  /** The customer's billing address has at least a street and a city. */
  hasBillingAddress: boolean;
  /** resolveClientTaxRate found a category (the customer's own or the company's default): its source is not 'none'. */
  hasTaxCategory: boolean;
  /** resolvePaymentTerms gave terms. */
  hasTerms: boolean;
  /** What the item would bill, before tax. */
  amount: number;
  /** What the job's invoices billed so far, before tax, net of credit notes. */
  alreadyInvoiced: number;
  /** What the client approved for the job with approved changes, before tax; null for work with no estimate. */
  approvedTotal: number | null;
}

/** The item's status: its first problem in the order the office fixes them (who, tax, when, how much), else Ready. */
export function preflightStatus(check: PreflightCheck): PreflightStatus {
  if (!check.hasBillingAddress) return 'missing_address';
  if (!check.hasTaxCategory) return 'missing_tax_category';
  if (!check.hasTerms) return 'missing_terms';
  if (check.approvedTotal !== null && toCents(check.alreadyInvoiced) + toCents(check.amount) > toCents(check.approvedTotal)) return 'over_estimate';
  return 'ready';
}

/**
 * A work order can be billed once and only once it is done: completed, and on no invoice yet (a void invoice
 * releases it). The server holds the same rule under concurrency with a unique link per work order.
 */
export function isBillableWorkOrder(order: { status: string; invoiceId: string | null }): boolean {
  return order.status === 'completed' && order.invoiceId === null;
}
