/** SPEC.md §6 roles, plus the company roles Groundwork gives its customers' staff. */
export const roles = ['super_admin', 'support', 'implementation', 'admin', 'office_manager', 'estimator', 'crew_leader'] as const;
export type Role = (typeof roles)[number];

/** super_admin, support and implementation count as admin (SPEC.md §6). */
export function isAdminRole(role: Role): boolean {
  return role === 'super_admin' || role === 'support' || role === 'implementation' || role === 'admin';
}

/**
 * The company's leadership: admins and office managers. They write what steers the company — its direction (purpose,
 * values, vision, mission) and its business health self-assessment — which everyone else reads.
 */
export function isLeadershipRole(role: Role): boolean {
  return isAdminRole(role) || role === 'office_manager';
}

/**
 * The office: every role but the crew leader. A crew leader works in the field: they see their crew's day (orders,
 * the read-only board, Dispatch End of Day) and nothing about prices, costs, clients' books or the company's set-up.
 */
export function isOfficeRole(role: Role): boolean {
  return role !== 'crew_leader';
}

/** The answer (403) to a crew leader calling an office area. */
export const OFFICE_ONLY_MESSAGE = 'This area is for the office. Crew leaders record their day in Dispatch End of Day.';
