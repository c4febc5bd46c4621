import { z } from 'zod';
import {
  calendarDateSchema,
  employeeStatusSchema,
  optionalTextSchema,
  payTypeSchema,
  requiredTextSchema,
} from '../employees/employees.schemas';
import { pageQuerySchema, paginationSchema, uuidSchema } from '../shared';

// ── Constants ─────────────────────────────────────────────────────────────────────────────
export const crewStatuses = ['active', 'inactive'] as const;
export const crewSpecializations = [
  'general',
  'maintenance',
  'installation',
  'hardscape',
  'irrigation',
  'tree_care',
  'snow_removal',
] as const;
export const crewMemberRoles = ['leader', 'member'] as const;

export const crewStatusSchema = z.enum(crewStatuses, { error: 'Choose active or inactive' });
export const crewSpecializationSchema = z.enum(crewSpecializations, { error: 'Choose a specialization from the list' });
export const crewMemberRoleSchema = z.enum(crewMemberRoles, { error: 'Choose leader or member' });
export type CrewStatus = z.infer<typeof crewStatusSchema>;
export type CrewSpecialization = z.infer<typeof crewSpecializationSchema>;
export type CrewMemberRole = z.infer<typeof crewMemberRoleSchema>;

export const crewStatusLabels: Record<CrewStatus, string> = { active: 'Active', inactive: 'Inactive' };
export const crewSpecializationLabels: Record<CrewSpecialization, string> = {
  general: 'General',
  maintenance: 'Maintenance',
  installation: 'Installation',
  hardscape: 'Hardscape',
  irrigation: 'Irrigation',
  tree_care: 'Tree care',
  snow_removal: 'Snow removal',
};
export const crewMemberRoleLabels: Record<CrewMemberRole, string> = { leader: 'Leader', member: 'Member' };

// ── Requests ──────────────────────────────────────────────────────────────────────────────
/**
 * POST /crews/{crewId}/members. A crew has at most one leader: adding (or promoting) a leader turns the
 * previous leader into a member. `startDate` defaults to today.
 */
export const addCrewMemberInputSchema = z.object({
  employeeId: uuidSchema,
  role: crewMemberRoleSchema.default('member'),
  startDate: calendarDateSchema.nullish().transform((value) => value ?? null),
});
export type AddCrewMemberInput = z.infer<typeof addCrewMemberInputSchema>;

/** PUT /crews/{crewId}/members/{memberId}: change the role or the start date. */
export const updateCrewMemberInputSchema = z.object({
  role: crewMemberRoleSchema.optional(),
  startDate: calendarDateSchema.optional(),
});
export type UpdateCrewMemberInput = z.infer<typeof updateCrewMemberInputSchema>;

const crewFields = {
  name: requiredTextSchema('Crew name', 120),
  description: optionalTextSchema('Description', 1000),
  status: crewStatusSchema.default('active'),
  specialization: crewSpecializationSchema.default('general'),
};

/** POST /crews; may bring its first members (the same rules as adding them one by one). */
export const createCrewInputSchema = z.object({
  ...crewFields,
  members: z.array(addCrewMemberInputSchema).max(100, 'At most 100 members').default([]),
});
export type CreateCrewInput = z.infer<typeof createCrewInputSchema>;
export type CrewFormValues = z.input<typeof createCrewInputSchema>;

/** PUT /crews/{id}: the crew's own fields (members change through the member calls); optional stale check. */
export const updateCrewInputSchema = z.object({
  ...crewFields,
  updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }).optional(),
});
export type UpdateCrewInput = z.infer<typeof updateCrewInputSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

/** SPEC.md §5: crew search matches name or description; filters status and specialization. */
export const crewFiltersSchema = z.object({
  search: z
    .string()
    .trim()
    .max(120, 'Search must be at most 120 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: optionalFilter(crewStatusSchema),
  specialization: optionalFilter(crewSpecializationSchema),
});
export type CrewFilters = z.infer<typeof crewFiltersSchema>;

/** GET /crews?page&limit&search&status&specialization */
export const listCrewsQuerySchema = pageQuerySchema.extend(crewFiltersSchema.shape);
export type ListCrewsQuery = z.infer<typeof listCrewsQuerySchema>;

export const crewIdParamsSchema = z.object({ id: uuidSchema });
export const crewMembersParamsSchema = z.object({ crewId: uuidSchema });
export const crewMemberParamsSchema = z.object({ crewId: uuidSchema, memberId: uuidSchema });

// ── Responses ─────────────────────────────────────────────────────────────────────────────
/** The employee behind a crew member, with what costing needs. */
export const crewMemberEmployeeSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  employeeId: z.string(),
  department: z.string(),
  position: z.string(),
  status: employeeStatusSchema,
  payType: payTypeSchema,
  /** Loaded labour cost of one hour, 4 decimal places. */
  hourlyCost: z.number(),
});
export type CrewMemberEmployee = z.infer<typeof crewMemberEmployeeSchema>;

export const crewMemberSchema = z.object({
  id: z.uuid(),
  crewId: z.uuid(),
  /** The member's employee record id (not the company's employee number, which is employee.employeeId). */
  employeeId: z.uuid(),
  role: crewMemberRoleSchema,
  startDate: z.string().nullable(),
  employee: crewMemberEmployeeSchema,
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const crewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: crewStatusSchema,
  specialization: crewSpecializationSchema,
  /** Leader first, then members by last name. */
  members: z.array(crewMemberSchema),
  size: z.number().int(),
  /** Sum of the hourly costs of the members whose employee is active; 4 decimal places. */
  loadedLaborCostPerHour: z.number(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Crew = z.infer<typeof crewSchema>;

/** GET /crews */
export const crewListSchema = z.object({ crews: z.array(crewSchema), pagination: paginationSchema });
export type CrewList = z.infer<typeof crewListSchema>;
/** GET/POST /crews, GET/PUT /crews/{id} */
export const crewResultSchema = z.object({ crew: crewSchema });
/** POST/PUT /crews/{crewId}/members[/{memberId}]: the member, and the crew as it now stands (size, cost, leader). */
export const crewMemberResultSchema = z.object({ member: crewMemberSchema, crew: crewSchema });
/** DELETE /crews/{crewId}/members/{memberId} */
export const removeCrewMemberResultSchema = z.object({ id: z.uuid(), crew: crewSchema });
/** DELETE /crews/{id} */
export const deleteCrewResultSchema = z.object({ id: z.uuid() });

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const crewMessages = {
  notFound: 'Crew not found',
  memberNotFound: 'Crew member not found',
  duplicateName: 'Another crew already has this name',
  employeeNotFound: 'Choose an employee from this company',
  alreadyMember: 'This employee is already on this crew',
  terminatedEmployee: 'A terminated employee cannot be added to a crew',
  stale: 'This crew was changed by someone else. Reload to see the latest version.',
  // Toasts of SPEC.md §8.
  loadFailed: 'Failed to load crews',
  addFailed: 'Failed to add crew',
  updateFailed: 'Failed to update crew',
  deleteFailed: 'Failed to delete crew',
  updated: 'Crew updated successfully',
  assignFailed: 'Failed to assign member',
  removeMemberFailed: 'Failed to remove member',
  updateMemberFailed: 'Failed to update member',
  memberUpdated: 'Member updated successfully',
} as const;

export const crewAddedMessage = (name: string) => `Crew ${name} added successfully`;
export const crewDeletedMessage = (name: string) => `Crew ${name} deleted successfully`;
export const memberAssignedMessage = (name: string) => `${name} assigned successfully`;
export const memberRemovedMessage = (name: string) => `${name} removed successfully`;
