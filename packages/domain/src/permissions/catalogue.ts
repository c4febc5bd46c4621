/**
 * The company permission catalogue of SPEC.md §3/§6: seven sections, each with its entries.
 * An entry's name is a route's first path segment with dashes turned to underscores.
 * Areas not built yet are seeded visible but not enabled, so the sidebar shows 'Coming Soon';
 * each area enables its entry in `builtEntries` when it lands.
 */
export const permissionSections = [
  'top',
  'main',
  'customer',
  'company',
  'training',
  'growth_development',
  'coaching',
] as const;
export type PermissionSection = (typeof permissionSections)[number];

export const permissionCatalogue: Record<PermissionSection, readonly string[]> = {
  top: ['dashboard', 'profile', 'outbox'],
  main: [
    'orders',
    'services',
    'tickets',
    'equipment_management',
    'online_store',
    'reporting',
    'dispatch_end_of_day',
    'invoices',
    'budget_pricing',
    'sales_tax',
    'income_divisions',
    'integrations',
  ],
  customer: ['customers', 'leads', 'estimates', 'custom_fields_detail'],
  company: [
    'company_information',
    'employees',
    'crews',
    'custom_fields',
    'estimate_templates',
    'document_editor',
    'lead_sources',
    'products',
    'subcontractors',
    'equipment',
    'chemical_tracking',
    'rounds',
    'income_divisions',
    'sales_tax',
  ],
  training: ['training_portal'],
  growth_development: ['accountability', 'business_health_scorecard', 'company_scorecard', 'coaching'],
  // The Business Development group depends on the fifth coaching entry (business_development) being visible.
  coaching: ['business_accelerator', 'profit_accelerator', 'revenue_accelerator', 'growth_planner', 'business_development'],
};

/** The coaching entry whose visibility shows or hides the Business Development group. */
export const BUSINESS_DEVELOPMENT_ENTRY_INDEX = 4;

/** Entries whose screens exist. Everything else is seeded 'Coming Soon'. */
export const builtEntries: ReadonlySet<string> = new Set([
  'dashboard',
  'profile',
  'outbox',
  'training_portal',
  'customers',
  'leads',
  'custom_fields_detail',
  'custom_fields',
  'lead_sources',
  'company_information',
  'sales_tax',
  'income_divisions',
  'budget_pricing',
  'employees',
  'crews',
  'services',
  // The price book (issue 5).
  'equipment',
  'equipment_management',
  'products',
  'subcontractors',
  // Estimates, their templates and proposals (issue 6).
  'estimates',
  'estimate_templates',
  // Work orders (the crew's sheet of a visit, and one-off work).
  'orders',
  // Rounds: ordered lists of properties a crew visits on a rhythm (issue 14).
  'rounds',
  // The crew leader's day, the office's end-of-day review and timesheets (issue 14).
  'dispatch_end_of_day',
  // Invoices, payments and receivables: the invoicing assistant, batches, the client's invoice page (issue 15).
  'invoices',
  // Tasks & Assignments: callbacks, upsell leads, office jobs and upkeep, with checklists, comments and repeats (issue 16).
  'tickets',
  // Chemical application records: every pesticide and fertiliser application as the state asks, the customer's copy,
  // the lawn sign and the records report (issue 16).
  'chemical_tracking',
  // Reporting: budget vs actual, job costing, sales, revenue, receivables, crews and sales tax; the dashboard's KPI cards (issue 17).
  'reporting',
  // Business Development pages built: the org chart, the direction and the profit accelerator; the web sidebar keeps
  // 'Coming Soon' on the rest (nav-entries `built`).
  'business_development',
  // The profit accelerator's own routes (issue 18): the same screen as /business-development/growth-planner.
  'profit_accelerator',
  'revenue_accelerator',
  // The company scorecard: weekly measurables, typed or filling themselves from the reports (issue 18).
  'company_scorecard',
  // The business health scorecard (issue 18): /accountability and /business-health-scorecard share its screen.
  'accountability',
  'business_health_scorecard',
  // Coaching (issue 19): the programme, the sessions with the coach, and the coaching section's growth planner entry
  // (/growth-planner, the profit accelerator's screen like /business-development/growth-planner).
  'business_accelerator',
  'coaching',
  'growth_planner',
  // The document editor and SOPs (issue 19): /document-editor, /business-development/sops.
  'document_editor',
  // Integrations (issue 20): webhooks, calendar feeds, API keys, QuickBooks and the lead-capture forms.
  'integrations',
  // The online store (issue 20): /online-store, /{product} and the public storefront /store/{slug}.
  'online_store',
]);

/** Entries that exist for routing but never appear as sidebar links. */
export const hiddenEntries: ReadonlySet<string> = new Set(['profile', 'outbox']);
