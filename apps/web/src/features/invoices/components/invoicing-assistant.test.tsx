import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { aTaxCategory } from '@/test/company-builders';
import { aCustomer } from '@/test/customer-builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aBatch, aBatchProgress, anAssistant, aReadyGroup, aReadyItem, billingJobId } from '../billing-builders';
import { anInvoiceRow } from '../invoice-builders';
import { todayIn } from '@/lib/zoned-time';
import { InvoicingAssistant } from './invoicing-assistant';

const annId = '9c3e3c74-5b2a-4c6d-9b7b-a00000000001';
const boId = '9c3e3c74-5b2a-4c6d-9b7b-a00000000002';

const mowing = aReadyItem({ amount: 45, description: 'Weekly mowing — May 3, 2027' });
const edging = aReadyItem({ serviceName: 'Edging', workOrderNumber: 1043, amount: 30.1, completedOn: '2027-05-04', description: 'Edging — May 4, 2027' });
const june = aReadyItem({ ref: { source: 'instalment', jobId: billingJobId, month: '2027-06' }, serviceName: 'Season care', amount: 166.67, description: 'Season care — June 2027 instalment (2 of 6)' });
const noTerms = aReadyItem({ serviceName: 'Aeration', workOrderNumber: 1050, status: 'missing_terms', amount: 120, propertyAddress: '9 Oak Ave, Edina, MN 55424' });
const over = aReadyItem({ serviceName: 'Patio', workOrderNumber: 1060, status: 'over_estimate', amount: 900.55, propertyAddress: '9 Oak Ave, Edina, MN 55424' });

const groups = [aReadyGroup('Ann Green', [mowing, edging, june], annId), aReadyGroup('Bo Larson', [noTerms, over], boId)];

const renderAssistant = () => renderWithProviders(<InvoicingAssistant pollMs={10} />, { path: '/invoices' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InvoicingAssistant', () => {
  it('groups what is ready to bill by customer, with totals, ready counts, each item to the cent and its status', async () => {
    mockFetch({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant(groups) }) });
    const { container } = renderAssistant();
    expect(screen.getByRole('status', { name: 'Loading what is ready to bill' })).toBeInTheDocument();

    const ann = (await screen.findByRole('heading', { name: 'Ann Green' })).parentElement!;
    expect(within(ann).getByText('3 ready of 3')).toBeInTheDocument();
    expect(within(ann).getByText('$241.77')).toBeInTheDocument();
    const bo = screen.getByRole('heading', { name: 'Bo Larson' }).parentElement!;
    expect(within(bo).getByText('0 ready of 2')).toBeInTheDocument();
    expect(within(bo).getByText('$1,020.55')).toBeInTheDocument();

    const edgingRow = screen.getByText('Edging · WO-1043').closest('[role="listitem"]')! as HTMLElement;
    expect(within(edgingRow).getByText('$30.10')).toBeInTheDocument();
    expect(within(edgingRow).getByText('Completed May 4, 2027')).toBeInTheDocument();
    expect(within(edgingRow).getByText('1 Elm St, Edina, MN 55424')).toBeInTheDocument();
    expect(within(edgingRow).getByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('Season care · June 2027')).toBeInTheDocument();

    const termsRow = screen.getByText('Aeration · WO-1050').closest('[role="listitem"]')! as HTMLElement;
    expect(within(termsRow).getByText('Missing terms')).toBeInTheDocument();
    expect(within(termsRow).getByText(/Neither the customer nor the company has payment terms/)).toBeInTheDocument();
    expect(within(termsRow).getByRole('checkbox', { name: 'Select Aeration · WO-1050' })).toBeDisabled();
    expect(within(termsRow).getByRole('button', { name: 'Choose payment terms' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Ready 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Missing terms 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Over the estimate 1' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by status chip, by source and by customer, the chip counts following the other filters', async () => {
    mockFetch({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant(groups) }) });
    const { user } = renderAssistant();
    await screen.findByRole('heading', { name: 'Ann Green' });

    await user.click(screen.getByRole('button', { name: 'Missing terms 1' }));
    expect(screen.getByRole('button', { name: 'Missing terms 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Ann Green' })).not.toBeInTheDocument();
    expect(screen.getByText('Aeration · WO-1050')).toBeInTheDocument();
    expect(screen.queryByText('Patio · WO-1060')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All 5' }));

    await user.selectOptions(screen.getByLabelText('Source'), 'Instalment due (1)');
    expect(screen.getByText('Season care · June 2027')).toBeInTheDocument();
    expect(screen.queryByText('Edging · WO-1043')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ready 1' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Source'), 'All sources');

    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByRole('option', { name: 'Bo Larson' }));
    expect(screen.queryByRole('heading', { name: 'Ann Green' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All 2' })).toBeInTheDocument();
  });

  it('chooses items one by one, per customer and all ready; blocked ones stay out', async () => {
    mockFetch({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant(groups) }) });
    const { user } = renderAssistant();
    await screen.findByRole('heading', { name: 'Ann Green' });
    expect(screen.getByRole('button', { name: 'Create 0 drafts' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Edging · WO-1043' }));
    expect(screen.getByText('1 chosen · $30.10')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select everything for Ann Green' })).toHaveAttribute('aria-checked', 'mixed');

    await user.click(screen.getByRole('checkbox', { name: 'Select everything for Ann Green' }));
    expect(screen.getByText('3 chosen · $241.77')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select everything for Ann Green' }));
    expect(screen.getByText('Nothing chosen')).toBeInTheDocument();

    // Bo's only selectable item is the one over the estimate.
    await user.click(screen.getByRole('checkbox', { name: 'Select everything for Bo Larson' }));
    expect(screen.getByRole('checkbox', { name: 'Select Patio · WO-1060' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Aeration · WO-1050' })).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('button', { name: 'Select all ready' }));
    expect(screen.getByRole('button', { name: 'Create 4 drafts' })).toBeEnabled();
  });

  it('creates the drafts, shows them and the skipped with the reason, then sends them all with a progress bar until done', async () => {
    const first = anInvoiceRow({ number: 1101, status: 'draft', sentAt: null, customerName: 'Ann Green', total: 81.18 });
    const second = anInvoiceRow({ number: 1102, status: 'draft', sentAt: null, customerName: 'Ann Green', total: 180.05 });
    const batch = aBatch([first, second], [{ key: over.key, message: 'Over the estimate: confirm it to bill it anyway, or bill only what is left.' }]);
    const progress = [
      aBatchProgress({ total: 2, sent: 0, pending: 2 }),
      aBatchProgress({ total: 2, sent: 1, pending: 1 }),
      aBatchProgress({
        total: 2,
        sent: 1,
        failed: 1,
        pending: 0,
        done: true,
        failures: [{ documentId: second.id, label: 'INV-1102', message: 'This customer has no e-mail address. Add one, or mark the invoice as sent.' }],
      }),
    ];
    let polled = 0;
    const server = mockFetch({
      'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant(groups) }),
      'POST /api/v2/invoices/batch': ok({ batch }, 201),
      'POST /api/v2/invoices/batch/send': ok({ progress: progress[0] }, 202),
      [`GET /api/v2/invoices/batch/${progress[0]!.id}`]: () => ok({ progress: progress[Math.min(++polled, 2)] }),
    });
    const { user } = renderAssistant();
    await screen.findByRole('heading', { name: 'Ann Green' });
    await user.click(screen.getByRole('checkbox', { name: 'Select everything for Ann Green' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Patio · WO-1060' }));
    await user.click(screen.getByRole('button', { name: 'Create 4 drafts' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create drafts' });
    expect(within(dialog).getByLabelText('Issue date')).toHaveValue(todayIn('America/Chicago'));
    expect(within(dialog).getByRole('radio', { name: /One invoice per customer and property/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /One invoice per item/ }));
    await user.clear(within(dialog).getByLabelText('Issue date'));
    await user.click(within(dialog).getByRole('button', { name: 'Create 4 drafts' }));
    expect(within(dialog).getByText('Choose the issue date')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Issue date'), '2027-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create 4 drafts' }));

    expect(await screen.findByText('2 drafts made')).toBeInTheDocument();
    const [created] = server.calls('POST', '/api/v2/invoices/batch');
    expect(created!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(created!.body).toEqual({
      items: [
        { ref: mowing.ref, capAtEstimate: false, allowOverEstimate: false },
        { ref: edging.ref, capAtEstimate: false, allowOverEstimate: false },
        { ref: june.ref, capAtEstimate: false, allowOverEstimate: false },
        { ref: over.ref, capAtEstimate: false, allowOverEstimate: false },
      ],
      grouping: 'per_item',
      issueDate: '2027-05-31',
    });
    const drafts = screen.getByRole('list', { name: 'Drafts made' });
    expect(within(drafts).getByRole('link', { name: 'INV-1101' })).toHaveAttribute('href', `/invoices/${first.id}`);
    expect(within(drafts).getByText('$180.05')).toBeInTheDocument();
    const skipped = screen.getByRole('list', { name: 'Skipped' });
    expect(within(skipped).getByText('Patio · WO-1060 · 9 Oak Ave, Edina, MN 55424')).toBeInTheDocument();
    expect(within(skipped).getByText('Over the estimate: confirm it to bill it anyway, or bill only what is left.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('Done: 1 sent, 1 failed.')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Invoices sent' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(server.calls('POST', '/api/v2/invoices/batch/send')[0]!.body).toEqual({ invoiceIds: [first.id, second.id] });
    expect(within(screen.getByRole('region', { name: 'Sending' })).getByRole('link', { name: 'INV-1102' }).closest('li')).toHaveTextContent('This customer has no e-mail address.');
    expect(screen.queryByRole('button', { name: 'Send all' })).not.toBeInTheDocument();
  });

  it('caps an item over the estimate for the batch, or bills it in full when confirmed', async () => {
    const server = mockFetch({
      'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant(groups) }),
      'POST /api/v2/invoices/batch': ok({ batch: aBatch([anInvoiceRow({ status: 'draft', sentAt: null })]) }, 201),
    });
    const { user } = renderAssistant();
    await screen.findByRole('heading', { name: 'Bo Larson' });
    const patio = screen.getByText('Patio · WO-1060').closest('[role="listitem"]')! as HTMLElement;
    await user.click(within(patio).getByRole('button', { name: 'Bill only what is left of the estimate' }));
    expect(within(patio).getByText('Capped at the estimate')).toBeInTheDocument();
    await user.click(within(patio).getByRole('checkbox', { name: 'Select Patio · WO-1060' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Edging · WO-1043' }));
    await user.click(screen.getByRole('button', { name: 'Create 2 drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create drafts' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create 2 drafts' }));
    await screen.findByText('1 draft made');
    expect(server.calls('POST', '/api/v2/invoices/batch')[0]!.body).toMatchObject({
      items: [
        { ref: edging.ref, capAtEstimate: false, allowOverEstimate: false },
        { ref: over.ref, capAtEstimate: true, allowOverEstimate: false },
      ],
      grouping: 'per_customer',
    });

    await user.click(screen.getByRole('button', { name: 'Back to ready to bill' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Patio · WO-1060' }));
    await user.click(screen.getByRole('button', { name: 'Create 1 draft' }));
    const again = await screen.findByRole('dialog', { name: 'Create drafts' });
    await user.click(within(again).getByRole('checkbox', { name: /Bill the item over the estimate in full/ }));
    await user.click(within(again).getByRole('button', { name: 'Create 1 draft' }));
    await screen.findByText('1 draft made');
    expect(server.calls('POST', '/api/v2/invoices/batch')[1]!.body).toMatchObject({ items: [{ ref: over.ref, capAtEstimate: false, allowOverEstimate: true }] });
  });

  it('fixes missing terms with the company default, then reads the list again', async () => {
    const settings = {
      firstInvoiceNumber: 1001,
      nextInvoiceNumber: 1103,
      defaultTerms: null,
      paymentInstructions: 'Cheques to Green Co.',
      reminders: { enabled: true, firstAfterDays: 7, repeatEveryDays: 7, maxPerInvoice: 3 },
      onlinePayments: false,
      updatedAt: '2027-05-01T14:00:00.000Z',
    };
    const server = mockFetch({
      'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant(groups) }),
      'GET /api/v2/invoices/settings': ok({ settings }),
      'PUT /api/v2/invoices/settings': ok({ settings: { ...settings, defaultTerms: 'net_30' } }),
    });
    const { user } = renderAssistant();
    await screen.findByRole('heading', { name: 'Bo Larson' });
    await user.click(screen.getByRole('button', { name: 'Choose payment terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose payment terms' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose payment terms', { selector: '[id$="-error"], p' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Payment terms'), 'Net 30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('PUT', '/api/v2/invoices/settings')[0]!.body).toEqual({
      firstInvoiceNumber: 1001,
      defaultTerms: 'net_30',
      paymentInstructions: 'Cheques to Green Co.',
      reminders: settings.reminders,
      updatedAt: settings.updatedAt,
    });
    await waitFor(() => expect(server.calls('GET', '/api/v2/invoices/assistant')).toHaveLength(2));
  });

  it('links a missing billing address to the customer’s edit screen', async () => {
    const noAddress = aReadyItem({ serviceName: 'Hedges', workOrderNumber: 1070, status: 'missing_address' });
    mockFetch({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant([aReadyGroup('Cy Dahl', [noAddress], boId)]) }) });
    renderAssistant();
    expect(await screen.findByRole('link', { name: 'Add the billing address' })).toHaveAttribute('href', `/customers/edit/${boId}`);
  });

  it('says when there is nothing to bill, and offers a retry when the list cannot be read', async () => {
    let answer = fail(500, 'Something went wrong', 'INTERNAL');
    mockFetch({ 'GET /api/v2/invoices/assistant': () => answer });
    const { user } = renderAssistant();
    expect(await screen.findByText('Could not load what is ready to bill')).toBeInTheDocument();
    answer = ok({ assistant: anAssistant([]) });
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('Nothing to bill')).toBeInTheDocument();
    expect(screen.getByText(/Completed work shows here/)).toBeInTheDocument();
  });

  it('fixes a missing tax category on the customer, sending the customer back with only the category changed', async () => {
    const noTax = aReadyItem({ serviceName: 'Hedges', workOrderNumber: 1071, status: 'missing_tax_category' });
    const customer = aCustomer({ id: boId, firstName: 'Bo', lastName: 'Larson', displayName: 'Bo Larson', taxCategoryId: null });
    const category = aTaxCategory({ name: 'Edina', rate: 8.025 });
    const server = mockFetch({
      'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant([aReadyGroup('Bo Larson', [noTax], boId)]) }),
      'GET /api/v2/sales_tax/categories': ok({ categories: [category] }),
      [`GET /api/v2/customers/${boId}`]: ok({ customer }),
      [`PUT /api/v2/customers/${boId}`]: ok({ customer: { ...customer, taxCategoryId: category.id } }),
    });
    const { user } = renderAssistant();
    await user.click(await screen.findByRole('button', { name: 'Choose a tax category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a tax category' });
    await user.selectOptions(within(dialog).getByLabelText('Tax category'), await within(dialog).findByRole('option', { name: 'Edina (8.025%)' }));
    expect(within(dialog).getByRole('radio', { name: 'For Bo Larson' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/customers/${boId}`)).toHaveLength(1));
    const body = server.calls('PUT', `/api/v2/customers/${boId}`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ taxCategoryId: category.id, updatedAt: customer.updatedAt, displayName: 'Bo Larson', address: customer.address, tags: customer.tags });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('properties');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws only the rows in view for a long list', async () => {
    // jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
    const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
    const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
    onTestFinished(() =>
      sizes.forEach((name, index) => {
        const descriptor = saved[index];
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      }),
    );
    const many = Array.from({ length: 400 }, (_, index) => aReadyItem({ workOrderNumber: 2000 + index }));
    mockFetch({ 'GET /api/v2/invoices/assistant': ok({ assistant: anAssistant([aReadyGroup('Lakeside HOA', many, annId)]) }) });
    const { user } = renderAssistant();
    expect(await screen.findByRole('heading', { name: 'Lakeside HOA' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
    await user.click(screen.getByRole('button', { name: 'Select all ready' }));
    expect(screen.getByRole('button', { name: 'Create 400 drafts' })).toBeEnabled();
  });
});
