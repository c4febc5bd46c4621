import {
  applicationRecordFieldLabels,
  APPLICATION_SAVE_FAILED,
  WEATHER_FROZEN_MESSAGE,
  windDirectionLabels,
  windDirections,
  type Application,
  type ApplicationRecordField,
  type WindDirection,
} from '@groundwork/domain/chemical-applications';
import { labelRateUnitLabels } from '@groundwork/domain/products';
import { AlertTriangleIcon, Loader2Icon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldA11y } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatShortDay } from '@/lib/format';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { isStaleWrite } from '@/lib/stale-write';
import { useCreateApplication } from '../api/create-application';
import { useUpdateApplication } from '../api/update-application';
import {
  applicationDraftOf,
  blankApplicationDraft,
  createBody,
  createErrors,
  serverFormErrors,
  updateBody,
  updateErrors,
  warningsOf,
  weatherFrozen,
  type ApplicationDraft,
  type FormErrors,
} from '../application-form-values';
import type { ApplicationOptions } from '../application-options';
import { localDateTimeOf } from '@/lib/zoned-time';
import { recordName } from '../application-format';

/** The form's control for each part of a record a state can require; the rest are fixed where they come from. */
const fieldControl: Partial<Record<ApplicationRecordField, keyof ApplicationDraft>> = {
  finishedAt: 'finishedAt',
  startedAt: 'startedAt',
  productName: 'productId',
  epaRegistrationNumber: 'epaRegistrationNumber',
  rate: 'rate',
  areaTreated: 'areaTreated',
  target: 'target',
  temperatureF: 'temperatureF',
  windSpeedMph: 'windSpeedMph',
  windDirection: 'windDirection',
  siteLocation: 'siteDescription',
  applicatorName: 'applicatorEmployeeId',
};

/** Where to fill what this form does not hold (snapshots of the customer, the applicator and the company). */
const filledElsewhere: Partial<Record<ApplicationRecordField, string>> = {
  customerName: 'the customer’s page',
  customerAddress: 'the customer’s page',
  applicatorLicenseNumber: 'the applicator’s employee record',
  companyName: 'Company Information',
  companyAddress: 'Company Information',
};

type Warning = { code: keyof ApplicationDraft['reasons']; message: string };

type ApplicationFormProps = {
  /** The record being edited; null for a new stand-alone record. */
  record: Application | null;
  options: ApplicationOptions;
  /** Reload the record after a stale save (409). */
  refetch?: () => Promise<unknown>;
  onSaved: (record: Application) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Actions shown beside Save (Delete). */
  aside?: ReactNode;
};

/**
 * Every field of a record. What its state still requires is marked; weather already recorded is read-only; a warning
 * the server raises (rate above the label, no valid licence, wind above the limit) asks for a reason and the record is
 * saved again with it.
 */
export function ApplicationForm({ record, options, refetch, onSaved, onDirtyChange, aside }: ApplicationFormProps) {
  const timeZone = useCompanyTimeZone();
  const [draft, setDraft] = useState<ApplicationDraft>(() => (record ? applicationDraftOf(record, timeZone) : blankApplicationDraft(localDateTimeOf(new Date().toISOString(), timeZone))));
  const [shownRecord, setShownRecord] = useState(record);
  const [errors, setErrors] = useState<FormErrors>({});
  const [raised, setRaised] = useState<Warning[]>([]);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [keyFor] = useState(idempotencyKeys);
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const busy = create.isPending || update.isPending;

  if (record !== shownRecord) {
    // A reload (or a save) brought a newer version: the form shows it.
    setShownRecord(record);
    if (record) setDraft(applicationDraftOf(record, timeZone));
  }

  const change = (next: Partial<ApplicationDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    onDirtyChange(true);
  };

  const product = options.products.find((candidate) => candidate.id === draft.productId);
  const unit = product?.labelRateUnit ?? record?.labelRateUnit ?? 'lb';
  const frozen = record ? weatherFrozen(record) : { temperatureF: false, windSpeedMph: false, windDirection: false };
  const missing = new Set(record?.missingFields ?? []);
  const missingControls = new Set([...missing].map((field) => fieldControl[field]).filter(Boolean));
  const warnings: Warning[] = [
    ...(record?.overrides ?? []).filter((override) => !raised.some((warning) => warning.code === override.code)).map(({ code, message }) => ({ code, message })),
    ...raised,
  ];

  const fail = (error: unknown) => {
    if (isStaleWrite(error)) {
      setStale(true);
      return;
    }
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    const newWarnings = warningsOf(fieldErrors);
    if (newWarnings.length > 0) setRaised(newWarnings);
    const found = serverFormErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => !key.startsWith('overrideReasons.'))));
    setErrors(found);
    if (newWarnings.length > 0) toast.error('Give a reason for each warning', { description: 'Then save again.' });
    else toast.error(APPLICATION_SAVE_FAILED, { description: errorMessage(error) });
  };

  const saved = (application: Application, message: string) => {
    setErrors({});
    setRaised([]);
    setStale(false);
    onDirtyChange(false);
    toast.success(message);
    onSaved(application);
  };

  const submit = () => {
    setStale(false);
    if (record) {
      const body = updateBody(record, draft, timeZone);
      const found = updateErrors(body);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      update.mutate({ id: record.id, input: body }, { onSuccess: (application) => saved(application, `${recordName(application)} saved`), onError: fail });
    } else {
      const body = createBody(draft, timeZone);
      const found = createErrors(body);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      create.mutate({ input: body, idempotencyKey: keyFor(body) }, { onSuccess: (application) => saved(application, `${recordName(application)} recorded`), onError: fail });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await refetch?.();
      setStale(false);
      onDirtyChange(false);
    } finally {
      setReloading(false);
    }
  };

  /** A field's hint: required by the state and still blank, or its own help. */
  const needs = (key: keyof ApplicationDraft) => missingControls.has(key);
  const controlClass = (key: keyof ApplicationDraft) => cn(needs(key) && 'border-warning ring-1 ring-warning/40');
  const hintFor = (key: keyof ApplicationDraft, hint?: ReactNode) => (needs(key) ? <span className="font-medium text-warning-strong">Required by {record?.state ?? 'the state'} — still blank</span> : hint);
  const field = (key: keyof ApplicationDraft, label: string, control: (a11y: ReturnType<typeof fieldA11y>) => ReactNode, hint?: ReactNode, className?: string) => {
    const id = `application-${key}`;
    const shownHint = hintFor(key, hint);
    return (
      <Field id={id} label={label} error={errors[key]} hint={shownHint} className={className}>
        {control(fieldA11y(id, errors[key], Boolean(shownHint)))}
      </Field>
    );
  };
  const elsewhere = [...missing].filter((fieldName) => !fieldControl[fieldName]);

  return (
    <form
      className="grid gap-6"
      aria-label={record ? 'Application record' : 'New application record'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {stale && (
        <StaleWriteAlert
          title="Someone else changed this record"
          description="Nothing was saved. What you typed is still here: reload to see the record as it is now (your edits will be replaced)."
          busy={reloading}
          onReload={() => void reload()}
        />
      )}

      {record && missing.size > 0 && (
        <Alert variant={record.late ? 'destructive' : 'info'}>
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>
            {record.late ? 'Late: ' : ''}
            {missing.size === 1 ? 'One thing is missing' : `${missing.size} things are missing`}
            {record.deadline && ` · complete it by ${formatShortDay(record.deadline)}`}
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5" aria-label="Missing from the record">
              {[...missing].map((fieldName) => (
                <li key={fieldName}>
                  {applicationRecordFieldLabels[fieldName]}
                  {filledElsewhere[fieldName] && <span className="text-muted-foreground"> — fill it in on {filledElsewhere[fieldName]}</span>}
                </li>
              ))}
            </ul>
            {elsewhere.length > 0 && <p className="mt-1 text-xs">The record keeps a copy of these when it is saved: save it again once they are filled in.</p>}
          </AlertDescription>
        </Alert>
      )}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Where</legend>
        {!record && (
          <Field id="application-site" label="Customer and property" error={errors.site}>
            {options.renderSitePicker({
              id: 'application-site',
              value: draft.site,
              onChange: (site) => change({ site }),
              invalid: Boolean(errors.site),
              describedBy: errors.site ? 'application-site-error' : undefined,
            })}
          </Field>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'siteDescription',
            'Site description',
            (a11y) => <Input {...a11y} className={controlClass('siteDescription')} autoComplete="off" value={draft.siteDescription} onChange={(event) => change({ siteDescription: event.target.value })} />,
            'Where on the property: front and back lawns, 2 beds.',
          )}
          {field(
            'target',
            'Target',
            (a11y) => <Input {...a11y} className={controlClass('target')} autoComplete="off" value={draft.target} onChange={(event) => change({ target: event.target.value })} />,
            'What was treated or the pest: turf — broadleaf weeds.',
          )}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">What was applied</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('productId', 'Product', (a11y) => (
            <NativeSelect
              {...a11y}
              className={controlClass('productId')}
              value={draft.productId}
              onChange={(event) => change({ productId: event.target.value, epaRegistrationNumber: '' })}
            >
              <option value="">Choose a product</option>
              {record && !options.products.some((candidate) => candidate.id === record.productId) && <option value={record.productId}>{record.productName}</option>}
              {options.products.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </NativeSelect>
          ))}
          {field(
            'epaRegistrationNumber',
            'EPA registration number',
            (a11y) => (
              <Input
                {...a11y}
                className={controlClass('epaRegistrationNumber')}
                autoComplete="off"
                placeholder={product?.epaRegistrationNumber ?? ''}
                value={draft.epaRegistrationNumber}
                onChange={(event) => change({ epaRegistrationNumber: event.target.value })}
              />
            ),
            product?.epaRegistrationNumber ? `Blank: the price book’s ${product.epaRegistrationNumber}.` : 'Type it when the label differs from the price book.',
          )}
          {field(
            'rate',
            `Rate (${labelRateUnitLabels[unit]} per 1,000 sq ft)`,
            (a11y) => <Input {...a11y} className={controlClass('rate')} inputMode="decimal" autoComplete="off" value={draft.rate} onChange={(event) => change({ rate: event.target.value })} />,
            product?.labelMaxRate !== null && product?.labelMaxRate !== undefined ? `Label maximum ${product.labelMaxRate.toLocaleString('en-US', { maximumFractionDigits: 4 })} ${labelRateUnitLabels[unit]}.` : 'Up to 4 decimals.',
          )}
          {field(
            'areaTreated',
            'Area treated (sq ft)',
            (a11y) => <Input {...a11y} className={controlClass('areaTreated')} inputMode="numeric" autoComplete="off" value={draft.areaTreated} onChange={(event) => change({ areaTreated: event.target.value })} />,
          )}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">When and by whom</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'startedAt',
            'Started',
            (a11y) => <Input {...a11y} className={controlClass('startedAt')} type="datetime-local" value={draft.startedAt} onChange={(event) => change({ startedAt: event.target.value })} />,
          )}
          {field(
            'finishedAt',
            'Finished',
            (a11y) => <Input {...a11y} className={controlClass('finishedAt')} type="datetime-local" value={draft.finishedAt} onChange={(event) => change({ finishedAt: event.target.value })} />,
          )}
          {field('applicatorEmployeeId', 'Applicator', (a11y) => (
            <NativeSelect {...a11y} className={controlClass('applicatorEmployeeId')} value={draft.applicatorEmployeeId} onChange={(event) => change({ applicatorEmployeeId: event.target.value })}>
              <option value="">Choose the applicator</option>
              {record && !options.applicators.some((person) => person.id === record.applicatorEmployeeId) && <option value={record.applicatorEmployeeId}>{record.applicatorName}</option>}
              {options.applicators.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                  {person.licenseNumber ? ` · licence ${person.licenseNumber}` : ' · no licence on file'}
                </option>
              ))}
            </NativeSelect>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Weather at the time</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {field(
            'temperatureF',
            'Temperature (°F)',
            (a11y) => (
              <Input
                {...a11y}
                className={controlClass('temperatureF')}
                inputMode="decimal"
                autoComplete="off"
                readOnly={frozen.temperatureF}
                value={draft.temperatureF}
                onChange={(event) => change({ temperatureF: event.target.value })}
              />
            ),
            frozen.temperatureF ? WEATHER_FROZEN_MESSAGE : undefined,
          )}
          {field(
            'windSpeedMph',
            'Wind (mph)',
            (a11y) => (
              <Input
                {...a11y}
                className={controlClass('windSpeedMph')}
                inputMode="decimal"
                autoComplete="off"
                readOnly={frozen.windSpeedMph}
                value={draft.windSpeedMph}
                onChange={(event) => change({ windSpeedMph: event.target.value })}
              />
            ),
            frozen.windSpeedMph ? WEATHER_FROZEN_MESSAGE : undefined,
          )}
          {field(
            'windDirection',
            'Wind direction',
            (a11y) =>
              frozen.windDirection ? (
                <Input {...a11y} readOnly value={draft.windDirection ? windDirectionLabels[draft.windDirection] : ''} />
              ) : (
                <NativeSelect {...a11y} className={controlClass('windDirection')} value={draft.windDirection} onChange={(event) => change({ windDirection: event.target.value as WindDirection | '' })}>
                  <option value="">Not recorded</option>
                  {windDirections.map((direction) => (
                    <option key={direction} value={direction}>
                      {windDirectionLabels[direction]}
                    </option>
                  ))}
                </NativeSelect>
              ),
            frozen.windDirection ? WEATHER_FROZEN_MESSAGE : undefined,
            'col-span-2 sm:col-span-1',
          )}
        </div>
      </fieldset>

      {field('notes', 'Notes', (a11y) => <Textarea {...a11y} rows={3} value={draft.notes} onChange={(event) => change({ notes: event.target.value })} />)}

      {warnings.length > 0 && (
        <fieldset className="grid gap-3 rounded-lg border border-warning/40 bg-warning-soft/40 p-3">
          <legend className="px-1 text-sm font-semibold">Warnings</legend>
          {warnings.map((warning) => {
            const id = `application-reason-${warning.code}`;
            return (
              <div key={warning.code} className="grid gap-2">
                <p className="flex gap-2 text-sm" id={`${id}-warning`}>
                  <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden="true" />
                  {warning.message}
                </p>
                <Field id={id} label="Reason to save anyway">
                  <Input
                    id={id}
                    aria-describedby={`${id}-warning`}
                    autoComplete="off"
                    value={draft.reasons[warning.code] ?? ''}
                    onChange={(event) => change({ reasons: { ...draft.reasons, [warning.code]: event.target.value } })}
                  />
                </Field>
              </div>
            );
          })}
        </fieldset>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>{aside}</div>
        <Button type="submit" className="min-h-11" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {record ? 'Save changes' : 'Save record'}
        </Button>
      </div>
    </form>
  );
}
