import { roundRhythms } from '@groundwork/domain/rounds';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { crews } from './crews';
import { customerProperties } from './customers';

/**
 * A round (packages/domain/src/rounds): a named, ordered list of properties a crew visits on a rhythm. Jobs point at
 * it (jobs.round_id); their work orders take the position of their property on the round as their route sequence.
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    rhythm: text('rhythm', { enum: roundRhythms }).notNull().default('weekly'),
    /** 0 (Sunday) to 6 (Saturday), for the rhythms counted in weeks. */
    weekday: integer('weekday'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** 1–12, for a round driven once. */
    month: integer('month'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('rounds_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

/**
 * The stops of a round in driving order (position 0 first). A property or customer deleted takes its stops with it
 * (the cascade), so the round simply has one stop fewer.
 */
export const roundStops = pgTable(
  'round_stops',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => customerProperties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('round_stops_company_round_property_key').on(table.companyId, table.roundId, table.propertyId),
    primaryKey({ name: 'round_stops_pkey', columns: [table.companyId, table.roundId, table.position] }),
    index('round_stops_company_property_idx').on(table.companyId, table.propertyId),
  ],
);
