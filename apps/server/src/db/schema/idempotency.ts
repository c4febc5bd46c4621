import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * ARCHITECTURE §3: a create retried with the same `Idempotency-Key` answers what the first one answered. One row a
 * key per company: `statusCode` null while the first request runs, then its status and body. Kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha-256 of method, path and body: the same key sent with a different request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.key] }),
    index('idempotency_keys_company_created_idx').on(table.companyId, table.createdAt),
  ],
);
