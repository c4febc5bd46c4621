import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anInvoice, invoiceCustomerId, invoicePropertyId } from '../invoice-builders';
import { InvoiceForm } from './invoice-form';

const customers = [{ id: invoiceCustomerId, name: 'Ann Green', detail: '1 Elm St, Edina' }];
const properties = [{ id: invoicePropertyId, label: 'Home', isPrimary: true }];

function renderForm(props: Partial<Parameters<typeof InvoiceForm>[0]> = {}) {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <InvoiceForm customers={customers} properties={properties} onCustomerChange={() => {}} today="2027-05-03" onSaved={onSaved} onCancel={() => {}} {...props} />,
    { path: '/invoices/new' },
  );
  return { ...view, onSaved };
}

const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` });
const totals = () => screen.getByLabelText('Totals');

afterEach(() => vi.unstubAllGlobals());

/** Types the hand-worked case: 3 × $33.335 taxable (= $100.005 → $100.01) and 1 × $20 untaxed. */
async function typeTwoLines(user: ReturnType<typeof renderForm>['user']) {
  await user.type(within(line(1)).getByLabelText('Description'), 'Spring clean-up');
  await user.clear(within(line(1)).getByLabelText('Quantity'));
  await user.type(within(line(1)).getByLabelText('Quantity'), '3');
  await user.type(within(line(1)).getByLabelText('Unit price'), '33.335');
  await user.click(screen.getByRole('button', { name: 'Add line' }));
  await user.type(within(line(2)).getByLabelText('Description'), 'Disposal fee');
  await user.type(within(line(2)).getByLabelText('Unit price'), '20');
  await user.click(within(line(2)).getByRole('checkbox', { name: 'Taxable' }));
}

async function chooseCustomer(user: ReturnType<typeof renderForm>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Customer' }));
  await user.click(await screen.findByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
}

describe('InvoiceForm', () => {
  it('works the totals out to the cent as the lines are typed, the tax left to the customer’s rate', async () => {
    mockFetch({});
    const { user } = renderForm();
    await typeTwoLines(user);
    expect(screen.getByLabelText('Line 1 amount')).toHaveTextContent('$100.01');
    expect(screen.getByLabelText('Line 2 amount')).toHaveTextContent('$20.00');
    expect(within(totals()).getByText('Subtotal').nextSibling).toHaveTextContent('$120.01');
    expect(within(totals()).getByText('Taxable').nextSibling).toHaveTextContent('$100.01');
    expect(within(totals()).getByText('at the customer’s rate when saved')).toBeInTheDocument();
    expect(within(totals()).getByText('Total before tax').nextSibling).toHaveTextContent('$120.01');

    await user.click(within(line(2)).getByRole('button', { name: 'Remove line 2' }));
    expect(within(totals()).getByText('Subtotal').nextSibling).toHaveTextContent('$100.01');
    expect(within(line(1)).getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('adds the tax on the taxable lines only when the rate is known: 8.025% of $100.01 is $8.03', async () => {
    mockFetch({});
    const { user } = renderForm({ taxRate: { percent: 8.025, name: 'Minneapolis' } });
    await typeTwoLines(user);
    expect(within(totals()).getByText('Sales tax — Minneapolis 8.025%').nextSibling).toHaveTextContent('$8.03');
    expect(within(totals()).getByText('Total').nextSibling).toHaveTextContent('$128.04');
  });

  it('checks the fields with the contract’s messages before anything is sent', async () => {
    const server = mockFetch({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a customer')).toBeInTheDocument();
    expect(within(line(1)).getByText('Describe the line')).toBeInTheDocument();
    expect(within(line(1)).getByText('Unit price must be a number')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the invoice as typed, with an idempotency key, and hands back the draft', async () => {
    const created = anInvoice({ status: 'draft', number: 1050 });
    const server = mockFetch({ 'POST /api/v2/invoices': ok({ invoice: created }, 201) });
    const { user, onSaved } = renderForm();
    await chooseCustomer(user);
    await typeTwoLines(user);
    await user.selectOptions(screen.getByLabelText('Terms'), 'Net 15');
    await user.type(screen.getByLabelText('Notes'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const [request] = server.calls('POST', '/api/v2/invoices');
    expect(request!.body).toEqual({
      customerId: invoiceCustomerId,
      propertyId: invoicePropertyId,
      issueDate: '2027-05-03',
      terms: 'net_15',
      lines: [
        { description: 'Spring clean-up', quantity: 3, unitPrice: 33.335, taxable: true },
        { description: 'Disposal fee', quantity: 1, unitPrice: 20, taxable: false },
      ],
      notes: 'Thank you',
    });
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts a 400’s messages under their fields, a line’s under that line, and keeps what was typed', async () => {
    mockFetch({
      'POST /api/v2/invoices': fail(400, 'Validation failed', 'VALIDATION_FAILED', {
        issueDate: ['Issue date must be a valid date (YYYY-MM-DD)'],
        'lines.1.unitPrice': ['Unit price can have at most 4 decimal places'],
      }),
    });
    const { user, onSaved } = renderForm();
    await chooseCustomer(user);
    await typeTwoLines(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await within(line(2)).findByText('Unit price can have at most 4 decimal places')).toBeInTheDocument();
    expect(screen.getByText('Issue date must be a valid date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(line(1)).getByLabelText('Description')).toHaveValue('Spring clean-up');
    expect(within(line(1)).getByLabelText('Unit price')).toHaveValue('33.335');
    expect(within(line(2)).getByLabelText('Description')).toHaveValue('Disposal fee');
    expect(within(line(2)).getByRole('checkbox', { name: 'Taxable' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Ann Green · 1 Elm St, Edina');
    expect(screen.getByLabelText('Property')).toHaveValue(invoicePropertyId);
  });

  it('edits a draft: the customer stays, every field is sent with the updatedAt it was read with', async () => {
    const draft = anInvoice({ status: 'draft', sentAt: null, publicUrl: null });
    const server = mockFetch({ [`PUT /api/v2/invoices/${draft.id}`]: ok({ invoice: { ...draft, notes: 'Paid in advance' } }) });
    const { user, onSaved } = renderForm({ draft, customers: [] });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    expect(within(line(2)).getByLabelText('Description')).toHaveValue('Disposal fee');
    expect(within(totals()).getByText('Subtotal').nextSibling).toHaveTextContent('$100.00');
    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Paid in advance');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', `/api/v2/invoices/${draft.id}`)[0]!.body).toEqual({
      propertyId: draft.propertyId,
      issueDate: '2027-05-01',
      terms: 'net_30',
      lines: [
        { description: 'Spring clean-up', quantity: 2, unitPrice: 40, taxable: true },
        { description: 'Disposal fee', quantity: 1, unitPrice: 20, taxable: false },
      ],
      notes: 'Paid in advance',
      updatedAt: draft.updatedAt,
    });
  });

  it('a draft saved over someone else’s change (409) keeps what was typed and offers to reload', async () => {
    const draft = anInvoice({ status: 'draft', sentAt: null, publicUrl: null });
    mockFetch({ [`PUT /api/v2/invoices/${draft.id}`]: fail(409, 'This invoice was changed by someone else', 'CONFLICT') });
    const onReload = vi.fn(async () => {});
    const { user, onSaved } = renderForm({ draft, customers: [], onReload });
    await user.type(screen.getByLabelText('Notes'), ' Again.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this invoice');
    expect(screen.getByLabelText('Notes')).toHaveValue('Thank you for your business Again.');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    mockFetch({});
    const { container, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Choose a customer');
    expect(await axeViolations(container)).toEqual([]);
  });
});
