import {
  budgetPerLead,
  funnelByMonth,
  marketingFunnel,
  marketingMessages,
  marketingPlanInputSchema,
  monthLabels,
  sumAmounts,
  type MarketingPlanInput,
  type MarketingPlanView,
} from '@groundwork/domain/marketing';
import { AlertTriangleIcon, ArrowRightIcon, InfoIcon, RefreshCwIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatDateTime, formatShortDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { numberOrText } from '@/lib/typed-number';
import { useSaveMarketingPlan } from '../api/save-marketing-plan';
import { count, money, percent, typedNumber } from '../marketing-format';
import { FunnelChart } from './funnel-chart';

type Typed = {
  revenueGoal: string;
  averageJob: string;
  closeRate: string;
  leadToEstimateRate: string;
  /** Channel id → amount as typed. */
  budgets: Record<string, string>;
  notes: string;
};

function typedFrom(view: MarketingPlanView): Typed {
  return {
    revenueGoal: typedNumber(view.goal.override),
    averageJob: typedNumber(view.overrides.averageJob),
    closeRate: typedNumber(view.overrides.closeRate),
    leadToEstimateRate: typedNumber(view.overrides.leadToEstimateRate),
    budgets: Object.fromEntries(view.budgets.map((line) => [line.channelId, typedNumber(line.amount)])),
    notes: view.notes,
  };
}

/** The request body for what is typed; budget lines in the channels' order, empty ones left out. */
function inputFrom(typed: Typed, channelIds: readonly string[]): { input: Omit<MarketingPlanInput, 'updatedAt'>; lineChannels: string[] } {
  const lineChannels = channelIds.filter((id) => (typed.budgets[id] ?? '').trim() !== '');
  return {
    input: {
      revenueGoal: numberOrText(typed.revenueGoal) as number | null,
      averageJob: numberOrText(typed.averageJob) as number | null,
      closeRate: numberOrText(typed.closeRate) as number | null,
      leadToEstimateRate: numberOrText(typed.leadToEstimateRate) as number | null,
      budgets: lineChannels.map((channelId) => ({ channelId, amount: numberOrText(typed.budgets[channelId] ?? '') as number })),
      notes: typed.notes,
    },
    lineChannels,
  };
}

const messages = {
  saved: 'Marketing plan saved',
  saveFailed: 'Could not save the marketing plan',
  checkFields: 'Please check the highlighted fields.',
  reloaded: 'The latest plan is on screen',
};

type MarketingPlanProps = {
  view: MarketingPlanView;
  /** Reads the plan again (after someone else saved it). */
  onReload: () => Promise<MarketingPlanView | undefined>;
};

/**
 * A year's marketing plan: the revenue goal (the growth planner's, or typed), the company's own close rate, average
 * job and lead-to-estimate rate (or typed), what the goal needs — leads, estimates, closes — in the year and month by
 * month by the season's shape, and the budget by channel. The figures follow every key press (the domain's funnel).
 */
export function MarketingPlan({ view, onReload }: MarketingPlanProps) {
  const save = useSaveMarketingPlan();
  const timeZone = useCompanyTimeZone();
  const [saved, setSaved] = useState<Typed>(() => typedFrom(view));
  const [typed, setTyped] = useState<Typed>(saved);
  const [version, setVersion] = useState(view.updatedAt);
  const [stale, setStale] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const canEdit = view.canEdit;
  const channelIds = useMemo(() => view.channels.map((channel) => channel.id), [view.channels]);

  const { input, lineChannels } = useMemo(() => inputFrom(typed, channelIds), [typed, channelIds]);
  const parsed = useMemo(() => marketingPlanInputSchema.safeParse(input), [input]);
  const errors = useMemo(() => {
    const found: FieldMessages = { ...serverErrors };
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    return found;
  }, [parsed, serverErrors]);
  const budgetError = (channelId: string) => {
    const index = lineChannels.indexOf(channelId);
    return index < 0 ? undefined : (errors[`budgets.${index}.amount`] ?? errors[`budgets.${index}.channelId`]);
  };

  // What the screen works from: the typed overrides where they parse, else the company's own figures.
  const fields = parsed.success ? parsed.data : null;
  const goal = fields ? (fields.revenueGoal ?? view.goal.planned) : view.goal.used;
  const used = {
    closeRate: fields ? (fields.closeRate ?? view.own.closeRate) : view.used.closeRate,
    averageJob: fields ? (fields.averageJob ?? view.own.averageJob) : view.used.averageJob,
    leadToEstimateRate: fields ? (fields.leadToEstimateRate ?? view.own.leadToEstimateRate) : view.used.leadToEstimateRate,
  };
  const funnel = marketingFunnel({ revenueGoal: goal, ...used });
  const months = funnelByMonth(funnel, view.seasonShape);
  const budgetTotal = fields ? sumAmounts(fields.budgets.map((line) => line.amount)) : view.budgetTotal;
  const perLead = budgetPerLead(budgetTotal, funnel.leadsNeeded);
  const dirty = JSON.stringify(typed) !== JSON.stringify(saved);

  const change = (patch: Partial<Typed>) => {
    setTyped((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };
  const show = (fresh: MarketingPlanView) => {
    const next = typedFrom(fresh);
    setSaved(next);
    setTyped(next);
    setVersion(fresh.updatedAt);
    setServerErrors({});
    setStale(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      toast.error(messages.saveFailed, { description: messages.checkFields });
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { year: view.year, input: { ...input, updatedAt: version } },
      {
        onSuccess: (fresh) => {
          show(fresh);
          toast.success(messages.saved);
        },
        onError: (error) => {
          if (isStaleWrite(error)) setStale(true);
          setServerErrors(serverFieldErrors(error));
          toast.error(messages.saveFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  const reload = async () => {
    const fresh = await onReload();
    if (fresh) {
      show(fresh);
      toast.info(messages.reloaded);
    }
  };

  const rates: Array<{ key: 'closeRate' | 'averageJob' | 'leadToEstimateRate'; label: string; own: string; basis: string; format: (value: number | null) => string; hint: string }> = [
    {
      key: 'closeRate',
      label: 'Close rate (%)',
      own: percent(view.own.closeRate),
      basis: `${view.own.approved} won of ${view.own.approved + view.own.declined} answered`,
      format: percent,
      hint: 'Estimates won of those answered, as the Sales report counts them.',
    },
    {
      key: 'averageJob',
      label: 'Average job ($)',
      own: money(view.own.averageJob),
      basis: `${money(view.own.valueWon)} won`,
      format: money,
      hint: 'The value won ÷ the estimates won, before tax.',
    },
    {
      key: 'leadToEstimateRate',
      label: 'Leads quoted (%)',
      own: percent(view.own.leadToEstimateRate),
      basis: `${view.own.quotedLeads} of ${view.own.leads} leads`,
      format: percent,
      hint: 'Leads that got an estimate.',
    },
  ];

  return (
    <div className="grid min-w-0 gap-6">
      {!canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read this plan</AlertTitle>
          <AlertDescription>{marketingMessages.leadersOnly}</AlertDescription>
        </Alert>
      )}
      {version !== null && <p className="text-sm text-muted-foreground">Last saved {formatDateTime(version, timeZone)}.</p>}
      {stale && (
        <Alert variant="destructive" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{marketingMessages.stalePlan}</AlertTitle>
          <AlertDescription>
            <p>What you typed is still here. Reload to see the latest plan (yours on this page will be replaced), then make your changes again.</p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void reload()}>
              <RefreshCwIcon aria-hidden="true" />
              Reload
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <form onSubmit={submit} noValidate aria-label={`Marketing plan ${view.year}`} className="grid min-w-0 gap-6">
        <section aria-labelledby="funnel-heading" className="grid gap-3">
          <h2 id="funnel-heading" className="text-lg font-semibold">
            What {view.year} needs
          </h2>
          <ol aria-label="The funnel" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              { label: 'Revenue goal', value: money(funnel.revenueGoal) },
              { label: 'Jobs to win', value: count(funnel.closesNeeded) },
              { label: 'Estimates to send', value: count(funnel.estimatesNeeded) },
              { label: 'Leads to bring in', value: count(funnel.leadsNeeded) },
            ].map((step) => (
              <li key={step.label} className="grid min-w-0 gap-1 rounded-xl border border-border bg-card p-4">
                <span className="text-sm text-muted-foreground">{step.label}</span>
                <span className="text-xl font-semibold break-words tabular-nums sm:text-2xl">{step.value}</span>
              </li>
            ))}
          </ol>
          {funnel.leadsNeeded === null && (
            <p className="text-sm text-muted-foreground">
              A figure shows as — until what it is worked out from is known: a goal, an average job above $0 and rates above 0 %. Type the missing ones below.
            </p>
          )}
        </section>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Revenue goal</CardTitle>
            <CardDescription>{view.goal.note}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <span className="text-sm text-muted-foreground">From the growth planner</span>
              <span className="text-lg font-semibold tabular-nums">{money(view.goal.planned)}</span>
              {view.goal.source === null && (
                <Link to={paths.growthCeiling} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                  Open the growth planner
                  <ArrowRightIcon aria-hidden className="size-4" />
                </Link>
              )}
            </div>
            <InputField
              id="plan-revenue-goal"
              label="Your goal ($)"
              inputMode="decimal"
              autoComplete="off"
              value={typed.revenueGoal}
              readOnly={!canEdit}
              placeholder={view.goal.planned === null ? '' : String(view.goal.planned)}
              onChange={(event) => change({ revenueGoal: event.target.value })}
              error={errors.revenueGoal}
              hint="Leave it empty to use the growth planner’s."
            />
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Your numbers</CardTitle>
            <CardDescription>
              From your own last 12 months ({formatShortDay(view.own.from)} – {formatShortDay(view.own.to)}). Type a figure to plan with another; leave it empty to use yours.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 md:grid-cols-3">
            {rates.map((rate) => (
              <div key={rate.key} className="grid min-w-0 content-start gap-2 rounded-lg border border-border p-3">
                <p className="text-sm">
                  <span className="font-medium">Yours: {rate.own}</span> <span className="text-muted-foreground">({rate.basis})</span>
                </p>
                <InputField
                  id={`plan-${rate.key}`}
                  label={rate.label}
                  inputMode="decimal"
                  autoComplete="off"
                  value={typed[rate.key]}
                  readOnly={!canEdit}
                  onChange={(event) => change({ [rate.key]: event.target.value })}
                  error={errors[rate.key]}
                  hint={rate.hint}
                />
                <p className="text-sm text-muted-foreground">Planning with {rate.format(used[rate.key])}</p>
              </div>
            ))}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Month by month</CardTitle>
            <CardDescription>The year spread by the season’s shape: the leads that came in each month over the last 12 months{view.seasonShape.every((leads) => leads === 0) ? ' (none yet, so evenly)' : ''}.</CardDescription>
          </CardHeader>
          <CardContent className="grid min-w-0 gap-4">
            <FunnelChart months={months} />
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-sm" aria-label={`Month by month ${view.year}`}>
                <thead>
                  <tr className="border-b border-border text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Month
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Leads
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Estimates
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Jobs won
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Revenue
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((month) => (
                    <tr key={month.month} className="border-b border-border/60">
                      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                        {monthLabels[month.month - 1]}
                      </th>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{count(month.leads)}</td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{count(month.estimates)}</td>
                      <td className="py-1.5 pr-3 text-right tabular-nums">{count(month.closes)}</td>
                      <td className="py-1.5 text-right tabular-nums">{money(month.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <th scope="row" className="py-2 pr-3 text-left">
                      Year
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(funnel.leadsNeeded)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(funnel.estimatesNeeded)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(funnel.closesNeeded)}</td>
                    <td className="py-2 text-right tabular-nums">{money(funnel.revenueGoal)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Budget by channel</CardTitle>
            <CardDescription>
              What you mean to spend on each channel in {view.year}, beside what is spent so far.{' '}
              <Link to={paths.marketingChannels} className="font-medium text-primary underline underline-offset-4">
                Channels
              </Link>{' '}
              keeps their spend month by month.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {view.channels.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No channels yet.{' '}
                <Link to={paths.marketingChannels} className="font-medium text-primary underline underline-offset-4">
                  Add your channels
                </Link>{' '}
                (yard signs, the website, referrals …) to budget them.
              </p>
            ) : (
              <ul aria-label="Budget by channel" className="grid gap-3">
                {view.channels.map((channel) => {
                  const spent = view.budgets.find((line) => line.channelId === channel.id)?.spent;
                  return (
                    <li key={channel.id} className="grid min-w-0 gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_10rem] sm:items-start">
                      <label htmlFor={`budget-${channel.id}`} className="pt-2 text-sm font-medium break-words">
                        {channel.name}
                      </label>
                      <div className="grid gap-1">
                        <Input
                          id={`budget-${channel.id}`}
                          inputMode="decimal"
                          autoComplete="off"
                          value={typed.budgets[channel.id] ?? ''}
                          readOnly={!canEdit}
                          aria-invalid={budgetError(channel.id) ? true : undefined}
                          aria-describedby={budgetError(channel.id) ? `budget-${channel.id}-error` : undefined}
                          onChange={(event) => change({ budgets: { ...typed.budgets, [channel.id]: event.target.value } })}
                        />
                        {budgetError(channel.id) && (
                          <p id={`budget-${channel.id}-error`} className="text-sm text-destructive">
                            {budgetError(channel.id)}
                          </p>
                        )}
                      </div>
                      <p className="pt-2 text-sm text-muted-foreground sm:text-right">{spent === undefined ? '' : `${money(spent)} spent`}</p>
                    </li>
                  );
                })}
              </ul>
            )}
            <dl className="grid gap-2 border-t border-border pt-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Budget</dt>
                <dd className="font-semibold tabular-nums">{money(budgetTotal)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Spent in {view.year}, every channel</dt>
                <dd className="font-semibold tabular-nums">{money(view.spentTotal)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Budget per lead needed</dt>
                <dd className="font-semibold tabular-nums">{money(perLead)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <FormField id="plan-notes" label="Notes" error={errors.notes} hint="The plan in words: where to push, what to try, what to stop.">
          {(control) => <Textarea {...control} rows={3} maxLength={2000} value={typed.notes} readOnly={!canEdit} onChange={(event) => change({ notes: event.target.value })} />}
        </FormField>

        {canEdit && (
          <div className="flex flex-wrap items-center justify-end gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
            <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
              {save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : version === null ? 'Not saved yet' : 'All changes saved'}
            </p>
            <Button type="button" variant="outline" disabled={!dirty || save.isPending} onClick={() => change(saved)}>
              Discard changes
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save plan
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
