import { mulDivHalfUp, toUnitCount } from '../shared/decimal';

export const recoveryMethods = ['MORS', 'SORS', 'FLH'] as const;
export type RecoveryMethod = (typeof recoveryMethods)[number];

export const costTypes = ['labor', 'equipment', 'product', 'subcontractor'] as const;
export type CostType = (typeof costTypes)[number];

/** The markups the active budget puts on each kind of cost; what `GET /summary` returns as `markups`. */
export interface OverheadMarkups {
  recoveryMethod: RecoveryMethod;
  /** MORS: the overhead left after materials, equipment and subcontractors recover their share, per labour dollar. */
  laborOverheadMarkupPercent: number | null;
  /** SORS: one markup on every cost type. */
  overheadMarkupPercent: number | null;
  materialsOHPercentage: number;
  equipmentOHPercentage: number;
  subcontractorsOHPercentage: number;
  /** FLH adds this much overhead to each labour hour instead of a markup. */
  overheadPerLaborHour: number | null;
  targetNetProfitPercent: number;
}

/** The overhead markup percent a line of this cost type carries under the budget's recovery method. */
export function markupPercentFor(markups: OverheadMarkups, type: CostType): number {
  switch (markups.recoveryMethod) {
    case 'FLH':
      return 0;
    case 'SORS':
      return markups.overheadMarkupPercent ?? 0;
    case 'MORS':
      switch (type) {
        case 'labor':
          return markups.laborOverheadMarkupPercent ?? 0;
        case 'equipment':
          return markups.equipmentOHPercentage;
        case 'product':
          return markups.materialsOHPercentage;
        case 'subcontractor':
          return markups.subcontractorsOHPercentage;
      }
  }
}

/**
 * The price that recovers overhead and leaves the target net profit:
 * unitCost × (1 + markup/100) / (1 − target/100), to 4 decimal places (half-up).
 * Null when the target profit is 100 % or more, which no price can reach.
 */
export function suggestedUnitPrice(unitCost: number, markupPercent: number, targetNetProfitPercent: number): number | null {
  const units = suggestedUnitPriceUnits(toUnitCount(unitCost, 4), toUnitCount(markupPercent, 2), toUnitCount(targetNetProfitPercent, 2));
  return units === null ? null : units / 10_000;
}

/** The same in unit counts: cost in 1/10,000 $, percents in 1/100 %; the price in 1/10,000 $. */
export function suggestedUnitPriceUnits(unitCost: number, markup: number, targetNetProfit: number): number | null {
  const kept = 10_000 - targetNetProfit; // share of the price left for cost + overhead
  if (kept <= 0) return null;
  return mulDivHalfUp(unitCost, 10_000 + markup, 1, kept);
}
