import {
  growthPlan,
  growthPlanMessages,
  growthPlanSettingsSchema,
  growthRoleLabels,
  growthRoles,
  MAX_PLAN_YEARS,
  type GrowthCeiling,
  type GrowthPlanSettings,
  type GrowthPlanView,
  type GrowthRole,
  type GrowthTargetMode,
  type GrowthYear,
} from '@groundwork/domain/growth';
import type { OverheadBudget } from '@groundwork/domain/overhead';
import { AlertTriangleIcon, ArrowUpRightIcon, InfoIcon, RefreshCwIcon, TrendingUpIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, InputField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDateTime, formatHours } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { useGrowthPlan } from '../api/get-growth-plan';
import { useSaveGrowthPlan } from '../api/save-growth-plan';
import { SaveBar } from './save-bar';

export const growthPlannerMessages = {
  saved: 'Growth plan saved',
  saveFailed: 'Failed to save the growth plan',
  checkFields: 'Please check the highlighted fields.',
  stale: 'Someone else changed this plan',
  reloaded: 'Loaded the latest plan',
} as const;

/** What the inputs hold: text as typed, so a half-typed number is never lost. */
type Typed = {
  years: string;
  targetMode: GrowthTargetMode;
  growthPercent: string;
  revenueTargets: string[];
  ownerHoursPerWeek: string;
  ownerHoursLimit: string;
  ownerWorkGrowsWithRevenue: boolean;
  spanOfControl: string;
  crewsPerOperationsManager: string;
  revenuePerOfficeRole: string;
  positions: Record<GrowthRole, string>;
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed.replace(/[$,\s]/g, '')));

function typedFrom(settings: GrowthPlanView['settings']): Typed {
  return {
    years: String(settings.years),
    targetMode: settings.targetMode,
    growthPercent: text(settings.growthPercent),
    revenueTargets: Array.from({ length: MAX_PLAN_YEARS }, (_, index) => text(settings.revenueTargets[index])),
    ownerHoursPerWeek: text(settings.ownerHoursPerWeek),
    ownerHoursLimit: text(settings.ownerHoursLimit),
    ownerWorkGrowsWithRevenue: settings.ownerWorkGrowsWithRevenue,
    spanOfControl: text(settings.ratios.spanOfControl),
    crewsPerOperationsManager: text(settings.ratios.crewsPerOperationsManager),
    revenuePerOfficeRole: text(settings.ratios.revenuePerOfficeRole),
    positions: { owner: settings.positions.owner ?? '', operations: settings.positions.operations ?? '', office: settings.positions.office ?? '', crewLeader: settings.positions.crewLeader ?? '' },
  };
}

/** The typed plan as the schema reads it; trailing blank targets are dropped, a blank in between stays to be refused. */
function settingsInput(typed: Typed) {
  const targets = typed.revenueTargets.map(numberOrNull);
  while (targets.length > 0 && targets[targets.length - 1] === null) targets.pop();
  return {
    years: Number(typed.years),
    targetMode: typed.targetMode,
    growthPercent: numberOrNull(typed.growthPercent) ?? 0,
    revenueTargets: targets,
    ownerHoursPerWeek: numberOrNull(typed.ownerHoursPerWeek) ?? 0,
    ownerHoursLimit: numberOrNull(typed.ownerHoursLimit) ?? Number.NaN,
    ownerWorkGrowsWithRevenue: typed.ownerWorkGrowsWithRevenue,
    ratios: {
      spanOfControl: numberOrNull(typed.spanOfControl) ?? Number.NaN,
      crewsPerOperationsManager: numberOrNull(typed.crewsPerOperationsManager) ?? Number.NaN,
      revenuePerOfficeRole: numberOrNull(typed.revenuePerOfficeRole) ?? Number.NaN,
    },
    positions: Object.fromEntries(growthRoles.map((role) => [role, typed.positions[role] || null])) as Record<GrowthRole, string | null>,
  };
}

type Measure = { key: keyof GrowthYear; label: string; show: (value: number) => string; hint?: string };
const count = (value: number) => value.toLocaleString('en-US');
const measures: readonly Measure[] = [
  { key: 'revenue', label: 'Revenue', show: formatCurrency },
  { key: 'crews', label: 'Crews', show: count },
  { key: 'fieldStaff', label: 'Field staff', show: count, hint: 'People on crews, leaders included' },
  { key: 'fieldHours', label: 'Billable field hours', show: formatHours },
  { key: 'equipmentUnits', label: 'Equipment units', show: count },
  { key: 'crewLeaders', label: 'Crew leaders', show: count, hint: 'One a crew' },
  { key: 'operationsManagers', label: 'Operations managers', show: count },
  { key: 'officeRoles', label: 'Office / admin roles', show: count },
  { key: 'ownerHoursPerWeek', label: 'Owner’s hours a week', show: formatHours },
];

type GrowthPlannerProps = {
  view: GrowthPlanView & { budget: OverheadBudget };
  /** Admins and office managers change the plan; everyone else reads it. */
  canEdit: boolean;
};

/**
 * The growth planner: revenue targets for the next 1–5 years, what they need (crews, field staff and hours,
 * equipment, leaders and office roles) from the company's own rates, and the ceilings the current structure hits,
 * each with the hire that lifts it. The table follows every key press: the browser runs the server's growthPlan.
 */
export function GrowthPlanner({ view, canEdit }: GrowthPlannerProps) {
  const planQuery = useGrowthPlan();
  const save = useSaveGrowthPlan();
  const timeZone = useCompanyTimeZone();
  const [savedBy, setSavedBy] = useState(view.updatedBy);
  const [saved, setSaved] = useState<Typed>(() => typedFrom(view.settings));
  const [typed, setTyped] = useState<Typed>(saved);
  const [version, setVersion] = useState(view.updatedAt);
  const [stale, setStale] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const input = useMemo(() => settingsInput(typed), [typed]);
  const parsed = useMemo(() => growthPlanSettingsSchema.safeParse(input), [input]);
  const savedSettings = useMemo(() => growthPlanSettingsSchema.parse(settingsInput(saved)), [saved]);
  const settings: GrowthPlanSettings = parsed.success ? parsed.data : savedSettings;
  const outcome = useMemo(() => growthPlan(view.budget, view.company, settings), [view.budget, view.company, settings]);
  const errors = useMemo(() => {
    const found: Record<string, string> = { ...serverErrors };
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    return found;
  }, [parsed, serverErrors]);
  const dirty = JSON.stringify(input) !== JSON.stringify(settingsInput(saved));
  const baseYear = view.budget.year;
  const years = Number(typed.years) || settings.years;

  const show = (fresh: GrowthPlanView) => {
    const next = typedFrom(fresh.settings);
    setSaved(next);
    setTyped(next);
    setVersion(fresh.updatedAt);
    setSavedBy(fresh.updatedBy);
    setServerErrors({});
    setStale(false);
  };
  const change = (patch: Partial<Typed>) => {
    setTyped((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      toast.error(growthPlannerMessages.saveFailed, { description: growthPlannerMessages.checkFields });
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { ...parsed.data, updatedAt: version },
      {
        onSuccess: (fresh) => {
          show(fresh);
          toast.success(growthPlannerMessages.saved);
        },
        onError: (error) => {
          if (isStaleWrite(error)) setStale(true);
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          setServerErrors(Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path, messages[0] ?? growthPlannerMessages.checkFields])));
          toast.error(growthPlannerMessages.saveFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  const reload = async () => {
    const result = await planQuery.refetch();
    if (result.data) {
      show(result.data);
      toast.info(growthPlannerMessages.reloaded);
    }
  };

  return (
    <div className="grid min-w-0 gap-6">
      {!canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read this plan</AlertTitle>
          <AlertDescription>{growthPlanMessages.leadersOnly}.</AlertDescription>
        </Alert>
      )}
      {version !== null && (
        <p className="text-sm text-muted-foreground" data-testid="plan-saved">
          Last saved {formatDateTime(version, timeZone)}
          {savedBy ? ` by ${savedBy.name}` : ''}.
        </p>
      )}
      {stale && (
        <Alert variant="destructive" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{growthPlannerMessages.stale}</AlertTitle>
          <AlertDescription>
            <p>What you typed is still here. Reload to see the latest plan (yours on this page will be replaced), then make your changes again.</p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void reload()} disabled={planQuery.isFetching}>
              <RefreshCwIcon aria-hidden="true" />
              Reload
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <form onSubmit={submit} noValidate aria-label="Growth plan" className="grid min-w-0 gap-6">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Revenue targets</CardTitle>
            <CardDescription>
              From the {baseYear} budget “{view.budget.name || 'Budget'}”, sold at its prices. Grow it by a percentage a year, or type each year’s target.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            <FormField id="plan-years" label="Years to plan" error={errors.years}>
              {(control) => (
                <NativeSelect {...control} value={typed.years} disabled={!canEdit} onChange={(event) => change({ years: event.target.value })}>
                  {Array.from({ length: MAX_PLAN_YEARS }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count} {count === 1 ? 'year' : 'years'} ({baseYear + 1}
                      {count > 1 ? `–${baseYear + count}` : ''})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="plan-target-mode" label="Targets" error={errors.targetMode}>
              {(control) => (
                <NativeSelect {...control} value={typed.targetMode} disabled={!canEdit} onChange={(event) => change({ targetMode: event.target.value as GrowthTargetMode })}>
                  <option value="growth">Grow by a % a year</option>
                  <option value="targets">Type each year’s revenue</option>
                </NativeSelect>
              )}
            </FormField>
            {typed.targetMode === 'growth' && (
              <InputField
                id="plan-growth"
                label="Growth (% a year)"
                inputMode="decimal"
                value={typed.growthPercent}
                readOnly={!canEdit}
                error={errors.growthPercent}
                onChange={(event) => change({ growthPercent: event.target.value })}
              />
            )}
            {typed.targetMode === 'targets' && (
              <div className="grid gap-4 sm:col-span-3 sm:grid-cols-3 lg:grid-cols-5">
                {Array.from({ length: years }, (_, index) => (
                  <InputField
                    key={index}
                    id={`plan-target-${index + 1}`}
                    label={`${baseYear + index + 1} revenue ($)`}
                    inputMode="decimal"
                    value={typed.revenueTargets[index] ?? ''}
                    readOnly={!canEdit}
                    error={errors[`revenueTargets.${index}`]}
                    onChange={(event) => change({ revenueTargets: typed.revenueTargets.map((target, at) => (at === index ? event.target.value : target)) })}
                  />
                ))}
              </div>
            )}
          </CardContent>
        </Card>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>The owner and the ratios</CardTitle>
            <CardDescription>Rules of thumb from landscaping companies; change them to yours.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            <InputField
              id="plan-owner-hours"
              label="Owner’s hours a week"
              inputMode="decimal"
              value={typed.ownerHoursPerWeek}
              readOnly={!canEdit}
              error={errors.ownerHoursPerWeek}
              onChange={(event) => change({ ownerHoursPerWeek: event.target.value })}
            />
            <InputField
              id="plan-owner-limit"
              label="Owner’s limit (hours a week)"
              inputMode="decimal"
              value={typed.ownerHoursLimit}
              readOnly={!canEdit}
              error={errors.ownerHoursLimit}
              onChange={(event) => change({ ownerHoursLimit: event.target.value })}
            />
            <div className="flex items-start gap-3 pt-1 sm:pt-7">
              <Checkbox
                id="plan-owner-grows"
                checked={typed.ownerWorkGrowsWithRevenue}
                disabled={!canEdit}
                onCheckedChange={(checked) => change({ ownerWorkGrowsWithRevenue: checked === true })}
              />
              <Label htmlFor="plan-owner-grows" className="leading-snug font-normal">
                The owner still leads crews or sells: their hours grow with the work
              </Label>
            </div>
            <InputField
              id="plan-span"
              label="Span of control (people a leader leads)"
              inputMode="numeric"
              value={typed.spanOfControl}
              readOnly={!canEdit}
              error={errors['ratios.spanOfControl']}
              onChange={(event) => change({ spanOfControl: event.target.value })}
            />
            <InputField
              id="plan-crews-per-manager"
              label="Crews per operations manager"
              inputMode="numeric"
              value={typed.crewsPerOperationsManager}
              readOnly={!canEdit}
              error={errors['ratios.crewsPerOperationsManager']}
              onChange={(event) => change({ crewsPerOperationsManager: event.target.value })}
            />
            <InputField
              id="plan-revenue-per-office"
              label="Revenue per office role ($ a year)"
              inputMode="decimal"
              value={typed.revenuePerOfficeRole}
              readOnly={!canEdit}
              error={errors['ratios.revenuePerOfficeRole']}
              onChange={(event) => change({ revenuePerOfficeRole: event.target.value })}
            />
          </CardContent>
        </Card>

        <details className="min-w-0 rounded-xl border border-border bg-card p-5 shadow-xs">
          <summary className="cursor-pointer text-base font-semibold text-foreground">Roles on your org chart</summary>
          <p className="mt-3 text-sm text-muted-foreground">Which position plays each role the plan counts. Left to “From the titles”, the plan reads it from the position titles.</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {growthRoles.map((role) => (
              <FormField key={role} id={`plan-role-${role}`} label={growthRoleLabels[role]} error={errors[`positions.${role}`]}>
                {(control) => (
                  <NativeSelect {...control} value={typed.positions[role]} disabled={!canEdit} onChange={(event) => change({ positions: { ...typed.positions, [role]: event.target.value } })}>
                    <option value="">From the titles{outcome.ok && outcome.plan.roles[role] ? ` (${outcome.plan.roles[role].title})` : ''}</option>
                    {view.company.positions.map((position) => (
                      <option key={position.id} value={position.id}>
                        {position.title}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            ))}
          </div>
        </details>

        {canEdit && (
          <SaveBar
            status={dirty ? 'Unsaved changes: the plan shows them already.' : version === null ? 'This is a starting plan: save it to keep it.' : 'All changes saved.'}
            dirty={dirty}
            saving={save.isPending}
            onDiscard={() => {
              setTyped(saved);
              setServerErrors({});
            }}
            saveLabel="Save plan"
          />
        )}
      </form>

      {!parsed.success && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>The plan shows the saved figures</AlertTitle>
          <AlertDescription>{growthPlannerMessages.checkFields}</AlertDescription>
        </Alert>
      )}

      {outcome.ok ? (
        <>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Ceilings</CardTitle>
              <CardDescription>Where the company as it stands today stops growing, the year it bites, and the hire that lifts it.</CardDescription>
            </CardHeader>
            <CardContent>
              {outcome.plan.ceilings.length === 0 ? (
                <p className="text-sm text-muted-foreground">No ceiling in this plan: today’s structure carries it.</p>
              ) : (
                <ul className="grid gap-3" aria-label="Ceilings">
                  {outcome.plan.ceilings.map((ceiling) => (
                    <CeilingCallout key={`${ceiling.kind}-${ceiling.hire.title}`} ceiling={ceiling} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Year by year</CardTitle>
              <CardDescription>
                At your own rates: {formatCurrency(outcome.plan.rates.revenuePerCrew)} a crew, {outcome.plan.rates.revenuePerManHour === null ? '—' : formatCurrency(outcome.plan.rates.revenuePerManHour)} a
                billable hour, {formatHours(outcome.plan.rates.fieldHoursPerCrew)}, {outcome.plan.rates.fieldStaffPerCrew} people and {outcome.plan.rates.equipmentPerCrew} units a crew. The
                years show what they need; “+” is more than today.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <div className="overflow-x-auto" data-testid="growth-table-scroll">
                <Table aria-label="What each year needs" className="min-w-[40rem]">
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Needs</TableHead>
                      <TableHead scope="col" className="text-right whitespace-nowrap">
                        Today ({baseYear})
                      </TableHead>
                      {outcome.plan.years.map((year) => (
                        <TableHead key={year.offset} scope="col" className="text-right whitespace-nowrap">
                          {year.year}
                        </TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {measures.map((measure) => {
                      const today = outcome.plan.today[measure.key];
                      return (
                        <TableRow key={measure.key}>
                          <th scope="row" className="px-4 py-2 text-left text-sm font-normal text-foreground">
                            {measure.label}
                            {measure.hint && <span className="block text-xs text-muted-foreground">{measure.hint}</span>}
                          </th>
                          <TableCell className="text-right whitespace-nowrap text-muted-foreground tabular-nums">{measure.show(today)}</TableCell>
                          {outcome.plan.years.map((year) => {
                            const value = year[measure.key];
                            const more = measure.key !== 'revenue' && measure.key !== 'fieldHours' && measure.key !== 'ownerHoursPerWeek' && value > today ? value - today : 0;
                            return (
                              <TableCell key={year.offset} className="text-right whitespace-nowrap tabular-nums">
                                {measure.show(value)}
                                {more > 0 && <span className="ml-1 text-xs font-medium text-primary">+{count(more)}</span>}
                              </TableCell>
                            );
                          })}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </div>
            </CardContent>
          </Card>

          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Leaders today</CardTitle>
              <CardDescription>The people reporting directly to each position on the org chart, shared among its holders (over 1:{settings.ratios.spanOfControl} is a ceiling).</CardDescription>
            </CardHeader>
            <CardContent>
              {outcome.plan.spans.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Nobody reports to anyone on the org chart yet.{' '}
                  <Link to={paths.orgChart} className="font-medium text-primary underline underline-offset-4">
                    Open the org chart
                  </Link>
                </p>
              ) : (
                <div className="overflow-x-auto">
                  <Table aria-label="Leaders today" className="min-w-[28rem]">
                    <TableHeader>
                      <TableRow>
                        <TableHead scope="col">Position</TableHead>
                        <TableHead scope="col" className="text-right">
                          Holders
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          Direct reports
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          Each leads
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {outcome.plan.spans.map((span) => (
                        <TableRow key={span.positionId}>
                          <th scope="row" className="px-4 py-2 text-left text-sm font-normal">
                            <Link to={paths.roleResponsibilities(span.positionId)} className="text-primary underline underline-offset-4">
                              {span.title}
                            </Link>
                          </th>
                          <TableCell className="text-right tabular-nums">{span.holders}</TableCell>
                          <TableCell className="text-right tabular-nums">{span.directReports}</TableCell>
                          <TableCell className={span.perLeader > settings.ratios.spanOfControl ? 'text-right font-semibold text-destructive tabular-nums' : 'text-right tabular-nums'}>{span.perLeader}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </CardContent>
          </Card>
        </>
      ) : (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>Nothing to plan from yet</AlertTitle>
          <AlertDescription>
            <p>
              {outcome.reason}{' '}
              <Link to={paths.budgetPricing} className="font-medium text-primary underline underline-offset-4">
                Open Budget Pricing
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function CeilingCallout({ ceiling }: { ceiling: GrowthCeiling }) {
  const { hire } = ceiling;
  const who = `${hire.count} ${hire.title}`;
  return (
    <li className="rounded-lg border border-warning/40 bg-warning-soft p-4">
      <p className="flex gap-2 text-sm font-medium text-foreground">
        <TrendingUpIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{ceiling.message}</span>
      </p>
      <p className="mt-2 pl-6 text-sm text-foreground">
        Hire: <span className="font-semibold">{who}</span> {hire.positionId ? '(a position on your chart)' : '(new position)'}
        {' · '}
        <Link to={hire.positionId ? paths.roleResponsibilities(hire.positionId) : paths.orgChart} className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4">
          {hire.positionId ? `Open ${hire.title}` : 'Add it on the org chart'}
          <ArrowUpRightIcon className="size-3.5" aria-hidden="true" />
        </Link>
      </p>
    </li>
  );
}
