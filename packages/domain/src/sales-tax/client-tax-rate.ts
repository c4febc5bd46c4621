import { combinedTaxRate, rateToUnits, unitsToRate, type RateCategory, type RateJurisdiction } from './combined-rate';

/** What the resolution needs of a category: the rate fields and whether it is the company's default for clients. */
export interface ClientRateCategory extends RateCategory {
  isDefaultForClients: boolean;
}

/** Where a client's rate came from: its own tax category, the company's default for clients, or neither (0). */
export type ClientTaxSource = 'client' | 'company_default' | 'none';

export interface ClientTaxRate {
  /** Percent, exact to 4 decimals (8.025). */
  rate: number;
  /** What the rate is called on estimates and proposals: the jurisdiction it is charged for ('Minneapolis'), else the category's name; '' for none. */
  name: string;
  /** The category that decided it (null for none). */
  categoryId: string | null;
  source: ClientTaxSource;
}

export const NO_CLIENT_TAX: ClientTaxRate = { rate: 0, name: '', categoryId: null, source: 'none' };

/**
 * The sales tax rate of a client's estimate: the client's own tax category, else the company's (active) default
 * category for clients, else 0. An id that names no category (deleted) counts as none. An exempt category gives
 * 0; a category on a jurisdiction gives the combined rate of that jurisdiction and every one above it (city →
 * county → state), named after the jurisdiction; a category on no jurisdiction gives its own rate while active.
 */
export function resolveClientTaxRate(
  clientCategoryId: string | null,
  categories: readonly ClientRateCategory[],
  jurisdictions: readonly RateJurisdiction[],
): ClientTaxRate {
  const own = clientCategoryId === null ? undefined : categories.find((category) => category.id === clientCategoryId);
  const companyDefault = own ? undefined : categories.find((category) => category.isDefaultForClients && category.isActive);
  const category = own ?? companyDefault;
  if (!category) return NO_CLIENT_TAX;
  const source: ClientTaxSource = own ? 'client' : 'company_default';
  if (category.isExempt) return { rate: 0, name: category.name, categoryId: category.id, source };
  const jurisdiction = category.jurisdictionId === null ? undefined : jurisdictions.find((item) => item.id === category.jurisdictionId);
  if (!jurisdiction) {
    const rate = category.isActive ? unitsToRate(rateToUnits(category.rate)) : 0;
    return { rate, name: category.name, categoryId: category.id, source };
  }
  return { rate: combinedTaxRate(jurisdiction.id, jurisdictions, categories, category), name: jurisdiction.name, categoryId: category.id, source };
}

/** A tax rate as people write it: up to 4 decimals, no trailing zeros ('8.025%', '0%'). */
export function formatTaxRate(rate: number): string {
  return `${rate.toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;
}

/** The label of an estimate's or proposal's tax line: 'Sales tax — Minneapolis 8.025%', or 'Sales tax 0%' with no name. */
export function salesTaxLabel(name: string, rate: number): string {
  return name ? `Sales tax — ${name} ${formatTaxRate(rate)}` : `Sales tax ${formatTaxRate(rate)}`;
}
