import { zodResolver } from '@hookform/resolvers/zod';
import {
  createSubcontractorInputSchema,
  subcontractorAddedMessage,
  subcontractorMessages,
  subcontractorStatusLabels,
  subcontractorStatuses,
  subcontractorTradeLabels,
  subcontractorTrades,
  type CreateSubcontractorInput,
  type Subcontractor,
  type SubcontractorFormValues,
} from '@groundwork/domain/subcontractors';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { StaleEditAlert } from '@/components/clients/stale-edit-alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateSubcontractor } from '../api/create-subcontractor';
import { subcontractorQueryOptions } from '../api/get-subcontractor';
import { useUpdateSubcontractor } from '../api/update-subcontractor';

type SubcontractorFormProps = {
  /** The subcontractor being edited; absent adds a new one. */
  subcontractor?: Subcontractor | null;
  onSaved: (subcontractor: Subcontractor) => void;
  onCancel: () => void;
};

function toFormValues(subcontractor: Subcontractor | null | undefined): SubcontractorFormValues {
  return {
    companyName: subcontractor?.companyName ?? '',
    contactName: subcontractor?.contactName ?? '',
    email: subcontractor?.email ?? '',
    phone: subcontractor?.phone ?? '',
    trade: subcontractor?.trade ?? 'other',
    insuranceExpiryDate: subcontractor?.insuranceExpiryDate ?? '',
    hourlyRate: subcontractor?.hourlyRate ?? null,
    flatRate: subcontractor?.flatRate ?? null,
    flatRateDescription: subcontractor?.flatRateDescription ?? '',
    notes: subcontractor?.notes ?? '',
    status: subcontractor?.status ?? 'active',
  };
}

const serverFields: Path<SubcontractorFormValues>[] = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'trade',
  'insuranceExpiryDate',
  'hourlyRate',
  'flatRate',
  'flatRateDescription',
  'notes',
  'status',
];

/** An emptied optional amount is no amount (null), not NaN. */
const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * A subcontractor's company, contact, trade, insurance, rates and notes. Messages sit under their fields (the server's
 * too); a failed save keeps everything typed; a stale edit (409) offers to reload.
 */
export function SubcontractorForm({ subcontractor, onSaved, onCancel }: SubcontractorFormProps) {
  const queryClient = useQueryClient();
  const createSubcontractor = useCreateSubcontractor();
  const updateSubcontractor = useUpdateSubcontractor();
  const [updatedAt, setUpdatedAt] = useState(subcontractor?.updatedAt ?? '');
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SubcontractorFormValues, unknown, CreateSubcontractorInput>({
    resolver: zodResolver(createSubcontractorInputSchema),
    defaultValues: toFormValues(subcontractor),
  });
  const busy = createSubcontractor.isPending || updateSubcontractor.isPending;

  const submit = handleSubmit(async (values) => {
    setConflict(false);
    try {
      if (subcontractor) {
        const { subcontractor: saved } = await updateSubcontractor.mutateAsync({ id: subcontractor.id, input: { ...values, updatedAt } });
        setUpdatedAt(saved.updatedAt);
        toast.success(subcontractorMessages.updated);
        onSaved(saved);
      } else {
        const { subcontractor: saved } = await createSubcontractor.mutateAsync(values);
        toast.success(subcontractorAddedMessage(saved.companyName));
        onSaved(saved);
      }
    } catch (error) {
      if (subcontractor && isStaleWrite(error)) {
        setConflict(true);
        toast.error(subcontractorMessages.updateFailed, { description: subcontractorMessages.stale });
        return;
      }
      const onField = applyServerFieldErrors(error, setError, serverFields);
      toast.error(serverMessageOr(error, subcontractor ? subcontractorMessages.updateFailed : subcontractorMessages.addFailed), {
        description: onField ? 'Please check the highlighted fields.' : undefined,
      });
    }
  });

  // Only when the user chooses to: their typing stays on screen until then.
  const reload = async () => {
    if (!subcontractor) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...subcontractorQueryOptions(subcontractor.id), staleTime: 0 });
      reset(toFormValues(fresh));
      setUpdatedAt(fresh.updatedAt);
      setConflict(false);
    } catch (error) {
      toast.error(subcontractorMessages.loadFailed, { description: errorMessage(error) });
    } finally {
      setReloading(false);
    }
  };

  const rate = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label={subcontractor ? 'Edit subcontractor' : 'New subcontractor'}>
      {conflict && <StaleEditAlert noun="subcontractor" reloading={reloading} onReload={() => void reload()} />}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Company and contact</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id="subcontractor-company" label="Company name" error={errors.companyName?.message} autoComplete="off" {...register('companyName')} />
          <FormField id="subcontractor-trade" label="Trade" error={errors.trade?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('trade')}>
                {subcontractorTrades.map((trade) => (
                  <option key={trade} value={trade}>
                    {subcontractorTradeLabels[trade]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <InputField id="subcontractor-contact" label="Contact name" error={errors.contactName?.message} autoComplete="off" {...register('contactName')} />
          <InputField id="subcontractor-email" label="Email" type="email" error={errors.email?.message} autoComplete="off" {...register('email')} />
          <InputField id="subcontractor-phone" label="Phone" type="tel" error={errors.phone?.message} autoComplete="off" {...register('phone')} />
          <FormField id="subcontractor-status" label="Status" error={errors.status?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('status')}>
                {subcontractorStatuses.map((status) => (
                  <option key={status} value={status}>
                    {subcontractorStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">Insurance and rates</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="subcontractor-insurance-expiry"
            label="Insurance expiry"
            type="date"
            hint="The day their liability certificate runs out; you are warned 30 days before."
            error={errors.insuranceExpiryDate?.message}
            {...register('insuranceExpiryDate')}
          />
          <InputField id="subcontractor-hourly-rate" label="Hourly rate ($)" {...rate} error={errors.hourlyRate?.message} {...register('hourlyRate', { setValueAs: optionalNumber })} />
          <InputField id="subcontractor-flat-rate" label="Flat rate ($)" {...rate} error={errors.flatRate?.message} {...register('flatRate', { setValueAs: optionalNumber })} />
          <InputField
            id="subcontractor-flat-rate-description"
            label="Flat rate covers"
            placeholder="Stump grinding, per stump"
            error={errors.flatRateDescription?.message}
            autoComplete="off"
            {...register('flatRateDescription')}
          />
          <FormField id="subcontractor-notes" label="Notes" error={errors.notes?.message} className="sm:col-span-2">
            {(controlProps) => <Textarea {...controlProps} rows={4} {...register('notes')} />}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {subcontractor ? 'Save changes' : 'Add subcontractor'}
        </Button>
      </div>
    </form>
  );
}
