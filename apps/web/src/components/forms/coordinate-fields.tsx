import type { LatLng } from '@groundwork/domain/shared';
import { MapIcon } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { useMapSettings } from '@/lib/map-settings';
import { errorAt } from './address-fields';
import { mapStart, PickOnMapDialog, type MapStart } from './pick-on-map-dialog';

type CoordinateFieldsProps = {
  /** The form path of the object holding `latitude` and `longitude`: '' for the form itself, 'property'. */
  name?: string;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
};

/** A typed coordinate within ±limit, or null when the field is empty or holds no such number. */
function typedCoordinate(value: unknown, limit: 90 | 180): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const coordinate = Number(value);
  return Number.isFinite(coordinate) && Math.abs(coordinate) <= limit ? coordinate : null;
}

/** Six decimals place a point within about 10 cm, finer than anyone picks on a map. */
const sixDecimals = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6);

/**
 * A property's latitude and longitude, typed (from a phone's map or a GPS) since nothing here looks addresses up, or
 * picked on a map when the server has a tile server. Both empty means no position yet; route optimisation orders a
 * crew's stops by them.
 */
export function CoordinateFields({ name = '', idPrefix }: CoordinateFieldsProps) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext();
  const { tiles, yard } = useMapSettings();
  const [picking, setPicking] = useState(false);
  const [start, setStart] = useState<MapStart | null>(null);
  const path = (key: 'latitude' | 'longitude') => (name ? `${name}.${key}` : key);
  const field = (key: 'latitude' | 'longitude') => ({ error: errorAt(errors, path(key)), ...register(path(key)) });

  const openMap = () => {
    const latitude = typedCoordinate(getValues(path('latitude')), 90);
    const longitude = typedCoordinate(getValues(path('longitude')), 180);
    const typed: LatLng | null = latitude !== null && longitude !== null ? { latitude, longitude } : null;
    setStart(mapStart(typed, yard));
    setPicking(true);
  };
  const fillFromMap = (place: LatLng) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(path('latitude'), sixDecimals(place.latitude), options);
    setValue(path('longitude'), sixDecimals(place.longitude), options);
    setPicking(false);
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-foreground">Map position</legend>
      <p className="-mt-2 text-xs text-muted-foreground">Optional. Optimised routes order a crew&apos;s stops by it; leave both empty if not known yet.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* No inputMode="decimal": phone keypads for it have no minus sign, and western longitudes need one. */}
        <InputField id={`${idPrefix}-latitude`} label="Latitude" type="number" step="any" hint="e.g. 44.9606" {...field('latitude')} />
        <InputField id={`${idPrefix}-longitude`} label="Longitude" type="number" step="any" hint="West is negative, e.g. -93.2776" {...field('longitude')} />
      </div>
      {tiles && (
        <div>
          <Button variant="outline" size="sm" onClick={openMap}>
            <MapIcon aria-hidden="true" />
            Pick on map
          </Button>
          {start && <PickOnMapDialog open={picking} onOpenChange={setPicking} tiles={tiles} start={start} onUse={fillFromMap} />}
        </div>
      )}
    </fieldset>
  );
}
