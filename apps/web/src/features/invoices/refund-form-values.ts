import { REFUND_OVER_CREDIT_MESSAGE, REFUND_OVER_PAID_MESSAGE, type CreateRefundInput, type PaymentMethod } from '@groundwork/domain/invoices';
import { numberOrText } from '@/lib/typed-number';

/** What a refund can be paid out of: money paid on an invoice, or the customer's credit. */
export type RefundSource = { kind: 'invoice'; invoiceId: string; label: string; refundable: number } | { kind: 'credit'; refundable: number };

/** The refund dialog as it holds its values; `against` is 'credit' or an invoice id. */
export type RefundFormValues = { against: string; method: PaymentMethod; chequeNumber: string; reference: string; date: string; amount: string; note: string };

export const refundFieldNames = ['method', 'chequeNumber', 'reference', 'date', 'amount', 'note'] as const satisfies readonly (keyof RefundFormValues)[];

export const sourceKey = (source: RefundSource) => (source.kind === 'credit' ? 'credit' : source.invoiceId);

/** Paid back by cheque on the company's today, all of what the first source holds. */
export function refundDefaults(sources: readonly RefundSource[], today: string): RefundFormValues {
  const first = sources[0];
  return { against: first ? sourceKey(first) : 'credit', method: 'cheque', chequeNumber: '', reference: '', date: today, amount: first ? first.refundable.toFixed(2) : '', note: '' };
}

/** POST /refunds for the customer. */
export function refundBody(customerId: string, values: RefundFormValues): CreateRefundInput {
  return {
    customerId,
    invoiceId: values.against === 'credit' ? null : values.against,
    paymentId: null,
    method: values.method,
    // Only a cheque keeps a number.
    chequeNumber: values.method === 'cheque' ? values.chequeNumber : '',
    reference: values.reference,
    date: values.date,
    amount: numberOrText(values.amount) as number,
    note: values.note,
  };
}

/** The server's limit, checked before sending: no more than was paid on the invoice, or than the credit held. */
export function refundLimitErrors(sources: readonly RefundSource[], values: RefundFormValues): Record<string, string> {
  const source = sources.find((candidate) => sourceKey(candidate) === values.against);
  const amount = numberOrText(values.amount);
  if (!source || typeof amount !== 'number' || !(amount > source.refundable)) return {};
  return { amount: source.kind === 'credit' ? REFUND_OVER_CREDIT_MESSAGE : REFUND_OVER_PAID_MESSAGE };
}
