import type { Payment, RecordPaymentInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCustomerMoney } from './get-customer-ledger';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** POST /payments: money received, applied to the invoices named; what is left becomes the customer's credit. */
export async function recordPayment({ input, idempotencyKey }: { input: RecordPaymentInput; idempotencyKey: string }): Promise<Payment> {
  const { payment } = await api.post<{ payment: Payment }>('/payments', input, { idempotencyKey });
  return payment;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (payment) => {
      // The invoices it went to have new balances and maybe a new status: read them again.
      for (const allocation of payment.allocations) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(allocation.invoiceId) });
      refreshInvoiceLists(queryClient);
      refreshCustomerMoney(queryClient, payment.customerId);
    },
  });
}
