import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveClientTaxRate, salesTaxLabel, type ClientRateCategory } from './client-tax-rate';
import type { RateJurisdiction } from './combined-rate';

const jurisdictions: RateJurisdiction[] = [
  { id: 'mn', name: 'Minnesota', parentJurisdictionId: null, isActive: true },
  { id: 'hennepin', name: 'Hennepin County', parentJurisdictionId: 'mn', isActive: true },
  { id: 'minneapolis', name: 'Minneapolis', parentJurisdictionId: 'hennepin', isActive: true },
  { id: 'ramsey', name: 'Ramsey County', parentJurisdictionId: 'mn', isActive: true },
];

function aCategory(values: Partial<ClientRateCategory> & Pick<ClientRateCategory, 'id'>): ClientRateCategory {
  return { name: values.id, rate: 0, isExempt: false, isActive: true, jurisdictionId: null, isDefaultForClients: false, ...values };
}

// Minnesota's figures: state 6.875 %, Hennepin County 0.15 % and its transit 0.5 %, Minneapolis 0.5 % → 8.025 %.
const minnesota = [
  aCategory({ id: 'state', name: 'Minnesota State Tax', rate: '6.875', jurisdictionId: 'mn' }),
  aCategory({ id: 'county', name: 'Hennepin County Tax', rate: '0.15', jurisdictionId: 'hennepin' }),
  aCategory({ id: 'transit', name: 'Hennepin County Transit Tax', rate: '0.5', jurisdictionId: 'hennepin' }),
  aCategory({ id: 'city', name: 'Minneapolis City Tax', rate: '0.5', jurisdictionId: 'minneapolis' }),
  aCategory({ id: 'ramsey', name: 'Ramsey County Transit Tax', rate: '0.5', jurisdictionId: 'ramsey' }),
  aCategory({ id: 'exempt', name: 'Non-Taxable', isExempt: true }),
  aCategory({ id: 'resale', name: 'Resale', rate: '2.5' }),
];
const withDefault = (id: string) => minnesota.map((category) => ({ ...category, isDefaultForClients: category.id === id }));

describe('resolveClientTaxRate', () => {
  it('uses the client’s own category: the combined rate of its jurisdiction and those above, named after the jurisdiction', () => {
    expect(resolveClientTaxRate('city', minnesota, jurisdictions)).toEqual({ rate: 8.025, name: 'Minneapolis', categoryId: 'city', source: 'client' });
    expect(resolveClientTaxRate('ramsey', withDefault('city'), jurisdictions)).toEqual({ rate: 7.375, name: 'Ramsey County', categoryId: 'ramsey', source: 'client' });
  });

  it('uses the company’s default category for clients when the client has none', () => {
    expect(resolveClientTaxRate(null, withDefault('city'), jurisdictions)).toEqual({ rate: 8.025, name: 'Minneapolis', categoryId: 'city', source: 'company_default' });
  });

  it('is 0 with no name when neither the client nor the company has a category', () => {
    expect(resolveClientTaxRate(null, minnesota, jurisdictions)).toEqual({ rate: 0, name: '', categoryId: null, source: 'none' });
  });

  it('treats an id that names no category (deleted, or another company’s) as none, so the default applies', () => {
    expect(resolveClientTaxRate('gone', withDefault('county'), jurisdictions)).toMatchObject({ rate: 7.525, name: 'Hennepin County', source: 'company_default' });
    expect(resolveClientTaxRate('gone', minnesota, jurisdictions).rate).toBe(0);
  });

  it('gives 0 for an exempt client even when the company default charges tax', () => {
    expect(resolveClientTaxRate('exempt', withDefault('city'), jurisdictions)).toEqual({ rate: 0, name: 'Non-Taxable', categoryId: 'exempt', source: 'client' });
  });

  it('gives a category on no jurisdiction its own rate while it is active', () => {
    expect(resolveClientTaxRate('resale', minnesota, jurisdictions)).toMatchObject({ rate: 2.5, name: 'Resale' });
    const inactive = minnesota.map((category) => (category.id === 'resale' ? { ...category, isActive: false } : category));
    expect(resolveClientTaxRate('resale', inactive, jurisdictions).rate).toBe(0);
  });

  it('ignores a default for clients that was deactivated', () => {
    const deactivated = withDefault('city').map((category) => (category.id === 'city' ? { ...category, isActive: false } : category));
    expect(resolveClientTaxRate(null, deactivated, jurisdictions).source).toBe('none');
  });

  it('sums rates exactly to 4 decimals, whatever the rates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 6 }), (units) => {
        const chain = units.map((unit, index) => aCategory({ id: `c${index}`, rate: unit / 10_000, jurisdictionId: index % 2 === 0 ? 'minneapolis' : 'mn' }));
        const rate = resolveClientTaxRate(null, chain.map((category, index) => ({ ...category, isDefaultForClients: index === 0 })), jurisdictions).rate;
        expect(rate).toBe(units.reduce((sum, unit) => sum + unit, 0) / 10_000);
      }),
    );
  });
});

describe('salesTaxLabel', () => {
  it('names the rate with up to 4 decimals', () => {
    expect(salesTaxLabel('Minneapolis', 8.025)).toBe('Sales tax — Minneapolis 8.025%');
    expect(salesTaxLabel('Saint Paul', 7.875)).toBe('Sales tax — Saint Paul 7.875%');
    expect(salesTaxLabel('Resale', 0.1234)).toBe('Sales tax — Resale 0.1234%');
    expect(salesTaxLabel('', 0)).toBe('Sales tax 0%');
  });
});
