import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineAmount, taxOn, type InvoiceLineInput } from './invoice-totals';

const aLine = (line: Partial<InvoiceLineInput> = {}): InvoiceLineInput => ({ description: 'Weekly mowing', quantity: 1, unitPrice: 45, taxable: true, ...line });
const cents = (amount: number) => Math.round(amount * 100);

describe('lineAmount', () => {
  it.each([
    ['4 visits at $45.00', 4, 45, 180],
    ['3.5 yd of mulch at $42.375 (148.3125)', 3.5, 42.375, 148.31],
    ['2.25 h at $65.5555 (147.499875)', 2.25, 65.5555, 147.5],
    ['12,500 sq ft of fertiliser at $0.0389', 12_500, 0.0389, 486.25],
    ['3 at $0.125 rounds half up (0.375)', 3, 0.125, 0.38],
    ['1 at $2.675, which binary floats round down', 1, 2.675, 2.68],
    ['half a unit at one cent (0.005)', 0.5, 0.01, 0.01],
    ['a deduction of 1 at −$0.125 rounds away from zero', 1, -0.125, -0.13],
    ['0.0001 of a $1 unit is nothing', 0.0001, 1, 0],
  ])('%s → %d', (_name, quantity, unitPrice, expected) => {
    expect(lineAmount(quantity, unitPrice)).toBe(expected);
  });
});

describe('invoiceTotals', () => {
  it('a month of work for a client in Minneapolis (8.025 %), labour not taxable', () => {
    // Lines 180.00 + 148.31 + 147.50 + 486.25 = 962.06; taxable 180.00 + 148.31 + 486.25 = 814.56.
    // Tax 814.56 × 8.025 % = 65.36844 → 65.37; total 962.06 + 65.37 = 1,027.43.
    const totals = invoiceTotals(
      [
        aLine({ quantity: 4, unitPrice: 45 }),
        aLine({ description: 'Mulch (yd)', quantity: 3.5, unitPrice: 42.375 }),
        aLine({ description: 'Pruning crew (h)', quantity: 2.25, unitPrice: 65.5555, taxable: false }),
        aLine({ description: 'Fertiliser (sq ft)', quantity: 12_500, unitPrice: 0.0389 }),
      ],
      8.025,
    );
    expect(totals.lines.map((line) => line.amount)).toEqual([180, 148.31, 147.5, 486.25]);
    expect(totals).toMatchObject({ subtotal: 962.06, taxableSubtotal: 814.56, tax: 65.37, total: 1027.43 });
    expect(totals.lines[1]).toMatchObject({ description: 'Mulch (yd)', quantity: 3.5, unitPrice: 42.375, taxable: true });
  });

  it('works the tax out once on the taxable subtotal, not line by line', () => {
    // Three $0.10 lines at 5 %: per line 0.005 → 0.01 each would charge 0.03; once, 0.30 × 5 % = 0.015 → 0.02.
    const totals = invoiceTotals([aLine({ unitPrice: 0.1 }), aLine({ unitPrice: 0.1 }), aLine({ unitPrice: 0.1 })], 5);
    expect(totals).toMatchObject({ subtotal: 0.3, taxableSubtotal: 0.3, tax: 0.02, total: 0.32 });
  });

  it('adds without float drift: $0.10 + $0.20 is $0.30', () => {
    expect(invoiceTotals([aLine({ unitPrice: 0.1 }), aLine({ unitPrice: 0.2 })], 0).subtotal).toBe(0.3);
  });

  it('a deduction line lowers the taxable subtotal when it is taxable', () => {
    const totals = invoiceTotals([aLine({ unitPrice: 1000 }), aLine({ description: 'Less INV-1001', unitPrice: -300 })], 7.5);
    expect(totals).toMatchObject({ subtotal: 700, taxableSubtotal: 700, tax: 52.5, total: 752.5 });
  });

  it('an invoice with no lines or no tax', () => {
    expect(invoiceTotals([], 8.025)).toEqual({ lines: [], subtotal: 0, taxableSubtotal: 0, tax: 0, total: 0 });
    expect(invoiceTotals([aLine({ unitPrice: 99.99 })], 0)).toMatchObject({ tax: 0, total: 99.99 });
    expect(invoiceTotals([aLine({ unitPrice: 99.99, taxable: false })], 10)).toMatchObject({ taxableSubtotal: 0, tax: 0, total: 99.99 });
  });

  it('refuses a rate that is not a percent', () => {
    expect(() => invoiceTotals([aLine()], -1)).toThrow(RangeError);
    expect(() => invoiceTotals([aLine()], 100.5)).toThrow(RangeError);
    expect(() => invoiceTotals([aLine()], Number.NaN)).toThrow(RangeError);
  });

  it('taxOn follows the same rule for one figure', () => {
    expect(taxOn(814.56, 8.025)).toBe(65.37);
    expect(taxOn(0.3, 5)).toBe(0.02);
  });

  it('total = subtotal + tax and subtotal = Σ line amounts, to the cent, for any lines', () => {
    const line = fc.record({
      description: fc.constant('Line'),
      quantity: fc.integer({ min: 1, max: 10_000_000 }).map((units) => units / 10_000),
      unitPrice: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((units) => units / 10_000),
      taxable: fc.boolean(),
    });
    const rate = fc.integer({ min: 0, max: 200_000 }).map((units) => units / 10_000);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), rate, (lines, taxRatePercent) => {
        const totals = invoiceTotals(lines, taxRatePercent);
        expect(cents(totals.total)).toBe(cents(totals.subtotal) + cents(totals.tax));
        expect(cents(totals.subtotal)).toBe(totals.lines.reduce((sum, priced) => sum + cents(priced.amount), 0));
        expect(cents(totals.taxableSubtotal)).toBe(totals.lines.filter((priced) => priced.taxable).reduce((sum, priced) => sum + cents(priced.amount), 0));
        for (const priced of totals.lines) {
          // Each amount is the exact product rounded to the cent: never more than half a cent away.
          const exact = BigInt(Math.round(priced.quantity * 10_000)) * BigInt(Math.round(priced.unitPrice * 10_000));
          expect(Math.abs(Number(BigInt(cents(priced.amount)) * 1_000_000n - exact))).toBeLessThanOrEqual(500_000);
        }
      }),
    );
  });
});
