import {
  calculateOverhead,
  directCostLabels,
  directCostLines,
  operatingExpenseLabels,
  operatingExpenseLines,
  otherIncomesLabel,
  overheadBudgetFieldsSchema,
  overheadDataLabels,
  overheadDataLines,
  overheadMessages,
  recoveryPercentLabels,
  type OverheadBudget,
  type RecoveryMethod,
  type RecoveryPercentLine,
} from '@groundwork/domain/overhead';
import { roundTo } from '@groundwork/domain/shared';
import { AlertTriangleIcon, InfoIcon, Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { isStaleWrite } from '@/lib/stale-write';
import { useBulkSync } from '../api/bulk-sync';
import { useOverheadBudgets } from '../api/get-overhead-budgets';
import { useOverheadCategories } from '../api/get-overhead-categories';
import { useUpdateOverheadBudget } from '../api/update-overhead-budget';
import { budgetInputFromDraft, draftErrors, draftFromBudget, groupTotal, isDraftChanged, previewFigures, recoveryPercentPaths, type BudgetDraft } from '../budget-draft';
import { BudgetLineInput } from './budget-line-input';
import { MoneyFlowChart } from './money-flow-chart';
import { OverheadResultsList } from './overhead-results';
import { RecoveryMethodSwitch } from './recovery-method-switch';

export const budgetWorkspaceMessages = {
  saved: 'Budget saved',
  saveFailed: 'Failed to save budget',
  checkFields: 'Please check the highlighted fields.',
  stale: 'Someone else changed this budget',
  reloaded: 'Loaded the latest budget',
  synced: 'Category totals copied into the budget',
  syncFailed: 'Failed to copy category totals',
  activated: 'This budget is now the active one',
  activateFailed: 'Failed to make this budget active',
} as const;

const incomePaths = ['income.other_incomes'];
const directCostPaths = directCostLines.map((line) => `directCost.${line}`);
const operatingExpensePaths = operatingExpenseLines.map((line) => `operatingExpense.${line}`);
const overheadDataPaths = overheadDataLines.map((line) => `overheadData.${line}`);

function BudgetSection({ id, title, description, totals, children, actions }: { id: string; title: string; description?: ReactNode; totals: { label: string; value: string }[]; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-base font-semibold text-foreground">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="grid gap-3">{children}</div>
      {totals.length > 0 && (
      <div className="grid gap-1 border-t border-border pt-3">
        {totals.map((total) => (
          <p key={total.label} className="flex justify-between gap-3 text-sm font-semibold text-foreground">
            <span>{total.label}</span>
            <span className="tabular-nums">{total.value}</span>
          </p>
        ))}
      </div>
      )}
    </section>
  );
}

type BudgetWorkspaceProps = {
  budget: OverheadBudget;
  /** Admins and office managers change the budget; everyone else reads it. */
  canEdit: boolean;
};

/**
 * The P&L budget editor with its results beside it. Results follow every key press: the browser runs the same
 * `calculateOverhead` the server runs for `POST /calculate`. Saving replaces the budget; a save based on an older
 * version (409) keeps what was typed and offers to reload.
 */
export function BudgetWorkspace({ budget, canEdit }: BudgetWorkspaceProps) {
  const budgets = useOverheadBudgets();
  const update = useUpdateOverheadBudget();
  const sync = useBulkSync();
  const categories = useOverheadCategories();
  const [saved, setSaved] = useState<BudgetDraft>(() => draftFromBudget(budget));
  const [draft, setDraft] = useState<BudgetDraft>(saved);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  // The version this edit started from; a save carries it so a stale one is refused (409).
  const [version, setVersion] = useState(budget.updatedAt);
  const [seenVersion, setSeenVersion] = useState(budget.updatedAt);

  const dirty = isDraftChanged(draft, saved);
  const errors = useMemo(() => ({ ...draftErrors(draft), ...serverErrors }), [draft, serverErrors]);
  const figures = useMemo(() => previewFigures(draft), [draft]);
  const results = useMemo(() => calculateOverhead(figures), [figures]);

  const showBudget = (fresh: OverheadBudget) => {
    const next = draftFromBudget(fresh);
    setVersion(fresh.updatedAt);
    setSaved(next);
    setDraft(next);
    setServerErrors({});
    setStale(false);
  };

  // A fresher copy from the server (another tab, a bulk sync) replaces the figures unless someone is typing;
  // their save then meets the 409 and the offer to reload.
  if (budget.updatedAt !== seenVersion) {
    setSeenVersion(budget.updatedAt);
    if (budget.updatedAt !== version && !dirty) showBudget(budget);
  }

  // Closing the tab or reloading with unsaved figures asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setValue = (path: string, value: string) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [path]: value } }));
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  };
  const setMethod = (recoveryMethod: RecoveryMethod) => setDraft((current) => ({ ...current, recoveryMethod }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = overheadBudgetFieldsSchema.safeParse(budgetInputFromDraft(draft));
    if (!parsed.success) {
      toast.error(budgetWorkspaceMessages.saveFailed, { description: budgetWorkspaceMessages.checkFields });
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const submitted = draft;
    update.mutate(
      { id: budget.id, input: { ...parsed.data, active: budget.active, updatedAt: version } },
      {
        onSuccess: ({ budget: fresh }) => {
          // Anything typed while the save was on its way stays on screen, still unsaved.
          const next = draftFromBudget(fresh);
          setVersion(fresh.updatedAt);
          setSaved(next);
          setServerErrors({});
          setStale(false);
          setDraft((current) => (current === submitted ? next : current));
          toast.success(budgetWorkspaceMessages.saved);
        },
        onError: (error) => {
          if (isStaleWrite(error)) {
            setStale(true);
            toast.error(budgetWorkspaceMessages.saveFailed, { description: errorMessage(error) });
            return;
          }
          const fieldErrors = isApiError(error) ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) {
            setServerErrors(Object.fromEntries(Object.entries(fieldErrors).map(([path, messages]) => [path, messages[0] ?? budgetWorkspaceMessages.checkFields])));
            toast.error(budgetWorkspaceMessages.saveFailed, { description: budgetWorkspaceMessages.checkFields });
            return;
          }
          toast.error(budgetWorkspaceMessages.saveFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  const reload = async () => {
    const result = await budgets.refetch();
    const fresh = result.data?.find((candidate) => candidate.id === budget.id);
    if (fresh) {
      showBudget(fresh);
      toast.info(budgetWorkspaceMessages.reloaded);
    } else if (result.error) {
      toast.error(overheadMessages.budgetNotFound, { description: errorMessage(result.error) });
    }
  };

  const copyCategoryTotals = () => {
    sync.mutate(
      { budgetId: budget.id, updatedAt: version },
      {
        onSuccess: ({ budget: fresh, syncedLines }) => {
          showBudget(fresh);
          toast.success(budgetWorkspaceMessages.synced, {
            description: syncedLines.length === 0 ? 'No category feeds a budget line yet.' : `${syncedLines.length} operating expense ${syncedLines.length === 1 ? 'line' : 'lines'} updated.`,
          });
        },
        onError: (error) => {
          if (isStaleWrite(error)) setStale(true);
          toast.error(budgetWorkspaceMessages.syncFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  // Which operating expense lines a category feeds, so the editor can say where Copy category totals writes.
  const fedBy = useMemo(() => {
    const names = new Map<string, string[]>();
    for (const category of categories.data ?? []) {
      const path = `operatingExpense.${category.operatingExpenseLine}`;
      names.set(path, [...(names.get(path) ?? []), `${category.name} ${formatCurrency(category.total)}`]);
    }
    return names;
  }, [categories.data]);
  const line = (path: string, label: string, unit: '$' | '%' | 'h' | '' = '$') => {
    const feeds = fedBy.get(path);
    return (
      <BudgetLineInput
        key={path}
        path={path}
        label={label}
        unit={unit}
        value={draft.values[path] ?? ''}
        onChange={setValue}
        error={errors[path]}
        hint={feeds && `From categories: ${feeds.join(', ')}`}
        readOnly={!canEdit}
      />
    );
  };
  // A draft (made from a projection, or typed ahead) becomes the one estimates price from; the active one steps down.
  const makeActive = () => {
    const parsed = overheadBudgetFieldsSchema.safeParse(budgetInputFromDraft(saved));
    if (!parsed.success) return;
    update.mutate(
      { id: budget.id, input: { ...parsed.data, active: true, updatedAt: version } },
      {
        onSuccess: ({ budget: fresh }) => {
          showBudget(fresh);
          toast.success(budgetWorkspaceMessages.activated);
        },
        onError: (error) => {
          if (isStaleWrite(error)) setStale(true);
          toast.error(budgetWorkspaceMessages.activateFailed, { description: errorMessage(error) });
        },
      },
    );
  };

  const recoveredTotal = roundTo(results.recovered.materials + results.recovered.equipment + results.recovered.subcontractors, 2);

  return (
    <div className="grid gap-6">
      {!canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read this budget</AlertTitle>
          <AlertDescription>{overheadMessages.budgetManagersOnly}.</AlertDescription>
        </Alert>
      )}
      {!budget.active && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>This {budget.year} budget is not active</AlertTitle>
          <AlertDescription>
            <p>Estimates and the price book price from the active budget. Review this one, then make it active when its year comes.</p>
            {canEdit && (
              <Button type="button" variant="outline" size="sm" className="mt-3" onClick={makeActive} disabled={dirty || update.isPending}>
                Make this the active budget
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      {stale && (
        <Alert variant="destructive" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{budgetWorkspaceMessages.stale}</AlertTitle>
          <AlertDescription>
            <p>Your changes are still here. Reload to see the latest version (your edits on this page will be replaced), then make them again.</p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void reload()} disabled={budgets.isFetching}>
              <RefreshCwIcon aria-hidden="true" />
              Reload
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form onSubmit={save} noValidate aria-label="P&L budget" className="grid gap-6">
          <BudgetSection
            id="budget-basics"
            title="The year"
            description="The year this budget covers, the field hours you sell in it, and the net profit you aim for."
            totals={[]}
          >
            {line('year', 'Budget year', '')}
            <InputField
              id="budget-name"
              label="Budget name"
              value={draft.name}
              readOnly={!canEdit}
              error={errors.name}
              onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
            />
            {line('billableLaborHours', 'Billable labour hours (field hours sold a year)', 'h')}
            {line('targetNetProfitPercent', 'Target net profit', '%')}
          </BudgetSection>

          <BudgetSection id="budget-income" title="Income" description="Income that is not field work; it lowers the overhead prices must recover." totals={[{ label: 'Total other income', value: formatCurrency(groupTotal(draft, incomePaths)) }]}>
            {line('income.other_incomes', otherIncomesLabel)}
          </BudgetSection>

          <BudgetSection
            id="budget-direct-costs"
            title="Direct costs"
            description="What the work itself costs in the year."
            totals={[
              { label: 'Labour cost (wages and burden)', value: formatCurrency(results.laborCost) },
              { label: 'Total direct costs', value: formatCurrency(groupTotal(draft, directCostPaths)) },
            ]}
          >
            {directCostLines.map((key) => line(`directCost.${key}`, directCostLabels[key]))}
          </BudgetSection>

          <BudgetSection
            id="budget-operating-expenses"
            title="Operating expenses"
            description="Overhead: what it costs to run the company whether or not a crew is out."
            totals={[
              { label: 'Total operating expenses', value: formatCurrency(groupTotal(draft, operatingExpensePaths)) },
              { label: 'Overhead to recover (less other income)', value: formatCurrency(results.totalOverhead) },
            ]}
            actions={
              canEdit && (
                <div className="grid justify-items-end gap-1">
                  <Button type="button" variant="outline" size="sm" onClick={copyCategoryTotals} disabled={dirty || sync.isPending} aria-describedby={dirty ? 'copy-totals-hint' : undefined}>
                    {sync.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                    Copy category totals
                  </Button>
                  {dirty && (
                    <p id="copy-totals-hint" className="text-xs text-muted-foreground">
                      Save or discard your changes first.
                    </p>
                  )}
                </div>
              )
            }
          >
            {operatingExpenseLines.map((key) => line(`operatingExpense.${key}`, operatingExpenseLabels[key]))}
          </BudgetSection>

          <BudgetSection
            id="budget-recovery"
            title="Overhead recovery"
            description="How overhead gets into your prices."
            totals={[{ label: 'Recovered on materials, equipment and subcontractors', value: draft.recoveryMethod === 'MORS' ? formatCurrency(recoveredTotal) : 'Not used' }]}
          >
            <RecoveryMethodSwitch value={draft.recoveryMethod} onChange={setMethod} disabled={!canEdit} />
            {draft.recoveryMethod !== 'MORS' && <p className="text-sm text-muted-foreground">The percentages below apply under MORS only; they are kept for when you switch back.</p>}
            {recoveryPercentPaths.map((path) => line(path, recoveryPercentLabels[path.split('.')[1] as RecoveryPercentLine], '%'))}
          </BudgetSection>

          <details className="group rounded-xl border border-border bg-card p-5 shadow-xs">
            <summary className="cursor-pointer text-base font-semibold text-foreground">Overhead worksheet ({overheadDataLines.length} lines)</summary>
            <div className="mt-4 grid gap-3">
              <p className="text-sm text-muted-foreground">Your yearly overhead item by item, for reference while you fill in the operating expenses. The calculation uses the operating expense lines above.</p>
              {overheadDataLines.map((key) => line(`overheadData.${key}`, overheadDataLabels[key]))}
              <p className="flex justify-between gap-3 border-t border-border pt-3 text-sm font-semibold text-foreground">
                <span>Worksheet total</span>
                <span className="tabular-nums">{formatCurrency(groupTotal(draft, overheadDataPaths))}</span>
              </p>
            </div>
          </details>

          {canEdit && (
            <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-border bg-card/95 p-4 shadow-md backdrop-blur">
              <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
                {dirty ? 'Unsaved changes: the results show them already.' : 'All changes saved.'}
              </p>
              <Button type="button" variant="outline" onClick={() => {
                  setDraft(saved);
                  setServerErrors({});
                }} disabled={!dirty || update.isPending}>
                Discard changes
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Save budget
              </Button>
            </div>
          )}
        </form>

        <aside aria-label="What the budget means" className="grid gap-4 lg:sticky lg:top-4">
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>What the budget means</CardTitle>
              <CardDescription>{dirty ? 'Including your unsaved changes.' : 'From the saved budget.'}</CardDescription>
            </CardHeader>
            <CardContent>
              <OverheadResultsList results={results} figures={figures} />
            </CardContent>
          </Card>
        </aside>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Where the money goes</CardTitle>
          <CardDescription>Each dollar of {results.targetRevenue === null ? 'break-even' : 'target'} revenue, split into what it pays for.</CardDescription>
        </CardHeader>
        <CardContent>
          <MoneyFlowChart figures={figures} results={results} />
        </CardContent>
      </Card>
    </div>
  );
}
