import { isOfficeRole, type Role } from '../auth/roles';
import {
  BUSINESS_DEVELOPMENT_ENTRY_INDEX,
  builtEntries,
  permissionCatalogue,
  permissionSections,
  type PermissionSection,
} from './catalogue';
import type { CompanyPermissions, PermissionEntry } from './permission.schemas';

/**
 * Routes every signed-in user reaches whatever the company's permissions say. The onboarding wizard has no
 * catalogue entry: a new company's admin must reach it before anything is set up (the screen itself tells
 * other roles that only admins set the company up, and the server refuses their saves).
 */
export const alwaysReachable: ReadonlySet<string> = new Set(['coming_soon', 'onboarding']);

/** '/equipment-management/42' → 'equipment_management'; '/' → 'dashboard' (the index redirects there). */
export function routeEntryName(pathname: string): string {
  const firstSegment = pathname.split('?')[0]!.split('/').find((segment) => segment !== '') ?? 'dashboard';
  return firstSegment.replaceAll('-', '_');
}

function isOpen(entry: PermissionEntry): boolean {
  return entry.enabled && entry.visible && entry.parent.enabled && entry.parent.visible;
}

function entriesNamed(permissions: CompanyPermissions, name: string): PermissionEntry[] {
  return permissionSections.flatMap((section) => permissions[section].filter((entry) => entry.name === name));
}

/**
 * SPEC.md §2 Guarded layout: a route is reachable only when its entry (first path segment, dashes to
 * underscores) is enabled and visible and so is its parent. An entry listed in two sections
 * (sales_tax, income_divisions) is reachable when either copy is open. A crew leader (`role`) also reaches the
 * crewLeaderScreens while the company has their area on, though it is hidden from them.
 */
export function canAccessRoute(pathname: string, permissions: CompanyPermissions | null | undefined, role?: Role): boolean {
  const name = routeEntryName(pathname);
  if (alwaysReachable.has(name)) return true;
  if (!permissions) return false;
  if (role && !isOfficeRole(role) && isCrewLeaderScreen(pathname)) return entriesNamed(permissions, name).some((entry) => entry.enabled && entry.parent.enabled);
  return entriesNamed(permissions, name).some(isOpen);
}

export type EntryDisplay = 'hidden' | 'coming_soon' | 'enabled';

/** How the sidebar shows an entry: hidden unless it and its section are visible; 'Coming Soon' unless also enabled. */
export function entryDisplay(permissions: CompanyPermissions | null | undefined, name: string, section?: PermissionSection): EntryDisplay {
  if (!permissions) return 'hidden';
  const candidates = section
    ? permissions[section].filter((entry) => entry.name === name)
    : entriesNamed(permissions, name);
  const shown = candidates.filter((entry) => entry.visible && entry.parent.visible);
  if (shown.length === 0) return 'hidden';
  return shown.some(isOpen) ? 'enabled' : 'coming_soon';
}

/** A section shows only if visible. */
export function isSectionVisible(permissions: CompanyPermissions | null | undefined, section: PermissionSection): boolean {
  const first = permissions?.[section][0];
  return first ? first.parent.visible : false;
}

/** SPEC.md §3: the Business Development group depends on the fifth coaching entry being visible. */
export function isBusinessDevelopmentVisible(permissions: CompanyPermissions | null | undefined): boolean {
  const entry = permissions?.coaching[BUSINESS_DEVELOPMENT_ENTRY_INDEX];
  return entry ? entry.visible && entry.parent.visible : false;
}

/** The permissions a new company starts with: every section open, built areas enabled, the rest 'Coming Soon'. */
export function defaultCompanyPermissions(): CompanyPermissions {
  const sections = {} as CompanyPermissions;
  for (const section of permissionSections) {
    const parent = { name: section, enabled: true, visible: true };
    sections[section] = permissionCatalogue[section].map((name) => ({
      name,
      enabled: builtEntries.has(name),
      visible: true,
      parent: { ...parent },
    }));
  }
  return sections;
}

/**
 * The areas a crew leader reaches: their dashboard and profile, the company's work orders and schedule board (read
 * only: the server refuses their writes), their crew's day in Dispatch End of Day, their own tasks (Tasks &
 * Assignments: the ones assigned to them or their crews, or raised by them), the chemical application records of
 * their crews' visits, the business health scorecard (read only: the leadership takes it) and the training portal.
 */
export const crewLeaderEntries: ReadonlySet<string> = new Set([
  'dashboard',
  'profile',
  'orders',
  'dispatch_end_of_day',
  'tickets',
  // The application records they made or made on their crews' visits (the server narrows the list to those).
  'chemical_tracking',
  // The company's business health scorecard, which everyone reads (the server refuses their saves).
  'accountability',
  'business_health_scorecard',
  'training_portal',
]);

/**
 * Screens a crew leader reaches inside an area otherwise the office's, while the company has the area on: the SOPs,
 * which they read and acknowledge (the server lets them). The sidebar does not list them; the crew's phone links each
 * checklist on an order to its SOP.
 */
export const crewLeaderScreens: readonly string[] = ['/business-development/sops'];
const crewLeaderScreenEntries: ReadonlySet<string> = new Set(crewLeaderScreens.map(routeEntryName));

function isCrewLeaderScreen(pathname: string): boolean {
  const path = pathname.split('?')[0]!;
  return crewLeaderScreens.some((screen) => path === screen || path.startsWith(`${screen}/`));
}

/**
 * The company's permissions as one user gets them at sign-in: the office gets them as they are; for a crew leader
 * every other entry is hidden (and closed, but for the areas of crewLeaderScreens), and so is a section left with
 * nothing to show. The server refuses a crew leader's calls to those areas as well (403), so this decides what
 * shows, not what is allowed.
 */
export function permissionsForRole(permissions: CompanyPermissions, role: Role): CompanyPermissions {
  if (isOfficeRole(role)) return permissions;
  const shown = {} as CompanyPermissions;
  for (const section of permissionSections) {
    const entries = permissions[section].map((entry) =>
      crewLeaderEntries.has(entry.name) ? entry : { ...entry, enabled: entry.enabled && crewLeaderScreenEntries.has(entry.name), visible: false },
    );
    const anyShown = entries.some((entry) => entry.visible);
    shown[section] = anyShown ? entries : entries.map((entry) => ({ ...entry, parent: { ...entry.parent, visible: false } }));
  }
  return shown;
}
