import { isAdminRole, type Role } from '../auth';

/**
 * Who may add, change and delete employees: the roster holds pay rates, so admins and office managers only.
 * Everyone in the company may read it (estimators price crews' labour; crew leaders look people up).
 */
export function canManageRoster(role: Role): boolean {
  return isAdminRole(role) || role === 'office_manager';
}
