import type { InvoiceSettings } from '@groundwork/domain/invoices';
import { permissionsForRole } from '@groundwork/domain/permissions';
import type { Role } from '@groundwork/domain/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAssistant } from '@/features/invoices/billing-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const settings: InvoiceSettings = {
  firstInvoiceNumber: 1001,
  nextInvoiceNumber: 1043,
  defaultTerms: 'net_30',
  paymentInstructions: 'Checks payable to Demo Landscaping',
  reminders: { enabled: true, firstAfterDays: 7, repeatEveryDays: 14, maxPerInvoice: 3 },
  onlinePayments: false,
  updatedAt: '2027-05-01T14:00:00.000Z',
};

function signedIn(routes: Parameters<typeof mockFetch>[0] = {}, role: Role = 'admin') {
  const user = aUser({ role });
  const company = aCompany({ permissions: permissionsForRole(permissionsWith({ section: 'main', name: 'invoices', enabled: true, visible: true }), role) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/invoices/settings': ok({ settings }),
    ...routes,
  });
}

const savedEcho = (request: RecordedRequest) => ok({ settings: { ...settings, ...(request.body as object), updatedAt: '2027-05-02T09:00:00.000Z' } });

describe('invoice settings screen', () => {
  it('the Settings button on /invoices opens the screen', async () => {
    signedIn({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant([]) }) });
    const { user, router } = renderApp('/invoices');
    const link = await screen.findByRole('link', { name: 'Settings' });
    expect(link).toHaveAttribute('href', '/invoices/settings');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Invoice settings', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices/settings');
  });

  it('loads and shows the values, the schedule in a sentence and the online payment state', async () => {
    signedIn();
    renderApp('/invoices/settings');
    expect(await screen.findByLabelText('First invoice number')).toHaveValue(1001);
    expect(screen.getByText(/The next invoice will be number 1043/)).toBeInTheDocument();
    expect(screen.getByLabelText('Default payment terms')).toHaveValue('net_30');
    expect(screen.getByLabelText('How to pay')).toHaveValue('Checks payable to Demo Landscaping');
    expect(screen.getByRole('switch', { name: 'Send overdue reminders' })).toBeChecked();
    expect(screen.getByLabelText('First reminder (days after due)')).toHaveValue(7);
    expect(screen.getByText('The first reminder is sent 7 days after the due date, then one every 14 days, at most 3 per invoice.')).toBeInTheDocument();
    expect(screen.getByText('Online payment: off — see the docs to connect Stripe.')).toBeInTheDocument();
  });

  it('shows the schema message under a field and sends nothing', async () => {
    const server = signedIn({ 'PUT /api/v2/invoices/settings': savedEcho });
    const { user } = renderApp('/invoices/settings');
    const max = await screen.findByLabelText('At most (per invoice)');
    await user.clear(max);
    await user.type(max, '11');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Send at most 10 reminders per invoice')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/invoices/settings')).toHaveLength(0);
  });

  it('saves the exact body with the version it started from', async () => {
    const server = signedIn({ 'PUT /api/v2/invoices/settings': savedEcho });
    const { user } = renderApp('/invoices/settings');
    const first = await screen.findByLabelText('First invoice number');
    await user.clear(first);
    await user.type(first, '2000');
    await user.selectOptions(screen.getByLabelText('Default payment terms'), 'net_15');
    await user.clear(screen.getByLabelText('How to pay'));
    await user.type(screen.getByLabelText('How to pay'), 'Pay by check');
    await user.clear(screen.getByLabelText('Then every (days)'));
    await user.type(screen.getByLabelText('Then every (days)'), '10');
    expect(screen.getByText('The first reminder is sent 7 days after the due date, then one every 10 days, at most 3 per invoice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Invoice settings saved')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/invoices/settings')[0]?.body).toEqual({
      firstInvoiceNumber: 2000,
      defaultTerms: 'net_15',
      paymentInstructions: 'Pay by check',
      reminders: { enabled: true, firstAfterDays: 7, repeatEveryDays: 10, maxPerInvoice: 3 },
      updatedAt: settings.updatedAt,
    });
  });

  it("shows the server's field error under the field", async () => {
    signedIn({
      'PUT /api/v2/invoices/settings': fail(400, 'Invalid input', 'VALIDATION_ERROR', { firstInvoiceNumber: ['Invoice 1001 already exists'] }),
    });
    const { user } = renderApp('/invoices/settings');
    await screen.findByLabelText('First invoice number');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Invoice 1001 already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('First invoice number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a stale save (409) keeps the edits and offers to reload', async () => {
    signedIn({ 'PUT /api/v2/invoices/settings': fail(409, 'The settings were changed by someone else', 'CONFLICT') });
    const { user } = renderApp('/invoices/settings');
    await screen.findByLabelText('First invoice number');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Someone else changed the invoice settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('an estimator sees the values read-only, without Save', async () => {
    signedIn({}, 'estimator');
    renderApp('/invoices/settings');
    expect(await screen.findByLabelText('First invoice number')).toBeDisabled();
    expect(screen.getByLabelText('How to pay')).toBeDisabled();
    expect(screen.getByLabelText('How to pay')).toHaveValue('Checks payable to Demo Landscaping');
    expect(screen.getByRole('switch', { name: 'Send overdue reminders' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('a failed load offers to retry', async () => {
    let calls = 0;
    signedIn({ 'GET /api/v2/invoices/settings': () => (++calls === 1 ? fail(500, 'Server error', 'INTERNAL') : ok({ settings })) });
    const { user } = renderApp('/invoices/settings');
    expect(await screen.findByText('Could not load the invoice settings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First invoice number')).toHaveValue(1001);
  });
});
