import { documentKinds, sopStatuses, type DocumentContent } from '@groundwork/domain/documents';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './companies';
import { employees } from './employees';
import { services } from './services';
import { users } from './users';
import { workOrders } from './work-orders';

/** Raw bytes. postgres.js hands back a Buffer, PGlite a Uint8Array: both are read as a Buffer. */
/**
 * The document editor and SOPs (packages/domain/src/documents; docs/business-development.md, "Documents and SOPs").
 * SPEC.md §3 Document: a title, the editor's JSON and the HTML made from it on the server (sanitised), per company.
 * `version` goes up by one on every save: a save naming an older one is stale (409) and nothing is overwritten.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'sop': the body of an SOP, listed with the SOPs rather than in the document editor. */
    kind: text('kind', { enum: documentKinds }).notNull().default('document'),
    title: text('title').notNull(),
    content: jsonb('content').$type<DocumentContent>().notNull(),
    html: text('html').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_company_kind_updated_idx').on(table.companyId, table.kind, table.updatedAt)],
);

/**
 * Snapshots of a document, newest last. Autosave saves every few seconds, so a save by the person who made the latest
 * snapshot within ten minutes of it updates that snapshot rather than adding one; at most 50 are kept.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The document's version this snapshot holds. */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').$type<DocumentContent>().notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the snapshot was first taken: later saves folded into it move `savedAt` only. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    restoredFromVersion: integer('restored_from_version'),
  },
  (table) => [index('document_versions_company_document_version_idx').on(table.companyId, table.documentId, table.version)],
);

/**
 * Images uploaded into documents, decoded and re-encoded (lib/images.ts) and served from the database so every
 * server instance has them. The id is the SHA-256 of the company and the re-encoded bytes: `<img>` tags cannot send a
 * token, so the address itself is the secret, and it can be cached for good. An image outlives the document it was
 * uploaded to (a copy of the text elsewhere still shows it).
 */
export const documentImages = pgTable(
  'document_images',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_images_company_created_idx').on(table.companyId, table.createdAt)],
);

/** An SOP: its document plus who owns it, its department, its status and review date. */
export const sops = pgTable(
  'sops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    department: text('department').notNull(),
    ownerEmployeeId: uuid('owner_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    status: text('status', { enum: sopStatuses }).notNull().default('draft'),
    reviewDate: date('review_date', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The document's version when last published: acknowledgements of an older one are asked for again. */
    publishedVersion: integer('published_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sops_company_document_key').on(table.companyId, table.documentId), index('sops_company_status_idx').on(table.companyId, table.status)],
);

/** Who has read a published SOP, and which version of its document they read. */
export const sopAcknowledgements = pgTable(
  'sop_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => sops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentVersion: integer('document_version').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sop_acknowledgements_company_sop_user_key').on(table.companyId, table.sopId, table.userId)],
);

/** A checklist of an SOP (by its id in the document) attached to a service: that service's work orders show it. */
export const sopChecklistServices = pgTable(
  'sop_checklist_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sopId: uuid('sop_id')
      .notNull()
      .references(() => sops.id, { onDelete: 'cascade' }),
    checklistId: text('checklist_id').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sop_checklist_services_company_sop_checklist_service_key').on(table.companyId, table.sopId, table.checklistId, table.serviceId),
    index('sop_checklist_services_company_service_idx').on(table.companyId, table.serviceId),
  ],
);

export interface KeptChecklistItem {
  text: string;
  done: boolean;
}

/**
 * A checklist as a crew ticked it on a work order, kept with the order: its steps' text is copied, so a later change
 * to the SOP never rewrites what was done on a past visit.
 */
export const workOrderChecklists = pgTable(
  'work_order_checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    sopId: uuid('sop_id').references(() => sops.id, { onDelete: 'set null' }),
    checklistId: text('checklist_id').notNull(),
    sopTitle: text('sop_title').notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<KeptChecklistItem[]>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('work_order_checklists_company_order_sop_checklist_key').on(table.companyId, table.workOrderId, table.sopId, table.checklistId)],
);
