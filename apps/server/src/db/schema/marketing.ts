import type { AvatarClientType, CampaignStatus, ContentFormat, ContentStatus } from '@groundwork/domain/marketing';
import { avatarClientTypes, campaignStatuses, contentFormats, contentStatuses } from '@groundwork/domain/marketing';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { leadSources } from './lead-sources';
import { services } from './services';
import { users } from './users';

/**
 * Marketing (issue 19; packages/domain/src/marketing): channels tied to the company's lead sources with their spend
 * by month, a plan a year with its budget by channel, the ideal client avatar, campaigns and the content schedule.
 * Figures (leads, won jobs, revenue, returns) are never stored: they are read from leads, estimates and invoices.
 * The services check that every id a body names is the company's.
 */

/** A marketing channel (yard signs, door hangers, website, Google ads …). */
export const marketingChannels = pgTable(
  'marketing_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('marketing_channels_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

/** The lead sources a channel's leads and clients come through; a source counts for one channel at most. */
export const marketingChannelSources = pgTable(
  'marketing_channel_sources',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => marketingChannels.id, { onDelete: 'cascade' }),
    // A lead source deleted (only one nobody uses can be) leaves the channel without it.
    leadSourceId: uuid('lead_source_id')
      .notNull()
      .references(() => leadSources.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.leadSourceId] }), uniqueIndex('marketing_channel_sources_company_source_key').on(table.companyId, table.leadSourceId)],
);

/** What a channel cost in a month (the month's first day). */
export const marketingSpend = pgTable(
  'marketing_spend',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => marketingChannels.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('marketing_spend_channel_month_key').on(table.channelId, table.month),
    index('marketing_spend_company_month_idx').on(table.companyId, table.month),
    check('marketing_spend_first_of_month', sql`extract(day from ${table.month}) = 1 and ${table.amount} >= 0`),
  ],
);

/** A year's marketing plan: the overrides of the company's own figures (null: use them) and its notes. */
export const marketingPlans = pgTable(
  'marketing_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    revenueGoal: numeric('revenue_goal', { precision: 14, scale: 2 }),
    averageJob: numeric('average_job', { precision: 14, scale: 2 }),
    closeRate: numeric('close_rate', { precision: 5, scale: 2 }),
    leadToEstimateRate: numeric('lead_to_estimate_rate', { precision: 5, scale: 2 }),
    notes: text('notes').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('marketing_plans_company_year_key').on(table.companyId, table.year)],
);

/** A plan's budget for a channel; a channel deleted takes its budget lines with it. */
export const marketingBudgets = pgTable(
  'marketing_budgets',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => marketingPlans.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => marketingChannels.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.channelId] }), index('marketing_budgets_company_channel_idx').on(table.companyId, table.channelId)],
);

/** The company's ideal client. Ids (services, lead sources) are kept as lists; ones deleted since are left out on read. */
export const marketingAvatars = pgTable(
  'marketing_avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    who: text('who').notNull().default(''),
    clientType: text('client_type', { enum: avatarClientTypes }).$type<AvatarClientType>(),
    property: text('property').notNull().default(''),
    lotSizeMin: integer('lot_size_min'),
    lotSizeMax: integer('lot_size_max'),
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    budgetMin: numeric('budget_min', { precision: 14, scale: 2 }),
    budgetMax: numeric('budget_max', { precision: 14, scale: 2 }),
    leadSourceIds: jsonb('lead_source_ids').$type<string[]>().notNull().default([]),
    whereTheyLook: text('where_they_look').notNull().default(''),
    cities: jsonb('cities').$type<string[]>().notNull().default([]),
    values: jsonb('values').$type<string[]>().notNull().default([]),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('marketing_avatars_company_key').on(table.companyId)],
);

/** A campaign on the calendar. Its channel cannot be deleted while it has campaigns (the service says so first). */
export const marketingCampaigns = pgTable(
  'marketing_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => marketingChannels.id),
    budget: numeric('budget', { precision: 12, scale: 2 }).notNull().default('0'),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: campaignStatuses }).$type<CampaignStatus>().notNull().default('planned'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('marketing_campaigns_company_dates_idx').on(table.companyId, table.startDate, table.endDate),
    index('marketing_campaigns_channel_idx').on(table.channelId),
    check('marketing_campaigns_dates', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** A piece of the content schedule. */
export const marketingContent = pgTable(
  'marketing_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    topic: text('topic').notNull().default(''),
    format: text('format', { enum: contentFormats }).$type<ContentFormat>().notNull(),
    publishOn: date('publish_on', { mode: 'string' }),
    // A user removed leaves the piece without an owner until someone takes it.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: contentStatuses }).$type<ContentStatus>().notNull().default('idea'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('marketing_content_company_publish_idx').on(table.companyId, table.publishOn)],
);
