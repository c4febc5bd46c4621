import { applyCreditResultSchema, type ApplyCreditInput } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshCustomerMoney } from './get-customer-ledger';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

export type ApplyCreditResult = z.infer<typeof applyCreditResultSchema>;

/** POST /customers/{id}/apply_credit: the customer's credit paid onto their open invoices, oldest first unless named. */
export async function applyCredit({ customerId, input, idempotencyKey }: { customerId: string; input: ApplyCreditInput; idempotencyKey: string }): Promise<ApplyCreditResult> {
  return applyCreditResultSchema.parse(await api.post<unknown>(`/customers/${encodeURIComponent(customerId)}/apply_credit`, input, { idempotencyKey }));
}

export function useApplyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCredit,
    onSuccess: (result, { customerId }) => {
      for (const invoice of result.invoices) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(invoice.id) });
      refreshInvoiceLists(queryClient);
      refreshCustomerMoney(queryClient, customerId);
    },
  });
}
