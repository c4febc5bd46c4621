import { permissionCatalogue, permissionSections, routeEntryName } from '@groundwork/domain/permissions';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, STORE_LISTING_ROUTE_ID } from '@/lib/paths';
import RouteErrorScreen from './routes/misc/not-found';

/** Each screen is its own chunk, loaded when its route is first visited. */
function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function RouteFallback() {
  return <PageSpinner className="min-h-svh" />;
}

/**
 * First path segments the app knows (dashes as underscores): every permission entry, plus the
 * routes of SPEC.md §2 without an entry of their own. Anything else is a 404.
 */
const knownEntryNames: ReadonlySet<string> = new Set([
  ...permissionSections.flatMap((section) => permissionCatalogue[section]),
  'coming_soon',
  'onboarding',
]);

export function isKnownAppPath(pathname: string): boolean {
  return knownEntryNames.has(routeEntryName(pathname));
}

/**
 * The catch-all under the guarded layout: areas not built yet are left to the route-access check
 * (→ /coming-soon); a path that belongs to no area is 'Unexpected Application Error!' / '404 Not Found'.
 */
function unknownRouteLoader({ request }: LoaderFunctionArgs) {
  if (!isKnownAppPath(new URL(request.url).pathname)) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

/**
 * /{product}: a single segment that no area of the app owns is a listing's address when the company's store has it;
 * otherwise it keeps today's unknown-route behaviour (404), and an area not built yet its Coming Soon.
 */
async function storeListingLoader({ request, params }: LoaderFunctionArgs) {
  if (isKnownAppPath(new URL(request.url).pathname)) return null;
  const { getListingBySlug } = await import('@/features/store/api/online-store');
  try {
    const { listing } = await getListingBySlug(params.product ?? '', request.signal);
    return { slug: listing.slug, title: listing.title };
  } catch {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorScreen />,
    HydrateFallback: RouteFallback,
    children: [
      { path: paths.login, lazy: lazyRoute(() => import('./routes/auth/login')) },
      { path: paths.forgotPassword, lazy: lazyRoute(() => import('./routes/auth/forgot-password')) },
      { path: paths.resetPassword, lazy: lazyRoute(() => import('./routes/auth/reset-password')) },
      { path: paths.confirmEmail, lazy: lazyRoute(() => import('./routes/auth/confirm-email')) },
      { path: '/legal/:type', lazy: lazyRoute(() => import('./routes/legal/legal-document')) },
      // The client's proposal page (issue 6): public, no sign-in, none of the app around it.
      { path: '/proposal/:token', lazy: lazyRoute(() => import('./routes/proposals/public-proposal')) },
      // The client's invoice page (issue 15): public like the proposal.
      { path: '/invoice/:token', lazy: lazyRoute(() => import('./routes/invoices/public-invoice')) },
      // A job posting's apply page (issue 19): public like the proposal, reached by the posting's link.
      { path: '/apply/:token', lazy: lazyRoute(() => import('./routes/hiring/public-apply')) },
      // A lead form's hosted page (issue 20): public like the apply page, reached by the form's link or in an iframe.
      { path: '/form/:token', lazy: lazyRoute(() => import('./routes/forms/public-form')) },
      // A company's storefront (issue 20): public, by the store's address, linked from the company's website.
      { path: '/store/:slug', lazy: lazyRoute(() => import('./routes/store/public-store')) },
      {
        id: 'guarded',
        lazy: lazyRoute(() => import('./layout/guarded-layout')),
        children: [
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          { path: 'dashboard', handle: { title: 'Dashboard' }, lazy: lazyRoute(() => import('./routes/dashboard/dashboard')) },
          { path: 'profile', handle: { title: 'Profile' }, lazy: lazyRoute(() => import('./routes/profile/profile')) },
          { path: 'outbox', handle: { title: 'Outbox' }, lazy: lazyRoute(() => import('./routes/outbox/outbox')) },
          { path: 'employees', handle: { title: 'Employees' }, lazy: lazyRoute(() => import('./routes/employees/employees')) },
          { path: 'crews', handle: { title: 'Crews' }, lazy: lazyRoute(() => import('./routes/crews/crews')) },
          { path: 'business-development/org-chart', handle: { title: 'Org Chart' }, lazy: lazyRoute(() => import('./routes/org-chart/org-chart')) },
          {
            path: 'business-development/org-chart/role-responsibilities/:positionId',
            handle: { title: 'Role and Responsibilities' },
            lazy: lazyRoute(() => import('./routes/org-chart/role-responsibilities')),
          },
          // One screen, four routes (SPEC.md §2): the coaching section's three entries and the Business Development page.
          ...['business-development/growth-planner', 'profit-accelerator', 'revenue-accelerator', 'growth-planner'].map((path) => ({
            path,
            handle: { title: 'Profit Accelerator' },
            lazy: lazyRoute(() => import('./routes/growth/profit-accelerator')),
          })),
          // One screen, two routes (SPEC.md §2): the Growth and Development group's Accountability and Business Health Scorecard.
          ...['accountability', 'business-health-scorecard'].map((path) => ({
            path,
            handle: { title: 'Business Health Scorecard' },
            lazy: lazyRoute(() => import('./routes/growth/health-scorecard')),
          })),
          { path: 'business-development/purpose', handle: { title: 'Purpose' }, lazy: lazyRoute(() => import('./routes/direction/purpose')) },
          { path: 'business-development/values', handle: { title: 'Core Values' }, lazy: lazyRoute(() => import('./routes/direction/values')) },
          { path: 'business-development/vision', handle: { title: 'Vision' }, lazy: lazyRoute(() => import('./routes/direction/vision')) },
          { path: 'business-development/mission', handle: { title: 'Mission' }, lazy: lazyRoute(() => import('./routes/direction/mission')) },
          {
            path: 'business-development/company-mission-purpose-values',
            handle: { title: 'Mission, Purpose & Values' },
            lazy: lazyRoute(() => import('./routes/direction/direction-plan')),
          },
          // The company scorecard (issue 18) and the page that defines its measurables.
          { path: 'company-scorecard', handle: { title: 'Company Scorecard' }, lazy: lazyRoute(() => import('./routes/scorecard/company-scorecard')) },
          {
            path: 'business-development/performance-metrics',
            handle: { title: 'Performance Metrics' },
            lazy: lazyRoute(() => import('./routes/scorecard/performance-metrics')),
          },
          { path: 'business-development/budget-projections', handle: { title: 'Budget Projections' }, lazy: lazyRoute(() => import('./routes/growth/budget-projections')) },
          // Coaching (issue 18): the suite's landing page, the programme and the sessions with the coach.
          { path: 'business-development', handle: { title: 'Business Development' }, lazy: lazyRoute(() => import('./routes/coaching/business-development')) },
          { path: 'business-accelerator', handle: { title: 'Business Accelerator' }, lazy: lazyRoute(() => import('./routes/coaching/business-accelerator')) },
          { path: 'coaching', handle: { title: 'Coaching' }, lazy: lazyRoute(() => import('./routes/coaching/coaching')) },
          // Meetings (issue 18): the list, one page per kind, and a meeting run in the app.
          { path: 'business-development/meetings', handle: { title: 'Meetings' }, lazy: lazyRoute(() => import('./routes/meetings/meetings')) },
          { path: 'business-development/meetings/weekly-leadership', handle: { title: 'Weekly Leadership Meeting' }, lazy: lazyRoute(() => import('./routes/meetings/weekly-leadership')) },
          { path: 'business-development/meetings/department-checkin', handle: { title: 'Department Check-in' }, lazy: lazyRoute(() => import('./routes/meetings/department-checkin')) },
          { path: 'business-development/meetings/quarterly-review', handle: { title: 'Quarterly Review' }, lazy: lazyRoute(() => import('./routes/meetings/quarterly-review')) },
          { path: 'business-development/meetings/:meetingId', handle: { title: 'Meeting' }, lazy: lazyRoute(() => import('./routes/meetings/meeting')) },
          { path: 'business-development/growth-ceiling', handle: { title: 'Growth Planner' }, lazy: lazyRoute(() => import('./routes/growth/growth-planner')) },
          // Annual and quarterly planning (issue 18): the Big 3 and the goals-and-to-dos page.
          { path: 'business-development/big3', handle: { title: 'Big 3' }, lazy: lazyRoute(() => import('./routes/planning/big3')) },
          { path: 'business-development/tasks', handle: { title: 'Annual & Quarterly Planning' }, lazy: lazyRoute(() => import('./routes/planning/planning')) },
          // Hiring (issue 19, people development): postings and their candidates, the question bank, the scorecard.
          { path: 'business-development/people/job-postings', handle: { title: 'Job Postings' }, lazy: lazyRoute(() => import('./routes/hiring/job-postings')) },
          { path: 'business-development/people/job-postings/:postingId', handle: { title: 'Job Posting' }, lazy: lazyRoute(() => import('./routes/hiring/job-posting')) },
          { path: 'business-development/people/interview-questions', handle: { title: 'Interview Questions' }, lazy: lazyRoute(() => import('./routes/hiring/interview-questions')) },
          { path: 'business-development/people/interview-scorecard', handle: { title: 'Interview Scorecard' }, lazy: lazyRoute(() => import('./routes/hiring/interview-scorecard')) },
          // Business Development pages share one permission entry; those not built yet (nav-entries.ts `built: false`) go to /coming-soon.
          // Marketing (issue 19): the plan, its channels, the ideal client, campaigns and content.
          { path: 'business-development/marketing-plan', handle: { title: 'Marketing Plan' }, lazy: lazyRoute(() => import('./routes/marketing/marketing-plan')) },
          { path: 'business-development/marketing-plan/channels', handle: { title: 'Marketing Channels' }, lazy: lazyRoute(() => import('./routes/marketing/channels')) },
          { path: 'business-development/ideal-client-avatar', handle: { title: 'Ideal Client Avatar' }, lazy: lazyRoute(() => import('./routes/marketing/ideal-client-avatar')) },
          { path: 'business-development/campaign-calendar', handle: { title: 'Campaign Calendar' }, lazy: lazyRoute(() => import('./routes/marketing/campaign-calendar')) },
          { path: 'business-development/content-strategy', handle: { title: 'Content Strategy' }, lazy: lazyRoute(() => import('./routes/marketing/content-strategy')) },
          // People Development (issue 19): the hub and the pages that grow the people the company has.
          { path: 'business-development/sops', handle: { title: 'SOPs' }, lazy: lazyRoute(() => import('./routes/documents/sops')) },
          { path: 'business-development/sops/:sopId', handle: { title: 'SOP' }, lazy: lazyRoute(() => import('./routes/documents/sop')) },
          { path: 'business-development/people', handle: { title: 'People Development' }, lazy: lazyRoute(() => import('./routes/people-development/people')) },
          { path: 'business-development/people/30-day-onboarding', handle: { title: '30-Day Onboarding' }, lazy: lazyRoute(() => import('./routes/people-development/thirty-day-onboarding')) },
          { path: 'business-development/people/one-on-one-meetings', handle: { title: 'One-on-One Meetings' }, lazy: lazyRoute(() => import('./routes/people-development/one-on-one-meetings')) },
          { path: 'business-development/people/quarterly-reviews', handle: { title: 'Quarterly Reviews' }, lazy: lazyRoute(() => import('./routes/people-development/quarterly-reviews')) },
          { path: 'business-development/*', element: <Navigate to={paths.comingSoon} replace /> },
          { path: 'company-information', handle: { title: 'Company Information' }, lazy: lazyRoute(() => import('./routes/company-information/company-information')) },
          { path: 'company-information/edit', handle: { title: 'Edit Company Information' }, lazy: lazyRoute(() => import('./routes/company-information/company-information-edit')) },
          { path: 'onboarding', handle: { title: 'Set up your company' }, lazy: lazyRoute(() => import('./routes/onboarding/onboarding')) },
          { path: 'sales-tax', handle: { title: 'Sales Tax' }, lazy: lazyRoute(() => import('./routes/sales-tax/sales-tax')) },
          { path: 'document-editor', handle: { title: 'Document Editor' }, lazy: lazyRoute(() => import('./routes/documents/document-editor')) },
          { path: 'income-divisions', handle: { title: 'Income Divisions' }, lazy: lazyRoute(() => import('./routes/income-divisions/income-divisions')) },
          { path: 'budget-pricing', handle: { title: 'Budget Pricing' }, lazy: lazyRoute(() => import('./routes/overhead/budget-pricing')) },
          { path: 'services', handle: { title: 'Services' }, lazy: lazyRoute(() => import('./routes/services/services')) },
          { path: 'services/:serviceId', handle: { title: 'Service' }, lazy: lazyRoute(() => import('./routes/services/service-detail')) },
          { path: 'coming-soon', handle: { title: 'Coming Soon' }, lazy: lazyRoute(() => import('./routes/misc/coming-soon')) },
          // Customers & leads (issue 3)
          { path: 'customers', handle: { title: 'Customers' }, lazy: lazyRoute(() => import('./routes/customers/customers')) },
          { path: 'customers/new', handle: { title: 'New customer' }, lazy: lazyRoute(() => import('./routes/customers/customer-new')) },
          { path: 'customers/import', handle: { title: 'Import customers' }, lazy: lazyRoute(() => import('./routes/customers/customer-import')) },
          { path: 'customers/edit/:customerId', handle: { title: 'Edit customer' }, lazy: lazyRoute(() => import('./routes/customers/customer-edit')) },
          { path: 'customers/:customerId', handle: { title: 'Customer' }, lazy: lazyRoute(() => import('./routes/customers/customer-detail')) },
          { path: 'customers/:customerId/schedule-job', handle: { title: 'Schedule job' }, lazy: lazyRoute(() => import('./routes/customers/schedule-job')) },
          { path: 'leads', handle: { title: 'Leads' }, lazy: lazyRoute(() => import('./routes/leads/leads')) },
          { path: 'leads/new', handle: { title: 'New lead' }, lazy: lazyRoute(() => import('./routes/leads/lead-new')) },
          { path: 'leads/edit/:leadId', handle: { title: 'Edit lead' }, lazy: lazyRoute(() => import('./routes/leads/lead-edit')) },
          { path: 'leads/:leadId', handle: { title: 'Lead' }, lazy: lazyRoute(() => import('./routes/leads/lead-detail')) },
          { path: 'custom-fields', handle: { title: 'Custom fields' }, lazy: lazyRoute(() => import('./routes/custom-fields/custom-fields')) },
          {
            path: 'custom-fields-detail/:clientType/:clientId',
            handle: { title: 'Custom fields' },
            lazy: lazyRoute(() => import('./routes/custom-fields/custom-fields-detail')),
          },
          // Integrations (issue 20): webhooks, calendar feeds, accounting, API keys; the lead-capture forms under them.
          { path: 'integrations', handle: { title: 'Integrations' }, lazy: lazyRoute(() => import('./routes/integrations/integrations')) },
          { path: 'integrations/form-creation', handle: { title: 'Lead-capture forms' }, lazy: lazyRoute(() => import('./routes/forms/form-creation')) },
          { path: 'lead-sources', handle: { title: 'Lead sources' }, lazy: lazyRoute(() => import('./routes/lead-sources/lead-sources')) },
          // The price book (issue 5)
          { path: 'equipment', handle: { title: 'Equipment' }, lazy: lazyRoute(() => import('./routes/equipment/equipment')) },
          { path: 'equipment-management', handle: { title: 'Equipment Management' }, lazy: lazyRoute(() => import('./routes/equipment/equipment-management')) },
          { path: 'products', handle: { title: 'Products' }, lazy: lazyRoute(() => import('./routes/products/products')) },
          { path: 'subcontractors', handle: { title: 'Subcontractors' }, lazy: lazyRoute(() => import('./routes/subcontractors/subcontractors')) },
          { path: 'subcontractors/new', handle: { title: 'New subcontractor' }, lazy: lazyRoute(() => import('./routes/subcontractors/subcontractor-new')) },
          { path: 'subcontractors/edit/:id', handle: { title: 'Edit subcontractor' }, lazy: lazyRoute(() => import('./routes/subcontractors/subcontractor-edit')) },
          { path: 'subcontractors/:id', handle: { title: 'Subcontractor' }, lazy: lazyRoute(() => import('./routes/subcontractors/subcontractor-detail')) },
          // Estimates, their proposals and templates (issue 6)
          { path: 'estimates', handle: { title: 'Estimates' }, lazy: lazyRoute(() => import('./routes/estimates/estimates')) },
          { path: 'estimates/create/customer/:customerId', handle: { title: 'New estimate' }, lazy: lazyRoute(() => import('./routes/estimates/estimate-create-customer')) },
          { path: 'estimates/create/lead/:leadId', handle: { title: 'New estimate' }, lazy: lazyRoute(() => import('./routes/estimates/estimate-create-lead')) },
          { path: 'estimates/:estimateId', handle: { title: 'Estimate' }, lazy: lazyRoute(() => import('./routes/estimates/estimate-detail')) },
          { path: 'estimate-templates', handle: { title: 'Estimate Templates' }, lazy: lazyRoute(() => import('./routes/templates/templates')) },
          { path: 'estimate-templates/new', handle: { title: 'New estimate template' }, lazy: lazyRoute(() => import('./routes/templates/template-new')) },
          { path: 'estimate-templates/:templateId', handle: { title: 'Estimate template' }, lazy: lazyRoute(() => import('./routes/templates/template-detail')) },
          // Work orders (operations)
          { path: 'orders', handle: { title: 'Work orders' }, lazy: lazyRoute(() => import('./routes/orders/orders')) },
          { path: 'orders/board', handle: { title: 'Schedule board' }, lazy: lazyRoute(() => import('./routes/orders/schedule-board')) },
          { path: 'orders/edit/:orderId', handle: { title: 'Edit work order' }, lazy: lazyRoute(() => import('./routes/orders/order-edit')) },
          { path: 'orders/:orderId', handle: { title: 'Work order' }, lazy: lazyRoute(() => import('./routes/orders/order-detail')) },
          // Tasks & Assignments (issue 16): list and board, the open task in `?open=`.
          { path: 'tickets', handle: { title: 'Tasks & Assignments' }, lazy: lazyRoute(() => import('./routes/tickets/tickets')) },
          // Chemical application records (issue 16): records, report and state settings, the open record in `?open=`.
          { path: 'chemical-tracking', handle: { title: 'Chemical Tracking' }, lazy: lazyRoute(() => import('./routes/chemical-tracking/chemical-tracking')) },
          { path: 'reporting', handle: { title: 'Reporting' }, lazy: lazyRoute(() => import('./routes/reporting/reporting')) },
          // Invoices (issue 15)
          { path: 'invoices', handle: { title: 'Invoices' }, lazy: lazyRoute(() => import('./routes/invoices/invoices')) },
          { path: 'invoices/new', handle: { title: 'New invoice' }, lazy: lazyRoute(() => import('./routes/invoices/invoice-new')) },
          { path: 'invoices/settings', handle: { title: 'Invoice settings' }, lazy: lazyRoute(() => import('./routes/invoices/invoice-settings')) },
          { path: 'invoices/edit/:invoiceId', handle: { title: 'Edit invoice' }, lazy: lazyRoute(() => import('./routes/invoices/invoice-edit')) },
          { path: 'invoices/:invoiceId', handle: { title: 'Invoice' }, lazy: lazyRoute(() => import('./routes/invoices/invoice-detail')) },
          // Rounds (operations)
          { path: 'rounds', handle: { title: 'Rounds' }, lazy: lazyRoute(() => import('./routes/rounds/rounds')) },
          { path: 'rounds/new', handle: { title: 'New round' }, lazy: lazyRoute(() => import('./routes/rounds/round-edit')) },
          { path: 'rounds/:roundId', handle: { title: 'Round' }, lazy: lazyRoute(() => import('./routes/rounds/round-edit')) },
          // End of day (issue 14): the crew leader's day, the office's review and timesheets.
          { path: 'dispatch-end-of-day', handle: { title: 'Dispatch End of Day' }, lazy: lazyRoute(() => import('./routes/dispatch/dispatch-end-of-day')) },
          // The online store (issue 20): the office's screen, and /{product} — one listing by its address (below).
          { path: 'online-store', handle: { title: 'Online Store' }, lazy: lazyRoute(() => import('./routes/store/online-store')) },
          { id: STORE_LISTING_ROUTE_ID, path: ':product', loader: storeListingLoader, handle: { title: 'Listing' }, lazy: lazyRoute(() => import('./routes/store/listing')) },
          { path: '*', loader: unknownRouteLoader, lazy: lazyRoute(() => import('./routes/misc/coming-soon')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
