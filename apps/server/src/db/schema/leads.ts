import type { CustomFieldValues } from '@groundwork/domain/custom-fields';
import type { LeadProperty } from '@groundwork/domain/leads';
import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { clientContactColumns } from './client-contact';
import { customers } from './customers';
import { leadSources } from './lead-sources';
import { salesTaxCategories } from './sales-tax';
import { users } from './users';

/** A lead's property as stored: leads saved before properties had coordinates have none in their JSON. */
export type StoredLeadProperty = Omit<LeadProperty, 'latitude' | 'longitude'> & Partial<Pick<LeadProperty, 'latitude' | 'longitude'>>;

/** A prospect moving through the pipeline new → contacted → estimate sent → won / lost; won leads link their customer. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...clientContactColumns(),
    /** The one site to quote, or null. */
    property: jsonb('property').$type<StoredLeadProperty>(),
    status: text('status', { enum: ['new', 'contacted', 'estimate_sent', 'won', 'lost'] }).notNull().default('new'),
    lostReason: text('lost_reason').notNull().default(''),
    leadSourceId: uuid('lead_source_id').references(() => leadSources.id, { onDelete: 'set null' }),
    estimatedValue: numeric('estimated_value', { precision: 12, scale: 2 }),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    assignedTo: text('assigned_to').notNull().default(''),
    /** A sales tax category of the same company (checked by the service); null → the company's default for clients. */
    taxCategoryId: uuid('tax_category_id').references(() => salesTaxCategories.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    customFieldValues: jsonb('custom_field_values').$type<CustomFieldValues>().notNull().default({}),
    /** The row as GET /leads lists it (compact JSON), rewritten by every write: the whole list is one string_agg. */
    listJson: text('list_json').notNull().default('{}'),
    /** Name, company, e-mail, streets and city in lower case, and the phones' digits: what the paged search scans. */
    searchText: text('search_text').notNull().default(''),
    phoneDigits: text('phone_digits').notNull().default(''),
    /** The list version of the write that last changed the list row: GET /leads?since=N. */
    listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
    convertedCustomerId: uuid('converted_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('leads_company_display_name_idx').on(table.companyId, table.displayName),
    index('leads_company_updated_idx').on(table.companyId, table.updatedAt),
    index('leads_company_lead_source_idx').on(table.companyId, table.leadSourceId),
    // The paged list's sorts, each with the id that breaks its ties: a page is read off the index in order.
    index('leads_company_display_name_id_idx').on(table.companyId, sql`lower(${table.displayName})`, table.id),
    index('leads_company_company_name_id_idx').on(table.companyId, sql`lower(${table.companyName})`, table.id),
    index('leads_company_email_id_idx').on(table.companyId, table.email, table.id),
    index('leads_company_created_id_idx').on(table.companyId, table.createdAt, table.id),
    index('leads_company_follow_up_id_idx').on(table.companyId, table.followUpDate, table.id),
    // The paged search's `like '%word%'`: trigrams find the few matching rows without reading every lead.
    index('leads_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('leads_phone_digits_trgm_idx').using('gin', sql`${table.phoneDigits} gin_trgm_ops`),
    index('leads_company_list_version_idx').on(table.companyId, table.listVersion),
  ],
);
