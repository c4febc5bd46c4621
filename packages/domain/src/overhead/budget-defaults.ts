import { overheadBudgetFieldsSchema, type OverheadBudgetFields } from './overhead.schemas';

/** A new company's budget: every line 0, recovery 10 / 25 / 5 %, 10 % target net profit, MORS. */
export function defaultOverheadBudget(year: number): OverheadBudgetFields {
  return overheadBudgetFieldsSchema.parse({ year });
}
