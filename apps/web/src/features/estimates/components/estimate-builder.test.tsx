import type { EstimateDetail } from '@groundwork/domain/estimates';
import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { EstimateBuilder } from './estimate-builder';

const markups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 50,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 10,
  subcontractorsOHPercentage: 10,
  overheadPerLaborHour: null,
  targetNetProfitPercent: 20,
};

const estimateId = '6f1c1a52-3f0e-4a4b-9a59-000000000001';
const customerId = '6f1c1a52-3f0e-4a4b-9a59-000000000002';
const at = '2026-11-20T10:00:00.000Z';

/** One mowing service with one labour line: 2 h at $20 cost → $37.50 an hour (×1.5 ÷ 0.8) → $75.00. */
function anEstimate(overrides: Partial<EstimateDetail> = {}): EstimateDetail {
  const totals = { subtotal: 75, taxableSubtotal: 75, tax: 0, grandTotal: 75, overheadRecovered: 20, netProfit: 15 };
  return {
    id: estimateId,
    number: 1001,
    clientId: customerId,
    clientType: 'customer',
    clientName: 'Ann Green',
    propertyId: null,
    description: 'Spring work',
    notes: '',
    status: 'draft',
    expiryDate: null,
    targetNetProfitPercent: 20,
    adjustmentPercent: 0,
    taxRatePercent: 0,
    total: 75,
    totals,
    dateCreated: at,
    lastModified: at,
    createdAt: at,
    updatedAt: at,
    markups,
    breakdown: {
      revenue: 75,
      laborCost: 40,
      equipmentCost: 0,
      productCost: 0,
      subcontractorCost: 0,
      totalCosts: 40,
      estimatedGrossProfit: 35,
      totalBillableHours: 2,
      revenuePerHour: 37.5,
      netProfitPerHour: 7.5,
      parentServiceBreakdowns: [],
    },
    items: [
      { id: 'p1', parentId: null, name: 'Mowing', description: '', type: 'labor', qty: 1, rate: 75, visits: 1, total: 75, cost: 40, bHrs: 2, tbHrs: 2, tCost: 40, margin: 46.67, markup: 0, adjRate: 75, calc: 75, isEditable: true, status: 'Draft', taxable: true, serviceId: null, sourceId: null, markupOverride: null, rateOverride: null },
      { id: 'c1', parentId: 'p1', name: 'Crew labour', description: '', type: 'labor', qty: 2, rate: 37.5, visits: 1, total: 75, cost: 20, bHrs: 1, tbHrs: 2, tCost: 40, margin: 46.67, markup: 50, adjRate: 37.5, calc: 37.5, isEditable: true, status: 'Draft', taxable: true, serviceId: null, sourceId: null, markupOverride: null, rateOverride: null },
    ],
    ...overrides,
  };
}

function renderBuilder(estimate = anEstimate()) {
  return renderWithProviders(
    <EstimateBuilder
      estimate={estimate}
      client={{ id: customerId, type: 'customer', name: 'Ann Green' }}
      properties={[]}
      services={[]}
      priceBook={[]}
      markups={markups}
      autosaveDelayMs={20}
    />,
  );
}

const revenue = () => within(screen.getByLabelText('Financial breakdown')).getByText('Revenue').nextSibling?.textContent;
const qtyInput = () => screen.getByLabelText('Quantity of Crew labour, row 2');

// jsdom has no layout: give the grid's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ?? Object.getOwnPropertyDescriptor(Element.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

describe('EstimateBuilder', () => {
  it('works the breakdown out again as the quantity is typed', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder();
    expect(revenue()).toBe('$75.00');
    expect(within(screen.getByLabelText('Financial breakdown')).getByText('2.0h')).toBeInTheDocument();
    await user.clear(qtyInput());
    await user.type(qtyInput(), '4');
    await waitFor(() => expect(revenue()).toBe('$150.00'));
    expect(within(screen.getByLabelText('Financial breakdown')).getByText('4.0h')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('Total').nextSibling?.textContent).toBe('$150.00');
  });

  it('charges a typed rate instead of the suggested price, and a blank rate goes back to it', async () => {
    const fetch = mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder();
    const rate = screen.getByLabelText('Rate of Crew labour, row 2');
    expect(rate).toHaveAttribute('placeholder', '37.5');
    await user.type(rate, '50');
    await waitFor(() => expect(revenue()).toBe('$100.00'));
    // The autosave sends the override as `rate` (the computed figures never travel).
    await waitFor(() => expect(fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length).toBeGreaterThan(0));
    type Body = { items: { id: string; rate: number | null }[]; updatedAt: string };
    await waitFor(() => {
      const last = fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).at(-1)!.body as Body;
      expect(last.items.find((item) => item.id === 'c1')?.rate).toBe(50);
    });
    // The first save sends the updatedAt the estimate was read with; later ones the server's answer.
    expect((fetch.calls('PUT', `/api/v2/estimates/${estimateId}`)[0]!.body as Body).updatedAt).toBe(at);
    await user.clear(rate);
    await waitFor(() => expect(revenue()).toBe('$75.00'));
  });

  it('undoes the last change with Ctrl+Z', async () => {
    mockFetch({ [`PUT /api/v2/estimates/${estimateId}`]: ok({ estimate: anEstimate({ updatedAt: '2026-11-20T10:01:00.000Z' }) }) });
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Delete Crew labour' }));
    expect(screen.queryByLabelText('Quantity of Crew labour, row 2')).not.toBeInTheDocument();
    await waitFor(() => expect(revenue()).toBe('$0.00'));
    await user.click(screen.getByLabelText('Service name, row 1'));
    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByLabelText('Quantity of Crew labour, row 2')).toHaveValue('2');
    await user.clear(qtyInput());
    await user.type(qtyInput(), '35');
    await waitFor(() => expect(revenue()).toBe('$1,312.50'));
    // Keystrokes in one cell are one step: undo puts the quantity back as it was before typing.
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(qtyInput()).toHaveValue('2'));
    await waitFor(() => expect(revenue()).toBe('$75.00'));
  });

  it('keeps the typed draft when the save answers 409 and offers to reload', async () => {
    const fetch = mockFetch({
      [`PUT /api/v2/estimates/${estimateId}`]: fail(409, 'This estimate was changed by someone else. Reload to see their changes.', 'CONFLICT'),
    });
    const { user } = renderBuilder();
    await user.clear(qtyInput());
    await user.type(qtyInput(), '7');
    expect(await screen.findByText('This estimate was changed elsewhere')).toBeInTheDocument();
    expect(qtyInput()).toHaveValue('7');
    expect(revenue()).toBe('$262.50');
    expect(screen.getByRole('button', { name: 'Reload their version' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my draft over it' })).toBeInTheDocument();
    // Autosave stops after a conflict rather than hammering the server.
    const puts = fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length;
    await user.type(qtyInput(), '0');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fetch.calls('PUT', `/api/v2/estimates/${estimateId}`).length).toBe(puts);
    expect(qtyInput()).toHaveValue('70');
  });

  it('moves between cells with the arrow keys and Enter', async () => {
    mockFetch({});
    const { user } = renderBuilder();
    await user.click(screen.getByLabelText('Service name, row 1'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Line name, row 2')).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(qtyInput()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(qtyInput()).toHaveFocus(); // no row below: stays
    await user.keyboard('{ArrowUp}');
    expect(qtyInput()).toHaveFocus(); // a service line above has no quantity cell
    await user.click(screen.getByLabelText('Line name, row 2'));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('Service name, row 1')).toHaveFocus();
  });

  it('draws only the rows in view of a 1,000-line estimate and still totals every line', () => {
    mockFetch({});
    const base = anEstimate();
    const children = Array.from({ length: 999 }, (_, index) => ({ ...base.items[1]!, id: `c${index}`, name: `Line ${index}` }));
    renderBuilder(anEstimate({ items: [base.items[0]!, ...children] }));
    const rows = within(screen.getByRole('table', { name: 'Estimate lines' })).getAllByRole('row');
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Estimate lines' })).toHaveAttribute('aria-rowcount', '1001');
    expect(revenue()).toBe('$74,925.00'); // 999 × $75.00
  });
});
