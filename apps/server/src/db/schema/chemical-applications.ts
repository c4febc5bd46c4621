import { applicationStates, windDirections, type ApplicationRecordField, type ApplicationState, type ApplicationWarningCode } from '@groundwork/domain/chemical-applications';
import { labelRateUnits, productCategories, signalWords } from '@groundwork/domain/products';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { workOrders } from './work-orders';

/** A warning the record was saved despite, with the reason given (applicationWarnings). */
export interface StoredOverride {
  code: ApplicationWarningCode;
  message: string;
  reason: string;
}

/**
 * A pesticide or fertiliser application (packages/domain/src/chemical-applications), kept as the law reads it: the
 * customer, property, product, applicator and company are copied onto the record when it is made (and when its
 * product, applicator or property changes), so a renamed product, a renewed licence or a customer who moves never
 * rewrites last season's records. The customer, property, product and applicator ids carry no foreign key for the
 * same reason: a record is kept for years (the state's retention) after any of them is deleted; the service checks
 * each is the company's on every write. Deleting the work order leaves the record, stand-alone, with its number.
 */
export const chemicalApplications = pgTable(
  'chemical_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    /** WO-1042 as it was; kept when the order is deleted. */
    workOrderNumber: integer('work_order_number'),
    customerId: uuid('customer_id').notNull(),
    propertyId: uuid('property_id'),
    productId: uuid('product_id').notNull(),
    applicatorEmployeeId: uuid('applicator_employee_id').notNull(),
    // ── Snapshots ──
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    /** The property's address on one line ('' without a property). */
    propertyAddress: text('property_address').notNull().default(''),
    /** The property's state, which picks the rule profile. */
    propertyState: text('property_state').notNull().default(''),
    productName: text('product_name').notNull(),
    productCategory: text('product_category', { enum: productCategories }).notNull(),
    epaRegistrationNumber: text('epa_registration_number'),
    activeIngredient: text('active_ingredient'),
    labelMaxRate: numeric('label_max_rate', { precision: 14, scale: 4 }),
    labelRateUnit: text('label_rate_unit', { enum: labelRateUnits }).notNull().default('lb'),
    reentryIntervalHours: integer('reentry_interval_hours'),
    signalWord: text('signal_word', { enum: signalWords }),
    applicatorName: text('applicator_name').notNull(),
    applicatorLicenseNumber: text('applicator_license_number'),
    applicatorLicenseExpiresOn: date('applicator_license_expires_on', { mode: 'string' }),
    companyName: text('company_name').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    // ── What was typed ──
    siteDescription: text('site_description').notNull().default(''),
    target: text('target').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The day it finished in the company's calendar. */
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    /** Per 1,000 sq ft, in the label rate unit. */
    rate: numeric('rate', { precision: 14, scale: 4 }),
    areaTreated: integer('area_treated'),
    /** rate × area ÷ 1,000, rounded half-up to 4 places (totalApplied); null until both are known. */
    totalApplied: numeric('total_applied', { precision: 20, scale: 4 }),
    /** Weather as typed at the time: once recorded it never changes. */
    temperatureF: numeric('temperature_f', { precision: 4, scale: 1 }),
    windSpeedMph: numeric('wind_speed_mph', { precision: 4, scale: 1 }),
    windDirection: text('wind_direction', { enum: windDirections }),
    notes: text('notes').notNull().default(''),
    overrideReasons: jsonb('override_reasons').$type<StoredOverride[]>().notNull().default([]),
    // ── Where it stands, worked out on every save (and when the company's states change) ──
    /** The profile it follows (null: the company picked no state). */
    state: text('state', { enum: applicationStates }).$type<ApplicationState>(),
    missingFields: text('missing_fields').array().$type<ApplicationRecordField[]>().notNull().default(sql`'{}'::text[]`),
    complete: boolean('complete').notNull().generatedAlwaysAs(sql`cardinality(missing_fields) = 0`),
    deadline: date('deadline', { mode: 'string' }),
    customerCopySentAt: timestamp('customer_copy_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who made it, as their name was then. */
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list search reads: customer, product, EPA number, applicator and site, lower-cased once on write. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(customer_name || chr(31) || product_name || chr(31) || coalesce(epa_registration_number, '') || chr(31) || applicator_name || chr(31) || property_address || chr(31) || site_description)`,
      ),
  },
  (table) => [
    // The list's order, newest application first: a page is read off it without sorting.
    index('chemical_applications_company_finished_idx').on(table.companyId, table.finishedAt.desc(), table.id.desc()),
    // The report's date range and the list's from/to.
    index('chemical_applications_company_applied_idx').on(table.companyId, table.appliedOn),
    // The report's and the list's filters, each with the date so a year of one product is one range.
    index('chemical_applications_company_product_idx').on(table.companyId, table.productId, table.appliedOn),
    index('chemical_applications_company_applicator_idx').on(table.companyId, table.applicatorEmployeeId, table.appliedOn),
    index('chemical_applications_company_property_idx').on(table.companyId, table.propertyId, table.appliedOn),
    index('chemical_applications_company_customer_idx').on(table.companyId, table.customerId, table.appliedOn),
    // A work order's records: the completion gate and the order's page.
    index('chemical_applications_company_work_order_idx').on(table.companyId, table.workOrderId),
    // Incomplete and late records, by deadline.
    index('chemical_applications_company_open_deadline_idx').on(table.companyId, table.deadline).where(sql`not ${table.complete}`),
    // The search's `like '%text%'`: trigrams find the matches without reading every record.
    index('chemical_applications_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** A company's rules for its records (GET/PUT /chemical_applications/settings); no row: the defaults. */
export const chemicalApplicationSettings = pgTable('chemical_application_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  states: text('states').array().$type<ApplicationState[]>().notNull().default(sql`'{}'::text[]`),
  maxWindMph: numeric('max_wind_mph', { precision: 4, scale: 1 }).notNull().default('10'),
  copyOnInvoice: boolean('copy_on_invoice').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
