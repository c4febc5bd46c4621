import { z } from 'zod';
import { optionalTextSchema, requiredTextSchema } from '../employees/employees.schemas';
import { uuidSchema } from '../shared';

/** The canvas is large but finite; coordinates beyond it are a client bug, not a position. */
export const MAX_COORDINATE = 1_000_000;

const coordinateSchema = (axis: 'x' | 'y') =>
  z
    .number({ error: `${axis} must be a number` })
    .min(-MAX_COORDINATE, `${axis} is off the canvas`)
    .max(MAX_COORDINATE, `${axis} is off the canvas`);

const textListSchema = (label: string) =>
  z
    .array(requiredTextSchema(label, 500))
    .max(50, `At most 50 ${label.toLowerCase()} entries`)
    .default([]);

const roleFields = {
  department: optionalTextSchema('Department', 80),
  purpose: optionalTextSchema('Purpose', 2000),
  keyResponsibilities: textListSchema('Key responsibilities'),
  kpis: textListSchema('KPIs'),
};

// ── Position templates ────────────────────────────────────────────────────────────────────
/** POST /position_templates, PUT /position_templates/{id} */
export const positionTemplateInputSchema = z.object({ title: requiredTextSchema('Title', 120), ...roleFields });
export type PositionTemplateInput = z.infer<typeof positionTemplateInputSchema>;
export type PositionTemplateFormValues = z.input<typeof positionTemplateInputSchema>;
/** PUT /position_templates/{id}: the same body plus, optionally, the `updatedAt` last read (stale → 409). */
export const updatePositionTemplateInputSchema = positionTemplateInputSchema.extend({
  updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }).optional(),
});
export type UpdatePositionTemplateInput = z.infer<typeof updatePositionTemplateInputSchema>;

export const positionTemplateSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  department: z.string().nullable(),
  purpose: z.string().nullable(),
  keyResponsibilities: z.array(z.string()),
  kpis: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PositionTemplate = z.infer<typeof positionTemplateSchema>;
export const positionTemplateListSchema = z.object({ templates: z.array(positionTemplateSchema) });
export const positionTemplateResultSchema = z.object({ template: positionTemplateSchema });
export const deletePositionTemplateResultSchema = z.object({ id: z.uuid() });

// ── Org positions ─────────────────────────────────────────────────────────────────────────
const positionFields = {
  ...roleFields,
  reportsToId: uuidSchema.nullish().transform((value) => value ?? null),
  /** Employees holding the position (ids of this company's employees). */
  employeeIds: z
    .array(uuidSchema)
    .max(200, 'At most 200 employees in one position')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  x: coordinateSchema('x').default(0),
  y: coordinateSchema('y').default(0),
};

/**
 * POST /org_positions. With `templateId`, the template fills the title, department, purpose, responsibilities
 * and KPIs that the body leaves out; without it the title is required.
 */
export const createOrgPositionInputSchema = z
  .object({
    title: requiredTextSchema('Title', 120).optional(),
    templateId: uuidSchema.optional(),
    ...positionFields,
    department: optionalTextSchema('Department', 80).optional(),
    purpose: optionalTextSchema('Purpose', 2000).optional(),
    keyResponsibilities: z.array(requiredTextSchema('Key responsibilities', 500)).max(50).optional(),
    kpis: z.array(requiredTextSchema('KPIs', 500)).max(50).optional(),
  })
  .superRefine((value, context) => {
    if (!value.title && !value.templateId) {
      context.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    }
  });
export type CreateOrgPositionInput = z.infer<typeof createOrgPositionInputSchema>;

/** PUT /org_positions/{id}: replaces the position; `updatedAt` as last read, else 409. */
export const updateOrgPositionInputSchema = z.object({
  title: requiredTextSchema('Title', 120),
  ...positionFields,
  updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }).optional(),
});
export type UpdateOrgPositionInput = z.infer<typeof updateOrgPositionInputSchema>;
export type OrgPositionFormValues = z.input<typeof updateOrgPositionInputSchema>;

/** PUT /org_positions/update_coordinates/?id={id} with { x, y }: a drag, so no stale check and no new updatedAt. */
export const updateCoordinatesInputSchema = z.object({ x: coordinateSchema('x'), y: coordinateSchema('y') });
export type UpdateCoordinatesInput = z.infer<typeof updateCoordinatesInputSchema>;
export const updateCoordinatesQuerySchema = z.object({ id: uuidSchema });

export const orgPositionIdParamsSchema = z.object({ id: uuidSchema });

export const positionHolderSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  status: z.string(),
});
export type PositionHolder = z.infer<typeof positionHolderSchema>;

export const orgPositionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  department: z.string().nullable(),
  reportsToId: z.uuid().nullable(),
  employeeIds: z.array(z.uuid()),
  /** The holders, for the card on the chart. */
  employees: z.array(positionHolderSchema),
  purpose: z.string().nullable(),
  keyResponsibilities: z.array(z.string()),
  kpis: z.array(z.string()),
  x: z.number(),
  y: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OrgPosition = z.infer<typeof orgPositionSchema>;

/** GET /org_positions: the whole chart, unpaged. */
export const orgPositionListSchema = z.object({ positions: z.array(orgPositionSchema) });
export const orgPositionResultSchema = z.object({ position: orgPositionSchema });
export const coordinatesResultSchema = z.object({ id: z.uuid(), x: z.number(), y: z.number() });
/** DELETE /org_positions/{id}: its direct reports now report to its own parent. */
export const deleteOrgPositionResultSchema = z.object({ id: z.uuid(), reparented: z.number().int() });

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const orgChartMessages = {
  positionNotFound: 'Position not found',
  templateNotFound: 'Template not found',
  reportsToNotFound: 'Choose a position from this chart',
  reportsToCycle: 'A position cannot report to itself or to one of its own reports',
  employeeNotFound: 'Choose employees from this company',
  stale: 'This position was changed by someone else. Reload to see the latest version.',
  staleTemplate: 'This template was changed by someone else. Reload to see the latest version.',
  // Fallbacks of SPEC.md §8.
  fetchPositionsFailed: 'Failed to fetch positions',
  fetchPositionFailed: 'Failed to fetch position',
  updateCoordinatesFailed: 'Failed to update coordinates',
  createTemplateFailed: 'Failed to create template',
  updateTemplateFailed: 'Failed to update template',
  deleteTemplateFailed: 'Failed to delete template',
} as const;
