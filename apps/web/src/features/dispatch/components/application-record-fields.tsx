import { windDirectionLabels, windDirections, type ApplicationListItem, type WindDirection } from '@groundwork/domain/chemical-applications';
import { AlertTriangleIcon, CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { blankRequired, fieldLabel, type ApplicationEntry, type ApplicationLine, type CrewField } from '../application-gate';
import { formatClockTime } from '../clock-time';

type Person = { employeeId: string; name: string };

type ApplicationRecordFieldsProps = {
  orderId: string;
  line: ApplicationLine;
  /** The record already kept for this product on the order, if any. */
  record: ApplicationListItem | undefined;
  /** The fields the company's profile requires that the crew fills in. */
  required: readonly CrewField[];
  entry: ApplicationEntry;
  onChange: (next: Partial<ApplicationEntry>) => void;
  people: readonly Person[];
  errors: Record<string, string>;
  warnings: readonly { code: keyof ApplicationEntry['reasons']; message: string }[];
};

/**
 * One application product on the order: the record the state asks for (finish, rate, area, weather, target,
 * applicator), or the record already kept with what it still lacks. Big touch targets for a phone.
 */
export function ApplicationRecordFields({ orderId, line, record, required, entry, onChange, people, errors, warnings }: ApplicationRecordFieldsProps) {
  const timeZone = useCompanyTimeZone();
  const prefix = `application-${orderId}-${line.productId}`;
  // An existing record asks only for what it lacks; a new one for everything the profile requires.
  const shown = record ? required.filter((field) => record.missingFields.includes(field)) : required;
  const blank = new Set(blankRequired(entry, shown));
  const input = (field: CrewField, label: string, key: 'rate' | 'areaTreated' | 'temperatureF' | 'windSpeedMph' | 'target', inputMode: 'decimal' | 'numeric' | 'text' = 'decimal') => {
    const id = `${prefix}-${key}`;
    const error = errors[key];
    return (
      <Field key={field} id={id} label={label} error={error}>
        <Input
          {...fieldA11y(id, error)}
          className="h-11"
          inputMode={inputMode}
          autoComplete="off"
          aria-required="true"
          value={entry[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
        />
      </Field>
    );
  };

  const controls: Record<CrewField, () => ReactNode> = {
    finishedAt: () => {
      const id = `${prefix}-finished`;
      return (
        <Field key="finishedAt" id={id} label="Finished at" error={errors.finishedAt}>
          <Input {...fieldA11y(id, errors.finishedAt)} className="h-11" type="time" aria-required="true" value={entry.finishedTime} onChange={(event) => onChange({ finishedTime: event.target.value })} />
        </Field>
      );
    },
    startedAt: () => {
      const id = `${prefix}-started`;
      return (
        <Field key="startedAt" id={id} label="Started at" error={errors.startedAt}>
          <Input {...fieldA11y(id, errors.startedAt)} className="h-11" type="time" aria-required="true" value={entry.startedTime} onChange={(event) => onChange({ startedTime: event.target.value })} />
        </Field>
      );
    },
    rate: () => input('rate', 'Rate per 1,000 sq ft', 'rate'),
    areaTreated: () => input('areaTreated', 'Area treated (sq ft)', 'areaTreated', 'numeric'),
    target: () => input('target', 'Target (turf — broadleaf weeds)', 'target', 'text'),
    temperatureF: () => input('temperatureF', 'Temperature (°F)', 'temperatureF'),
    windSpeedMph: () => input('windSpeedMph', 'Wind (mph)', 'windSpeedMph'),
    windDirection: () => {
      const id = `${prefix}-wind-direction`;
      return (
        <Field key="windDirection" id={id} label="Wind direction" error={errors.windDirection}>
          <NativeSelect
            {...fieldA11y(id, errors.windDirection)}
            className="[&_select]:h-11"
            aria-required="true"
            value={entry.windDirection}
            onChange={(event) => onChange({ windDirection: event.target.value as WindDirection | '' })}
          >
            <option value="">Choose</option>
            {windDirections.map((direction) => (
              <option key={direction} value={direction}>
                {windDirectionLabels[direction]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    },
    applicatorName: () => {
      const id = `${prefix}-applicator`;
      return (
        <Field key="applicatorName" id={id} label="Applicator" error={errors.applicatorEmployeeId}>
          <NativeSelect
            {...fieldA11y(id, errors.applicatorEmployeeId)}
            className="[&_select]:h-11"
            value={entry.applicatorEmployeeId}
            onChange={(event) => onChange({ applicatorEmployeeId: event.target.value })}
          >
            <option value="">Choose who applied it</option>
            {people.map((person) => (
              <option key={person.employeeId} value={person.employeeId}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    },
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" aria-describedby={`${prefix}-state`}>
      <legend className="px-1 text-sm font-semibold">Application record — {line.productName}</legend>
      {record ? (
        record.complete ? (
          <p id={`${prefix}-state`} className="flex items-center gap-2 text-sm text-success-strong">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            Recorded: finished {formatClockTime(record.finishedAt, timeZone)} by {record.applicatorName}
          </p>
        ) : (
          <p id={`${prefix}-state`} className="flex items-start gap-2 text-sm">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden="true" />
            <span>
              Recorded, but it still lacks {record.missingFields.map(fieldLabel).join(', ')}.
              {shown.length < record.missingFields.length && ' The office fills in what is not asked for here.'}
            </span>
          </p>
        )
      ) : (
        <p id={`${prefix}-state`} className="text-sm text-muted-foreground">
          {blank.size === 0 ? 'Ready to record.' : `The state asks for ${[...blank].map(fieldLabel).join(', ')}.`}
        </p>
      )}
      {shown.length > 0 && <div className="grid grid-cols-2 gap-3">{shown.map((field) => controls[field]())}</div>}
      {warnings.map((warning) => {
        const id = `${prefix}-reason-${warning.code}`;
        return (
          <div key={warning.code} className="grid gap-2 rounded-md border border-warning/40 bg-warning-soft/40 p-2">
            <p id={`${id}-warning`} className="flex gap-2 text-sm" role="alert">
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden="true" />
              {warning.message}
            </p>
            <Field id={id} label="Reason to save anyway">
              <Input
                id={id}
                className="h-11"
                aria-describedby={`${id}-warning`}
                autoComplete="off"
                value={entry.reasons[warning.code] ?? ''}
                onChange={(event) => onChange({ reasons: { ...entry.reasons, [warning.code]: event.target.value } })}
              />
            </Field>
          </div>
        );
      })}
    </fieldset>
  );
}
