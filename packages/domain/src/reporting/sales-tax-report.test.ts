import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUnits } from '../shared/decimal';
import type { ReportRow } from './report.schemas';
import { salesTaxReport, type SalesTaxSetup, type TaxedSales } from './sales-tax-report';

/** The seeded Minnesota set-up: Minneapolis 0.5% in Hennepin County 0.25% in Minnesota 6.875% — 7.625% combined. */
const setup: SalesTaxSetup = {
  jurisdictions: [
    { id: 'j-us', name: 'United States', type: 'country', parentJurisdictionId: null, isActive: true },
    { id: 'j-mn', name: 'Minnesota', type: 'state', parentJurisdictionId: 'j-us', isActive: true },
    { id: 'j-hennepin', name: 'Hennepin County', type: 'county', parentJurisdictionId: 'j-mn', isActive: true },
    { id: 'j-minneapolis', name: 'Minneapolis', type: 'city', parentJurisdictionId: 'j-hennepin', isActive: true },
    { id: 'j-ca', name: 'California', type: 'state', parentJurisdictionId: 'j-us', isActive: true },
  ],
  categories: [
    { id: 't-mn', name: 'Minnesota State Tax', rate: '6.875', isExempt: false, isActive: true, jurisdictionId: 'j-mn' },
    { id: 't-hennepin', name: 'Hennepin County Tax', rate: '0.25', isExempt: false, isActive: true, jurisdictionId: 'j-hennepin' },
    { id: 't-minneapolis', name: 'Minneapolis City Tax', rate: '0.5', isExempt: false, isActive: true, jurisdictionId: 'j-minneapolis' },
    { id: 't-ca', name: 'California State Tax', rate: '8.5', isExempt: false, isActive: true, jurisdictionId: 'j-ca' },
    { id: 't-exempt', name: 'Non-Taxable', rate: '0', isExempt: true, isActive: true, jurisdictionId: null },
    { id: 't-garden', name: 'Garden Centre Rate', rate: '5', isExempt: false, isActive: true, jurisdictionId: null },
  ],
};

const sold = (name: string, ratePercent: number, subtotal: number, taxableSubtotal: number, tax: number): TaxedSales => ({ name, ratePercent, subtotal, taxableSubtotal, tax });

/**
 * Invoices of the period by the rate they charged, and one credit note; worked by hand:
 *   Minneapolis 7.625%: $2,000 sold, $1,600 taxable, $122.00 tax; less the credit note's $100 / $100 / $7.63
 *     → $1,900 sales, $1,500 taxable, $400 exempt, $114.37 tax
 *   Minneapolis 7.5% (priced before the city's rate went up): $1,000, all taxable, $75.00 tax
 *   no tax set up (0%): $500 with $400 of taxable lines → all $500 exempt, as nothing was charged
 *   Non-Taxable (0%): $300 → exempt
 *   Garden Centre Rate 5% (a category on no jurisdiction): $200, taxable, $10.00 tax
 * Totals: $3,900 sales = $2,700 taxable + $1,200 exempt; $199.37 tax.
 */
const period = {
  invoices: [
    sold('Minneapolis', 7.625, 2_000, 1_600, 122),
    sold('Minneapolis', 7.5, 1_000, 1_000, 75),
    sold('', 0, 500, 400, 0),
    sold('Non-Taxable', 0, 300, 300, 0),
    sold('Garden Centre Rate', 5, 200, 200, 10),
  ],
  creditNotes: [sold('Minneapolis', 7.625, 100, 100, 7.63)],
};

describe('salesTaxReport', () => {
  const report = salesTaxReport({ period, comparison: { invoices: [sold('Minneapolis', 7.625, 100, 100, 7.63)], creditNotes: [] }, setup });
  const [rates, jurisdictions] = report.sections;

  it('heads the report with total, taxable and exempt sales and the tax charged', () => {
    expect(report.headline.map(({ key, value, comparison }) => [key, value, comparison])).toEqual([
      ['sales', 3_900, 100],
      ['taxable', 2_700, 100],
      ['exempt', 1_200, 0],
      ['tax', 199.37, 7.63],
    ]);
  });

  it('groups sales by the rate each invoice charged, credit notes taken off, most tax first', () => {
    expect(rates!.rows.map((r) => r.values)).toEqual([
      { tax: 'Minneapolis', rate: '7.625%', sales: 1_900, taxable: 1_500, exempt: 400, taxCharged: 114.37 },
      { tax: 'Minneapolis', rate: '7.5%', sales: 1_000, taxable: 1_000, exempt: 0, taxCharged: 75 },
      { tax: 'Garden Centre Rate', rate: '5%', sales: 200, taxable: 200, exempt: 0, taxCharged: 10 },
      { tax: 'No sales tax', rate: '0%', sales: 500, taxable: 0, exempt: 500, taxCharged: 0 },
      { tax: 'Non-Taxable', rate: '0%', sales: 300, taxable: 0, exempt: 300, taxCharged: 0 },
    ]);
    expect(rates!.totals).toEqual({ sales: 3_900, taxable: 2_700, exempt: 1_200, taxCharged: 199.37 });
  });

  it('splits a rate still set up the same way between state, county and city, to the cent', () => {
    // $114.37 in the ratio 6.875 : 0.25 : 0.5 → $103.12, $3.75, $7.50 (the two odd cents to the largest remainders).
    // The 7.5% rate no longer adds up and the garden rate is on no jurisdiction: each is listed whole.
    expect(jurisdictions!.rows.map((r) => r.values)).toEqual([
      { jurisdiction: 'Minnesota', type: 'State', rate: '6.875%', taxable: 1_500, taxCharged: 103.12 },
      { jurisdiction: 'Minneapolis', type: 'Combined rate (not split)', rate: '7.5%', taxable: 1_000, taxCharged: 75 },
      { jurisdiction: 'Garden Centre Rate', type: 'Combined rate (not split)', rate: '5%', taxable: 200, taxCharged: 10 },
      { jurisdiction: 'Minneapolis', type: 'City', rate: '0.5%', taxable: 1_500, taxCharged: 7.5 },
      { jurisdiction: 'Hennepin County', type: 'County', rate: '0.25%', taxable: 1_500, taxCharged: 3.75 },
    ]);
    // Only the tax adds up: each level taxes the same sales.
    expect(jurisdictions!.totals).toEqual({ taxCharged: 199.37 });
  });

  it('adds a state’s share of several cities’ rates into one row', () => {
    const withStPaul: SalesTaxSetup = {
      jurisdictions: [...setup.jurisdictions, { id: 'j-stpaul', name: 'Saint Paul', type: 'city', parentJurisdictionId: 'j-mn', isActive: true }],
      categories: [...setup.categories, { id: 't-stpaul', name: 'Saint Paul Tax', rate: '0.5', isExempt: false, isActive: true, jurisdictionId: 'j-stpaul' }],
    };
    // Saint Paul 7.375% on $1,000: $73.75 → Minnesota 6.875 / 7.375 = $68.75, Saint Paul $5.00.
    const split = salesTaxReport({
      period: { invoices: [sold('Saint Paul', 7.375, 1_000, 1_000, 73.75), sold('Minneapolis', 7.625, 1_000, 1_000, 76.25)], creditNotes: [] },
      comparison: null,
      setup: withStPaul,
    }).sections[1]!;
    // Minneapolis $76.25 → Minnesota $68.75, Hennepin $2.50, Minneapolis $5.00.
    expect(split.rows.find((r) => r.key === 'j-mn')!.values).toMatchObject({ taxable: 2_000, taxCharged: 137.5 });
    expect(split.totals).toEqual({ taxCharged: 150 });
  });

  it('gives an empty period zeros and no rows (never NaN or Infinity)', () => {
    const quiet = salesTaxReport({ period: { invoices: [], creditNotes: [] }, comparison: null, setup });
    expect(quiet.headline.map((figure) => [figure.value, figure.comparison])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    expect(quiet.sections.map((section) => section.rows.length)).toEqual([0, 0]);
    expect(JSON.stringify(quiet)).not.toMatch(/NaN|Infinity/);
  });

  it('keeps sales = taxable + exempt and every total = Σ rows to the cent, split or not', () => {
    const names = fc.constantFrom('Minneapolis', 'Hennepin County', 'Minnesota', 'California', 'Garden Centre Rate', '', 'Elsewhere');
    const rate = fc.constantFrom(0, 5, 6.875, 7.125, 7.625, 8.5);
    const cents = fc.integer({ min: 0, max: 5_000_000 });
    const taxed = fc.tuple(names, rate, cents, cents, cents).map(([name, ratePercent, a, b, tax]) => sold(name, ratePercent, Math.max(a, b) / 100, Math.min(a, b) / 100, tax / 100));
    fc.assert(
      fc.property(fc.array(taxed, { maxLength: 20 }), fc.array(taxed, { maxLength: 5 }), (invoices, creditNotes) => {
        const result = salesTaxReport({ period: { invoices, creditNotes }, comparison: null, setup });
        const [byRate, byJurisdiction] = result.sections;
        const sum = (rows: ReportRow[], key: string) => rows.reduce((total, r) => total + toUnits(r.values[key] as number, 2), 0n);
        for (const key of ['sales', 'taxable', 'exempt', 'taxCharged']) expect(toUnits(byRate!.totals![key] as number, 2)).toBe(sum(byRate!.rows, key));
        expect(sum(byRate!.rows, 'sales')).toBe(sum(byRate!.rows, 'taxable') + sum(byRate!.rows, 'exempt'));
        expect(sum(byJurisdiction!.rows, 'taxCharged')).toBe(sum(byRate!.rows, 'taxCharged'));
        expect(toUnits(result.headline.find((figure) => figure.key === 'tax')!.value!, 2)).toBe(sum(byRate!.rows, 'taxCharged'));
      }),
    );
  });
});
