import {
  billingMethodHints,
  billingMethodLabels,
  billingMethods,
  billingSettingsInputSchema,
  monthLabel,
  type BillingMethod,
  type BillingSettingsInput,
  type JobBilling,
} from '@groundwork/domain/invoices';
import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useJobBilling } from '../api/get-job-billing';
import { useUpdateJobBilling } from '../api/update-job-billing';
import { todayIn } from '@/lib/zoned-time';
import { ProgressInvoiceDialog, type ProgressStage } from './progress-invoice-dialog';
import { SeasonTrueUpSection } from './season-true-up-card';

export const BILLING_UPDATE_FAILED = 'Failed to save the billing';

/** How many months the picker offers from the season's first month. */
const PICKER_MONTHS = 12;

type DepositKind = 'none' | 'percent' | 'amount';
type Draft = { method: BillingMethod; months: string[]; issueDay: string; depositKind: DepositKind; depositValue: string };

function draftOf(billing: JobBilling): Draft {
  const deposit = billing.deposit;
  return {
    method: billing.method,
    months: billing.instalments.map((instalment) => instalment.month),
    issueDay: String(billing.issueDay ?? 1),
    depositKind: deposit === null ? 'none' : 'percent' in deposit ? 'percent' : 'amount',
    depositValue: deposit === null ? '' : String('percent' in deposit ? deposit.percent : deposit.amount),
  };
}

/** The body PUT /jobs/{id}/billing takes: numbers as typed, so the schema names what is wrong. */
function inputOf(draft: Draft, updatedAt: string): BillingSettingsInput {
  if (draft.method === 'monthly_instalments') return { method: draft.method, months: draft.months, issueDay: numberOrText(draft.issueDay) as number, updatedAt };
  if (draft.method === 'deposit_progress') {
    const value = numberOrText(draft.depositValue) as number;
    const deposit = draft.depositKind === 'none' ? null : draft.depositKind === 'percent' ? { percent: value } : { amount: value };
    return { method: draft.method, deposit, updatedAt };
  }
  return { method: draft.method, updatedAt };
}

/** 'YYYY-MM' → the month `count` months later. */
function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Where each message goes: 'months', 'issueDay', 'deposit' (percent, amount or the pair). */
function fieldOf(path: readonly PropertyKey[] | string): string {
  const key = Array.isArray(path) ? String(path[0] ?? '') : String(path).split('.')[0]!;
  return key;
}

/**
 * A job's billing (on the job's card): the method with its settings, where the job stands against what the client
 * approved, the instalment schedule, and the deposit, progress and final invoices or the season's true-up.
 */
export function JobBillingPanel({ jobId }: { jobId: string }) {
  const billing = useJobBilling(jobId);
  if (billing.isPending) return <LoadingRows rows={3} label="Loading the billing" />;
  if (billing.isError) return <LoadError title="Could not load the billing" error={billing.error} onRetry={() => void billing.refetch()} />;
  // A reload (after someone else's change) starts the form again from what is saved.
  return <BillingForm key={billing.data.updatedAt} billing={billing.data} onReload={() => billing.refetch()} />;
}

function BillingForm({ billing, onReload }: { billing: JobBilling; onReload: () => Promise<unknown> }) {
  const timeZone = useCompanyTimeZone();
  const update = useUpdateJobBilling();
  const [draft, setDraft] = useState<Draft>(() => draftOf(billing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [stage, setStage] = useState<ProgressStage | null>(null);
  const idBase = `job-${billing.jobId}-billing`;

  // The picker's months stay put while chips are clicked: from the saved season's first month, else this month.
  const [firstOffered] = useState(() => billing.instalments[0]?.month ?? todayIn(timeZone).slice(0, 7));
  const pickerMonths = useMemo(() => {
    const offered = Array.from({ length: PICKER_MONTHS }, (_, index) => addMonths(firstOffered, index));
    return [...new Set([...offered, ...draft.months])].sort();
  }, [draft.months, firstOffered]);

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
    setRefusal(null);
  };
  const toggleMonth = (month: string) => change({ months: draft.months.includes(month) ? draft.months.filter((chosen) => chosen !== month) : [...draft.months, month].sort() });

  const save = () => {
    const input = inputOf(draft, billing.updatedAt);
    const parsed = billingSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
      setErrors(found);
      return;
    }
    setConflict(false);
    setRefusal(null);
    update.mutate(
      { jobId: billing.jobId, input },
      {
        onSuccess: () => toast.success('Billing saved'),
        onError: (error) => {
          if (isStaleWrite(error)) {
            setConflict(true);
            toast.error(BILLING_UPDATE_FAILED, { description: 'Someone else changed this job. Reload to see their changes.' });
            return;
          }
          if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
            const found: Record<string, string> = {};
            for (const [key, messages] of Object.entries(error.fieldErrors)) found[fieldOf(key)] ??= messages[0] ?? '';
            setErrors(found);
            return;
          }
          setRefusal(errorMessage(error));
          toast.error(BILLING_UPDATE_FAILED, { description: errorMessage(error) });
        },
      },
    );
  };

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  const overBilled = billing.remaining < 0;

  return (
    <section aria-labelledby={`${idBase}-title`} className="grid grid-cols-1 gap-4 rounded-lg border border-border p-3">
      <h3 id={`${idBase}-title`} className="font-semibold">
        Billing
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label="Approved">{formatCurrency(billing.approvedTotal)}</Figure>
        <Figure label="Approved changes">{formatCurrency(billing.approvedChanges)}</Figure>
        <Figure label="Invoiced so far">{formatCurrency(billing.invoicedSoFar)}</Figure>
        <Figure label="Remaining">
          <span className={cn(overBilled && 'font-medium text-destructive')}>{formatCurrency(billing.remaining)}</span>
          {overBilled && <span className="block text-xs text-destructive">Invoiced beyond what was approved</span>}
        </Figure>
      </dl>

      <form
        noValidate
        className="grid grid-cols-1 gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <fieldset className="grid grid-cols-1 gap-2">
          <legend className="mb-1 text-sm font-medium">Billing method</legend>
          <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
            {billingMethods.map((method) => (
              <label
                key={method}
                className={cn('flex items-start gap-2 rounded-md border border-border p-2 text-sm', draft.method === method && 'border-primary bg-primary/5')}
              >
                <input type="radio" name={`${idBase}-method`} className="mt-1" value={method} checked={draft.method === method} onChange={() => change({ method })} />
                <span>
                  <span className="font-medium">{billingMethodLabels[method]}</span>
                  <span className="block text-muted-foreground">{billingMethodHints[method]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {draft.method === 'monthly_instalments' && (
          <div className="grid grid-cols-1 gap-3">
            <fieldset aria-describedby={errors.months ? `${idBase}-months-error` : undefined}>
              <legend className="mb-2 text-sm font-medium">Months to invoice</legend>
              <div className="flex flex-wrap gap-2">
                {pickerMonths.map((month) => {
                  const pressed = draft.months.includes(month);
                  return (
                    <button
                      key={month}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => toggleMonth(month)}
                      className={cn(
                        'h-8 rounded-full border px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
                      )}
                    >
                      {monthLabel(month)}
                    </button>
                  );
                })}
              </div>
              {errors.months && (
                <p id={`${idBase}-months-error`} className="mt-1 text-sm text-destructive">
                  {errors.months}
                </p>
              )}
            </fieldset>
            <InputField
              id={`${idBase}-issue-day`}
              label="Day of the month it is ready to bill"
              className="max-w-xs"
              inputMode="numeric"
              value={draft.issueDay}
              error={errors.issueDay}
              onChange={(event) => change({ issueDay: event.target.value })}
            />
          </div>
        )}

        {draft.method === 'deposit_progress' && (
          <div className="grid grid-cols-1 gap-3">
            <fieldset className="flex flex-wrap gap-4 text-sm">
              <legend className="mb-1 font-medium">Deposit</legend>
              {(['none', 'percent', 'amount'] as const).map((kind) => (
                <label key={kind} className="flex items-center gap-2">
                  <input type="radio" name={`${idBase}-deposit`} checked={draft.depositKind === kind} onChange={() => change({ depositKind: kind })} />
                  {kind === 'none' ? 'No deposit' : kind === 'percent' ? 'A percent' : 'An amount'}
                </label>
              ))}
            </fieldset>
            {draft.depositKind !== 'none' && (
              <InputField
                id={`${idBase}-deposit-value`}
                label={draft.depositKind === 'percent' ? 'Deposit percent' : 'Deposit amount ($)'}
                className="max-w-xs"
                inputMode="decimal"
                autoComplete="off"
                value={draft.depositValue}
                error={errors.deposit}
                onChange={(event) => change({ depositValue: event.target.value })}
              />
            )}
          </div>
        )}

        {errors.method && <p className="text-sm text-destructive">{errors.method}</p>}
        {refusal && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        {conflict && (
          <StaleWriteAlert
            title="Someone else changed this job"
            description="Your billing was not saved. Reload to see the job as it is now, then make your change again."
            busy={reloading}
            onReload={() => void reload()}
          />
        )}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save billing
          </Button>
        </div>
      </form>

      {billing.method === 'monthly_instalments' && billing.instalments.length > 0 && <InstalmentTable billing={billing} />}

      {billing.method === 'deposit_progress' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setStage('deposit')}>
            Deposit
          </Button>
          <Button variant="outline" onClick={() => setStage('progress')}>
            Progress
          </Button>
          <Button variant="outline" onClick={() => setStage('final')}>
            Final invoice
          </Button>
        </div>
      )}
      {billing.method === 'monthly_instalments' && (
        <div>
          <SeasonTrueUpSection jobId={billing.jobId} />
        </div>
      )}

      <ProgressInvoiceDialog jobId={billing.jobId} stage={stage} remaining={billing.remaining} onOpenChange={(open) => !open && setStage(null)} />
    </section>
  );
}

function InstalmentTable({ billing }: { billing: JobBilling }) {
  return (
    <table className="w-full text-sm" aria-label="Instalments">
      <thead>
        <tr className="text-left text-xs text-muted-foreground uppercase">
          <th scope="col" className="py-1">
            Month
          </th>
          <th scope="col" className="text-right">
            Amount
          </th>
          <th scope="col" className="pl-3">
            Invoice
          </th>
        </tr>
      </thead>
      <tbody>
        {billing.instalments.map((instalment) => (
          <tr key={instalment.month} className="border-t border-border">
            <td className="py-2">{monthLabel(instalment.month)}</td>
            <td className="text-right tabular-nums">{formatCurrency(instalment.amount)}</td>
            <td className="pl-3">
              {instalment.invoiceId ? (
                <Link className="font-medium underline" to={paths.invoice(instalment.invoiceId)}>
                  Open the invoice
                </Link>
              ) : (
                <span className="text-muted-foreground">Not invoiced yet</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
