import { splitAmount } from '../shared/money-split';
import { recipeCost } from './recipe';
import type { RecipeLine } from './services.schemas';

/** One visit as a rate matrix prices it: the price, the billable hours and the cost. */
export interface MatrixVisit {
  rate: number;
  hours: number;
  cost: number;
}

/** One line of a matrix-priced visit: a recipe line carrying its share of the matrix's cost, price and hours. */
export interface MatrixLine {
  type: RecipeLine['type'];
  name: string;
  sourceId: string | null;
  /** Its share of the visit's cost (one visit-sized unit). */
  cost: number;
  /** Its share of the visit's price. */
  rate: number;
  /** Labour lines: their share of the visit's billable hours; other lines carry none. */
  hours: number;
}

/**
 * A visit the rate matrix priced, split into the service's recipe lines, so that an estimate shows what the visit is
 * made of — crew labour, the mower and truck, the mulch — instead of one labour line holding it all. The recipe
 * decides the shares: each line's part of the matrix's cost and price is its part of the recipe's cost (split to the
 * cent, so the lines sum exactly to the matrix's figures), and the labour lines share the matrix's hours as they share
 * the recipe's hours. Null when the recipe cannot say (no lines with a cost, or no labour line to carry the hours).
 */
export function matrixLinesFromRecipe(recipe: readonly Pick<RecipeLine, 'type' | 'sourceId' | 'name' | 'qty' | 'hours' | 'unitCost'>[], visit: MatrixVisit): MatrixLine[] | null {
  const { lineCosts } = recipeCost(recipe);
  if (lineCosts.every((cost) => cost === 0)) return null;
  const labour = recipe.map((line, index) => ({ line, index })).filter(({ line }) => line.type === 'labor');
  if (labour.length === 0) return null;
  const costs = splitAmount(visit.cost, lineCosts);
  const rates = splitAmount(visit.rate, lineCosts);
  const labourWeights = labour.some(({ line }) => line.hours > 0) ? labour.map(({ line }) => line.hours) : labour.map(({ index }) => lineCosts[index]!);
  const labourHours = splitAmount(visit.hours, labourWeights, 4);
  const hoursOf = new Map(labour.map(({ index }, position) => [index, labourHours[position]!]));
  return recipe.map((line, index) => ({
    type: line.type,
    name: line.name,
    sourceId: line.sourceId ?? null,
    cost: costs[index]!,
    rate: rates[index]!,
    hours: hoursOf.get(index) ?? 0,
  }));
}
