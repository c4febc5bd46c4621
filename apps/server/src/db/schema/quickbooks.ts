import { quickBooksEnvironments, quickBooksRecordTypes, quickBooksSyncStatuses, type QuickBooksRecordType, type QuickBooksSyncStatus } from '@groundwork/domain/quickbooks';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Each company's QuickBooks Online connection (issue 20; docs/quickbooks.md): the QuickBooks company (realm) it is
 * connected to and Intuit's tokens, encrypted with a key derived from QUICKBOOKS_CLIENT_SECRET and never sent to a
 * browser. The row also carries the pending Connect's single-use state nonce. Disconnecting clears the tokens.
 */
export const quickBooksConnections = pgTable('quickbooks_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  realmId: text('realm_id'),
  companyName: text('company_name').notNull().default(''),
  environment: text('environment', { enum: quickBooksEnvironments }),
  accessToken: text('access_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  /** Intuit rotates it: the newest one answered is always the one kept. */
  refreshToken: text('refresh_token'),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  /** Intuit refused the refresh token (expired, revoked): nothing syncs until an admin connects again. */
  needsReconnectAt: timestamp('needs_reconnect_at', { withTimezone: true }),
  /** The Connect in progress: its state's nonce (single use, cleared by the callback) and when it lapses. */
  stateNonce: text('state_nonce'),
  stateExpiresAt: timestamp('state_expires_at', { withTimezone: true }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per customer, invoice or payment the sync has taken up: its QuickBooks Id and SyncToken once created (so it
 * is created once and updated afterwards), its status and last error, and the version of the record last pushed.
 */
export const quickBooksSyncRecords = pgTable(
  'quickbooks_sync_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    recordType: text('record_type', { enum: quickBooksRecordTypes }).$type<QuickBooksRecordType>().notNull(),
    /** The customer's, invoice's or payment's id (no foreign key: one column points at three tables). */
    recordId: uuid('record_id').notNull(),
    /** The QuickBooks company the ids below belong to. */
    realmId: text('realm_id').notNull(),
    quickBooksId: text('quickbooks_id'),
    syncToken: text('sync_token'),
    status: text('status', { enum: quickBooksSyncStatuses }).$type<QuickBooksSyncStatus>().notNull().default('pending'),
    lastError: text('last_error').notNull().default(''),
    /** Tries since the record last synced (the job's retries and the office's). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Intuit's `requestid` for the next write is `<id>-<requestSeq>`: the same while a write is retried after no answer
     * (Intuit answers a repeat with the first answer, so a create that timed out is not made twice), the next number
     * once QuickBooks has answered.
     */
    requestSeq: integer('request_seq').notNull().default(0),
    /** The record's updated_at and body fingerprint when last pushed: newer → pushed again; same body → no call. */
    recordUpdatedAt: timestamp('record_updated_at', { withTimezone: true }),
    bodyHash: text('body_hash'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quickbooks_sync_records_company_record_key').on(table.companyId, table.recordType, table.recordId),
    index('quickbooks_sync_records_company_status_idx').on(table.companyId, table.status, table.updatedAt),
  ],
);

