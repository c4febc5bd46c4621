import { customerTypeLabels, customerTypes } from '@groundwork/domain/customers';
import { formatTaxRate, resolveClientTaxRate, type ClientRateCategory, type ClientTaxRate, type RateJurisdiction } from '@groundwork/domain/sales-tax';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ClientContactFormValues } from '@/lib/client-form-values';

// Pieces of a client form (customer, lead) inside a react-hook-form FormProvider whose values extend
// ClientContactFormValues. Each takes the prefix of its inputs' ids ('customer', 'lead'); the forms lay them out.

function useClientForm() {
  return useFormContext<ClientContactFormValues>();
}

/** Residential or commercial. */
export function ClientTypeField({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useClientForm();
  return (
    <FormField id={`${idPrefix}-type`} label="Type" error={errors.type?.message}>
      {(controlProps) => (
        <NativeSelect {...controlProps} {...register('type')}>
          {customerTypes.map((value) => (
            <option key={value} value={value}>
              {customerTypeLabels[value]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** First and last name, then the company name (required for a commercial client). */
export function ClientNameFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useClientForm();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <InputField id={`${idPrefix}-first-name`} label="First name" autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
      <InputField id={`${idPrefix}-last-name`} label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
      <InputField
        id={`${idPrefix}-company-name`}
        label={type === 'commercial' ? 'Company name (required)' : 'Company name'}
        autoComplete="off"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
    </>
  );
}

export function DisplayNameField({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useClientForm();
  return (
    <InputField
      id={`${idPrefix}-display-name`}
      label="Display name"
      hint="Leave blank to use the person's or company's name."
      autoComplete="off"
      error={errors.displayName?.message}
      {...register('displayName')}
    />
  );
}

/** Email, phone and mobile phone, and the work phone when asked for. */
export function ContactChannelFields({ idPrefix, withWorkPhone = false }: { idPrefix: string; withWorkPhone?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useClientForm();
  return (
    <>
      <InputField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <InputField id={`${idPrefix}-phone`} label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      <InputField id={`${idPrefix}-mobile-phone`} label="Mobile phone" type="tel" autoComplete="off" error={errors.mobilePhone?.message} {...register('mobilePhone')} />
      {withWorkPhone && (
        <InputField id={`${idPrefix}-work-phone`} label="Work phone" type="tel" autoComplete="off" error={errors.workPhone?.message} {...register('workPhone')} />
      )}
    </>
  );
}

/** The lead source select: the sources offered, or none. */
export function LeadSourceField({ idPrefix, sources }: { idPrefix: string; sources: readonly { id: string; name: string }[] }) {
  const {
    register,
    formState: { errors },
  } = useClientForm();
  return (
    <FormField id={`${idPrefix}-lead-source`} label="Lead source" error={errors.leadSourceId?.message}>
      {(controlProps) => (
        <NativeSelect {...controlProps} {...register('leadSourceId')}>
          <option value="">None</option>
          {sources.map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** What the tax category select needs of a category and a jurisdiction (the API's SalesTaxCategory and Jurisdiction fit). */
export type TaxCategoryOption = ClientRateCategory;

function taxHint(tax: ClientTaxRate): string {
  if (tax.source === 'none') return 'Estimates charge no sales tax.';
  if (tax.rate === 0) return `${tax.name}: estimates charge no sales tax.`;
  return `Estimates are taxed at ${tax.name} ${formatTaxRate(tax.rate)}.`;
}

/**
 * The client's sales tax category: one of the company's, or none, and then the company's default for clients
 * applies ('Company default (Minneapolis City Tax)'). With the jurisdictions, the hint says the rate estimates will
 * charge, worked out by the same function as the server's. A deactivated category is offered only to the client
 * that has it.
 */
export function TaxCategoryField({
  idPrefix,
  categories,
  jurisdictions,
  currentId = null,
}: {
  idPrefix: string;
  categories: readonly TaxCategoryOption[];
  jurisdictions?: readonly RateJurisdiction[] | undefined;
  /** The category the client had when the form opened. */
  currentId?: string | null;
}) {
  const { control } = useClientForm();
  // Controlled, so the saved choice shows even when the categories arrive after the form opened.
  const { field, fieldState } = useController({ control, name: 'taxCategoryId' });
  const chosen = field.value;
  const companyDefault = categories.find((category) => category.isDefaultForClients && category.isActive);
  const offered = [...categories]
    .filter((category) => category.isActive || category.id === currentId || category.id === chosen)
    .sort((a, b) => a.name.localeCompare(b.name));
  const hint = jurisdictions ? taxHint(resolveClientTaxRate(chosen || null, categories, jurisdictions)) : undefined;
  return (
    <FormField id={`${idPrefix}-tax-category`} label="Tax category" hint={hint} error={fieldState.error?.message}>
      {(controlProps) => (
        <NativeSelect {...controlProps} name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
          <option value="">{companyDefault ? `Company default (${companyDefault.name})` : 'None'}</option>
          {offered.map((category) => (
            <option key={category.id} value={category.id}>
              {category.isActive ? category.name : `${category.name} (inactive)`}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

export function TagsField({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useClientForm();
  return <InputField id={`${idPrefix}-tags`} label="Tags" hint="Separate tags with commas." autoComplete="off" error={errors.tagsText?.message} {...register('tagsText')} />;
}

export function NotesField({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useClientForm();
  return (
    <FormField id={`${idPrefix}-notes`} label="Notes" error={errors.notes?.message}>
      {(controlProps) => <Textarea {...controlProps} rows={4} {...register('notes')} />}
    </FormField>
  );
}
