import type { InvoiceListItem } from '@groundwork/domain/invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anInvoiceRow, invoiceCustomerId } from '../invoice-builders';
import { InvoicesList } from './invoices-list';

const customers = [{ id: invoiceCustomerId, name: 'Ann Green', detail: '1 Elm St, Edina' }];

const rows = [
  anInvoiceRow({ number: 1042, dueDate: '2027-04-30', overdue: true, daysOverdue: 12 }),
  anInvoiceRow({ number: 1043, customerName: 'Bo Larson', status: 'partially_paid', total: 1234.5, amountPaid: 1000, balance: 234.5 }),
  anInvoiceRow({ number: 1044, customerName: 'Lakeside HOA', status: 'void', voidReason: 'Billed twice', voidedAt: '2027-05-02T10:00:00.000Z' }),
  anInvoiceRow({ number: 1045, customerName: 'Cy Dahl', status: 'draft', sentAt: null }),
];

function page(invoices: InvoiceListItem[], { page: number = 1, total = invoices.length }: { page?: number; total?: number } = {}) {
  return ok({ invoices, pagination: { page: number, limit: 50, total } });
}

const renderList = (props: Partial<Parameters<typeof InvoicesList>[0]> = {}) =>
  renderWithProviders(<InvoicesList customers={customers} {...props} />, { path: '/invoices' });
const lastQuery = (server: { calls: (method: string, path: string) => RecordedRequest[] }) => server.calls('GET', '/api/v2/invoices').at(-1)!.url.searchParams;

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
const savedMatchMedia = window.matchMedia;
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
afterEach(() => {
  window.matchMedia = savedMatchMedia;
  vi.unstubAllGlobals();
});

describe('InvoicesList', () => {
  it('lists the invoices with money to the cent and their status, the overdue one in red, and counts them', async () => {
    mockFetch({ 'GET /api/v2/invoices': page(rows, { total: 128 }) });
    renderList();
    expect(screen.getByRole('status', { name: 'Loading invoices' })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: 'INV-1042' })).closest('tr')!;
    expect(screen.getByText('128 invoices · 4 shown')).toBeInTheDocument();
    expect(within(first).getByText('April 30, 2027')).toHaveClass('text-destructive');
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByText('Sent')).toBeInTheDocument();
    expect(within(first).getAllByText('$108.03')).toHaveLength(2);
    const second = screen.getByRole('link', { name: 'INV-1043' }).closest('tr')!;
    expect(within(second).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(second).getByText('$234.50')).toBeInTheDocument();
    expect(within(second).getByText('Partially paid')).toBeInTheDocument();
    expect(within(second).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'INV-1044' }).closest('tr')!).getByText('Void')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'INV-1045' }).closest('tr')!).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-1043' })).toHaveAttribute('href', `/invoices/${rows[1]!.id}`);
  });

  it('sends the search and every filter to the server', async () => {
    const server = mockFetch({ 'GET /api/v2/invoices': page(rows) });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'INV-1042' });
    expect([...lastQuery(server).entries()]).toEqual([
      ['page', '1'],
      ['limit', '50'],
    ]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Overdue');
    await waitFor(() => expect(lastQuery(server).get('status')).toBe('overdue'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Partially paid');
    await waitFor(() => expect(lastQuery(server).get('status')).toBe('partially_paid'));
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(screen.getByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
    await waitFor(() => expect(lastQuery(server).get('customerId')).toBe(invoiceCustomerId));
    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText('Issued to'), { target: { value: '2027-04-30' } });
    await waitFor(() => expect(lastQuery(server).get('to')).toBe('2027-04-30'));
    expect(lastQuery(server).get('from')).toBe('2027-04-01');
    await user.type(screen.getByLabelText('Search invoices'), 'INV-1042');
    await waitFor(() => expect(lastQuery(server).get('search')).toBe('INV-1042'));
    // The search waits for typing to stop: one request, not one per key.
    expect(server.calls('GET', '/api/v2/invoices').filter((request) => request.url.searchParams.get('search')?.startsWith('INV'))).toHaveLength(1);

    // A range that ends before it starts is not sent; the field says why.
    fireEvent.change(screen.getByLabelText('Issued to'), { target: { value: '2027-03-01' } });
    expect(await screen.findByText('The end date must be on or after the start date')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(server).get('to')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search invoices')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Issued to')).toHaveValue('');
  });

  it('loads the next page with Load more, and opens an invoice from its row', async () => {
    const more = anInvoiceRow({ number: 1099, customerName: 'Zed Park' });
    const server = mockFetch({
      'GET /api/v2/invoices': (request) => (request.url.searchParams.get('page') === '2' ? page([more], { page: 2, total: 5 }) : page(rows, { total: 5 })),
    });
    const { user, router } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'INV-1099' })).toBeInTheDocument();
    expect(screen.getByText('5 invoices')).toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/invoices').map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    await user.click(within(screen.getByRole('table', { name: 'Invoices' })).getByText('Zed Park'));
    expect(router.state.location.pathname).toBe(`/invoices/${more.id}`);
  });

  it('offers New invoice when there are none, and says when nothing matches', async () => {
    mockFetch({ 'GET /api/v2/invoices': page([]) });
    const { user } = renderList({ newInvoiceAction: <button type="button">New invoice</button> });
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    expect(await screen.findByText('No invoices match')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let answer = fail(503, 'The database is not available. Try again in a moment.', 'DATABASE_UNAVAILABLE');
    mockFetch({ 'GET /api/v2/invoices': () => answer.clone() });
    const { user } = renderList();
    expect(await screen.findByText('Could not load invoices')).toBeInTheDocument();
    expect(screen.getByText('The database is not available. Try again in a moment.')).toBeInTheDocument();
    answer = page(rows);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'INV-1042' })).toBeInTheDocument();
  });

  it('is a list of cards on a phone', async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
    mockFetch({ 'GET /api/v2/invoices': page(rows) });
    renderList();
    const cards = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[1]!).getByRole('link', { name: 'INV-1043' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$234.50')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    mockFetch({ 'GET /api/v2/invoices': page(rows) });
    const { container } = renderList();
    await screen.findByRole('link', { name: 'INV-1042' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
