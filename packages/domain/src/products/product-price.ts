import { markupPercentFor, suggestedUnitPrice, type OverheadMarkups } from '../overhead/unit-price';

/**
 * The price a product sells at: its own price when set, else the price the budget suggests — the unit cost
 * with the materials overhead markup and the target net profit (null when no budget can give one).
 */
export function productSellingPrice(product: { unitCost: number; price: number | null }, markups: OverheadMarkups | null): number | null {
  if (product.price !== null) return product.price;
  if (!markups) return null;
  return suggestedUnitPrice(product.unitCost, markupPercentFor(markups, 'product'), markups.targetNetProfitPercent);
}
