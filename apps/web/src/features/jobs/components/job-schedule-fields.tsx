import {
  jobPriorities,
  jobPriorityLabels,
  jobTypeLabels,
  jobTypes,
  MAX_SEASON_VISITS,
  visitDates,
  visitFrequencies,
  visitFrequencyLabels,
} from '@groundwork/domain/jobs';
import type { RoundListItem } from '@groundwork/domain/rounds';
import { parseCalendarDate } from '@groundwork/domain/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Controller, useFormContext, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/lib/paths';
import { formatVisitDate } from '../job-format';
import type { ScheduleFormValues } from '../job-form-values';

/** The visit dates a schedule gives, or null while the date, frequency or count is not usable yet. */
export function previewDates(values: Pick<ScheduleFormValues, 'jobType' | 'instanceDate' | 'frequency' | 'visitCount'>): string[] | null {
  if (!parseCalendarDate(values.instanceDate)) return null;
  if (values.jobType === 'one-time') return [values.instanceDate];
  const count = Number(values.visitCount.trim());
  if (!values.frequency || !Number.isInteger(count) || count < 1 || count > MAX_SEASON_VISITS) return null;
  return visitDates(values.instanceDate, values.frequency, count);
}

/**
 * Job type, first visit, frequency, number of visits and round (recurring), priority, flexible, work order and notes,
 * with a live preview of the visit dates. Used inside a react-hook-form FormProvider whose values include
 * ScheduleFormValues. `rounds` undefined: still loading; `propertyId`: the job's property, for the round's hint.
 */
export function JobScheduleFields({
  idPrefix,
  disabled = false,
  rounds,
  propertyId = null,
}: {
  idPrefix: string;
  disabled?: boolean;
  rounds?: readonly RoundListItem[];
  propertyId?: string | null;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ScheduleFormValues>();
  const [jobType, instanceDate, frequency, visitCount, roundId] = useWatch({ control, name: ['jobType', 'instanceDate', 'frequency', 'visitCount', 'roundId'] });
  const recurring = jobType === 'recurring';
  const dates = previewDates({ jobType, instanceDate, frequency, visitCount });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm leading-none font-medium text-foreground">Job type</legend>
        <div className="flex flex-wrap gap-3">
          {jobTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-input px-4 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" value={type} className="accent-[var(--primary)]" {...register('jobType')} />
              {jobTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id={id('date')} label={recurring ? 'First visit date' : 'Visit date'} type="date" disabled={disabled} error={errors.instanceDate?.message} {...register('instanceDate')} />
        <FormField id={id('priority')} label="Priority" error={errors.priority?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} disabled={disabled} {...register('priority')}>
              {jobPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {jobPriorityLabels[priority]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      {recurring && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FrequencyField id={id('frequency')} error={errors.frequency?.message} disabled={disabled} registration={register('frequency')} />
          <InputField
            id={id('visits')}
            label="Number of visits"
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            hint={`Up to ${MAX_SEASON_VISITS} visits in a season.`}
            error={errors.visitCount?.message}
            {...register('visitCount')}
          />
          <RoundField
            id={id('round')}
            rounds={rounds}
            roundId={roundId}
            propertyId={propertyId}
            error={errors.roundId?.message}
            disabled={disabled}
            registration={register('roundId')}
          />
        </div>
      )}

      <VisitPreview dates={dates} recurring={recurring} />

      <div className="grid gap-3 sm:grid-cols-2">
        <ToggleField id={id('flexible')} name="flexible" label="Flexible" hint="The visit may move a day or two to fit the route." disabled={disabled} />
        <ToggleField id={id('work-order')} name="createWorkOrder" label="Create work order" hint="Print a work order for the crew." disabled={disabled} />
      </div>

      <FormField id={id('notes')} label="Notes" error={errors.notes?.message}>
        {(controlProps) => <Textarea {...controlProps} rows={3} disabled={disabled} {...register('notes')} />}
      </FormField>
    </div>
  );
}

function ToggleField({ id, name, label, hint, disabled }: { id: string; name: 'flexible' | 'createWorkOrder'; label: string; hint: string; disabled: boolean }) {
  const { control } = useFormContext<ScheduleFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
          <div className="grid gap-0.5">
            <Label htmlFor={id}>{label}</Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch id={id} aria-describedby={`${id}-hint`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />
        </div>
      )}
    />
  );
}

/** How often a recurring job's visits come (weekly, every 2 or 4 weeks, monthly), as a form field. */
export function FrequencyField({ id, error, disabled, registration }: { id: string; error?: string; disabled: boolean; registration: UseFormRegisterReturn }) {
  return (
    <FormField id={id} label="Frequency" error={error}>
      {(controlProps) => (
        <NativeSelect {...controlProps} disabled={disabled} {...registration}>
          <option value="">Choose…</option>
          {visitFrequencies.map((value) => (
            <option key={value} value={value}>
              {visitFrequencyLabels[value]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/**
 * The round a recurring job joins ("No round" by default), and what joining does. The server puts the job's work
 * orders in the round's order only when the property is one of its stops (it never adds the stop), and gives the
 * orders without a crew the round's crew either way.
 */
export function RoundField({
  id,
  rounds,
  roundId,
  propertyId,
  error,
  disabled,
  registration,
}: {
  id: string;
  rounds: readonly RoundListItem[] | undefined;
  roundId: string;
  propertyId: string | null;
  error?: string;
  disabled: boolean;
  registration: UseFormRegisterReturn;
}) {
  const round = rounds?.find((candidate) => candidate.id === roundId);
  const crew = round?.crewName ? `, and its work orders without a crew go to ${round.crewName}` : '';
  let hint: ReactNode = rounds === undefined ? 'Loading rounds…' : rounds.length === 0 ? 'The company has no rounds yet.' : 'Optional: the round whose order the work orders follow.';
  if (round && propertyId && !round.propertyIds.includes(propertyId)) {
    hint = (
      <>
        This property is not a stop of {round.name}. The job joins the round{crew}, but its work orders keep their own place on the route until the
        property is added to the round&apos;s stops.{' '}
        <Link className="font-medium text-foreground underline" to={paths.round(round.id)}>
          Open the round
        </Link>
      </>
    );
  } else if (round) {
    hint = `The work orders follow ${round.name}'s order${crew}.`;
  }
  return (
    <FormField id={id} label="Round" error={error} hint={hint} className="sm:col-span-2">
      {(controlProps) => (
        <NativeSelect {...controlProps} disabled={disabled || rounds === undefined} {...registration}>
          <option value="">No round</option>
          {rounds?.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** The dates the visits will fall on, worked out as they are typed (the server plans the same ones). */
export function VisitPreview({ dates, recurring, label = 'Visit dates' }: { dates: string[] | null; recurring: boolean; label?: string }) {
  return (
    <section aria-label={label} aria-live="polite" className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
      {dates === null ? (
        <p className="text-muted-foreground">Enter a {recurring ? 'first visit date, frequency and number of visits' : 'visit date'} to see the visit dates.</p>
      ) : (
        <>
          <p className="font-medium text-foreground">
            {dates.length === 1 ? `1 visit on ${formatVisitDate(dates[0])}` : `${dates.length} visits, from ${formatVisitDate(dates[0])} to ${formatVisitDate(dates.at(-1))}`}
          </p>
          {dates.length > 1 && (
            <ol className="mt-2 grid max-h-40 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto text-muted-foreground sm:grid-cols-2" aria-label={`${label}, one by one`} tabIndex={0}>
              {dates.map((date, index) => (
                <li key={date}>
                  <span className="tabular-nums">{index + 1}.</span> {formatVisitDate(date)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
