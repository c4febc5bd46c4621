import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-totals';
import { spreadHoursOverLabourLines, timeAndMaterialsLines, type EstimateRateLine } from './time-and-materials';

const aRate = (rate: Partial<EstimateRateLine> & Pick<EstimateRateLine, 'itemId'>): EstimateRateLine => ({
  name: rate.itemId,
  type: 'labor',
  unitPrice: 65,
  taxable: false,
  ...rate,
});

// A drainage repair estimated at these client prices.
const rates = [
  aRate({ itemId: 'crew', name: 'Crew labour', unitPrice: 65 }),
  aRate({ itemId: 'mulch', name: 'Mulch (yd)', type: 'product', unitPrice: 42.375, taxable: true }),
  aRate({ itemId: 'digger', name: 'Mini excavator (h)', type: 'equipment', unitPrice: 95, taxable: false }),
  // Priced per visit from a rate matrix: $45 a visit that carries 0.75 h, so $60 an hour.
  aRate({ itemId: 'visit', name: 'Site visit', unitPrice: 45, hoursPerUnit: 0.75 }),
];

describe('timeAndMaterialsLines', () => {
  it("bills two days of recorded hours and products at the estimate's rates, one line per estimate line", () => {
    const { lines, unbilled } = timeAndMaterialsLines(
      {
        labourHours: [
          { itemId: 'crew', hours: 3.5 },
          { itemId: 'visit', hours: 1.5 },
          { itemId: 'crew', hours: 2.25 },
        ],
        productQuantities: [
          { itemId: 'mulch', quantity: 2 },
          { itemId: 'mulch', quantity: 1.5 },
        ],
      },
      rates,
    );
    expect(lines).toEqual([
      { itemId: 'crew', description: 'Crew labour', quantity: 5.75, unitPrice: 65, taxable: false },
      { itemId: 'mulch', description: 'Mulch (yd)', quantity: 3.5, unitPrice: 42.375, taxable: true },
      { itemId: 'visit', description: 'Site visit', quantity: 1.5, unitPrice: 60, taxable: false },
    ]);
    expect(unbilled).toEqual([]);
    // 5.75 × 65 = 373.75; 3.5 × 42.375 = 148.3125 → 148.31; 1.5 × 60 = 90.00.
    expect(invoiceTotals(lines, 8.025)).toMatchObject({ subtotal: 612.06, taxableSubtotal: 148.31, tax: 11.9, total: 623.96 });
  });

  it('equipment is billed by quantity like products', () => {
    const { lines } = timeAndMaterialsLines({ labourHours: [], productQuantities: [{ itemId: 'digger', quantity: 2.5 }] }, rates);
    expect(lines).toEqual([{ itemId: 'digger', description: 'Mini excavator (h)', quantity: 2.5, unitPrice: 95, taxable: false }]);
  });

  it('an hourly rate worked out from a per-unit price is rounded half-up to 4 decimals', () => {
    // $100 a unit of 0.3 h: 333.33333… → 333.3333 an hour.
    const { lines } = timeAndMaterialsLines({ labourHours: [{ itemId: 'odd', hours: 1 }], productQuantities: [] }, [aRate({ itemId: 'odd', unitPrice: 100, hoursPerUnit: 0.3 })]);
    expect(lines[0]?.unitPrice).toBe(333.3333);
  });

  it('reports what the estimate cannot price instead of dropping or guessing it', () => {
    const { lines, unbilled } = timeAndMaterialsLines(
      {
        labourHours: [
          { itemId: 'mulch', hours: 1 },
          { itemId: 'gone', hours: 2 },
        ],
        productQuantities: [
          { itemId: 'sod', quantity: 40 },
          { itemId: 'sod', quantity: 10 },
          { itemId: 'crew', quantity: 3 },
        ],
      },
      rates,
    );
    expect(lines).toEqual([]);
    expect(unbilled).toEqual([
      { itemId: 'mulch', quantity: 1, reason: 'hours_on_non_labour_line' },
      { itemId: 'gone', quantity: 2, reason: 'not_on_estimate' },
      { itemId: 'sod', quantity: 50, reason: 'not_on_estimate' },
      { itemId: 'crew', quantity: 3, reason: 'quantity_on_labour_line' },
    ]);
  });

  it('nothing recorded, nothing billed: lines without actuals or with zero are left out', () => {
    expect(timeAndMaterialsLines({ labourHours: [{ itemId: 'crew', hours: 0 }], productQuantities: [] }, rates).lines).toEqual([]);
    expect(timeAndMaterialsLines({ labourHours: [], productQuantities: [] }, rates)).toEqual({ lines: [], unbilled: [] });
  });
});

describe('spreadHoursOverLabourLines', () => {
  it("shares an order's hours in proportion to the labour lines' estimated hours, to 1/10,000 h", () => {
    expect(
      spreadHoursOverLabourLines(5, [
        { itemId: 'mowing', estimatedHours: 2 },
        { itemId: 'trimming', estimatedHours: 1 },
      ]),
    ).toEqual([
      { itemId: 'mowing', hours: 3.3333 },
      { itemId: 'trimming', hours: 1.6667 },
    ]);
  });

  it('evenly when no line has estimated hours; nothing when there is no labour line', () => {
    expect(spreadHoursOverLabourLines(1, [{ itemId: 'a', estimatedHours: 0 }, { itemId: 'b', estimatedHours: 0 }]).map((part) => part.hours)).toEqual([0.5, 0.5]);
    expect(spreadHoursOverLabourLines(3, [])).toEqual([]);
  });

  it('the shares always sum exactly to the hours worked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_400_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (hourUnits, estimates) => {
          const parts = spreadHoursOverLabourLines(hourUnits / 10_000, estimates.map((units, index) => ({ itemId: `l${index}`, estimatedHours: units / 10_000 })));
          expect(parts.reduce((sum, part) => sum + Math.round(part.hours * 10_000), 0)).toBe(hourUnits);
        },
      ),
    );
  });
});
