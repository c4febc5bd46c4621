import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { estimates } from './estimates';
import { users } from './users';

/**
 * The public links of sent proposals. Only the SHA-256 of the token is stored, so a database read gives no working
 * link; re-sending revokes the older links. A link also stops at the end of the estimate's expiry day.
 */
export const proposalLinks = pgTable(
  'proposal_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('proposal_links_token_hash_key').on(table.tokenHash),
    index('proposal_links_company_estimate_idx').on(table.companyId, table.estimateId),
  ],
);

/** What happened to an estimate and who did it: a user, or the client through the proposal link (with address and browser). */
export const estimateActivities = pgTable(
  'estimate_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['created', 'sent', 'viewed', 'approved', 'declined', 'changes_requested', 'status_changed', 'converted'],
    }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A snapshot: the user's name then, the name the client typed, or 'Client'. */
    actorName: text('actor_name').notNull(),
    detail: text('detail').notNull().default(''),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('estimate_activities_company_estimate_at_idx').on(table.companyId, table.estimateId, table.at),
    // The sales report: what was sent and answered in a period.
    index('estimate_activities_company_at_idx').on(table.companyId, table.at),
  ],
);
