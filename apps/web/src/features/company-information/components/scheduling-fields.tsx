import { weekdayLabels, type SchedulingDetailsInput } from '@groundwork/domain/company-information';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/form-field';

type SchedulingForm = { schedulingDetails: SchedulingDetailsInput };

/** Monday first, as a landscaper's week reads. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** A number typed in a field, or null when it is left empty (a coordinate not known yet). */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * When the crews work and where they leave from: the schedule board's capacity (crew size × shift), the day a rain
 * day moves work to, and the start and end of every optimised route.
 */
export function SchedulingFields() {
  const { control, register, formState } = useFormContext<SchedulingForm>();
  const errors = formState.errors.schedulingDetails;
  const daysError = errors?.workingWeekdays?.message ?? errors?.workingWeekdays?.root?.message;

  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 text-base font-semibold text-foreground">Scheduling</legend>
      <Controller
        control={control}
        name="schedulingDetails.workingWeekdays"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          const toggle = (day: number, on: boolean) => {
            const next = new Set(chosen);
            if (on) next.add(day);
            else next.delete(day);
            field.onChange([...next].sort((a, b) => a - b));
          };
          return (
            <div role="group" aria-labelledby="working-days-label" aria-describedby={daysError ? 'working-days-error' : undefined} className="grid gap-2">
              <span id="working-days-label" className="text-sm font-medium text-foreground">
                Working days
              </span>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {weekOrder.map((day) => (
                  <label key={day} className="flex items-center gap-2 text-sm text-foreground">
                    <Checkbox checked={chosen.has(day)} onCheckedChange={(checked) => toggle(day, checked === true)} onBlur={field.onBlur} />
                    {weekdayLabels[day]}
                  </label>
                ))}
              </div>
              {daysError && (
                <p id="working-days-error" className="text-sm text-destructive">
                  {daysError}
                </p>
              )}
            </div>
          );
        }}
      />
      {/* The yard's coordinates have no inputMode="decimal": phone keypads for it have no minus sign (west is negative). */}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="scheduling-shift-hours"
          label="Shift length (hours a crew member works a day)"
          type="number"
          inputMode="decimal"
          step="0.25"
          min="0.5"
          max="24"
          error={errors?.shiftHours?.message}
          {...register('schedulingDetails.shiftHours', { valueAsNumber: true })}
        />
        <InputField
          id="scheduling-day-start"
          label="Usual start of the day"
          type="time"
          error={errors?.dayStartTime?.message}
          {...register('schedulingDetails.dayStartTime')}
        />
        <InputField
          id="scheduling-yard-latitude"
          label="Yard latitude"
          type="number"
          step="any"
          hint="Where crews leave from and come back to; optimised routes start and end here. E.g. 44.9606"
          error={errors?.yardLatitude?.message}
          {...register('schedulingDetails.yardLatitude', { setValueAs: numberOrNull })}
        />
        <InputField
          id="scheduling-yard-longitude"
          label="Yard longitude"
          type="number"
          step="any"
          hint="West of Greenwich is negative. E.g. -93.2776"
          error={errors?.yardLongitude?.message}
          {...register('schedulingDetails.yardLongitude', { setValueAs: numberOrNull })}
        />
      </div>
    </fieldset>
  );
}
