import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import type { RecipeLine, RecipeLineType } from './services.schemas';

export interface RecipeCost {
  /** qty × unitCost of each line, rounded half-up to cents, in the recipe's order. */
  lineCosts: number[];
  /** Sum of the line costs by type, to the cent. */
  byType: Record<RecipeLineType, number>;
  /** What one visit costs, to the cent. */
  totalCost: number;
  /** Billable hours of one visit (Σ hours), 4 decimals. */
  totalHours: number;
}

/** The cost of one visit by its default recipe: each line's qty × unitCost rounded to cents, then summed exactly. */
export function recipeCost(lines: readonly Pick<RecipeLine, 'type' | 'qty' | 'hours' | 'unitCost'>[]): RecipeCost {
  const byType: Record<RecipeLineType, bigint> = { labor: 0n, equipment: 0n, product: 0n, subcontractor: 0n };
  let hours = 0n;
  const lineCents = lines.map((line) => {
    const cents = divideHalfUp(toUnits(line.qty, 4) * toUnits(line.unitCost, 4), 10n ** 6n);
    byType[line.type] += cents;
    hours += toUnits(line.hours, 4);
    return cents;
  });
  const total = lineCents.reduce((sum, cents) => sum + cents, 0n);
  return {
    lineCosts: lineCents.map((cents) => fromUnits(cents, 2)),
    byType: {
      labor: fromUnits(byType.labor, 2),
      equipment: fromUnits(byType.equipment, 2),
      product: fromUnits(byType.product, 2),
      subcontractor: fromUnits(byType.subcontractor, 2),
    },
    totalCost: fromUnits(total, 2),
    totalHours: fromUnits(hours, 4),
  };
}
