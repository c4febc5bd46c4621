import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

// Not exported from index.ts: the schema index lists tables only.
/** The contact and billing-address columns customers and leads share (fresh builders for each table). */
export function clientContactColumns() {
  return {
    type: text('type', { enum: ['residential', 'commercial'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    displayName: text('display_name').notNull(),
    email: text('email').notNull().default(''),
    alternateEmails: text('alternate_emails').array().notNull().default(sql`'{}'::text[]`),
    phone: text('phone').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    workPhone: text('work_phone').notNull().default(''),
    street: text('street').notNull().default(''),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('United States'),
  };
}
