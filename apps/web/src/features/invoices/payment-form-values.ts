import { allocatePayment, type Invoice, type PaymentMethod, type RecordPaymentInput } from '@groundwork/domain/invoices';
import { numberOrText } from '@/lib/typed-number';

/** The payment dialog as it holds its values (the amount as typed). */
export type PaymentFormValues = { method: PaymentMethod; chequeNumber: string; date: string; amount: string; note: string };

export const paymentFieldNames = ['method', 'chequeNumber', 'date', 'amount', 'note'] as const satisfies readonly (keyof PaymentFormValues)[];

/** Cash on the company's today, for what is still owed. */
export function paymentDefaults(invoice: Pick<Invoice, 'balance'>, today: string): PaymentFormValues {
  return { method: 'cash', chequeNumber: '', date: today, amount: invoice.balance.toFixed(2), note: '' };
}

/**
 * How a typed amount splits between this invoice and the customer's credit (allocatePayment, the rule the server
 * applies): the invoice takes up to its balance, the rest becomes credit. Null while the amount is not a positive number.
 */
export function paymentSplit(invoice: Pick<Invoice, 'id' | 'balance'>, amountText: string): { applied: number; credit: number } | null {
  const amount = numberOrText(amountText);
  if (typeof amount !== 'number' || !(amount > 0)) return null;
  const { allocations, credit } = allocatePayment(amount, [{ id: invoice.id, balance: invoice.balance }]);
  return { applied: allocations[0]?.amount ?? 0, credit };
}

/** POST /payments for this invoice: applied to it up to its balance (the rest is the customer's credit). */
export function paymentBody(invoice: Pick<Invoice, 'id' | 'balance' | 'customerId'>, values: PaymentFormValues): RecordPaymentInput {
  const split = paymentSplit(invoice, values.amount);
  return {
    customerId: invoice.customerId,
    method: values.method,
    // Only a cheque keeps a number.
    chequeNumber: values.method === 'cheque' ? values.chequeNumber : '',
    date: values.date,
    amount: numberOrText(values.amount) as number,
    note: values.note,
    allocations: split && split.applied > 0 ? [{ invoiceId: invoice.id, amount: split.applied }] : [],
  };
}

/** Money received from a customer on their account: applied by the server to their open invoices, oldest first; the rest is credit. */
export function customerPaymentBody(customerId: string, values: PaymentFormValues): RecordPaymentInput {
  return {
    customerId,
    method: values.method,
    chequeNumber: values.method === 'cheque' ? values.chequeNumber : '',
    date: values.date,
    amount: numberOrText(values.amount) as number,
    note: values.note,
  };
}
