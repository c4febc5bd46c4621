import { z } from 'zod';
import { hasAtMostDecimals } from '../shared/fields';

// ── Jurisdictions ───────────────────────────────────────────────────────────────────────────
export const jurisdictionTypes = ['country', 'state', 'county', 'city'] as const;
export const jurisdictionTypeSchema = z.enum(jurisdictionTypes, { error: 'Type must be country, state, county or city' });
export type JurisdictionType = z.infer<typeof jurisdictionTypeSchema>;

/** The types a jurisdiction's parent may have: a state sits in a country, a county in a state, a city in either. */
export const allowedParentTypes: Record<JurisdictionType, readonly JurisdictionType[]> = {
  country: [],
  state: ['country'],
  county: ['state'],
  city: ['county', 'state'],
};

const isoDateTime = z.iso.datetime({ offset: true });

export const jurisdictionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: jurisdictionTypeSchema,
  /** Unique in the company: ISO codes for countries and states (US, US-MN), longer ones below (US-MN-HENNEPIN). */
  code: z.string(),
  parentJurisdictionId: z.uuid().nullable(),
  isActive: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

export const jurisdictionCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(40, 'Code must be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Code may use letters, digits, - and _ only')
  .transform((value) => value.toUpperCase());

export const createJurisdictionInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  type: jurisdictionTypeSchema,
  code: jurisdictionCodeSchema,
  parentJurisdictionId: z.uuid({ error: 'Parent must be a jurisdiction' }).nullable().default(null),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CreateJurisdictionInput = z.input<typeof createJurisdictionInputSchema>;

/** PUT replaces the editable fields; `updatedAt`, when sent, must be the loaded version (else 409). */
export const updateJurisdictionInputSchema = createJurisdictionInputSchema.extend({ updatedAt: isoDateTime.optional() });
export type UpdateJurisdictionInput = z.input<typeof updateJurisdictionInputSchema>;

export const jurisdictionListSchema = z.object({ jurisdictions: z.array(jurisdictionSchema) });
export const jurisdictionResultSchema = z.object({ jurisdiction: jurisdictionSchema });

// ── Tax categories ──────────────────────────────────────────────────────────────────────────
/** Rates are percentages with at most 4 decimal places (6.875 is 6.875 %). */
export const RATE_DECIMALS = 4;

export const taxRateSchema = z
  .number({ error: 'Rate must be a number' })
  .min(0, 'Rate cannot be negative')
  .max(100, 'Rate cannot be more than 100%')
  .refine((value) => hasAtMostDecimals(value, RATE_DECIMALS), `Rate can have at most ${RATE_DECIMALS} decimal places`);

export const salesTaxCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  rate: z.number(),
  isExempt: z.boolean(),
  jurisdictionId: z.uuid().nullable(),
  isActive: z.boolean(),
  isDefaultForProducts: z.boolean(),
  isDefaultForServices: z.boolean(),
  isDefaultForClients: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SalesTaxCategory = z.infer<typeof salesTaxCategorySchema>;

const categoryFields = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').default(''),
  rate: taxRateSchema,
  isExempt: z.boolean({ error: 'Exempt must be true or false' }).default(false),
  jurisdictionId: z.uuid({ error: 'Jurisdiction must be a jurisdiction' }).nullable().default(null),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  /** At most one category is the default for each of products, services and clients: setting one clears the other. */
  isDefaultForProducts: z.boolean().default(false),
  isDefaultForServices: z.boolean().default(false),
  isDefaultForClients: z.boolean().default(false),
});

const exemptHasNoRate = (input: { isExempt: boolean; rate: number }) => !input.isExempt || input.rate === 0;
const EXEMPT_RATE_MESSAGE = 'An exempt category has a rate of 0';

export const createSalesTaxCategoryInputSchema = categoryFields.refine(exemptHasNoRate, { message: EXEMPT_RATE_MESSAGE, path: ['rate'] });
export type CreateSalesTaxCategoryInput = z.input<typeof createSalesTaxCategoryInputSchema>;

export const updateSalesTaxCategoryInputSchema = categoryFields
  .extend({ updatedAt: isoDateTime.optional() })
  .refine(exemptHasNoRate, { message: EXEMPT_RATE_MESSAGE, path: ['rate'] });
export type UpdateSalesTaxCategoryInput = z.input<typeof updateSalesTaxCategoryInputSchema>;

export const salesTaxCategoryListSchema = z.object({ categories: z.array(salesTaxCategorySchema) });
export const salesTaxCategoryResultSchema = z.object({ category: salesTaxCategorySchema });

// ── Combined rate ───────────────────────────────────────────────────────────────────────────
export const combinedRateQuerySchema = z.object({
  jurisdictionId: z.uuid({ error: 'jurisdictionId must be a jurisdiction' }),
  /** The client's own tax category: an exempt one makes the rate 0. */
  categoryId: z.uuid({ error: 'categoryId must be a tax category' }).optional(),
});

export const combinedRateComponentSchema = z.object({
  categoryId: z.uuid(),
  name: z.string(),
  rate: z.number(),
  jurisdictionId: z.uuid(),
  jurisdictionName: z.string(),
});
export const combinedRateSchema = z.object({
  jurisdictionId: z.uuid(),
  /** Percent, exact to 4 decimals: 7.625 for Minneapolis with the seeds. */
  rate: z.number(),
  isExempt: z.boolean(),
  components: z.array(combinedRateComponentSchema),
});
export type CombinedRate = z.infer<typeof combinedRateSchema>;
/** GET /sales_tax/combined_rate answers `data.combinedRate`. */
export const combinedRateResultSchema = z.object({ combinedRate: combinedRateSchema });

// ── Deleting ────────────────────────────────────────────────────────────────────────────────
/** DELETE answers: `archived` true when something points at the record, so it was deactivated instead. */
export const deleteResultSchema = z.object({ id: z.uuid(), archived: z.boolean() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

export const JURISDICTION_PARENT_MESSAGE = 'Choose a parent of the right level: a state in a country, a county in a state, a city in a county or state';
