import { calculateOverhead, defaultOverheadBudget, overheadMarkups, type OverheadMarkups, type OverheadSummary } from '@groundwork/domain/overhead';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { overheadBudgets } from '../db/schema';
import { budgetFields, toBudget, type BudgetView } from '../modules/overhead/overhead-rows';
import { isoText } from './iso-timestamps';
import { preparedPerDb } from './prepared';

/**
 * "The active budget → its markups", in one place: GET /summary (overhead) and every estimate save (which prices
 * lines with these markups and takes the budget's target net profit as the default) both read it from here.
 */

/** The company's active budget. Exported so the benchmark's database ceiling issues exactly this SQL. */
export function activeBudgetQuery(db: Db) {
  return db
    // Timestamps as ISO text: the summary only passes them through.
    .select({ ...getTableColumns(overheadBudgets), createdAt: isoText(overheadBudgets.createdAt), updatedAt: isoText(overheadBudgets.updatedAt) })
    .from(overheadBudgets)
    .where(and(eq(overheadBudgets.companyId, sql.placeholder('companyId')), eq(overheadBudgets.active, true)))
    .limit(1);
}

// Every estimate save and price-book screen reads it: build the query once.
const preparedActiveBudget = preparedPerDb((db) => activeBudgetQuery(db).prepare('overhead_active_budget'));

/** The active budget row, or undefined when the company has none. */
export async function activeBudgetRow(db: Db, companyId: string): Promise<BudgetView | undefined> {
  const [row] = await preparedActiveBudget(db).execute({ companyId });
  return row;
}

/**
 * Working out a budget's results (its 60-odd lines in exact decimals) costs more than reading the budget, and
 * GET /summary and every estimate save need them: they are kept per budget row, keyed by everything in the row, so a
 * budget any write has changed is worked out afresh. The summaries are shared: callers only read them.
 */
const summaries = new Map<string, OverheadSummary>();
const MAX_KEPT_SUMMARIES = 500;

function calculateSummary(row: BudgetView | undefined): OverheadSummary {
  const fields = row ? budgetFields(row) : defaultOverheadBudget(new Date().getFullYear());
  const results = calculateOverhead(fields);
  return { budget: row ? toBudget(row) : null, results, markups: overheadMarkups(fields, results) };
}

/** Results and markups of a budget; with no active budget, those of a new company's (all zeros). */
export function summaryOf(row: BudgetView | undefined): OverheadSummary {
  if (!row) return calculateSummary(undefined);
  const key = JSON.stringify(row);
  let summary = summaries.get(key);
  if (!summary) {
    summary = calculateSummary(row);
    if (summaries.size >= MAX_KEPT_SUMMARIES) summaries.delete(summaries.keys().next().value!);
    summaries.set(key, summary);
  }
  return summary;
}

/** The active budget's summary (GET /summary). */
export async function activeOverheadSummary(db: Db, companyId: string): Promise<OverheadSummary> {
  return summaryOf(await activeBudgetRow(db, companyId));
}

/** The markups (and target net profit) a budget prices estimates with; with none, a new company's. */
export function markupsOf(row: BudgetView | undefined): OverheadMarkups {
  return summaryOf(row).markups;
}

/** The markups (and target net profit) estimates are priced with. */
export async function activeMarkups(db: Db, companyId: string): Promise<OverheadMarkups> {
  return markupsOf(await activeBudgetRow(db, companyId));
}
