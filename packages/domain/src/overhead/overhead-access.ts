import { isAdminRole, type Role } from '../auth';

/**
 * Who may change the budget, the recovery settings and the overhead ledger: it sets every price the company
 * quotes, so admins and office managers only. Everyone in the company may read it (estimates price from it).
 */
export function canManageOverheadBudget(role: Role): boolean {
  return isAdminRole(role) || role === 'office_manager';
}
