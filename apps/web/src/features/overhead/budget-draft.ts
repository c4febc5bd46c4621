import {
  divideHalfUp,
  fromUnits,
  toUnits,
} from '@groundwork/domain/shared';
import {
  directCostLines,
  operatingExpenseLines,
  overheadBudgetFieldsSchema,
  overheadDataLines,
  type OverheadBudget,
  type OverheadBudgetFields,
  type OverheadBudgetFigures,
  type RecoveryMethod,
} from '@groundwork/domain/overhead';

/**
 * What the budget editor holds while someone types: every number as the text in its input (so '12.' or an empty
 * box survive a re-render), keyed by the field's dotted path — the same keys the server's 400 answers use.
 */
export interface BudgetDraft {
  recoveryMethod: RecoveryMethod;
  name: string;
  values: Record<string, string>;
}

export const recoveryPercentPaths = ['OHRecoveryPercent.materialsOHPercentage', 'OHRecoveryPercent.equipmentOHPercentage', 'OHRecoveryPercent.subcontractorsOHPercentage'] as const;

/** Every numeric field of a budget, by path. */
export const numericPaths: readonly string[] = [
  'year',
  'billableLaborHours',
  'targetNetProfitPercent',
  'income.other_incomes',
  ...directCostLines.map((line) => `directCost.${line}`),
  ...operatingExpenseLines.map((line) => `operatingExpense.${line}`),
  ...recoveryPercentPaths,
  ...overheadDataLines.map((line) => `overheadData.${line}`),
];

function valueAt(budget: OverheadBudgetFields, path: string): number {
  const [group, key] = path.split('.');
  const top = (budget as unknown as Record<string, unknown>)[group!];
  return key === undefined ? (top as number) : (top as Record<string, number>)[key]!;
}

export function draftFromBudget(budget: OverheadBudgetFields | OverheadBudget): BudgetDraft {
  const fields = budget as OverheadBudgetFields;
  return {
    recoveryMethod: fields.recoveryMethod,
    name: fields.name,
    values: Object.fromEntries(numericPaths.map((path) => [path, String(valueAt(fields, path))])),
  };
}

/** The text of an input as a number: blank is 0; anything that is not a number stays NaN for validation to name. */
export function parseAmount(text: string | undefined): number {
  const trimmed = (text ?? '').replaceAll(',', '').replace(/^\$/, '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The draft in the API's shape, numbers as typed (NaN where the text is not a number). */
export function budgetInputFromDraft(draft: BudgetDraft) {
  const groups: Record<string, Record<string, number>> = {};
  const top: Record<string, number> = {};
  for (const path of numericPaths) {
    const [group, key] = path.split('.');
    const value = parseAmount(draft.values[path]);
    if (key === undefined) top[group!] = value;
    else (groups[group!] ??= {})[key] = value;
  }
  return { ...top, ...groups, name: draft.name, recoveryMethod: draft.recoveryMethod } as unknown as OverheadBudgetFields;
}

/** The field errors of the draft (first message per path), or none: what the server would refuse, said before saving. */
export function draftErrors(draft: BudgetDraft): Record<string, string> {
  const parsed = overheadBudgetFieldsSchema.safeParse(budgetInputFromDraft(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The figures the live preview calculates from: a box that does not hold a usable number counts as 0, so the
 * results keep following what is typed while its inline error says what to fix.
 */
export function previewFigures(draft: BudgetDraft): OverheadBudgetFigures {
  const input = budgetInputFromDraft(draft);
  const clean = (value: number) => (Number.isFinite(value) && value >= 0 ? value : 0);
  const cleanGroup = <T extends Record<string, number>>(group: T): T =>
    Object.fromEntries(Object.entries(group).map(([key, value]) => [key, clean(value)])) as T;
  return {
    billableLaborHours: clean(input.billableLaborHours),
    targetNetProfitPercent: clean(input.targetNetProfitPercent),
    recoveryMethod: input.recoveryMethod,
    income: cleanGroup(input.income),
    directCost: cleanGroup(input.directCost),
    operatingExpense: cleanGroup(input.operatingExpense),
    OHRecoveryPercent: cleanGroup(input.OHRecoveryPercent),
  };
}

/** Whether the draft differs from the saved budget: the same number typed differently ('1000' and '1,000.00') is no change. */
export function isDraftChanged(draft: BudgetDraft, saved: BudgetDraft): boolean {
  if (draft.recoveryMethod !== saved.recoveryMethod || draft.name !== saved.name) return true;
  return numericPaths.some((path) => {
    const [typed, kept] = [draft.values[path] ?? '', saved.values[path] ?? ''];
    const [a, b] = [parseAmount(typed), parseAmount(kept)];
    return Number.isNaN(a) || Number.isNaN(b) ? typed.trim() !== kept.trim() : a !== b;
  });
}

/** Σ of a group's lines as typed, exactly to the cent (lines keep 4 decimals, so sum in 1/10,000 $). */
export function groupTotal(draft: BudgetDraft, paths: readonly string[]): number {
  let units = 0n;
  for (const path of paths) {
    const value = parseAmount(draft.values[path]);
    if (Number.isFinite(value) && value >= 0) units += toUnits(value, 4);
  }
  return fromUnits(divideHalfUp(units, 100n), 2);
}
