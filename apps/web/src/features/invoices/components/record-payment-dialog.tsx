import { invoiceLabel, PAYMENT_RECORD_FAILED, paymentMethodLabels, paymentMethods, recordPaymentInputSchema, type Invoice } from '@groundwork/domain/invoices';
import { Loader2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { domainResolver } from '@/lib/domain-resolver';
import { formatCurrency } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useRecordPayment } from '../api/record-payment';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { customerPaymentBody, paymentBody, paymentDefaults, paymentFieldNames, paymentSplit, type PaymentFormValues } from '../payment-form-values';

/** A customer paying on their account (the customer page): what they owe in all. */
export type PaymentCustomer = { id: string; name: string; balance: number };

type RecordPaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company's today, the payment date offered. */
  today: string;
} & ({ invoice: Invoice; customer?: never } | { customer: PaymentCustomer; invoice?: never });

/**
 * *Record a payment* on an open invoice, or on a customer's account (applied to their open invoices oldest first): cash,
 * cheque (with its number), card or transfer; an over-payment becomes credit.
 */
export function RecordPaymentDialog({ open, onOpenChange, invoice, customer, today }: RecordPaymentDialogProps) {
  const recordPayment = useRecordPayment();
  return (
    <Dialog open={open} onOpenChange={(next) => !recordPayment.isPending && onOpenChange(next)}>
      {open && invoice && <PaymentForm invoice={invoice} today={today} mutation={recordPayment} onClose={() => onOpenChange(false)} />}
      {open && customer && <CustomerPaymentForm customer={customer} today={today} mutation={recordPayment} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CustomerPaymentForm({ customer, today, mutation, onClose }: { customer: PaymentCustomer; today: string; mutation: ReturnType<typeof useRecordPayment>; onClose: () => void }) {
  const [resolver] = useState(() => domainResolver<PaymentFormValues, unknown>(recordPaymentInputSchema, (values) => customerPaymentBody(customer.id, values)));
  const [keyFor] = useState(idempotencyKeys);
  const form = useForm<PaymentFormValues>({ resolver, defaultValues: paymentDefaults({ balance: Math.max(customer.balance, 0) }, today) });
  const onSubmit = form.handleSubmit((values) => {
    const input = customerPaymentBody(customer.id, values);
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (payment) => {
          toast.success(`${formatCurrency(payment.amount)} recorded for ${customer.name}`, {
            description: payment.unapplied > 0 ? `${formatCurrency(payment.unapplied)} became their credit.` : undefined,
          });
          onClose();
        },
        onError: (error) => {
          const onField = applyServerFieldErrors(error, form.setError, paymentFieldNames);
          toast.error(PAYMENT_RECORD_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Record a payment</DialogTitle>
        <DialogDescription>
          {customer.name} · {formatCurrency(customer.balance)} owed. It pays their open invoices oldest first; anything over becomes their credit.
        </DialogDescription>
      </DialogHeader>
      <PaymentFields form={form} busy={mutation.isPending} onSubmit={onSubmit} onClose={onClose} />
    </DialogContent>
  );
}

function PaymentFields({
  form,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  form: UseFormReturn<PaymentFormValues>;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const method = useWatch({ control, name: 'method' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      className="grid gap-4"
    >
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Payment</legend>
        <FormField id="payment-method" label="Method" error={errors.method?.message}>
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
        {method === 'cheque' && <InputField id="payment-cheque-number" label="Cheque number" autoComplete="off" error={errors.chequeNumber?.message} {...register('chequeNumber')} />}
        <InputField id="payment-date" label="Date" type="date" error={errors.date?.message} {...register('date')} />
        <InputField id="payment-amount" label="Amount (USD)" inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...register('amount')} />
        <FormField id="payment-note" label="Note (optional)" className="sm:col-span-2" error={errors.note?.message}>
          {(controlProps) => <Textarea {...controlProps} rows={2} {...register('note')} />}
        </FormField>
      </fieldset>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Record payment
        </Button>
      </DialogFooter>
    </form>
  );
}

function PaymentForm({ invoice, today, mutation, onClose }: { invoice: Invoice; today: string; mutation: ReturnType<typeof useRecordPayment>; onClose: () => void }) {
  const [resolver] = useState(() => domainResolver<PaymentFormValues, unknown>(recordPaymentInputSchema, (values) => paymentBody(invoice, values)));
  // A save retried after a lost answer carries the same key, so the money is recorded once.
  const [keyFor] = useState(idempotencyKeys);
  const form = useForm<PaymentFormValues>({ resolver, defaultValues: paymentDefaults(invoice, today) });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const split = paymentSplit(invoice, amount);

  const onSubmit = form.handleSubmit((values) => {
    const input = paymentBody(invoice, values);
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (payment) => {
          toast.success(`${formatCurrency(payment.amount)} recorded on ${invoiceLabel(invoice.number)}`);
          onClose();
        },
        onError: (error) => {
          const onField = applyServerFieldErrors(error, form.setError, paymentFieldNames);
          toast.error(PAYMENT_RECORD_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Record a payment</DialogTitle>
        <DialogDescription>
          {invoiceLabel(invoice.number)} · {invoice.customerName} · {formatCurrency(invoice.balance)} owed
        </DialogDescription>
      </DialogHeader>
      <PaymentFields form={form} busy={mutation.isPending} onSubmit={onSubmit} onClose={onClose}>
        {split && split.credit > 0 && (
          <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" role="status">
            {formatCurrency(split.applied)} pays this invoice; {formatCurrency(split.credit)} becomes {invoice.customerName}’s credit, used on their next invoice.
          </p>
        )}
      </PaymentFields>
    </DialogContent>
  );
}
