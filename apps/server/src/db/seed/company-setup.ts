import { randomUUID } from 'node:crypto';
import {
  defaultCompanyDetails,
  defaultCompanyMission,
  defaultCompanyPurpose,
  defaultCompanyValues,
  defaultCompanyVision,
  defaultContactDetails,
} from '@groundwork/domain/company-information';
import { incomeDivisionSeeds } from '@groundwork/domain/income-divisions';
import { completedOnboardingState, defaultOnboardingState } from '@groundwork/domain/onboarding';
import { jurisdictionSeeds, salesTaxCategorySeeds } from '@groundwork/domain/sales-tax';
import { eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { companies, companyInformation, companyOnboarding, incomeDivisions, salesTaxCategories, salesTaxJurisdictions } from '../schema';

export interface SeededCompany {
  id: string;
  name: string;
}

/**
 * What every company starts with: its company information (SPEC.md §9 defaults, the company's name), onboarding
 * not yet done, the seeded jurisdictions and five tax categories, and four income divisions. One multi-row insert
 * a table for any number of companies, so creating a company stays cheap (tests create hundreds). Jurisdiction
 * ids are made here so children can name their parents in the same insert.
 */
export async function seedCompanySetup(db: Db, seeded: readonly SeededCompany[]): Promise<void> {
  // A statement carries at most 65,535 parameters: 100 companies' jurisdictions use about 41,000.
  for (let start = 0; start < seeded.length; start += COMPANIES_PER_BATCH) {
    await seedBatch(db, seeded.slice(start, start + COMPANIES_PER_BATCH));
  }
}

const COMPANIES_PER_BATCH = 100;

async function seedBatch(db: Db, seeded: readonly SeededCompany[]): Promise<void> {
  const jurisdictionRows: Array<typeof salesTaxJurisdictions.$inferInsert> = [];
  const categoryRows: Array<typeof salesTaxCategories.$inferInsert> = [];
  for (const company of seeded) {
    const idByCode = new Map(jurisdictionSeeds.map((seed) => [seed.code, randomUUID()]));
    for (const seed of jurisdictionSeeds) {
      jurisdictionRows.push({
        id: idByCode.get(seed.code)!,
        companyId: company.id,
        name: seed.name,
        type: seed.type,
        code: seed.code,
        parentJurisdictionId: seed.parentCode ? idByCode.get(seed.parentCode)! : null,
      });
    }
    for (const seed of salesTaxCategorySeeds) {
      categoryRows.push({
        companyId: company.id,
        name: seed.name,
        description: seed.description,
        rate: seed.rate,
        isExempt: seed.isExempt,
        jurisdictionId: seed.jurisdictionCode ? idByCode.get(seed.jurisdictionCode)! : null,
      });
    }
  }
  const onboarding = defaultOnboardingState();
  await db.insert(companyInformation).values(
    seeded.map((company) => ({
      companyId: company.id,
      companyDetails: defaultCompanyDetails(company.name),
      contactDetails: defaultContactDetails(),
      logoAltTexts: { mainLogo: '', secondaryLogo: '', favicon: '' },
      companyPurpose: defaultCompanyPurpose(),
      companyValues: defaultCompanyValues(),
      companyMission: defaultCompanyMission(),
      companyVision: defaultCompanyVision(),
    })),
  );
  await db.insert(companyOnboarding).values(seeded.map((company) => ({ companyId: company.id, ...onboarding })));
  await db.insert(salesTaxJurisdictions).values(jurisdictionRows);
  await db.insert(salesTaxCategories).values(categoryRows);
  await db
    .insert(incomeDivisions)
    .values(seeded.flatMap((company) => incomeDivisionSeeds.map((seed) => ({ companyId: company.id, ...seed }))));
}

/**
 * Companies created before company setup existed have no company information row (createCompany writes one in
 * the same transaction as the company), so that row's absence is the mark: they get everything a new company
 * starts with, once. Running it again finds nobody, and a company that later deletes its seeded jurisdictions
 * does not get them back. Runs at every start, under the migration lock.
 */
export async function seedCompanySetupForExistingCompanies(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    const missing = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .leftJoin(companyInformation, eq(companyInformation.companyId, companies.id))
      .where(isNull(companyInformation.companyId));
    await seedCompanySetup(tx, missing);
    return missing.length;
  });
}

/** The demo company looks like a real one that finished setting up: Demo Landscaping of Minneapolis, MN. */
export async function seedDemoCompanySetup(db: Db, companyId: string, companyName: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .update(companyInformation)
    .set({
      companyDetails: {
        ...defaultCompanyDetails(companyName),
        companyDisplayName: 'Demo Landscaping & Lawn Care',
        officePhone: '(612) 555-0142',
        companyEmail: 'office@demo-landscaping.test',
        address: '2400 Nicollet Avenue',
        city: 'Minneapolis',
        state: 'MN',
        zipCode: '55404',
        website: 'https://www.demo-landscaping.test',
        timeZone: 'America/Chicago',
        physicalAddress: '2400 Nicollet Avenue',
        physicalCity: 'Minneapolis',
        physicalState: 'MN',
        physicalZipCode: '55404',
      },
      // Mowing season hours: Monday to Saturday, 9-hour days from 7:00, out of the yard on Nicollet Avenue.
      schedulingDetails: { workingWeekdays: [1, 2, 3, 4, 5, 6], shiftHours: 9, dayStartTime: '07:00', yardLatitude: 44.9606, yardLongitude: -93.2776 },
      contactDetails: {
        firstName: 'Dana',
        lastName: 'Whitfield',
        title: 'Owner',
        email: 'owner@demo-landscaping.test',
        phone: '(612) 555-0143',
        fax: '',
      },
      companyPurpose: {
        purposeStatement: 'We give Twin Cities families and businesses outdoor spaces they are proud of, all year round.',
        industry: 'Landscaping',
        lastUpdated: now,
      },
      companyValues: {
        coreValues: [
          { name: 'Do it right the first time', practice: 'We walk the property before we leave; a callback is a job we failed to finish.' },
          { name: 'Show up when we say we will', practice: 'The crew arrives in the window we gave, and the office calls before the client has to.' },
          { name: 'Leave every property better than we found it', practice: 'Beds edged, clippings blown off the drive, gates closed — even when nobody is looking.' },
        ],
        industry: 'Landscaping',
        lastUpdated: now,
      },
      companyMission: {
        missionStatement: 'Reliable maintenance, thoughtful design and honest pricing for every client.',
        industry: 'Landscaping',
        roadmapPoints: [
          { title: 'You Are Here', timeframe: 'Current', goals: ['Four maintenance crews', '180 weekly accounts', 'Snow contracts for 40 sites'] },
          { title: '6 Months', timeframe: '6 Months', goals: ['Launch irrigation service', 'Hire a second estimator', 'Online booking'] },
          { title: '18 Months', timeframe: '18 Months', goals: ['Six crews', 'Install division at 30% of revenue', 'Second yard in Bloomington'] },
          { title: '3 Years', timeframe: '3 Years', goals: ['$4M revenue', '15% net margin', 'Owner out of daily operations'] },
        ],
        lastUpdated: now,
      },
      companyVision: {
        visionStatement: 'The most trusted name in Twin Cities landscaping.',
        timeframe: '5-10 years',
        focusAreas: ['Crew development', 'Design-build growth', 'Year-round revenue'],
        lastUpdated: now,
      },
      updatedAt: new Date(),
    })
    .where(eq(companyInformation.companyId, companyId));
  await db
    .update(companyOnboarding)
    .set({ ...completedOnboardingState(true), updatedAt: new Date() })
    .where(eq(companyOnboarding.companyId, companyId));
}
