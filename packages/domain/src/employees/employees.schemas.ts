import { z } from 'zod';
import { emailSchema, hasAtMostDecimals, pageQuerySchema, paginationSchema, personNameSchema, uuidSchema } from '../shared';

// ── Constants ─────────────────────────────────────────────────────────────────────────────
export const employeeStatuses = ['active', 'on_leave', 'terminated'] as const;
export const employmentTypes = ['full_time', 'part_time', 'seasonal', 'contractor'] as const;
export const payTypes = ['hourly', 'salary'] as const;

export const employeeStatusLabels: Record<EmployeeStatus, string> = {
  active: 'Active',
  on_leave: 'On leave',
  terminated: 'Terminated',
};
export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  seasonal: 'Seasonal',
  contractor: 'Contractor',
};
export const payTypeLabels: Record<PayType, string> = { hourly: 'Hourly', salary: 'Salary' };

/** Departments a landscaping company usually has; offered as suggestions, any department may be typed. */
export const suggestedDepartments = ['Maintenance', 'Installation', 'Irrigation', 'Snow', 'Office', 'Sales'] as const;

/** Paid hours in a salaried year (52 weeks × 40 h): a salary divided by this is its hourly rate. */
export const SALARIED_HOURS_PER_YEAR = 2080;

export const MAX_PAY_RATE = 10_000_000;
export const MAX_LABOR_BURDEN_PERCENT = 300;

export const employeeStatusSchema = z.enum(employeeStatuses, { error: 'Choose active, on leave or terminated' });
export const employmentTypeSchema = z.enum(employmentTypes, {
  error: 'Choose full-time, part-time, seasonal or contractor',
});
export const payTypeSchema = z.enum(payTypes, { error: 'Choose hourly or salary' });
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;
export type EmploymentType = z.infer<typeof employmentTypeSchema>;
export type PayType = z.infer<typeof payTypeSchema>;

// ── Reusable field pieces ────────────────────────────────────────────────────────────────
/** Optional free text: trimmed, and an empty field is stored as null rather than ''. */
export const optionalTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A calendar date `YYYY-MM-DD` (hire date, licence expiry): no time, no time zone. */
export const calendarDateSchema = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
export const optionalDateSchema = z
  .union([calendarDateSchema, z.literal('')])
  .nullish()
  .transform((value) => (value ? value : null));

/** Unit rates keep 4 decimal places (ARCHITECTURE §3). */
export const payRateSchema = z
  .number({ error: 'Pay rate must be a number' })
  .min(0, 'Pay rate cannot be negative')
  .max(MAX_PAY_RATE, `Pay rate must be at most ${MAX_PAY_RATE}`)
  .refine((value) => hasAtMostDecimals(value, 4), 'Pay rate can have at most 4 decimal places');

/** Payroll taxes, workers' compensation and benefits on top of pay, as a percent of pay (2 decimals). */
export const laborBurdenPercentSchema = z
  .number({ error: 'Labor burden must be a number' })
  .min(0, 'Labor burden cannot be negative')
  .max(MAX_LABOR_BURDEN_PERCENT, `Labor burden must be at most ${MAX_LABOR_BURDEN_PERCENT}%`)
  .refine((value) => hasAtMostDecimals(value, 2), 'Labor burden can have at most 2 decimal places');

export const certificationSchema = z.object({
  name: requiredTextSchema('Certification name', 120),
  number: optionalTextSchema('Certification number', 80),
  expiresOn: optionalDateSchema,
});
export type Certification = z.infer<typeof certificationSchema>;

export const emergencyContactSchema = z.object({
  name: optionalTextSchema('Emergency contact name', 120),
  phone: optionalTextSchema('Emergency contact phone', 40),
  relationship: optionalTextSchema('Emergency contact relationship', 60),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/**
 * POST /employees. PUT /employees/{id} takes the same body (it replaces the record) plus, optionally,
 * the `updatedAt` the client last read: when it differs from the stored one the server answers 409.
 */
export const createEmployeeInputSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: z
    .union([emailSchema, z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null)),
  phone: optionalTextSchema('Phone', 40),
  /** The company's own employee number (badge, payroll id); unique within the company. */
  employeeId: requiredTextSchema('Employee ID', 40),
  department: requiredTextSchema('Department', 80),
  position: requiredTextSchema('Position', 80),
  status: employeeStatusSchema.default('active'),
  employmentType: employmentTypeSchema.default('full_time'),
  managerId: uuidSchema.nullish().transform((value) => value ?? null),
  hireDate: optionalDateSchema,
  payType: payTypeSchema.default('hourly'),
  /** Per hour when hourly, per year when salary. */
  payRate: payRateSchema.default(0),
  laborBurdenPercent: laborBurdenPercentSchema.default(0),
  billable: z.boolean({ error: 'Billable must be true or false' }).default(true),
  certifications: z.array(certificationSchema).max(30, 'At most 30 certifications').default([]),
  /** The state's commercial pesticide applicator licence, checked when they apply (chemical-applications). */
  applicatorLicenseNumber: optionalTextSchema('Applicator licence number', 40),
  applicatorLicenseExpiresOn: optionalDateSchema,
  emergencyContact: emergencyContactSchema.nullish().transform((value) => value ?? null),
});
export type CreateEmployeeInput = z.infer<typeof createEmployeeInputSchema>;
/** What a form holds before parsing (defaults not applied yet). */
export type EmployeeFormValues = z.input<typeof createEmployeeInputSchema>;

export const updateEmployeeInputSchema = createEmployeeInputSchema.extend({
  updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }).optional(),
});
export type UpdateEmployeeInput = z.infer<typeof updateEmployeeInputSchema>;

const optionalFilter = (label: string) =>
  z
    .string()
    .trim()
    .max(120, `${label} must be at most 120 characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The search and the five filters of SPEC.md §5; the same rules run on the server and in the browser. */
export const employeeFiltersSchema = z.object({
  search: optionalFilter('Search'),
  department: optionalFilter('Department'),
  position: optionalFilter('Position'),
  status: z
    .union([employeeStatusSchema, z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined)),
  employmentType: z
    .union([employmentTypeSchema, z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined)),
  managerId: z
    .union([uuidSchema, z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type EmployeeFilters = z.infer<typeof employeeFiltersSchema>;

/** GET /employees?page&limit&search&department&position&status&employmentType&managerId */
export const listEmployeesQuerySchema = pageQuerySchema.extend(employeeFiltersSchema.shape);
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;

export const employeeIdParamsSchema = z.object({ id: uuidSchema });
export const departmentParamsSchema = z.object({ department: requiredTextSchema('Department', 80) });

// ── Responses ─────────────────────────────────────────────────────────────────────────────
export const employeeSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  employeeId: z.string(),
  department: z.string(),
  position: z.string(),
  status: employeeStatusSchema,
  employmentType: employmentTypeSchema,
  managerId: z.uuid().nullable(),
  /** "First Last" of the manager, for tables; null without a manager. */
  managerName: z.string().nullable(),
  hireDate: z.string().nullable(),
  payType: payTypeSchema,
  payRate: z.number(),
  laborBurdenPercent: z.number(),
  billable: z.boolean(),
  certifications: z.array(
    z.object({ name: z.string(), number: z.string().nullable(), expiresOn: z.string().nullable() }),
  ),
  applicatorLicenseNumber: z.string().nullable(),
  applicatorLicenseExpiresOn: z.string().nullable(),
  emergencyContact: z
    .object({ name: z.string().nullable(), phone: z.string().nullable(), relationship: z.string().nullable() })
    .nullable(),
  /** Loaded labour cost of one hour (pay plus burden, salary over 2,080 h), 4 decimal places. */
  hourlyCost: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET /employees */
export const employeeListSchema = z.object({ employees: z.array(employeeSchema), pagination: paginationSchema });
export type EmployeeList = z.infer<typeof employeeListSchema>;

/** GET /employees/department/{department}, GET /employees/managers: every match, unpaged. */
export const employeeCollectionSchema = z.object({ employees: z.array(employeeSchema) });

/** GET /employees/{id}, POST /employees, PUT /employees/{id} */
export const employeeResultSchema = z.object({ employee: employeeSchema });

/**
 * DELETE /employees/{id}. An employee nobody points at is deleted; one on a crew, managing someone or
 * holding an org-chart position is kept for history and marked terminated instead — `outcome` says which.
 */
export const deleteEmployeeResultSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(['deleted', 'terminated']),
  message: z.string(),
  references: z.object({ crews: z.number().int(), reports: z.number().int(), positions: z.number().int() }),
  /** The terminated employee when kept; null when deleted. */
  employee: employeeSchema.nullable(),
});
export type DeleteEmployeeResult = z.infer<typeof deleteEmployeeResultSchema>;

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const employeeMessages = {
  duplicateEmployeeId: 'Another employee already has this employee ID',
  managerNotFound: 'Choose a manager from this company',
  managerIsSelf: 'An employee cannot be their own manager',
  managerCycle: 'This manager reports to the employee, directly or through others; choose someone else',
  notFound: 'Employee not found',
  stale: 'This employee was changed by someone else. Reload to see the latest version.',
  rosterManagersOnly: 'Only admins and office managers can change the roster.',
  // Toasts of SPEC.md §8 (the web app adds the name where '…' stands).
  loadFailed: 'Failed to load employees',
  addFailed: 'Failed to add employee',
  updateFailed: 'Failed to update employee',
  deleteFailed: 'Failed to delete employee',
  updated: 'Employee updated successfully',
} as const;

export const employeeAddedMessage = (name: string) => `Employee ${name} added successfully`;
export const employeeDeletedMessage = (name: string) => `Employee ${name} deleted successfully`;
export const employeeTerminatedMessage = (name: string, reasons: string[]) =>
  `Employee ${name} is ${reasons.join(', ')}, so they were marked terminated instead of deleted`;
