import { describe, expect, it } from 'vitest';

import {
  createOverheadBudgetInputSchema,
  directCostLines,
  operatingExpenseLabels,
  operatingExpenseLines,
  overheadBudgetFieldsSchema,
  overheadDataLines,
  updateRecoverySettingsInputSchema,
} from './overhead.schemas';

const messagesFor = (input: unknown) => {
  const parsed = overheadBudgetFieldsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the P&L budget schema', () => {
  it('fills in a new budget: zeros, recovery 10 / 25 / 5 %, 10 % target, MORS', () => {
    const budget = overheadBudgetFieldsSchema.parse({ year: 2026 });
    expect(budget.OHRecoveryPercent).toEqual({ materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 });
    expect(budget).toMatchObject({ targetNetProfitPercent: 10, recoveryMethod: 'MORS', billableLaborHours: 0, income: { other_incomes: 0 } });
    expect(Object.keys(budget.directCost)).toEqual(directCostLines);
    expect(Object.keys(budget.operatingExpense)).toHaveLength(26);
    expect(Object.keys(budget.overheadData)).toHaveLength(33);
    expect(Object.values({ ...budget.directCost, ...budget.operatingExpense, ...budget.overheadData }).every((value) => value === 0)).toBe(true);
  });

  it('has the SPEC.md lines and a label for every one', () => {
    for (const line of ['advertising', 'rent', 'utilities', 'telephone', 'salariesOffice', 'badDebt', 'education', 'uniformsAndPPE', 'retirementContributions'])
      expect(operatingExpenseLines).toContain(line);
    for (const line of ['vehiclePayments', 'officeRent', 'workersCompensation']) expect(overheadDataLines).toContain(line);
    expect(Object.values(operatingExpenseLabels).every((label) => label.length > 0)).toBe(true);
  });

  it.each([
    [{ year: 2026, directCost: { materials: -1 } }, 'directCost.materials: Materials cannot be negative'],
    [{ year: 2026, operatingExpense: { rent: 10.12345 } }, 'operatingExpense.rent: Rent (office and yard) can have at most 4 decimal places'],
    [{ year: 2026, operatingExpense: { rent: '100' } }, 'operatingExpense.rent: Rent (office and yard) must be a number'],
    [{ year: 2026, operatingExpense: { rent: 2_000_000_000 } }, 'operatingExpense.rent: Rent (office and yard) must be at most 1,000,000,000'],
    [{ year: 2026, targetNetProfitPercent: 100 }, 'targetNetProfitPercent: Target net profit must be below 100%'],
    [{ year: 2026, OHRecoveryPercent: { materialsOHPercentage: 101 } }, 'OHRecoveryPercent.materialsOHPercentage: Materials overhead recovery cannot be more than 100%'],
    [{ year: 2026, OHRecoveryPercent: { equipmentOHPercentage: 2.555 } }, 'OHRecoveryPercent.equipmentOHPercentage: Equipment overhead recovery can have at most 2 decimal places'],
    [{ year: 2026, recoveryMethod: 'ABC' }, 'recoveryMethod: Recovery method must be MORS, SORS or FLH'],
    [{ year: 2026.5 }, 'year: Year must be a whole number'],
    [{}, 'year: Year must be a number'],
    [{ year: 2026, billableLaborHours: -5 }, 'billableLaborHours: Billable labour hours cannot be negative'],
  ])('refuses %j with a clear message', (input, message) => {
    expect(messagesFor(input)).toContain(message);
  });

  it('accepts 4-decimal amounts exactly, including ones floats cannot hold', () => {
    expect(messagesFor({ year: 2026, operatingExpense: { rent: 123_456_789.1234, telephone: 0.0001 } })).toEqual([]);
  });

  it('a new budget is not active unless asked', () => {
    expect(createOverheadBudgetInputSchema.parse({ year: 2026 }).active).toBe(false);
  });

  it('recovery settings need every field', () => {
    expect(updateRecoverySettingsInputSchema.safeParse({ OHRecoveryPercent: {}, recoveryMethod: 'SORS', targetNetProfitPercent: 12.5 }).success).toBe(true);
    expect(updateRecoverySettingsInputSchema.safeParse({ recoveryMethod: 'SORS' }).success).toBe(false);
  });
});
