import type { OverheadMarkups } from '@groundwork/domain/overhead';
import type { Product } from '@groundwork/domain/products';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductsTable } from './products-table';

const markups: OverheadMarkups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 42.5,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 25,
  subcontractorsOHPercentage: 5,
  overheadPerLaborHour: 18,
  targetNetProfitPercent: 10,
};

let sequence = 0;
function aProduct(overrides: Partial<Product>): Product {
  sequence += 1;
  return {
    id: `5c1b2a3d-4e5f-4a6b-8c7d-${String(sequence).padStart(12, '0')}`,
    name: 'Hardwood mulch',
    description: null,
    unit: 'each',
    unitCost: 38,
    price: null,
    taxable: true,
    supplier: null,
    epaRegistrationNumber: null,
    activeIngredient: null,
    labelMaxRate: null,
    labelRateUnit: 'lb',
    reentryIntervalHours: null,
    signalWord: null,
    category: 'other',
    archived: false,
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

// jsdom lays nothing out; give the table's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
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

describe('ProductsTable', () => {
  it('shows unit costs and prices to the cent, and below a dollar with the decimals they need (stored figures unchanged)', () => {
    const products = [
      // From the budget: $95 × 1.10 ÷ 0.90 = $116.1111 each.
      aProduct({ name: 'Boxwood shrub', unit: 'each', unitCost: 95 }),
      aProduct({ name: 'Steel edging', unit: 'lin_ft', unitCost: 0.85, price: 1.0389 }),
      aProduct({ name: 'Fertiliser', unit: 'sq_ft', unitCost: 0.0389, price: 0.5 }),
    ];
    render(<ProductsTable products={products} markups={markups} />);

    const row = (name: string) => screen.getByText(name).closest('tr, [role="row"]') as HTMLElement;
    expect(within(row('Boxwood shrub')).getByText('$95.00 / each')).toBeInTheDocument();
    expect(within(row('Boxwood shrub')).getByText('$116.11 / each')).toBeInTheDocument();
    expect(within(row('Steel edging')).getByText('$0.85 / lin ft')).toBeInTheDocument();
    expect(within(row('Steel edging')).getByText('$1.04 / lin ft')).toBeInTheDocument();
    expect(within(row('Fertiliser')).getByText('$0.0389 / sq ft')).toBeInTheDocument();
    expect(within(row('Fertiliser')).getByText('$0.50 / sq ft')).toBeInTheDocument();
    expect(products[1]!.price).toBe(1.0389);
  });
});
