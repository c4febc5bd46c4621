/** SPEC.md §6 roles, plus the company roles Groundwork gives its customers' staff. */
export const roles = ['super_admin', 'support', 'implementation', 'admin', 'office_manager', 'estimator', 'crew_leader'] as const;
export type Role = (typeof roles)[number];

/** super_admin, support and implementation count as admin (SPEC.md §6). */
export function isAdminRole(role: Role): boolean {
  return role === 'super_admin' || role === 'support' || role === 'implementation' || role === 'admin';
}
