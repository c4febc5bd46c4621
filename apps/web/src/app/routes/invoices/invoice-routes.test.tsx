import { permissionsForRole } from '@groundwork/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAssistant } from '@/features/invoices/billing-builders';
import { anAgingRow, anInvoice, anInvoiceRow, aPayment, aReceivables, invoiceCustomerId, invoicePropertyId } from '@/features/invoices/invoice-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const at = '2027-05-01T14:00:00.000Z';
const invoice = anInvoice();
const listedCustomer = {
  id: invoiceCustomerId,
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
  properties: [{ id: invoicePropertyId, customerId: invoiceCustomerId, name: 'Home', address: listedCustomer, lotSizeSqFt: null, turfAreaSqFt: null, notes: '', isPrimary: true, createdAt: at, updatedAt: at }],
};

/**
 * A signed-in admin of a company whose Invoices entry is open. The catalogue keeps it disabled until the server
 * lands (catalogue.ts is not this screen's to change), so the test company enables it.
 */
function signedIn(routes: Parameters<typeof mockFetch>[0] = {}, { invoicesEnabled = true } = {}) {
  const user = aUser({ role: 'admin' });
  const company = aCompany({ permissions: permissionsForRole(permissionsWith({ section: 'main', name: 'invoices', enabled: invoicesEnabled, visible: true }), 'admin') });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/invoices': ok({ invoices: [anInvoiceRow({ id: invoice.id })], pagination: { page: 1, limit: 50, total: 1 } }),
    [`GET /api/v2/invoices/${invoice.id}`]: ok({ invoice }),
    'GET /api/v2/customers': ok({ customers: [listedCustomer], version: 1 }),
    [`GET /api/v2/customers/${invoiceCustomerId}`]: ok({ customer }),
    ...routes,
  });
}

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
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

describe('invoice screens', () => {
  it('/invoices opens on Ready to bill; its Invoices tab lists the invoices and is kept in the address', async () => {
    signedIn({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant([]) }) });
    const { user, router } = renderApp('/invoices');
    expect(await screen.findByRole('tab', { name: 'Ready to bill', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Nothing to bill')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByRole('link', { name: 'INV-1042' })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(router.state.location.search).toBe('?tab=invoices');
  });

  it('the Receivables tab shows the aging by customer and is kept in the address', async () => {
    signedIn({
      'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant([]) }),
      'GET /api/v2/receivables': ok({ receivables: aReceivables([anAgingRow({ customerName: 'Ann Green' })]) }),
    });
    const { user, router } = renderApp('/invoices');
    await user.click(await screen.findByRole('tab', { name: 'Receivables' }));
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    expect(within(table).getByText('Ann Green')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=receivables');
  });

  it('/invoices?tab=invoices lists the invoices, with a live Invoices link and New invoice', async () => {
    signedIn();
    renderApp('/invoices?tab=invoices');
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'INV-1042' })).toHaveAttribute('href', `/invoices/${invoice.id}`);
    expect(screen.getAllByRole('link', { name: 'New invoice' })[0]).toHaveAttribute('href', '/invoices/new');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(within(nav).getByRole('link', { name: 'Invoices' })).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(document.title).toBe('Invoices · Groundwork');
  });

  it('/invoices/new saves a draft for a customer’s primary property and opens it', async () => {
    const created = anInvoice({ status: 'draft', number: 1050, sentAt: null, publicUrl: null });
    const server = signedIn({
      'POST /api/v2/invoices': ok({ invoice: created }, 201),
      [`GET /api/v2/invoices/${created.id}`]: ok({ invoice: created }),
    });
    const { user, router } = renderApp('/invoices/new');
    expect(await screen.findByRole('heading', { name: 'New invoice', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
    await waitFor(() => expect(screen.getByLabelText('Property')).toHaveValue(invoicePropertyId));
    const line = screen.getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByLabelText('Description'), 'Storm clean-up');
    await user.type(within(line).getByLabelText('Unit price'), '250');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${created.id}`));
    expect(server.calls('POST', '/api/v2/invoices')[0]!.body).toMatchObject({
      customerId: invoiceCustomerId,
      propertyId: invoicePropertyId,
      lines: [{ description: 'Storm clean-up', quantity: 1, unitPrice: 250, taxable: true }],
    });
  });

  it('a company whose Invoices entry is not enabled is sent to Coming Soon', async () => {
    signedIn({}, { invoicesEnabled: false });
    const { router } = renderApp('/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coming-soon');
  });

  it('/invoices/{id} shows the invoice; a payment reads it again with its new balance', async () => {
    const paid = { ...invoice, status: 'paid' as const, amountPaid: 108.03, balance: 0, updatedAt: '2027-05-10T15:00:00.000Z' };
    let current = invoice;
    const server = signedIn({
      [`GET /api/v2/invoices/${invoice.id}`]: () => ok({ invoice: current }),
      'POST /api/v2/payments': () => {
        current = paid;
        return ok({ payment: aPayment({ amount: 108.03, allocations: [{ invoiceId: invoice.id, invoiceNumber: 1042, amount: 108.03 }] }) }, 201);
      },
    });
    const { user } = renderApp(`/invoices/${invoice.id}`);
    expect(await screen.findByRole('heading', { name: 'INV-1042', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Invoice · Groundwork');
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Record a payment' })).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(within(screen.getByLabelText('Totals')).getByText('Balance').nextSibling).toHaveTextContent('$0.00'));
    expect(within(screen.getByRole('heading', { name: 'INV-1042', level: 1 }).parentElement!).getByText('Paid')).toBeInTheDocument();
    expect(server.calls('GET', `/api/v2/invoices/${invoice.id}`)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Record a payment' })).not.toBeInTheDocument();
  });

  it('/invoices/edit/{id} saves a draft and goes back to it; a sent invoice cannot be edited', async () => {
    const draft = anInvoice({ status: 'draft', sentAt: null, publicUrl: null });
    const saved = { ...draft, notes: 'Paid in advance', updatedAt: '2027-05-02T10:00:00.000Z' };
    let current = draft;
    const server = signedIn({
      [`GET /api/v2/invoices/${draft.id}`]: () => ok({ invoice: current }),
      [`PUT /api/v2/invoices/${draft.id}`]: () => {
        current = saved;
        return ok({ invoice: saved });
      },
    });
    const { user, router } = renderApp(`/invoices/edit/${draft.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit INV-1042', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Property')).toHaveValue(invoicePropertyId));
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Sales tax — Edina 10.0375%').nextSibling).toHaveTextContent('$8.03');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$108.03');
    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Paid in advance');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${draft.id}`));
    expect(await screen.findByText('Paid in advance')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/invoices/${draft.id}`)[0]!.body).toMatchObject({ notes: 'Paid in advance', updatedAt: draft.updatedAt });

    await router.navigate(`/invoices/edit/${invoice.id}`);
    expect(await screen.findByText('INV-1042 is no longer a draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to INV-1042' })).toHaveAttribute('href', `/invoices/${invoice.id}`);
  });

  it('/invoices/{id} for a missing invoice says so', async () => {
    const missing = '6f9e3c74-5b2a-4c6d-9b7b-999999999999';
    signedIn({ [`GET /api/v2/invoices/${missing}`]: fail(404, 'Invoice not found', 'NOT_FOUND') });
    renderApp(`/invoices/${missing}`);
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/invoices?tab=invoices');
  });
});
