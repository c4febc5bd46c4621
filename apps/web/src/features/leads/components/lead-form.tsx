import { leadStatuses, leadStatusLabels, suggestedLostReasons, type Lead } from '@groundwork/domain/leads';
import type { RateJurisdiction } from '@groundwork/domain/sales-tax';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import {
  ClientNameFields,
  ClientTypeField,
  ContactChannelFields,
  DisplayNameField,
  LeadSourceField,
  NotesField,
  TagsField,
  TaxCategoryField,
  type TaxCategoryOption,
} from '@/components/clients/contact-fields';
import { StaleEditAlert } from '@/components/clients/stale-edit-alert';
import { AddressFields } from '@/components/forms/address-fields';
import { CoordinateFields } from '@/components/forms/coordinate-fields';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateLead } from '../api/create-lead';
import { getLeadQueryOptions } from '../api/get-lead';
import { useUpdateLead } from '../api/update-lead';
import { emptyLeadForm, leadFormResolver, leadToForm, toLeadCreateBody, toLeadFormErrors, toLeadUpdateBody, type LeadFormValues } from '../lead-form-values';

type LeadFormProps = {
  lead?: Lead;
  leadSources?: readonly { id: string; name: string; status?: string }[];
  /** The company's sales tax categories, and its jurisdictions to say what rate a choice gives. */
  taxCategories?: readonly TaxCategoryOption[];
  jurisdictions?: readonly RateJurisdiction[] | undefined;
  onSaved: (lead: Lead) => void;
  onCancel?: () => void;
};

/** Create or edit a lead: contact, the site to quote, pipeline status, value and follow-up. */
export function LeadForm({ lead, leadSources = [], taxCategories = [], jurisdictions, onSaved, onCancel }: LeadFormProps) {
  const mode = lead ? 'update' : 'create';
  const reasonsId = useId();
  const queryClient = useQueryClient();
  const createLead = useCreateLead();
  const updateLead = useUpdateLead();
  const [updatedAt, setUpdatedAt] = useState(lead?.updatedAt ?? '');
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const resolver = useMemo(() => leadFormResolver(mode), [mode]);
  const form = useForm<LeadFormValues>({ resolver, defaultValues: lead ? leadToForm(lead) : emptyLeadForm() });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = form;
  const status = useWatch({ control, name: 'status' });

  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const entries = Object.entries(toLeadFormErrors(error.fieldErrors));
    entries.forEach(([field, message], index) => setError(field as Path<LeadFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
    return entries.length > 0;
  };

  const onSubmit = handleSubmit((values) => {
    setConflict(false);
    if (!lead) {
      createLead.mutate(toLeadCreateBody(values), {
        onSuccess: (saved) => {
          toast.success('Lead created');
          onSaved(saved);
        },
        onError: (error) => {
          const onField = showServerErrors(error);
          toast.error('Failed to create lead', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      });
      return;
    }
    updateLead.mutate(
      { id: lead.id, input: toLeadUpdateBody(values, updatedAt) },
      {
        onSuccess: (saved) => {
          reset(leadToForm(saved));
          setUpdatedAt(saved.updatedAt);
          toast.success('Lead updated');
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setConflict(true);
            toast.error('Failed to update lead', { description: 'Someone else changed this lead. Reload to see their changes.' });
            return;
          }
          const onField = showServerErrors(error);
          toast.error('Failed to update lead', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  // Only when the user chooses to: their typing stays on screen until then.
  const reload = async () => {
    if (!lead) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...getLeadQueryOptions(lead.id), staleTime: 0 });
      reset(leadToForm(fresh));
      setUpdatedAt(fresh.updatedAt);
      setConflict(false);
    } catch (error) {
      toast.error('Failed to fetch leads', { description: errorMessage(error) });
    } finally {
      setReloading(false);
    }
  };

  const busy = createLead.isPending || updateLead.isPending;
  const activeSources = leadSources.filter((source) => source.status !== 'archived' || source.id === lead?.leadSourceId);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-8">
        {conflict && <StaleEditAlert noun="lead" reloading={reloading} onReload={() => void reload()} />}

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-foreground">Contact</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <ClientTypeField idPrefix="lead" />
            <DisplayNameField idPrefix="lead" />
            <ClientNameFields idPrefix="lead" />
            <ContactChannelFields idPrefix="lead" />
          </div>
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-foreground">Pipeline</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="lead-status" label="Status" error={errors.status?.message}>
              {(controlProps) => (
                <NativeSelect {...controlProps} {...register('status')}>
                  {leadStatuses.map((value) => (
                    <option key={value} value={value}>
                      {leadStatusLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {status === 'lost' && (
              <InputField id="lead-lost-reason" label="Lost reason" list={reasonsId} autoComplete="off" error={errors.lostReason?.message} {...register('lostReason')} />
            )}
            <InputField id="lead-estimated-value" label="Estimated value ($)" inputMode="decimal" error={errors.estimatedValue?.message} {...register('estimatedValue')} />
            <InputField id="lead-follow-up" label="Follow-up date" type="date" error={errors.followUpDate?.message} {...register('followUpDate')} />
            <InputField id="lead-assigned-to" label="Assigned to" autoComplete="off" error={errors.assignedTo?.message} {...register('assignedTo')} />
            <LeadSourceField idPrefix="lead" sources={activeSources} />
          </div>
          <datalist id={reasonsId}>
            {suggestedLostReasons.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
        </fieldset>

        <AddressFields name="address" idPrefix="lead-billing" legend="Mailing address" />

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-foreground">Property to quote</legend>
          <InputField id="lead-property-name" label="Property name" hint="Optional. Leave the property blank if it is not known yet." error={errors.property?.name?.message} {...register('property.name')} />
          <AddressFields name="property.address" idPrefix="lead-property" legend="Property address" />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField id="lead-property-lot-size" label="Lot size (sq ft)" inputMode="numeric" error={errors.property?.lotSizeSqFt?.message} {...register('property.lotSizeSqFt')} />
            <InputField id="lead-property-turf-area" label="Turf area (sq ft)" inputMode="numeric" error={errors.property?.turfAreaSqFt?.message} {...register('property.turfAreaSqFt')} />
          </div>
          <CoordinateFields name="property" idPrefix="lead-property" />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-foreground">More</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TaxCategoryField idPrefix="lead" categories={taxCategories} jurisdictions={jurisdictions} currentId={lead?.taxCategoryId ?? null} />
            <TagsField idPrefix="lead" />
          </div>
          <NotesField idPrefix="lead" />
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {lead ? 'Save changes' : 'Create lead'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
