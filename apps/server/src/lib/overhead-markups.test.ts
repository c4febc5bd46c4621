import { calculateOverhead, overheadBudgetFieldsSchema } from '@groundwork/domain/overhead';
import { describe, expect, it } from 'vitest';
import { demoOverheadBudget } from '../db/seed/overhead';
import { budgetValues, type BudgetView } from '../modules/overhead/overhead-rows';
import { markupsOf, summaryOf } from './overhead-markups';

const fields = overheadBudgetFieldsSchema.parse(demoOverheadBudget);
const row = {
  id: '5b0c7c2e-9d1a-4f4e-8a31-1f0f3b7f6a10',
  companyId: '0d9f7d0a-3c55-4a8e-9d2b-6f1b2c3d4e5f',
  active: true,
  ...budgetValues(fields),
  createdAt: '2026-01-02T15:00:00.000Z',
  updatedAt: '2026-01-02T15:00:00.000Z',
} as BudgetView;

describe('summaryOf', () => {
  it('works a budget out once and gives the same answer for the same row', () => {
    const first = summaryOf(row);
    expect(first.results).toEqual(calculateOverhead(fields));
    expect(summaryOf({ ...row })).toBe(first);
    expect(markupsOf({ ...row })).toBe(first.markups);
  });

  it('works out afresh a budget a write has changed, even within the same millisecond', () => {
    const before = summaryOf(row);
    const changed = { ...row, billableLaborHours: row.billableLaborHours * 2 };
    const after = summaryOf(changed);
    expect(after).not.toBe(before);
    expect(after.results).toEqual(calculateOverhead({ ...fields, billableLaborHours: fields.billableLaborHours * 2 }));
    expect(after.results).not.toEqual(before.results);
  });
});
