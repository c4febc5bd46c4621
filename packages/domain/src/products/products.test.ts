import { describe, expect, it } from 'vitest';
import type { OverheadMarkups } from '../overhead/unit-price';
import { canManagePriceBook } from './price-book';
import { productSellingPrice } from './product-price';
import { createProductInputSchema, listProductsQuerySchema, productUnitLabels, productUnits } from './products.schemas';

const valid = { name: 'Hardwood mulch', unit: 'cu_yd', unitCost: 32.5 };

describe('product schemas', () => {
  it('defaults to taxable, not archived, category other and priced from the budget', () => {
    expect(createProductInputSchema.parse(valid)).toEqual({
      ...valid,
      description: null,
      price: null,
      taxable: true,
      supplier: null,
      epaRegistrationNumber: null,
      category: 'other',
      activeIngredient: null,
      labelMaxRate: null,
      labelRateUnit: 'lb',
      reentryIntervalHours: null,
      signalWord: null,
      archived: false,
    });
  });

  it('keeps unit costs and prices to 4 decimals (fertiliser by the square foot)', () => {
    expect(createProductInputSchema.parse({ ...valid, unit: 'sq_ft', unitCost: 0.0125, price: 0.0275 })).toMatchObject({ unitCost: 0.0125, price: 0.0275 });
  });

  it.each(['12345-67', '12345-67-890', '100-1', '62719-324', '524-475-1234'])('takes the EPA registration number %s', (number) => {
    expect(createProductInputSchema.parse({ ...valid, epaRegistrationNumber: ` ${number} ` }).epaRegistrationNumber).toBe(number);
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'Product name is required'],
    [{ ...valid, unit: 'bucket' }, 'unit', 'Choose a unit from the list'],
    [{ ...valid, unitCost: -0.01 }, 'unitCost', 'Unit cost cannot be negative'],
    [{ ...valid, unitCost: 1.00001 }, 'unitCost', 'Unit cost can have at most 4 decimal places'],
    [{ ...valid, price: 'ten' }, 'price', 'Price must be a number'],
    [{ ...valid, category: 'gravel' }, 'category', 'Choose a category from the list'],
    [{ ...valid, epaRegistrationNumber: 'EPA 12345' }, 'epaRegistrationNumber', 'Enter an EPA registration number like 12345-67 or 12345-67-890'],
    [{ ...valid, epaRegistrationNumber: '12345' }, 'epaRegistrationNumber', 'Enter an EPA registration number like 12345-67 or 12345-67-890'],
    [{ ...valid, taxable: 'yes' }, 'taxable', 'Taxable must be true or false'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = createProductInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('labels every unit', () => {
    expect(productUnits.map((unit) => productUnitLabels[unit])).toContain('yd³');
    expect(Object.keys(productUnitLabels)).toEqual([...productUnits]);
  });

  it('reads list filters from the query string', () => {
    expect(listProductsQuerySchema.parse({})).toEqual({ search: undefined, category: undefined, includeArchived: false });
    expect(listProductsQuerySchema.parse({ search: ' mulch ', category: '', includeArchived: 'true' })).toEqual({ search: 'mulch', category: undefined, includeArchived: true });
    expect(listProductsQuerySchema.safeParse({ includeArchived: 'yes' }).success).toBe(false);
  });
});

describe('productSellingPrice', () => {
  const markups: OverheadMarkups = {
    recoveryMethod: 'MORS',
    laborOverheadMarkupPercent: 60,
    overheadMarkupPercent: null,
    materialsOHPercentage: 10,
    equipmentOHPercentage: 25,
    subcontractorsOHPercentage: 5,
    overheadPerLaborHour: null,
    targetNetProfitPercent: 10,
  };

  it('is the product’s own price when it has one', () => {
    expect(productSellingPrice({ unitCost: 30, price: 45 }, markups)).toBe(45);
  });

  it('is priced from the budget otherwise: 30 × 1.10 / 0.90 = 36.6667', () => {
    expect(productSellingPrice({ unitCost: 30, price: null }, markups)).toBe(36.6667);
  });

  it('is unknown without a price or a budget', () => {
    expect(productSellingPrice({ unitCost: 30, price: null }, null)).toBeNull();
  });
});

describe('canManagePriceBook', () => {
  it.each([
    ['admin', true],
    ['super_admin', true],
    ['support', true],
    ['implementation', true],
    ['office_manager', true],
    ['estimator', true],
    ['crew_leader', false],
  ] as const)('%s → %s', (role, allowed) => {
    expect(canManagePriceBook(role)).toBe(allowed);
  });
});
