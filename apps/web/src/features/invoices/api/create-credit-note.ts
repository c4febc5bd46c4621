import { creditNoteResultSchema, type CreateCreditNoteInput, type CreditNote } from '@groundwork/domain/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshCustomerMoney } from './get-customer-ledger';
import { invoicesKeys, refreshInvoiceLists } from './get-invoices';

/** POST /credit_notes: a correction or goodwill credit, applied to its invoice's balance, the rest to the customer's credit. */
export async function createCreditNote({ input, idempotencyKey }: { input: CreateCreditNoteInput; idempotencyKey: string }): Promise<CreditNote> {
  return creditNoteResultSchema.parse(await api.post<unknown>('/credit_notes', input, { idempotencyKey })).creditNote;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: (creditNote) => {
      if (creditNote.invoiceId) void queryClient.invalidateQueries({ queryKey: invoicesKeys.detail(creditNote.invoiceId) });
      refreshInvoiceLists(queryClient);
      refreshCustomerMoney(queryClient, creditNote.customerId);
    },
  });
}
