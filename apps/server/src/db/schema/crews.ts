import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { employees } from './employees';

export const crews = pgTable(
  'crews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    specialization: text('specialization', {
      enum: ['general', 'maintenance', 'installation', 'hardscape', 'irrigation', 'tree_care', 'snow_removal'],
    })
      .notNull()
      .default('general'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('crews_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

export const crewMembers = pgTable(
  'crew_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    // No cascade: an employee on a crew is kept (terminated), never deleted.
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    role: text('role', { enum: ['leader', 'member'] }).notNull().default('member'),
    startDate: date('start_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crew_members_company_crew_employee_key').on(table.companyId, table.crewId, table.employeeId),
    // At most one leader a crew, even when two people promote at once.
    uniqueIndex('crew_members_company_crew_leader_key')
      .on(table.companyId, table.crewId)
      .where(sql`${table.role} = 'leader'`),
    index('crew_members_company_employee_idx').on(table.companyId, table.employeeId),
  ],
);
