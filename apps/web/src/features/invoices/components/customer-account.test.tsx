import { CHEQUE_NUMBER_REQUIRED_MESSAGE, REFUND_OVER_CREDIT_MESSAGE, REFUND_OVER_PAID_MESSAGE } from '@groundwork/domain/invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aLedger, aLedgerEntry, anInvoiceRow, aPayment, aRefund, invoiceCustomerId } from '../invoice-builders';
import { CustomerAccount } from './customer-account';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ledgerPath = `/api/v2/customers/${invoiceCustomerId}/ledger`;
const withCredit = () =>
  aLedger({
    entries: [
      aLedgerEntry(),
      aLedgerEntry({ date: '2027-05-10', kind: 'payment', reference: 'Cheque 2231', amount: 150, debit: 0, credit: 150, balance: -41.97 }),
    ],
    closingBalance: -41.97,
    creditAvailable: 41.97,
  });
const paidInvoice = anInvoiceRow({ status: 'paid', amountPaid: 108.03, balance: 0 });

function renderAccount(routes: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({
    [`GET ${ledgerPath}`]: ok({ ledger: aLedger() }),
    'GET /api/v2/invoices': ok({ invoices: [paidInvoice], pagination: { page: 1, limit: 50, total: 1 } }),
    ...routes,
  });
  return { ...renderWithProviders(<CustomerAccount customerId={invoiceCustomerId} customerName="Ann Green" />), server };
}

describe('CustomerAccount', () => {
  it('shows the balance, overdue and credit, and the ledger with its running balance', async () => {
    const { container } = renderAccount({ [`GET ${ledgerPath}`]: ok({ ledger: aLedger({ overdueBalance: 58.03 }) }) });
    const table = await screen.findByRole('table', { name: 'Ledger' });
    const figures = within(screen.getByLabelText('Account figures'));
    expect(figures.getByText('Balance').nextSibling).toHaveTextContent('$58.03');
    expect(figures.getByText('Overdue').nextSibling).toHaveTextContent('$58.03');
    expect(figures.getByText('Credit available').nextSibling).toHaveTextContent('$0.00');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['May 1, 2027', 'Invoice · INV-1042May 1, 2027 · +$108.03', '$108.03', '', '$108.03'],
      ['May 10, 2027', 'Payment · Cheque 2231May 10, 2027 · −$50.00', '', '$50.00', '$58.03'],
      ['May 20, 2027', 'Closing balanceMay 20, 2027', '', '', '$58.03'],
    ]);
    // No credit: nothing to apply.
    expect(screen.queryByRole('button', { name: 'Apply credit' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the ledger for the period chosen, refusing an end before the start', async () => {
    const { server } = renderAccount();
    await screen.findByRole('table', { name: 'Ledger' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-05-01' } });
    await waitFor(() => expect(server.calls('GET', ledgerPath).some((request) => request.url.searchParams.get('from') === '2027-05-01')).toBe(true));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-04-01' } });
    expect(await screen.findByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(server.calls('GET', ledgerPath).some((request) => request.url.searchParams.get('to') === '2027-04-01')).toBe(false);
  });

  it('says so when the account is empty, and shows a load error with a retry', async () => {
    const { unmount } = renderAccount({ [`GET ${ledgerPath}`]: ok({ ledger: aLedger({ entries: [], closingBalance: 0 }) }) });
    expect(await screen.findByText('Nothing on the account yet')).toBeInTheDocument();
    unmount();
    renderAccount({ [`GET ${ledgerPath}`]: fail(404, 'Customer not found', 'NOT_FOUND') });
    expect(await screen.findByText('Could not load the account')).toBeInTheDocument();
  });

  it('prints the statement for the period', async () => {
    const { server, user } = renderAccount({
      [`GET /api/v2/customers/${invoiceCustomerId}/statement.pdf`]: () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await screen.findByRole('table', { name: 'Ledger' });
    await user.click(screen.getByRole('button', { name: 'Print statement' }));
    await waitFor(() => expect(saved).toEqual(['Statement-2027-05-20.pdf']));
    expect(server.calls('GET', `/api/v2/customers/${invoiceCustomerId}/statement.pdf`)).toHaveLength(1);
  });

  it('applies the credit after a confirmation', async () => {
    const { server, user } = renderAccount({
      [`GET ${ledgerPath}`]: ok({ ledger: withCredit() }),
      [`POST /api/v2/customers/${invoiceCustomerId}/apply_credit`]: ok({ invoices: [anInvoiceRow({ status: 'paid', balance: 0 })], creditLeft: 0 }),
    });
    expect(await screen.findByText('$41.97', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply credit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Apply credit?' });
    expect(confirm).toHaveTextContent('$41.97 of Ann Green’s credit pays their open invoices, oldest first.');
    expect(server.calls('POST', `/api/v2/customers/${invoiceCustomerId}/apply_credit`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Apply credit' }));
    expect(await screen.findByText('Credit applied to 1 invoice')).toBeInTheDocument();
    const [request] = server.calls('POST', `/api/v2/customers/${invoiceCustomerId}/apply_credit`);
    expect(request?.body).toEqual({});
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('records a payment on the account, applied by the server oldest first', async () => {
    const { server, user } = renderAccount({ 'POST /api/v2/payments': ok({ payment: aPayment({ amount: 58.03 }) }, 201) });
    await screen.findByRole('table', { name: 'Ledger' });
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('58.03');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/payments')).toHaveLength(1));
    const body = server.calls('POST', '/api/v2/payments')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ customerId: invoiceCustomerId, method: 'cash', amount: 58.03 });
    expect(body).not.toHaveProperty('allocations');
  });

  it('refunds out of credit, with the messages for a missing cheque number and more than the credit', async () => {
    const { server, user } = renderAccount({
      [`GET ${ledgerPath}`]: ok({ ledger: withCredit() }),
      'POST /api/v2/refunds': ok({ refund: aRefund({ amount: 41.97, chequeNumber: '3001' }) }, 201),
    });
    await screen.findByRole('table', { name: 'Ledger' });
    await waitFor(() => expect(server.calls('GET', '/api/v2/invoices')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByLabelText('Refund')).toHaveDisplayValue('Out of credit ($41.97 available)');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('41.97');
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(CHEQUE_NUMBER_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(REFUND_OVER_CREDIT_MESSAGE)).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/refunds')).toHaveLength(0);

    // Against the paid invoice instead, the limit is what was paid on it.
    await user.selectOptions(within(dialog).getByLabelText('Refund'), paidInvoice.id);
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('108.03');
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(REFUND_OVER_PAID_MESSAGE)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Refund'), 'credit');
    await user.type(within(dialog).getByLabelText('Cheque number'), '3001');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/refunds')).toHaveLength(1));
    expect(server.calls('POST', '/api/v2/refunds')[0]?.body).toMatchObject({
      customerId: invoiceCustomerId,
      invoiceId: null,
      method: 'cheque',
      chequeNumber: '3001',
      amount: 41.97,
    });
    expect(await screen.findByText('$41.97 refunded to Ann Green')).toBeInTheDocument();
  });
});
