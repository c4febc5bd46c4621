import {
  ROUND_CREATE_FAILED,
  ROUND_UPDATE_FAILED,
  createRoundInputSchema,
  isWeeklyRhythm,
  monthLabels,
  roundRhythmLabels,
  roundRhythms,
  roundWeekdayLabels,
  type Round,
  type RoundStop,
} from '@groundwork/domain/rounds';
import { Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { domainResolver } from '@/lib/domain-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateRound } from '../api/create-round';
import { useUpdateRound } from '../api/update-round';
import { emptyRound, roundBody, roundFieldNames, roundFormValues, type RoundFormValues } from '../round-form-values';
import type { CustomerOption, NamedOption, StopOption } from '../round-options';
import { RoundStopsEditor } from './round-stops-editor';

type RoundFormProps = {
  /** The round to edit; none for a new one. */
  round?: Round;
  crews: readonly NamedOption[];
  customers: readonly CustomerOption[];
  customersLoading?: boolean;
  properties: readonly StopOption[] | undefined;
  onCustomerChange: (customerId: string) => void;
  onSaved: (round: Round) => void;
  onCancel: () => void;
  /** Reads the round again after someone else saved it (a 409). */
  onReload?: () => Promise<unknown>;
};

// The stops are checked by their own editor (a property can only be added once); the schema checks the rest.
const resolver = domainResolver<RoundFormValues, unknown>(createRoundInputSchema, (values) => roundBody(values, []));

/** New or edit round: its name, crew and rhythm, and its stops in driving order. */
export function RoundForm({ round, crews, customers, customersLoading, properties, onCustomerChange, onSaved, onCancel, onReload }: RoundFormProps) {
  const createRound = useCreateRound();
  const updateRound = useUpdateRound();
  const busy = createRound.isPending || updateRound.isPending;
  const [stops, setStops] = useState<RoundStop[]>(() => round?.stops ?? []);
  const [stopsError, setStopsError] = useState<string>();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const defaultValues = useMemo(() => (round ? roundFormValues(round) : emptyRound), [round]);
  const {
    register,
    control,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<RoundFormValues>({ resolver, defaultValues });
  const rhythm = useWatch({ control, name: 'rhythm' });
  const failed = round ? ROUND_UPDATE_FAILED : ROUND_CREATE_FAILED;

  const onError = (error: unknown) => {
    if (isStaleWrite(error)) {
      setStale(true);
      toast.error(failed, { description: 'Someone else changed this round. Reload to see their changes.' });
      return;
    }
    const onField = applyServerFieldErrors(error, setError, roundFieldNames);
    const stopError = isApiError(error) ? Object.entries(error.fieldErrors).find(([field]) => field.startsWith('propertyIds')) : undefined;
    if (stopError) {
      const index = Number(stopError[0].split('.')[1]);
      const stop = Number.isInteger(index) ? stops[index] : undefined;
      setStopsError(stop ? `${stop.customerName}, ${stop.address}: ${stopError[1][0]}. Remove the stop and save again.` : stopError[1][0]);
    }
    toast.error(failed, { description: onField || stopError ? 'Please check the highlighted fields.' : errorMessage(error) });
  };

  const onSubmit = handleSubmit((values) => {
    setStopsError(undefined);
    const body = roundBody(values, stops.map((stop) => stop.propertyId));
    const onSuccess = (saved: Round) => {
      toast.success(round ? 'Round saved' : `Round ${saved.name} created`);
      onSaved(saved);
    };
    if (round) updateRound.mutate({ id: round.id, input: { ...body, updatedAt: round.updatedAt } }, { onSuccess, onError });
    else createRound.mutate(body, { onSuccess, onError });
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {stale && (
        <StaleWriteAlert
          title="Someone else changed this round"
          description="Your changes are not saved. Reload to see the round as it is now (what you changed here will be replaced)."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <InputField id="round-name" label="Name" className="sm:col-span-2" autoComplete="off" placeholder="Tuesday mowing, North" error={errors.name?.message} {...register('name')} />
        <FormField id="round-crew" label="Crew" error={errors.crewId?.message}>
          {(controlProps) => (
            // Controlled: the crews may arrive after the round, and the select must then show the round's crew.
            <Controller
              control={control}
              name="crewId"
              render={({ field }) => (
                <NativeSelect {...controlProps} {...field}>
                  <option value="">No crew yet</option>
                  {crews.map((crew) => (
                    <option key={crew.id} value={crew.id}>
                      {crew.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </FormField>
        <FormField id="round-rhythm" label="Rhythm" error={errors.rhythm?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('rhythm')}>
              {roundRhythms.map((value) => (
                <option key={value} value={value}>
                  {roundRhythmLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {isWeeklyRhythm(rhythm) && (
          <FormField id="round-weekday" label="Weekday" error={errors.weekday?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('weekday')}>
                <option value="">Choose a day</option>
                {roundWeekdayLabels.map((label, index) => (
                  <option key={label} value={String(index)}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {rhythm === 'once' ? (
          <FormField id="round-month" label="Month" error={errors.month?.message}>
            {(controlProps) => (
              <NativeSelect {...controlProps} {...register('month')}>
                <option value="">Choose a month</option>
                {monthLabels.map((label, index) => (
                  <option key={label} value={String(index + 1)}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : (
          <>
            <InputField id="round-start" label="Season starts (optional)" type="date" error={errors.startDate?.message} {...register('startDate')} />
            <InputField id="round-end" label="Season ends (optional)" type="date" error={errors.endDate?.message} {...register('endDate')} />
          </>
        )}
        <FormField id="round-notes" label="Notes" className="sm:col-span-2" error={errors.notes?.message} hint="What the crew needs to know on this round.">
          {(controlProps) => <Textarea {...controlProps} rows={2} {...register('notes')} />}
        </FormField>
      </fieldset>

      <RoundStopsEditor
        stops={stops}
        onChange={(next) => {
          setStops(next);
          setStopsError(undefined);
        }}
        customers={customers}
        customersLoading={customersLoading}
        properties={properties}
        onCustomerChange={onCustomerChange}
        error={stopsError}
        disabled={busy}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {round ? 'Save round' : 'Create round'}
        </Button>
      </div>
    </form>
  );
}
