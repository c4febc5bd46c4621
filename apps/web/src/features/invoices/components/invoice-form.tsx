import { INVOICE_CREATE_FAILED, INVOICE_UPDATE_FAILED, invoiceLabel, paymentTerms, paymentTermsLabels, type Invoice } from '@groundwork/domain/invoices';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateInvoice } from '../api/create-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import {
  emptyInvoiceLine,
  emptyNewInvoice,
  invoiceFormValues,
  invoiceLineFieldNames,
  liveInvoiceTotals,
  newInvoiceBody,
  newInvoiceFieldNames,
  newInvoiceResolver,
  updateInvoiceBody,
  type NewInvoiceFormValues,
} from '../invoice-form-values';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import type { CustomerOption, PropertyOption } from '../invoice-options';

type InvoiceFormProps = {
  customers: readonly CustomerOption[];
  customersLoading?: boolean;
  /** The chosen customer's properties (undefined while they load, or before a customer is chosen). */
  properties: readonly PropertyOption[] | undefined;
  /** Tells the screen which customer's properties to read. */
  onCustomerChange: (customerId: string) => void;
  /** The company's today, the issue date offered. */
  today: string;
  /** The customer's combined rate when the screen knows it; without, the server applies it when the draft is saved. */
  taxRate?: { percent: number; name: string } | null;
  /** A draft to edit: its customer stays, saving replaces its fields. Without one, a new draft is created. */
  draft?: Invoice;
  /** Reads the draft again after someone else changed it (a 409). */
  onReload?: () => Promise<unknown>;
  onSaved: (invoice: Invoice) => void;
  onCancel: () => void;
};

/**
 * A one-off invoice typed by hand, saved as a draft with the next number, or a draft's changes. The totals follow the
 * lines as they are typed, worked out by the same function the server uses; the tax is the customer's rate, which the
 * server applies.
 */
export function InvoiceForm({ customers, customersLoading = false, properties, onCustomerChange, today, taxRate = null, draft, onReload, onSaved, onCancel }: InvoiceFormProps) {
  const createInvoice = useCreateInvoice();
  const updateInvoice = useUpdateInvoice();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // One key per form, kept while the body is the same, so a save retried after a lost answer is recorded once.
  const [keyFor] = useState(idempotencyKeys);
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<NewInvoiceFormValues>({ resolver: newInvoiceResolver, defaultValues: draft ? invoiceFormValues(draft) : emptyNewInvoice(today) });
  const lines = useFieldArray({ control, name: 'lines' });
  const customerId = useWatch({ control, name: 'customerId' });
  const typedLines = useWatch({ control, name: 'lines' });
  const totals = liveInvoiceTotals(typedLines, taxRate?.percent ?? 0);
  const busy = createInvoice.isPending || updateInvoice.isPending;

  const customerOptions = useMemo<ComboboxOption[]>(
    () =>
      draft
        ? [{ value: draft.customerId, label: draft.customerName }]
        : customers.map((customer) => ({ value: customer.id, label: customer.detail ? `${customer.name} · ${customer.detail}` : customer.name, keywords: customer.keywords })),
    [customers, draft],
  );

  // When the chosen customer's properties arrive, the invoice goes to the primary one; once per customer, so
  // choosing 'No property' afterwards sticks. A draft keeps the property it has, set again once its options exist
  // (a select shows no value its options do not have yet).
  const propertiesPickedFor = useRef('');
  useEffect(() => {
    if (!properties || !customerId || propertiesPickedFor.current === customerId) return;
    propertiesPickedFor.current = customerId;
    if (draft) {
      setValue('propertyId', draft.propertyId ?? '');
      return;
    }
    const primary = properties.find((property) => property.isPrimary) ?? properties[0];
    setValue('propertyId', primary?.id ?? '');
  }, [properties, customerId, setValue, draft]);

  const onSubmit = handleSubmit((values) => {
    // What was typed stays in the form on a failure; the server's messages go under their fields.
    const onError = (title: string) => (error: unknown) => {
      if (isStaleWrite(error)) {
        setStale(true);
        toast.error(title, { description: 'Someone else changed this invoice. Reload to see their changes.' });
        return;
      }
      const lineFields = values.lines.flatMap((_, index) => invoiceLineFieldNames.map((field): Path<NewInvoiceFormValues> => `lines.${index}.${field}`));
      const onField = applyServerFieldErrors(error, setError, [...newInvoiceFieldNames, ...lineFields]);
      toast.error(title, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
    };
    setStale(false);
    if (draft) {
      updateInvoice.mutate(
        { id: draft.id, input: updateInvoiceBody(draft, values) },
        {
          onSuccess: (invoice) => {
            toast.success(`${invoiceLabel(invoice.number)} saved`);
            onSaved(invoice);
          },
          onError: onError(INVOICE_UPDATE_FAILED),
        },
      );
      return;
    }
    const input = newInvoiceBody(values);
    createInvoice.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (invoice) => {
          toast.success(`Draft ${invoiceLabel(invoice.number)} created`);
          onSaved(invoice);
        },
        onError: onError(INVOICE_CREATE_FAILED),
      },
    );
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Customer and dates</legend>
        <FormField id="invoice-customer" label="Customer" error={errors.customerId?.message} hint={customersLoading ? 'Loading your customers…' : undefined}>
          {(controlProps) => (
            <Controller
              control={control}
              name="customerId"
              render={({ field }) => (
                <Combobox
                  {...controlProps}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('propertyId', '');
                    onCustomerChange(value);
                  }}
                  options={customerOptions}
                  placeholder="Type a name"
                  emptyText={customersLoading ? 'Loading…' : 'No customer matches'}
                  disabled={busy || draft !== undefined}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="invoice-property" label="Property" error={errors.propertyId?.message} hint={customerId && !properties ? 'Loading the customer’s properties…' : undefined}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('propertyId')} disabled={busy || !customerId || !properties}>
              <option value="">{customerId ? 'No property' : 'Choose a customer first'}</option>
              {properties?.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.label}
                  {property.isPrimary ? ' (primary)' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <InputField id="invoice-issue-date" label="Issue date" type="date" error={errors.issueDate?.message} {...register('issueDate')} />
        <FormField id="invoice-terms" label="Terms" error={errors.terms?.message} hint="The due date follows from the issue date and the terms.">
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('terms')}>
              <option value="">The customer’s terms (or the company’s)</option>
              {paymentTerms.map((terms) => (
                <option key={terms} value={terms}>
                  {paymentTermsLabels[terms]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </fieldset>

      <fieldset disabled={busy} className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Lines</legend>
        {lines.fields.map((line, index) => {
          const lineErrors = errors.lines?.[index];
          const amount = totals.lines[index]?.amount ?? 0;
          return (
            <div key={line.id} role="group" aria-label={`Line ${index + 1}`} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_auto_7rem_auto] sm:items-start">
              <InputField id={`invoice-line-${index}-description`} label="Description" autoComplete="off" error={lineErrors?.description?.message} {...register(`lines.${index}.description`)} />
              <InputField id={`invoice-line-${index}-quantity`} label="Quantity" inputMode="decimal" autoComplete="off" error={lineErrors?.quantity?.message} {...register(`lines.${index}.quantity`)} />
              <InputField id={`invoice-line-${index}-unit-price`} label="Unit price" inputMode="decimal" autoComplete="off" placeholder="0.00" error={lineErrors?.unitPrice?.message} {...register(`lines.${index}.unitPrice`)} />
              <div className="flex items-center gap-2 sm:mt-8">
                <Controller
                  control={control}
                  name={`lines.${index}.taxable`}
                  render={({ field }) => <Checkbox id={`invoice-line-${index}-taxable`} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} disabled={busy} />}
                />
                <Label htmlFor={`invoice-line-${index}-taxable`}>Taxable</Label>
              </div>
              <p className="text-right tabular-nums sm:mt-8" aria-label={`Line ${index + 1} amount`}>
                {formatCurrency(amount)}
              </p>
              <Button type="button" variant="ghost" size="icon" className="sm:mt-6" aria-label={`Remove line ${index + 1}`} disabled={busy || lines.fields.length === 1} onClick={() => lines.remove(index)}>
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
          <Button type="button" variant="outline" onClick={() => lines.append({ ...emptyInvoiceLine })}>
            <PlusIcon aria-hidden="true" />
            Add line
          </Button>
        </div>
      </fieldset>

      <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label="Totals">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatCurrency(totals.subtotal)}</dd>
        <dt className="text-muted-foreground">Taxable</dt>
        <dd className="text-right tabular-nums">{formatCurrency(totals.taxableSubtotal)}</dd>
        {taxRate ? (
          <>
            <dt className="text-muted-foreground">{salesTaxLabel(taxRate.name, taxRate.percent)}</dt>
            <dd className="text-right tabular-nums">{formatCurrency(totals.tax)}</dd>
            <dt className="font-medium">Total</dt>
          </>
        ) : (
          <>
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="text-right text-muted-foreground">at the customer’s rate when saved</dd>
            <dt className="font-medium">Total before tax</dt>
          </>
        )}
        <dd className="text-right font-medium tabular-nums">{formatCurrency(totals.total)}</dd>
      </dl>

      <FormField id="invoice-notes" label="Notes" error={errors.notes?.message} hint="Printed under the lines, e.g. ‘Thank you for your business’.">
        {(controlProps) => <Textarea {...controlProps} rows={3} disabled={busy} {...register('notes')} />}
      </FormField>

      {stale && (
        <StaleWriteAlert
          title="Someone else changed this invoice"
          description="Your changes were not saved. Reload to see the draft as it is now (what you typed here is replaced), then make your changes again."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {draft ? 'Save changes' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
