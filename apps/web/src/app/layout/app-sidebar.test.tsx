import type { Company, User } from '@groundwork/domain/auth';
import { defaultCompanyPermissions } from '@groundwork/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aTicket } from '@/features/tickets/ticket-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

/** SPEC.md §2 Sidebar, written out independently of the app's own table. */
const mainLinks: [string, string][] = [
  ['Dashboard', '/dashboard'],
  ['Orders', '/orders'],
  ['Services', '/services'],
  ['Tasks & Assignments', '/tickets'],
  ['Equipment Management', '/equipment-management'],
  ['Online Store', '/online-store'],
  ['Reporting', '/reporting'],
  ['Dispatch End of Day', '/dispatch-end-of-day'],
  ['Invoices', '/invoices'],
  ['Budget Pricing', '/budget-pricing'],
  ['Sales Tax', '/sales-tax'],
  ['Income Divisions', '/income-divisions'],
  ['Integrations', '/integrations'],
];
const customerLinks: [string, string][] = [
  ['Customers', '/customers'],
  ['Leads', '/leads'],
  ['Estimates', '/estimates'],
];
const companyLinks: [string, string][] = [
  ['Company Information', '/company-information'],
  ['Employees', '/employees'],
  ['Crews', '/crews'],
  ['Custom Fields', '/custom-fields'],
  ['Estimate Templates', '/estimate-templates'],
  ['Document Editor', '/document-editor'],
  ['Lead Sources', '/lead-sources'],
  ['Products', '/products'],
  ['Subcontractors', '/subcontractors'],
  ['Equipment', '/equipment'],
  ['Chemical Tracking', '/chemical-tracking'],
  ['Rounds', '/rounds'],
  ['Income Divisions', '/income-divisions'],
  ['Sales Tax', '/sales-tax'],
];
const growthLinks: [string, string][] = [
  ['Accountability', '/accountability'],
  ['Business Health Scorecard', '/business-health-scorecard'],
  ['Company Scorecard', '/company-scorecard'],
  ['Coaching', '/coaching'],
];
const businessDevelopmentLinks: [string, string][] = [
  ['Business Development', '/business-development'],
  ['Profit Accelerator', '/business-development/growth-planner'],
  ['Growth Planner', '/business-development/growth-ceiling'],
  ['Org Chart', '/business-development/org-chart'],
  ['People Development', '/business-development/people'],
  ['Marketing Plan', '/business-development/marketing-plan'],
  ['Mission, Purpose & Values', '/business-development/company-mission-purpose-values'],
  ['Meetings', '/business-development/meetings'],
  ['Annual & Quarterly Planning', '/business-development/tasks'],
];

function hrefsOf(container: HTMLElement): [string, string][] {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace('Coming Soon', '').trim() ?? '', link.getAttribute('href') ?? '']);
}

async function openDashboard({ user = aUser(), company = aCompany() }: { user?: User; company?: Company } = {}) {
  storeSession({ user, company });
  const server = mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'POST /api/v2/auth/logout': ok(null),
  });
  const rendered = renderApp('/dashboard');
  await screen.findByRole('button', { name: 'Toggle Sidebar' });
  return { ...rendered, server };
}

function sidebar(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-sidebar="sidebar"]');
  if (!element) throw new Error('no sidebar');
  return element;
}

describe('AppSidebar (SPEC.md §2)', () => {
  it('lists every entry of SPEC.md §2, group by group, with its path', async () => {
    await openDashboard();
    const nav = within(sidebar()).getByRole('navigation', { name: 'Main navigation' });

    const groups = within(nav).getAllByRole('group');
    const [customers, company, growth, businessDevelopment] = groups;
    expect(customers).toHaveAccessibleName('Customers');
    expect(company).toHaveAccessibleName('Company');
    expect(growth).toHaveAccessibleName('Growth and Development');
    expect(businessDevelopment).toHaveAccessibleName('Business Development');

    expect(hrefsOf(customers!)).toEqual(customerLinks);
    expect(hrefsOf(company!)).toEqual(companyLinks);
    expect(hrefsOf(growth!)).toEqual(growthLinks);
    expect(hrefsOf(businessDevelopment!)).toEqual(businessDevelopmentLinks);

    const all = hrefsOf(nav);
    expect(all.slice(0, mainLinks.length)).toEqual(mainLinks);
  });

  it("badges entries that are visible but not enabled 'Coming Soon'", async () => {
    // Every area is built: an entry the company has switched off (visible, not enabled) is badged.
    await openDashboard({ company: aCompany({ permissions: permissionsWith({ section: 'main', name: 'integrations', enabled: false }) }) });
    const nav = within(sidebar()).getByRole('navigation', { name: 'Main navigation' });

    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(within(dashboard).queryByText('Coming Soon')).not.toBeInTheDocument();
    const store = within(nav).getByRole('link', { name: 'Integrations' });
    expect(within(store).getByText('Coming Soon')).toBeInTheDocument();
    expect(store).toHaveAccessibleDescription('Coming Soon');
  });

  it('drops the badge once an entry is enabled', async () => {
    const permissions = permissionsWith({ section: 'main', name: 'orders', enabled: true });
    await openDashboard({ company: aCompany({ permissions }) });
    const orders = within(sidebar()).getByRole('link', { name: 'Orders' });
    expect(within(orders).queryByText('Coming Soon')).not.toBeInTheDocument();
  });

  it('hides a section that is not visible, and an entry that is not visible', async () => {
    const permissions = permissionsWith({ section: 'company', parentVisible: false });
    permissions.customer = permissions.customer.map((entry) => (entry.name === 'leads' ? { ...entry, visible: false } : entry));
    await openDashboard({ company: aCompany({ permissions }) });

    const nav = within(sidebar()).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('group', { name: 'Company' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Company Information' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Leads' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Customers' })).toBeInTheDocument();
  });

  it('shows the Business Development group only while the fifth coaching entry is visible', async () => {
    const permissions = defaultCompanyPermissions();
    permissions.coaching = permissions.coaching.map((entry, index) => (index === 4 ? { ...entry, visible: false } : entry));
    await openDashboard({ company: aCompany({ permissions }) });

    expect(within(sidebar()).queryByRole('link', { name: 'Business Development' })).not.toBeInTheDocument();
    expect(within(sidebar()).queryByRole('link', { name: 'Profit Accelerator' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Coaching' })).toBeInTheDocument();
  });

  it('counts my open tasks beside Tasks & Assignments (none shown at 0) and counts again when a task is added', async () => {
    const user = aUser();
    const company = aCompany();
    storeSession({ user, company });
    let mine = 0;
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/tickets': (request) =>
        ok({ tickets: [], pagination: { page: 1, limit: Number(request.url.searchParams.get('limit')), total: request.url.searchParams.get('mine') === 'true' ? mine : 0 } }),
      'POST /api/v2/tickets': () => {
        mine += 1;
        return ok({ ticket: aTicket({ number: 1042, title: 'Call the Larsons back' }) }, 201);
      },
    });
    const { user: person } = renderApp('/tickets');
    await screen.findByRole('heading', { level: 1, name: 'Tasks & Assignments' });
    const link = within(sidebar()).getByRole('link', { name: 'Tasks & Assignments' });
    expect(within(link).queryByText('Coming Soon')).not.toBeInTheDocument();
    const countCalls = () => server.calls('GET', '/api/v2/tickets').filter((request) => request.url.searchParams.get('mine') === 'true');
    await waitFor(() => expect(countCalls()).toHaveLength(1));
    expect(Object.fromEntries(countCalls()[0]!.url.searchParams)).toEqual({ mine: 'true', status: 'active', page: '1', limit: '1' });
    expect(within(sidebar()).queryByTestId('my-open-tasks-count')).not.toBeInTheDocument();
    expect(link).not.toHaveAccessibleDescription();

    await person.type(screen.getByLabelText('New task'), 'Call the Larsons back{Enter}');
    await waitFor(() => expect(within(sidebar()).getByTestId('my-open-tasks-count')).toHaveTextContent('1'));
    expect(link).toHaveAccessibleDescription('1 open task assigned to you');
    expect(countCalls()).toHaveLength(2);
  });

  it('opens the training portal in a new tab', async () => {
    await openDashboard();
    const portal = within(sidebar()).getByRole('link', { name: /Training Portal/ });
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(portal.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('hides the training portal when its section is not visible', async () => {
    await openDashboard({ company: aCompany({ permissions: permissionsWith({ section: 'training', parentVisible: false }) }) });
    expect(within(sidebar()).queryByRole('link', { name: /Training Portal/ })).not.toBeInTheDocument();
  });

  it('collapses and expands with Ctrl+B and remembers it in the sidebar_state cookie', async () => {
    const { user } = await openDashboard();
    const wrapper = sidebar().closest('[data-state]');
    expect(wrapper).toHaveAttribute('data-state', 'expanded');

    await user.keyboard('{Control>}b{/Control}');
    expect(wrapper).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(wrapper).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles with the Toggle Sidebar button and starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    const { user } = await openDashboard();
    const wrapper = sidebar().closest('[data-state]');
    expect(wrapper).toHaveAttribute('data-state', 'collapsed');

    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(wrapper).toHaveAttribute('data-state', 'expanded');
  });

  it("shows the user's initial, name and company in the footer", async () => {
    await openDashboard();
    const footer = within(sidebar());
    expect(footer.getByTestId('user-initial')).toHaveTextContent('D');
    expect(footer.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(footer.getAllByText('Demo Landscaping').length).toBeGreaterThan(0);
    expect(footer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(footer.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/outbox');
  });

  it("names a user without a name 'Simple Estimate' and hides the Outbox from non-admins", async () => {
    await openDashboard({ user: aUser({ firstName: '', lastName: '', role: 'estimator' }) });
    expect(within(sidebar()).getByText('Simple Estimate')).toBeInTheDocument();
    expect(within(sidebar()).getByTestId('user-initial')).toHaveTextContent('S');
    expect(within(sidebar()).queryByRole('link', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('logs out and goes to /login', async () => {
    const { user, router, server } = await openDashboard();

    await user.click(within(sidebar()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Log in to Groundwork' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls('POST', '/api/v2/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('company')).toBeNull();
  });

  it('after logging out from a page, signing in again opens the dashboard rather than that page', async () => {
    const user = aUser();
    const company = aCompany();
    storeSession({ user, company });
    mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/auth/profile': ok({ user }),
      'POST /api/v2/auth/logout': ok(null),
      'POST /api/v2/authentication_tokens/create': ok({ token: 'next.session.token', user, company }),
    });
    const { router, user: person } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });

    await person.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Log in to Groundwork' });
    await person.type(screen.getByLabelText('Email'), 'owner@demo-landscaping.test');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Dana$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('still logs out locally when the server cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router, server } = await openDashboard();
    server.fetch.mockImplementation(async () => fail(503, 'The service is temporarily unavailable.', 'DATABASE_UNAVAILABLE'));

    await user.click(within(sidebar()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything());
  });
});
