import { customerStatuses, customerStatusLabels, type Customer } from '@groundwork/domain/customers';
import type { RateJurisdiction } from '@groundwork/domain/sales-tax';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
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
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCreateCustomer } from '../api/create-customer';
import { getCustomerQueryOptions } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { customerFormResolver, customerToForm, emptyCustomerForm, toCreateBody, toFormErrors, toUpdateBody, type CustomerFormValues } from '../customer-form-values';

type CustomerFormProps = {
  /** Absent: a new customer. */
  customer?: Customer;
  leadSources?: readonly { id: string; name: string; status?: string }[];
  /** The company's sales tax categories, and its jurisdictions to say what rate a choice gives. */
  taxCategories?: readonly TaxCategoryOption[];
  jurisdictions?: readonly RateJurisdiction[] | undefined;
  onSaved: (customer: Customer) => void;
  onCancel?: () => void;
};

/**
 * Create or edit a customer. Validation is the domain schema's, field by field; the server's per-field messages land
 * under the same fields; a failed save keeps everything typed; a stale edit (409) offers to reload.
 */
export function CustomerForm({ customer, leadSources = [], taxCategories = [], jurisdictions, onSaved, onCancel }: CustomerFormProps) {
  const mode = customer ? 'update' : 'create';
  const queryClient = useQueryClient();
  const createCustomer = useCreateCustomer();
  const updateCustomer = useUpdateCustomer();
  const [updatedAt, setUpdatedAt] = useState(customer?.updatedAt ?? '');
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const resolver = useMemo(() => customerFormResolver(mode), [mode]);
  const form = useForm<CustomerFormValues>({ resolver, defaultValues: customer ? customerToForm(customer) : emptyCustomerForm() });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = form;
  const sameAsBilling = useWatch({ control, name: 'sameAsBilling' });

  const showServerErrors = (error: unknown, values: CustomerFormValues): boolean => {
    if (!isApiError(error)) return false;
    const fieldErrors = toFormErrors(error.fieldErrors, values.sameAsBilling);
    const entries = Object.entries(fieldErrors);
    entries.forEach(([field, message], index) => setError(field as Path<CustomerFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
    return entries.length > 0;
  };

  const onSubmit = handleSubmit((values) => {
    setConflict(false);
    if (!customer) {
      createCustomer.mutate(toCreateBody(values), {
        onSuccess: (saved) => {
          toast.success('Customer created');
          onSaved(saved);
        },
        onError: (error) => {
          const onField = showServerErrors(error, values);
          toast.error('Failed to create customer', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      });
      return;
    }
    updateCustomer.mutate(
      { id: customer.id, input: toUpdateBody(values, updatedAt) },
      {
        onSuccess: (saved) => {
          reset(customerToForm(saved));
          setUpdatedAt(saved.updatedAt);
          toast.success('Customer updated');
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setConflict(true);
            toast.error('Failed to update customer', { description: 'Someone else changed this customer. Reload to see their changes.' });
            return;
          }
          const onField = showServerErrors(error, values);
          toast.error('Failed to update customer', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  // Only when the user chooses to: their typing stays on screen until then.
  const reload = async () => {
    if (!customer) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...getCustomerQueryOptions(customer.id), staleTime: 0 });
      reset(customerToForm(fresh));
      setUpdatedAt(fresh.updatedAt);
      setConflict(false);
    } catch (error) {
      toast.error('Failed to fetch customers', { description: errorMessage(error) });
    } finally {
      setReloading(false);
    }
  };

  const busy = createCustomer.isPending || updateCustomer.isPending;
  const activeSources = leadSources.filter((source) => source.status !== 'archived' || source.id === customer?.leadSourceId);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-8">
        {conflict && <StaleEditAlert noun="customer" reloading={reloading} onReload={() => void reload()} />}

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-foreground">Contact</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <ClientTypeField idPrefix="customer" />
            <FormField id="customer-status" label="Status" error={errors.status?.message}>
              {(control) => (
                <NativeSelect {...control} {...register('status')}>
                  {customerStatuses.map((value) => (
                    <option key={value} value={value}>
                      {customerStatusLabels[value]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <ClientNameFields idPrefix="customer" />
            <DisplayNameField idPrefix="customer" />
            <ContactChannelFields idPrefix="customer" withWorkPhone />
          </div>
        </fieldset>

        <AddressFields name="address" idPrefix="customer-billing" legend="Billing address" />

        {!customer && (
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm font-semibold text-foreground">Service property</legend>
            <div className="flex items-center gap-3">
              <Checkbox
                id="customer-same-as-billing"
                checked={sameAsBilling}
                onCheckedChange={(checked) => form.setValue('sameAsBilling', checked === true)}
              />
              <Label htmlFor="customer-same-as-billing">Work happens at the billing address</Label>
            </div>
            <InputField id="customer-property-name" label="Property name" hint="Optional: 'Home', 'Lake cabin'." error={errors.property?.name?.message} {...register('property.name')} />
            {!sameAsBilling && <AddressFields name="property.address" idPrefix="customer-property" legend="Property address" />}
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                id="customer-property-lot-size"
                label="Lot size (sq ft)"
                inputMode="numeric"
                error={errors.property?.lotSizeSqFt?.message}
                {...register('property.lotSizeSqFt')}
              />
              <InputField
                id="customer-property-turf-area"
                label="Turf area (sq ft)"
                inputMode="numeric"
                error={errors.property?.turfAreaSqFt?.message}
                {...register('property.turfAreaSqFt')}
              />
            </div>
            <CoordinateFields name="property" idPrefix="customer-property" />
          </fieldset>
        )}

        <fieldset className="grid gap-4">
          <legend className="mb-1 text-sm font-semibold text-foreground">More</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <LeadSourceField idPrefix="customer" sources={activeSources} />
            <TaxCategoryField idPrefix="customer" categories={taxCategories} jurisdictions={jurisdictions} currentId={customer?.taxCategoryId ?? null} />
            <TagsField idPrefix="customer" />
          </div>
          <NotesField idPrefix="customer" />
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {customer ? 'Save changes' : 'Create customer'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
