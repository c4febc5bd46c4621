import type { CompanyDetailsInput } from '@groundwork/domain/company-information';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { timeZonePickerOptionsWith } from '../time-zones';

/** Any form that edits company details keeps them under `companyDetails`. */
export type CompanyDetailsFormValues = { companyDetails: CompanyDetailsInput };

const mailingToPhysical = [
  ['address', 'physicalAddress'],
  ['city', 'physicalCity'],
  ['state', 'physicalState'],
  ['zipCode', 'physicalZipCode'],
  ['country', 'physicalCountry'],
] as const;

/**
 * The company details of SPEC.md §3: name, contact channels, mailing address, time zone, and the physical
 * address — which follows the mailing one while 'Same as above' is ticked.
 */
export function CompanyDetailsFields({ idPrefix = 'company' }: { idPrefix?: string }) {
  const countriesId = useId();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<CompanyDetailsFormValues>();
  const fieldErrors = errors.companyDetails;
  const sameAsAbove = useWatch({ control, name: 'companyDetails.sameAsAbove' }) ?? true;
  const mailing = useWatch({ control, name: ['companyDetails.address', 'companyDetails.city', 'companyDetails.state', 'companyDetails.zipCode', 'companyDetails.country'] });
  const id = (name: string) => `${idPrefix}-${name}`;

  const setSameAsAbove = (checked: boolean) => {
    setValue('companyDetails.sameAsAbove', checked, { shouldDirty: true });
    if (!checked) {
      // Unticking starts the physical address from the mailing one, to be edited from there.
      for (const [from, to] of mailingToPhysical) {
        setValue(`companyDetails.${to}`, getValues(`companyDetails.${from}`) ?? '', { shouldDirty: true });
      }
    }
  };

  return (
    <div className="grid gap-8">
      <datalist id={countriesId}>
        <option value="United States" />
        <option value="Canada" />
      </datalist>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-base font-semibold text-foreground">Company</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField id={id('name')} label="Company name" error={fieldErrors?.companyName?.message} autoComplete="organization" {...register('companyDetails.companyName')} />
          <InputField
            id={id('display-name')}
            label="Display name"
            hint="Shown on estimates and invoices, if different."
            error={fieldErrors?.companyDisplayName?.message}
            {...register('companyDetails.companyDisplayName')}
          />
          <InputField id={id('office-phone')} label="Office phone" type="tel" autoComplete="tel" error={fieldErrors?.officePhone?.message} {...register('companyDetails.officePhone')} />
          <InputField id={id('email')} label="Company email" type="email" autoComplete="email" error={fieldErrors?.companyEmail?.message} {...register('companyDetails.companyEmail')} />
          <InputField id={id('website')} label="Website" type="url" inputMode="url" placeholder="https://www.example.com" error={fieldErrors?.website?.message} {...register('companyDetails.website')} />
          <FormField id={id('time-zone')} label="Time zone" error={fieldErrors?.timeZone?.message} hint="Dates and times are shown in this zone.">
            {(controlProps) => (
              <Controller
                control={control}
                name="companyDetails.timeZone"
                render={({ field }) => (
                  <Combobox
                    id={controlProps.id}
                    aria-invalid={controlProps['aria-invalid']}
                    aria-describedby={controlProps['aria-describedby']}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    options={timeZonePickerOptionsWith(field.value ?? '')}
                    placeholder="Search time zones"
                    emptyText="No time zone matches"
                  />
                )}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-base font-semibold text-foreground">Mailing address</legend>
        <InputField id={id('address')} label="Address" autoComplete="address-line1" error={fieldErrors?.address?.message} {...register('companyDetails.address')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField id={id('city')} label="City" autoComplete="address-level2" error={fieldErrors?.city?.message} {...register('companyDetails.city')} />
          <InputField id={id('state')} label="State" autoComplete="address-level1" error={fieldErrors?.state?.message} {...register('companyDetails.state')} />
          <InputField id={id('zip')} label="ZIP code" autoComplete="postal-code" error={fieldErrors?.zipCode?.message} {...register('companyDetails.zipCode')} />
          <InputField id={id('country')} label="Country" list={countriesId} autoComplete="country-name" error={fieldErrors?.country?.message} {...register('companyDetails.country')} />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-base font-semibold text-foreground">Physical address</legend>
        <div className="flex items-center gap-3">
          <Checkbox id={id('same-as-above')} checked={sameAsAbove} onCheckedChange={(checked) => setSameAsAbove(checked === true)} />
          <Label htmlFor={id('same-as-above')}>Same as above</Label>
        </div>
        {sameAsAbove ? (
          // Read-only copies of the mailing fields: they follow as the user types above.
          <>
            <InputField id={id('physical-address')} label="Physical address" readOnly value={mailing[0] ?? ''} />
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField id={id('physical-city')} label="Physical city" readOnly value={mailing[1] ?? ''} />
              <InputField id={id('physical-state')} label="Physical state" readOnly value={mailing[2] ?? ''} />
              <InputField id={id('physical-zip')} label="Physical ZIP code" readOnly value={mailing[3] ?? ''} />
              <InputField id={id('physical-country')} label="Physical country" readOnly value={mailing[4] ?? ''} />
            </div>
          </>
        ) : (
          <>
            <InputField id={id('physical-address')} label="Physical address" error={fieldErrors?.physicalAddress?.message} {...register('companyDetails.physicalAddress')} />
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField id={id('physical-city')} label="Physical city" error={fieldErrors?.physicalCity?.message} {...register('companyDetails.physicalCity')} />
              <InputField id={id('physical-state')} label="Physical state" error={fieldErrors?.physicalState?.message} {...register('companyDetails.physicalState')} />
              <InputField id={id('physical-zip')} label="Physical ZIP code" error={fieldErrors?.physicalZipCode?.message} {...register('companyDetails.physicalZipCode')} />
              <InputField id={id('physical-country')} label="Physical country" list={countriesId} error={fieldErrors?.physicalCountry?.message} {...register('companyDetails.physicalCountry')} />
            </div>
          </>
        )}
      </fieldset>
    </div>
  );
}

