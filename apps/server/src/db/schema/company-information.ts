import {
  defaultSchedulingDetails,
  type CompanyDetails,
  type ContactDetails,
  type LogoKind,
  type RoadmapPoint,
  type SchedulingDetails,
} from '@groundwork/domain/company-information';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './companies';

/** Raw bytes. postgres.js hands back a Buffer, PGlite a Uint8Array: both are read as a Buffer. */
export type LogoAltTexts = Record<LogoKind, string>;
export interface StoredPurpose { purposeStatement: string; industry: string; lastUpdated: string | null }
export interface StoredValues { coreValues: Array<{ name: string; practice: string }>; industry: string; lastUpdated: string | null }
export interface StoredMission { missionStatement: string; industry: string; roadmapPoints: RoadmapPoint[]; lastUpdated: string | null }
export interface StoredVision { visionStatement: string; timeframe: string; focusAreas: string[]; lastUpdated: string | null }

/** One row a company: SPEC.md §3 Company information, a section a JSON column (each is read and saved whole). */
export const companyInformation = pgTable('company_information', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  companyDetails: jsonb('company_details').$type<CompanyDetails>().notNull(),
  contactDetails: jsonb('contact_details').$type<ContactDetails>().notNull(),
  schedulingDetails: jsonb('scheduling_details').$type<SchedulingDetails>().notNull().default(defaultSchedulingDetails()),
  logoAltTexts: jsonb('logo_alt_texts').$type<LogoAltTexts>().notNull(),
  companyPurpose: jsonb('company_purpose').$type<StoredPurpose>().notNull(),
  companyValues: jsonb('company_values').$type<StoredValues>().notNull(),
  companyMission: jsonb('company_mission').$type<StoredMission>().notNull(),
  companyVision: jsonb('company_vision').$type<StoredVision>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded logos, in the database so every server instance serves them. The id is the SHA-256 of the company,
 * the slot and the bytes: a new image gets a new address, so an address can be cached forever, and nobody
 * finds a company's logo without being handed its address.
 */
export const companyLogos = pgTable(
  'company_logos',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mainLogo', 'secondaryLogo', 'favicon'] }).notNull(),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_logos_company_kind_key').on(table.companyId, table.kind),
    index('company_logos_company_created_idx').on(table.companyId, table.createdAt),
  ],
);
