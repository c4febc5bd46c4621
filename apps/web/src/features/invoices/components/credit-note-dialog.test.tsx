import { CREDIT_NOTE_OVER_INVOICE_MESSAGE, CREDIT_NOTE_REASON_REQUIRED_MESSAGE, LINE_DESCRIPTION_REQUIRED_MESSAGE, REFUND_OVER_PAID_MESSAGE } from '@groundwork/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aCreditNote, anInvoice, aRefund } from '../invoice-builders';
import { InvoiceDetails } from './invoice-details';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderDetails = (invoice = anInvoice()) => renderWithProviders(<InvoiceDetails invoice={invoice} onReload={vi.fn(async () => {})} />, { path: `/invoices/${invoice.id}` });

describe('the credit note dialog', () => {
  it('needs a reason and described lines, shows the credit with the invoice’s tax, and sends it against the invoice', async () => {
    const invoice = anInvoice();
    const server = mockFetch({ 'POST /api/v2/credit_notes': ok({ creditNote: aCreditNote({ invoiceId: invoice.id, invoiceNumber: 1042, total: 21.61 }) }, 201) });
    const { user, baseElement } = renderDetails(invoice);
    await user.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for INV-1042' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText(CREDIT_NOTE_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(LINE_DESCRIPTION_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/credit_notes')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Description'), 'Missed visit');
    await user.type(within(dialog).getByLabelText('Quantity'), '{backspace}2');
    await user.type(within(dialog).getByLabelText('Unit price'), '9.82');
    await user.type(within(dialog).getByLabelText('Reason'), 'Rained out twice');
    const totals = within(within(dialog).getByLabelText('Credit note totals'));
    expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('$19.64');
    // 10.0375% of $19.64 = $1.9714, half-up to $1.97.
    expect(totals.getByText('Sales tax — Edina 10.0375%').nextSibling).toHaveTextContent('$1.97');
    expect(totals.getByText('Credit').nextSibling).toHaveTextContent('$21.61');
    expect(await axeViolations(baseElement)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/credit_notes')).toHaveLength(1));
    const [request] = server.calls('POST', '/api/v2/credit_notes');
    expect(request?.body).toEqual({
      customerId: invoice.customerId,
      invoiceId: invoice.id,
      reason: 'Rained out twice',
      lines: [{ description: 'Missed visit', quantity: 2, unitPrice: 9.82, taxable: true }],
    });
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('CN-1001 for $21.61 issued on INV-1042')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a credit beyond what the invoice billed', async () => {
    mockFetch({ 'POST /api/v2/credit_notes': fail(422, CREDIT_NOTE_OVER_INVOICE_MESSAGE, 'BUSINESS_RULE') });
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit note for INV-1042' });
    await user.type(within(dialog).getByLabelText('Description'), 'Everything');
    await user.type(within(dialog).getByLabelText('Unit price'), '500');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CREDIT_NOTE_OVER_INVOICE_MESSAGE);
  });
});

describe('the refund dialog on a paid invoice', () => {
  it('is offered only when money was paid, limits the amount to it, and sends it against the invoice', async () => {
    const invoice = anInvoice({ status: 'paid', amountPaid: 108.03, balance: 0 });
    const server = mockFetch({ 'POST /api/v2/refunds': ok({ refund: aRefund({ invoiceId: invoice.id, amount: 20, method: 'card', chequeNumber: '' }) }, 201) });
    const { user } = renderDetails(invoice);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByLabelText('Refund')).toHaveDisplayValue('Paid on INV-1042 ($108.03)');
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '108.04');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'card');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(REFUND_OVER_PAID_MESSAGE)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('Amount must be more than $0.00')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (USD)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '20');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'ch_123');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/refunds')).toHaveLength(1));
    expect(server.calls('POST', '/api/v2/refunds')[0]?.body).toMatchObject({ invoiceId: invoice.id, method: 'card', chequeNumber: '', reference: 'ch_123', amount: 20 });
    expect(await screen.findByText('$20.00 refunded to Ann Green')).toBeInTheDocument();
  });

  it('is not offered on an unpaid invoice', () => {
    mockFetch({});
    renderDetails(anInvoice());
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
