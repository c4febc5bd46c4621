import { z } from 'zod';

import { nullableUuidSchema, notesSchema, optionalDateSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { costTypes } from '../overhead/unit-price';
import { proposalDetails } from '../proposals/proposal-lines';
import { paginationSchema } from '../shared/envelope';
import { decimalSchema, optionalDecimalSchema, uuidSchema } from '../shared/fields';

// ── Statuses ──────────────────────────────────────────────────────────────────────────────
export const estimateStatuses = ['draft', 'sent', 'approved', 'declined', 'changes_requested', 'converted'] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];
export const estimateStatusLabels: Record<EstimateStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  declined: 'Declined',
  changes_requested: 'Changes requested',
  converted: 'Converted',
};

/**
 * Where PUT /estimates/{id}/status may move an estimate: a sent proposal is answered (by the client online, or
 * recorded by the office), an answered one reworked. 'converted' is reached only by converting an approved
 * estimate into a job (POST /estimates/{id}/convert), never by setting the status.
 */
const nextStatuses: Record<EstimateStatus, readonly EstimateStatus[]> = {
  draft: ['sent'],
  sent: ['approved', 'declined', 'changes_requested', 'draft'],
  changes_requested: ['draft', 'sent'],
  declined: ['draft'],
  approved: ['draft'],
  converted: [],
};

export function canMoveEstimate(from: EstimateStatus, to: EstimateStatus): boolean {
  return nextStatuses[from].includes(to);
}

export const clientTypes = ['customer', 'lead'] as const;
export type ClientType = (typeof clientTypes)[number];

/** SPEC.md §9: every company's estimates are numbered from 1001. */
export const FIRST_ESTIMATE_NUMBER = 1001;
/** SPEC.md §3: a new line's status. */
export const DEFAULT_ITEM_STATUS = 'Draft';
export const MAX_ESTIMATE_LINES = 2_000;

// ── Lines ─────────────────────────────────────────────────────────────────────────────────
/**
 * One line as a client sends it. `id`/`parentId` only link children to parents inside the request; the server
 * keeps its own ids. Figures the server works out (total, tCost, margin, calc, adjRate, …) are not accepted.
 */
export const estimateItemInputSchema = z.object({
  id: z.string({ error: 'Line id must be text' }).trim().min(1, 'Line id is required').max(64, 'Line id must be at most 64 characters'),
  parentId: z
    .string({ error: 'Parent line id must be text' })
    .trim()
    .max(64, 'Parent line id must be at most 64 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  description: optionalText('Description', 2_000),
  type: z.enum(costTypes, { error: 'Type must be labor, equipment, product or subcontractor' }),
  qty: decimalSchema('Quantity', { places: 4, max: 1_000_000 }).default(1),
  visits: z
    .number({ error: 'Visits must be a number' })
    .int('Visits must be a whole number')
    .min(1, 'Visits must be at least 1')
    .max(366, 'Visits must be at most 366')
    .default(1),
  cost: decimalSchema('Unit cost', { places: 4, max: 10_000_000 }).default(0),
  bHrs: optionalDecimalSchema('Billable hours', { places: 4, max: 10_000 }),
  markup: optionalDecimalSchema('Markup', { places: 2, max: 1_000 }),
  rate: optionalDecimalSchema('Rate', { places: 4, max: 10_000_000 }),
  taxable: z.boolean({ error: 'Taxable must be true or false' }).default(true),
  /** The service a parent line came from, or the price-book record a child line came from. */
  serviceId: nullableUuidSchema,
  sourceId: nullableUuidSchema,
  isEditable: z.boolean({ error: 'Editable must be true or false' }).default(true),
  status: z.literal(DEFAULT_ITEM_STATUS).default(DEFAULT_ITEM_STATUS),
});
export type EstimateItemInput = z.input<typeof estimateItemInputSchema>;
export type EstimateItemValues = z.output<typeof estimateItemInputSchema>;

/** Line ids are unique, and every child points at a parent line (a line without parentId) of the same request. */
export const estimateItemsSchema = z
  .array(estimateItemInputSchema, { error: 'Items must be a list' })
  .max(MAX_ESTIMATE_LINES, `An estimate can have at most ${MAX_ESTIMATE_LINES.toLocaleString('en-US')} lines`)
  .superRefine((items, context) => {
    const parents = new Set(items.filter((item) => item.parentId === null).map((item) => item.id));
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Line ids must be unique' });
      seen.add(item.id);
      if (item.parentId !== null && !parents.has(item.parentId))
        context.addIssue({ code: 'custom', path: [index, 'parentId'], message: 'A line must belong to a service line of this estimate' });
    });
  })
  .default([]);

// ── Estimates ─────────────────────────────────────────────────────────────────────────────
const estimateFieldsSchema = z.object({
  description: optionalText('Description', 500),
  notes: notesSchema,
  /** The proposal's terms; blank prints the standard terms (DEFAULT_PROPOSAL_TERMS). */
  terms: optionalText('Terms', 10_000),
  /** What the proposal shows the client: services with their visits, or each service's lines too. */
  proposalDetail: z.enum(proposalDetails, { error: 'Proposal detail must be summary or detailed' }).default('detailed'),
  propertyId: nullableUuidSchema,
  expiryDate: optionalDateSchema,
  /** Blank takes the active budget's target. */
  targetNetProfitPercent: optionalDecimalSchema('Target net profit', { places: 2, max: 99.99 }),
  adjustmentPercent: z
    .number({ error: 'Price adjustment must be a number' })
    .gt(-100, 'Price adjustment must be above -100%')
    .max(1_000, 'Price adjustment must be at most 1,000%')
    .default(0),
  items: estimateItemsSchema,
});

/** POST /estimates. */
export const createEstimateInputSchema = estimateFieldsSchema.extend({
  clientId: uuidSchema,
  clientType: z.enum(clientTypes, { error: 'Client type must be customer or lead' }),
});
export type CreateEstimateInput = z.input<typeof createEstimateInputSchema>;

/** PUT /estimates/{id}: the whole draft plus the `updatedAt` it was loaded with (stale → 409). */
export const updateEstimateInputSchema = estimateFieldsSchema.extend({ updatedAt: updatedAtSchema });
export type UpdateEstimateInput = z.input<typeof updateEstimateInputSchema>;

/** PUT /estimates/{id}/status: move along canMoveEstimate (422 otherwise); `updatedAt`, when sent, must be current (409). */
export const estimateStatusInputSchema = z.object({
  status: z.enum(estimateStatuses, { error: 'Status must be draft, sent, approved, declined, changes_requested or converted' }),
  updatedAt: updatedAtSchema.optional(),
});
export type EstimateStatusInput = z.input<typeof estimateStatusInputSchema>;

/**
 * GET /estimates: optional search (number, client name, description) and status filter. Without `page` and `limit`
 * every match (SPEC.md); with either, one page (defaults page 1, limit 50) and `pagination`.
 */
export const listEstimatesQuerySchema = z.object({
  search: z.string({ error: 'Search must be text' }).trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z.enum(estimateStatuses, { error: 'Status must be draft, sent, approved, declined, changes_requested or converted' }).optional(),
  page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int('page must be a whole number of at least 1').min(1, 'page must be a whole number of at least 1').optional(),
  limit: z.coerce.number({ error: 'limit must be between 1 and 200' }).int('limit must be between 1 and 200').min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').optional(),
});
export type ListEstimatesQuery = z.input<typeof listEstimatesQuerySchema>;

export const estimateIdParamsSchema = z.object({ id: uuidSchema });

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

/** A stored line with every SPEC.md §3 figure as calculateEstimate works it out; `id`/`parentId` are the server's. */
export const estimateItemSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  type: z.enum(costTypes),
  qty: z.number(),
  rate: z.number(),
  visits: z.number().int(),
  total: z.number(),
  cost: z.number(),
  bHrs: z.number(),
  tbHrs: z.number(),
  tCost: z.number(),
  margin: z.number(),
  markup: z.number(),
  adjRate: z.number(),
  calc: z.number(),
  isEditable: z.boolean(),
  status: z.string(),
  taxable: z.boolean(),
  serviceId: z.uuid().nullable(),
  sourceId: z.uuid().nullable(),
  /** What the estimator typed (null = the computed figure): lets the builder tell an override from the default. */
  markupOverride: z.number().nullable(),
  rateOverride: z.number().nullable(),
});
export type EstimateItem = z.infer<typeof estimateItemSchema>;

export const financialBreakdownSchema = z.object({
  revenue: z.number(),
  laborCost: z.number(),
  equipmentCost: z.number(),
  productCost: z.number(),
  subcontractorCost: z.number(),
  totalCosts: z.number(),
  estimatedGrossProfit: z.number(),
  totalBillableHours: z.number(),
  revenuePerHour: z.number(),
  netProfitPerHour: z.number(),
  parentServiceBreakdowns: z.array(
    z.object({
      parentServiceName: z.string(),
      parentServiceId: z.string(),
      revenue: z.number(),
      cost: z.number(),
      hours: z.number(),
      margin: z.number(),
    }),
  ),
});

export const estimateTotalsSchema = z.object({
  subtotal: z.number(),
  taxableSubtotal: z.number(),
  tax: z.number(),
  grandTotal: z.number(),
  overheadRecovered: z.number(),
  netProfit: z.number(),
});

/** The markups the estimate was priced with (the active budget's at the last save), so the builder prices the same way. */
export const estimatePricingMarkupsSchema = z.object({
  recoveryMethod: z.enum(['MORS', 'SORS', 'FLH']),
  laborOverheadMarkupPercent: z.number().nullable(),
  overheadMarkupPercent: z.number().nullable(),
  materialsOHPercentage: z.number(),
  equipmentOHPercentage: z.number(),
  subcontractorsOHPercentage: z.number(),
  overheadPerLaborHour: z.number().nullable(),
  targetNetProfitPercent: z.number(),
});

/** One estimate in GET /estimates and GET /estimatesbyCustomer/{id} (no lines). */
export const estimateListItemSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  clientId: z.uuid(),
  clientType: z.enum(clientTypes),
  clientName: z.string(),
  propertyId: z.uuid().nullable(),
  description: z.string(),
  notes: z.string(),
  terms: z.string(),
  proposalDetail: z.enum(proposalDetails),
  status: z.enum(estimateStatuses),
  expiryDate: z.string().nullable(),
  targetNetProfitPercent: z.number(),
  adjustmentPercent: z.number(),
  taxRatePercent: z.number(),
  /** What the rate is called ('Minneapolis'; '' when no category applies): the client's or the company's default category's. */
  taxRateName: z.string(),
  /** The grand total (subtotal + tax). */
  total: z.number(),
  totals: estimateTotalsSchema,
  dateCreated: isoDateTime,
  lastModified: isoDateTime,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EstimateListItem = z.infer<typeof estimateListItemSchema>;

/** GET /internal_estimates/{id}, POST, PUT: the whole estimate with its priced lines and breakdown. */
export const estimateDetailSchema = estimateListItemSchema.extend({
  items: z.array(estimateItemSchema),
  breakdown: financialBreakdownSchema,
  markups: estimatePricingMarkupsSchema,
});
export type EstimateDetail = z.infer<typeof estimateDetailSchema>;

export const estimateListSchema = z.object({ estimates: z.array(estimateListItemSchema), pagination: paginationSchema.optional() });
export const estimateResultSchema = z.object({ estimate: estimateDetailSchema });
export const deleteEstimateResultSchema = z.object({ id: z.uuid() });

export const ESTIMATE_NOT_DRAFT_DELETE_MESSAGE = 'Only a draft estimate can be deleted; move it back to draft first';
export const ESTIMATE_NOT_EDITABLE_MESSAGE = 'Only a draft estimate can be changed; move it back to draft first';
export const estimateMoveRefusedMessage = (from: EstimateStatus, to: EstimateStatus) =>
  `An estimate cannot move from ${estimateStatusLabels[from]} to ${estimateStatusLabels[to]}`;
export type FinancialBreakdownValues = z.infer<typeof financialBreakdownSchema>;
export type EstimateTotalsValues = z.infer<typeof estimateTotalsSchema>;
export type EstimatePricingMarkups = z.infer<typeof estimatePricingMarkupsSchema>;
