import type { CustomFieldValues } from '@groundwork/domain/custom-fields';
import { paymentTerms, type PaymentTerms } from '@groundwork/domain/invoices';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientContactColumns } from './client-contact';
import { companies } from './companies';
import { leadSources } from './lead-sources';
import { salesTaxCategories } from './sales-tax';
import { users } from './users';

/** The company's client book. Referenced customers (estimates, jobs, later invoices) are archived, not deleted. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...clientContactColumns(),
    status: text('status', { enum: ['active', 'inactive', 'archived'] }).notNull().default('active'),
    leadSourceId: uuid('lead_source_id').references(() => leadSources.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    /** A sales tax category of the same company (checked by the service); null → the company's default for clients. A category in use is deactivated, not deleted. */
    taxCategoryId: uuid('tax_category_id').references(() => salesTaxCategories.id),
    customFieldValues: jsonb('custom_field_values').$type<CustomFieldValues>().notNull().default({}),
    /** When the customer's invoices fall due; null → the company's default terms (invoice_settings). */
    paymentTerms: text('payment_terms', { enum: paymentTerms }).$type<PaymentTerms>(),
    /** The row as GET /customers lists it (compact JSON), rewritten by every write: the whole list is one string_agg. */
    listJson: text('list_json').notNull().default('{}'),
    /** Name, company, e-mail, streets and city in lower case, and the phones' digits: what the paged search scans. */
    searchText: text('search_text').notNull().default(''),
    phoneDigits: text('phone_digits').notNull().default(''),
    /** The list version (client_list_versions) of the write that last changed the list row: GET /customers?since=N. */
    listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
    /** The lead this customer was converted from (the lead row links back with converted_customer_id). */
    convertedFromLeadId: uuid('converted_from_lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('customers_company_display_name_idx').on(table.companyId, table.displayName),
    index('customers_company_updated_idx').on(table.companyId, table.updatedAt),
    index('customers_company_lead_source_idx').on(table.companyId, table.leadSourceId),
    // The paged list's sorts, each with the id that breaks its ties: a page is read off the index in order.
    index('customers_company_display_name_id_idx').on(table.companyId, sql`lower(${table.displayName})`, table.id),
    index('customers_company_company_name_id_idx').on(table.companyId, sql`lower(${table.companyName})`, table.id),
    index('customers_company_city_id_idx').on(table.companyId, sql`lower(${table.city})`, table.id),
    index('customers_company_email_id_idx').on(table.companyId, table.email, table.id),
    index('customers_company_created_id_idx').on(table.companyId, table.createdAt, table.id),
    // The paged search's `like '%word%'`: trigrams find the few matching rows without reading the whole book.
    index('customers_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('customers_phone_digits_trgm_idx').using('gin', sql`${table.phoneDigits} gin_trgm_ops`),
    index('customers_company_list_version_idx').on(table.companyId, table.listVersion),
  ],
);

/** A service location of a customer; exactly one per customer is primary. */
export const customerProperties = pgTable(
  'customer_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    street: text('street').notNull().default(''),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('United States'),
    lotSizeSqFt: integer('lot_size_sq_ft'),
    turfAreaSqFt: integer('turf_area_sq_ft'),
    notes: text('notes').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Decimal degrees (west and south negative), typed or imported; both or neither. Route optimisation orders stops by them. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The address in lower case, for the work order list's search (a trigram index finds the matches). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(street || ' ' || street2 || ' ' || city || ' ' || state || ' ' || zip_code)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_properties_company_customer_idx').on(table.companyId, table.customerId),
    check(
      'customer_properties_coordinates',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and ${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
    // The database holds "at most one primary"; the service keeps "at least one".
    uniqueIndex('customer_properties_company_customer_primary_key').on(table.companyId, table.customerId).where(sql`${table.isPrimary}`),
    index('customer_properties_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** The timestamped history of a customer or lead: created, edited, converted, notes. */
export const clientActivities = pgTable(
  'client_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientType: text('client_type', { enum: ['customer', 'lead'] }).notNull(),
    clientId: uuid('client_id').notNull(),
    // 'job_requested' stays for old history rows: job requests became jobs, nothing records the kind any more.
    kind: text('kind', { enum: ['created', 'edited', 'converted', 'note', 'archived', 'imported', 'job_requested'] }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('client_activities_company_client_idx').on(table.companyId, table.clientType, table.clientId, table.createdAt)],
);

/**
 * One counter per company and list ('customers', 'leads'), raised in the same transaction as every write that changes
 * the list: GET /customers answers its ETag (and If-None-Match → 304) from one row instead of scanning the table.
 */
export const clientListVersions = pgTable(
  'client_list_versions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['customers', 'leads'] }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.list] })],
);

/**
 * Tombstones of rows that left a client list (a customer or lead deleted), stamped with the list version of the
 * delete: GET /customers?since=N answers them as removedIds.
 */
export const clientListRemovals = pgTable(
  'client_list_removals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['customers', 'leads'] }).notNull(),
    id: uuid('id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.list, table.id] }), index('client_list_removals_company_list_version_idx').on(table.companyId, table.list, table.version)],
);
