import { describe, expect, it } from 'vitest';
import { sumCostings, workOrderCosting } from '../orders/job-costing';
import { averageHourlyCost, callbackCharge, withCallbacks } from './callback-costing';

describe('callbackCharge', () => {
  it('charges the hours at the cost per hour, rounded half-up once to the cent', () => {
    // 1.75 h × $31.05 = $54.3375 → $54.34
    expect(callbackCharge({ hours: 1.75, hourlyCost: 31.05 })).toBe(54.34);
    // 0.5 h × $28.3125 = $14.15625 → $14.16
    expect(callbackCharge({ hours: 0.5, hourlyCost: 28.3125 })).toBe(14.16);
    // 2.33 h × $19.99 = $46.5767 → $46.58; floats alone give 46.576699999…
    expect(callbackCharge({ hours: 2.33, hourlyCost: 19.99 })).toBe(46.58);
    expect(callbackCharge({ hours: 0, hourlyCost: 40 })).toBe(0);
    // 999.99 h × $9,999.9999 = $9,999,899.900001 → $9,999,899.90
    expect(callbackCharge({ hours: 999.99, hourlyCost: 9999.9999 })).toBe(9_999_899.9);
  });
});

describe('averageHourlyCost', () => {
  it('averages the members’ loaded costs to 4 decimals, half-up, and is null for nobody', () => {
    // ($31.05 + $24.15 + $20) / 3 = $25.0666… → $25.0667
    expect(averageHourlyCost([31.05, 24.15, 20])).toBe(25.0667);
    expect(averageHourlyCost([22.5])).toBe(22.5);
    expect(averageHourlyCost([])).toBeNull();
  });
});

describe('withCallbacks', () => {
  it('adds the callbacks’ hours and cost beside the visits’ and takes their cost out of the profit and margin', () => {
    // One visit: 3 h budgeted, Luis 2 h at $31.05 = $62.10, mulch 2 × $12.50 = $25, price $180 → profit $92.90.
    const visits = workOrderCosting({ budgetedHours: 3, revenue: 180, labour: [{ minutes: 120, hourlyCost: 31.05 }], materials: [{ quantity: 2, unitCost: 12.5 }] });
    expect(visits).toMatchObject({ labourCost: 62.1, materialsCost: 25, grossProfit: 92.9, marginPercent: 51.61 });
    // Callbacks: 1.75 h × $31.05 = $54.34 and 0.5 h × $28.3125 = $14.16 → 2.25 h, $68.50.
    const costing = withCallbacks(visits, [
      { hours: 1.75, hourlyCost: 31.05 },
      { hours: 0.5, hourlyCost: 28.3125 },
    ]);
    // Profit $92.90 − $68.50 = $24.40; margin 24.40 / 180 = 13.555…% → 13.56%.
    expect(costing).toEqual({
      ...visits,
      callbackCount: 2,
      callbackHours: 2.25,
      callbackCost: 68.5,
      grossProfit: 24.4,
      marginPercent: 13.56,
    });
    // The visits' own figures stay as they were: the callbacks are not budgeted hours or visit labour.
    expect(costing.actualHours).toBe(2);
    expect(costing.labourCost).toBe(62.1);
  });

  it('with no callbacks the costing is the visits’ and a job without revenue has no margin', () => {
    const none = sumCostings([]);
    expect(withCallbacks(none, [])).toEqual({ ...none, callbackCount: 0, callbackHours: 0, callbackCost: 0 });
    const loss = withCallbacks(none, [{ hours: 1, hourlyCost: 30 }]);
    expect(loss).toMatchObject({ grossProfit: -30, marginPercent: null, callbackCost: 30 });
  });
});
