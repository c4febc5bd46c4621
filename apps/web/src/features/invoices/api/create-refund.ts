import { refundResultSchema, type CreateRefundInput, type Refund } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCustomerMoney } from './get-customer-ledger';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** POST /refunds: money paid back, against an invoice (it owes that again) or out of the customer's credit. */
export async function createRefund({ input, idempotencyKey }: { input: CreateRefundInput; idempotencyKey: string }): Promise<Refund> {
  return refundResultSchema.parse(await api.post<unknown>('/refunds', input, { idempotencyKey })).refund;
}

export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: (refund) => {
      if (refund.invoiceId) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(refund.invoiceId) });
      refreshInvoiceLists(queryClient);
      refreshCustomerMoney(queryClient, refund.customerId);
    },
  });
}
