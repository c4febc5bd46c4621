import { z } from 'zod';
import { optionalTextSchema, requiredTextSchema } from '../employees/employees.schemas';
import { uuidSchema } from '../shared';
import {
  amountSchema,
  booleanQuerySchema,
  optionalAmountSchema,
  optionalFilterSchema,
  searchQuerySchema,
  updatedAtInputSchema,
} from './price-book';

// ── Constants ─────────────────────────────────────────────────────────────────────────────
/** How a material is bought and sold; stored as these codes, shown with `productUnitLabels`. */
export const productUnits = ['cu_yd', 'cu_ft', 'bag', 'gal', 'each', 'sq_ft', 'lin_ft', 'lb', 'ton', 'pallet', 'flat'] as const;
export const productCategories = [
  'mulch',
  'stone',
  'soil',
  'sod',
  'seed',
  'fertilizer',
  'herbicide',
  'insecticide',
  'fungicide',
  'plants',
  'hardscape',
  'irrigation',
  'ice_melt',
  'other',
] as const;

export const productUnitSchema = z.enum(productUnits, { error: 'Choose a unit from the list' });
export const productCategorySchema = z.enum(productCategories, { error: 'Choose a category from the list' });
export type ProductUnit = z.infer<typeof productUnitSchema>;
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Short labels shown after a quantity or a price ("$38.00 / yd³"). */
export const productUnitLabels: Record<ProductUnit, string> = {
  cu_yd: 'yd³',
  cu_ft: 'ft³',
  bag: 'bag',
  gal: 'gal',
  each: 'each',
  sq_ft: 'sq ft',
  lin_ft: 'lin ft',
  lb: 'lb',
  ton: 'ton',
  pallet: 'pallet',
  flat: 'flat',
};
/** Names for a unit picker. */
export const productUnitNames: Record<ProductUnit, string> = {
  cu_yd: 'Cubic yard (yd³)',
  cu_ft: 'Cubic foot (ft³)',
  bag: 'Bag',
  gal: 'Gallon',
  each: 'Each',
  sq_ft: 'Square foot',
  lin_ft: 'Linear foot',
  lb: 'Pound',
  ton: 'Ton',
  pallet: 'Pallet',
  flat: 'Flat',
};
export const productCategoryLabels: Record<ProductCategory, string> = {
  mulch: 'Mulch',
  stone: 'Stone & rock',
  soil: 'Soil & compost',
  sod: 'Sod',
  seed: 'Seed',
  fertilizer: 'Fertilizer',
  herbicide: 'Herbicide',
  insecticide: 'Insecticide',
  fungicide: 'Fungicide',
  plants: 'Plants',
  hardscape: 'Hardscape',
  irrigation: 'Irrigation',
  ice_melt: 'Ice melt',
  other: 'Other',
};
/** Categories whose products are pesticides and usually carry an EPA registration number. */
export const chemicalProductCategories: readonly ProductCategory[] = ['herbicide', 'insecticide', 'fungicide'];

/**
 * EPA registration numbers are the company number and the product number, with a distributor number when
 * relabelled: 12345-67 or 12345-67-890. Checked loosely (digits and dashes), as labels print them.
 */
export const EPA_REGISTRATION_NUMBER_PATTERN = /^\d{1,7}-\d{1,5}(-\d{1,7})?$/;
export const EPA_REGISTRATION_NUMBER_MESSAGE = 'Enter an EPA registration number like 12345-67 or 12345-67-890';

export const epaRegistrationNumberSchema = z
  .string({ error: 'EPA registration number must be text' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || EPA_REGISTRATION_NUMBER_PATTERN.test(value), EPA_REGISTRATION_NUMBER_MESSAGE);

/** Categories whose applications must be recorded (chemical-applications): the pesticides and fertilisers. */
export const applicationProductCategories: readonly ProductCategory[] = ['fertilizer', ...chemicalProductCategories];
export const isApplicationProduct = (category: ProductCategory) => applicationProductCategories.includes(category);
export const isPesticide = (category: ProductCategory) => chemicalProductCategories.includes(category);

/** The unit a label states its rate in, per 1,000 sq ft (granular by weight, liquids by volume). */
export const labelRateUnits = ['lb', 'oz', 'fl_oz', 'pt', 'qt', 'gal'] as const;
export type LabelRateUnit = (typeof labelRateUnits)[number];
export const labelRateUnitLabels: Record<LabelRateUnit, string> = { lb: 'lb', oz: 'oz', fl_oz: 'fl oz', pt: 'pt', qt: 'qt', gal: 'gal' };
/** A label's signal word: how acutely toxic the product is (none on most fertilisers). */
export const signalWords = ['caution', 'warning', 'danger'] as const;
export type SignalWord = (typeof signalWords)[number];
export const signalWordLabels: Record<SignalWord, string> = { caution: 'CAUTION', warning: 'WARNING', danger: 'DANGER' };
export const MAX_LABEL_RATE = 100_000;
export const MAX_REENTRY_INTERVAL_HOURS = 720;

/** What a pesticide or fertiliser label says, kept on the product (all optional; records check against them). */
const labelFields = {
  activeIngredient: optionalTextSchema('Active ingredient', 200),
  /** The label's maximum rate per 1,000 sq ft, in `labelRateUnit`; null when the label gives none. */
  labelMaxRate: optionalAmountSchema('Label maximum rate', { places: 4 }),
  labelRateUnit: z.enum(labelRateUnits, { error: 'Rate unit must be lb, oz, fl_oz, pt, qt or gal' }).default('lb'),
  /** Restricted-entry interval: hours before people and pets may go back onto the treated area. */
  reentryIntervalHours: z
    .number({ error: 'Re-entry interval must be a number of hours' })
    .int('Re-entry interval must be whole hours')
    .min(0, 'Re-entry interval cannot be negative')
    .max(MAX_REENTRY_INTERVAL_HOURS, `Re-entry interval must be at most ${MAX_REENTRY_INTERVAL_HOURS} hours`)
    .nullish()
    .transform((value) => value ?? null),
  signalWord: z
    .enum(signalWords, { error: 'Signal word must be caution, warning or danger' })
    .nullish()
    .transform((value) => value ?? null),
};

// ── Requests ──────────────────────────────────────────────────────────────────────────────
const productFields = {
  name: requiredTextSchema('Product name', 120),
  description: optionalTextSchema('Description', 1000),
  unit: productUnitSchema,
  /** What the company pays for one unit, 4 decimal places. */
  unitCost: amountSchema('Unit cost', { places: 4 }),
  /**
   * The selling price of one unit, 4 decimal places; null means "priced from the budget": the price shown is
   * suggestedUnitPrice(unitCost, materials overhead markup, target net profit) from overhead/unit-price.
   */
  price: optionalAmountSchema('Price', { places: 4 }),
  taxable: z.boolean({ error: 'Taxable must be true or false' }).default(true),
  supplier: optionalTextSchema('Supplier', 120),
  epaRegistrationNumber: epaRegistrationNumberSchema,
  category: productCategorySchema.default('other'),
  ...labelFields,
  /** Archived products stay on old estimates but are not offered for new ones. */
  archived: z.boolean({ error: 'Archived must be true or false' }).default(false),
};

/** POST /products */
export const createProductInputSchema = z.object(productFields);
export type CreateProductInput = z.infer<typeof createProductInputSchema>;
export type ProductFormValues = z.input<typeof createProductInputSchema>;

/** PUT /products/{id}: every field, plus the `updatedAt` the form was loaded with (409 when someone saved since). */
export const updateProductInputSchema = z.object({ ...productFields, updatedAt: updatedAtInputSchema });
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

/** GET /products?search&category&includeArchived — the whole (small) list; search matches name, description, supplier. */
export const listProductsQuerySchema = z.object({
  search: searchQuerySchema,
  category: optionalFilterSchema(productCategorySchema),
  includeArchived: booleanQuerySchema,
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export const productIdParamsSchema = z.object({ id: uuidSchema });

// ── Responses ─────────────────────────────────────────────────────────────────────────────
export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  unit: productUnitSchema,
  unitCost: z.number(),
  /** Null: priced from the budget (see `price` in the request). */
  price: z.number().nullable(),
  taxable: z.boolean(),
  supplier: z.string().nullable(),
  epaRegistrationNumber: z.string().nullable(),
  category: productCategorySchema,
  activeIngredient: z.string().nullable(),
  labelMaxRate: z.number().nullable(),
  labelRateUnit: z.enum(labelRateUnits),
  reentryIntervalHours: z.number().int().nullable(),
  signalWord: z.enum(signalWords).nullable(),
  archived: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof productSchema>;

/** GET /products: sorted by name. */
export const productListSchema = z.object({ products: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;
/** GET/POST /products, GET/PUT /products/{id} */
export const productResultSchema = z.object({ product: productSchema });
/** DELETE /products/{id} */
export const deleteProductResultSchema = z.object({ id: z.uuid() });

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const productMessages = {
  notFound: 'Product not found',
  duplicateName: 'Another product already has this name',
  stale: 'This product was changed by someone else. Reload to see the latest version.',
  loadFailed: 'Failed to load products',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  updated: 'Product updated successfully',
  pricedFromBudget: 'Priced from the budget',
} as const;

export const productAddedMessage = (name: string) => `Product ${name} added successfully`;
export const productDeletedMessage = (name: string) => `Product ${name} deleted successfully`;
