import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { salesTaxCategories, salesTaxJurisdictions } from '../schema';

/**
 * The demo company's sales tax, as a Minneapolis landscaper would set it up: Minnesota taxes lawn and garden
 * maintenance, and the rate of a job is the state's plus the county's and city's where the work is done. Every
 * company starts with the SPEC's five categories (seeds.ts); the demo's are Minnesota's own figures:
 *
 *   Minneapolis  6.875 state + 0.15 Hennepin County + 0.5 Hennepin transit + 0.5 city = 8.025 %
 *   Saint Paul   6.875 state + 0.5 Ramsey transit + 0.5 city                           = 7.875 %
 *   Hennepin County suburbs (Edina, Bloomington, …)                                   = 7.525 %
 *   Ramsey County suburbs (Roseville, Maplewood, …)                                   = 7.375 %
 *   Woodbury (Washington County) 7.375 %, Coon Rapids (Anoka County) 7.125 %
 *
 * Minneapolis is the company's default for clients (its own city, and most of its clients'), so a client with no
 * category of its own is taxed at 8.025 %.
 */

/** The counties the demo's clients live in beyond the three every company starts with. */
const demoCounties = [
  { name: 'Washington County', code: 'US-MN-WASHINGTON' },
  { name: 'Anoka County', code: 'US-MN-ANOKA' },
] as const;

interface DemoCategory {
  name: string;
  description: string;
  rate: string;
  jurisdictionCode: string;
  isDefaultForClients?: boolean;
}

/** Written over the seeded categories of the same name, added where there is none. */
const demoCategories: readonly DemoCategory[] = [
  { name: 'Minnesota State Tax', description: 'Minnesota state sales tax', rate: '6.875', jurisdictionCode: 'US-MN' },
  { name: 'Hennepin County Tax', description: 'Hennepin County sales tax', rate: '0.15', jurisdictionCode: 'US-MN-HENNEPIN' },
  { name: 'Hennepin County Transit Tax', description: 'Hennepin County transportation sales tax', rate: '0.5', jurisdictionCode: 'US-MN-HENNEPIN' },
  { name: 'Minneapolis City Tax', description: 'Minneapolis city sales tax', rate: '0.5', jurisdictionCode: 'US-MN-MINNEAPOLIS', isDefaultForClients: true },
  { name: 'Ramsey County Transit Tax', description: 'Ramsey County transportation sales tax', rate: '0.5', jurisdictionCode: 'US-MN-RAMSEY' },
  { name: 'Saint Paul City Tax', description: 'Saint Paul city sales tax', rate: '0.5', jurisdictionCode: 'US-MN-SAINT-PAUL' },
  { name: 'Washington County Transit Tax', description: 'Washington County transportation sales tax', rate: '0.5', jurisdictionCode: 'US-MN-WASHINGTON' },
  { name: 'Anoka County Transit Tax', description: 'Anoka County transportation sales tax', rate: '0.25', jurisdictionCode: 'US-MN-ANOKA' },
];

/** Sets up the demo company's Minnesota sales tax (run after its company setup, before its clients). */
export async function seedDemoSalesTax(db: Db, companyId: string): Promise<void> {
  const [minnesota] = await db
    .select({ id: salesTaxJurisdictions.id })
    .from(salesTaxJurisdictions)
    .where(and(eq(salesTaxJurisdictions.companyId, companyId), eq(salesTaxJurisdictions.code, 'US-MN')));
  if (!minnesota) throw new Error('The demo company has no Minnesota jurisdiction: seed its company setup first');
  await db
    .insert(salesTaxJurisdictions)
    .values(demoCounties.map((county) => ({ companyId, name: county.name, type: 'county' as const, code: county.code, parentJurisdictionId: minnesota.id })))
    .onConflictDoNothing();
  const jurisdictions = await db
    .select({ id: salesTaxJurisdictions.id, code: salesTaxJurisdictions.code })
    .from(salesTaxJurisdictions)
    .where(and(eq(salesTaxJurisdictions.companyId, companyId), inArray(salesTaxJurisdictions.code, demoCategories.map((category) => category.jurisdictionCode))));
  const idByCode = new Map(jurisdictions.map((row) => [row.code, row.id]));
  await db
    .insert(salesTaxCategories)
    .values(
      demoCategories.map((category) => ({
        companyId,
        name: category.name,
        description: category.description,
        rate: category.rate,
        jurisdictionId: idByCode.get(category.jurisdictionCode)!,
        isDefaultForClients: category.isDefaultForClients ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: [salesTaxCategories.companyId, salesTaxCategories.name],
      set: {
        description: sql`excluded.description`,
        rate: sql`excluded.rate`,
        jurisdictionId: sql`excluded.jurisdiction_id`,
        isDefaultForClients: sql`excluded.is_default_for_clients`,
        updatedAt: new Date(),
      },
    });
}

const categoryByCity: Readonly<Record<string, string>> = {
  'Saint Paul': 'Saint Paul City Tax',
  Edina: 'Hennepin County Tax',
  Minnetonka: 'Hennepin County Tax',
  'Eden Prairie': 'Hennepin County Tax',
  Bloomington: 'Hennepin County Tax',
  'St. Louis Park': 'Hennepin County Tax',
  Plymouth: 'Hennepin County Tax',
  'Golden Valley': 'Hennepin County Tax',
  Roseville: 'Ramsey County Transit Tax',
  Maplewood: 'Ramsey County Transit Tax',
  'New Brighton': 'Ramsey County Transit Tax',
  Woodbury: 'Washington County Transit Tax',
  'Coon Rapids': 'Anoka County Transit Tax',
};

/** Non-profits that give the company their exemption certificate (each of their locations, "… – Edina"). */
const exemptOrganisations = ['Riverside Lutheran Church', 'St. Louis Park Library Friends'];

/**
 * The tax category a demo client is given, by name: where its work is done (its city's or county's category), the
 * exempt one for a non-profit, or null in Minneapolis, where the company's default for clients applies.
 */
export function demoTaxCategoryName(client: { city: string; companyName: string }): string | null {
  if (exemptOrganisations.some((name) => client.companyName === name || client.companyName.startsWith(`${name} – `))) return 'Non-Taxable';
  return categoryByCity[client.city] ?? null;
}

/** The company's tax categories by name → id, to give clients theirs. */
export async function taxCategoryIdsByName(db: Db, companyId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: salesTaxCategories.id, name: salesTaxCategories.name }).from(salesTaxCategories).where(eq(salesTaxCategories.companyId, companyId));
  return new Map(rows.map((row) => [row.name, row.id]));
}
