import { z } from 'zod';

export const leadSourceStatuses = ['active', 'archived'] as const;
export type LeadSourceStatus = (typeof leadSourceStatuses)[number];

/** Every company starts with these (the demo company too). */
export const defaultLeadSourceNames = ['Referral', 'Google', 'Yard sign', 'Facebook', 'Repeat customer', 'Website', 'Nextdoor', 'Door hanger'] as const;

export const LEAD_SOURCE_NAME_TAKEN = 'A lead source with this name already exists';
export const LEAD_SOURCE_ARCHIVED_MESSAGE = 'The lead source is used by customers or leads, so it was archived instead of deleted.';
export const LEAD_SOURCE_DELETED_MESSAGE = 'The lead source was deleted.';

const nameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters');

/** POST /lead_sources. Names are unique per company, ignoring case (409 with a `name` field error). */
export const leadSourceCreateSchema = z.object({ name: nameSchema });
export type LeadSourceCreateInput = z.input<typeof leadSourceCreateSchema>;

/** PUT /lead_sources/{id}: rename, archive (`status: 'archived'`) or restore. */
export const leadSourceUpdateSchema = z.object({
  name: nameSchema,
  status: z.enum(leadSourceStatuses, { error: 'Status must be active or archived' }).optional().default('active'),
});
export type LeadSourceUpdateInput = z.input<typeof leadSourceUpdateSchema>;

export const leadSourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(leadSourceStatuses),
  /** Customers and leads that name this source. */
  usageCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;
export const leadSourceListSchema = z.object({ leadSources: z.array(leadSourceSchema) });
export const leadSourceResultSchema = z.object({ leadSource: leadSourceSchema });
