import { jurisdictionListSchema, salesTaxCategoryListSchema } from '@groundwork/domain/sales-tax';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCompany, signedInUser, signIn } from '../../test/builders';
import { companyInformation, companyOnboarding, incomeDivisions, salesTaxCategories, salesTaxJurisdictions, services } from '../schema';
import { seedCompanySetupForExistingCompanies } from './company-setup';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

async function counts(companyId: string) {
  const db = t.database.db;
  const [jurisdictions] = await db.select({ value: count() }).from(salesTaxJurisdictions).where(eq(salesTaxJurisdictions.companyId, companyId));
  const [categories] = await db.select({ value: count() }).from(salesTaxCategories).where(eq(salesTaxCategories.companyId, companyId));
  const [divisions] = await db.select({ value: count() }).from(incomeDivisions).where(eq(incomeDivisions.companyId, companyId));
  const [information] = await db.select({ value: count() }).from(companyInformation).where(eq(companyInformation.companyId, companyId));
  const [onboarding] = await db.select({ value: count() }).from(companyOnboarding).where(eq(companyOnboarding.companyId, companyId));
  return {
    jurisdictions: jurisdictions!.value,
    categories: categories!.value,
    divisions: divisions!.value,
    information: information!.value,
    onboarding: onboarding!.value,
  };
}

const everything = { jurisdictions: 59, categories: 5, divisions: 4, information: 1, onboarding: 1 };

describe('company setup seeds', () => {
  it('fill in the demo company as a Minneapolis landscaper that finished onboarding', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const info = (await t.call('GET', '/company_information', { token })).body.data.companyInformation;
    expect(info.companyDetails).toMatchObject({ companyName: 'Demo Landscaping', city: 'Minneapolis', state: 'MN', physicalCity: 'Minneapolis' });
    // Crews leave from the yard on Nicollet Avenue, Monday to Saturday.
    expect(info.schedulingDetails).toMatchObject({ workingWeekdays: [1, 2, 3, 4, 5, 6], yardLatitude: 44.9606, yardLongitude: -93.2776 });
    expect(info.contactDetails.lastName).toBe('Whitfield');
    expect(info.companyMission.roadmapPoints).toHaveLength(4);
    const onboarding = (await t.call('GET', '/onboarding', { token })).body.data.onboarding;
    expect(onboarding.progress.completed).toBe(true);
    expect(onboarding.data.onboardingCompleted).toBe(true);
    // Minnesota's own figures: two more counties and five more categories than a new company starts with.
    expect(await counts(demo.companyId)).toEqual({ ...everything, jurisdictions: 61, categories: 10 });

    const { categories } = salesTaxCategoryListSchema.parse((await t.call('GET', '/sales_tax/categories', { token })).body.data);
    expect(categories.filter((category) => category.isDefaultForClients).map((category) => category.name)).toEqual(['Minneapolis City Tax']);
    const { jurisdictions } = jurisdictionListSchema.parse((await t.call('GET', '/sales_tax/jurisdictions', { token })).body.data);
    const rateOf = async (code: string) => {
      const jurisdiction = jurisdictions.find((item) => item.code === code)!;
      return (await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${jurisdiction.id}`, { token })).body.data.combinedRate.rate as number;
    };
    expect(await rateOf('US-MN-MINNEAPOLIS')).toBe(8.025);
    expect(await rateOf('US-MN-SAINT-PAUL')).toBe(7.875);
    expect(await rateOf('US-MN-BLOOMINGTON')).toBe(7.525);
    expect(await rateOf('US-MN-WASHINGTON')).toBe(7.375);
  });

  it('start a new company with everything and onboarding not completed', async () => {
    const admin = await signedInUser(t);
    expect(await counts(admin.companyId)).toEqual(everything);
    const onboarding = (await t.call('GET', '/onboarding', { token: admin.token })).body.data.onboarding;
    expect(onboarding.data.onboardingCompleted).toBe(false);
  });

  it('are added once, at start-up, to companies created before company setup existed', async () => {
    const older = await aCompany(t);
    const db = t.database.db;
    // What a company from the previous release has: none of the rows this release seeds.
    await db.delete(salesTaxCategories).where(eq(salesTaxCategories.companyId, older.companyId));
    await db.delete(salesTaxJurisdictions).where(eq(salesTaxJurisdictions.companyId, older.companyId));
    await db.delete(services).where(eq(services.companyId, older.companyId)); // services came later still
    await db.delete(incomeDivisions).where(eq(incomeDivisions.companyId, older.companyId));
    await db.delete(companyOnboarding).where(eq(companyOnboarding.companyId, older.companyId));
    await db.delete(companyInformation).where(eq(companyInformation.companyId, older.companyId));
    const current = await aCompany(t);
    // Many at once too: more than one insert's worth of parameters.
    await t.database.query("insert into companies (name) select 'Older ' || n from generate_series(1, 150) as n");

    expect(await seedCompanySetupForExistingCompanies(t.database)).toBe(151);
    const [seeded] = await t.database.query<{ value: number }>(
      "select count(*)::int as value from sales_tax_jurisdictions j join companies c on c.id = j.company_id where c.name like 'Older %'",
    );
    expect(seeded!.value).toBe(150 * 59);
    expect(await counts(older.companyId)).toEqual(everything);
    expect(await counts(current.companyId)).toEqual(everything);
    const [info] = await db.select().from(companyInformation).where(eq(companyInformation.companyId, older.companyId));
    expect(info!.companyDetails.companyName).toBe(older.companyName);

    // Again: nothing to do, nothing doubled.
    expect(await seedCompanySetupForExistingCompanies(t.database)).toBe(0);
    expect(await counts(older.companyId)).toEqual(everything);
  });
});
