import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matrixLineTotal, priceFromRateMatrix, rateMatrixSchema, validateRateMatrix, type MatrixRow, type RateMatrix } from './rate-matrix';

const row = (from: number, to: number, rate: number, tbHrs = 0, cost = 0): MatrixRow => ({ from, to, rate, tbHrs, cost });

/** Weekly mowing by lot size (sq ft), as an estimator would type it. */
const mowing: RateMatrix = {
  matrixRows: [row(0, 5_000, 35, 0.5, 18.5), row(5_001, 10_000, 45, 0.75, 24), row(10_001, 15_000, 55, 1, 29.5)],
  bottomSection: { every: 5_000, over: 15_000, is: 10, tbHrs: 0.25, additionalCost: 5.5 },
};

describe('priceFromRateMatrix on a mowing matrix by lot size', () => {
  it.each<[number, number, number, number, number | null, number]>([
    // measure, rate, hours, cost, row, steps — worked by hand
    [0, 35, 0.5, 18.5, 0, 0],
    [4_200, 35, 0.5, 18.5, 0, 0],
    [5_000, 35, 0.5, 18.5, 0, 0],
    [5_001, 45, 0.75, 24, 1, 0],
    [5_000.5, 45, 0.75, 24, 1, 0], // between bands: it has started into the next one
    [10_000, 45, 0.75, 24, 1, 0],
    [12_500, 55, 1, 29.5, 2, 0], // the issue's 12,500 sq ft lot
    [15_000, 55, 1, 29.5, 2, 0],
    // Above the table: each started 5,000 over 15,000 adds $10, 0.25 h and $5.50 to the last band.
    [15_001, 65, 1.25, 35, null, 1],
    [20_000, 65, 1.25, 35, null, 1],
    [20_001, 75, 1.5, 40.5, null, 2],
    [43_560, 115, 2.5, 62.5, null, 6], // an acre: 28,560 over → 6 started steps
  ])('prices %d sq ft at $%d, %d h, $%d cost', (measure, rate, hours, cost, rowIndex, steps) => {
    expect(priceFromRateMatrix(mowing, measure)).toEqual({ ok: true, rate, hours, cost, rowIndex, steps });
  });

  it('keeps 4-decimal rates exact (fertiliser priced per 1,000 sq ft)', () => {
    const perThousand: RateMatrix = {
      matrixRows: [row(0, 5_000, 21.25)],
      bottomSection: { every: 1_000, over: 5_000, is: 4.2525, tbHrs: 0.05, additionalCost: 0.1 },
    };
    // 3 started steps: 21.25 + 3 × 4.2525 = 34.0075 (floats would give 34.007499999999995).
    expect(priceFromRateMatrix(perThousand, 7_001)).toMatchObject({ ok: true, rate: 34.0075, hours: 0.15, cost: 0.3, steps: 3 });
  });

  it('prices measures between the last band and "over" as the last band', () => {
    const matrix: RateMatrix = { matrixRows: [row(0, 100, 10)], bottomSection: { every: 50, over: 200, is: 5, tbHrs: 0, additionalCost: 0 } };
    expect(priceFromRateMatrix(matrix, 150)).toMatchObject({ ok: true, rate: 10, steps: 0 });
    expect(priceFromRateMatrix(matrix, 200)).toMatchObject({ ok: true, rate: 10, steps: 0 });
    expect(priceFromRateMatrix(matrix, 200.0001)).toMatchObject({ ok: true, rate: 15, steps: 1 });
  });

  it.each<[string, RateMatrix, number, string]>([
    ['an empty matrix', { matrixRows: [], bottomSection: null }, 100, 'empty'],
    ['a measure below the first row', { matrixRows: [row(1_000, 5_000, 35)], bottomSection: null }, 999, 'below_first_row'],
    ['a measure above a table without a bottom section', { matrixRows: [row(0, 5_000, 35)], bottomSection: null }, 5_001, 'above_last_row'],
    ['overlapping rows', { matrixRows: [row(0, 5_000, 35), row(4_000, 10_000, 45)], bottomSection: null }, 100, 'overlap'],
    ['a gap between rows', { matrixRows: [row(0, 5_000, 35), row(6_000, 10_000, 45)], bottomSection: null }, 100, 'gap'],
    ['a row ending before it starts', { matrixRows: [row(10, 5, 35)], bottomSection: null }, 7, 'invalid_row'],
    ['a negative measure', mowing, -1, 'invalid_measure'],
    ['a measure that is not a number', mowing, Number.NaN, 'invalid_measure'],
    ['an infinite measure', mowing, Number.POSITIVE_INFINITY, 'invalid_measure'],
  ])('gives a reason, not a price, for %s', (_label, matrix, measure, reason) => {
    const price = priceFromRateMatrix(matrix, measure);
    expect(price).toMatchObject({ ok: false, reason });
    if (!price.ok) expect(price.message.length).toBeGreaterThan(0);
  });
});

describe('validateRateMatrix', () => {
  it('accepts contiguous bands, decimals included, and an empty matrix', () => {
    expect(validateRateMatrix(mowing)).toEqual([]);
    expect(validateRateMatrix({ matrixRows: [row(0, 2.5, 1), row(2.5001, 5, 2)], bottomSection: null })).toEqual([]);
    expect(validateRateMatrix({ matrixRows: [], bottomSection: null })).toEqual([]);
  });

  it('names the rows that overlap or leave a gap', () => {
    const issues = validateRateMatrix({ matrixRows: [row(0, 5_000, 35), row(5_000, 10_000, 45), row(10_002, 12_000, 50)], bottomSection: null });
    expect(issues).toEqual([
      { reason: 'overlap', path: ['matrixRows', 1, 'from'], message: 'Row 2 (5,000–10,000) overlaps row 1 (0–5,000): it must start above 5,000' },
      { reason: 'gap', path: ['matrixRows', 2, 'from'], message: 'Row 3 (10,002–12,000) leaves a gap after row 2 (5,000–10,000): it should start at 10,001' },
    ]);
  });

  it('refuses a bottom section that starts below the last row', () => {
    const [issue] = validateRateMatrix({ matrixRows: [row(0, 100, 1)], bottomSection: { every: 10, over: 50, is: 1, tbHrs: 0, additionalCost: 0 } });
    expect(issue).toMatchObject({ reason: 'bottom_below_table', path: ['bottomSection', 'over'] });
  });

  it('is what the schema refuses with, at the row’s path', () => {
    const result = rateMatrixSchema.safeParse({ matrixRows: [row(0, 5_000, 35), row(4_999, 6_000, 40)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['matrixRows', 1, 'from']]);
    expect(rateMatrixSchema.parse({ matrixRows: [{ from: 0, to: 10, rate: 5 }] })).toEqual({
      matrixRows: [{ from: 0, to: 10, rate: 5, tbHrs: 0, cost: 0 }],
      bottomSection: null,
    });
  });
});

describe('matrixLineTotal', () => {
  it('bills rate × visits rounded half-up to cents', () => {
    expect(matrixLineTotal(34.0075, 1)).toBe(34.01);
    expect(matrixLineTotal(55, 26)).toBe(1430);
    expect(matrixLineTotal(4.2525, 3)).toBe(12.76); // 12.7575 → 12.76
  });
});

// ── Properties ────────────────────────────────────────────────────────────────────────────
const money = fc.integer({ min: 0, max: 100_000_000 }).map((units) => units / 10_000); // up to $10,000, 4 decimals
const hours = fc.integer({ min: 0, max: 1_000_000 }).map((units) => units / 10_000);

/** A well-formed matrix: contiguous whole-number bands whose rate, hours and cost never go down. */
const wellFormedMatrix: fc.Arbitrary<RateMatrix> = fc
  .record({
    start: fc.integer({ min: 0, max: 1_000 }),
    widths: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 8 }),
    rateSteps: fc.array(money, { minLength: 8, maxLength: 8 }),
    hourSteps: fc.array(hours, { minLength: 8, maxLength: 8 }),
    costSteps: fc.array(money, { minLength: 8, maxLength: 8 }),
    bottom: fc.option(
      fc.record({ every: fc.integer({ min: 1, max: 5_000 }), beyond: fc.integer({ min: 0, max: 5_000 }), is: money, tbHrs: hours, additionalCost: money }),
      { nil: null },
    ),
  })
  .map(({ start, widths, rateSteps, hourSteps, costSteps, bottom }) => {
    const rows: MatrixRow[] = [];
    let from = start;
    let rate = 0;
    let tbHrs = 0;
    let cost = 0;
    widths.forEach((width, index) => {
      rate = (Math.round(rate * 10_000) + Math.round(rateSteps[index]! * 10_000)) / 10_000;
      tbHrs = (Math.round(tbHrs * 10_000) + Math.round(hourSteps[index]! * 10_000)) / 10_000;
      cost = (Math.round(cost * 10_000) + Math.round(costSteps[index]! * 10_000)) / 10_000;
      rows.push({ from, to: from + width, rate, tbHrs, cost });
      from += width + 1;
    });
    const lastTo = rows[rows.length - 1]!.to;
    return {
      matrixRows: rows,
      bottomSection: bottom && { every: bottom.every, over: lastTo + bottom.beyond, is: bottom.is, tbHrs: bottom.tbHrs, additionalCost: bottom.additionalCost },
    };
  });

const measure = fc.integer({ min: 0, max: 2_000_000 }).map((units) => units / 100);

describe('priceFromRateMatrix properties', () => {
  it('never returns NaN or a negative price, whatever the matrix and measure', () => {
    const anyRow = fc.record({ from: fc.double({ min: 0, max: 1e6, noNaN: true }), to: fc.double({ min: 0, max: 1e6, noNaN: true }), rate: money, tbHrs: hours, cost: money });
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 6 }), fc.double(), (rows, value) => {
        const price = priceFromRateMatrix({ matrixRows: rows, bottomSection: null }, value);
        if (price.ok) return [price.rate, price.hours, price.cost].every((number) => Number.isFinite(number) && number >= 0);
        return typeof price.reason === 'string';
      }),
    );
  });

  it('prices every measure from the first row up on a well-formed matrix with a bottom section', () => {
    fc.assert(
      fc.property(wellFormedMatrix, measure, (matrix, value) => {
        const price = priceFromRateMatrix(matrix, matrix.matrixRows[0]!.from + value);
        const aboveTable = matrix.matrixRows[0]!.from + value > matrix.matrixRows[matrix.matrixRows.length - 1]!.to;
        return price.ok || (aboveTable && matrix.bottomSection === null && price.reason === 'above_last_row');
      }),
    );
  });

  it('a larger measure never costs less on a well-formed matrix', () => {
    fc.assert(
      fc.property(wellFormedMatrix, measure, measure, (matrix, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const first = matrix.matrixRows[0]!.from;
        const lower = priceFromRateMatrix(matrix, first + small);
        const higher = priceFromRateMatrix(matrix, first + large);
        if (!lower.ok || !higher.ok) return true;
        return higher.rate >= lower.rate && higher.hours >= lower.hours && higher.cost >= lower.cost;
      }),
    );
  });
});
