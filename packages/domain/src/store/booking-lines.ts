import type { EstimateItemInput } from '../estimates/estimates.schemas';
import { matrixLinesFromRecipe } from '../services/matrix-lines';
import { recipeCost } from '../services/recipe';
import type { RecipeLine } from '../services/services.schemas';

export interface BookedService {
  id: string;
  name: string;
  description: string;
  isTaxable: boolean;
  recipe: readonly RecipeLine[];
}

/**
 * The estimate lines of a booking, as the builder makes a service's lines: a parent line for the service and its
 * recipe's lines sharing one visit's price (the instant price), its hours and its cost, split to the cent
 * (matrixLinesFromRecipe); a service without a usable recipe gets one labour line at the visit's price. Each line runs
 * for the booked visits, so the estimate's subtotal is the storefront's total.
 */
export function bookingEstimateLines(
  service: BookedService,
  visit: { rate: number; hours: number; cost: number },
  visits: number,
  measureNote: string,
  newId: () => string,
): EstimateItemInput[] {
  const parentId = newId();
  const parent: EstimateItemInput = { id: parentId, parentId: null, name: service.name, description: service.description, type: 'labor', bHrs: null, markup: null, rate: null, taxable: service.isTaxable, serviceId: service.id };
  const split = matrixLinesFromRecipe(service.recipe, visit);
  const children: EstimateItemInput[] = split
    ? split.map((line, index) => ({
        id: newId(),
        parentId,
        name: index === 0 && measureNote ? `${line.name} — ${measureNote}` : line.name,
        type: line.type,
        qty: 1,
        visits,
        cost: line.cost,
        bHrs: line.type === 'labor' ? line.hours : null,
        markup: null,
        rate: line.rate,
        taxable: service.isTaxable,
        sourceId: line.sourceId,
      }))
    : [{ id: newId(), parentId, name: measureNote ? `${service.name} — ${measureNote}` : service.name, type: 'labor', qty: 1, visits, cost: visit.cost, bHrs: visit.hours, markup: null, rate: visit.rate, taxable: service.isTaxable }];
  return [parent, ...children];
}

/** One visit's hours and cost from the service's recipe (what a fixed-price listing's visit takes). */
export function recipeVisit(recipe: readonly RecipeLine[]): { hours: number; cost: number } {
  const cost = recipeCost(recipe);
  return { hours: cost.totalHours, cost: cost.totalCost };
}
