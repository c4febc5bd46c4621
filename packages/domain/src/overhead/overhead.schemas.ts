import { z } from 'zod';
import { decimalSchema, hasAtMostDecimals } from '../shared/fields';
import { recoveryMethods } from './unit-price';

// ── Budget lines ────────────────────────────────────────────────────────────────────────────
// Every line is keyed by its SPEC.md §3 name and has the label the screen shows beside its input.

export const directCostLabels = {
  directLabor: 'Direct labour (field wages)',
  directLaborBurden: 'Labour burden (payroll taxes, workers’ comp, benefits)',
  materials: 'Materials',
  equipments: 'Equipment',
  subcontractors: 'Subcontractors',
} as const;
export type DirectCostLine = keyof typeof directCostLabels;
export const directCostLines = Object.keys(directCostLabels) as DirectCostLine[];

/** The P&L's operating expenses: the overhead that field work has to recover. */
export const operatingExpenseLabels = {
  advertising: 'Advertising and marketing',
  bankCharges: 'Bank and card processing fees',
  badDebt: 'Bad debt',
  depreciation: 'Depreciation',
  duesAndSubscriptions: 'Dues and subscriptions',
  education: 'Education and training',
  employeeBenefits: 'Office staff benefits',
  insurance: 'Business insurance (liability, umbrella)',
  interest: 'Interest',
  legalAndAccounting: 'Legal and accounting',
  licensesAndPermits: 'Licences and permits',
  officeSupplies: 'Office supplies and postage',
  ownerSalary: 'Owner’s salary',
  payrollTaxesOffice: 'Office payroll taxes',
  rent: 'Rent (office and yard)',
  repairsAndMaintenance: 'Building repairs and maintenance',
  retirementContributions: 'Retirement contributions',
  salariesOffice: 'Office salaries',
  shopSupplies: 'Shop supplies and small tools',
  softwareAndTechnology: 'Software and technology',
  telephone: 'Telephone and internet',
  travelAndMeals: 'Travel and meals',
  uniformsAndPPE: 'Uniforms and PPE',
  utilities: 'Utilities',
  vehicleExpenses: 'Non-billable vehicles (fuel, repairs)',
  miscellaneous: 'Miscellaneous',
} as const;
export type OperatingExpenseLine = keyof typeof operatingExpenseLabels;
export const operatingExpenseLines = Object.keys(operatingExpenseLabels) as OperatingExpenseLine[];

/**
 * The overhead worksheet: the company's yearly overhead costs item by item, as an owner lists them before they
 * are grouped into the P&L's operating expense lines. Kept with the budget for reference; the calculation uses
 * the operating expense lines.
 */
export const overheadDataLabels = {
  vehiclePayments: 'Vehicle payments',
  vehicleInsurance: 'Vehicle insurance',
  vehicleFuel: 'Vehicle fuel (non-billable)',
  vehicleRepairs: 'Vehicle repairs (non-billable)',
  officeRent: 'Office rent',
  yardRent: 'Yard and storage rent',
  officeUtilities: 'Office utilities',
  telephone: 'Telephones',
  internet: 'Internet and website hosting',
  software: 'Software subscriptions',
  computers: 'Computers and office equipment',
  officeSupplies: 'Office supplies',
  postage: 'Postage',
  ownerCompensation: 'Owner compensation',
  officeWages: 'Office wages',
  salesWages: 'Sales and estimating wages',
  supervisorWages: 'Non-billable supervisor wages',
  officePayrollTaxes: 'Office payroll taxes',
  workersCompensation: 'Workers’ compensation (office)',
  healthInsurance: 'Health insurance',
  retirement: 'Retirement plan',
  generalLiability: 'General liability insurance',
  umbrellaInsurance: 'Umbrella insurance',
  accounting: 'Accounting and bookkeeping',
  legal: 'Legal fees',
  advertising: 'Advertising',
  licensesAndPermits: 'Licences and permits',
  associationDues: 'Association dues',
  training: 'Training and certifications',
  uniforms: 'Uniforms',
  safetyEquipment: 'Safety equipment',
  smallTools: 'Small tools',
  bankFees: 'Bank fees and loan interest',
} as const;
export type OverheadDataLine = keyof typeof overheadDataLabels;
export const overheadDataLines = Object.keys(overheadDataLabels) as OverheadDataLine[];

export const otherIncomesLabel = 'Other income (rebates, interest, equipment sold)';

export const recoveryPercentLabels = {
  materialsOHPercentage: 'Materials overhead recovery',
  equipmentOHPercentage: 'Equipment overhead recovery',
  subcontractorsOHPercentage: 'Subcontractor overhead recovery',
} as const;
export type RecoveryPercentLine = keyof typeof recoveryPercentLabels;

export const recoveryMethodLabels = {
  MORS: 'Multiple overhead recovery (MORS)',
  SORS: 'Single overhead recovery (SORS)',
  FLH: 'Overhead per field labour hour (FLH)',
} as const;

export const DEFAULT_RECOVERY_PERCENTS = { materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 } as const;
export const DEFAULT_TARGET_NET_PROFIT_PERCENT = 10;
export const DEFAULT_RECOVERY_METHOD = 'MORS' as const;

/** A billion dollars: more than any landscaping P&L, and small enough that exact sums stay exact. */
export const MAX_BUDGET_AMOUNT = 1_000_000_000;
export const MAX_BILLABLE_HOURS = 10_000_000;

// ── Field schemas ───────────────────────────────────────────────────────────────────────────
/** Dollars a year: 0 or more, at most 4 decimals (unit-rate precision). */
export const budgetAmountSchema = (label: string) => decimalSchema(label, { places: 4, max: MAX_BUDGET_AMOUNT });

/** A percent with at most 2 decimals, 0–100 (or below 100 for a target profit, which no price can reach at 100). */
export const percentSchema = (label: string, options: { below100?: boolean } = {}) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .refine((value) => (options.below100 ? value < 100 : value <= 100), options.below100 ? `${label} must be below 100%` : `${label} cannot be more than 100%`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} can have at most 2 decimal places`);

type AmountGroupShape<K extends string> = { [P in K]: z.ZodDefault<z.ZodNumber> };
function amountGroup<K extends string>(labels: Record<K, string>) {
  const shape = Object.fromEntries(Object.entries<string>(labels).map(([key, label]) => [key, budgetAmountSchema(label).default(0)]));
  return z.object(shape as AmountGroupShape<K>);
}

type NumberGroupShape<K extends string> = { [P in K]: z.ZodNumber };
function numberGroup<K extends string>(labels: Record<K, string>) {
  return z.object(Object.fromEntries(Object.keys(labels).map((key) => [key, z.number()])) as NumberGroupShape<K>);
}

export const recoveryMethodSchema = z.enum(recoveryMethods, { error: 'Recovery method must be MORS, SORS or FLH' });

export const incomeSchema = z.object({ other_incomes: budgetAmountSchema('Other income').default(0) });
export const directCostSchema = amountGroup(directCostLabels);
export const operatingExpenseSchema = amountGroup(operatingExpenseLabels);
export const overheadDataSchema = amountGroup(overheadDataLabels);
export const recoveryPercentsSchema = z.object({
  materialsOHPercentage: percentSchema('Materials overhead recovery').default(DEFAULT_RECOVERY_PERCENTS.materialsOHPercentage),
  equipmentOHPercentage: percentSchema('Equipment overhead recovery').default(DEFAULT_RECOVERY_PERCENTS.equipmentOHPercentage),
  subcontractorsOHPercentage: percentSchema('Subcontractor overhead recovery').default(DEFAULT_RECOVERY_PERCENTS.subcontractorsOHPercentage),
});
export type RecoveryPercents = z.infer<typeof recoveryPercentsSchema>;

const yearSchema = z
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(2000, 'Year must be 2000 or later')
  .max(2100, 'Year must be 2100 or earlier');

/**
 * The P&L budget a company prices from (SPEC.md §3), plus the year, the field hours it sells, the net profit it
 * aims for and how overhead is recovered. Every line may be left out and counts as 0, so the screen can preview
 * a half-filled budget with `POST /calculate`.
 */
export const overheadBudgetFieldsSchema = z.object({
  year: yearSchema,
  name: z.string({ error: 'Name must be text' }).trim().max(120, 'Name must be at most 120 characters').default(''),
  /** Field labour hours the company sells in the year. */
  billableLaborHours: decimalSchema('Billable labour hours', { places: 2, max: MAX_BILLABLE_HOURS }).default(0),
  targetNetProfitPercent: percentSchema('Target net profit', { below100: true }).default(DEFAULT_TARGET_NET_PROFIT_PERCENT),
  recoveryMethod: recoveryMethodSchema.default(DEFAULT_RECOVERY_METHOD),
  income: incomeSchema.prefault({}),
  directCost: directCostSchema.prefault({}),
  operatingExpense: operatingExpenseSchema.prefault({}),
  OHRecoveryPercent: recoveryPercentsSchema.prefault({}),
  overheadData: overheadDataSchema.prefault({}),
});
/** A budget as the calculation reads it (every default filled in). */
export type OverheadBudgetFields = z.infer<typeof overheadBudgetFieldsSchema>;
export type OverheadBudgetFieldsInput = z.input<typeof overheadBudgetFieldsSchema>;

/** `POST /calculate`: a budget, saved or not; the year may be left out when only previewing. */
export const calculateOverheadInputSchema = overheadBudgetFieldsSchema.extend({ year: yearSchema.optional() });
export type CalculateOverheadInput = z.input<typeof calculateOverheadInputSchema>;

/** `POST /overhead_budgets`: `active: true` makes it the budget estimates use and deactivates the previous one. */
export const createOverheadBudgetInputSchema = overheadBudgetFieldsSchema.extend({
  active: z.boolean({ error: 'Active must be true or false' }).default(false),
});
export type CreateOverheadBudgetInput = z.input<typeof createOverheadBudgetInputSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** `PUT /overhead_budgets/{id}` replaces the budget; `updatedAt`, when sent, must be the loaded version (else 409). */
export const updateOverheadBudgetInputSchema = createOverheadBudgetInputSchema.extend({ updatedAt: isoDateTime.optional() });
export type UpdateOverheadBudgetInput = z.input<typeof updateOverheadBudgetInputSchema>;

export const overheadBudgetSchema = z.object({
  id: z.uuid(),
  year: z.number(),
  name: z.string(),
  active: z.boolean(),
  billableLaborHours: z.number(),
  targetNetProfitPercent: z.number(),
  recoveryMethod: recoveryMethodSchema,
  income: z.object({ other_incomes: z.number() }),
  directCost: numberGroup(directCostLabels),
  operatingExpense: numberGroup(operatingExpenseLabels),
  OHRecoveryPercent: numberGroup(recoveryPercentLabels),
  overheadData: numberGroup(overheadDataLabels),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OverheadBudget = z.infer<typeof overheadBudgetSchema>;

export const overheadBudgetListSchema = z.object({ budgets: z.array(overheadBudgetSchema) });

// ── Results ─────────────────────────────────────────────────────────────────────────────────
/** Results that need a non-zero denominator; null comes with a reason in `reasons`. */
export const nullableResultNames = [
  'laborOverheadMarkupPercent',
  'overheadMarkupPercent',
  'overheadPerLaborHour',
  'averageLaborCostPerHour',
  'targetRevenue',
  'overheadRatioPercent',
  'laborPricePerHour',
] as const;
export type NullableResultName = (typeof nullableResultNames)[number];

export const overheadResultsSchema = z.object({
  recoveryMethod: recoveryMethodSchema,
  /** Σ operating expenses − other income, not below 0. */
  totalOverhead: z.number(),
  /** Direct labour + labour burden. */
  laborCost: z.number(),
  /** Labour cost + materials + equipment + subcontractors. */
  totalDirectCost: z.number(),
  /** What the MORS percentages recover on each cost type (only MORS takes it off labour's share). */
  recovered: z.object({ materials: z.number(), equipment: z.number(), subcontractors: z.number() }),
  laborOverheadMarkupPercent: z.number().nullable(),
  overheadMarkupPercent: z.number().nullable(),
  overheadPerLaborHour: z.number().nullable(),
  averageLaborCostPerHour: z.number().nullable(),
  breakEvenRevenue: z.number(),
  targetRevenue: z.number().nullable(),
  overheadRatioPercent: z.number().nullable(),
  laborPricePerHour: z.number().nullable(),
  /** Why a result is null, in words the screen shows in its place. */
  reasons: z.partialRecord(z.enum(nullableResultNames), z.string()),
});
export type OverheadResults = z.infer<typeof overheadResultsSchema>;

export const overheadMarkupsSchema = z.object({
  recoveryMethod: recoveryMethodSchema,
  laborOverheadMarkupPercent: z.number().nullable(),
  overheadMarkupPercent: z.number().nullable(),
  materialsOHPercentage: z.number(),
  equipmentOHPercentage: z.number(),
  subcontractorsOHPercentage: z.number(),
  overheadPerLaborHour: z.number().nullable(),
  targetNetProfitPercent: z.number(),
});

/** `POST /calculate` answers `data.results`. */
export const calculateOverheadResultSchema = z.object({ results: overheadResultsSchema, markups: overheadMarkupsSchema });

/** `GET /summary`: the active budget (null when the company has none), its results and the markups estimates use. */
export const overheadSummarySchema = z.object({
  budget: overheadBudgetSchema.nullable(),
  results: overheadResultsSchema,
  markups: overheadMarkupsSchema,
});
export type OverheadSummary = z.infer<typeof overheadSummarySchema>;

/** A budget with its results, what every budget write answers. */
export const overheadBudgetResultSchema = z.object({ budget: overheadBudgetSchema, results: overheadResultsSchema });

// ── Recovery settings ───────────────────────────────────────────────────────────────────────
/** `GET/PUT /recovery-settings`: how the active budget recovers overhead. */
export const recoverySettingsSchema = z.object({
  budgetId: z.uuid(),
  OHRecoveryPercent: numberGroup(recoveryPercentLabels),
  recoveryMethod: recoveryMethodSchema,
  targetNetProfitPercent: z.number(),
  updatedAt: isoDateTime,
});
export type RecoverySettings = z.infer<typeof recoverySettingsSchema>;
export const recoverySettingsResultSchema = z.object({ recoverySettings: recoverySettingsSchema, results: overheadResultsSchema });

export const updateRecoverySettingsInputSchema = z.object({
  OHRecoveryPercent: recoveryPercentsSchema,
  recoveryMethod: recoveryMethodSchema,
  targetNetProfitPercent: percentSchema('Target net profit', { below100: true }),
  updatedAt: isoDateTime.optional(),
});
export type UpdateRecoverySettingsInput = z.input<typeof updateRecoverySettingsInputSchema>;

// ── Overhead categories and their items ─────────────────────────────────────────────────────
/**
 * A category groups the company's own overhead ledger items (the insurance policies, the phone contracts…) and
 * feeds one operating expense line: `POST /bulk-sync` writes each line's item total into the active budget.
 */
export const operatingExpenseLineSchema = z.enum(operatingExpenseLines as [OperatingExpenseLine, ...OperatingExpenseLine[]], {
  error: 'Choose an operating expense line',
});

const nameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters');

export const overheadCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  operatingExpenseLine: operatingExpenseLineSchema,
  description: z.string(),
  /** Σ of its items' annual amounts, to the cent. */
  total: z.number(),
  itemCount: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OverheadCategory = z.infer<typeof overheadCategorySchema>;

export const createOverheadCategoryInputSchema = z.object({
  name: nameSchema,
  operatingExpenseLine: operatingExpenseLineSchema,
  description: z.string({ error: 'Description must be text' }).trim().max(1000, 'Description must be at most 1000 characters').default(''),
});
export type CreateOverheadCategoryInput = z.input<typeof createOverheadCategoryInputSchema>;
export const updateOverheadCategoryInputSchema = createOverheadCategoryInputSchema.extend({ updatedAt: isoDateTime.optional() });
export type UpdateOverheadCategoryInput = z.input<typeof updateOverheadCategoryInputSchema>;

export const overheadCategoryListSchema = z.object({ categories: z.array(overheadCategorySchema) });
export const overheadCategoryResultSchema = z.object({ category: overheadCategorySchema });

export const overheadCategoryItemSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  name: z.string(),
  /** Dollars a year, 4 decimals at most. */
  annualAmount: z.number(),
  notes: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OverheadCategoryItem = z.infer<typeof overheadCategoryItemSchema>;

const itemFields = {
  name: nameSchema,
  annualAmount: budgetAmountSchema('Annual amount'),
  notes: z.string({ error: 'Notes must be text' }).trim().max(1000, 'Notes must be at most 1000 characters').default(''),
};
export const createOverheadCategoryItemInputSchema = z.object({ categoryId: z.uuid({ error: 'Choose a category' }), ...itemFields });
export type CreateOverheadCategoryItemInput = z.input<typeof createOverheadCategoryItemInputSchema>;
/** PUT may move the item to another category of the company. */
export const updateOverheadCategoryItemInputSchema = createOverheadCategoryItemInputSchema.extend({ updatedAt: isoDateTime.optional() });
export type UpdateOverheadCategoryItemInput = z.input<typeof updateOverheadCategoryItemInputSchema>;

/** `GET /overhead_category_items?id={categoryId}` */
export const overheadCategoryItemsQuerySchema = z.object({ id: z.uuid({ error: 'id must be a category' }) });
export const overheadCategoryItemListSchema = z.object({ items: z.array(overheadCategoryItemSchema) });
export const overheadCategoryItemResultSchema = z.object({ item: overheadCategoryItemSchema });

export const deleteResultSchema = z.object({ id: z.uuid() });

// ── Bulk sync ───────────────────────────────────────────────────────────────────────────────
/** `POST /bulk-sync` (body `{}` or `{ budgetId, updatedAt }`): writes every categorised line's item total into a budget (the active one by default). */
export const bulkSyncInputSchema = z.object({
  budgetId: z.uuid({ error: 'budgetId must be a budget' }).optional(),
  updatedAt: isoDateTime.optional(),
});
export type BulkSyncInput = z.input<typeof bulkSyncInputSchema>;
export const bulkSyncResultSchema = z.object({
  budget: overheadBudgetSchema,
  results: overheadResultsSchema,
  /** The operating expense lines the sync wrote (lines with no category keep their amount). */
  syncedLines: z.array(operatingExpenseLineSchema),
});

export const overheadMessages = {
  budgetManagersOnly: 'Only admins and office managers can change the overhead budget',
  /** SPEC.md §8 toasts of the budget screen. */
  budgetNotFound: 'Failed to fetch P&L budget',
  categoriesNotFound: 'Failed to fetch categories',
  categoryDeleteFailed: 'Failed to delete category',
  /** A budget id the company does not have (another company's, or deleted). */
  unknownBudget: 'Budget not found',
  noActiveBudget: 'There is no active budget. Create one on the Budget pricing screen.',
  categoryNotFound: 'Category not found',
  categoryNameTaken: 'A category with this name already exists',
  itemNotFound: 'Item not found',
} as const;
