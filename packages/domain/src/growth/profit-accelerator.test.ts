import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOverheadBudget } from '../overhead/budget-defaults';
import { calculateOverhead } from '../overhead/calculate-overhead';
import { profitAccelerator, type ProfitLeversInput } from './profit-accelerator';

/**
 * A maintenance company's year, by hand (MORS, 10 % target):
 *   labour $400,000 over 10,000 billable hours ($40/h); materials $100,000 recovering 10 % ($10,000);
 *   overhead (rent) $200,000 → labour carries $190,000: markup 47.5 %; labour price 40 × 1.475 ÷ 0.9 = $65.5556 → $65.56.
 *   Sold: 10,000 h × $65.56 = $655,600.00; materials 100,000 × 1.10 ÷ 0.90 = $122,222.2222 → $122,222.22.
 *   Revenue $777,822.22; direct costs $500,000; gross profit $277,822.22 (35.72 %); net $77,822.22 (10.01 %);
 *   revenue per man-hour 777,822.22 ÷ 10,000 = $77.78.
 */
const budget = {
  ...defaultOverheadBudget(2026),
  billableLaborHours: 10_000,
  targetNetProfitPercent: 10,
  recoveryMethod: 'MORS' as const,
  directCost: { directLabor: 400_000, directLaborBurden: 0, materials: 100_000, equipments: 0, subcontractors: 0 },
  operatingExpense: { ...defaultOverheadBudget(2026).operatingExpense, rent: 200_000 },
  OHRecoveryPercent: { materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 },
};
const run = (levers: ProfitLeversInput, crews = 4) => {
  const result = profitAccelerator(budget, crews, levers);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe('profitAccelerator', () => {
  it('prices the budget’s year as estimates would: the labour price per hour and each cost type’s markup', () => {
    const { now } = run({});
    expect(calculateOverhead(budget).laborPricePerHour).toBe(65.56);
    expect(now).toEqual({
      revenue: 777_822.22,
      directCosts: 500_000,
      grossProfit: 277_822.22,
      grossMarginPercent: 35.72,
      overhead: 200_000,
      netProfit: 77_822.22,
      netMarginPercent: 10.01,
      billableHours: 10_000,
      revenuePerManHour: 77.78,
    });
  });

  it.each([
    // A 5 % price rise: 777,822.22 × 1.05 = 816,713.331 → $816,713.33; all of it is profit (+$38,891.11).
    ['a 5 % price rise', { priceIncreasePercent: 5 }, { revenue: 816_713.33, netProfit: 116_713.33, revenuePerManHour: 81.67 }, { revenue: 38_891.11, netProfit: 38_891.11 }],
    // 10 % more billable hours from the same crews: labour sold 655,600 × 1.1 = 721,160; 11,000 h; 843,382.22 ÷ 11,000 = $76.67.
    ['10 % more billable hours', { billableHoursPercent: 10 }, { revenue: 843_382.22, netProfit: 143_382.22, billableHours: 11_000, revenuePerManHour: 76.67 }, { revenue: 65_560, netProfit: 65_560 }],
    // A fifth crew like the four: everything a crew brings × 5/4; materials 125,000 × 1.1 ÷ 0.9 = 152,777.78; overhead stays.
    ['a fifth crew', { crewsAdded: 1 }, { revenue: 972_277.78, directCosts: 625_000, netProfit: 147_277.78, billableHours: 12_500 }, { revenue: 194_455.56, netProfit: 69_455.56 }],
    // Overhead cut 10 %: $180,000, prices unchanged.
    ['a 10 % overhead cut', { overheadCutPercent: 10 }, { revenue: 777_822.22, overhead: 180_000, netProfit: 97_822.22 }, { revenue: 0, netProfit: 20_000 }],
    // Materials marked up 25 %: 100,000 × 1.25 ÷ 0.9 = 138,888.8889 → $138,888.89.
    ['a 25 % materials markup', { materialsMarkupPercent: 25 }, { revenue: 794_488.89, netProfit: 94_488.89 }, { revenue: 16_666.67, netProfit: 16_666.67 }],
  ] as const)('%s', (_, levers, expected, change) => {
    const result = run(levers);
    expect(result.withLevers).toMatchObject(expected);
    expect(result.change).toMatchObject(change);
  });

  it('says why when the budget prices no labour hour', () => {
    expect(profitAccelerator({ ...budget, billableLaborHours: 0 }, 3, {})).toEqual({ ok: false, reason: 'Enter billable labour hours to work out an hourly labour cost' });
  });

  it('refuses levers out of range with a message', () => {
    expect(() => run({ priceIncreasePercent: -1 })).toThrow('Price increase cannot be negative');
    expect(() => run({ crewsAdded: 1.5 })).toThrow('Crews added must be a whole number');
    expect(() => run({ overheadCutPercent: 95 })).toThrow('Overhead cut must be at most 90');
  });

  it('never lowers profit by raising prices or cutting overhead, and with no lever changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 9_000 }), fc.integer({ min: 1, max: 20 }), (price, cut, crews) => {
        const { now, withLevers, change } = run({ priceIncreasePercent: price / 100, overheadCutPercent: cut / 100 }, crews);
        expect(withLevers.netProfit).toBeGreaterThanOrEqual(now.netProfit);
        expect(change.netProfit).toBeCloseTo(withLevers.netProfit - now.netProfit, 2);
        expect(run({}, crews).withLevers).toEqual(now);
      }),
      { numRuns: 200 },
    );
  });
});
