import { BILLING_METHOD_CHANGE_MESSAGE } from '@groundwork/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aJobBilling, aTrueUp, billingJobId } from '../billing-builders';
import { anInvoice } from '../invoice-builders';
import { JobBillingPanel } from './job-billing-panel';

const billingPath = `/api/v2/jobs/${billingJobId}/billing`;
const renderPanel = () => renderWithProviders(<JobBillingPanel jobId={billingJobId} />, { path: '/customers/x?tab=jobs' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobBillingPanel', () => {
  it('shows the method with its hint and the job’s figures to the cent', async () => {
    mockFetch({ [`GET ${billingPath}`]: ok({ billing: aJobBilling({ approvedTotal: 1200.5, approvedChanges: 99.99, invoicedSoFar: 300.1, remaining: 1000.39 }) }) });
    const { container } = renderPanel();
    expect(screen.getByRole('status', { name: 'Loading the billing' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Per visit/ })).toBeChecked();
    expect(screen.getByText('Each visit is invoiced when its work order is completed.')).toBeInTheDocument();
    expect(screen.getByText('$1,200.50')).toBeInTheDocument();
    expect(screen.getByText('$99.99')).toBeInTheDocument();
    expect(screen.getByText('$300.10')).toBeInTheDocument();
    expect(screen.getByText('$1,000.39')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('changes the method to monthly instalments with the months chosen and the issue day, sending the updatedAt read', async () => {
    const saved = aJobBilling({
      method: 'monthly_instalments',
      issueDay: 5,
      instalments: [
        { month: '2027-04', amount: 400.34, invoiceId: null },
        { month: '2027-05', amount: 400.33, invoiceId: null },
        { month: '2027-06', amount: 400.33, invoiceId: null },
      ],
      updatedAt: '2027-05-02T10:00:00.000Z',
    });
    const server = mockFetch({
      [`GET ${billingPath}`]: ok({ billing: aJobBilling() }),
      [`PUT ${billingPath}`]: ok({ billing: saved }),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: /Monthly instalments/ }));
    // Twelve months from the company's current month; three are chosen, out of order.
    const chips = screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    expect(chips).toHaveLength(12);
    await user.click(chips[3]!);
    await user.click(chips[1]!);
    await user.click(chips[2]!);
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    const day = screen.getByLabelText('Day of the month it is ready to bill');
    await user.clear(day);
    await user.type(day, '5');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));

    await waitFor(() => expect(server.calls('PUT', billingPath)).toHaveLength(1));
    const body = server.calls('PUT', billingPath)[0]!.body as { months: string[] };
    expect(body).toMatchObject({ method: 'monthly_instalments', issueDay: 5, updatedAt: aJobBilling().updatedAt });
    expect(body.months).toHaveLength(3);
    expect([...body.months].sort()).toEqual(body.months);
    const table = await screen.findByRole('table', { name: 'Instalments' });
    expect(within(table).getByText('April 2027')).toBeInTheDocument();
    expect(within(table).getByText('$400.34')).toBeInTheDocument();
    expect(within(table).getAllByText('Not invoiced yet')).toHaveLength(3);
  });

  it('says what is wrong before saving: no months, a day past the 28th, a deposit over 100 percent', async () => {
    const server = mockFetch({ [`GET ${billingPath}`]: ok({ billing: aJobBilling() }) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: /Monthly instalments/ }));
    const day = screen.getByLabelText('Day of the month it is ready to bill');
    await user.clear(day);
    await user.type(day, '31');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(screen.getByText('Choose the months to invoice')).toBeInTheDocument();

    const chips = screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    await user.click(chips[0]!);
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(screen.getByText('Day of the month must be from 1 to 28')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Deposit and progress/ }));
    await user.click(screen.getByRole('radio', { name: 'A percent' }));
    await user.type(screen.getByLabelText('Deposit percent'), '150');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(screen.getByText('Percent must be at most 100')).toBeInTheDocument();
    expect(server.calls('PUT', billingPath)).toHaveLength(0);
  });

  it('shows the server’s field message and its refusal to change the method of an invoiced job', async () => {
    let answer = fail(400, 'Validation failed', 'VALIDATION_FAILED', { 'deposit.amount': ['Amount must be more than $0.00'] });
    mockFetch({ [`GET ${billingPath}`]: ok({ billing: aJobBilling() }), [`PUT ${billingPath}`]: () => answer });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: /Deposit and progress/ }));
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.type(screen.getByLabelText('Deposit amount ($)'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    // The schema refuses three decimals first; a value it takes goes to the server.
    expect(await screen.findByText(/at most 2 decimal places/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Deposit amount ($)'));
    await user.type(screen.getByLabelText('Deposit amount ($)'), '250');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(await screen.findByText('Amount must be more than $0.00')).toBeInTheDocument();

    answer = fail(422, BILLING_METHOD_CHANGE_MESSAGE, 'BUSINESS_RULE');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_METHOD_CHANGE_MESSAGE);
  });

  it('a stale save offers to reload, and the reload shows the job as it is now', async () => {
    let current = aJobBilling();
    const server = mockFetch({
      [`GET ${billingPath}`]: () => ok({ billing: current }),
      [`PUT ${billingPath}`]: fail(409, 'This job was changed by someone else', 'CONFLICT'),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: /Time and materials/ }));
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect(await screen.findByText('Someone else changed this job')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Time and materials/ })).toBeChecked();

    current = aJobBilling({ method: 'one_off', updatedAt: '2027-05-03T09:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /One-off/ })).toBeChecked());
    expect(screen.queryByText('Someone else changed this job')).not.toBeInTheDocument();
    expect(server.calls('GET', billingPath)).toHaveLength(2);
  });

  it('a deposit and progress job makes a deposit draft for a percent and opens it', async () => {
    const draft = anInvoice({ status: 'draft', kind: 'deposit', number: 1201, sentAt: null, publicUrl: null });
    const server = mockFetch({
      [`GET ${billingPath}`]: ok({ billing: aJobBilling({ method: 'deposit_progress', deposit: { percent: 25 }, invoicedSoFar: 0, remaining: 1200 }) }),
      [`POST /api/v2/jobs/${billingJobId}/progress_invoices`]: ok({ invoice: draft }, 201),
    });
    const { user, router } = renderPanel();
    expect(await screen.findByLabelText('Deposit percent')).toHaveValue('25');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit invoice' });
    expect(within(dialog).getByText(/Left to invoice: \$1,200\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(within(dialog).getByText('Enter a percent')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Percent'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${draft.id}`));
    const [request] = server.calls('POST', `/api/v2/jobs/${billingJobId}/progress_invoices`);
    expect(request!.body).toEqual({ stage: 'deposit', portion: { percent: 25 }, allowOverApproved: false });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('a progress invoice beyond what is left is refused, then made when the office confirms it', async () => {
    const draft = anInvoice({ status: 'draft', kind: 'progress', number: 1202, sentAt: null, publicUrl: null });
    let answer = fail(422, 'That is $100.00 more than is left to invoice ($900.00).', 'BUSINESS_RULE');
    const server = mockFetch({
      [`GET ${billingPath}`]: ok({ billing: aJobBilling({ method: 'deposit_progress' }) }),
      [`POST /api/v2/jobs/${billingJobId}/progress_invoices`]: () => answer,
    });
    const { user, router } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Progress invoice' });
    await user.click(within(dialog).getByRole('radio', { name: 'An amount' }));
    await user.type(within(dialog).getByLabelText('Amount ($)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('$100.00 more than is left');
    answer = ok({ invoice: draft }, 201);
    await user.click(within(dialog).getByRole('checkbox', { name: /Invoice it anyway/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${draft.id}`));
    expect(server.calls('POST', `/api/v2/jobs/${billingJobId}/progress_invoices`)[1]!.body).toEqual({
      stage: 'progress',
      portion: { amount: 1000 },
      allowOverApproved: true,
    });
  });

  it('a season contract shows its instalments and settles the season with the true-up’s credit note', async () => {
    const invoiceId = '3f6e3c74-5b2a-4c6d-9b7b-d00000000001';
    const billing = aJobBilling({
      method: 'monthly_instalments',
      issueDay: 1,
      instalments: [
        { month: '2027-04', amount: 585, invoiceId },
        { month: '2027-05', amount: 585, invoiceId: null },
      ],
    });
    const creditNote = {
      id: '4a7e3c74-5b2a-4c6d-9b7b-d00000000002',
      number: 1300,
      customerId: '6f9e3c74-5b2a-4c6d-9b7b-c00000000001',
      customerName: 'Ann Green',
      invoiceId: null,
      invoiceNumber: null,
      issueDate: '2027-10-31',
      reason: 'Season true-up',
      lines: [],
      subtotal: 90,
      taxableSubtotal: 90,
      tax: 0,
      total: 90,
    };
    const server = mockFetch({
      [`GET ${billingPath}`]: ok({ billing }),
      [`GET /api/v2/jobs/${billingJobId}/true_up`]: ok({ trueUp: aTrueUp() }),
      [`POST /api/v2/jobs/${billingJobId}/true_up`]: ok({ trueUp: aTrueUp(), invoice: null, creditNote }, 201),
    });
    const { user } = renderPanel();
    const table = await screen.findByRole('table', { name: 'Instalments' });
    expect(within(table).getByRole('link', { name: 'Open the invoice' })).toHaveAttribute('href', `/invoices/${invoiceId}`);
    expect(within(table).getAllByText('$585.00')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Season true-up' }));
    const section = await screen.findByRole('region', { name: 'Season true-up' });
    expect(within(section).getByText('24 done of 26')).toBeInTheDocument();
    expect(within(section).getByText('$1,080.00')).toBeInTheDocument();
    expect(within(section).getByText('Credit note of $90.00')).toBeInTheDocument();
    expect(within(section).getByText(/A credit note of \$90\.00 settles the season/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Create credit note' }));
    expect(await within(section).findByText('Credit note CN-1300 for $90.00 was made.')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/jobs/${billingJobId}/true_up`)[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
