import {
  budgetProjectionAssumptionsSchema,
  budgetProjectionMessages,
  lineRates,
  MAX_PROJECTION_YEARS,
  projectBudget,
  projectionLineKind,
  projectionLineLabels,
  projectionLines,
  type BudgetProjectionAssumptions,
  type BudgetProjectionView,
  type ProjectedTotals,
  type ProjectedYear,
  type ProjectionLine,
} from '@groundwork/domain/growth';
import type { OverheadBudget, OverheadBudgetFields } from '@groundwork/domain/overhead';
import { AlertTriangleIcon, FilePlus2Icon, InfoIcon, RefreshCwIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency, formatHours } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useBudgetProjection } from '../api/get-budget-projection';
import { useMakeDraftBudget } from '../api/make-draft-budget';
import { useSaveBudgetProjection } from '../api/save-budget-projection';
import { SaveBar } from './save-bar';

export const budgetProjectionsMessages = {
  saved: 'Assumptions saved',
  saveFailed: 'Failed to save the assumptions',
  checkFields: 'Please check the highlighted fields.',
  stale: 'Someone else changed these assumptions',
  reloaded: 'Loaded the latest assumptions',
  draftFailed: 'Failed to make the draft budget',
  saveFirst: 'Save the assumptions first: a draft is made from the saved ones.',
} as const;

/** What the inputs hold: text as typed, so a half-typed number is never lost. */
type Typed = {
  years: string;
  growthPercent: string;
  inflationPercent: string;
  lines: Partial<Record<ProjectionLine, { growthPercent: string; inflationPercent: string }>>;
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

function typedFrom(assumptions: BudgetProjectionView['assumptions']): Typed {
  return {
    years: String(assumptions.years),
    growthPercent: text(assumptions.growthPercent),
    inflationPercent: text(assumptions.inflationPercent),
    lines: Object.fromEntries(
      Object.entries(assumptions.lines).map(([line, rates]) => [line, { growthPercent: text(rates?.growthPercent), inflationPercent: text(rates?.inflationPercent) }]),
    ),
  };
}

/** The typed assumptions as the schema reads them; a blank company-wide rate is 0 and a blank line rate inherits. */
function assumptionsInput(typed: Typed) {
  const lines = Object.fromEntries(
    Object.entries(typed.lines)
      .map(([line, rates]) => [line, { growthPercent: numberOrNull(rates?.growthPercent ?? ''), inflationPercent: numberOrNull(rates?.inflationPercent ?? '') }] as const)
      .filter(([, rates]) => rates.growthPercent !== null || rates.inflationPercent !== null),
  );
  return { years: Number(typed.years), growthPercent: numberOrNull(typed.growthPercent) ?? 0, inflationPercent: numberOrNull(typed.inflationPercent) ?? 0, lines };
}

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const rate = (value: number) => `${value > 0 ? '+' : ''}${value}%`;

function lineAmount(budget: Pick<OverheadBudgetFields, 'billableLaborHours' | 'income' | 'directCost' | 'operatingExpense'>, line: ProjectionLine): number {
  if (line === 'billableLaborHours') return budget.billableLaborHours;
  if (line === 'other_incomes') return budget.income.other_incomes;
  if (line in budget.directCost) return budget.directCost[line as keyof OverheadBudgetFields['directCost']];
  return budget.operatingExpense[line as keyof OverheadBudgetFields['operatingExpense']];
}

const totalRows: ReadonlyArray<{ key: keyof ProjectedTotals; label: string; kind: 'money' | 'percent' | 'rate'; strong?: boolean }> = [
  { key: 'revenue', label: 'Revenue', kind: 'money', strong: true },
  { key: 'directCosts', label: 'Direct costs', kind: 'money' },
  { key: 'grossProfit', label: 'Gross profit', kind: 'money' },
  { key: 'grossMarginPercent', label: 'Gross margin', kind: 'percent' },
  { key: 'overhead', label: 'Overhead (less other income)', kind: 'money' },
  { key: 'netProfit', label: 'Net profit', kind: 'money', strong: true },
  { key: 'netMarginPercent', label: 'Net margin', kind: 'percent' },
  { key: 'breakEvenRevenue', label: 'Break-even revenue', kind: 'money' },
  { key: 'laborPricePerHour', label: 'Labour price per hour', kind: 'rate', strong: true },
];

function showTotal(value: number | null, kind: (typeof totalRows)[number]['kind']) {
  if (kind === 'percent') return percent(value);
  if (value === null) return '—';
  return kind === 'rate' ? `${formatCurrency(value)}/h` : formatCurrency(value);
}

type BudgetProjectionsProps = {
  view: BudgetProjectionView & { baseBudget: OverheadBudget };
  /** Admins and office managers save assumptions and make drafts; everyone else reads. */
  canEdit: boolean;
  /** After a draft budget is made (the screen refreshes what lists budgets). */
  onDraftMade?: (budget: OverheadBudget) => void;
  /** Where a made draft can be opened (Budget Pricing with that budget chosen). */
  draftLink?: (budget: OverheadBudget) => string;
};

/**
 * The active budget projected 1–5 years with a growth % and an inflation % (per line when a line sets its own). The
 * table follows every key press: the browser runs the same projectBudget the server runs. A projected year becomes an
 * inactive draft budget for that year.
 */
export function BudgetProjections({ view, canEdit, onDraftMade, draftLink }: BudgetProjectionsProps) {
  const projectionQuery = useBudgetProjection();
  const save = useSaveBudgetProjection();
  const makeDraft = useMakeDraftBudget(onDraftMade);
  const base = view.baseBudget;
  const [saved, setSaved] = useState<Typed>(() => typedFrom(view.assumptions));
  const [typed, setTyped] = useState<Typed>(saved);
  const [version, setVersion] = useState(view.updatedAt);
  const [stale, setStale] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ year: ProjectedYear; alongside: boolean; message?: string; key: string } | null>(null);
  const [madeDraft, setMadeDraft] = useState<OverheadBudget | null>(null);

  const input = useMemo(() => assumptionsInput(typed), [typed]);
  const parsed = useMemo(() => budgetProjectionAssumptionsSchema.safeParse(input), [input]);
  const savedAssumptions = useMemo(() => budgetProjectionAssumptionsSchema.parse(assumptionsInput(saved)), [saved]);
  const assumptions: BudgetProjectionAssumptions = parsed.success ? parsed.data : savedAssumptions;
  const projection = useMemo(() => projectBudget(base, assumptions), [base, assumptions]);
  const errors = useMemo(() => {
    const found: Record<string, string> = { ...serverErrors };
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    return found;
  }, [parsed, serverErrors]);
  const dirty = JSON.stringify(input) !== JSON.stringify(assumptionsInput(saved));

  const show = (fresh: BudgetProjectionView) => {
    const next = typedFrom(fresh.assumptions);
    setSaved(next);
    setTyped(next);
    setVersion(fresh.updatedAt);
    setServerErrors({});
    setStale(false);
  };

  const setField = (field: 'years' | 'growthPercent' | 'inflationPercent', value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  };
  const setLine = (line: ProjectionLine, field: 'growthPercent' | 'inflationPercent', value: string) => {
    setTyped((current) => ({
      ...current,
      lines: { ...current.lines, [line]: { growthPercent: '', inflationPercent: '', ...current.lines[line], [field]: value } },
    }));
    setServerErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      toast.error(budgetProjectionsMessages.saveFailed, { description: budgetProjectionsMessages.checkFields });
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate(
      { ...parsed.data, updatedAt: version },
      {
        onSuccess: (fresh) => {
          show(fresh);
          toast.success(budgetProjectionsMessages.saved);
        },
        onError: (error) => {
          if (isStaleWrite(error)) setStale(true);
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          setServerErrors(Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path, messages[0] ?? budgetProjectionsMessages.checkFields])));
          toast.error(budgetProjectionsMessages.saveFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  const reload = async () => {
    const result = await projectionQuery.refetch();
    if (result.data) {
      show(result.data);
      toast.info(budgetProjectionsMessages.reloaded);
    }
  };

  const confirmDraft = () => {
    if (!confirming) return;
    const { year, alongside, key } = confirming;
    makeDraft.mutate(
      { offset: year.offset, input: { updatedAt: version, budgetUpdatedAt: base.updatedAt, alongsideExisting: alongside }, idempotencyKey: key },
      {
        onSuccess: ({ budget }) => {
          setConfirming(null);
          setMadeDraft(budget);
          toast.success(budgetProjectionMessages.draftMade(budget.year), {
            description: 'It is inactive: estimates keep pricing from the active budget until you make it active on Budget Pricing.',
          });
        },
        onError: (error) => {
          // A budget for that year already exists: ask whether to make another one beside it.
          if (isApiError(error) && error.status === 409 && typeof error.details.existingBudgetId === 'string') {
            setConfirming({ year, alongside: true, message: error.message, key: crypto.randomUUID() });
            return;
          }
          setConfirming(null);
          if (isStaleWrite(error)) setStale(true);
          toast.error(budgetProjectionsMessages.draftFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  // Lines the base budget and its years leave at 0 would only be rows of dashes.
  const shownLines = projectionLines.filter((line) => lineAmount(base, line) !== 0 || projection.years.some((year) => lineAmount(year.budget, line) !== 0));
  const columns = [{ key: 'base', year: base.year, label: `${base.year} budget` }, ...projection.years.map((year) => ({ key: String(year.offset), year: year.year, label: String(year.year) }))];
  const amountsOf = (line: ProjectionLine) => [lineAmount(base, line), ...projection.years.map((year) => lineAmount(year.budget, line))];
  const showAmount = (line: ProjectionLine, value: number) => (line === 'billableLaborHours' ? formatHours(value) : formatCurrency(value));

  return (
    <div className="grid gap-6">
      {!canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read this projection</AlertTitle>
          <AlertDescription>{budgetProjectionMessages.managersOnly}.</AlertDescription>
        </Alert>
      )}
      {stale && (
        <Alert variant="destructive" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{budgetProjectionsMessages.stale}</AlertTitle>
          <AlertDescription>
            <p>What you typed is still here. Reload to see the latest assumptions (yours on this page will be replaced), then make your changes again.</p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void reload()} disabled={projectionQuery.isFetching}>
              <RefreshCwIcon aria-hidden="true" />
              Reload
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <form onSubmit={submit} noValidate aria-label="Projection assumptions" className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Assumptions</CardTitle>
            <CardDescription>
              From the {base.year} budget “{base.name || 'Budget'}”. Growth is more work sold each year: billable hours and direct costs rise with it. Inflation is the same work
              costing more: every dollar line rises with it. Overhead rises with inflation only, unless you give a line its own growth below.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            <FormField id="projection-years" label="Years to project" error={errors.years}>
              {(control) => (
                <NativeSelect {...control} value={typed.years} disabled={!canEdit} onChange={(event) => setField('years', event.target.value)}>
                  {Array.from({ length: MAX_PROJECTION_YEARS }, (_, index) => index + 1).map((years) => (
                    <option key={years} value={years}>
                      {years} {years === 1 ? 'year' : 'years'} ({base.year + 1}
                      {years > 1 ? `–${base.year + years}` : ''})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <InputField
              id="projection-growth"
              label="Growth (% a year)"
              hint="More work sold: hours, labour, materials, equipment, subcontractors."
              inputMode="decimal"
              value={typed.growthPercent}
              readOnly={!canEdit}
              error={errors.growthPercent}
              onChange={(event) => setField('growthPercent', event.target.value)}
            />
            <InputField
              id="projection-inflation"
              label="Inflation (% a year)"
              hint="Prices and wages: every dollar line."
              inputMode="decimal"
              value={typed.inflationPercent}
              readOnly={!canEdit}
              error={errors.inflationPercent}
              onChange={(event) => setField('inflationPercent', event.target.value)}
            />
          </CardContent>
        </Card>

        <details className="rounded-xl border border-border bg-card p-5 shadow-xs">
          <summary className="cursor-pointer text-base font-semibold text-foreground">Rates line by line ({Object.keys(assumptions.lines).length} set)</summary>
          <p className="mt-3 text-sm text-muted-foreground">Leave a rate blank to use the company-wide one (shown in grey). Billable hours only grow: an hour does not inflate.</p>
          <div className="mt-4 overflow-x-auto">
            <Table aria-label="Rates line by line" className="min-w-[36rem]">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Line</TableHead>
                  <TableHead scope="col" className="text-right">
                    {base.year} budget
                  </TableHead>
                  <TableHead scope="col">Growth %</TableHead>
                  <TableHead scope="col">Inflation %</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {projectionLines.map((line) => {
                  const inherited = lineRates({ ...assumptions, lines: {} }, line);
                  const own = typed.lines[line];
                  const label = projectionLineLabels[line];
                  return (
                    <TableRow key={line}>
                      <th scope="row" className="px-4 py-2 text-left text-sm font-normal text-foreground">
                        {label}
                      </th>
                      <TableCell className="text-right text-muted-foreground tabular-nums">{showAmount(line, lineAmount(base, line))}</TableCell>
                      <TableCell>
                        <RateInput id={`line-${line}-growth`} label={`${label} growth %`} value={own?.growthPercent ?? ''} placeholder={String(inherited.growthPercent)} readOnly={!canEdit} error={errors[`lines.${line}.growthPercent`]} onChange={(value) => setLine(line, 'growthPercent', value)} />
                      </TableCell>
                      <TableCell>
                        {projectionLineKind(line) === 'hours' ? (
                          <span className="text-sm text-muted-foreground">Does not inflate</span>
                        ) : (
                          <RateInput id={`line-${line}-inflation`} label={`${label} inflation %`} value={own?.inflationPercent ?? ''} placeholder={String(inherited.inflationPercent)} readOnly={!canEdit} error={errors[`lines.${line}.inflationPercent`]} onChange={(value) => setLine(line, 'inflationPercent', value)} />
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </details>

        {canEdit && (
          <SaveBar
            status={dirty ? 'Unsaved changes: the projection shows them already.' : version === null ? 'These are the starting assumptions: save them to keep them.' : 'All changes saved.'}
            dirty={dirty}
            saving={save.isPending}
            onDiscard={() => {
              setTyped(saved);
              setServerErrors({});
            }}
            saveLabel="Save assumptions"
          />
        )}
      </form>

      {!parsed.success && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>The projection shows the saved assumptions</AlertTitle>
          <AlertDescription>{budgetProjectionsMessages.checkFields}</AlertDescription>
        </Alert>
      )}

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>The P&amp;L, year by year</CardTitle>
          <CardDescription>
            Each line to the cent, each year grown from the one before. Revenue is what the year must sell to keep your {base.targetNetProfitPercent}% target net profit, as Budget
            Pricing works it out.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="overflow-x-auto" data-testid="projection-table-scroll">
            <Table aria-label="Projected P&L" className="min-w-[40rem]">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Line</TableHead>
                  {columns.map((column) => (
                    <TableHead key={column.key} scope="col" className="text-right whitespace-nowrap">
                      {column.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {shownLines.map((line) => {
                  const rates = lineRates(assumptions, line);
                  return (
                    <TableRow key={line}>
                      <th scope="row" className="px-4 py-2 text-left text-sm font-normal text-foreground">
                        {projectionLineLabels[line]}
                        <span className="block text-xs text-muted-foreground">
                          {rate(rates.growthPercent)} growth{projectionLineKind(line) === 'hours' ? '' : `, ${rate(rates.inflationPercent)} inflation`}
                        </span>
                      </th>
                      {amountsOf(line).map((amount, index) => (
                        <TableCell key={columns[index]!.key} className="text-right whitespace-nowrap tabular-nums">
                          {showAmount(line, amount)}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
                {totalRows.map((row, index) => (
                  <TableRow key={row.key} className={cn(index === 0 && 'border-t-2 border-border')}>
                    <th scope="row" className={cn('px-4 py-2 text-left text-sm font-normal text-muted-foreground', row.strong && 'font-semibold text-foreground')}>
                      {row.label}
                    </th>
                    {[projection.base.totals, ...projection.years.map((year) => year.totals)].map((totals, column) => (
                      <TableCell key={columns[column]!.key} className={cn('text-right whitespace-nowrap tabular-nums', row.strong && 'font-semibold')}>
                        {showTotal(totals[row.key], row.kind)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <p className="text-xs text-muted-foreground">Lines at $0 in every year are left out. {projectionLines.length - shownLines.length > 0 && `(${projectionLines.length - shownLines.length} lines.)`}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Next year’s budget</CardTitle>
          <CardDescription>
            A projected year becomes a draft budget for that year, inactive until you make it active on Budget Pricing; estimates keep pricing from the active budget meanwhile.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {projection.years.map((year) => (
            <div key={year.offset} className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">
                <span className="font-medium text-foreground">{year.year}</span>: revenue {formatCurrency(year.totals.revenue)}, net profit {formatCurrency(year.totals.netProfit)}
                {year.problem && <span className="block text-destructive">{year.problem}</span>}
              </p>
              {canEdit && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={dirty || year.problem !== null || makeDraft.isPending}
                  aria-describedby={dirty ? 'draft-save-first' : undefined}
                  onClick={() => setConfirming({ year, alongside: false, key: crypto.randomUUID() })}
                >
                  <FilePlus2Icon aria-hidden="true" />
                  Make {year.year} draft budget
                </Button>
              )}
            </div>
          ))}
          {madeDraft && (
            <Alert variant="info" role="status">
              <InfoIcon aria-hidden="true" />
              <AlertTitle>{budgetProjectionMessages.draftMade(madeDraft.year)}: “{madeDraft.name}”</AlertTitle>
              <AlertDescription>
                <p>
                  It is inactive: estimates keep pricing from the active budget.{' '}
                  {draftLink && (
                    <Link to={draftLink(madeDraft)} className="font-medium text-primary underline underline-offset-4">
                      Open it on Budget Pricing
                    </Link>
                  )}
                </p>
              </AlertDescription>
            </Alert>
          )}
          {canEdit && dirty && (
            <p id="draft-save-first" className="text-sm text-muted-foreground">
              {budgetProjectionsMessages.saveFirst}
            </p>
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        destructive={false}
        title={confirming?.alongside ? `Another ${confirming.year.year} budget?` : `Make the ${confirming?.year.year ?? ''} draft budget?`}
        description={
          confirming?.alongside
            ? confirming.message
            : `A new inactive ${confirming?.year.year ?? ''} budget is made from this projection: revenue ${formatCurrency(confirming?.year.totals.revenue)}, net profit ${formatCurrency(confirming?.year.totals.netProfit)}. You can edit it on Budget Pricing.`
        }
        confirmLabel={confirming?.alongside ? `Make another ${confirming.year.year} draft` : 'Make draft budget'}
        busyLabel="Making…"
        busy={makeDraft.isPending}
        onConfirm={confirmDraft}
      />
    </div>
  );
}

function RateInput({ id, label, value, placeholder, readOnly, error, onChange }: { id: string; label: string; value: string; placeholder: string; readOnly: boolean; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-1">
      <Input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode="decimal"
        className="w-24"
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
