import { zodResolver } from '@hookform/resolvers/zod';
import {
  describeReminderSchedule,
  invoiceSettingsInputSchema,
  paymentTerms,
  paymentTermsLabels,
  type InvoiceSettings,
  type InvoiceSettingsInput,
  type InvoiceSettingsValues,
} from '@groundwork/domain/invoices';
import { Loader2Icon } from 'lucide-react';
import { type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { STALE_DESCRIPTION, StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { useVersionedForm } from '@/components/forms/use-versioned-form';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useInvoiceSettings } from '../api/get-invoice-settings';
import { useUpdateInvoiceSettings } from '../api/update-invoice-settings';

type FormInput = InvoiceSettingsInput;

const serverFields: FieldPath<FormInput>[] = [
  'firstInvoiceNumber',
  'defaultTerms',
  'paymentInstructions',
  'reminders.enabled',
  'reminders.firstAfterDays',
  'reminders.repeatEveryDays',
  'reminders.maxPerInvoice',
];

function defaultsFrom(settings: InvoiceSettings): FormInput {
  return {
    firstInvoiceNumber: settings.firstInvoiceNumber,
    defaultTerms: settings.defaultTerms ?? '',
    paymentInstructions: settings.paymentInstructions,
    reminders: { ...settings.reminders },
  };
}

/** A number typed in a field: NaN (empty) stays as it is so the schema names the field. */
const asSchedule = (reminders: FormInput['reminders']) => ({
  enabled: reminders?.enabled === true,
  firstAfterDays: Number(reminders?.firstAfterDays),
  repeatEveryDays: Number(reminders?.repeatEveryDays),
  maxPerInvoice: Number(reminders?.maxPerInvoice),
});

function scheduleSentence(reminders: FormInput['reminders']): string {
  const schedule = asSchedule(reminders);
  const valid = [schedule.firstAfterDays, schedule.repeatEveryDays, schedule.maxPerInvoice].every((value) => Number.isInteger(value) && value >= 1);
  if (schedule.enabled && !valid) return 'Fill in the days and the number of reminders to see the schedule.';
  return describeReminderSchedule(schedule);
}

type InvoiceSettingsFormProps = {
  settings: InvoiceSettings;
  /** Owner and office managers change the settings; everyone else sees them read-only. */
  canEdit: boolean;
};

/**
 * The invoice settings: the first invoice number, the default terms, how to pay and the overdue reminders. Validation
 * comes from the contract's schema; a save based on an older version (409) offers to reload, keeping what was typed.
 */
export function InvoiceSettingsForm({ settings, canEdit }: InvoiceSettingsFormProps) {
  const update = useUpdateInvoiceSettings();
  const latest = useInvoiceSettings();
  const form = useForm<FormInput, unknown, InvoiceSettingsValues>({
    resolver: zodResolver(invoiceSettingsInputSchema),
    defaultValues: defaultsFrom(settings),
  });
  const { control, register, reset, setError, formState } = form;
  const errors = formState.errors;
  const reminders = useWatch({ control, name: 'reminders' });

  const versioned = useVersionedForm({
    loaded: settings,
    reset,
    isDirty: formState.isDirty,
    defaultsFrom,
    refetch: latest.refetch,
    reloadedMessage: 'Loaded the latest invoice settings',
  });

  const save = (values: InvoiceSettingsValues) => {
    update.mutate(
      { ...values, updatedAt: versioned.version() },
      {
        onSuccess: ({ settings: saved }) => {
          versioned.saved(saved);
          toast.success('Invoice settings saved');
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            versioned.refused();
            toast.error('Failed to save invoice settings', { description: errorMessage(error) });
            return;
          }
          const onField = applyServerFieldErrors(error, setError, serverFields);
          toast.error('Failed to save invoice settings', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event);

  const busy = update.isPending;
  const remindersOn = reminders?.enabled === true;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Invoice settings">
      {versioned.stale && (
        <StaleWriteAlert
          title="Someone else changed the invoice settings"
          description={STALE_DESCRIPTION}
          busy={versioned.reloading}
          onReload={() => void versioned.reload()}
        />
      )}

      {/* A disabled fieldset keeps every control read-only for those who may not change the settings. */}
      <fieldset disabled={!canEdit} className="grid min-w-0 gap-8 disabled:opacity-100">
        <section className="grid gap-5" aria-labelledby="invoice-settings-numbering">
          <h2 id="invoice-settings-numbering" className="text-base font-semibold text-foreground">
            Numbering and terms
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="invoice-settings-first-number"
              label="First invoice number"
              type="number"
              inputMode="numeric"
              min={1}
              hint={`The next invoice will be number ${settings.nextInvoiceNumber}. Raising this jumps the sequence forward, never back.`}
              error={errors.firstInvoiceNumber?.message}
              {...register('firstInvoiceNumber', { valueAsNumber: true })}
            />
            <FormField id="invoice-settings-terms" label="Default payment terms" hint="Used for customers without terms of their own." error={errors.defaultTerms?.message}>
              {(field) => (
                <NativeSelect {...field} {...register('defaultTerms')}>
                  <option value="">None (invoices show Missing terms)</option>
                  {paymentTerms.map((terms) => (
                    <option key={terms} value={terms}>
                      {paymentTermsLabels[terms]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <FormField
            id="invoice-settings-instructions"
            label="How to pay"
            hint="Printed on invoices and on the client's invoice page, e.g. checks payable to… or bank details."
            error={errors.paymentInstructions?.message}
          >
            {(field) => <Textarea {...field} rows={4} {...register('paymentInstructions')} />}
          </FormField>
          <p className="text-sm text-muted-foreground" data-testid="online-payments">
            {settings.onlinePayments ? 'Online payment: on (Stripe). Clients can pay by card from their invoice page.' : 'Online payment: off — see the docs to connect Stripe.'}
          </p>
        </section>

        <section className="grid gap-5" aria-labelledby="invoice-settings-reminders">
          <h2 id="invoice-settings-reminders" className="text-base font-semibold text-foreground">
            Overdue reminders
          </h2>
          <Controller
            control={control}
            name="reminders.enabled"
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-4">
                <div className="grid gap-0.5">
                  <Label htmlFor="invoice-settings-reminders-on">Send overdue reminders</Label>
                  <p id="invoice-settings-reminders-hint" className="text-xs text-muted-foreground">
                    Emails the client about an unpaid invoice after its due date.
                  </p>
                </div>
                <Switch
                  id="invoice-settings-reminders-on"
                  aria-describedby="invoice-settings-reminders-hint"
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  disabled={!canEdit}
                />
              </div>
            )}
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <InputField
              id="invoice-settings-first-after"
              label="First reminder (days after due)"
              type="number"
              inputMode="numeric"
              min={1}
              readOnly={!remindersOn}
              error={errors.reminders?.firstAfterDays?.message}
              {...register('reminders.firstAfterDays', { valueAsNumber: true })}
            />
            <InputField
              id="invoice-settings-repeat"
              label="Then every (days)"
              type="number"
              inputMode="numeric"
              min={1}
              readOnly={!remindersOn}
              error={errors.reminders?.repeatEveryDays?.message}
              {...register('reminders.repeatEveryDays', { valueAsNumber: true })}
            />
            <InputField
              id="invoice-settings-max"
              label="At most (per invoice)"
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              readOnly={!remindersOn}
              error={errors.reminders?.maxPerInvoice?.message}
              {...register('reminders.maxPerInvoice', { valueAsNumber: true })}
            />
          </div>
          <p className="text-sm text-foreground" aria-live="polite">
            {scheduleSentence(reminders)}
          </p>
        </section>
      </fieldset>

      {canEdit && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save settings
          </Button>
        </div>
      )}
    </form>
  );
}
