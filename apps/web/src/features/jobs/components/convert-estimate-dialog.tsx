import type { ClientType, EstimateItem, EstimateStatus } from '@groundwork/domain/estimates';
import {
  convertEstimateInputSchema,
  estimateJobPlans,
  JOB_CONVERT_FAILED,
  jobPriorities,
  jobPriorityLabels,
  jobTypeLabels,
  jobTypes,
  LEAD_ESTIMATE_CONVERT_MESSAGE,
  MAX_SEASON_VISITS,
  visitPrices,
  type ConvertEstimateInput,
  type EstimateJobPlan,
  type Job,
  type JobPriority,
  type JobType,
  type VisitFrequency,
} from '@groundwork/domain/jobs';
import { billingMethodHints, billingMethodLabels, DEFAULT_BILLING_METHOD, type BillingMethod } from '@groundwork/domain/invoices';
import type { RoundListItem } from '@groundwork/domain/rounds';
import { BriefcaseIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { numberOrText } from '@/lib/typed-number';
import { paths } from '@/lib/paths';
import { useConvertEstimate } from '../api/convert-estimate';
import { nextWeekday } from '../job-format';
import { FrequencyField, previewDates, RoundField, VisitPreview } from './job-schedule-fields';

/** What converting needs to know about the estimate (an EstimateDetail fits). */
export type ConvertibleEstimate = {
  id: string;
  number: number;
  status: EstimateStatus;
  clientId: string;
  clientType: ClientType;
  clientName: string;
  /** The property the jobs are for (the round's hint says whether it is a stop). */
  propertyId?: string | null;
  items: readonly EstimateItem[];
};

type ConvertEstimateButtonProps = {
  estimate: ConvertibleEstimate;
  /** The status as the screen shows it now, when it may have moved on since `estimate` was loaded. */
  status?: EstimateStatus;
  /** Instead of going to the customer's Jobs tab after the jobs are created. */
  onConverted?: (jobs: Job[]) => void;
  /** The company's rounds a recurring job may join (undefined while they load). */
  rounds?: readonly RoundListItem[];
};

/**
 * 'Convert to job' on an approved estimate. A customer's estimate opens the convert dialog; a lead's estimate cannot
 * become a job until the lead is a customer, so the button is disabled with the reason and a link to the lead.
 * A converted estimate links to the customer's jobs; other statuses show nothing.
 */
export function ConvertEstimateButton({ estimate, status = estimate.status, onConverted, rounds }: ConvertEstimateButtonProps) {
  const [open, setOpen] = useState(false);
  if (status === 'converted' && estimate.clientType === 'customer') {
    return (
      <Button variant="outline" asChild>
        <Link to={paths.customerJobs(estimate.clientId)}>
          <BriefcaseIcon aria-hidden="true" />
          View jobs
        </Link>
      </Button>
    );
  }
  if (status !== 'approved') return null;

  if (estimate.clientType === 'lead') {
    const reasonId = `convert-estimate-${estimate.id}-reason`;
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled aria-describedby={reasonId}>
          <BriefcaseIcon aria-hidden="true" />
          Convert to job
        </Button>
        <p id={reasonId} className="text-sm text-muted-foreground">
          {LEAD_ESTIMATE_CONVERT_MESSAGE}{' '}
          <Link className="font-medium text-foreground underline" to={paths.lead(estimate.clientId)}>
            Open the lead
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <BriefcaseIcon aria-hidden="true" />
        Convert to job
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ConvertEstimateDialogContent estimate={estimate} rounds={rounds} onClose={() => setOpen(false)} onConverted={onConverted} />}
      </Dialog>
    </>
  );
}

/** One service's schedule as the form holds it (numbers as typed). */
type ServiceScheduleValues = {
  itemId: string;
  jobType: JobType;
  instanceDate: string;
  frequency: VisitFrequency | '';
  visitCount: string;
  roundId: string;
  billingMethod: BillingMethod;
};

/** The billing methods that suit a job type: a season in instalments, one-off work with a deposit. */
const billingMethodsFor: Record<JobType, readonly BillingMethod[]> = {
  recurring: ['per_visit', 'monthly_instalments', 'time_and_materials', 'one_off'],
  'one-time': ['per_visit', 'deposit_progress', 'time_and_materials', 'one_off'],
};
const billingMethodOf = (service: ServiceScheduleValues): BillingMethod =>
  billingMethodsFor[service.jobType].includes(service.billingMethod) ? service.billingMethod : DEFAULT_BILLING_METHOD;
type ConvertFormValues = { services: ServiceScheduleValues[]; priority: JobPriority; flexible: boolean; createWorkOrder: boolean; notes: string };

/** Each service as estimateJobPlans proposes it: its own visits and frequency, starting on the next weekday. */
function proposedValues(plans: readonly EstimateJobPlan[], today: Date = new Date()): ConvertFormValues {
  return {
    services: plans.map((plan) => ({
      itemId: plan.itemId,
      jobType: plan.proposedJobType,
      instanceDate: nextWeekday(today),
      frequency: plan.proposedFrequency ?? 'weekly',
      visitCount: String(plan.visits),
      roundId: '',
      billingMethod: DEFAULT_BILLING_METHOD,
    })),
    priority: 'medium',
    flexible: true,
    createWorkOrder: false,
    notes: '',
  };
}

/** The request body. A one-time service sends no frequency or visit count (it has one visit), and no round. */
function convertBody(values: ConvertFormValues): ConvertEstimateInput {
  return {
    schedules: values.services.map((service) => {
      const recurring = service.jobType === 'recurring';
      return {
        itemId: service.itemId,
        jobType: service.jobType,
        instanceDate: service.instanceDate,
        frequency: recurring ? service.frequency || null : null,
        visitCount: recurring ? ((numberOrText(service.visitCount) ?? undefined) as number | undefined) : undefined,
        roundId: recurring ? service.roundId || null : null,
        billingMethod: billingMethodOf(service),
      };
    }),
    priority: values.priority,
    flexible: values.flexible,
    createWorkOrder: values.createWorkOrder,
    notes: values.notes,
  };
}

/** The domain schema's messages on the form's fields (`services.0.frequency` for `schedules.0.frequency`). */
function convertResolver(values: ConvertFormValues) {
  const parsed = convertEstimateInputSchema.safeParse(convertBody(values));
  const errors: Record<string, { type: string; message: string }> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'validation', message };
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.').replace(/^schedules/, 'services'), issue.message);
  }
  // The schema checks a recurring schedule's frequency only once the rest parses; say so at once.
  values.services.forEach((service, index) => {
    if (service.jobType === 'recurring' && !service.frequency) add(`services.${index}.frequency`, 'Choose how often a recurring job repeats');
  });
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: nested(errors) as FieldErrors<ConvertFormValues> };
}

/** { 'services.0.frequency': e } → { services: [{ frequency: e }] }, as react-hook-form reads errors. */
function nested(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else node = (node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function ConvertEstimateDialogContent({
  estimate,
  rounds,
  onClose,
  onConverted,
}: {
  estimate: ConvertibleEstimate;
  rounds: readonly RoundListItem[] | undefined;
  onClose: () => void;
  onConverted?: (jobs: Job[]) => void;
}) {
  const navigate = useNavigate();
  const convert = useConvertEstimate();
  const plans = useMemo(() => estimateJobPlans(estimate.items), [estimate.items]);
  const form = useForm<ConvertFormValues>({ resolver: convertResolver, defaultValues: proposedValues(plans) });
  const busy = convert.isPending;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    convert.mutate(
      { estimateId: estimate.id, input: convertBody(values) },
      {
        onSuccess: (jobs) => {
          toast.success(jobs.length === 1 ? 'Job created' : `${jobs.length} jobs created`);
          onClose();
          if (onConverted) onConverted(jobs);
          else void navigate(paths.customerJobs(estimate.clientId));
        },
        onError: (error) => {
          const serviceFields = plans.flatMap((_plan, index) => (['instanceDate', 'frequency', 'visitCount', 'jobType', 'roundId', 'billingMethod'] as const).map((name) => `services.${index}.${name}` as const));
          const onField = applyServerFieldErrors(error, form.setError, [...serviceFields, 'priority', 'flexible', 'createWorkOrder', 'notes'], (field) => field.replace(/^services\./, 'schedules.'));
          toast.error(JOB_CONVERT_FAILED, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  });

  return (
    <DialogContent className="max-h-[90svh] max-w-2xl overflow-y-auto" onInteractOutside={(event) => busy && event.preventDefault()} onEscapeKeyDown={(event) => busy && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>Convert estimate #{estimate.number} to jobs</DialogTitle>
        <DialogDescription>
          Each service {estimate.clientName} approved becomes a job of its own, on its own schedule, priced at what its lines total (before tax).
        </DialogDescription>
      </DialogHeader>
      {plans.length === 0 ? (
        <p className="text-sm text-muted-foreground">This estimate has no services with lines to schedule.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {plans.map((plan, index) => (
            <ServiceSchedule
              key={plan.itemId}
              plan={plan}
              index={index}
              control={form.control}
              register={form.register}
              errors={errors}
              disabled={busy}
              rounds={rounds}
              propertyId={estimate.propertyId ?? null}
            />
          ))}

          <section aria-label="For every job" className="grid gap-4">
            <FormField id="convert-job-priority" label="Priority" error={errors.priority?.message}>
              {(controlProps) => (
                <NativeSelect {...controlProps} disabled={busy} {...form.register('priority')}>
                  {jobPriorities.map((priority) => (
                    <option key={priority} value={priority}>
                      {jobPriorityLabels[priority]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['flexible', 'Flexible', 'Visits may move a day or two to fit the route.'],
                  ['createWorkOrder', 'Create work order', 'Print a work order for the crew.'],
                ] as const
              ).map(([name, label, hint]) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
                      <div className="grid gap-0.5">
                        <Label htmlFor={`convert-job-${name}`}>{label}</Label>
                        <p id={`convert-job-${name}-hint`} className="text-xs text-muted-foreground">
                          {hint}
                        </p>
                      </div>
                      <Switch id={`convert-job-${name}`} aria-describedby={`convert-job-${name}-hint`} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} disabled={busy} />
                    </div>
                  )}
                />
              ))}
            </div>
            <FormField id="convert-job-notes" label="Notes" error={errors.notes?.message}>
              {(controlProps) => <Textarea {...controlProps} rows={3} disabled={busy} {...form.register('notes')} />}
            </FormField>
          </section>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {plans.length === 1 ? 'Create job' : `Create ${plans.length} jobs`}
            </Button>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}

/** One service: its type, first date, frequency and visits, with the dates and the price of each visit. */
function ServiceSchedule({
  plan,
  index,
  control,
  register,
  errors,
  disabled,
  rounds,
  propertyId,
}: {
  plan: EstimateJobPlan;
  index: number;
  control: Control<ConvertFormValues>;
  register: UseFormRegister<ConvertFormValues>;
  errors: FieldErrors<ConvertFormValues>;
  disabled: boolean;
  rounds: readonly RoundListItem[] | undefined;
  propertyId: string | null;
}) {
  const values = useWatch({ control, name: `services.${index}` });
  const recurring = values.jobType === 'recurring';
  const dates = previewDates({ jobType: values.jobType, instanceDate: values.instanceDate, frequency: values.frequency, visitCount: values.visitCount });
  const prices = dates ? visitPrices(plan.amount, dates.length) : null;
  const fieldErrors = errors.services?.[index];
  const id = (name: string) => `convert-job-${index}-${name}`;
  const headingId = id('heading');

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-foreground">
          {plan.serviceName}
        </h3>
        <p className="text-sm text-muted-foreground tabular-nums">
          {formatCurrency(plan.amount)}
          {prices && prices.length > 1 && ` · ${prices.length} visits of ${formatCurrency(prices.at(-1))}${prices[0] !== prices.at(-1) ? `–${formatCurrency(prices[0])}` : ''}`}
        </p>
      </div>
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="sr-only">Job type of {plan.serviceName}</legend>
        <div className="flex flex-wrap gap-3">
          {jobTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-input px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" value={type} className="accent-[var(--primary)]" {...register(`services.${index}.jobType`)} />
              {jobTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id={id('date')}
          label={recurring ? 'First visit' : 'Visit date'}
          type="date"
          disabled={disabled}
          error={fieldErrors?.instanceDate?.message}
          {...register(`services.${index}.instanceDate`)}
        />
        {recurring && (
          <>
            <FrequencyField id={id('frequency')} error={fieldErrors?.frequency?.message} disabled={disabled} registration={register(`services.${index}.frequency`)} />
            <InputField
              id={id('visits')}
              label="Visits"
              inputMode="numeric"
              autoComplete="off"
              disabled={disabled}
              hint={`The estimate has ${plan.visits}; up to ${MAX_SEASON_VISITS}.`}
              error={fieldErrors?.visitCount?.message}
              {...register(`services.${index}.visitCount`)}
            />
          </>
        )}
        {recurring && (
          <RoundField
            id={id('round')}
            rounds={rounds}
            roundId={values.roundId}
            propertyId={propertyId}
            error={fieldErrors?.roundId?.message}
            disabled={disabled}
            registration={register(`services.${index}.roundId`)}
          />
        )}
      </div>
      <VisitPreview dates={dates} recurring={recurring} label={`Visit dates of ${plan.serviceName}`} />
      <FormField id={id('billing')} label="Billing" hint={billingMethodHints[billingMethodOf(values)]} error={fieldErrors?.billingMethod?.message}>
        {(controlProps) => (
          <NativeSelect {...controlProps} disabled={disabled} value={billingMethodOf(values)} {...register(`services.${index}.billingMethod`)}>
            {billingMethodsFor[values.jobType].map((method) => (
              <option key={method} value={method}>
                {billingMethodLabels[method]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </section>
  );
}
