import { CREDIT_NOTE_CREATE_FAILED, creditNoteLabel, invoiceLabel, MAX_REASON_LENGTH, type Invoice } from '@groundwork/domain/invoices';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useCreateCreditNote } from '../api/create-credit-note';
import { creditNoteBody, creditNoteResolver, emptyCreditNote, type CreditNoteFormValues } from '../credit-note-form-values';
import { emptyInvoiceLine, liveInvoiceTotals } from '../invoice-form-values';
import { idempotencyKeys } from '@/lib/idempotency-keys';

type CreditNoteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; invoice: Invoice };

/**
 * *Credit note* on a sent invoice: lines and a reason; it pays down the invoice's balance and what is left over
 * becomes the customer's credit. A sent invoice is never edited: this is how it is corrected.
 */
export function CreditNoteDialog({ open, onOpenChange, invoice }: CreditNoteDialogProps) {
  const createCreditNote = useCreateCreditNote();
  return (
    <Dialog open={open} onOpenChange={(next) => !createCreditNote.isPending && onOpenChange(next)}>
      {open && <CreditNoteForm invoice={invoice} mutation={createCreditNote} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function CreditNoteForm({ invoice, mutation, onClose }: { invoice: Invoice; mutation: ReturnType<typeof useCreateCreditNote>; onClose: () => void }) {
  const [resolver] = useState(() => creditNoteResolver(invoice));
  const [keyFor] = useState(idempotencyKeys);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreditNoteFormValues>({ resolver, defaultValues: emptyCreditNote() });
  const lines = useFieldArray({ control, name: 'lines' });
  const typedLines = useWatch({ control, name: 'lines' });
  const totals = liveInvoiceTotals(typedLines, invoice.taxRatePercent);
  const busy = mutation.isPending;
  const label = invoiceLabel(invoice.number);

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    const input = creditNoteBody(invoice, values);
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (creditNote) => {
          toast.success(`${creditNoteLabel(creditNote.number)} for ${formatCurrency(creditNote.total)} issued on ${label}`, {
            description: creditNote.toCustomerCredit > 0 ? `${formatCurrency(creditNote.toCustomerCredit)} became ${invoice.customerName}’s credit.` : undefined,
          });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setRefusal(error.message);
          toast.error(CREDIT_NOTE_CREATE_FAILED, { description: errorMessage(error) });
        },
      },
    );
  });

  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>Credit note for {label}</DialogTitle>
        <DialogDescription>
          Credits {invoice.customerName} for a correction or a goodwill gesture, taxed at the invoice’s rate. It is numbered and cannot be deleted.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid max-h-[70svh] gap-4 overflow-y-auto pr-1">
        <fieldset disabled={busy} className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">Lines</legend>
          {lines.fields.map((line, index) => {
            const lineErrors = errors.lines?.[index];
            return (
              <div key={line.id} role="group" aria-label={`Credit line ${index + 1}`} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_5rem_7rem_auto_auto] sm:items-start">
                <InputField id={`credit-line-${index}-description`} label="Description" autoComplete="off" error={lineErrors?.description?.message} {...register(`lines.${index}.description`)} />
                <InputField id={`credit-line-${index}-quantity`} label="Quantity" inputMode="decimal" autoComplete="off" error={lineErrors?.quantity?.message} {...register(`lines.${index}.quantity`)} />
                <InputField id={`credit-line-${index}-unit-price`} label="Unit price" inputMode="decimal" autoComplete="off" placeholder="0.00" error={lineErrors?.unitPrice?.message} {...register(`lines.${index}.unitPrice`)} />
                <div className="flex items-center gap-2 sm:mt-8">
                  <Controller
                    control={control}
                    name={`lines.${index}.taxable`}
                    render={({ field }) => <Checkbox id={`credit-line-${index}-taxable`} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} disabled={busy} />}
                  />
                  <Label htmlFor={`credit-line-${index}-taxable`}>Taxable</Label>
                </div>
                <Button type="button" variant="ghost" size="icon" className="justify-self-end sm:mt-6" aria-label={`Remove credit line ${index + 1}`} disabled={busy || lines.fields.length === 1} onClick={() => lines.remove(index)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          {errors.lines?.root?.message && (
            <p className="text-sm text-destructive" role="alert">
              {errors.lines.root.message}
            </p>
          )}
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => lines.append({ ...emptyInvoiceLine })}>
              <PlusIcon aria-hidden="true" />
              Add line
            </Button>
          </div>
        </fieldset>
        <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label="Credit note totals">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="text-right tabular-nums">{formatCurrency(totals.subtotal)}</dd>
          <dt className="text-muted-foreground">{salesTaxLabel(invoice.taxRateName, invoice.taxRatePercent)}</dt>
          <dd className="text-right tabular-nums">{formatCurrency(totals.tax)}</dd>
          <dt className="font-medium">Credit</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCurrency(totals.total)}</dd>
        </dl>
        <FormField id="credit-note-reason" label="Reason" error={errors.reason?.message} hint="Printed on the credit note and shown on the customer’s statement.">
          {(controlProps) => <Textarea {...controlProps} rows={2} maxLength={MAX_REASON_LENGTH} disabled={busy} {...register('reason')} />}
        </FormField>
        {refusal && (
          <p role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Issue credit note
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
