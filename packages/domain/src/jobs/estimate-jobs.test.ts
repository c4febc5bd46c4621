import { describe, expect, it } from 'vitest';
import { calculateEstimate } from '../estimates/estimate-calculation';
import type { EstimateItem } from '../estimates/estimates.schemas';
import type { OverheadMarkups } from '../overhead/unit-price';
import { estimateJobPlans, jobBreakdown, proposedFrequency, visitPrices } from './estimate-jobs';

const markups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 50,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: null,
  targetNetProfitPercent: 10,
};
const pricing = { markups, targetNetProfitPercent: 10, adjustmentPercent: 0, taxRatePercent: 7.625 };

/** The report's estimate, stored as the server stores it: a mowing season, a clean-up by its matrix, and mulch. */
function storedEstimate(): EstimateItem[] {
  const lines = [
    { id: 'p1', parentId: null, name: 'Weekly Mowing', type: 'labor' as const, qty: 1, visits: 1, cost: 0, serviceId: 'svc-mow' },
    { id: 'm1', parentId: 'p1', name: 'Mowing crew', type: 'labor' as const, qty: 0.75, visits: 28, cost: 27.5, rate: 60 },
    { id: 'p2', parentId: null, name: 'Spring Clean-up', type: 'labor' as const, qty: 1, visits: 1, cost: 0, serviceId: 'svc-clean' },
    { id: 'c1', parentId: 'p2', name: 'Clean-up crew', type: 'labor' as const, qty: 1, visits: 1, cost: 160, rate: 275, bHrs: 4.5 },
    { id: 'c2', parentId: 'p2', name: 'Hardwood mulch (yd³)', type: 'product' as const, qty: 4, visits: 1, cost: 32, rate: 39.11 },
    { id: 'p3', parentId: null, name: 'A heading with no lines', type: 'labor' as const, qty: 1, visits: 1, cost: 0 },
  ];
  return calculateEstimate(lines, pricing).items.map((line, index) => ({
    ...line,
    description: '',
    isEditable: true,
    status: 'Draft',
    taxable: true,
    serviceId: lines[index]!.serviceId ?? null,
    sourceId: null,
    markupOverride: null,
    rateOverride: lines[index]!.parentId === null ? null : (lines[index]!.rate ?? null),
  })) as EstimateItem[];
}

describe('estimateJobPlans', () => {
  it('makes a job of each service with lines: the season stays weekly, the clean-up one visit with its mulch', () => {
    const plans = estimateJobPlans(storedEstimate());
    expect(plans.map(({ itemId, serviceName, serviceId, amount, hours, visits, proposedJobType, proposedFrequency: frequency }) => ({ itemId, serviceName, serviceId, amount, hours, visits, proposedJobType, frequency }))).toEqual([
      // 0.75 h × 28 × $60 = $1,260 over 21 h
      { itemId: 'p1', serviceName: 'Weekly Mowing', serviceId: 'svc-mow', amount: 1260, hours: 21, visits: 28, proposedJobType: 'recurring', frequency: 'weekly' },
      // $275 + 4 × $39.11 = $431.44 over the matrix's 4.5 h
      { itemId: 'p2', serviceName: 'Spring Clean-up', serviceId: 'svc-clean', amount: 431.44, hours: 4.5, visits: 1, proposedJobType: 'one-time', frequency: null },
    ]);
    expect(plans[1]!.items.map((item) => item.id)).toEqual(['p2', 'c1', 'c2']);
    // Together: the estimate's $1,691.44, not 28 × $60.41.
    expect(plans.reduce((sum, plan) => sum + Math.round(plan.amount * 100), 0)).toBe(169_144);
  });

  it('prices a job exactly as the estimate did', () => {
    const [mowing] = estimateJobPlans(storedEstimate());
    expect(jobBreakdown(mowing!.items, pricing)).toMatchObject({ revenue: 1260, laborCost: 577.5, totalBillableHours: 21, revenuePerHour: 60 });
  });
});

describe('visitPrices', () => {
  it('splits $1,260 over 28 visits at $45 each, and $1,691.44 with the odd cents first', () => {
    expect(visitPrices(1260, 28)).toEqual(Array(28).fill(45));
    const prices = visitPrices(1691.44, 28);
    expect(prices.slice(0, 24)).toEqual(Array(24).fill(60.41));
    expect(prices.slice(24)).toEqual(Array(4).fill(60.4));
  });
});

describe('proposedFrequency', () => {
  it.each([
    [1, null],
    [28, 'weekly'],
    [20, 'weekly'],
    [14, 'biweekly'],
    [7, 'every_4_weeks'],
    [2, 'every_4_weeks'],
  ])('%i visits → %s', (visits, frequency) => {
    expect(proposedFrequency(visits)).toBe(frequency);
  });
});
