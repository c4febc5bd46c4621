import { resolveClientTaxRate, type ClientTaxRate } from '@groundwork/domain/sales-tax';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { salesTaxCategories, salesTaxJurisdictions } from '../db/schema';

/**
 * The client's sales tax rate and its name: its own tax category, else the company's default category for clients,
 * else 0 (resolveClientTaxRate). Two small reads: the company's categories and jurisdictions (a few dozen rows).
 */
export async function clientTaxRate(executor: Db, companyId: string, taxCategoryId: string | null): Promise<ClientTaxRate> {
  const categories = await executor.select().from(salesTaxCategories).where(eq(salesTaxCategories.companyId, companyId));
  // The jurisdictions matter only when the category that may decide is on one.
  const onJurisdiction = categories.some((category) => category.jurisdictionId !== null && (category.id === taxCategoryId || category.isDefaultForClients));
  const jurisdictions = onJurisdiction ? await executor.select().from(salesTaxJurisdictions).where(eq(salesTaxJurisdictions.companyId, companyId)) : [];
  return resolveClientTaxRate(taxCategoryId, categories, jurisdictions);
}
