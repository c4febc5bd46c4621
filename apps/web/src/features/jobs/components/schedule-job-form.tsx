import { formatAddress, type Customer, type Property } from '@groundwork/domain/customers';
import { createJobInputSchema, JOB_CREATE_FAILED, JOB_PRICE_REQUIRED_MESSAGE, proposedFrequency, type Job } from '@groundwork/domain/jobs';
import type { RoundListItem } from '@groundwork/domain/rounds';
import { priceFromRateMatrix, type RateMatrixPrice, type Service } from '@groundwork/domain/services';
import { Loader2Icon } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { FormField, InputField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatCurrency, formatHours } from '@/lib/format';
import { domainResolver } from '@/lib/domain-resolver';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { numberOrText } from '@/lib/typed-number';
import { useCreateJob } from '../api/create-job';

import { createJobBody, defaultSchedule, recurringScheduleErrors, scheduleJobFieldNames, type ScheduleJobFormValues } from '../job-form-values';
import { JobScheduleFields } from './job-schedule-fields';

type ScheduleJobFormProps = {
  customer: Customer;
  /** The company's services (archived ones are left out). */
  services: readonly Service[];
  /** The company's rounds a recurring job may join (undefined while they load). */
  rounds?: readonly RoundListItem[];
  onScheduled: (job: Job) => void;
  onCancel: () => void;
  /** The first visit defaults to the next weekday after this day. */
  today?: Date;
};

type PriceSource =
  | { kind: 'none' }
  | { kind: 'no-matrix' }
  | { kind: 'custom-field' }
  | { kind: 'no-measure' }
  | { kind: 'invalid-measure' }
  | { kind: 'matrix'; measure: number; price: RateMatrixPrice };

/** Services priced by a rate matrix measure the property's lot size, unless they link a custom field instead. */
function pricesByLotSize(service: Service | undefined): boolean {
  return !!service && service.rateMatrixData.matrixRows.length > 0 && service.selectedCustomFieldId === null;
}

function measureFor(service: Service | undefined, property: Property | undefined): string {
  return pricesByLotSize(service) && property?.lotSizeSqFt != null ? String(property.lotSizeSqFt) : '';
}

/** How the rate matrix prices the job with what is typed now (a blank measure is the property's lot size, as on the server). */
function matrixPrice(service: Service | undefined, property: Property | undefined, measureText: string): PriceSource {
  if (!service) return { kind: 'none' };
  if (service.rateMatrixData.matrixRows.length === 0) return { kind: 'no-matrix' };
  const typed = numberOrText(measureText);
  if (typed === null && service.selectedCustomFieldId !== null) return { kind: 'custom-field' };
  const measure = typed ?? property?.lotSizeSqFt ?? null;
  if (measure === null) return { kind: 'no-measure' };
  if (typeof measure === 'string') return { kind: 'invalid-measure' };
  return { kind: 'matrix', measure, price: priceFromRateMatrix(service.rateMatrixData, measure) };
}

function propertyLabel(property: Property): string {
  return property.name || formatAddress(property.address) || 'Property';
}

/**
 * /customers/{id}/schedule-job: one of the company's services for this customer. The rate matrix prices it live from
 * the measure (the property's lot size by default); a typed rate or duration overrides the matrix. The schema is the
 * domain's, so the browser shows the server's messages field by field, and the server's own 400s land on the same fields.
 */
export function ScheduleJobForm({ customer, services, rounds, onScheduled, onCancel, today }: ScheduleJobFormProps) {
  const createJob = useCreateJob();
  const primary = customer.properties.find((property) => property.isPrimary) ?? customer.properties[0];
  const activeServices = useMemo(() => services.filter((service) => !service.archived), [services]);
  const serviceOptions = useMemo(
    () => activeServices.map((service) => ({ value: service.id, label: service.name, keywords: `${service.serviceClass} ${service.description}` })),
    [activeServices],
  );

  const resolver = useMemo(
    () =>
      domainResolver<ScheduleJobFormValues, unknown>(createJobInputSchema, (values) => createJobBody(customer.id, values), {
        rename: { serviceId: 'Choose a service', propertyId: 'Choose one of the customer’s properties' },
        // The server refuses (422) a job nothing prices; say so on the rate field before sending.
        extraErrors: (values): Record<string, string> => {
          const scheduleErrors = recurringScheduleErrors(values, { requireVisitCount: true });
          if (values.rate.trim() !== '') return scheduleErrors;
          const service = activeServices.find((candidate) => candidate.id === values.serviceId);
          const property = customer.properties.find((candidate) => candidate.id === values.propertyId);
          const source = matrixPrice(service, property, values.measure);
          const unpriced = source.kind === 'no-matrix' || source.kind === 'no-measure' || (source.kind === 'matrix' && !source.price.ok);
          return unpriced ? { ...scheduleErrors, rate: JOB_PRICE_REQUIRED_MESSAGE } : scheduleErrors;
        },
      }),
    [activeServices, customer],
  );

  const form = useForm<ScheduleJobFormValues>({
    resolver,
    defaultValues: { serviceId: '', propertyId: primary?.id ?? '', measure: '', rate: '', estimatedDuration: '', ...defaultSchedule({ today }) },
  });
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const [serviceId, propertyId, measureText] = useWatch({ control, name: ['serviceId', 'propertyId', 'measure'] });
  const service = activeServices.find((candidate) => candidate.id === serviceId);
  const property = customer.properties.find((candidate) => candidate.id === propertyId);
  const source = matrixPrice(service, property, measureText);
  const matrixOk = source.kind === 'matrix' && source.price.ok ? source.price : null;
  const busy = createJob.isPending;

  // Choosing a service or a property fills the measure in again from the lot size.
  const refillMeasure = (nextService: Service | undefined, nextProperty: Property | undefined) =>
    setValue('measure', measureFor(nextService, nextProperty), { shouldDirty: true });

  // A service's season proposes the schedule, as converting an estimate does: Weekly Mowing's 28 visits are weekly.
  const proposeSchedule = (nextService: Service | undefined) => {
    if (!nextService) return;
    const frequency = proposedFrequency(nextService.defaultVisits);
    setValue('jobType', frequency ? 'recurring' : 'one-time', { shouldDirty: true });
    if (frequency) {
      setValue('frequency', frequency, { shouldDirty: true });
      setValue('visitCount', String(nextService.defaultVisits), { shouldDirty: true });
    }
  };

  const onSubmit = handleSubmit((values) => {
    createJob.mutate(createJobBody(customer.id, values), {
      onSuccess: (job) => {
        toast.success('Job scheduled');
        onScheduled(job);
      },
      onError: (error) => {
        let onField = applyServerFieldErrors(error, setError, scheduleJobFieldNames);
        if (!onField && isApiError(error) && error.message === JOB_PRICE_REQUIRED_MESSAGE) {
          setError('rate', { type: 'server', message: error.message }, { shouldFocus: true });
          onField = true;
        }
        toast.error(JOB_CREATE_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <fieldset className="grid gap-4" disabled={busy}>
          <legend className="mb-2 text-base font-medium text-foreground">Service and price</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="schedule-job-service"
              label="Service"
              error={errors.serviceId?.message}
              hint={activeServices.length === 0 ? 'The company has no services yet: add them under Services first.' : undefined}
            >
              {(controlProps) => (
                <Controller
                  control={control}
                  name="serviceId"
                  render={({ field }) => (
                    <Combobox
                      {...controlProps}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(value) => {
                        field.onChange(value);
                        const chosen = activeServices.find((candidate) => candidate.id === value);
                        refillMeasure(chosen, customer.properties.find((candidate) => candidate.id === getValues('propertyId')));
                        proposeSchedule(chosen);
                      }}
                      options={serviceOptions}
                      placeholder="Search services"
                      emptyText="No service matches"
                      disabled={busy}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField id="schedule-job-property" label="Property" error={errors.propertyId?.message}>
              {(controlProps) => (
                <NativeSelect
                  {...controlProps}
                  {...register('propertyId', {
                    onChange: (event: { target: { value: string } }) =>
                      refillMeasure(service, customer.properties.find((candidate) => candidate.id === event.target.value)),
                  })}
                >
                  {customer.properties.length === 0 && <option value="">No property</option>}
                  {customer.properties.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {propertyLabel(candidate)}
                      {candidate.isPrimary ? ' (primary)' : ''}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>

          <div className="grid gap-4 sm:grid-cols-3">
            <InputField
              id="schedule-job-measure"
              label="Measure (sq ft)"
              inputMode="decimal"
              autoComplete="off"
              placeholder={property?.lotSizeSqFt != null ? String(property.lotSizeSqFt) : undefined}
              hint="The lot size the rate matrix prices; blank uses the property's."
              error={errors.measure?.message}
              {...register('measure')}
            />
            <InputField
              id="schedule-job-rate"
              label="Rate per visit (USD)"
              inputMode="decimal"
              autoComplete="off"
              placeholder={matrixOk ? String(matrixOk.rate) : undefined}
              hint="Blank charges the rate matrix price."
              error={errors.rate?.message}
              {...register('rate')}
            />
            <InputField
              id="schedule-job-duration"
              label="Estimated duration (hours)"
              inputMode="decimal"
              autoComplete="off"
              placeholder={matrixOk ? String(matrixOk.hours) : undefined}
              hint="Hours one visit takes; blank uses the rate matrix."
              error={errors.estimatedDuration?.message}
              {...register('estimatedDuration')}
            />
          </div>
          <MatrixPriceNote source={source} />
        </fieldset>

        <fieldset className="grid gap-4" disabled={busy}>
          <legend className="mb-2 text-base font-medium text-foreground">Schedule</legend>
          <JobScheduleFields idPrefix="schedule-job" disabled={busy} rounds={rounds} propertyId={propertyId || null} />
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Schedule job
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** What the rate matrix makes of the measure, as it is typed. */
function MatrixPriceNote({ source }: { source: PriceSource }) {
  let text: string | null = null;
  switch (source.kind) {
    case 'none':
    case 'invalid-measure':
      text = null;
      break;
    case 'no-matrix':
      text = 'This service has no rate matrix: enter the rate per visit.';
      break;
    case 'custom-field':
      text = 'The rate matrix prices this service by a custom field of the property when the job is saved.';
      break;
    case 'no-measure':
      text = 'Enter a measure for the rate matrix to price, or a rate per visit.';
      break;
    case 'matrix':
      text = source.price.ok
        ? `Rate matrix price for ${source.measure.toLocaleString('en-US')} sq ft: ${formatCurrency(source.price.rate)} a visit, ${formatHours(source.price.hours)}`
        : source.price.message;
      break;
  }
  return (
    <p role="status" aria-label="Rate matrix price" className="min-h-5 text-sm text-muted-foreground">
      {text}
    </p>
  );
}
