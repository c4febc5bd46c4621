import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Published versions of the Terms of Service and the Privacy Notice (not tenant data). */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['terms', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    // Sanitised HTML.
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('legal_documents_type_version_key').on(table.type, table.version)],
);
