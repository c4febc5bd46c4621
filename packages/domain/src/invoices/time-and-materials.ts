import type { CostType } from '../overhead/unit-price';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import { splitUnits } from '../shared/money-split';
import type { InvoiceLineInput } from './invoice-totals';

/**
 * Time-and-materials billing: the hours and products the crews recorded at the end of the day (dispatch), billed at
 * the rates of the estimate the client approved — not at today's price book, so the client pays what was agreed.
 */

/** What billing needs of an estimate line: its client price, never its cost. */
export interface EstimateRateLine {
  /** The estimate line's id (the `lineId` materials are recorded against). */
  itemId: string;
  name: string;
  type: CostType;
  /** The price of one unit after the estimate's adjustment (its adjRate), up to 4 decimals. */
  unitPrice: number;
  /** Labour priced per unit rather than per hour (a rate-matrix visit): the hours one unit carries. Default 1. */
  hoursPerUnit?: number | null;
  taxable: boolean;
}

export interface TimeAndMaterialsActuals {
  /** Hours worked, by the estimate's labour line (spreadHoursOverLabourLines shares out an order's hours). */
  labourHours: ReadonlyArray<{ itemId: string; hours: number }>;
  /** Products and other materials used, by the estimate line they were recorded against. */
  productQuantities: ReadonlyArray<{ itemId: string; quantity: number }>;
}

export interface TimeAndMaterialsLine extends InvoiceLineInput {
  /** The estimate line it bills. */
  itemId: string;
}

export const unbilledReasons = ['not_on_estimate', 'hours_on_non_labour_line', 'quantity_on_labour_line'] as const;
export type UnbilledReason = (typeof unbilledReasons)[number];
export const unbilledReasonLabels: Record<UnbilledReason, string> = {
  not_on_estimate: 'Not on the estimate: price it by hand',
  hours_on_non_labour_line: 'Hours recorded against a line that is not labour',
  quantity_on_labour_line: 'A quantity recorded against a labour line (record hours instead)',
};

/** An actual that has no rate on the estimate: shown to the office, never silently dropped or guessed. */
export interface UnbilledActual {
  itemId: string;
  quantity: number;
  reason: UnbilledReason;
}

/**
 * The invoice lines of a time-and-materials job: one line per estimate line with actuals, in the estimate's order,
 * its quantities summed (every work order's hours on a labour line make one line). Labour bills hours at the
 * line's hourly rate — its unit price, or unit price ÷ hours per unit rounded half-up to 4 decimals; other lines
 * bill quantities at their unit price. Nothing recorded, nothing billed: lines with no actuals are left out.
 */
export function timeAndMaterialsLines(
  actuals: TimeAndMaterialsActuals,
  rates: readonly EstimateRateLine[],
): { lines: TimeAndMaterialsLine[]; unbilled: UnbilledActual[] } {
  const byId = new Map(rates.map((rate) => [rate.itemId, rate]));
  const totals = new Map<string, bigint>(); // 1/10,000 of an hour or a unit
  const unbilled = new Map<string, { itemId: string; quantity: bigint; reason: UnbilledReason }>();
  const record = (itemId: string, value: number, labour: boolean) => {
    const line = byId.get(itemId);
    const reason: UnbilledReason | null = !line
      ? 'not_on_estimate'
      : labour && line.type !== 'labor'
        ? 'hours_on_non_labour_line'
        : !labour && line.type === 'labor'
          ? 'quantity_on_labour_line'
          : null;
    const units = toUnits(value, 4);
    if (reason === null) {
      totals.set(itemId, (totals.get(itemId) ?? 0n) + units);
      return;
    }
    const key = `${reason}:${itemId}`;
    unbilled.set(key, { itemId, reason, quantity: (unbilled.get(key)?.quantity ?? 0n) + units });
  };
  for (const entry of actuals.labourHours) record(entry.itemId, entry.hours, true);
  for (const entry of actuals.productQuantities) record(entry.itemId, entry.quantity, false);

  const lines: TimeAndMaterialsLine[] = [];
  for (const rate of rates) {
    const quantity = totals.get(rate.itemId);
    if (quantity === undefined || quantity === 0n) continue;
    lines.push({
      itemId: rate.itemId,
      description: rate.name,
      quantity: fromUnits(quantity, 4),
      unitPrice: rate.type === 'labor' ? hourlyRate(rate) : rate.unitPrice,
      taxable: rate.taxable,
    });
  }
  return {
    lines,
    unbilled: [...unbilled.values()].map((value) => ({ itemId: value.itemId, quantity: fromUnits(value.quantity, 4), reason: value.reason })),
  };
}

/** A labour line's price for one hour. */
function hourlyRate(rate: EstimateRateLine): number {
  const hoursPerUnit = toUnits(rate.hoursPerUnit ?? 1, 4);
  if (hoursPerUnit <= 0n) return rate.unitPrice;
  return fromUnits(divideHalfUp(toUnits(rate.unitPrice, 4) * 10_000n, hoursPerUnit), 4);
}

/**
 * A work order's hours are recorded per person, not per labour line: on an estimate with several labour lines they
 * are shared out in proportion to each line's estimated hours, to 1/10,000 h, the parts summing exactly to the
 * hours worked (an even share when no line has estimated hours).
 */
export function spreadHoursOverLabourLines(
  hours: number,
  labourLines: ReadonlyArray<{ itemId: string; estimatedHours: number }>,
): Array<{ itemId: string; hours: number }> {
  if (labourLines.length === 0) return [];
  const parts = splitUnits(toUnits(hours, 4), labourLines.map((line) => toUnits(line.estimatedHours, 4)));
  return labourLines.map((line, index) => ({ itemId: line.itemId, hours: fromUnits(parts[index] ?? 0n, 4) }));
}
