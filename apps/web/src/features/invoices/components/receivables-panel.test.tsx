import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aReceivables, anAgingRow } from '../invoice-builders';
import { ReceivablesPanel } from './receivables-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const annId = '6f9e3c74-5b2a-4c6d-9b7b-c00000000001';
const bobId = '6f9e3c74-5b2a-4c6d-9b7b-c00000000002';
const batchId = '6f9e3c74-5b2a-4c6d-9b7b-b00000000001';
const rows = [
  anAgingRow({ customerId: annId, customerName: 'Ann Green', buckets: { current: 108.03, '1_30': 0, '31_60': 250.1, '61_90': 0, '91_plus': 0 }, invoiceCount: 2, oldestDueDate: '2027-04-01' }),
  anAgingRow({ customerId: bobId, customerName: 'Bob Stone', buckets: { current: 0, '1_30': 0.1, '31_60': 0, '61_90': 0, '91_plus': 0.2 }, invoiceCount: 2, oldestDueDate: '2027-01-15' }),
];
const progress = (overrides = {}) => ({ id: batchId, total: 2, sent: 0, failed: 0, pending: 2, done: false, failures: [], ...overrides });

function renderPanel(routes: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({ 'GET /api/v2/receivables': ok({ receivables: aReceivables(rows) }), ...routes });
  return { ...renderWithProviders(<ReceivablesPanel />), server };
}

describe('ReceivablesPanel', () => {
  it('shows each customer’s aging buckets and a totals row summed to the cent', async () => {
    const { container } = renderPanel();
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(cells[1]).toEqual(['', 'Ann Green2 invoices · oldest due April 1, 202731–60: $250.10', '$108.03', '$0.00', '$250.10', '$0.00', '$0.00', '$358.13', 'April 1, 2027']);
    expect(cells[2]?.slice(2)).toEqual(['$0.00', '$0.10', '$0.00', '$0.00', '$0.20', '$0.30', 'January 15, 2027']);
    expect(cells[3]).toEqual(['', 'Total', '$108.03', '$0.10', '$250.10', '$0.00', '$0.20', '$358.43', '']);
    expect(within(table).getByRole('link', { name: 'Ann Green' })).toHaveAttribute('href', `/customers/${annId}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for the receivables as of the date chosen', async () => {
    const { server } = renderPanel();
    await screen.findByRole('table', { name: 'Receivables by customer' });
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2027-03-31' } });
    await waitFor(() => expect(server.calls('GET', '/api/v2/receivables').some((request) => request.url.searchParams.get('asOf') === '2027-03-31')).toBe(true));
  });

  it('says so when nothing is owed', async () => {
    renderPanel({ 'GET /api/v2/receivables': ok({ receivables: aReceivables([]) }) });
    expect(await screen.findByText('Nothing is owed')).toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    renderPanel({ 'GET /api/v2/receivables': fail(503, 'The database is unavailable', 'DATABASE_UNAVAILABLE') });
    expect(await screen.findByText('Could not load receivables')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends statements to the customers selected and follows their progress', async () => {
    let polls = 0;
    const { server, user } = renderPanel({
      'POST /api/v2/receivables/statements': ok({ progress: progress() }, 202),
      [`GET /api/v2/invoices/batch/${batchId}`]: () => {
        polls += 1;
        return ok({ progress: progress({ sent: 1, failed: 1, pending: 0, done: true, failures: [{ documentId: bobId, label: 'Bob Stone', message: 'This customer has no e-mail address.' }] }) });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ann Green' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bob Stone' }));
    await user.click(screen.getByRole('button', { name: 'Send statements (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send statements' });
    expect(within(dialog).getByRole('radio', { name: 'The 2 customers selected' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send statements' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/receivables/statements')).toHaveLength(1));
    const [request] = server.calls('POST', '/api/v2/receivables/statements');
    expect(request?.body).toMatchObject({ customerIds: [annId, bobId] });
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('1 of 2 statements sent')).toBeInTheDocument();
    expect(screen.getByText('Bob Stone: This customer has no e-mail address.')).toBeInTheDocument();
    expect(polls).toBeGreaterThan(0);
  });

  it('sends statements to every customer with an overdue balance when none is selected', async () => {
    const { server, user } = renderPanel({
      'POST /api/v2/receivables/statements': ok({ progress: progress({ total: 0, pending: 0, done: true }) }, 202),
    });
    await screen.findByRole('table', { name: 'Receivables by customer' });
    await user.click(screen.getByRole('button', { name: 'Send statements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send statements' });
    expect(within(dialog).getByRole('radio', { name: 'Every customer with an overdue balance' })).toBeChecked();
    // Choosing the selected customers with none selected is refused with the contract's message.
    await user.click(within(dialog).getByRole('radio', { name: 'The 0 customers selected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send statements' }));
    expect(await within(dialog).findByText('Choose the customers')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Every customer with an overdue balance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send statements' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/receivables/statements')[0]?.body).toMatchObject({ overdueOnly: true }));
  });

  it('exports a period for QuickBooks, refusing an end before the start', async () => {
    const { server, user } = renderPanel({
      'GET /api/v2/invoices/export': () => new Response('!TRNS\tTRNSID', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    });
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(await screen.findByRole('button', { name: 'Export for QuickBooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export for QuickBooks' });
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2027-03-31');
    await user.clear(to);
    await user.type(to, '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/invoices/export')).toHaveLength(0);

    await user.clear(to);
    await user.type(to, '2027-06-30');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'csv');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['invoices-2027-03-31-to-2027-06-30.csv']));
    const params = server.calls('GET', '/api/v2/invoices/export')[0]?.url.searchParams;
    expect([params?.get('from'), params?.get('to'), params?.get('format')]).toEqual(['2027-03-31', '2027-06-30', 'csv']);
  });
});
