import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOverheadBudget } from '../overhead/budget-defaults';
import { calculateOverhead } from '../overhead/calculate-overhead';
import { overheadBudgetFieldsSchema, type OverheadBudgetFields } from '../overhead/overhead.schemas';
import { budgetTotals, lineRates, projectAmount, projectBudget, projectHours } from './budget-projections';
import { budgetProjectionAssumptionsSchema, HOURS_DO_NOT_INFLATE, type BudgetProjectionAssumptionsInput } from './budget-projections.schemas';

/**
 * A maintenance company's 2026 budget (MORS, 10 % target): 10,000 billable hours, labour $400,000, materials
 * $100,000 recovering 10 %, rent $200,000. Break-even $700,000; revenue 700,000 ÷ 0.9 = $777,777.78.
 */
const aBudget = (changes: Partial<OverheadBudgetFields> = {}): OverheadBudgetFields => ({
  ...defaultOverheadBudget(2026),
  billableLaborHours: 10_000,
  targetNetProfitPercent: 10,
  recoveryMethod: 'MORS',
  directCost: { directLabor: 400_000, directLaborBurden: 0, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaultOverheadBudget(2026).operatingExpense, rent: 200_000 },
  ...changes,
});

const project = (assumptions: BudgetProjectionAssumptionsInput, budget = aBudget()) => projectBudget(budget, assumptions);

describe('projectBudget', () => {
  it('gives the base year the totals Budget Pricing shows', () => {
    const { base } = project({ years: 1 });
    expect(base).toEqual({
      year: 2026,
      totals: {
        revenue: 777_777.78,
        directCosts: 500_000,
        grossProfit: 277_777.78,
        grossMarginPercent: 35.71,
        overhead: 200_000,
        netProfit: 77_777.78,
        netMarginPercent: 10,
        breakEvenRevenue: 700_000,
        laborPricePerHour: calculateOverhead(aBudget()).laborPricePerHour,
      },
    });
  });

  /**
   * 5 % growth, 3 % inflation, by hand:
   *   2027: hours 10,000 × 1.05 = 10,500; labour 400,000 × 1.05 × 1.03 = 432,600.00; materials 100,000 × 1.0815 =
   *         108,150.00; rent (overhead: inflation only) 200,000 × 1.03 = 206,000.00.
   *         Direct costs 540,750; break-even 746,750; revenue 746,750 ÷ 0.9 = 829,722.2222 → $829,722.22;
   *         gross profit 288,972.22 (34.83 %); net profit 82,972.22 (10.00 %).
   *         Labour price: (432,600 ÷ 10,500 + (206,000 − 10,815) ÷ 10,500) ÷ 0.9 = (41.20 + 18.5890) ÷ 0.9 = $66.43.
   *   2028: labour 432,600 × 1.0815 = 467,856.90; materials 108,150 × 1.0815 = 116,964.225 → $116,964.23 (half-up);
   *         rent 206,000 × 1.03 = 212,180; hours 11,025. Direct costs 584,821.13; break-even 797,001.13;
   *         revenue 885,556.8111 → $885,556.81; gross profit 300,735.68 (33.96 %); net profit 88,555.68.
   */
  it('compounds growth and inflation year over year, each year to the cent', () => {
    const { years } = project({ years: 2, growthPercent: 5, inflationPercent: 3 });
    expect(years.map((year) => year.year)).toEqual([2027, 2028]);
    const [first, second] = years;
    expect(first!.budget).toMatchObject({
      year: 2027,
      billableLaborHours: 10_500,
      directCost: { directLabor: 432_600, materials: 108_150, directLaborBurden: 0 },
      operatingExpense: { rent: 206_000, advertising: 0 },
      targetNetProfitPercent: 10,
      recoveryMethod: 'MORS',
    });
    expect(first!.totals).toEqual({
      revenue: 829_722.22,
      directCosts: 540_750,
      grossProfit: 288_972.22,
      grossMarginPercent: 34.83,
      overhead: 206_000,
      netProfit: 82_972.22,
      netMarginPercent: 10,
      breakEvenRevenue: 746_750,
      laborPricePerHour: 66.43,
    });
    expect(second!.budget).toMatchObject({ billableLaborHours: 11_025, directCost: { directLabor: 467_856.9, materials: 116_964.23 }, operatingExpense: { rent: 212_180 } });
    expect(second!.totals).toMatchObject({ revenue: 885_556.81, directCosts: 584_821.13, grossProfit: 300_735.68, grossMarginPercent: 33.96, netProfit: 88_555.68 });
    expect(first!.problem).toBeNull();
  });

  it('uses calculateOverhead for every year’s totals: the projected budget priced on Budget Pricing agrees', () => {
    const { years } = project({ years: 3, growthPercent: 4, inflationPercent: 2.5 });
    for (const year of years) {
      const results = calculateOverhead(year.budget);
      expect(year.totals.revenue).toBe(results.targetRevenue);
      expect(year.totals.breakEvenRevenue).toBe(results.breakEvenRevenue);
      expect(year.totals.laborPricePerHour).toBe(results.laborPricePerHour);
    }
  });

  /**
   * A line's own rates replace the company-wide ones (0 % growth, 3 % inflation):
   *   advertising $10,000 set to grow 20 %: 10,000 × 1.20 × 1.03 = $12,360.00;
   *   materials with 6 % inflation: 100,000 × 1.00 × 1.06 = $106,000.00;
   *   billable hours set to grow 2 %: 10,200 h; labour (company-wide, 0 % growth) 400,000 × 1.03 = $412,000.
   */
  it('lets a line set its own growth or inflation', () => {
    const budget = aBudget({ operatingExpense: { ...aBudget().operatingExpense, advertising: 10_000 } });
    const [year] = project(
      { years: 1, growthPercent: 0, inflationPercent: 3, lines: { advertising: { growthPercent: 20 }, materials: { inflationPercent: 6 }, billableLaborHours: { growthPercent: 2 } } },
      budget,
    ).years;
    expect(year!.budget.operatingExpense.advertising).toBe(12_360);
    expect(year!.budget.directCost.materials).toBe(106_000);
    expect(year!.budget.billableLaborHours).toBe(10_200);
    expect(year!.budget.directCost.directLabor).toBe(412_000);
  });

  it('inflates other income and the overhead worksheet, and keeps how the company prices', () => {
    const budget = aBudget({
      income: { other_incomes: 5_000 },
      overheadData: { ...aBudget().overheadData, officeRent: 24_000 },
      OHRecoveryPercent: { materialsOHPercentage: 12, equipmentOHPercentage: 20, subcontractorsOHPercentage: 4 },
      recoveryMethod: 'SORS',
      targetNetProfitPercent: 15,
    });
    const [year] = project({ years: 1, growthPercent: 10, inflationPercent: 2 }, budget).years;
    // Other income is not work sold: inflation only, 5,000 × 1.02; the worksheet likewise, 24,000 × 1.02.
    expect(year!.budget.income.other_incomes).toBe(5_100);
    expect(year!.budget.overheadData.officeRent).toBe(24_480);
    expect(year!.budget).toMatchObject({ recoveryMethod: 'SORS', targetNetProfitPercent: 15, OHRecoveryPercent: { materialsOHPercentage: 12 } });
    expect(year!.budget.name).toBe('2027 draft from the 2026 budget projection');
    expect(overheadBudgetFieldsSchema.safeParse(year!.budget).success).toBe(true);
  });

  it('projects a shrinking year too', () => {
    // −10 % work, 0 % inflation: labour 400,000 × 0.9 = 360,000; hours 9,000.
    const [year] = project({ years: 1, growthPercent: -10, inflationPercent: 0 }).years;
    expect(year!.budget.directCost.directLabor).toBe(360_000);
    expect(year!.budget.billableLaborHours).toBe(9_000);
  });

  it('rounds a 4-decimal base amount to the cent, half-up', () => {
    expect(projectAmount(1_234.565, 0, 0)).toBe(1_234.57);
    expect(projectAmount(0.005, 0, 0)).toBe(0.01);
    expect(projectAmount(99.99, 0, 3)).toBe(102.99); // 102.9897
    expect(projectHours(333.33, 3.33)).toBe(344.43); // 344.429889
  });

  it('says which year cannot become a budget when a line passes the budget’s limit', () => {
    const budget = aBudget({ directCost: { ...aBudget().directCost, materials: 900_000_000 } });
    const { years } = project({ years: 2, growthPercent: 5, inflationPercent: 3 }, budget);
    // 2027: 900,000,000 × 1.0815 = 973,350,000, still a budget; 2028: 973,350,000 × 1.0815 = 1,052,678,025.
    expect(years[0]!.problem).toBeNull();
    expect(years[1]!.budget.directCost.materials).toBe(1_052_678_025);
    expect(years[1]!.problem).toBe('2028: Materials must be at most 1,000,000,000');
  });

  it('stops at 2100, the last year a budget may have', () => {
    const { years } = project({ years: 2 }, aBudget({ year: 2099 }));
    expect(years[0]!.problem).toBeNull();
    expect(years[1]!.problem).toBe('2101: Year must be 2100 or earlier');
  });

  it('leaves every line as it is at 0 % growth and 0 % inflation, and never lowers a line when both are positive', () => {
    expect(project({ years: 5, growthPercent: 0, inflationPercent: 0 }).years.every((year) => year.totals.revenue === 777_777.78)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 100_000_000 }), (growth, inflation, cents) => {
        const amount = cents / 100;
        expect(projectAmount(amount, growth / 100, inflation / 100)).toBeGreaterThanOrEqual(amount);
      }),
    );
  });

  it('gives the year’s P&L with no hours a null labour price, but still its totals', () => {
    const totals = budgetTotals(aBudget({ billableLaborHours: 0 }));
    expect(totals.laborPricePerHour).toBeNull();
    expect(totals.revenue).toBe(777_777.78);
  });
});

describe('lineRates', () => {
  const assumptions = budgetProjectionAssumptionsSchema.parse({ growthPercent: 5, inflationPercent: 3, lines: { rent: { growthPercent: 2 } } });
  it.each([
    ['direct labour grows with the work and inflates', 'directLabor', { growthPercent: 5, inflationPercent: 3 }],
    ['billable hours grow only', 'billableLaborHours', { growthPercent: 5, inflationPercent: 0 }],
    ['overhead inflates only', 'insurance', { growthPercent: 0, inflationPercent: 3 }],
    ['a line’s own growth wins', 'rent', { growthPercent: 2, inflationPercent: 3 }],
  ] as const)('%s', (_, line, expected) => {
    expect(lineRates(assumptions, line)).toEqual(expected);
  });
});

describe('budgetProjectionAssumptionsSchema', () => {
  it('fills in the defaults', () => {
    expect(budgetProjectionAssumptionsSchema.parse({})).toEqual({ years: 3, growthPercent: 0, inflationPercent: 3, lines: {} });
  });

  it.each([
    ['years above 5', { years: 6 }, 'Project 1 to 5 years'],
    ['years of 0', { years: 0 }, 'Project 1 to 5 years'],
    ['half a year', { years: 2.5 }, 'Years must be a whole number'],
    ['growth as text', { growthPercent: '5' }, 'Growth must be a number'],
    ['growth above 100 %', { growthPercent: 101 }, 'Growth must be between -50% and 100%'],
    ['growth below −50 %', { growthPercent: -60 }, 'Growth must be between -50% and 100%'],
    ['inflation with 3 decimals', { inflationPercent: 3.125 }, 'Inflation can have at most 2 decimal places'],
    ['a huge inflation', { inflationPercent: 1e12 }, 'Inflation must be between -20% and 50%'],
    ['an unknown line', { lines: { yacht: { growthPercent: 1 } } }, ''],
    ['an extra key on a line', { lines: { rent: { growthPercent: 1, colour: 'red' } } }, ''],
    ['an extra key', { companyId: 'x' }, ''],
    ['inflating hours', { lines: { billableLaborHours: { inflationPercent: 2 } } }, HOURS_DO_NOT_INFLATE],
  ] as const)('refuses %s', (_, input, message) => {
    const result = budgetProjectionAssumptionsSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error!.issues.map((issue) => issue.message)).toContain(message);
  });
});
