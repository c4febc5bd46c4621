import type { Company, User } from '@groundwork/domain/auth';
import { defaultCompanyPermissions, type CompanyPermissions, type PermissionSection } from '@groundwork/domain/permissions';
import { storageKeys } from '@/lib/storage';

export const aToken = 'header.payload.signature';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c1a52-3f0e-4a4b-9a59-0a5f8f6d2c11',
    email: 'owner@demo-landscaping.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'admin',
    companyId: '0b9f5a37-3b1c-4a51-8f43-2f4f0f6c9d20',
    isTermsAccepted: true,
    termsAcceptedAt: '2025-03-01T14:00:00.000Z',
    termsAcceptedVersion: '2025-02-25',
    ...overrides,
  };
}

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: '0b9f5a37-3b1c-4a51-8f43-2f4f0f6c9d20',
    name: 'Demo Landscaping',
    permissions: defaultCompanyPermissions(),
    ...overrides,
  };
}

/** Permissions with one change applied to an entry (or to a whole section's parent). */
export function permissionsWith(
  change: { section: PermissionSection; name?: string; index?: number; enabled?: boolean; visible?: boolean; parentVisible?: boolean },
): CompanyPermissions {
  const permissions = defaultCompanyPermissions();
  permissions[change.section] = permissions[change.section].map((entry, index) => {
    const targeted = change.name === undefined && change.index === undefined ? true : entry.name === change.name || index === change.index;
    if (!targeted) return entry;
    return {
      ...entry,
      enabled: change.enabled ?? entry.enabled,
      visible: change.visible ?? entry.visible,
      parent: { ...entry.parent, visible: change.parentVisible ?? entry.parent.visible },
    };
  });
  return permissions;
}

/** Puts a signed-in session in localStorage, as a previous visit would have left it. */
export function storeSession({ token = aToken, user = aUser(), company = aCompany() }: { token?: string; user?: User; company?: Company } = {}) {
  window.localStorage.setItem(storageKeys.token, token);
  window.localStorage.setItem(storageKeys.user, JSON.stringify(user));
  window.localStorage.setItem(storageKeys.company, JSON.stringify(company));
}
