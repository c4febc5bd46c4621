import { meterReadingInputSchema, meterUnitLabels, meterUnits, upkeepMessages, type MeterUnit, type UnitUpkeep } from '@groundwork/domain/equipment';
import { workOrderLabel } from '@groundwork/domain/orders';
import { Loader2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatHours, formatShortDay } from '@/lib/format';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { paths } from '@/lib/paths';
import { numberOrText } from '@/lib/typed-number';
import { useAddMeterReading } from '../api/add-meter-reading';
import { schemaErrors, serverErrors, type FormErrors } from '../upkeep-access';
import { formatMeter } from '../upkeep-format';

/**
 * The unit's meters: what they read now (the last reading plus the hours of work orders it went out on since), a form to
 * type a reading, the readings and the work-order hours.
 */
export function MeterPanel({ upkeep, today }: { upkeep: UnitUpkeep; today: string }) {
  const { unit, readings, workOrderHours } = upkeep;
  const hoursFromOrders = workOrderHours.reduce((total, entry) => total + Math.round(entry.hours * 100), 0) / 100;
  return (
    <section aria-labelledby="meter-heading" className="grid gap-3 rounded-xl border border-border p-4">
      <h3 id="meter-heading" className="text-base font-semibold">
        Meter
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm tabular-nums">
        <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground">Hour meter</dt>
          <dd className="text-lg font-semibold">{unit.meterHours === null ? 'Not read yet' : formatMeter(unit.meterHours, 'hours')}</dd>
        </div>
        <div className="grid gap-0.5 rounded-lg bg-muted/50 p-3">
          <dt className="text-muted-foreground">Odometer</dt>
          <dd className="text-lg font-semibold">{unit.meterMiles === null ? '—' : formatMeter(unit.meterMiles, 'miles')}</dd>
        </div>
      </dl>
      <AddReadingForm equipmentId={unit.id} today={today} defaultUnit={unit.meterMiles !== null && unit.meterHours === null ? 'miles' : 'hours'} />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-1">
          <h4 className="text-sm font-medium">Readings</h4>
          {readings.length === 0 ? (
            <p className="text-xs text-muted-foreground">None typed yet.</p>
          ) : (
            <ul className="grid gap-1 text-xs tabular-nums" aria-label="Meter readings">
              {readings.map((reading) => (
                <li key={reading.id} className="flex flex-wrap justify-between gap-x-2 border-b border-border py-1 last:border-0">
                  <span>{formatShortDay(reading.date)}</span>
                  <span className="font-medium">{formatMeter(reading.value, reading.unit)}</span>
                  {(reading.note || reading.createdByName) && <span className="w-full text-muted-foreground">{[reading.note, reading.createdByName && `by ${reading.createdByName}`].filter(Boolean).join(' · ')}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid content-start gap-1">
          <h4 className="text-sm font-medium">Hours from work orders{workOrderHours.length > 0 && ` (${formatHours(hoursFromOrders)})`}</h4>
          {workOrderHours.length === 0 ? (
            <p className="text-xs text-muted-foreground">Hours add up here when a crew takes the unit on a work order and completes it.</p>
          ) : (
            <ul className="grid gap-1 text-xs tabular-nums" aria-label="Hours from work orders">
              {workOrderHours.map((entry) => (
                <li key={entry.workOrderId} className="flex flex-wrap justify-between gap-x-2 border-b border-border py-1 last:border-0">
                  <span className="min-w-0 truncate">
                    <Link to={paths.order(entry.workOrderId)} className="font-medium text-primary underline-offset-4 hover:underline">
                      {workOrderLabel(entry.number)}
                    </Link>{' '}
                    {formatShortDay(entry.date)}
                  </span>
                  <span className="font-medium">{formatHours(entry.hours)}</span>
                  <span className="w-full truncate text-muted-foreground">{entry.title}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function AddReadingForm({ equipmentId, today, defaultUnit }: { equipmentId: string; today: string; defaultUnit: MeterUnit }) {
  const [date, setDate] = useState(today);
  const [value, setValue] = useState('');
  const [unit, setUnit] = useState<MeterUnit>(defaultUnit);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const keyFor = useRef(idempotencyKeys()).current;
  const add = useAddMeterReading();

  const submit = () => {
    const parsed = meterReadingInputSchema.safeParse({ date, value: numberOrText(value), unit, note: note.trim() ? note : null });
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setErrors({});
    add.mutate(
      { equipmentId, input: parsed.data, idempotencyKey: keyFor(parsed.data) },
      {
        onSuccess: () => {
          toast.success(upkeepMessages.readingAdded);
          setValue('');
          setNote('');
        },
        onError: (error) => {
          const byField = serverErrors(error);
          setErrors(byField);
          if (Object.keys(byField).length === 0) toast.error(upkeepMessages.saveFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Add a meter reading"
      className="grid grid-cols-2 items-start gap-2 rounded-lg border border-dashed border-border p-3 sm:grid-cols-[9.5rem_1fr_7rem_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <InputField id="reading-date" label="Date" type="date" max={today} value={date} error={errors.date} disabled={add.isPending} onChange={(event) => setDate(event.target.value)} />
      <InputField id="reading-value" label="Reading" inputMode="decimal" value={value} error={errors.value} disabled={add.isPending} onChange={(event) => setValue(event.target.value)} />
      <FormField id="reading-unit" label="Unit" error={errors.unit}>
        {(control) => (
          <NativeSelect {...control} value={unit} disabled={add.isPending} onChange={(event) => setUnit(event.target.value as MeterUnit)}>
            {meterUnits.map((option) => (
              <option key={option} value={option}>
                {meterUnitLabels[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" className="self-end" disabled={add.isPending}>
        {add.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        Add reading
      </Button>
      <InputField id="reading-note" label="Note (optional)" className="col-span-2 sm:col-span-4" maxLength={500} value={note} error={errors.note} disabled={add.isPending} onChange={(event) => setNote(event.target.value)} />
    </form>
  );
}
