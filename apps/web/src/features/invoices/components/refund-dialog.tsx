import { createRefundInputSchema, paymentMethodLabels, paymentMethods, REFUND_RECORD_FAILED } from '@groundwork/domain/invoices';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { domainResolver } from '@/lib/domain-resolver';
import { formatCurrency } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateRefund } from '../api/create-refund';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { refundBody, refundDefaults, refundFieldNames, refundLimitErrors, sourceKey, type RefundFormValues, type RefundSource } from '../refund-form-values';

type RefundDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerId: string;
  customerName: string;
  /** What the refund may come out of (an invoice's payments, the customer's credit); the first is chosen. */
  sources: readonly RefundSource[];
  /** The company's today, the refund date offered. */
  today: string;
};

/** *Refund*: money paid back to the customer, against an invoice or out of their credit; cheque with its number, cash, card or transfer. */
export function RefundDialog({ open, onOpenChange, ...props }: RefundDialogProps) {
  const createRefund = useCreateRefund();
  return (
    <Dialog open={open} onOpenChange={(next) => !createRefund.isPending && onOpenChange(next)}>
      {open && <RefundForm {...props} mutation={createRefund} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RefundForm({
  customerId,
  customerName,
  sources,
  today,
  mutation,
  onClose,
}: Omit<RefundDialogProps, 'open' | 'onOpenChange'> & { mutation: ReturnType<typeof useCreateRefund>; onClose: () => void }) {
  const [resolver] = useState(() =>
    domainResolver<RefundFormValues, unknown>(createRefundInputSchema, (values) => refundBody(customerId, values), { extraErrors: (values) => refundLimitErrors(sources, values) }),
  );
  // A refund retried after a lost answer carries the same key, so the money goes out once.
  const [keyFor] = useState(idempotencyKeys);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    setError,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundFormValues>({ resolver, defaultValues: refundDefaults(sources, today) });
  const method = useWatch({ control, name: 'method' });
  const against = useWatch({ control, name: 'against' });
  const source = sources.find((candidate) => sourceKey(candidate) === against);
  const busy = mutation.isPending;

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    const input = refundBody(customerId, values);
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (refund) => {
          toast.success(`${formatCurrency(refund.amount)} refunded to ${customerName}`);
          onClose();
        },
        onError: (error) => {
          const onField = applyServerFieldErrors(error, setError, refundFieldNames);
          if (!onField && isApiError(error) && error.status === 422) setRefusal(error.message);
          toast.error(REFUND_RECORD_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Refund</DialogTitle>
        <DialogDescription>Money paid back to {customerName}. It is recorded on their account and cannot be undone.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Refund</legend>
          <FormField id="refund-against" label="Refund" className="sm:col-span-2" hint={source ? `Up to ${formatCurrency(source.refundable)}` : undefined}>
            {(controlProps) => (
              <NativeSelect
                {...controlProps}
                {...register('against', {
                  onChange: (event: { target: { value: string } }) => {
                    const next = sources.find((candidate) => sourceKey(candidate) === event.target.value);
                    if (next) setValue('amount', next.refundable.toFixed(2));
                  },
                })}
              >
                {sources.map((candidate) => (
                  <option key={sourceKey(candidate)} value={sourceKey(candidate)}>
                    {candidate.kind === 'credit' ? `Out of credit (${formatCurrency(candidate.refundable)} available)` : `Paid on ${candidate.label} (${formatCurrency(candidate.refundable)})`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="refund-method" label="Method" error={errors.method?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('method')}>
                {paymentMethods.map((value) => (
                  <option key={value} value={value}>
                    {paymentMethodLabels[value]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {method === 'cheque' ? (
            <InputField id="refund-cheque-number" label="Cheque number" autoComplete="off" error={errors.chequeNumber?.message} {...register('chequeNumber')} />
          ) : (
            <InputField id="refund-reference" label="Reference (optional)" autoComplete="off" error={errors.reference?.message} {...register('reference')} />
          )}
          <InputField id="refund-amount" label="Amount (USD)" inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...register('amount')} />
          <InputField id="refund-date" label="Date" type="date" error={errors.date?.message} {...register('date')} />
          <FormField id="refund-note" label="Note (optional)" className="sm:col-span-2" error={errors.note?.message}>
            {(controlProps) => <Textarea {...controlProps} rows={2} {...register('note')} />}
          </FormField>
        </fieldset>
        {source?.kind === 'invoice' && <p className="text-sm text-muted-foreground">The invoice will owe the refunded amount again; issue a credit note if it should not.</p>}
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || sources.length === 0}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Record refund
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
