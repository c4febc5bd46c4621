import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyDetailsSchema,
  contactDetailsSchema,
  schedulingDetailsSchema,
  withPhysicalAddress,
  type CompanyInformation,
} from '@groundwork/domain/company-information';
import { Loader2Icon } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { STALE_DESCRIPTION, StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { useVersionedForm } from '@/components/forms/use-versioned-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCompanyInformation } from '../api/get-company-information';
import { useUpdateCompanyInformation } from '../api/update-company-information';
import { CompanyDetailsFields } from './company-details-fields';
import { SchedulingFields } from './scheduling-fields';

const companyInformationFormSchema = z.object({
  companyDetails: companyDetailsSchema,
  contactDetails: contactDetailsSchema,
  schedulingDetails: schedulingDetailsSchema,
});
type FormInput = z.input<typeof companyInformationFormSchema>;
type FormOutput = z.output<typeof companyInformationFormSchema>;

const serverFields = [
  ...Object.keys(companyDetailsSchema.shape).map((key) => `companyDetails.${key}`),
  ...Object.keys(contactDetailsSchema.shape).map((key) => `contactDetails.${key}`),
  ...['workingWeekdays', 'shiftHours', 'dayStartTime', 'yardLatitude', 'yardLongitude'].map((key) => `schedulingDetails.${key}`),
] as FieldPath<FormInput>[];

function defaultsFrom(information: CompanyInformation): FormInput {
  return {
    companyDetails: { ...information.companyDetails },
    contactDetails: { ...information.contactDetails },
    schedulingDetails: { ...information.schedulingDetails },
  };
}

type CompanyInformationFormProps = {
  information: CompanyInformation;
  /** The onboarding wizard edits the company details only; the edit screen edits the contact and scheduling too. */
  detailsOnly?: boolean;
  submitLabel?: string;
  onSaved?: (saved: CompanyInformation) => void;
  /** Extra buttons beside the submit button (Cancel, Back). */
  secondaryActions?: ReactNode;
};

/**
 * Company details, contact details and scheduling (SPEC.md §3). Validation comes from the domain schemas and shows under
 * each field; what was typed stays when a save fails. A save based on an older version (409) offers to reload.
 */
export function CompanyInformationForm({ information, detailsOnly = false, submitLabel = 'Save changes', onSaved, secondaryActions }: CompanyInformationFormProps) {
  const update = useUpdateCompanyInformation();
  const latest = useCompanyInformation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(companyInformationFormSchema),
    defaultValues: defaultsFrom(information),
  });
  const { reset, setError, formState } = form;
  const versioned = useVersionedForm({
    loaded: information,
    reset,
    isDirty: formState.isDirty,
    defaultsFrom,
    refetch: latest.refetch,
    reloadedMessage: 'Loaded the latest company information',
  });

  const save = (values: FormOutput) => {
    update.mutate(
      {
        updatedAt: versioned.version(),
        companyDetails: withPhysicalAddress(values.companyDetails),
        ...(detailsOnly ? {} : { contactDetails: values.contactDetails, schedulingDetails: values.schedulingDetails }),
      },
      {
        onSuccess: ({ companyInformation: saved }) => {
          versioned.saved(saved);
          toast.success('Company information saved');
          onSaved?.(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            versioned.refused();
            toast.error('Failed to save company information', { description: errorMessage(error) });
            return;
          }
          const onField = applyServerFieldErrors(error, setError, serverFields);
          toast.error('Failed to save company information', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event);

  const busy = update.isPending;
  const errors = formState.errors.contactDetails;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Company information">
        {versioned.stale && (
          <StaleWriteAlert
            title="Someone else changed the company information"
            description={STALE_DESCRIPTION}
            busy={versioned.reloading}
            onReload={() => void versioned.reload()}
          />
        )}

        <CompanyDetailsFields />

        {!detailsOnly && (
          <fieldset className="grid gap-5">
            <legend className="mb-4 text-base font-semibold text-foreground">Main contact</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField id="contact-first-name" label="First name" autoComplete="given-name" error={errors?.firstName?.message} {...form.register('contactDetails.firstName')} />
              <InputField id="contact-last-name" label="Last name" autoComplete="family-name" error={errors?.lastName?.message} {...form.register('contactDetails.lastName')} />
              <InputField id="contact-title" label="Title" autoComplete="organization-title" error={errors?.title?.message} {...form.register('contactDetails.title')} />
              <InputField id="contact-email" label="Email" type="email" autoComplete="email" error={errors?.email?.message} {...form.register('contactDetails.email')} />
              <InputField id="contact-phone" label="Phone" type="tel" autoComplete="tel" error={errors?.phone?.message} {...form.register('contactDetails.phone')} />
              <InputField id="contact-fax" label="Fax" type="tel" error={errors?.fax?.message} {...form.register('contactDetails.fax')} />
            </div>
          </fieldset>
        )}

        {!detailsOnly && <SchedulingFields />}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {secondaryActions}
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
