import type { CustomerListItem } from '@groundwork/domain/customers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCachedList, saveList } from '@/lib/list-cache';
import { clearSession } from '@/lib/storage';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CustomersList } from './customers-list';

let sequence = 0;
function aCustomerRow(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'residential',
    displayName: `Customer ${sequence}`,
    companyName: '',
    email: `customer${sequence}@example.com`,
    phone: '',
    mobilePhone: '',
    workPhone: '',
    street: `${sequence} Elm St`,
    city: 'Minneapolis',
    state: 'MN',
    zipCode: '55401',
    propertyStreet: '',
    status: 'active',
    leadSourceId: null,
    tags: [],
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    ...overrides,
  };
}

const book = [
  aCustomerRow({ displayName: 'Jane Doe', street: '123 Maple Ave', phone: '(612) 555-0143', tags: ['Weekly mowing'] }),
  aCustomerRow({ displayName: 'Acme Offices', type: 'commercial', companyName: 'Acme Corp', street: '900 Commerce Blvd', status: 'inactive' }),
  aCustomerRow({ displayName: 'Bob Brown', street: '', propertyStreet: '42 Lakeshore Dr', email: 'bob@brown.test' }),
];

// jsdom lays nothing out; give the list's scroll box a height so the virtualiser draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
});

beforeEach(() => storeSession());

/** The list's own calls plus the session check every screen makes. */
function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}
afterEach(() => vi.unstubAllGlobals());

function rowNames() {
  const table = screen.getByRole('table', { name: 'Customers' });
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('CustomersList', () => {
  it('finds a customer as you type part of a street, a phone number or an e-mail', async () => {
    mockServer({ 'GET /api/v2/customers': ok({ customers: book }) });
    const { user } = renderWithProviders(<CustomersList />);
    await screen.findByRole('link', { name: 'Jane Doe' });
    expect(screen.getByText('3 customers')).toBeInTheDocument();

    const search = screen.getByLabelText('Search customers');
    await user.type(search, 'lakesh');
    await waitFor(() => expect(rowNames()).toEqual(['Bob Brown']));
    expect(screen.getByText('1 of 3 customers')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '612-555-01');
    await waitFor(() => expect(rowNames()).toEqual(['Jane Doe']));

    await user.clear(search);
    await user.type(search, 'nobody-here');
    expect(await screen.findByText('No customers match your search.')).toBeInTheDocument();
  });

  it('filters by status, type and tag, and sorts by any column both ways', async () => {
    mockServer({ 'GET /api/v2/customers': ok({ customers: book }) });
    const { user } = renderWithProviders(<CustomersList />);
    await screen.findByRole('link', { name: 'Jane Doe' });
    expect(rowNames()).toEqual(['Acme Offices', 'Bob Brown', 'Jane Doe']);

    await user.click(screen.getByRole('button', { name: /^Street/ }));
    // House numbers sort as numbers: 42 before 123 before 900.
    expect(rowNames()).toEqual(['Bob Brown', 'Jane Doe', 'Acme Offices']);
    expect(screen.getByRole('columnheader', { name: /Street/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Street/ }));
    expect(rowNames()).toEqual(['Acme Offices', 'Jane Doe', 'Bob Brown']);

    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(rowNames()).toEqual(['Acme Offices']);
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Type'), 'residential');
    expect(rowNames()).toEqual(['Jane Doe', 'Bob Brown']);
    await user.selectOptions(screen.getByLabelText('Tag'), 'Weekly mowing');
    expect(rowNames()).toEqual(['Jane Doe']);
    expect(screen.getByText('1 of 3 customers')).toBeInTheDocument();
  });

  it('shows the stored list at once, catches up on what changed since its version, and logout clears it', async () => {
    const scope = { userId: aUser().id, companyId: aCompany().id };
    await saveList('customers', scope, { items: [book[0]!, book[1]!], version: 7 }, { items: [book[0]!, book[1]!], version: 7, savedAt: Date.now() - 10 * 60_000 });
    let answer!: (response: Response) => void;
    const { requests } = mockServer({ 'GET /api/v2/customers': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<CustomersList />);

    // The stored copy shows while its changes are fetched in the background.
    expect(await screen.findByRole('link', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(requests.find((request) => request.path === '/api/v2/customers')?.url.searchParams.get('since')).toBe('7');
    answer(ok({ customers: [{ ...book[0]!, displayName: 'Jane Doe-Smith' }, book[2]], removedIds: [book[1]!.id], version: 9, since: 7 }));
    expect(await screen.findByRole('link', { name: 'Jane Doe-Smith' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Bob Brown', 'Jane Doe-Smith']);
    await waitFor(async () => expect((await readCachedList('customers', scope))?.version).toBe(9));
    expect((await readCachedList<CustomerListItem>('customers', scope))?.items.map((row) => row.displayName).sort()).toEqual(['Bob Brown', 'Jane Doe-Smith']);

    clearSession();
    await waitFor(async () => expect(await readCachedList('customers', scope)).toBeNull());
  });

  it('an empty book invites the first customer; a failed load says so and offers another try', async () => {
    const fetchMock = mockServer({ 'GET /api/v2/customers': fail(500, 'Database unavailable', 'DB_UNAVAILABLE') });
    const { user } = renderWithProviders(<CustomersList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch customers');
    expect(await screen.findByText('Failed to fetch customers', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();

    fetchMock.fetch.mockImplementation(async () => ok({ customers: [] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No customers yet.')).toBeInTheDocument();
  });

  it('selects rows for export', async () => {
    mockServer({ 'GET /api/v2/customers': ok({ customers: book }) });
    const { user } = renderWithProviders(<CustomersList />);
    await screen.findByRole('link', { name: 'Jane Doe' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Jane Doe' }));
    expect(screen.getByRole('button', { name: 'Export 1 selected' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 shown' }));
    expect(screen.getByRole('button', { name: 'Export 3 selected' })).toBeEnabled();
  });
});
