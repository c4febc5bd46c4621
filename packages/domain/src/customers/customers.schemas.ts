import { z } from 'zod';
import { paginationSchema } from '../shared/envelope';
import { coordinateSchema, missingCoordinate } from '../shared/fields';
import { listDeltaFieldsSchema, listVersionSchema } from '../shared/list-delta';
import {
  addressInputSchema,
  contactFieldsSchema,
  contactViewSchema,
  customerTypeSchema,
  idListQuerySchema,
  listSearchSchema,
  notesSchema,
  nullableUuidSchema,
  optionalText,
  refineContactName,
  squareFeetSchema,
  updatedAtSchema,
} from './contact.schemas';

// ── Constants and messages ────────────────────────────────────────────────────────────────
export const customerStatuses = ['active', 'inactive', 'archived'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];
export const customerStatusSchema = z.enum(customerStatuses, { error: 'Status must be active, inactive or archived' });
export const customerStatusLabels: Record<CustomerStatus, string> = { active: 'Active', inactive: 'Inactive', archived: 'Archived' };

/** SPEC.md §8 fallback toasts. */
export const CUSTOMERS_FETCH_FAILED = 'Failed to fetch customers';
/** What a customer that cannot be deleted has: it is archived instead (numbered invoices and payments are never deleted). */
export type CustomerReference = 'estimates' | 'jobs' | 'work orders' | 'invoices' | 'payments';
/** "estimates", "estimates and jobs", "estimates, jobs and work orders"…, in that order. */
export function customerReferenceText(references: readonly CustomerReference[]): string {
  const named = (['estimates', 'jobs', 'work orders', 'invoices', 'payments'] as const).filter((reference) => references.includes(reference));
  return named.length <= 2 ? named.join(' and ') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}
export function customerArchivedMessage(references: readonly CustomerReference[]): string {
  return `The customer has ${customerReferenceText(references)}, so it was archived instead of deleted.`;
}
export const CUSTOMER_DELETED_MESSAGE = 'The customer was deleted.';
export const LAST_PROPERTY_MESSAGE = 'A customer needs at least one property.';
/** The largest CSV import the server takes in one call. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

// ── Properties (service locations) ────────────────────────────────────────────────────────
export const PROPERTY_COORDINATES_MESSAGE = 'Enter both the latitude and the longitude, or neither';

/** The fields of a property body, without the both-or-neither rule on its coordinates (leads omit isPrimary). */
export const propertyFieldsSchema = z.object({
  name: optionalText('Property name', 120),
  address: addressInputSchema,
  lotSizeSqFt: squareFeetSchema('Lot size'),
  turfAreaSqFt: squareFeetSchema('Turf area'),
  notes: notesSchema,
  isPrimary: z.boolean({ error: 'Primary must be true or false' }).optional().default(false),
  /** Where the property is, in decimal degrees (west and south negative): typed or imported, used to order routes. */
  latitude: coordinateSchema('Latitude', 90),
  longitude: coordinateSchema('Longitude', 180),
});

/** Both coordinates or neither: the message goes on the one left out. */
export function refinePropertyCoordinates(value: { latitude: number | null; longitude: number | null }, context: z.RefinementCtx): void {
  const missing = missingCoordinate(value.latitude, value.longitude);
  if (missing) context.addIssue({ code: 'custom', path: [missing], message: PROPERTY_COORDINATES_MESSAGE });
}

export const propertyInputSchema = propertyFieldsSchema.superRefine(refinePropertyCoordinates);
export type PropertyInput = z.input<typeof propertyInputSchema>;
export type PropertyValues = z.output<typeof propertyInputSchema>;

/** PUT /customers/{id}/properties/{propertyId}: `updatedAt` optional; when sent and stale → 409. */
export const propertyUpdateSchema = propertyFieldsSchema.extend({ updatedAt: updatedAtSchema.optional() }).superRefine(refinePropertyCoordinates);

export const propertySchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  name: z.string(),
  address: contactViewSchema.shape.address,
  lotSizeSqFt: z.number().int().nullable(),
  turfAreaSqFt: z.number().int().nullable(),
  notes: z.string(),
  isPrimary: z.boolean(),
  /** Both set or both null. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Property = z.infer<typeof propertySchema>;
export const propertyListSchema = z.object({ properties: z.array(propertySchema) });
export const propertyResultSchema = z.object({ property: propertySchema });

// ── Customer bodies ───────────────────────────────────────────────────────────────────────
const customerFieldsSchema = contactFieldsSchema.extend({
  status: customerStatusSchema.optional().default('active'),
  /** One of the company's sales tax categories; null → the company's default for clients applies. */
  taxCategoryId: nullableUuidSchema,
});

/**
 * POST /customers. `properties` optional: none given → one primary property at the billing address. Exactly one
 * property ends up primary (the first marked, else the first).
 */
export const customerCreateSchema = customerFieldsSchema
  .extend({ properties: z.array(propertyInputSchema, { error: 'Properties must be a list' }).max(50, 'At most 50 properties').optional().default([]) })
  .superRefine(refineContactName);
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
export type CustomerCreateValues = z.output<typeof customerCreateSchema>;

/** PUT /customers/{id}: every contact field (a full replace) and the `updatedAt` last loaded; stale → 409. Properties have their own calls. */
export const customerUpdateSchema = customerFieldsSchema.extend({ updatedAt: updatedAtSchema }).superRefine(refineContactName);
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type CustomerUpdateValues = z.output<typeof customerUpdateSchema>;

// ── List query ────────────────────────────────────────────────────────────────────────────
export const customerSortFields = ['displayName', 'companyName', 'email', 'city', 'status', 'type', 'createdAt', 'updatedAt'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];
const customerSortValues = customerSortFields.flatMap((field) => [field, `-${field}`] as const);

/** Filters shared by the paged list and the export. */
export const customerFilterSchema = z.object({
  search: listSearchSchema,
  status: customerStatusSchema.optional(),
  type: customerTypeSchema.optional(),
  leadSourceId: z.uuid({ error: 'leadSourceId must be a valid id' }).optional(),
  tag: z.string().trim().min(1).max(40, 'tag must be at most 40 characters').optional(),
});
export type CustomerFilter = z.output<typeof customerFilterSchema>;

export const SINCE_WITH_PAGE_MESSAGE = 'since asks for the changes to the whole list: it cannot be combined with page, limit, search, sort or filters';

/** The whole list's delta argument is not a page argument: `since` alone still means the whole (compact) list. */
const wholeListKeys: ReadonlySet<string> = new Set(['since']);

/** True when a list query asks for a page rather than the whole compact list (or its changes since a version). */
export function isPagedQuery(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(([key, value]) => value !== undefined && !wholeListKeys.has(key));
}

/** `since` with page arguments is a mistake the client should hear about, not a page that ignores it. */
export function refineSinceAlone(query: Record<string, unknown> & { since?: number | undefined }, context: z.RefinementCtx): void {
  if (query.since !== undefined && isPagedQuery(query)) context.addIssue({ code: 'custom', path: ['since'], message: SINCE_WITH_PAGE_MESSAGE });
}

/**
 * GET /customers. No `page`, `limit`, `search`, `sort`, `status`, `type`, `leadSourceId` or `tag` → the whole list in
 * the compact projection (no `pagination`), with its `version`; `since=N` alone → only what changed after version N
 * (shared/list-delta.ts). Any page argument → one page (defaults page 1, limit 50) with `pagination`.
 * `sort`: a field, `-field` for descending; default `displayName`.
 */
export const customerListQuerySchema = customerFilterSchema
  .extend({
    page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int('page must be a whole number of at least 1').min(1, 'page must be a whole number of at least 1').optional(),
    limit: z.coerce.number({ error: 'limit must be between 1 and 200' }).int('limit must be between 1 and 200').min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').optional(),
    sort: z.enum(customerSortValues as [string, ...string[]], { error: `sort must be one of ${customerSortFields.join(', ')} (prefix - for descending)` }).optional(),
    since: listVersionSchema.optional(),
  })
  .superRefine(refineSinceAlone);
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** One row of GET /customers: what lists, search and filters need, nothing more (20,000 of them load at once). */
export const customerListItemSchema = z.object({
  id: z.uuid(),
  type: customerTypeSchema,
  displayName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  mobilePhone: z.string(),
  workPhone: z.string(),
  /** Billing street, city, state, ZIP. */
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** The primary property's street ('' when it is the billing street or there is none). */
  propertyStreet: z.string(),
  status: customerStatusSchema,
  leadSourceId: z.uuid().nullable(),
  tags: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** A page (`pagination`), the whole list (`version`), or its changes since a version (`since`, `removedIds`). */
export const customerListSchema = z.object({
  customers: z.array(customerListItemSchema),
  pagination: paginationSchema.optional(),
  ...listDeltaFieldsSchema.shape,
});
export type CustomerList = z.infer<typeof customerListSchema>;

// ── Full record ───────────────────────────────────────────────────────────────────────────
export const customerSchema = contactViewSchema.extend({
  id: z.uuid(),
  status: customerStatusSchema,
  taxCategoryId: z.uuid().nullable(),
  properties: z.array(propertySchema),
  /** The lead this customer was converted from, if any. */
  convertedFromLeadId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  createdBy: z.uuid().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerResultSchema = z.object({ customer: customerSchema });

// ── Activity (notes and history) ──────────────────────────────────────────────────────────
/** 'job_requested' is history only: job requests became jobs (issue 6); old rows still render, nothing creates them. */
export const activityKinds = ['created', 'edited', 'converted', 'note', 'archived', 'imported', 'job_requested'] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(activityKinds),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.uuid().nullable(),
  /** "First Last" of the user who did it ('' when unknown). */
  createdByName: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.object({ activities: z.array(activitySchema) });
export const activityResultSchema = z.object({ activity: activitySchema });

export const noteInputSchema = z.object({
  text: z.string({ error: 'Note is required' }).trim().min(1, 'Note is required').max(5000, 'Note must be at most 5000 characters'),
});
export type NoteInput = z.input<typeof noteInputSchema>;

// ── Import / export ───────────────────────────────────────────────────────────────────────
/**
 * POST /customers/import: the CSV text as uploaded and the column mapping the user chose (field → column index,
 * 0-based). The server parses and validates every row with `mapCsvRows` (the same function the web previews with),
 * imports the good rows in one transaction and reports the bad ones by row number (the header is row 1).
 */
export const customerImportInputSchema = z.object({
  csv: z.string({ error: 'csv must be the file text' }).min(1, 'The file is empty').max(MAX_IMPORT_BYTES, 'The file is larger than 8 MB'),
  mapping: z.record(z.string(), z.number().int().min(0).max(500), { error: 'mapping must map fields to column numbers' }),
  hasHeader: z.boolean().optional().default(true),
});
export type CustomerImportInput = z.input<typeof customerImportInputSchema>;

export const importRowErrorSchema = z.object({ row: z.number().int(), messages: z.array(z.string()) });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const customerImportResultSchema = z.object({
  imported: z.number().int(),
  failed: z.array(importRowErrorSchema),
  total: z.number().int(),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;

/** GET /customers/export: the list filters plus an optional `ids` list (bulk selection). Answers text/csv. */
export const customerExportQuerySchema = customerFilterSchema.extend({ ids: idListQuerySchema });
export type CustomerExportQuery = z.output<typeof customerExportQuerySchema>;
