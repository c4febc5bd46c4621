import { budgetProjectionAssumptionsSchema, type BudgetProjectionAssumptions } from '@groundwork/domain/growth';
import { defaultOverheadBudget, overheadBudgetFieldsSchema, type OperatingExpenseLine, type OverheadBudgetFieldsInput } from '@groundwork/domain/overhead';
import { and, eq, isNull } from 'drizzle-orm';
import { budgetValues } from '../../modules/overhead/overhead-rows';
import { companyToday } from '../../lib/company-today';
import type { Database, Db } from '../client';
import { budgetProjections, companies, overheadBudgets, overheadCategories, overheadCategoryItems } from '../schema';

/** The year it is where the company works (its company information's time zone), not where the server runs. */
async function companyYear(db: Db, companyId: string): Promise<number> {
  return Number((await companyToday(db, companyId)).slice(0, 4));
}

/**
 * Every company starts with an active budget for its year: zeros, recovery 10 / 25 / 5 %, 10 % target, MORS. Runs
 * after the company's information is written (createCompany), so the year is the company's.
 */
export async function seedDefaultOverheadBudgets(db: Db, companyIds: readonly string[]): Promise<void> {
  const rows = [];
  for (const companyId of companyIds) {
    rows.push({ companyId, active: true, ...budgetValues(defaultOverheadBudget(await companyYear(db, companyId))) });
  }
  if (rows.length > 0) await db.insert(overheadBudgets).values(rows);
}

/**
 * Companies created before budgets existed have none (createCompany writes one in the same transaction as the
 * company, and budgets cannot be deleted), so that absence is the mark: they get the default once. Runs at
 * every start, under the migration lock.
 */
export async function seedOverheadBudgetsForExistingCompanies(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    const missing = await tx
      .select({ id: companies.id })
      .from(companies)
      .leftJoin(overheadBudgets, eq(overheadBudgets.companyId, companies.id))
      .where(isNull(overheadBudgets.id));
    await seedDefaultOverheadBudgets(
      tx,
      missing.map((company) => company.id),
    );
    return missing.length;
  });
}

/**
 * A $1.2M maintenance company: $785,000 of direct cost, $305,000 of overhead, 18,000 billable hours. At a 10 %
 * target that is about $1.21M of revenue and a labour hour priced near $47.
 */
export const demoOverheadBudget = {
  year: new Date().getFullYear(),
  name: 'Operating budget',
  billableLaborHours: 18_000,
  targetNetProfitPercent: 10,
  recoveryMethod: 'MORS',
  income: { other_incomes: 4_000 },
  directCost: { directLabor: 420_000, directLaborBurden: 85_000, materials: 150_000, equipments: 90_000, subcontractors: 40_000 },
  operatingExpense: {
    advertising: 18_000,
    bankCharges: 6_500,
    badDebt: 4_000,
    depreciation: 18_000,
    duesAndSubscriptions: 2_400,
    education: 3_500,
    employeeBenefits: 9_600,
    insurance: 21_000,
    interest: 5_800,
    legalAndAccounting: 9_000,
    licensesAndPermits: 1_800,
    officeSupplies: 3_200,
    ownerSalary: 72_000,
    payrollTaxesOffice: 8_900,
    rent: 27_000,
    repairsAndMaintenance: 4_200,
    retirementContributions: 6_000,
    salariesOffice: 42_000,
    shopSupplies: 5_400,
    softwareAndTechnology: 8_400,
    telephone: 7_200,
    travelAndMeals: 2_600,
    uniformsAndPPE: 4_800,
    utilities: 6_900,
    vehicleExpenses: 9_800,
    miscellaneous: 1_000,
  },
  OHRecoveryPercent: { materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 },
  overheadData: {
    vehiclePayments: 7_200,
    vehicleInsurance: 3_400,
    vehicleFuel: 4_600,
    vehicleRepairs: 2_200,
    officeRent: 18_000,
    yardRent: 9_000,
    officeUtilities: 6_900,
    telephone: 5_640,
    internet: 1_560,
    software: 8_400,
    computers: 2_400,
    officeSupplies: 2_600,
    postage: 600,
    ownerCompensation: 72_000,
    officeWages: 30_000,
    salesWages: 12_000,
    officePayrollTaxes: 8_900,
    workersCompensation: 1_200,
    healthInsurance: 8_400,
    retirement: 6_000,
    generalLiability: 12_400,
    umbrellaInsurance: 4_100,
    accounting: 7_200,
    legal: 1_800,
    advertising: 18_000,
    licensesAndPermits: 1_800,
    associationDues: 2_400,
    training: 3_500,
    uniforms: 3_000,
    safetyEquipment: 1_800,
    smallTools: 5_400,
    bankFees: 12_300,
  },
} satisfies OverheadBudgetFieldsInput;

/** The demo company's ledger: each category's items add up to its budget line, so a sync changes nothing. */
export const demoOverheadCategories: ReadonlyArray<{
  name: string;
  operatingExpenseLine: OperatingExpenseLine;
  description: string;
  items: ReadonlyArray<{ name: string; annualAmount: number; notes?: string }>;
}> = [
  {
    name: 'Insurance policies',
    operatingExpenseLine: 'insurance',
    description: 'Business policies renewed each March',
    items: [
      { name: 'General liability (Acuity)', annualAmount: 12_400, notes: '$2M aggregate' },
      { name: 'Umbrella policy', annualAmount: 4_100 },
      { name: 'Property and inland marine', annualAmount: 4_500, notes: 'Shop building, trailers and small equipment' },
    ],
  },
  {
    name: 'Marketing',
    operatingExpenseLine: 'advertising',
    description: 'Lead generation for maintenance contracts',
    items: [
      { name: 'Google Ads', annualAmount: 9_000 },
      { name: 'Website and SEO', annualAmount: 4_700 },
      { name: 'Yard signs and door hangers', annualAmount: 2_500 },
      { name: 'Home and garden show booth', annualAmount: 1_800 },
    ],
  },
  {
    name: 'Phones and internet',
    operatingExpenseLine: 'telephone',
    description: '',
    items: [
      { name: 'Crew and office mobile plan', annualAmount: 4_800, notes: '12 lines' },
      { name: 'Office internet', annualAmount: 1_560 },
      { name: 'Cloud phone system', annualAmount: 840 },
    ],
  },
  {
    name: 'Software subscriptions',
    operatingExpenseLine: 'softwareAndTechnology',
    description: 'Monthly subscriptions, billed yearly',
    items: [
      { name: 'Estimating and CRM', annualAmount: 3_600 },
      { name: 'GPS fleet tracking', annualAmount: 2_400 },
      { name: 'Route planning', annualAmount: 1_440 },
      { name: 'Accounting software', annualAmount: 960 },
    ],
  },
];

/**
 * The demo company's budget projection: 6 % more work a year (a crew's worth of new maintenance accounts every two
 * years), 3.5 % inflation, with labour burden (workers' comp, health cover) and business insurance rising faster and
 * the office growing a little with the crews.
 */
export const demoProjectionAssumptions = {
  years: 3,
  growthPercent: 6,
  inflationPercent: 3.5,
  lines: {
    directLaborBurden: { growthPercent: null, inflationPercent: 6 },
    insurance: { growthPercent: null, inflationPercent: 8 },
    salariesOffice: { growthPercent: 3, inflationPercent: null },
  },
} satisfies BudgetProjectionAssumptions;

/** Replaces the demo company's default budget with a complete one and adds its overhead ledger. */
export async function seedDemoOverhead(db: Db, companyId: string): Promise<void> {
  // This year where the company works (demoOverheadBudget's was taken when the module loaded, in the server's zone).
  const year = await companyYear(db, companyId);
  await db
    .update(overheadBudgets)
    .set({ ...budgetValues(overheadBudgetFieldsSchema.parse({ ...demoOverheadBudget, year })), updatedAt: new Date() })
    .where(and(eq(overheadBudgets.companyId, companyId), eq(overheadBudgets.active, true)));
  const categories = await db
    .insert(overheadCategories)
    .values(demoOverheadCategories.map(({ name, operatingExpenseLine, description }) => ({ companyId, name, operatingExpenseLine, description })))
    .returning({ id: overheadCategories.id, name: overheadCategories.name });
  const idByName = new Map(categories.map((category) => [category.name, category.id]));
  await db.insert(overheadCategoryItems).values(
    demoOverheadCategories.flatMap((category) =>
      category.items.map((item) => ({ companyId, categoryId: idByName.get(category.name)!, name: item.name, annualAmount: item.annualAmount, notes: item.notes ?? '' })),
    ),
  );
  const { years, ...assumptions } = budgetProjectionAssumptionsSchema.parse(demoProjectionAssumptions);
  await db.insert(budgetProjections).values({ companyId, years, assumptions });
}
