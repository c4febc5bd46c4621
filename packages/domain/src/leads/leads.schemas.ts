import { z } from 'zod';
import {
  contactFieldsSchema,
  contactViewSchema,
  customerTypeSchema,
  listSearchSchema,
  nullableUuidSchema,
  optionalDateSchema,
  optionalText,
  refineContactName,
  updatedAtSchema,
} from '../customers/contact.schemas';
import { customerSchema, propertyFieldsSchema, refinePropertyCoordinates, refineSinceAlone } from '../customers/customers.schemas';
import { listDeltaFieldsSchema, listVersionSchema } from '../shared/list-delta';
import { paginationSchema } from '../shared/envelope';

// ── Pipeline ──────────────────────────────────────────────────────────────────────────────
/** new → contacted → estimate sent → won / lost (with a reason). */
export const leadStatuses = ['new', 'contacted', 'estimate_sent', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusSchema = z.enum(leadStatuses, { error: 'Status must be new, contacted, estimate_sent, won or lost' });
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  estimate_sent: 'Estimate sent',
  won: 'Won',
  lost: 'Lost',
};
/** Open stages, in pipeline order (won and lost close a lead). */
export const openLeadStatuses: readonly LeadStatus[] = ['new', 'contacted', 'estimate_sent'];

/** Reasons offered when a lead is lost; any other text may be typed. */
export const suggestedLostReasons = [
  'Price too high',
  'Went with a competitor',
  'No response',
  'Outside our service area',
  'Service not offered',
  'Timing not right',
] as const;

export const LEADS_FETCH_FAILED = 'Failed to fetch leads';
export const LOST_REASON_REQUIRED_MESSAGE = 'Enter the reason the lead was lost';
export const LEAD_ALREADY_CONVERTED_MESSAGE = 'This lead was already converted to a customer.';
export const LEAD_CONVERTED_MESSAGE = 'Lead converted to a customer.';
export const LEAD_DELETED_MESSAGE = 'The lead was deleted.';
export const LEAD_HAS_ESTIMATES_MESSAGE = 'This lead has estimates. Convert it to a customer, or delete its estimates first.';

/** Dollars, rounded to cents; null when not estimated. Accepts "1,250.50" from forms. */
export const estimatedValueSchema = z
  .union([z.number({ error: 'Estimated value must be a number' }), z.string({ error: 'Estimated value must be a number' })])
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined) return null;
    const text = typeof value === 'number' ? String(value) : value.replace(/[$,\s]/g, '');
    if (text === '') return null;
    const number = Number(text);
    if (!Number.isFinite(number) || number < 0 || number > 100_000_000) {
      context.addIssue({ code: 'custom', message: 'Estimated value must be between $0 and $100,000,000' });
      return z.NEVER;
    }
    return Math.round(number * 100) / 100;
  });

// ── Bodies ────────────────────────────────────────────────────────────────────────────────
const leadFieldsSchema = contactFieldsSchema.extend({
  status: leadStatusSchema.optional().default('new'),
  lostReason: optionalText('Lost reason', 500),
  /** The one property a lead has (the site to quote); null when not known yet. Its coordinates carry over on conversion. */
  property: propertyFieldsSchema
    .omit({ isPrimary: true })
    .superRefine(refinePropertyCoordinates)
    .nullish()
    .transform((value) => value ?? null),
  estimatedValue: estimatedValueSchema,
  followUpDate: optionalDateSchema,
  /** Free text until employees exist. */
  assignedTo: optionalText('Assigned to', 120),
  /** One of the company's sales tax categories; null → the company's default for clients. Carried to the customer on conversion. */
  taxCategoryId: nullableUuidSchema,
});

function refineLead(
  value: { type: 'residential' | 'commercial'; firstName: string; lastName: string; companyName: string; status: LeadStatus; lostReason: string },
  context: z.RefinementCtx,
): void {
  refineContactName(value, context);
  if (value.status === 'lost' && !value.lostReason) context.addIssue({ code: 'custom', path: ['lostReason'], message: LOST_REASON_REQUIRED_MESSAGE });
}

/** POST /leads. */
export const leadCreateSchema = leadFieldsSchema.superRefine(refineLead);
export type LeadCreateInput = z.input<typeof leadCreateSchema>;
export type LeadCreateValues = z.output<typeof leadCreateSchema>;

/** PUT /leads/{id}: every field (a full replace) and the `updatedAt` last loaded; stale → 409. A lost reason is kept only while lost. */
export const leadUpdateSchema = leadFieldsSchema.extend({ updatedAt: updatedAtSchema }).superRefine(refineLead);
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
export type LeadUpdateValues = z.output<typeof leadUpdateSchema>;

// ── List ──────────────────────────────────────────────────────────────────────────────────
export const leadSortFields = ['displayName', 'companyName', 'email', 'status', 'estimatedValue', 'followUpDate', 'createdAt', 'updatedAt'] as const;
const leadSortValues = leadSortFields.flatMap((field) => [field, `-${field}`] as const);

export const leadFilterSchema = z.object({
  search: listSearchSchema,
  status: leadStatusSchema.optional(),
  type: customerTypeSchema.optional(),
  leadSourceId: z.uuid({ error: 'leadSourceId must be a valid id' }).optional(),
  tag: z.string().trim().min(1).max(40, 'tag must be at most 40 characters').optional(),
});

/** GET /leads: like GET /customers — no arguments → the whole compact list (`since=N` → its changes); any → one page with `pagination`. */
export const leadListQuerySchema = leadFilterSchema
  .extend({
    page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int('page must be a whole number of at least 1').min(1, 'page must be a whole number of at least 1').optional(),
    limit: z.coerce.number({ error: 'limit must be between 1 and 200' }).int('limit must be between 1 and 200').min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').optional(),
    sort: z.enum(leadSortValues as [string, ...string[]], { error: `sort must be one of ${leadSortFields.join(', ')} (prefix - for descending)` }).optional(),
    since: listVersionSchema.optional(),
  })
  .superRefine(refineSinceAlone);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const leadListItemSchema = z.object({
  id: z.uuid(),
  type: customerTypeSchema,
  displayName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  mobilePhone: z.string(),
  workPhone: z.string(),
  street: z.string(),
  city: z.string(),
  /** The lead's property street ('' when none). */
  propertyStreet: z.string(),
  status: leadStatusSchema,
  leadSourceId: z.uuid().nullable(),
  estimatedValue: z.number().nullable(),
  followUpDate: z.string().nullable(),
  assignedTo: z.string(),
  tags: z.array(z.string()),
  convertedCustomerId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadListSchema = z.object({ leads: z.array(leadListItemSchema), pagination: paginationSchema.optional(), ...listDeltaFieldsSchema.shape });
export type LeadList = z.infer<typeof leadListSchema>;

// ── Full record ───────────────────────────────────────────────────────────────────────────
export const leadPropertySchema = z.object({
  name: z.string(),
  address: contactViewSchema.shape.address,
  lotSizeSqFt: z.number().int().nullable(),
  turfAreaSqFt: z.number().int().nullable(),
  notes: z.string(),
  /** Both set or both null (leads saved before coordinates existed read as null). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type LeadProperty = z.infer<typeof leadPropertySchema>;

export const leadSchema = contactViewSchema.extend({
  id: z.uuid(),
  status: leadStatusSchema,
  lostReason: z.string(),
  property: leadPropertySchema.nullable(),
  estimatedValue: z.number().nullable(),
  followUpDate: z.string().nullable(),
  assignedTo: z.string(),
  taxCategoryId: z.uuid().nullable(),
  convertedCustomerId: z.uuid().nullable(),
  convertedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  createdBy: z.uuid().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadResultSchema = z.object({ lead: leadSchema });

/** POST /leads/{id}/convert: the new customer and the lead, now won and linked to it. */
export const leadConversionResultSchema = z.object({ customer: customerSchema, lead: leadSchema });
export type LeadConversionResult = z.infer<typeof leadConversionResultSchema>;

/** Where a lead stands: open stages in order, then the two closed ones. */
export function leadStageIndex(status: LeadStatus): number {
  return leadStatuses.indexOf(status);
}

export function isLeadOpen(status: LeadStatus): boolean {
  return openLeadStatuses.includes(status);
}
