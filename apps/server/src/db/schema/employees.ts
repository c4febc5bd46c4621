import type { Certification, EmergencyContact } from '@groundwork/domain/employees';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A company's staff: who they are, where they work, who they report to and what an hour of them costs. */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The company's own employee number; unique within the company whatever its case. */
    employeeId: text('employee_id').notNull(),
    department: text('department').notNull(),
    position: text('position').notNull(),
    status: text('status', { enum: ['active', 'on_leave', 'terminated'] }).notNull().default('active'),
    employmentType: text('employment_type', { enum: ['full_time', 'part_time', 'seasonal', 'contractor'] })
      .notNull()
      .default('full_time'),
    // Same company and no loops are the service's rules; the database only keeps the link valid.
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    hireDate: date('hire_date', { mode: 'string' }),
    payType: text('pay_type', { enum: ['hourly', 'salary'] }).notNull().default('hourly'),
    payRate: numeric('pay_rate', { precision: 14, scale: 4 }).notNull().default('0'),
    laborBurdenPercent: numeric('labor_burden_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    billable: boolean('billable').notNull().default(true),
    certifications: jsonb('certifications').$type<Certification[]>().notNull().default([]),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    /** The state's commercial pesticide applicator licence (chemical-applications check it on the day applied). */
    applicatorLicenseNumber: text('applicator_license_number'),
    /** Valid through this day. */
    applicatorLicenseExpiresOn: date('applicator_license_expires_on', { mode: 'string' }),
    /**
     * What the roster search looks in (full name, e-mail, employee ID), lower-cased once on write and kept apart
     * by a unit separator (which a search cannot contain) so one LIKE replaces three ILIKEs on every read.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name) || chr(31) || lower(coalesce(email, '')) || chr(31) || lower(employee_id)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_company_employee_id_key').on(table.companyId, sql`lower(${table.employeeId})`),
    index('employees_company_name_idx').on(table.companyId, table.lastName, table.firstName),
    index('employees_company_department_idx').on(table.companyId, table.department),
    index('employees_company_manager_idx').on(table.companyId, table.managerId),
    // The roster search's `like '%word%'` on search_text: trigrams find the matches without reading every employee.
    index('employees_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
