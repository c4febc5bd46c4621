import { RATE_DECIMALS } from './sales-tax.schemas';

/** What the calculation needs of a jurisdiction and a category (the API shapes fit). */
export interface RateJurisdiction {
  id: string;
  name: string;
  parentJurisdictionId: string | null;
  isActive: boolean;
}
export interface RateCategory {
  id: string;
  name: string;
  rate: number | string;
  isExempt: boolean;
  isActive: boolean;
  jurisdictionId: string | null;
}

const SCALE = 10 ** RATE_DECIMALS;

/**
 * A percent as an integer count of 1/10,000 %. Rates have at most 4 decimals, so rounding the scaled value
 * removes the binary-float error exactly; sums are then integer additions with no drift.
 */
export function rateToUnits(rate: number | string): number {
  const value = typeof rate === 'string' ? Number(rate) : rate;
  if (!Number.isFinite(value)) throw new RangeError(`Not a rate: ${String(rate)}`);
  return Math.round(value * SCALE);
}

/** Back to a percent: the nearest double to the exact decimal, which prints as that decimal (7.625). */
export const unitsToRate = (units: number): number => units / SCALE;

export interface CombinedRateComponent {
  categoryId: string;
  name: string;
  rate: number;
  jurisdictionId: string;
  jurisdictionName: string;
}

export interface CombinedRateBreakdown {
  rate: number;
  isExempt: boolean;
  components: CombinedRateComponent[];
}

/**
 * The sales tax rate for work done in a jurisdiction: the sum of the active categories of the jurisdiction and of
 * each one above it (city → county → state → country), or 0 when the client's own category is exempt. An
 * inactive jurisdiction adds nothing but does not cut the chain. An unknown id gives 0.
 */
export function combinedTaxRateBreakdown(
  jurisdictionId: string,
  jurisdictions: readonly RateJurisdiction[],
  categories: readonly RateCategory[],
  clientCategory?: Pick<RateCategory, 'isExempt'> | null,
): CombinedRateBreakdown {
  if (clientCategory?.isExempt) return { rate: 0, isExempt: true, components: [] };
  const byId = new Map(jurisdictions.map((jurisdiction) => [jurisdiction.id, jurisdiction]));
  const components: CombinedRateComponent[] = [];
  let units = 0;
  const seen = new Set<string>();
  for (let current = byId.get(jurisdictionId); current && !seen.has(current.id); current = byId.get(current.parentJurisdictionId ?? '')) {
    seen.add(current.id); // a cycle in edited data must not loop forever
    if (!current.isActive) continue;
    for (const category of categories) {
      if (category.jurisdictionId !== current.id || !category.isActive || category.isExempt) continue;
      const categoryUnits = rateToUnits(category.rate);
      units += categoryUnits;
      components.push({
        categoryId: category.id,
        name: category.name,
        rate: unitsToRate(categoryUnits),
        jurisdictionId: current.id,
        jurisdictionName: current.name,
      });
    }
  }
  return { rate: unitsToRate(units), isExempt: false, components };
}

/** combinedTaxRateBreakdown's rate alone: what estimates and invoices multiply by. */
export function combinedTaxRate(
  jurisdictionId: string,
  jurisdictions: readonly RateJurisdiction[],
  categories: readonly RateCategory[],
  clientCategory?: Pick<RateCategory, 'isExempt'> | null,
): number {
  return combinedTaxRateBreakdown(jurisdictionId, jurisdictions, categories, clientCategory).rate;
}

/** The ids of a jurisdiction and everything above it, nearest first (a parent picker must not offer these as children). */
export function jurisdictionChain(jurisdictionId: string, jurisdictions: readonly Pick<RateJurisdiction, 'id' | 'parentJurisdictionId'>[]): string[] {
  const byId = new Map(jurisdictions.map((jurisdiction) => [jurisdiction.id, jurisdiction]));
  const chain: string[] = [];
  for (let current = byId.get(jurisdictionId); current && !chain.includes(current.id); current = byId.get(current.parentJurisdictionId ?? '')) {
    chain.push(current.id);
  }
  return chain;
}
