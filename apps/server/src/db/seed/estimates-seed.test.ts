import { estimateListSchema, estimateResultSchema, type EstimateDetail } from '@groundwork/domain/estimates';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { useTestApp } from '../../test/test-app';
import { seedDemo } from './demo';
import { demoEstimateSeeds } from './estimates';

const t = useTestApp();

describe('the demo company’s estimates', () => {
  it('has priced estimates for customers and leads in every answer state, numbered from 1001, and the counter continues', async () => {
    // The file's database starts empty, so this creates the demo company.
    const demo = await seedDemo(t.database);
    expect(demo).toBeDefined();
    const token = await signIn(t, demo!.email, demo!.password);

    const { estimates } = estimateListSchema.parse((await t.call('GET', '/estimates', { token })).body.data);
    expect(estimates).toHaveLength(demoEstimateSeeds.length);
    expect(estimates.length).toBeGreaterThanOrEqual(8);
    expect(new Set(estimates.map((estimate) => estimate.status))).toEqual(new Set(['draft', 'sent', 'approved', 'declined', 'changes_requested']));
    expect(estimates.every((estimate) => estimate.total > 0 && estimate.description.length > 0 && estimate.expiryDate !== null)).toBe(true);
    expect(estimates.filter((estimate) => estimate.clientType === 'lead')).toHaveLength(2);
    const numbers = estimates.map((estimate) => estimate.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => 1001 + index));
    // Numbered in the order they were written: the oldest is #1001.
    const byNumber = [...estimates].sort((a, b) => a.number - b.number);
    expect(byNumber.map((estimate) => estimate.createdAt)).toEqual([...byNumber.map((estimate) => estimate.createdAt)].sort());

    // Service lines from the demo services, with labour, equipment and product lines from the price book.
    const mowing = estimates.find((estimate) => estimate.description.startsWith('Grounds maintenance'))!;
    const detail: EstimateDetail = estimateResultSchema.parse((await t.call('GET', `/internal_estimates/${mowing.id}`, { token })).body.data).estimate;
    const parents = detail.items.filter((item) => item.parentId === null);
    expect(parents.map((item) => item.name)).toEqual(['Weekly Mowing', 'Trimming & Edging', 'Fertilizer Round 1', 'Fertilizer Round 2', 'Fertilizer Round 3']);
    expect(parents.every((item) => item.serviceId !== null)).toBe(true);
    const children = detail.items.filter((item) => item.parentId !== null);
    expect(new Set(children.map((item) => item.type))).toEqual(new Set(['labor', 'equipment', 'product']));
    expect(children.some((item) => item.sourceId !== null)).toBe(true);
    expect(children.find((item) => item.type === 'labor')!.visits).toBe(28);
    expect(detail.breakdown.revenue).toBeGreaterThan(detail.breakdown.totalCosts);
    expect(detail.breakdown.parentServiceBreakdowns).toHaveLength(5);

    // The figures are the server's own: saving the draft unchanged prices it to the same totals.
    const saved = await t.call('PUT', `/estimates/${detail.id}`, {
      token,
      body: {
        description: detail.description,
        notes: detail.notes,
        terms: detail.terms,
        propertyId: detail.propertyId,
        expiryDate: detail.expiryDate,
        targetNetProfitPercent: detail.targetNetProfitPercent,
        adjustmentPercent: detail.adjustmentPercent,
        items: detail.items.map((item) => ({ ...item, markup: item.markupOverride, rate: item.rateOverride })),
        updatedAt: detail.updatedAt,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.estimate.totals).toEqual(detail.totals);
    expect(saved.body.data.estimate.breakdown).toEqual(detail.breakdown);

    // The next estimate anyone creates continues the sequence.
    const customer = (await t.call('GET', `/internal_estimates/${byNumber[1]!.id}`, { token })).body.data.estimate;
    const created = await t.call('POST', '/estimates', { token, body: { clientType: 'customer', clientId: customer.clientId, items: [] } });
    expect(created.status).toBe(200);
    expect(created.body.data.estimate.number).toBe(numbers[numbers.length - 1]! + 1);
  });
});
