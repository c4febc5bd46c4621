import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinedTaxRate, combinedTaxRateBreakdown, jurisdictionChain, rateToUnits, type RateCategory, type RateJurisdiction } from './combined-rate';
import { createSalesTaxCategoryInputSchema, taxRateSchema } from './sales-tax.schemas';
import { jurisdictionSeeds, salesTaxCategorySeeds } from './seeds';

/** The seeds with their codes as ids: what a new company starts with. */
const jurisdictions: RateJurisdiction[] = jurisdictionSeeds.map((seed) => ({
  id: seed.code,
  name: seed.name,
  parentJurisdictionId: seed.parentCode,
  isActive: true,
}));
const categories: RateCategory[] = salesTaxCategorySeeds.map((seed) => ({
  id: seed.name,
  name: seed.name,
  rate: seed.rate,
  isExempt: seed.isExempt,
  isActive: true,
  jurisdictionId: seed.jurisdictionCode,
}));
const exemptCategory = categories.find((category) => category.isExempt)!;

describe('the seeds', () => {
  it('hold the United States, Canada, the 50 states and DC, three Minnesota counties and three cities', () => {
    expect(jurisdictionSeeds.filter((seed) => seed.type === 'country').map((seed) => seed.name)).toEqual(['United States', 'Canada']);
    const states = jurisdictionSeeds.filter((seed) => seed.type === 'state');
    expect(states).toHaveLength(51);
    expect(states.map((seed) => seed.name)).toContain('District of Columbia');
    expect(new Set(jurisdictionSeeds.map((seed) => seed.code)).size).toBe(jurisdictionSeeds.length);
    expect(jurisdictionSeeds.filter((seed) => seed.type === 'county').map((seed) => seed.name)).toEqual([
      'Hennepin County',
      'Ramsey County',
      'Dakota County',
    ]);
    expect(jurisdictionSeeds.filter((seed) => seed.type === 'city').map((seed) => seed.name)).toEqual(['Minneapolis', 'Saint Paul', 'Bloomington']);
    const codes = new Set<string>();
    for (const seed of jurisdictionSeeds) {
      if (seed.parentCode) expect(codes.has(seed.parentCode), `${seed.code}'s parent comes first`).toBe(true);
      codes.add(seed.code);
    }
  });

  it('hold the five categories with their rates', () => {
    expect(salesTaxCategorySeeds.map((seed) => [seed.rate, seed.isExempt])).toEqual([
      ['6.875', false],
      ['0.25', false],
      ['0.5', false],
      ['8.5', false],
      ['0', true],
    ]);
  });
});

describe('combinedTaxRate', () => {
  it.each<[string, string, number]>([
    ['a Minneapolis job (city + county + state)', 'US-MN-MINNEAPOLIS', 7.625],
    ['a Bloomington job (county + state; no city tax seeded)', 'US-MN-BLOOMINGTON', 7.125],
    ['a Hennepin County job outside the cities', 'US-MN-HENNEPIN', 7.125],
    ['a Saint Paul job (Ramsey has no county tax seeded)', 'US-MN-SAINT-PAUL', 6.875],
    ['a Minnesota job', 'US-MN', 6.875],
    ['a California job', 'US-CA', 8.5],
    ['a Texas job (no category)', 'US-TX', 0],
    ['the country itself', 'US', 0],
    ['an unknown jurisdiction', 'nowhere', 0],
  ])('gives %s %s → %d', (_label, jurisdictionId, expected) => {
    expect(combinedTaxRate(jurisdictionId, jurisdictions, categories)).toBe(expected);
  });

  it('is 0 for a client whose category is exempt', () => {
    expect(combinedTaxRate('US-MN-MINNEAPOLIS', jurisdictions, categories, exemptCategory)).toBe(0);
    expect(combinedTaxRateBreakdown('US-MN-MINNEAPOLIS', jurisdictions, categories, exemptCategory)).toEqual({
      rate: 0,
      isExempt: true,
      components: [],
    });
    expect(combinedTaxRate('US-MN-MINNEAPOLIS', jurisdictions, categories, { isExempt: false })).toBe(7.625);
  });

  it('skips inactive categories and inactive jurisdictions but keeps walking up', () => {
    const withoutCounty = categories.map((category) => (category.id === 'Hennepin County Tax' ? { ...category, isActive: false } : category));
    expect(combinedTaxRate('US-MN-MINNEAPOLIS', jurisdictions, withoutCounty)).toBe(7.375);
    const inactiveCity = jurisdictions.map((jurisdiction) => (jurisdiction.id === 'US-MN-MINNEAPOLIS' ? { ...jurisdiction, isActive: false } : jurisdiction));
    expect(combinedTaxRate('US-MN-MINNEAPOLIS', inactiveCity, categories)).toBe(7.125);
  });

  it('names each component, nearest first', () => {
    const { components } = combinedTaxRateBreakdown('US-MN-MINNEAPOLIS', jurisdictions, categories);
    expect(components.map((component) => [component.name, component.rate, component.jurisdictionName])).toEqual([
      ['Minneapolis City Tax', 0.5, 'Minneapolis'],
      ['Hennepin County Tax', 0.25, 'Hennepin County'],
      ['Minnesota State Tax', 6.875, 'Minnesota'],
    ]);
  });

  it('adds several categories on one jurisdiction and never drifts like floats do', () => {
    const extra: RateCategory[] = [
      { id: 'a', name: 'A', rate: 0.1, isExempt: false, isActive: true, jurisdictionId: 'US-TX' },
      { id: 'b', name: 'B', rate: 0.2, isExempt: false, isActive: true, jurisdictionId: 'US-TX' },
    ];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(combinedTaxRate('US-TX', jurisdictions, extra)).toBe(0.3);
  });

  it('equals the exact decimal sum for any rates of up to 4 decimals (property)', () => {
    const rateUnits = fc.integer({ min: 0, max: 250_000 });
    fc.assert(
      fc.property(rateUnits, rateUnits, rateUnits, (city, county, state) => {
        const asRate = (units: number) => units / 10_000;
        const chain: RateCategory[] = [
          { id: 'c', name: 'c', rate: asRate(city), isExempt: false, isActive: true, jurisdictionId: 'US-MN-MINNEAPOLIS' },
          { id: 'k', name: 'k', rate: String(asRate(county)), isExempt: false, isActive: true, jurisdictionId: 'US-MN-HENNEPIN' },
          { id: 's', name: 's', rate: asRate(state), isExempt: false, isActive: true, jurisdictionId: 'US-MN' },
        ];
        const rate = combinedTaxRate('US-MN-MINNEAPOLIS', jurisdictions, chain);
        expect(rateToUnits(rate)).toBe(city + county + state);
        expect(rate).toBe((city + county + state) / 10_000);
      }),
    );
  });

  it('stops on a cycle in edited data', () => {
    const looped: RateJurisdiction[] = [
      { id: 'x', name: 'X', parentJurisdictionId: 'y', isActive: true },
      { id: 'y', name: 'Y', parentJurisdictionId: 'x', isActive: true },
    ];
    const rates: RateCategory[] = [{ id: '1', name: '1', rate: 1, isExempt: false, isActive: true, jurisdictionId: 'x' }];
    expect(combinedTaxRate('x', looped, rates)).toBe(1);
    expect(jurisdictionChain('x', looped)).toEqual(['x', 'y']);
  });
});

describe('rate validation', () => {
  it.each([
    [6.875, true],
    [0, true],
    [100, true],
    [1.2345, true],
    [1.23456, false],
    [-1, false],
    [100.5, false],
  ])('accepts %d: %s', (rate, valid) => {
    expect(taxRateSchema.safeParse(rate).success).toBe(valid);
  });

  it('an exempt category has a rate of 0', () => {
    const result = createSalesTaxCategoryInputSchema.safeParse({ name: 'Resale', rate: 5, isExempt: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['rate'], message: 'An exempt category has a rate of 0' });
  });
});
