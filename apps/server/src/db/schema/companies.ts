import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row a permission section (kind 'section') and one a sidebar/route entry (kind 'entry').
 * An entry's parent is the section row of the same company and section.
 */
export const companyPermissions = pgTable(
  'company_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    kind: text('kind', { enum: ['section', 'entry'] }).notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    visible: boolean('visible').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('company_permissions_company_section_kind_name_key').on(
      table.companyId,
      table.section,
      table.kind,
      table.name,
    ),
    index('company_permissions_company_position_idx').on(table.companyId, table.section, table.position),
  ],
);
