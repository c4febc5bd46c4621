import {
  directCostLines,
  operatingExpenseLines,
  overheadDataLines,
  type OperatingExpenseLine,
  type OverheadBudget,
  type OverheadBudgetFields,
  type OverheadDataLine,
} from '@groundwork/domain/overhead';
import type { overheadBudgets } from '../../db/schema';
import { isoTimestamp, type WithTimestampText } from '../../lib/iso-timestamps';

export type BudgetRow = typeof overheadBudgets.$inferSelect;
/** A budget row whose timestamps may have been read as ISO text (the active budget is). */
export type BudgetView = WithTimestampText<BudgetRow, 'createdAt' | 'updatedAt'>;
export type BudgetValues = Omit<typeof overheadBudgets.$inferInsert, 'companyId'>;

// ── Rows ⇄ budgets ──────────────────────────────────────────────────────────────────────────
/** Each line has its own numeric column: operating expenses `oe_<line>`, overhead data `od_<line>`. */
export const operatingExpenseColumn = (line: OperatingExpenseLine) => `oe_${line}` as const;
const overheadDataColumn = (line: OverheadDataLine) => `od_${line}` as const;

export function budgetFields(row: BudgetView): OverheadBudgetFields {
  return {
    year: row.year,
    name: row.name,
    billableLaborHours: row.billableLaborHours,
    targetNetProfitPercent: row.targetNetProfitPercent,
    recoveryMethod: row.recoveryMethod,
    income: { other_incomes: row.otherIncomes },
    directCost: Object.fromEntries(directCostLines.map((line) => [line, row[line]])) as OverheadBudgetFields['directCost'],
    operatingExpense: Object.fromEntries(operatingExpenseLines.map((line) => [line, row[operatingExpenseColumn(line)]])) as OverheadBudgetFields['operatingExpense'],
    OHRecoveryPercent: {
      materialsOHPercentage: row.materialsOHPercentage,
      equipmentOHPercentage: row.equipmentOHPercentage,
      subcontractorsOHPercentage: row.subcontractorsOHPercentage,
    },
    overheadData: Object.fromEntries(overheadDataLines.map((line) => [line, row[overheadDataColumn(line)]])) as OverheadBudgetFields['overheadData'],
  };
}

export function toBudget(row: BudgetView): OverheadBudget {
  return { id: row.id, active: row.active, ...budgetFields(row), createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) };
}

/** The columns a budget's fields fill. */
export function budgetValues(fields: OverheadBudgetFields): BudgetValues {
  return {
    year: fields.year,
    name: fields.name,
    billableLaborHours: fields.billableLaborHours,
    targetNetProfitPercent: fields.targetNetProfitPercent,
    recoveryMethod: fields.recoveryMethod,
    otherIncomes: fields.income.other_incomes,
    ...fields.directCost,
    ...fields.OHRecoveryPercent,
    ...Object.fromEntries(operatingExpenseLines.map((line) => [operatingExpenseColumn(line), fields.operatingExpense[line]])),
    ...Object.fromEntries(overheadDataLines.map((line) => [overheadDataColumn(line), fields.overheadData[line]])),
  };
}

