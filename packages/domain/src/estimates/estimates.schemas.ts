import { z } from 'zod';

import { nullableUuidSchema, notesSchema, optionalDateSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { costTypes } from '../overhead/unit-price';
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

/** Where an estimate may go next: a sent proposal is answered by the client, an answered one reworked or converted. */
const nextStatuses: Record<EstimateStatus, readonly EstimateStatus[]> = {
  draft: ['sent'],
  sent: ['approved', 'declined', 'changes_requested', 'draft'],
  changes_requested: ['draft', 'sent'],
  declined: ['draft'],
  approved: ['converted', 'draft'],
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
