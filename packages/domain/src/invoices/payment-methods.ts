/** How a client paid (or was paid back). Online payments arrive as card or bank_transfer (ACH) from the provider. */
export const paymentMethods = ['cash', 'cheque', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
  bank_transfer: 'Bank transfer',
};

/** Recorded by the office, or by the payment provider's verified webhook. */
export const paymentSources = ['office', 'online'] as const;
export type PaymentSource = (typeof paymentSources)[number];

/**
 * How a payment reads on the ledger, the statement and the invoice: 'Cheque 2231', 'Card (online)',
 * 'Bank transfer TX-991', 'Cash'.
 */
export function paymentReference(payment: { method: PaymentMethod; chequeNumber?: string | null; reference?: string | null; source?: PaymentSource }): string {
  const label = paymentMethodLabels[payment.method];
  const detail = payment.method === 'cheque' ? payment.chequeNumber?.trim() : payment.reference?.trim();
  const online = payment.source === 'online' ? ' (online)' : '';
  return `${label}${detail ? ` ${detail}` : ''}${online}`;
}
