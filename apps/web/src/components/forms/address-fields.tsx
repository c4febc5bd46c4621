import { useFormContext, type FieldError, type FieldValues } from 'react-hook-form';
import { InputField } from '@/components/ui/form-field';

type AddressFieldsProps = {
  /** The form path of the address object: 'address', 'property.address'. */
  name: string;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** 'Billing address', 'Property address' — the group's legend. */
  legend: string;
};

/** The message of a nested field's error ('property.address.street'), if any. */
export function errorAt(errors: FieldValues, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return (node as FieldError | undefined)?.message;
}

/** Street, line 2, city, state, ZIP and country of a form inside a react-hook-form FormProvider. */
export function AddressFields({ name, idPrefix, legend }: AddressFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const field = (key: string) => ({ error: errorAt(errors, `${name}.${key}`), ...register(`${name}.${key}`) });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-foreground">{legend}</legend>
      <InputField id={`${idPrefix}-street`} label="Street" autoComplete="address-line1" {...field('street')} />
      <InputField id={`${idPrefix}-street2`} label="Street line 2" autoComplete="address-line2" {...field('street2')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField id={`${idPrefix}-city`} label="City" autoComplete="address-level2" {...field('city')} />
        <InputField id={`${idPrefix}-state`} label="State" autoComplete="address-level1" {...field('state')} />
        <InputField id={`${idPrefix}-zip`} label="ZIP code" autoComplete="postal-code" {...field('zipCode')} />
      </div>
      <InputField id={`${idPrefix}-country`} label="Country" autoComplete="country-name" {...field('country')} />
    </fieldset>
  );
}
