import type { Invoice } from '@groundwork/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anInvoice, aPayment } from '../invoice-builders';
import { todayIn } from '@/lib/zoned-time';
import { invoiceActions } from './invoice-actions';
import { InvoiceDetails } from './invoice-details';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDetails(invoice: Invoice, onReload = vi.fn(async () => {})) {
  return { ...renderWithProviders(<InvoiceDetails invoice={invoice} onReload={onReload} />, { path: `/invoices/${invoice.id}` }), onReload };
}
const actions = () => screen.getByRole('group', { name: 'Invoice actions' });
const offered = () => within(actions()).getAllByRole('button').map((button) => button.textContent);

describe('invoiceActions', () => {
  it.each([
    { status: 'draft', paid: 0, credited: 0, link: false, expected: { edit: true, send: true, recordPayment: false, void: true, copyLink: false, creditNote: false, refund: false } },
    { status: 'sent', paid: 0, credited: 0, link: true, expected: { edit: false, send: true, recordPayment: true, void: true, copyLink: true, creditNote: true, refund: false } },
    // Credited but unpaid: still sent, yet no longer voidable (credit it back instead).
    { status: 'sent', paid: 0, credited: 10, link: true, expected: { edit: false, send: true, recordPayment: true, void: false, copyLink: true, creditNote: true, refund: false } },
    { status: 'partially_paid', paid: 50, credited: 0, link: true, expected: { edit: false, send: false, recordPayment: true, void: false, copyLink: true, creditNote: true, refund: true } },
    { status: 'paid', paid: 108.03, credited: 0, link: true, expected: { edit: false, send: false, recordPayment: false, void: false, copyLink: true, creditNote: true, refund: true } },
    { status: 'void', paid: 0, credited: 0, link: false, expected: { edit: false, send: false, recordPayment: false, void: false, copyLink: false, creditNote: false, refund: false } },
  ] as const)('a $status invoice with $paid paid and $credited credited', ({ status, paid, credited, link, expected }) => {
    expect(invoiceActions({ status, amountPaid: paid, credited, publicUrl: link ? 'https://x.test/i/1' : null })).toEqual(expected);
  });
});

describe('InvoiceDetails', () => {
  it('shows the number, status, customer, dates, lines and the figures to the cent', () => {
    mockFetch({});
    const invoice = anInvoice({ status: 'partially_paid', amountPaid: 50, balance: 58.03, overdue: true, daysOverdue: 3 });
    renderDetails(invoice);
    expect(screen.getByRole('heading', { name: 'INV-1042', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Partially paid')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText(/3 days overdue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Green' })).toHaveAttribute('href', `/customers/${invoice.customerId}`);
    expect(screen.getByText('May 1, 2027')).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('Spring clean-up2$40.00Yes$80.00');
    expect(lines[2]).toHaveTextContent('Disposal fee1$20.00No$20.00');
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Subtotal').nextSibling).toHaveTextContent('$100.00');
    expect(within(totals).getByText('Sales tax — Edina 10.0375%').nextSibling).toHaveTextContent('$8.03');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('$108.03');
    expect(within(totals).getByText('Paid').nextSibling).toHaveTextContent('$50.00');
    expect(within(totals).getByText('Balance').nextSibling).toHaveTextContent('$58.03');
  });

  it('lists what was paid, credited and refunded on the invoice', () => {
    mockFetch({});
    renderDetails(
      anInvoice({
        status: 'partially_paid',
        amountPaid: 40,
        credited: 10,
        balance: 58.03,
        payments: [{ paymentId: '6f9e3c74-5b2a-4c6d-9b7b-f00000000001', date: '2027-05-05', method: 'cheque', reference: 'Cheque 2231', amount: 50 }],
        creditNotes: [{ id: '6f9e3c74-5b2a-4c6d-9b7b-f00000000002', number: 1001, issueDate: '2027-05-06', amount: 10 }],
        refunds: [{ id: '6f9e3c74-5b2a-4c6d-9b7b-f00000000003', date: '2027-05-07', amount: 10 }],
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Payments and credits' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'May 5, 2027 · Cheque 2231$50.00',
      'May 6, 2027 · Credit note CN-1001$10.00',
      'May 7, 2027 · Refund−$10.00',
    ]);
    expect(within(screen.getByLabelText('Totals')).getByText('Credited').nextSibling).toHaveTextContent('$10.00');
  });

  it('offers a draft edit, send, PDF and void, and a void invoice only its PDF and the reason', () => {
    mockFetch({});
    const draft = anInvoice({ status: 'draft', sentAt: null, publicUrl: null });
    const { unmount } = renderDetails(draft);
    expect(offered()).toEqual(['Send', 'Download PDF', 'Void']);
    expect(within(actions()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/invoices/edit/${draft.id}`);
    unmount();

    renderDetails(anInvoice({ status: 'void', voidReason: 'Billed twice', voidedAt: '2027-05-02T15:00:00.000Z', publicUrl: null }));
    expect(offered()).toEqual(['Download PDF']);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('Billed twice')).toBeInTheDocument();
  });

  it('copies the public link of a sent invoice', async () => {
    mockFetch({});
    const invoice = anInvoice();
    const { user } = renderDetails(invoice);
    expect(offered()).toEqual(['Record a payment', 'Send again', 'Download PDF', 'Copy public link', 'Credit note', 'Void']);
    await user.click(screen.getByRole('button', { name: 'Copy public link' }));
    expect(await navigator.clipboard.readText()).toBe(invoice.publicUrl);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('downloads the PDF under the contract’s file name', async () => {
    const invoice = anInvoice();
    const server = mockFetch({
      [`GET /api/v2/invoices/${invoice.id}/pdf`]: () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    // jsdom has no object URLs nor downloads: record what the link would have saved (environment shims).
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderDetails(invoice);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Invoice-1042.pdf blob:invoice']));
    expect(server.calls('GET', `/api/v2/invoices/${invoice.id}/pdf`)).toHaveLength(1);
  });

  it('voids only with a reason, and sends it with the updatedAt the invoice was read with', async () => {
    const invoice = anInvoice();
    const server = mockFetch({ [`POST /api/v2/invoices/${invoice.id}/void`]: ok({ invoice: { ...invoice, status: 'void', voidReason: 'Billed twice' } }) });
    const { user } = renderDetails(invoice);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-1042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(within(dialog).getByText('Say why the invoice is voided')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Billed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('INV-1042 voided')).toBeInTheDocument();
    const [request] = server.calls('POST', `/api/v2/invoices/${invoice.id}/void`);
    expect(request!.body).toEqual({ reason: 'Billed twice', updatedAt: invoice.updatedAt });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows a 422 refusal in the void dialog', async () => {
    const invoice = anInvoice();
    mockFetch({ [`POST /api/v2/invoices/${invoice.id}/void`]: fail(422, 'An invoice with payments cannot be voided. Refund the payments or issue a credit note instead.', 'BUSINESS_RULE') });
    const { user } = renderDetails(invoice);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-1042?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong customer');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An invoice with payments cannot be voided.');
  });

  it('a send refused as stale (409) closes the dialog and offers to reload', async () => {
    const draft = anInvoice({ status: 'draft', sentAt: null, publicUrl: null });
    const server = mockFetch({ [`POST /api/v2/invoices/${draft.id}/send`]: fail(409, 'This invoice was changed by someone else', 'CONFLICT') });
    const { user, onReload } = renderDetails(draft);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send INV-1042' });
    await user.selectOptions(within(dialog).getByLabelText('How'), 'Mark as sent');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this invoice');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', `/api/v2/invoices/${draft.id}/send`)[0]!.body).toEqual({ delivery: 'mark_sent', message: '', updatedAt: draft.updatedAt });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Someone else changed this invoice')).not.toBeInTheDocument());
  });

  it('e-mails a draft to the address typed, with a message', async () => {
    const draft = anInvoice({ status: 'draft', sentAt: null, publicUrl: null });
    const server = mockFetch({ [`POST /api/v2/invoices/${draft.id}/send`]: ok({ invoice: { ...draft, status: 'sent' } }) });
    const { user } = renderDetails(draft);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send INV-1042' });
    await user.type(within(dialog).getByLabelText('To'), 'ann@example.com');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await screen.findByText('INV-1042 sent')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/invoices/${draft.id}/send`)[0]!.body).toEqual({ delivery: 'email', to: 'ann@example.com', message: 'Thanks!', updatedAt: draft.updatedAt });
  });

  it('records a payment for the balance by default, and an over-payment shows what becomes credit', async () => {
    const invoice = anInvoice();
    const server = mockFetch({
      'POST /api/v2/payments': ok({ payment: aPayment({ amount: 150, method: 'cheque', chequeNumber: '2231', allocations: [{ invoiceId: invoice.id, invoiceNumber: 1042, amount: 108.03 }], unapplied: 41.97 }) }, 201),
    });
    const { user } = renderDetails(invoice);
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('108.03');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(todayIn('America/Chicago'));
    expect(within(dialog).queryByText(/becomes Ann Green’s credit/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Cheque number')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Method'), 'Cheque');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter the cheque number')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Cheque number'), '2231');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2027-05-10');
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '150');
    expect(within(dialog).getByText('$108.03 pays this invoice; $41.97 becomes Ann Green’s credit, used on their next invoice.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Paid at the door');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('$150.00 recorded on INV-1042')).toBeInTheDocument();
    const [request] = server.calls('POST', '/api/v2/payments');
    expect(request!.body).toEqual({
      customerId: invoice.customerId,
      method: 'cheque',
      chequeNumber: '2231',
      date: '2027-05-10',
      amount: 150,
      note: 'Paid at the door',
      allocations: [{ invoiceId: invoice.id, amount: 108.03 }],
    });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no accessibility violations, nor have the payment and void dialogs', async () => {
    mockFetch({});
    const { container, user } = renderDetails(anInvoice({ payments: [{ paymentId: '6f9e3c74-5b2a-4c6d-9b7b-f00000000001', date: '2027-05-05', method: 'cash', reference: 'Cash', amount: 20 }] }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const voiding = await screen.findByRole('dialog', { name: 'Void INV-1042?' });
    await user.click(within(voiding).getByRole('button', { name: 'Void invoice' }));
    expect(await axeViolations(voiding)).toEqual([]);
  });
});
