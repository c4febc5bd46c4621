import { useFormContext } from 'react-hook-form';
import { InputField } from '@/components/ui/form-field';
import { errorAt } from './address-fields';

type CoordinateFieldsProps = {
  /** The form path of the object holding `latitude` and `longitude`: '' for the form itself, 'property'. */
  name?: string;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
};

/**
 * A property's latitude and longitude, typed (from a phone's map or a GPS) since nothing here looks addresses up.
 * Both empty means no position yet; route optimisation orders a crew's stops by them.
 */
export function CoordinateFields({ name = '', idPrefix }: CoordinateFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const path = (key: 'latitude' | 'longitude') => (name ? `${name}.${key}` : key);
  const field = (key: 'latitude' | 'longitude') => ({ error: errorAt(errors, path(key)), ...register(path(key)) });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-foreground">Map position</legend>
      <p className="-mt-2 text-xs text-muted-foreground">Optional. Optimised routes order a crew&apos;s stops by it; leave both empty if not known yet.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* No inputMode="decimal": phone keypads for it have no minus sign, and western longitudes need one. */}
        <InputField id={`${idPrefix}-latitude`} label="Latitude" type="number" step="any" hint="e.g. 44.9606" {...field('latitude')} />
        <InputField id={`${idPrefix}-longitude`} label="Longitude" type="number" step="any" hint="West is negative, e.g. -93.2776" {...field('longitude')} />
      </div>
    </fieldset>
  );
}
