import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionCatalogue, permissionSections } from './catalogue';
import type { CompanyPermissions } from './permission.schemas';
import {
  canAccessRoute,
  defaultCompanyPermissions,
  entryDisplay,
  isBusinessDevelopmentVisible,
  isSectionVisible,
  permissionsForRole,
  routeEntryName,
} from './route-access';

/** Every app route of SPEC.md §2 with the entry that guards it. */
const specRoutes: Array<[route: string, entry: string]> = [
  ['/dashboard', 'dashboard'],
  ['/profit-accelerator', 'profit_accelerator'],
  ['/revenue-accelerator', 'revenue_accelerator'],
  ['/customers', 'customers'],
  ['/customers/new', 'customers'],
  ['/customers/edit/7b0c', 'customers'],
  ['/customers/7b0c', 'customers'],
  ['/customers/7b0c/schedule-job', 'customers'],
  ['/custom-fields-detail/customer/7b0c', 'custom_fields_detail'],
  ['/leads', 'leads'],
  ['/leads/new', 'leads'],
  ['/leads/edit/9', 'leads'],
  ['/leads/9', 'leads'],
  ['/estimates', 'estimates'],
  ['/estimates/create/customer/1', 'estimates'],
  ['/estimates/create/lead/1', 'estimates'],
  ['/estimates/1', 'estimates'],
  ['/estimate-templates', 'estimate_templates'],
  ['/estimate-templates/new', 'estimate_templates'],
  ['/estimate-templates/3', 'estimate_templates'],
  ['/invoices', 'invoices'],
  ['/orders', 'orders'],
  ['/orders/5', 'orders'],
  ['/orders/edit/5', 'orders'],
  ['/tickets', 'tickets'],
  ['/equipment-management', 'equipment_management'],
  ['/online-store', 'online_store'],
  ['/integrations', 'integrations'],
  ['/integrations/form-creation', 'integrations'],
  ['/company-information', 'company_information'],
  ['/company-information/edit', 'company_information'],
  ['/crews', 'crews'],
  ['/employees', 'employees'],
  ['/chemical-tracking', 'chemical_tracking'],
  ['/services', 'services'],
  ['/services/8', 'services'],
  ['/products', 'products'],
  ['/subcontractors', 'subcontractors'],
  ['/subcontractors/2', 'subcontractors'],
  ['/subcontractors/new', 'subcontractors'],
  ['/subcontractors/edit/2', 'subcontractors'],
  ['/equipment', 'equipment'],
  ['/rounds', 'rounds'],
  ['/budget-pricing', 'budget_pricing'],
  ['/custom-fields', 'custom_fields'],
  ['/lead-sources', 'lead_sources'],
  ['/reporting', 'reporting'],
  ['/dispatch-end-of-day', 'dispatch_end_of_day'],
  ['/sales-tax', 'sales_tax'],
  ['/income-divisions', 'income_divisions'],
  ['/document-editor', 'document_editor'],
  ['/business-accelerator', 'business_accelerator'],
  ['/business-development', 'business_development'],
  ['/business-development/org-chart', 'business_development'],
  ['/business-development/org-chart/role-responsibilities/4', 'business_development'],
  ['/business-development/meetings', 'business_development'],
  ['/business-development/meetings/weekly-leadership', 'business_development'],
  ['/business-development/meetings/department-checkin', 'business_development'],
  ['/business-development/meetings/quarterly-review', 'business_development'],
  ['/business-development/tasks', 'business_development'],
  ['/business-development/big3', 'business_development'],
  ['/business-development/people', 'business_development'],
  ['/business-development/people/job-postings', 'business_development'],
  ['/business-development/people/interview-questions', 'business_development'],
  ['/business-development/people/interview-scorecard', 'business_development'],
  ['/business-development/people/30-day-onboarding', 'business_development'],
  ['/business-development/people/one-on-one-meetings', 'business_development'],
  ['/business-development/people/quarterly-reviews', 'business_development'],
  ['/business-development/sops', 'business_development'],
  ['/business-development/sops/12', 'business_development'],
  ['/business-development/purpose', 'business_development'],
  ['/business-development/values', 'business_development'],
  ['/business-development/vision', 'business_development'],
  ['/business-development/mission', 'business_development'],
  ['/business-development/company-mission-purpose-values', 'business_development'],
  ['/business-development/growth-planner', 'business_development'],
  ['/business-development/growth-ceiling', 'business_development'],
  ['/business-development/marketing-plan', 'business_development'],
  ['/business-development/marketing-plan/channels', 'business_development'],
  ['/business-development/budget-projections', 'business_development'],
  ['/business-development/ideal-client-avatar', 'business_development'],
  ['/business-development/campaign-calendar', 'business_development'],
  ['/business-development/performance-metrics', 'business_development'],
  ['/business-development/content-strategy', 'business_development'],
  ['/accountability', 'accountability'],
  ['/business-health-scorecard', 'business_health_scorecard'],
  ['/company-scorecard', 'company_scorecard'],
  ['/coaching', 'coaching'],
  ['/profile', 'profile'],
  ['/outbox', 'outbox'],
];

const allEntryNames = new Set(permissionSections.flatMap((section) => permissionCatalogue[section]));

function withEntry(name: string, change: { enabled?: boolean; visible?: boolean }): CompanyPermissions {
  const permissions = defaultCompanyPermissions();
  for (const section of permissionSections) {
    permissions[section] = permissions[section].map((entry) => (entry.name === name ? { ...entry, ...change } : entry));
  }
  return permissions;
}

function allEnabled(): CompanyPermissions {
  const permissions = defaultCompanyPermissions();
  for (const section of permissionSections) {
    permissions[section] = permissions[section].map((entry) => ({ ...entry, enabled: true }));
  }
  return permissions;
}

function withSection(section: (typeof permissionSections)[number], change: { enabled?: boolean; visible?: boolean }) {
  const permissions = allEnabled();
  permissions[section] = permissions[section].map((entry) => ({ ...entry, parent: { ...entry.parent, ...change } }));
  return permissions;
}

describe('routeEntryName', () => {
  it.each(specRoutes)('maps %s to the %s entry', (route, entry) => {
    expect(routeEntryName(route)).toBe(entry);
  });

  it('treats the index as the dashboard and ignores the query string', () => {
    expect(routeEntryName('/')).toBe('dashboard');
    expect(routeEntryName('/sales-tax?tab=rates')).toBe('sales_tax');
  });
});

describe('canAccessRoute', () => {
  it('has a permission entry for every route of the spec', () => {
    for (const [, entry] of specRoutes) expect(allEntryNames.has(entry), entry).toBe(true);
  });

  it.each(specRoutes)('lets %s through when every entry is enabled', (route) => {
    expect(canAccessRoute(route, allEnabled())).toBe(true);
  });

  it.each(specRoutes)('sends %s to coming soon when its entry is not enabled', (route, entry) => {
    expect(canAccessRoute(route, withEntry(entry, { enabled: false }))).toBe(false);
  });

  it.each(specRoutes)('sends %s to coming soon when its entry is hidden', (route, entry) => {
    expect(canAccessRoute(route, withEntry(entry, { visible: false }))).toBe(false);
  });

  it.each(permissionSections.flatMap((section) => [
    [section, 'disabled', { enabled: false }] as const,
    [section, 'hidden', { visible: false }] as const,
  ]))('closes every route of the %s section when the section is %s', (section, _label, change) => {
    const permissions = withSection(section, change);
    for (const name of permissionCatalogue[section]) {
      const alsoElsewhere = permissionSections.some(
        (other) => other !== section && permissionCatalogue[other].includes(name),
      );
      expect(canAccessRoute(`/${name.replaceAll('_', '-')}`, permissions)).toBe(alsoElsewhere);
    }
  });

  it('opens an entry listed in two sections when either copy is open', () => {
    const permissions = withSection('main', { enabled: false });
    expect(canAccessRoute('/sales-tax', permissions)).toBe(true);
    expect(canAccessRoute('/income-divisions', permissions)).toBe(true);
  });

  it('refuses routes that match no entry, and everything without permissions', () => {
    expect(canAccessRoute('/no-such-area', allEnabled())).toBe(false);
    expect(canAccessRoute('/dashboard', null)).toBe(false);
  });

  it('always lets a signed-in user reach the coming soon screen', () => {
    expect(canAccessRoute('/coming-soon', null)).toBe(true);
  });

  it('always lets a signed-in user reach the onboarding wizard, whatever the permissions', () => {
    expect(canAccessRoute('/onboarding', null)).toBe(true);
    expect(canAccessRoute('/onboarding', withSection('top', { enabled: false }))).toBe(true);
  });

  it('opens company information, sales tax and income divisions for a new company', () => {
    const permissions = defaultCompanyPermissions();
    for (const route of ['/company-information', '/company-information/edit', '/sales-tax', '/income-divisions']) {
      expect(canAccessRoute(route, permissions), route).toBe(true);
    }
  });

  it('opens only the built areas for a new company', () => {
    const permissions = defaultCompanyPermissions();
    expect(canAccessRoute('/dashboard', permissions)).toBe(true);
    expect(canAccessRoute('/profile', permissions)).toBe(true);
    expect(canAccessRoute('/estimates/create/customer/8f14e45f-ceea-467f-a0e6-6f1f8b2a7b10', permissions)).toBe(true);
    expect(canAccessRoute('/invoices', permissions)).toBe(true);
    expect(canAccessRoute('/tickets', permissions)).toBe(true);
    expect(canAccessRoute('/chemical-tracking', permissions)).toBe(true);
    expect(canAccessRoute('/business-accelerator', permissions)).toBe(true);
    expect(canAccessRoute('/online-store', permissions)).toBe(true);
    expect(canAccessRoute('/integrations', permissions)).toBe(true);
    // Every area is built now: one stays closed only while the company has it switched off.
    expect(canAccessRoute('/integrations', withEntry('integrations', { enabled: false }))).toBe(false);
  });

  it('opens employees, crews and the Business Development pages (the org chart) for a new company', () => {
    const permissions = defaultCompanyPermissions();
    for (const route of ['/employees', '/crews', '/business-development/org-chart', '/business-development/org-chart/role-responsibilities/4']) {
      expect(canAccessRoute(route, permissions), route).toBe(true);
    }
  });

  it('opens customers, leads, custom fields and lead sources for a new company', () => {
    const permissions = defaultCompanyPermissions();
    for (const route of ['/customers', '/customers/new', '/customers/7b0c/schedule-job', '/leads/9', '/custom-fields', '/custom-fields-detail/lead/9', '/lead-sources']) {
      expect(canAccessRoute(route, permissions), route).toBe(true);
    }
  });

  it('never opens a route whose entry or parent is closed (property)', () => {
    const entryArb = fc.record({ enabled: fc.boolean(), visible: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom(...specRoutes), entryArb, entryArb, ([route, name], entryState, parentState) => {
        const permissions = defaultCompanyPermissions();
        for (const section of permissionSections) {
          permissions[section] = permissions[section].map((entry) =>
            entry.name === name ? { ...entry, ...entryState, parent: { ...entry.parent, ...parentState } } : entry,
          );
        }
        const open = entryState.enabled && entryState.visible && parentState.enabled && parentState.visible;
        expect(canAccessRoute(route, permissions)).toBe(open);
      }),
    );
  });
});

describe('sidebar display', () => {
  it('shows built entries, badges the rest Coming Soon, and hides invisible ones', () => {
    const permissions = withEntry('leads', { visible: false });
    expect(entryDisplay(permissions, 'dashboard')).toBe('enabled');
    expect(entryDisplay(permissions, 'invoices')).toBe('enabled');
    expect(entryDisplay(permissions, 'tickets')).toBe('enabled');
    expect(entryDisplay(permissions, 'chemical_tracking')).toBe('enabled');
    expect(entryDisplay(permissions, 'reporting')).toBe('enabled');
    expect(entryDisplay(permissions, 'online_store')).toBe('enabled');
    expect(entryDisplay(permissions, 'integrations')).toBe('enabled');
    expect(entryDisplay(withEntry('integrations', { enabled: false }), 'integrations')).toBe('coming_soon');
    expect(entryDisplay(permissions, 'profit_accelerator', 'coaching')).toBe('enabled');
    expect(entryDisplay(permissions, 'growth_planner', 'coaching')).toBe('enabled');
    expect(entryDisplay(permissions, 'business_accelerator', 'coaching')).toBe('enabled');
    expect(entryDisplay(permissions, 'coaching', 'growth_development')).toBe('enabled');
    expect(entryDisplay(permissions, 'leads')).toBe('hidden');
    expect(entryDisplay(null, 'dashboard')).toBe('hidden');
  });

  it('hides a section and its items when the section is not visible', () => {
    const permissions = withSection('company', { visible: false });
    expect(isSectionVisible(permissions, 'company')).toBe(false);
    expect(entryDisplay(permissions, 'employees', 'company')).toBe('hidden');
    expect(isSectionVisible(permissions, 'customer')).toBe(true);
  });

  it('shows Business Development only while the fifth coaching entry is visible', () => {
    expect(isBusinessDevelopmentVisible(defaultCompanyPermissions())).toBe(true);
    expect(isBusinessDevelopmentVisible(withEntry('business_development', { visible: false }))).toBe(false);
    expect(isBusinessDevelopmentVisible(withEntry('business_development', { enabled: false }))).toBe(true);
  });
});

describe('permissionsForRole', () => {
  const permissions = defaultCompanyPermissions();

  it('gives the office the company’s permissions as they are', () => {
    for (const role of ['admin', 'office_manager', 'estimator', 'super_admin'] as const) {
      expect(permissionsForRole(permissions, role)).toBe(permissions);
    }
  });

  it('leaves a crew leader their day, the orders and board, their tasks, their application records, the health scorecard, their profile and training, and nothing else', () => {
    const crewLeader = permissionsForRole(permissions, 'crew_leader');
    const reachable = ['/dashboard', '/orders', '/orders/board', '/orders/7b0c', '/dispatch-end-of-day', '/tickets', '/chemical-tracking', '/accountability', '/business-health-scorecard', '/profile', '/training-portal'];
    const refused = ['/customers', '/leads/9', '/estimates', '/jobs', '/invoices', '/budget-pricing', '/services', '/employees', '/crews', '/rounds', '/company-information', '/outbox', '/company-scorecard'];
    expect(reachable.filter((route) => !canAccessRoute(route, crewLeader))).toEqual([]);
    expect(refused.filter((route) => canAccessRoute(route, crewLeader))).toEqual([]);
    expect(entryDisplay(crewLeader, 'customers')).toBe('hidden');
    expect(entryDisplay(crewLeader, 'invoices')).toBe('hidden');
    expect(entryDisplay(crewLeader, 'orders')).toBe('enabled');
  });

  it('hides the sections a crew leader has nothing in, and the Business Development group', () => {
    const crewLeader = permissionsForRole(permissions, 'crew_leader');
    expect(isSectionVisible(crewLeader, 'main')).toBe(true);
    expect(isSectionVisible(crewLeader, 'customer')).toBe(false);
    // The company section shows their application records (Chemical Tracking) and nothing else of it.
    expect(isSectionVisible(crewLeader, 'company')).toBe(true);
    expect(entryDisplay(crewLeader, 'chemical_tracking', 'company')).toBe('enabled');
    expect(entryDisplay(crewLeader, 'products', 'company')).toBe('hidden');
    expect(isBusinessDevelopmentVisible(crewLeader)).toBe(false);
  });

  it('lets a crew leader read the SOPs while Business Development is on, though the group stays hidden from them', () => {
    const crewLeader = permissionsForRole(permissions, 'crew_leader');
    for (const route of ['/business-development/sops', '/business-development/sops/5f0c2a', '/business-development/sops?department=Operations']) {
      expect(canAccessRoute(route, crewLeader, 'crew_leader'), route).toBe(true);
    }
    for (const route of ['/business-development', '/business-development/org-chart', '/business-development/sopsx', '/business-development/people/one-on-one-meetings']) {
      expect(canAccessRoute(route, crewLeader, 'crew_leader'), route).toBe(false);
    }
    // Without the role (or for the office) the hidden entry stays closed; the company turning it off closes the SOPs.
    expect(canAccessRoute('/business-development/sops', crewLeader)).toBe(false);
    expect(entryDisplay(crewLeader, 'business_development')).toBe('hidden');
    const off = permissionsForRole(withEntry('business_development', { enabled: false }), 'crew_leader');
    expect(canAccessRoute('/business-development/sops', off, 'crew_leader')).toBe(false);
  });

  it('never opens what the company has closed', () => {
    const closed = defaultCompanyPermissions();
    closed.main = closed.main.map((entry) => (entry.name === 'orders' ? { ...entry, enabled: false } : entry));
    expect(canAccessRoute('/orders', permissionsForRole(closed, 'crew_leader'))).toBe(false);
  });
});
