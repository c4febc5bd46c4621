import { customerSchema } from '@groundwork/domain/customers';
import { estimateListSchema, estimateResultSchema, type EstimateDetail } from '@groundwork/domain/estimates';
import { leadSchema } from '@groundwork/domain/leads';
import { salesTaxCategoryListSchema } from '@groundwork/domain/sales-tax';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';
import { demoEstimateSeeds } from './estimates';
import { DEMO_STORE_BOOKINGS } from './store';

const t = demoApp;

// The checks share one sign-in of the demo's owner.
let demoToken: Promise<string> | undefined;
function signInToDemo(): Promise<string> {
  const demo = seededDemo();
  demoToken ??= signIn(t, demo.email, demo.password);
  return demoToken;
}

/** Cents, exactly: the stored figures are decimals to the cent. */
const cents = (amount: number) => Math.round(amount * 100);

describe('the demo company’s estimates', () => {
  it('has priced estimates for customers and leads in every answer state, numbered from 1001, and the counter continues', async () => {
    const token = await signInToDemo();

    const all = estimateListSchema.parse((await t.call('GET', '/estimates', { token })).body.data).estimates;
    const numbers = all.map((estimate) => estimate.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => 1001 + index));
    // Numbered in the order they were written: the oldest is #1001 (the season history's come first, seed/season-history.ts).
    const byNumber = [...all].sort((a, b) => a.number - b.number);
    expect(byNumber.map((estimate) => estimate.createdAt)).toEqual([...byNumber.map((estimate) => estimate.createdAt)].sort());
    // The demo's own estimates come before the online store bookings' accepted ones (seed/store.ts), the last numbers.
    expect(byNumber.slice(-DEMO_STORE_BOOKINGS).every((estimate) => estimate.status === 'approved')).toBe(true);
    const estimates = byNumber.slice(-(demoEstimateSeeds.length + DEMO_STORE_BOOKINGS), -DEMO_STORE_BOOKINGS);
    expect(estimates).toHaveLength(demoEstimateSeeds.length);
    expect(estimates.length).toBeGreaterThanOrEqual(8);
    expect(new Set(estimates.map((estimate) => estimate.status))).toEqual(new Set(['draft', 'sent', 'approved', 'declined', 'changes_requested']));
    expect(estimates.every((estimate) => estimate.total > 0 && estimate.description.length > 0 && estimate.expiryDate !== null)).toBe(true);
    expect(estimates.filter((estimate) => estimate.clientType === 'lead')).toHaveLength(2);

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
    const customer = (await t.call('GET', `/internal_estimates/${estimates[1]!.id}`, { token })).body.data.estimate;
    const created = await t.call('POST', '/estimates', { token, body: { clientType: 'customer', clientId: customer.clientId, items: [] } });
    expect(created.status).toBe(200);
    expect(created.body.data.estimate.number).toBe(numbers[numbers.length - 1]! + 1);
  });

  it('charge Minnesota sales tax: Minneapolis clients at the company default of 8.025 %, others at their own category’s rate', async () => {
    const token = await signInToDemo();
    const categories = salesTaxCategoryListSchema.parse((await t.call('GET', '/sales_tax/categories', { token })).body.data).categories;
    expect(categories.filter((category) => category.isDefaultForClients).map((category) => category.name)).toEqual(['Minneapolis City Tax']);

    const seeded = estimateListSchema.parse((await t.call('GET', '/estimates', { token })).body.data).estimates;
    // The demo's own ten, numbered after the season history's (another test may have added one after them).
    const first = Math.min(...seeded.filter((estimate) => estimate.description.startsWith(demoEstimateSeeds[0]!.description)).map((estimate) => estimate.number));
    const estimates = seeded.filter((estimate) => estimate.number >= first && estimate.number < first + demoEstimateSeeds.length);
    expect(estimates).toHaveLength(demoEstimateSeeds.length);
    const rates = new Map<string, number>();
    for (const estimate of estimates) {
      // Every demo client is taxed (none of the estimates is for an exempt non-profit), and the stored totals agree
      // with the rate they carry: tax = taxable subtotal × rate, half-up to the cent; total = subtotal + tax.
      expect(estimate.taxRatePercent, `#${estimate.number}`).toBeGreaterThan(0);
      expect(estimate.totals.tax, `#${estimate.number}`).toBeGreaterThan(0);
      const rateUnits = Math.round(estimate.taxRatePercent * 10_000);
      expect(cents(estimate.totals.tax)).toBe(Number((BigInt(cents(estimate.totals.taxableSubtotal)) * BigInt(rateUnits) + 500_000n) / 1_000_000n));
      expect(cents(estimate.totals.grandTotal)).toBe(cents(estimate.totals.subtotal) + cents(estimate.totals.tax));
      expect(estimate.total).toBe(estimate.totals.grandTotal);
      rates.set(estimate.taxRateName, estimate.taxRatePercent);

      const path = estimate.clientType === 'customer' ? `/customers/${estimate.clientId}` : `/leads/${estimate.clientId}`;
      const client = (await t.call('GET', path, { token })).body.data;
      const { taxCategoryId, address } = estimate.clientType === 'customer' ? customerSchema.parse(client.customer) : leadSchema.parse(client.lead);
      if (address.city === 'Minneapolis') {
        // No category of their own: the company's default for clients applies.
        expect(taxCategoryId, `#${estimate.number}`).toBeNull();
        expect([estimate.taxRateName, estimate.taxRatePercent], `#${estimate.number}`).toEqual(['Minneapolis', 8.025]);
      } else {
        expect(taxCategoryId, `#${estimate.number}`).not.toBeNull();
      }
    }
    expect(rates.get('Minneapolis')).toBe(8.025);
  });
});
