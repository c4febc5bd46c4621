import { PUBLIC_INVOICE_LINK_INVALID_MESSAGE } from '@groundwork/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '@/lib/leave-page';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { aPublicInvoice } from '../invoice-builders';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));

const token = 'iNvOiCe-t0ken_abcdefghijklmnopqrstuvwxyz012345';
const path = `/api/v2/public/invoices/${token}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the public invoice page', () => {
  it('shows the company, the invoice, its lines and figures to the cent without signing in', async () => {
    const server = mockFetch({ [`GET ${path}`]: ok({ invoice: aPublicInvoice({ amountPaid: 50, balance: 58.03, status: 'partially_paid' }) }) });
    const { container } = renderApp(`/invoice/${token}`);
    expect(await screen.findByRole('heading', { name: 'Invoice INV-1042', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Demo Landscaping')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Landscaping logo' })).toHaveAttribute('src', `${path}/logo`);
    expect(screen.getByText('Partially paid')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2027')).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row').map((row) => row.textContent);
    expect(lines.slice(1)).toEqual(['Spring clean-up2$40.00$80.00', 'Disposal feeNot taxed1$20.00$20.00']);
    const totals = within(screen.getByRole('table', { name: 'Totals' })).getAllByRole('row').map((row) => row.textContent);
    expect(totals).toEqual(['Subtotal$100.00', 'Sales tax — Edina 10.0375%$8.03', 'Total$108.03', 'Paid$50.00', 'Balance due$58.03']);
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.getByText('Cheques payable to Demo Landscaping.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${path}/pdf`);
    // Pay now only when the answer says online payment is on.
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    // Nothing of the app around it, and no session sent.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(server.calls('GET', path)[0]?.headers.get('Authorization')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the fertiliser and pesticide applications of the visits billed when the company prints them', async () => {
    mockFetch({
      [`GET ${path}`]: ok({
        invoice: aPublicInvoice({
          applications: [
            { appliedOn: '2026-04-14', productName: 'Lesco 24-0-11', epaRegistrationNumber: null, rate: 3.2, labelRateUnit: 'lb', areaTreated: 6500 },
            { appliedOn: '2026-05-20', productName: 'Trimec Classic', epaRegistrationNumber: '2217-656', rate: 1.25, labelRateUnit: 'fl_oz', areaTreated: 6500 },
          ],
        }),
      }),
    });
    renderApp(`/invoice/${token}`);
    const applied = await screen.findByRole('region', { name: 'Fertiliser and pesticide applications' });
    const items = within(applied).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'April 14, 2026 · Lesco 24-0-113.2 lb per 1,000 sq ft · 6,500 sq ft',
      'May 20, 2026 · Trimec ClassicEPA reg. no. 2217-656 · 1.25 fl oz per 1,000 sq ft · 6,500 sq ft',
    ]);
  });

  it('an invalid link shows the contract’s message', async () => {
    mockFetch({ [`GET ${path}`]: fail(404, PUBLIC_INVOICE_LINK_INVALID_MESSAGE, 'NOT_FOUND') });
    renderApp(`/invoice/${token}`);
    expect(await screen.findByRole('heading', { name: PUBLIC_INVOICE_LINK_INVALID_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('a paid invoice says so and offers no way to pay', async () => {
    mockFetch({ [`GET ${path}`]: ok({ invoice: aPublicInvoice({ status: 'paid', amountPaid: 108.03, balance: 0, payOnline: false }) }) });
    renderApp(`/invoice/${token}`);
    expect(await screen.findByText('Paid in full. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('a void invoice says nothing is owed on it', async () => {
    mockFetch({ [`GET ${path}`]: ok({ invoice: aPublicInvoice({ status: 'void', balance: 0 }) }) });
    renderApp(`/invoice/${token}`);
    expect(await screen.findByText('This invoice was voided: nothing is owed on it.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('an invoice past its due date shows as overdue', async () => {
    mockFetch({ [`GET ${path}`]: ok({ invoice: aPublicInvoice({ dueDate: '2020-01-31' }) }) });
    renderApp(`/invoice/${token}`);
    expect(await screen.findByText('Overdue: $108.03 was due January 31, 2020.')).toBeInTheDocument();
  });

  it('Pay now asks for the checkout and sends the browser there', async () => {
    const server = mockFetch({
      [`GET ${path}`]: ok({ invoice: aPublicInvoice({ payOnline: true }) }),
      [`POST ${path}/checkout`]: ok({ url: 'https://checkout.stripe.test/c/pay_123' }),
    });
    const { user } = renderApp(`/invoice/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Pay now · $108.03' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay_123'));
    const [checkout] = server.calls('POST', `${path}/checkout`);
    expect(checkout?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('back from paying, it thanks the client without calling the invoice paid until the answer says so', async () => {
    mockFetch({ [`GET ${path}`]: ok({ invoice: aPublicInvoice({ payOnline: true }) }) });
    renderApp(`/invoice/${token}?paid=1`);
    expect(await screen.findByText(/Thank you — your payment is being confirmed/)).toBeInTheDocument();
    expect(screen.queryByText('Paid in full. Thank you!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  });
});
