import { apiKeyScopes, deliveryStatuses, type WebhookEventType } from '@groundwork/domain/integrations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { crews } from './crews';
import { employees } from './employees';
import { users } from './users';

/**
 * Integrations (issue 20; packages/domain/src/integrations, docs/integrations.md): the company's webhook endpoints and
 * every delivery made to them, its API keys (hashed), and the calendar feeds of its crews and employees.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    active: boolean('active').notNull().default(true),
    /** whsec_…: signs each delivery; kept as it is because signing needs it (the admins may read it). */
    secret: text('secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/**
 * One event sent to one endpoint: its payload exactly as signed, and how the tries went. The job queue makes the tries
 * (background_jobs kind 'webhook.deliver'); a replay is a new delivery of the same event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body sent, as sent (the signature covers these bytes). */
    payload: text('payload').notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    /** The receiver's answer (its start) or why the try failed. */
    error: text('error').notNull().default(''),
    replayOf: uuid('replay_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_webhook_created_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

/** A key for /api/v2 (Bearer gw_…): only its SHA-256 is kept; it acts as the user who made it, within its scope. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: apiKeyScopes }).notNull(),
    /** The key's first characters ('gw_Ab12'), shown to tell keys apart. */
    hint: text('hint').notNull(),
    /** Hex SHA-256 of the whole key: 32 random bytes need no slow hash. */
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_key_hash_key').on(table.keyHash), index('api_keys_company_idx').on(table.companyId, table.createdAt)],
);

/** A secret iCalendar address for one crew's or one employee's work orders; deleting it turns the address off. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    /** 32 random bytes, base64url: the address's secret part, looked up on its own. */
    token: text('token').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_key').on(table.token),
    index('calendar_feeds_company_idx').on(table.companyId),
    check('calendar_feeds_one_target', sql`(${table.crewId} is null) <> (${table.employeeId} is null)`),
  ],
);

