import { z } from 'zod';
import { nullableCalendarDateSchema, nullableIdSchema, uuidSchema } from '../shared/fields';
import { CHECKLIST_ID, CHECKLIST_ID_MESSAGE } from './document-content';
import { documentSchema, documentTemplateIdSchema, documentTitleSchema } from './document.schemas';
import { sopStatuses } from './sops';

const isoDateTime = z.iso.datetime({ offset: true });

export const ONLY_LEADERS_EDIT_SOPS_MESSAGE = 'Only an admin or an office manager can write and publish SOPs.';
export const SOP_NOT_FOUND = 'SOP not found';
export const SOP_STALE_MESSAGE = 'This SOP was changed by someone else. Reload to see the latest version.';
export const SOP_NOT_PUBLISHED_MESSAGE = 'Only a published SOP is acknowledged.';
export const SOP_DELETE_PUBLISHED_MESSAGE = 'A published SOP is retired, not deleted: retire it first.';
export const CHECKLIST_NOT_FOUND = 'That checklist is no longer in the SOP. Reload it.';
export const SERVICE_NOT_FOUND = 'Service not found';
export const EMPLOYEE_NOT_FOUND = 'Employee not found';
export const ORDER_CHECKLIST_CHANGED_MESSAGE = 'This checklist changed in the office since it was opened. Reload it and tick it again.';
export const ORDER_CHECKLIST_NOT_ATTACHED = 'That checklist is not on this work order.';
export const MAX_CHECKLIST_SERVICES = 50;
export const MAX_CHECKLIST_ITEMS = 200;

export const sopStatusSchema = z.enum(sopStatuses, { error: 'Status must be draft, published or retired' });
const departmentSchema = z
  .string({ error: 'Department is required' })
  .trim()
  .min(1, 'Department is required')
  .max(80, 'Department must be at most 80 characters');
const checklistIdSchema = z.string({ error: CHECKLIST_ID_MESSAGE }).regex(CHECKLIST_ID, CHECKLIST_ID_MESSAGE);

/** POST /sops: a new draft, blank or from a template (the SOP template by default). */
export const createSopInputSchema = z
  .object({
    title: documentTitleSchema.optional(),
    department: departmentSchema,
    ownerEmployeeId: nullableIdSchema,
    reviewDate: nullableCalendarDateSchema('Review date'),
    templateId: documentTemplateIdSchema.optional(),
  })
  .strict();
export type CreateSopInput = z.input<typeof createSopInputSchema>;

/** PUT /sops/{id}: who owns it, its department and review date, against the version loaded. The text is its document's. */
export const updateSopInputSchema = z
  .object({
    department: departmentSchema,
    ownerEmployeeId: nullableIdSchema,
    reviewDate: nullableCalendarDateSchema('Review date'),
    updatedAt: isoDateTime,
  })
  .strict();
export type UpdateSopInput = z.input<typeof updateSopInputSchema>;

/** POST /sops/{id}/status: publish, retire, or back to draft. */
export const changeSopStatusInputSchema = z.object({ status: sopStatusSchema, updatedAt: isoDateTime }).strict();

/** PUT /sops/{id}/checklists/{checklistId}/services: the services whose work orders show this checklist. */
export const attachChecklistInputSchema = z
  .object({
    serviceIds: z
      .array(uuidSchema, { error: 'Services must be a list' })
      .max(MAX_CHECKLIST_SERVICES, `A checklist is attached to at most ${MAX_CHECKLIST_SERVICES} services`),
  })
  .strict();

export const sopListQuerySchema = z
  .object({
    department: z.string({ error: 'Department must be text' }).trim().max(80, 'Department must be at most 80 characters').optional(),
    status: sopStatusSchema.optional(),
  })
  .strict();

export const sopParamsSchema = z.object({ id: uuidSchema }).strict();
export const sopChecklistParamsSchema = z.object({ id: uuidSchema, checklistId: checklistIdSchema }).strict();
export const orderParamsSchema = z.object({ id: uuidSchema }).strict();
export const orderChecklistParamsSchema = z.object({ id: uuidSchema, sopId: uuidSchema, checklistId: checklistIdSchema }).strict();

/** PUT /orders/{id}/checklists/{sopId}/{checklistId}: the crew's ticks, one per step in order. */
export const recordOrderChecklistInputSchema = z
  .object({
    done: z
      .array(z.boolean({ error: 'Each step is done (true) or not (false)' }), { error: 'Done must be a list' })
      .max(MAX_CHECKLIST_ITEMS, `A checklist has at most ${MAX_CHECKLIST_ITEMS} steps`),
    /** The kept checklist's updatedAt when it was loaded; null the first time. */
    updatedAt: isoDateTime.nullable(),
  })
  .strict();
export type RecordOrderChecklistInput = z.input<typeof recordOrderChecklistInputSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

const reviewStateSchema = z.enum(['overdue', 'due_soon']).nullable();

export const sopSummarySchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  title: z.string(),
  department: z.string(),
  ownerEmployeeId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  status: sopStatusSchema,
  reviewDate: z.string().nullable(),
  reviewState: reviewStateSchema,
  /** Steps: the items of its checklists. */
  stepCount: z.number().int(),
  checklistCount: z.number().int(),
  /** Services whose work orders show one of its checklists. */
  serviceCount: z.number().int(),
  publishedAt: isoDateTime.nullable(),
  /** Users who acknowledged the SOP as last published. */
  acknowledgedCount: z.number().int(),
  acknowledgedByMe: z.boolean(),
  updatedAt: isoDateTime,
});
export type SopSummary = z.infer<typeof sopSummarySchema>;

export const sopChecklistSchema = z.object({
  checklistId: z.string(),
  title: z.string(),
  items: z.array(z.string()),
  services: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type SopChecklist = z.infer<typeof sopChecklistSchema>;

export const sopAcknowledgementSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.string(),
  /** When they last acknowledged, whatever the publication. */
  acknowledgedAt: isoDateTime.nullable(),
  /** True when that acknowledgement is of the SOP as last published. */
  current: z.boolean(),
});
export type SopAcknowledgement = z.infer<typeof sopAcknowledgementSchema>;

export const sopSchema = sopSummarySchema.extend({
  document: documentSchema,
  checklists: z.array(sopChecklistSchema),
  /** Everyone in the company and whether they have read it — for admins and office managers; null for the others. */
  acknowledgements: z.array(sopAcknowledgementSchema).nullable(),
  myAcknowledgement: z.object({ acknowledgedAt: isoDateTime, current: z.boolean() }).nullable(),
  canEdit: z.boolean(),
});
export type Sop = z.infer<typeof sopSchema>;

export const sopListSchema = z.object({
  sops: z.array(sopSummarySchema),
  /** Departments to filter by and suggest: those in use, then the usual ones. */
  departments: z.array(z.string()),
  today: z.string(),
  canEdit: z.boolean(),
});
export const sopResultSchema = z.object({ sop: sopSchema });
export const deletedSopSchema = z.object({ id: z.uuid() });

/** GET /sops/service_checklists: which services' work orders show a checklist (published SOPs only). */
export const serviceChecklistsSchema = z.object({
  services: z.array(
    z.object({
      serviceId: z.uuid(),
      checklists: z.array(z.object({ sopId: z.uuid(), sopTitle: z.string(), checklistId: z.string(), title: z.string(), stepCount: z.number().int() })),
    }),
  ),
});
export type ServiceChecklists = z.infer<typeof serviceChecklistsSchema>;

export const orderChecklistSchema = z.object({
  sopId: z.uuid().nullable(),
  checklistId: z.string(),
  sopTitle: z.string(),
  title: z.string(),
  items: z.array(z.object({ text: z.string(), done: z.boolean() })),
  /** When every step was ticked; null while some are not. */
  completedAt: isoDateTime.nullable(),
  /** Who last ticked it, and when (null: not started on this order). */
  recordedByName: z.string().nullable(),
  updatedAt: isoDateTime.nullable(),
  /** False for a checklist kept with the order though its SOP no longer attaches it: shown, not changed. */
  attached: z.boolean(),
});
export type OrderChecklist = z.infer<typeof orderChecklistSchema>;

export const orderChecklistListSchema = z.object({ checklists: z.array(orderChecklistSchema) });
export const orderChecklistResultSchema = z.object({ checklist: orderChecklistSchema });
