import { z } from 'zod';
import {
  directCostLabels,
  directCostLines,
  operatingExpenseLabels,
  operatingExpenseLines,
  otherIncomesLabel,
  overheadBudgetSchema,
  type DirectCostLine,
  type OperatingExpenseLine,
} from '../overhead/overhead.schemas';
import { hasAtMostDecimals } from '../shared/fields';

/**
 * Budget projections (issue 18, "Budget projections"): the next 1–5 years of the P&L from the active budget, with a
 * growth % and an inflation % that every line inherits unless the line sets its own. Growth is more work sold (hours,
 * labour, materials…); inflation is the same work costing more. See budget-projections.ts for how they combine.
 */

// ── Lines ───────────────────────────────────────────────────────────────────────────────────
/** Every budget line a projection moves: the hours sold, other income, the direct costs and the operating expenses. */
export type ProjectionLine = 'billableLaborHours' | 'other_incomes' | DirectCostLine | OperatingExpenseLine;
export const projectionLines: readonly ProjectionLine[] = ['billableLaborHours', 'other_incomes', ...directCostLines, ...operatingExpenseLines];

export const projectionLineLabels: Record<ProjectionLine, string> = {
  billableLaborHours: 'Billable labour hours',
  other_incomes: otherIncomesLabel,
  ...directCostLabels,
  ...operatingExpenseLabels,
};

/**
 * How a line moves when it sets nothing of its own. `hours`: with growth only (an hour does not inflate).
 * `volume`: the direct costs, with growth and inflation (more work, each unit dearer). `fixed`: overhead and other
 * income, with inflation only (the rent does not double because the crews did) unless the line sets a growth %.
 */
export type ProjectionLineKind = 'hours' | 'volume' | 'fixed';
export function projectionLineKind(line: ProjectionLine): ProjectionLineKind {
  if (line === 'billableLaborHours') return 'hours';
  return (directCostLines as readonly string[]).includes(line) ? 'volume' : 'fixed';
}

// ── Assumptions ─────────────────────────────────────────────────────────────────────────────
export const MAX_PROJECTION_YEARS = 5;
export const GROWTH_RANGE = { min: -50, max: 100 } as const;
export const INFLATION_RANGE = { min: -20, max: 50 } as const;
export const DEFAULT_PROJECTION_ASSUMPTIONS = { years: 3, growthPercent: 0, inflationPercent: 3 } as const;

/** A yearly rate in percent, 2 decimals, inside its range (a shrinking year is allowed, down to the range's floor). */
const rateSchema = (label: string, range: { min: number; max: number }) => {
  const outside = `${label} must be between ${range.min}% and ${range.max}%`;
  return z
    .number({ error: `${label} must be a number` })
    .min(range.min, outside)
    .max(range.max, outside)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} can have at most 2 decimal places`);
};
export const growthPercentSchema = rateSchema('Growth', GROWTH_RANGE);
export const inflationPercentSchema = rateSchema('Inflation', INFLATION_RANGE);

/** A line's own rates; null (or left out) inherits the company-wide one. */
export const lineAssumptionSchema = z
  .object({
    growthPercent: growthPercentSchema.nullable().default(null),
    inflationPercent: inflationPercentSchema.nullable().default(null),
  })
  .strict();
export type LineAssumption = z.output<typeof lineAssumptionSchema>;

export const projectionLineSchema = z.enum(projectionLines as [ProjectionLine, ...ProjectionLine[]], { error: 'Choose a budget line' });

export const HOURS_DO_NOT_INFLATE = 'Billable labour hours do not inflate: set their growth only';

const assumptionFields = {
  years: z
    .number({ error: 'Years must be a number' })
    .int('Years must be a whole number')
    .min(1, `Project 1 to ${MAX_PROJECTION_YEARS} years`)
    .max(MAX_PROJECTION_YEARS, `Project 1 to ${MAX_PROJECTION_YEARS} years`)
    .default(DEFAULT_PROJECTION_ASSUMPTIONS.years),
  growthPercent: growthPercentSchema.default(DEFAULT_PROJECTION_ASSUMPTIONS.growthPercent),
  inflationPercent: inflationPercentSchema.default(DEFAULT_PROJECTION_ASSUMPTIONS.inflationPercent),
  /** Only the lines that differ from the company-wide rates. */
  lines: z.partialRecord(projectionLineSchema, lineAssumptionSchema).default({}),
};

const refuseInflatingHours = (value: { lines: Partial<Record<ProjectionLine, LineAssumption>> }, context: z.RefinementCtx) => {
  if (value.lines.billableLaborHours && value.lines.billableLaborHours.inflationPercent !== null) {
    context.addIssue({ code: 'custom', path: ['lines', 'billableLaborHours', 'inflationPercent'], message: HOURS_DO_NOT_INFLATE });
  }
};

export const budgetProjectionAssumptionsSchema = z.object(assumptionFields).strict().superRefine(refuseInflatingHours);
export type BudgetProjectionAssumptions = z.output<typeof budgetProjectionAssumptionsSchema>;
export type BudgetProjectionAssumptionsInput = z.input<typeof budgetProjectionAssumptionsSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * `PUT /budget_projection`: the assumptions, and the `updatedAt` of the ones loaded (null when none were saved yet);
 * a save based on older ones gets 409.
 */
export const saveBudgetProjectionInputSchema = z
  .object({ ...assumptionFields, updatedAt: isoDateTime.nullable().optional() })
  .strict()
  .superRefine(refuseInflatingHours);
export type SaveBudgetProjectionInput = z.input<typeof saveBudgetProjectionInputSchema>;

/** `POST /budget_projection/years/{offset}/draft_budget`. */
export const draftBudgetParamsSchema = z.object({
  offset: z.coerce
    .number({ error: 'Year must be 1 to 5' })
    .int('Year must be 1 to 5')
    .min(1, `Year must be 1 to ${MAX_PROJECTION_YEARS}`)
    .max(MAX_PROJECTION_YEARS, `Year must be 1 to ${MAX_PROJECTION_YEARS}`),
});

/**
 * The versions the screen showed (a draft made from other figures than those on screen gets 409), and whether to make
 * it even though the company already has a budget for that year (it may keep several; only one is active).
 */
export const makeDraftBudgetInputSchema = z
  .object({
    updatedAt: isoDateTime.nullable().optional(),
    budgetUpdatedAt: isoDateTime.optional(),
    alongsideExisting: z.boolean({ error: 'alongsideExisting must be true or false' }).default(false),
  })
  .strict();
export type MakeDraftBudgetInput = z.input<typeof makeDraftBudgetInputSchema>;

// ── Results ─────────────────────────────────────────────────────────────────────────────────
/** A year's P&L as Budget Pricing reads it: revenue is what the year must sell to keep the target net profit. */
export const projectedTotalsSchema = z.object({
  revenue: z.number(),
  directCosts: z.number(),
  grossProfit: z.number(),
  /** Of revenue, 2 decimals; null without revenue. */
  grossMarginPercent: z.number().nullable(),
  overhead: z.number(),
  netProfit: z.number(),
  netMarginPercent: z.number().nullable(),
  breakEvenRevenue: z.number(),
  /** What an hour must be sold at that year (null with calculateOverhead's reason when it prices no hour). */
  laborPricePerHour: z.number().nullable(),
});
export type ProjectedTotals = z.infer<typeof projectedTotalsSchema>;

const budgetFieldsOutputSchema = overheadBudgetSchema.omit({ id: true, active: true, createdAt: true, updatedAt: true });

export const projectedYearSchema = z.object({
  /** 1 for next year … 5. */
  offset: z.number(),
  year: z.number(),
  /** The year's budget, ready to become a draft budget. */
  budget: budgetFieldsOutputSchema,
  totals: projectedTotalsSchema,
  /** Why this year cannot become a budget (a line over the budget's limits), or null. */
  problem: z.string().nullable(),
});
export type ProjectedYear = z.infer<typeof projectedYearSchema>;

export const budgetProjectionResultSchema = z.object({
  base: z.object({ year: z.number(), totals: projectedTotalsSchema }),
  years: z.array(projectedYearSchema),
});
export type BudgetProjection = z.infer<typeof budgetProjectionResultSchema>;

const assumptionsOutputSchema = z.object({
  years: z.number(),
  growthPercent: z.number(),
  inflationPercent: z.number(),
  lines: z.partialRecord(projectionLineSchema, z.object({ growthPercent: z.number().nullable(), inflationPercent: z.number().nullable() })),
});

/** `GET /budget_projection` (and what PUT answers): the saved assumptions, the base budget and its projection. */
export const budgetProjectionViewSchema = z.object({
  assumptions: assumptionsOutputSchema,
  /** null until the assumptions are saved once (they are the defaults until then). */
  updatedAt: isoDateTime.nullable(),
  /** The active budget the projection starts from; null (and no projection) when the company has none. */
  baseBudget: overheadBudgetSchema.nullable(),
  projection: budgetProjectionResultSchema.nullable(),
});
export type BudgetProjectionView = z.infer<typeof budgetProjectionViewSchema>;

export const draftBudgetResultSchema = z.object({ budget: overheadBudgetSchema });

export const budgetProjectionMessages = {
  managersOnly: 'Only admins and office managers can change budget projections',
  noActiveBudget: 'There is no active budget to project. Set one up on Budget Pricing first.',
  beyondYears: (years: number) => `The projection covers ${years} ${years === 1 ? 'year' : 'years'}: choose one of them`,
  yearTaken: (year: number, name: string) =>
    `There is already a ${year} budget${name ? ` (“${name}”)` : ''}. Open it on Budget Pricing, or make another ${year} draft beside it.`,
  staleBudget: 'The active budget changed since this projection was loaded. Reload to see the new figures.',
  draftMade: (year: number) => `${year} draft budget made`,
} as const;
