import { z } from 'zod';

import { isAdminRole, type Role } from '../auth';
import { optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { estimateItemsSchema } from '../estimates/estimates.schemas';

// ── Constants ─────────────────────────────────────────────────────────────────────────────
/** SPEC.md §3 shows one template type, "Both" (usable for customers and leads); kept an enum so more can follow. */
export const templateTypes = ['Both'] as const;
export type TemplateType = (typeof templateTypes)[number];
export const templateTypeLabels: Record<TemplateType, string> = { Both: 'Customers and leads' };

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_DESCRIPTION_MAX = 500;
/** The proposal text (scope and terms), plain text; line breaks are kept and shown as written. */
export const TEMPLATE_DOCUMENT_MAX = 20_000;

/** SPEC.md §8 fallbacks, shown verbatim when a call fails without a message of its own. */
export const TEMPLATE_CREATE_FAILED = 'Failed to create template';
export const TEMPLATE_UPDATE_FAILED = 'Failed to update template';
export const TEMPLATE_DELETE_FAILED = 'Failed to delete template';
export const TEMPLATE_MANAGERS_ONLY_MESSAGE = 'Only admins can create, change or delete estimate templates';
export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found';
export const TEMPLATE_DELETED_MESSAGE = 'The template was deleted.';

/**
 * SPEC.md §6: super_admin, support and implementation "may create templates and count as admin"; company admins
 * manage their own company's templates. Everyone else may read and use them on estimates.
 */
export function canManageTemplates(role: Role): boolean {
  return isAdminRole(role);
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────
const templateFieldsSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(TEMPLATE_NAME_MAX, `Name must be at most ${TEMPLATE_NAME_MAX} characters`),
  description: optionalText('Description', TEMPLATE_DESCRIPTION_MAX),
  /** Plain text (never HTML): the scope and terms printed on the proposal. */
  document: optionalText('Document', TEMPLATE_DOCUMENT_MAX),
  type: z.enum(templateTypes, { error: 'Type must be Both' }).default('Both'),
  /** The estimate line tree, exactly as an estimate takes it (ids only link children to parents). */
  items: estimateItemsSchema,
});

/** POST /estimate_templates. createdBy/modifiedBy come from the session, never the body. */
export const createTemplateInputSchema = templateFieldsSchema;
export type CreateTemplateInput = z.input<typeof createTemplateInputSchema>;
export type TemplateValues = z.output<typeof createTemplateInputSchema>;

/** PUT /estimate_templates/{id}: the whole template plus the `updatedAt` it was loaded with (stale → 409). */
export const updateTemplateInputSchema = templateFieldsSchema.extend({ updatedAt: updatedAtSchema });
export type UpdateTemplateInput = z.input<typeof updateTemplateInputSchema>;

/** GET /estimate_templates?search= */
export const templateListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(120, 'Search must be at most 120 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

// ── Responses ─────────────────────────────────────────────────────────────────────────────
const isoSchema = z.iso.datetime({ offset: true });

/** One stored line: the input shape with the server's own ids. */
export const templateItemSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['labor', 'equipment', 'product', 'subcontractor']),
  qty: z.number(),
  visits: z.number().int(),
  cost: z.number(),
  bHrs: z.number().nullable(),
  markup: z.number().nullable(),
  rate: z.number().nullable(),
  taxable: z.boolean(),
  serviceId: z.string().nullable(),
  sourceId: z.string().nullable(),
  isEditable: z.boolean(),
  status: z.string(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

/** The list row: no items or document, just what the list shows. */
export const templateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: z.enum(templateTypes),
  /** Parent service lines and all lines. */
  serviceCount: z.number().int(),
  lineCount: z.number().int(),
  /** Σ cost × qty × visits of the leaf lines, in dollars (cents). */
  totalCost: z.number(),
  /** Whether it is one of the built-in samples every company starts with. */
  isSample: z.boolean(),
  dateCreated: isoSchema,
  createdBy: z.string(),
  dateModified: isoSchema,
  modifiedBy: z.string(),
  updatedAt: isoSchema,
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateSchema = templateSummarySchema.extend({
  document: z.string(),
  items: z.array(templateItemSchema),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSummarySchema) });
export const templateResultSchema = z.object({ template: templateSchema });
