import { z } from 'zod';
import { optionalDateSchema, optionalTextSchema, requiredTextSchema } from '../employees/employees.schemas';
import { optionalAmountSchema, optionalFilterSchema, searchQuerySchema, updatedAtInputSchema } from '../products/price-book';
import { emailSchema, uuidSchema } from '../shared';
import { insuranceStatuses } from './insurance';

// ── Constants ─────────────────────────────────────────────────────────────────────────────
export const subcontractorTrades = [
  'tree_care',
  'irrigation',
  'hardscaping',
  'snow',
  'pest_control',
  'electrical',
  'fencing',
  'concrete',
  'excavation',
  'other',
] as const;
export const subcontractorStatuses = ['active', 'inactive'] as const;

export const subcontractorTradeSchema = z.enum(subcontractorTrades, { error: 'Choose a trade from the list' });
export const subcontractorStatusSchema = z.enum(subcontractorStatuses, { error: 'Choose active or inactive' });
export type SubcontractorTrade = z.infer<typeof subcontractorTradeSchema>;
export type SubcontractorStatus = z.infer<typeof subcontractorStatusSchema>;

export const subcontractorTradeLabels: Record<SubcontractorTrade, string> = {
  tree_care: 'Tree care',
  irrigation: 'Irrigation',
  hardscaping: 'Hardscaping',
  snow: 'Snow removal',
  pest_control: 'Pest control',
  electrical: 'Electrical & lighting',
  fencing: 'Fencing',
  concrete: 'Concrete',
  excavation: 'Excavation',
  other: 'Other',
};
export const subcontractorStatusLabels: Record<SubcontractorStatus, string> = { active: 'Active', inactive: 'Inactive' };

// ── Requests ──────────────────────────────────────────────────────────────────────────────
const flatRateSchema = optionalAmountSchema('Flat rate', { places: 4 });

const subcontractorFields = {
  companyName: requiredTextSchema('Company name', 160),
  contactName: optionalTextSchema('Contact name', 120),
  // An emptied field is no e-mail, not a bad one.
  email: z.preprocess((value) => (value === '' || value === undefined ? null : value), emailSchema.nullable()),
  phone: optionalTextSchema('Phone', 40),
  trade: subcontractorTradeSchema.default('other'),
  /** The day their liability insurance certificate runs out (YYYY-MM-DD). */
  insuranceExpiryDate: optionalDateSchema,
  /** What they charge an hour, 4 decimal places. */
  hourlyRate: optionalAmountSchema('Hourly rate', { places: 4 }),
  /** A flat price for a described job ("stump grinding, per stump"), 4 decimal places. */
  flatRate: flatRateSchema,
  flatRateDescription: optionalTextSchema('Flat rate description', 200),
  notes: optionalTextSchema('Notes', 2000),
  status: subcontractorStatusSchema.default('active'),
};

/** A flat rate means nothing without what it buys (asked only once the flat rate itself is valid). */
const flatRateDescribed = <T extends { flatRate: number | null; flatRateDescription: string | null }>(value: T, ctx: z.RefinementCtx) => {
  if (!flatRateSchema.safeParse(value.flatRate).success) return;
  if (value.flatRate !== null && value.flatRateDescription === null) {
    ctx.addIssue({ code: 'custom', path: ['flatRateDescription'], message: 'Describe what the flat rate covers' });
  }
};

/** POST /subcontractors */
export const createSubcontractorInputSchema = z.object(subcontractorFields).superRefine(flatRateDescribed);
export type CreateSubcontractorInput = z.infer<typeof createSubcontractorInputSchema>;
export type SubcontractorFormValues = z.input<typeof createSubcontractorInputSchema>;

/** PUT /subcontractors/{id}: every field, plus the `updatedAt` the form was loaded with (409 when someone saved since). */
export const updateSubcontractorInputSchema = z
  .object({ ...subcontractorFields, updatedAt: updatedAtInputSchema })
  .superRefine(flatRateDescribed);
export type UpdateSubcontractorInput = z.infer<typeof updateSubcontractorInputSchema>;

/** GET /subcontractors?search&trade&status — the whole (small) list; search matches company, contact, e-mail, phone. */
export const listSubcontractorsQuerySchema = z.object({
  search: searchQuerySchema,
  trade: optionalFilterSchema(subcontractorTradeSchema),
  status: optionalFilterSchema(subcontractorStatusSchema),
});
export type ListSubcontractorsQuery = z.infer<typeof listSubcontractorsQuerySchema>;

export const subcontractorIdParamsSchema = z.object({ id: uuidSchema });

// ── Responses ─────────────────────────────────────────────────────────────────────────────
export const subcontractorSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  trade: subcontractorTradeSchema,
  insuranceExpiryDate: z.string().nullable(),
  /** insuranceStanding(insuranceExpiryDate, today in the company's time zone). */
  insuranceStatus: z.enum(insuranceStatuses),
  /** Days from today to the expiry date (negative once expired); null without a date. */
  insuranceDaysLeft: z.number().int().nullable(),
  hourlyRate: z.number().nullable(),
  flatRate: z.number().nullable(),
  flatRateDescription: z.string().nullable(),
  notes: z.string().nullable(),
  status: subcontractorStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Subcontractor = z.infer<typeof subcontractorSchema>;

/** GET /subcontractors: sorted by company name. */
export const subcontractorListSchema = z.object({ subcontractors: z.array(subcontractorSchema) });
export type SubcontractorList = z.infer<typeof subcontractorListSchema>;
/** GET/POST /subcontractors, GET/PUT /subcontractors/{id} */
export const subcontractorResultSchema = z.object({ subcontractor: subcontractorSchema });
/** DELETE /subcontractors/{id} */
export const deleteSubcontractorResultSchema = z.object({ id: z.uuid() });

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const subcontractorMessages = {
  notFound: 'Subcontractor not found',
  duplicateName: 'Another subcontractor already has this company name',
  stale: 'This subcontractor was changed by someone else. Reload to see the latest version.',
  loadFailed: 'Failed to load subcontractors',
  addFailed: 'Failed to add subcontractor',
  updateFailed: 'Failed to update subcontractor',
  deleteFailed: 'Failed to delete subcontractor',
  updated: 'Subcontractor updated successfully',
} as const;

export const subcontractorAddedMessage = (name: string) => `${name} added successfully`;
export const subcontractorDeletedMessage = (name: string) => `${name} deleted successfully`;
