import { z } from 'zod';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import { decimalSchema } from '../shared/fields';

/**
 * A service's rate matrix prices one measure of a property (lot size in sq ft by default, or the custom field the
 * service links) without an estimator doing arithmetic:
 *
 * * `matrixRows` are bands `from`–`to` (both inclusive). A measure inside a band gets that band's `rate` (the price
 *   of one visit), `tbHrs` (the billable hours it takes) and `cost`.
 * * Bands are listed in ascending order. Each band starts after the previous one ends (`from > previous.to`, or they
 *   overlap) and at most one unit later (`from − previous.to ≤ 1`, or the whole measures between them are a gap):
 *   0–5,000 then 5,001–10,000 is the usual shape. A fractional measure between two bands (5,000.5) is priced by the
 *   band above it — it has started into the next band.
 * * Above the last band, the `bottomSection` keeps pricing: every started `every` units over `over` adds `is` to the
 *   rate, `tbHrs` to the hours and `additionalCost` to the cost, on top of the LAST band's rate, hours and cost.
 *   `over` may not be below the last band's `to` (normally it equals it); measures between the last band's `to`
 *   and `over` are priced as the last band. Formally, for a measure m above the last band:
 *       steps = m ≤ over ? 0 : ceil((m − over) / every)
 *       rate  = last.rate + steps × is;  hours = last.tbHrs + steps × tbHrs;  cost = last.cost + steps × additionalCost
 *   e.g. last band 10,001–15,000 at $55, bottom "every 5,000 over 15,000 is $10": 15,001–20,000 → $65, 20,001 → $75.
 *   With no bottom section a measure above the table has no price (reason `above_last_row`).
 *
 * Arithmetic is exact on 4-decimal units (rates and costs keep 4 decimals, ARCHITECTURE §3), never binary floats.
 */

export const RATE_MATRIX_DECIMALS = 4;
export const MAX_MATRIX_ROWS = 100;
/** Large enough for any lot in square feet (a square mile is ~27.9 million sq ft). */
export const MAX_MEASURE = 1_000_000_000;
export const MAX_MATRIX_MONEY = 10_000_000;
export const MAX_MATRIX_HOURS = 10_000;

/**
 * A measure or amount as a whole count of 1/10,000 units. Every value the schema accepts (≤ 1e9, 4 decimals) scales
 * to an integer below 2^53, so these compare exactly as plain numbers — cheaper than bigints in the per-line path.
 */
const scaled = (value: number): number => Math.round(value * 10 ** RATE_MATRIX_DECIMALS);

const matrixNumber = (label: string, max: number) => decimalSchema(label, { places: RATE_MATRIX_DECIMALS, max });

export const matrixRowSchema = z.object({
  from: matrixNumber('From', MAX_MEASURE),
  to: matrixNumber('To', MAX_MEASURE),
  /** Price of one visit for a measure in this band. */
  rate: matrixNumber('Rate', MAX_MATRIX_MONEY),
  /** Total billable hours one visit takes. */
  tbHrs: matrixNumber('Hours', MAX_MATRIX_HOURS).default(0),
  /** Cost of one visit. */
  cost: matrixNumber('Cost', MAX_MATRIX_MONEY).default(0),
});
export type MatrixRow = z.infer<typeof matrixRowSchema>;

export const bottomSectionSchema = z.object({
  every: matrixNumber('Every', MAX_MEASURE).refine((value) => value > 0, 'Every must be more than 0'),
  over: matrixNumber('Over', MAX_MEASURE),
  is: matrixNumber('Rate step', MAX_MATRIX_MONEY).default(0),
  tbHrs: matrixNumber('Hours step', MAX_MATRIX_HOURS).default(0),
  additionalCost: matrixNumber('Cost step', MAX_MATRIX_MONEY).default(0),
});
export type BottomSection = z.infer<typeof bottomSectionSchema>;

/** The pure shape (no cross-row checks) — what `priceFromRateMatrix` takes. */
export interface RateMatrix {
  matrixRows: readonly MatrixRow[];
  bottomSection: BottomSection | null;
}

export type RateMatrixIssueReason = 'invalid_row' | 'overlap' | 'gap' | 'bottom_below_table';

export interface RateMatrixIssue {
  reason: RateMatrixIssueReason;
  /** Where the problem is, relative to the matrix: ['matrixRows', 1, 'from'] or ['bottomSection', 'over']. */
  path: (string | number)[];
  message: string;
}

const formatMeasure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 4 });
const band = (row: MatrixRow) => `${formatMeasure(row.from)}–${formatMeasure(row.to)}`;

/**
 * Everything wrong with the rows' arrangement, with a message naming the row (1-based, as the editor shows it).
 * Empty when the matrix can price. An empty matrix is valid (the service is then priced by hand).
 */
export function validateRateMatrix(matrix: RateMatrix): RateMatrixIssue[] {
  const issues: RateMatrixIssue[] = [];
  const rows = matrix.matrixRows;
  rows.forEach((row, index) => {
    if (scaled(row.to) < scaled(row.from)) {
      issues.push({
        reason: 'invalid_row',
        path: ['matrixRows', index, 'to'],
        message: `Row ${index + 1}: "to" (${formatMeasure(row.to)}) must not be below "from" (${formatMeasure(row.from)})`,
      });
    }
  });
  for (let index = 1; index < rows.length; index += 1) {
    const previous = rows[index - 1]!;
    const row = rows[index]!;
    const startUnits = scaled(row.from);
    const previousEndUnits = scaled(previous.to);
    if (startUnits <= previousEndUnits) {
      issues.push({
        reason: 'overlap',
        path: ['matrixRows', index, 'from'],
        message: `Row ${index + 1} (${band(row)}) overlaps row ${index} (${band(previous)}): it must start above ${formatMeasure(previous.to)}`,
      });
    } else if (startUnits - previousEndUnits > 10 ** RATE_MATRIX_DECIMALS) {
      issues.push({
        reason: 'gap',
        path: ['matrixRows', index, 'from'],
        message: `Row ${index + 1} (${band(row)}) leaves a gap after row ${index} (${band(previous)}): it should start at ${formatMeasure(previous.to + 1)}`,
      });
    }
  }
  const last = rows[rows.length - 1];
  if (matrix.bottomSection && last && scaled(matrix.bottomSection.over) < scaled(last.to)) {
    issues.push({
      reason: 'bottom_below_table',
      path: ['bottomSection', 'over'],
      message: `"Over" (${formatMeasure(matrix.bottomSection.over)}) must not be below the last row's "to" (${formatMeasure(last.to)})`,
    });
  }
  return issues;
}

/** The rate matrix as the API carries it: rows plus an optional bottom section, refused when rows overlap or leave gaps. */
export const rateMatrixSchema = z
  .object({
    matrixRows: z.array(matrixRowSchema).max(MAX_MATRIX_ROWS, `At most ${MAX_MATRIX_ROWS} rows`).default([]),
    bottomSection: bottomSectionSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((matrix, context) => {
    for (const issue of validateRateMatrix(matrix)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type RateMatrixData = z.infer<typeof rateMatrixSchema>;
export type RateMatrixInput = z.input<typeof rateMatrixSchema>;

export const emptyRateMatrix = (): RateMatrixData => ({ matrixRows: [], bottomSection: null });

export type RateMatrixPriceFailure =
  | 'empty'
  | 'invalid_measure'
  | 'invalid_row'
  | 'overlap'
  | 'gap'
  | 'bottom_below_table'
  | 'below_first_row'
  | 'above_last_row';

export type RateMatrixPrice =
  | {
      ok: true;
      rate: number;
      hours: number;
      cost: number;
      /** The band that priced the measure (0-based), or null when the bottom section did. */
      rowIndex: number | null;
      /** How many bottom-section steps were added (0 inside the table). */
      steps: number;
    }
  | { ok: false; reason: RateMatrixPriceFailure; message: string };

const failureMessages: Record<'empty' | 'invalid_measure' | 'above_last_row', string> = {
  empty: 'This rate matrix has no rows.',
  invalid_measure: 'The measure must be a number of 0 or more.',
  above_last_row: 'The measure is above the last row and the matrix has no bottom section.',
};

/** Price one measure (lot size, or the linked custom field's value) from a rate matrix. Never throws, never NaN. */
export function priceFromRateMatrix(matrix: RateMatrix, measure: number): RateMatrixPrice {
  const rows = matrix.matrixRows;
  if (rows.length === 0) return { ok: false, reason: 'empty', message: failureMessages.empty };
  if (!Number.isFinite(measure) || measure < 0 || measure > MAX_MEASURE) {
    return { ok: false, reason: 'invalid_measure', message: failureMessages.invalid_measure };
  }
  const [issue] = validateRateMatrix(matrix);
  if (issue) return { ok: false, reason: issue.reason, message: issue.message };

  const m = scaled(measure);
  const first = rows[0]!;
  if (m < scaled(first.from)) {
    return {
      ok: false,
      reason: 'below_first_row',
      message: `The measure ${formatMeasure(measure)} is below the first row, which starts at ${formatMeasure(first.from)}.`,
    };
  }
  // Rows are ascending and contiguous: the first band whose end reaches the measure prices it.
  const rowIndex = rows.findIndex((row) => m <= scaled(row.to));
  if (rowIndex >= 0) {
    const row = rows[rowIndex]!;
    return { ok: true, rate: row.rate, hours: row.tbHrs, cost: row.cost, rowIndex, steps: 0 };
  }

  const last = rows[rows.length - 1]!;
  const bottom = matrix.bottomSection;
  if (!bottom) return { ok: false, reason: 'above_last_row', message: failureMessages.above_last_row };
  // Exact integer ceiling on bigints: every started `every` counts.
  const places = RATE_MATRIX_DECIMALS;
  const over = toUnits(bottom.over, places);
  const every = toUnits(bottom.every, places);
  const measureUnits = BigInt(m);
  const stepsUnits = measureUnits <= over ? 0n : (measureUnits - over + every - 1n) / every;
  const add = (base: number, step: number) => fromUnits(toUnits(base, places) + stepsUnits * toUnits(step, places), places);
  return {
    ok: true,
    rate: add(last.rate, bottom.is),
    hours: add(last.tbHrs, bottom.tbHrs),
    cost: add(last.cost, bottom.additionalCost),
    rowIndex: null,
    steps: Number(stepsUnits),
  };
}

/** `price × visits` rounded half-up to cents: what one line of an estimate bills for this many visits. */
export function matrixLineTotal(rate: number, visits: number): number {
  return fromUnits(divideHalfUp(toUnits(rate, 4) * toUnits(visits, 2), 10n ** 4n), 2);
}
