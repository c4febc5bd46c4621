import type { Role } from '@groundwork/domain/auth';
import { permissionsForRole } from '@groundwork/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrder, anOrderRow, greenCrewId, orderCustomerId } from '@/features/orders/order-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const at = '2027-04-01T14:00:00.000Z';
const order = anOrder();
const crew = { id: greenCrewId, name: 'Green crew', description: null, status: 'active', specialization: 'general', members: [], size: 0, loadedLaborCostPerHour: 0, createdAt: at, updatedAt: at };
const listedCustomer = {
  id: orderCustomerId,
  type: 'residential',
  displayName: 'Ann Green',
  companyName: '',
  email: '',
  phone: '',
  mobilePhone: '',
  workPhone: '',
  street: '1 Elm St',
  city: 'Edina',
  state: 'MN',
  zipCode: '55424',
  propertyStreet: '',
  status: 'active',
  leadSourceId: null,
  tags: [],
  createdAt: at,
  updatedAt: at,
};

/** A signed-in admin of a company whose Orders entry is open (catalogue.ts enables it once the server lands). */
function signedIn(routes: Parameters<typeof mockFetch>[0] = {}, { ordersEnabled = true, role = 'admin' as Role } = {}) {
  const user = aUser({ role });
  // As the server sends them: a crew leader's office areas hidden.
  const company = aCompany({ permissions: permissionsForRole(permissionsWith({ section: 'main', name: 'orders', enabled: ordersEnabled, visible: true }), role) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/orders': ok({ orders: [anOrderRow({ id: order.id })], pagination: { page: 1, limit: 50, total: 1 } }),
    [`GET /api/v2/orders/${order.id}`]: ok({ order }),
    'GET /api/v2/crews': ok({ crews: [crew], pagination: { page: 1, limit: 200, total: 1 } }),
    'GET /api/v2/services': ok({ services: [] }),
    'GET /api/v2/customers': ok({ customers: [listedCustomer], version: 1 }),
    'GET /api/v2/leads': ok({ leads: [], version: 1 }),
    ...routes,
  });
}

const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

describe('work order screens', () => {
  it('/orders for a crew leader: the list to read, their day a click away, nothing to plan and no office data asked for', async () => {
    const server = signedIn({}, { role: 'crew_leader' });
    renderApp('/orders');
    expect(await screen.findByRole('link', { name: 'WO-1042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My day' })).toHaveAttribute('href', '/dispatch-end-of-day');
    expect(screen.queryByRole('button', { name: 'New work order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Service')).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/services')).toHaveLength(0);
    expect(server.calls('GET', '/api/v2/customers')).toHaveLength(0);
  });

  it('/orders lists the work orders, with a live Orders link and the crews to filter by', async () => {
    signedIn();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'Work orders', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'WO-1042' })).toHaveAttribute('href', `/orders/${order.id}`);
    expect(within(screen.getByLabelText('Crew')).getByRole('option', { name: 'Green crew' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(within(nav).getByRole('link', { name: 'Orders' })).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(document.title).toBe('Work orders · Groundwork');
  });

  it('/orders: New work order offers the client book’s customers and their properties, then opens the new order', async () => {
    const created = anOrder({ jobId: null, jobVisitId: null, number: 1050, title: 'Storm clean-up' });
    const customer = {
      ...listedCustomer,
      firstName: 'Ann',
      lastName: 'Green',
      alternateEmails: [],
      address: { street: '1 Elm St', street2: '', city: 'Edina', state: 'MN', zipCode: '55424', country: 'United States' },
      notes: '',
      taxCategoryId: null,
      convertedFromLeadId: null,
      createdBy: null,
      properties: [{ id: order.propertyId, customerId: orderCustomerId, name: 'Home', address: listedCustomer, lotSizeSqFt: null, turfAreaSqFt: null, notes: '', isPrimary: true, createdAt: at, updatedAt: at }],
    };
    const server = signedIn({
      [`GET /api/v2/customers/${orderCustomerId}`]: ok({ customer }),
      'POST /api/v2/orders': ok({ order: created }, 201),
      [`GET /api/v2/orders/${created.id}`]: ok({ order: created }),
    });
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'New work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work order' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Property')).toHaveValue(order.propertyId));
    await user.type(within(dialog).getByLabelText('Title'), 'Storm clean-up');
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));

    expect(await screen.findByRole('heading', { name: 'WO-1050', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${created.id}`);
    expect(server.calls('POST', '/api/v2/orders')[0]!.body).toMatchObject({ customerId: orderCustomerId, propertyId: order.propertyId, title: 'Storm clean-up' });
  });

  it('/orders/{id} shows the order; a missing one (or another company’s) says so', async () => {
    const missing = '5e8d2b63-4a1f-4b5c-8a6a-999999999999';
    signedIn({ [`GET /api/v2/orders/${missing}`]: fail(404, 'Work order not found', 'NOT_FOUND') });
    const { router } = renderApp(`/orders/${order.id}`);
    expect(await screen.findByRole('heading', { name: 'WO-1042', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/orders/edit/${order.id}`);

    await router.navigate(`/orders/${missing}`);
    expect(await screen.findByText('Work order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to work orders' })).toHaveAttribute('href', '/orders');
  });

  it('/orders/edit/{id} saves and goes back to the order', async () => {
    const server = signedIn({ [`PUT /api/v2/orders/${order.id}`]: ok({ order: { ...order, instructions: 'Ring first.', updatedAt: '2027-04-02T10:00:00.000Z' } }) });
    const { user, router } = renderApp(`/orders/edit/${order.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit WO-1042', level: 1 })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Instructions'));
    await user.type(screen.getByLabelText('Instructions'), 'Ring first.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ring first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/${order.id}`);
    expect(server.calls('PUT', `/api/v2/orders/${order.id}`)[0]!.body).toEqual({ instructions: 'Ring first.', updatedAt: order.updatedAt });
  });

  it('a company whose Orders entry is not enabled is sent to Coming Soon', async () => {
    signedIn({}, { ordersEnabled: false });
    const { router } = renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coming-soon');
  });
});
