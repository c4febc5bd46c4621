import { bookingStatuses, depositStatuses, pricingModes, storeMeasures } from '@groundwork/domain/store';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './companies';
import { customerProperties, customers } from './customers';
import { estimates } from './estimates';
import { payments } from './invoices';
import { services } from './services';
import { tickets } from './tickets';
import { workOrders } from './work-orders';

/**
 * The online store (issue 20; packages/domain/src/store): one row of settings a company, its listings (services sold
 * online) and the bookings homeowners made on the public storefront /store/{slug}.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The storefront's public address /store/{slug}: unique across companies (it names the company). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull().default('#2f855a'),
    accentColor: text('accent_color').notNull().default('#1a202c'),
    showLogo: boolean('show_logo').notNull().default(true),
    terms: text('terms').notNull().default(''),
    open: boolean('open').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('store_settings_slug_key').on(table.slug)],
);

export const storeListings = pgTable(
  'store_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The listing's photo (store_listing_photos): a new upload is a new id, so its address can be cached for good. */
    photoId: uuid('photo_id'),
    // An archived service keeps its listings; a deleted one (never referenced) leaves them without a price source.
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    pricingMode: text('pricing_mode', { enum: pricingModes }).notNull(),
    measure: text('measure', { enum: storeMeasures }).notNull().default('lot_size'),
    fixedPrice: numeric('fixed_price', { precision: 14, scale: 2 }),
    visits: integer('visits').notNull().default(1),
    depositPercent: numeric('deposit_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    seasonStartMonth: integer('season_start_month').notNull().default(1),
    seasonEndMonth: integer('season_end_month').notNull().default(12),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    leadTimeDays: integer('lead_time_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('store_listings_company_slug_key').on(table.companyId, table.slug), index('store_listings_company_position_idx').on(table.companyId, table.position)],
);

/** A listing's photo, decoded and re-encoded on upload; shown on the storefront at /public/store/photos/{id}. */
export const storeListingPhotos = pgTable(
  'store_listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => storeListings.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('store_listing_photos_listing_key').on(table.listingId)],
);

export const storeBookings = pgTable(
  'store_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A listing deleted later keeps its bookings (with the title they were made under).
    listingId: uuid('listing_id').references(() => storeListings.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => customerProperties.id, { onDelete: 'set null' }),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    measure: integer('measure'),
    preferredWeek: date('preferred_week', { mode: 'string' }).notNull(),
    pricePerVisit: numeric('price_per_visit', { precision: 14, scale: 2 }).notNull(),
    visits: integer('visits').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    depositAmount: numeric('deposit_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    depositStatus: text('deposit_status', { enum: depositStatuses }).notNull().default('none'),
    depositPaymentId: uuid('deposit_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status', { enum: bookingStatuses }).notNull().default('new'),
    /** A retried booking (the same Idempotency-Key) is answered again, not made twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_bookings_company_created_idx').on(table.companyId, table.createdAt),
    index('store_bookings_company_listing_idx').on(table.companyId, table.listingId),
    uniqueIndex('store_bookings_company_idempotency_key').on(table.companyId, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
  ],
);
