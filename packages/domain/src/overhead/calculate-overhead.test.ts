import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { defaultOverheadBudget } from './budget-defaults';
import { calculateOverhead, overheadMarkups, overheadReasons, type OverheadBudgetFigures } from './calculate-overhead';
import { directCostLines, operatingExpenseLines, overheadBudgetFieldsSchema, type OverheadBudgetFields } from './overhead.schemas';
import { markupPercentFor, suggestedUnitPrice } from './unit-price';

/** A budget with the defaults and the given lines (operating expenses go into `rent` unless spread out). */
function aBudget(overrides: Partial<OverheadBudgetFields> & { overhead?: number } = {}): OverheadBudgetFields {
  const { overhead, ...rest } = overrides;
  const budget = { ...defaultOverheadBudget(2026), ...rest };
  if (overhead !== undefined) budget.operatingExpense = { ...budget.operatingExpense, rent: overhead };
  return budget;
}

/** The LMN example: $300,000 of overhead, equipment $150,000 × 25 %, materials $200,000 × 10 %, subs $20,000 × 5 %. */
const lmn = aBudget({
  overhead: 300_000,
  billableLaborHours: 18_000,
  directCost: { directLabor: 420_000, directLaborBurden: 85_000, materials: 200_000, equipments: 150_000, subcontractors: 20_000 },
});

describe('calculateOverhead', () => {
  it('recovers $58,500 on the LMN example and leaves the rest to labour', () => {
    const results = calculateOverhead(lmn);
    expect(results.recovered).toEqual({ materials: 20_000, equipment: 37_500, subcontractors: 1_000 });
    expect(results).toMatchObject({
      totalOverhead: 300_000,
      laborCost: 505_000,
      totalDirectCost: 875_000,
      laborOverheadMarkupPercent: 47.82, // 241,500 / 505,000
      overheadMarkupPercent: 34.29, // 300,000 / 875,000
      overheadPerLaborHour: 13.42, // 241,500 / 18,000
      averageLaborCostPerHour: 28.06, // 505,000 / 18,000
      breakEvenRevenue: 1_175_000,
      targetRevenue: 1_305_555.56, // 1,175,000 / 0.9
      overheadRatioPercent: 22.98, // 300,000 / 1,305,555.56
      laborPricePerHour: 46.08, // (505,000 + 241,500) / 18,000 / 0.9
      reasons: {},
    });
  });

  it('takes other income off the overhead, but never below 0', () => {
    const spread = aBudget();
    spread.operatingExpense = { ...spread.operatingExpense, advertising: 12_000.5, rent: 30_000, utilities: 4_800.25, telephone: 3_600 };
    expect(calculateOverhead({ ...spread, income: { other_incomes: 400.75 } }).totalOverhead).toBe(50_000);
    expect(calculateOverhead({ ...spread, income: { other_incomes: 90_000 } }).totalOverhead).toBe(0);
  });

  it.each([
    // materials, %, equipment, %, subs, %, recovered
    [100_000, 10, 0, 25, 0, 5, { materials: 10_000, equipment: 0, subcontractors: 0 }],
    [1_234.5678, 10, 999.99, 25, 10.01, 5, { materials: 123.46, equipment: 250, subcontractors: 0.5 }],
    [0.05, 10, 0.02, 25, 0.1, 5, { materials: 0.01, equipment: 0.01, subcontractors: 0.01 }], // 0.005 rounds half-up
    [50_000, 0, 40_000, 12.5, 8_000, 100, { materials: 0, equipment: 5_000, subcontractors: 8_000 }],
  ])('recovers %d × %d%%, %d × %d%%, %d × %d%%', (materials, m, equipments, e, subcontractors, s, recovered) => {
    const budget = aBudget({
      directCost: { directLabor: 0, directLaborBurden: 0, materials, equipments, subcontractors },
      OHRecoveryPercent: { materialsOHPercentage: m, equipmentOHPercentage: e, subcontractorsOHPercentage: s },
    });
    expect(calculateOverhead(budget).recovered).toEqual(recovered);
  });

  it('leaves labour no markup when the other cost types recover more than the overhead', () => {
    const results = calculateOverhead({ ...lmn, operatingExpense: { ...lmn.operatingExpense, rent: 50_000 } });
    expect(results.laborOverheadMarkupPercent).toBe(0);
    expect(results.overheadPerLaborHour).toBe(0);
    expect(results.laborPricePerHour).toBe(31.17); // 505,000 / 18,000 / 0.9
  });

  describe('each recovery method prices a labour hour its own way', () => {
    it.each([
      // method, overheadPerLaborHour, laborPricePerHour
      ['MORS', 13.42, 46.08], // (28.0556 × 1.4782…) / 0.9
      ['SORS', 16.67, 41.86], // 28.0556 × (1 + 300/875) / 0.9
      ['FLH', 16.67, 49.69], // (28.0556 + 16.6667) / 0.9
    ] as const)('%s', (recoveryMethod, perHour, price) => {
      const results = calculateOverhead({ ...lmn, recoveryMethod });
      expect(results.overheadPerLaborHour).toBe(perHour);
      expect(results.laborPricePerHour).toBe(price);
      // The markups do not depend on the method; which one applies does.
      expect(results.laborOverheadMarkupPercent).toBe(47.82);
      expect(results.overheadMarkupPercent).toBe(34.29);
    });

    it('with no target profit the labour price is cost plus overhead', () => {
      const results = calculateOverhead({ ...lmn, targetNetProfitPercent: 0, recoveryMethod: 'FLH', billableLaborHours: 10_000 });
      expect(results.laborPricePerHour).toBe(80.5); // (505,000 + 300,000) / 10,000
      expect(results.targetRevenue).toBe(results.breakEvenRevenue);
    });
  });

  describe('a zero denominator gives null and a reason', () => {
    it('a new company’s budget (all zeros)', () => {
      const results = calculateOverhead(defaultOverheadBudget(2026));
      expect(results).toMatchObject({
        totalOverhead: 0,
        laborCost: 0,
        totalDirectCost: 0,
        recovered: { materials: 0, equipment: 0, subcontractors: 0 },
        laborOverheadMarkupPercent: null,
        overheadMarkupPercent: null,
        overheadPerLaborHour: null,
        averageLaborCostPerHour: null,
        breakEvenRevenue: 0,
        targetRevenue: 0,
        overheadRatioPercent: null,
        laborPricePerHour: null,
      });
      expect(results.reasons).toEqual({
        laborOverheadMarkupPercent: overheadReasons.noLabor,
        overheadMarkupPercent: overheadReasons.noDirectCost,
        overheadPerLaborHour: overheadReasons.noHoursOverhead,
        averageLaborCostPerHour: overheadReasons.noHoursLabor,
        overheadRatioPercent: overheadReasons.noRevenue,
        laborPricePerHour: overheadReasons.noHoursLabor,
      });
    });

    it('no labour: no labour markup, so no MORS labour price, while SORS and FLH still price', () => {
      const noLabor = { ...lmn, directCost: { ...lmn.directCost, directLabor: 0, directLaborBurden: 0 } };
      const mors = calculateOverhead(noLabor);
      expect(mors.laborOverheadMarkupPercent).toBeNull();
      expect(mors.reasons.laborOverheadMarkupPercent).toBe('Enter direct labour to work out a labour markup');
      expect(mors.laborPricePerHour).toBeNull();
      expect(mors.reasons.laborPricePerHour).toBe(overheadReasons.noLabor);
      expect(calculateOverhead({ ...noLabor, recoveryMethod: 'SORS' }).laborPricePerHour).toBe(0);
      expect(calculateOverhead({ ...noLabor, recoveryMethod: 'FLH' }).laborPricePerHour).toBe(18.52); // 300,000 / 18,000 / 0.9
    });

    it('no hours: nothing per hour', () => {
      const results = calculateOverhead({ ...lmn, billableLaborHours: 0 });
      expect(results.overheadPerLaborHour).toBeNull();
      expect(results.averageLaborCostPerHour).toBeNull();
      expect(results.laborPricePerHour).toBeNull();
      expect(results.laborOverheadMarkupPercent).toBe(47.82);
    });

    it('a target of 100% or more has no revenue that reaches it', () => {
      const results = calculateOverhead({ ...lmn, targetNetProfitPercent: 100 });
      expect(results.targetRevenue).toBeNull();
      expect(results.overheadRatioPercent).toBeNull();
      expect(results.laborPricePerHour).toBeNull();
      expect(results.reasons.targetRevenue).toBe(overheadReasons.targetTooHigh);
    });
  });

  it('rounds once, at the end, half-up (no float drift)', () => {
    const results = calculateOverhead(
      aBudget({
        overhead: 1_000.005, // 1,000.005 × 100 is 100,000.49999… in floats
        billableLaborHours: 3,
        targetNetProfitPercent: 0,
        directCost: { directLabor: 100, directLaborBurden: 0.01, materials: 0, equipments: 0, subcontractors: 0 },
      }),
    );
    expect(results.totalOverhead).toBe(1_000.01);
    expect(results.averageLaborCostPerHour).toBe(33.34); // 100.01 / 3 = 33.336…
    expect(results.overheadPerLaborHour).toBe(333.34); // 1,000.005 / 3 = 333.335
  });
});

describe('overheadMarkups', () => {
  it('hands estimates the markups of the budget’s method', () => {
    const budget = { ...lmn, recoveryMethod: 'MORS' as const };
    const markups = overheadMarkups(budget, calculateOverhead(budget));
    expect(markups).toEqual({
      recoveryMethod: 'MORS',
      laborOverheadMarkupPercent: 47.82,
      overheadMarkupPercent: 34.29,
      materialsOHPercentage: 10,
      equipmentOHPercentage: 25,
      subcontractorsOHPercentage: 5,
      overheadPerLaborHour: 13.42,
      targetNetProfitPercent: 10,
    });
    expect(markupPercentFor(markups, 'labor')).toBe(47.82);
    // An estimate's labour hour priced from the markups lands on the budget's labour price (to the cent).
    expect(suggestedUnitPrice(28.0556, markupPercentFor(markups, 'labor'), 10)).toBeCloseTo(46.08, 2);
  });
});

// ── Properties ──────────────────────────────────────────────────────────────────────────────
const amount = fc.integer({ min: 0, max: 50_000_000_000 }).map((units) => units / 10_000); // up to $5M, 4 decimals
const percent = fc.integer({ min: 0, max: 10_000 }).map((units) => units / 100);
const budgetArbitrary = fc
  .record({
    billableLaborHours: fc.integer({ min: 0, max: 10_000_000 }).map((units) => units / 100),
    targetNetProfitPercent: fc.integer({ min: 0, max: 9_999 }).map((units) => units / 100),
    recoveryMethod: fc.constantFrom('MORS', 'SORS', 'FLH'),
    other_incomes: amount,
    directCost: fc.tuple(amount, amount, amount, amount, amount),
    operatingExpense: fc.array(amount, { minLength: operatingExpenseLines.length, maxLength: operatingExpenseLines.length }),
    recovery: fc.tuple(percent, percent, percent),
  })
  .map(
    (r): OverheadBudgetFigures =>
      overheadBudgetFieldsSchema.parse({
        year: 2026,
        billableLaborHours: r.billableLaborHours,
        targetNetProfitPercent: r.targetNetProfitPercent,
        recoveryMethod: r.recoveryMethod,
        income: { other_incomes: r.other_incomes },
        directCost: Object.fromEntries(directCostLines.map((line, index) => [line, r.directCost[index]])),
        operatingExpense: Object.fromEntries(operatingExpenseLines.map((line, index) => [line, r.operatingExpense[index]])),
        OHRecoveryPercent: { materialsOHPercentage: r.recovery[0], equipmentOHPercentage: r.recovery[1], subcontractorsOHPercentage: r.recovery[2] },
      }),
  );

const numbersOf = (results: ReturnType<typeof calculateOverhead>) => {
  const { recovered, reasons, recoveryMethod, ...rest } = results;
  void reasons;
  void recoveryMethod;
  return [...Object.entries(rest), ...Object.entries(recovered)];
};

describe('calculateOverhead properties', () => {
  it('never answers NaN or Infinity, and every null has a reason', () => {
    fc.assert(
      fc.property(budgetArbitrary, (budget) => {
        const results = calculateOverhead(budget);
        for (const [name, value] of numbersOf(results)) {
          if (value === null) expect(results.reasons).toHaveProperty(name);
          else expect(Number.isFinite(value)).toBe(true);
        }
      }),
    );
  });

  /*
   * "Raising any cost never lowers laborPricePerHour under MORS with fixed hours" does NOT hold: raising materials,
   * equipment or subcontractors raises what they recover and so lowers what labour must carry (LMN: +$10,000 of
   * materials at 10 % takes $1,000 off labour's overhead). Under MORS the price is (laborCost + max(0, overhead −
   * recovered)) / hours / (1 − target), so what does hold is: it never falls when direct labour, labour burden or
   * an operating expense rises, and never rises when materials, equipment, subcontractors or other income rise.
   */
  const costIncrease = fc.integer({ min: 1, max: 10_000_000_000 }).map((units) => units / 10_000);

  it('under MORS, more labour, burden or operating expense never lowers the labour price per hour', () => {
    fc.assert(
      fc.property(budgetArbitrary, costIncrease, fc.constantFrom('directLabor', 'directLaborBurden', ...operatingExpenseLines), (b, more, line) => {
        const budget = { ...b, recoveryMethod: 'MORS' as const };
        const raised =
          line === 'directLabor' || line === 'directLaborBurden'
            ? { ...budget, directCost: { ...budget.directCost, [line]: budget.directCost[line] + more } }
            : { ...budget, operatingExpense: { ...budget.operatingExpense, [line]: budget.operatingExpense[line] + more } };
        const before = calculateOverhead(budget).laborPricePerHour;
        const after = calculateOverhead(raised).laborPricePerHour;
        if (before !== null && after !== null) expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('under MORS, more materials, equipment, subcontractors or other income never raises the labour price per hour', () => {
    fc.assert(
      fc.property(budgetArbitrary, costIncrease, fc.constantFrom('materials', 'equipments', 'subcontractors', 'other_incomes'), (b, more, line) => {
        const budget = { ...b, recoveryMethod: 'MORS' as const };
        const raised =
          line === 'other_incomes'
            ? { ...budget, income: { other_incomes: budget.income.other_incomes + more } }
            : { ...budget, directCost: { ...budget.directCost, [line]: budget.directCost[line] + more } };
        const before = calculateOverhead(budget).laborPricePerHour;
        const after = calculateOverhead(raised).laborPricePerHour;
        if (before !== null && after !== null) expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });

  it('and the naive property fails: more materials can lower the MORS labour price', () => {
    const more = calculateOverhead({ ...lmn, directCost: { ...lmn.directCost, materials: 210_000 } });
    expect(more.laborPricePerHour).toBeLessThan(calculateOverhead(lmn).laborPricePerHour!);
  });

  it('the target revenue always covers break-even, and the break-even revenue is direct cost plus overhead within a cent of rounding', () => {
    fc.assert(
      fc.property(budgetArbitrary, (budget) => {
        const results = calculateOverhead(budget);
        expect(results.targetRevenue!).toBeGreaterThanOrEqual(results.breakEvenRevenue);
        const cents = Math.round(results.totalDirectCost * 100) + Math.round(results.totalOverhead * 100);
        expect(Math.abs(Math.round(results.breakEvenRevenue * 100) - cents)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
