import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { dismissToasts, heading, signInViaUi, toast, visible } from '../support/ui';

const { owner } = freshCompanies.billing;
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const client = { firstName: 'Nora', lastName: 'Lindqvist', email: 'nora.lindqvist@example.test' };
const clientName = `${client.firstName} ${client.lastName}`;

async function must<T>(answer: Promise<{ status: number; body: { data?: T } & Record<string, unknown> }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299 || !body.data) throw new Error(`${what} answered ${status} ${JSON.stringify(body)}`);
  return body.data;
}

interface Seeded {
  customerId: string;
  orderNumbers: number[];
  orderIds: string[];
  jobId: string;
}

/**
 * What is not the subject, by API: a client with an e-mail and a home (no tax category yet), two one-off visits of
 * the week — a hedge trim at $180 and a gutter clean-out at $145 — and a patio install at $4,200 to bill by deposit.
 */
async function seed(): Promise<Seeded> {
  const token = await signInViaApi(owner);
  try {
    const address = { street: '3140 Irving Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55408' };
    const customer = (
      await must<{ customer: { id: string; properties: Array<{ id: string }> } }>(
        api('POST', '/customers', { token, body: { type: 'residential', ...client, address, properties: [{ name: 'Home', address, isPrimary: true }] } }),
        'creating the customer',
      )
    ).customer;
    const propertyId = customer.properties[0]!.id;
    const orders = [];
    for (const [title, price] of [
      ['Hedge trim', 180],
      ['Gutter clean-out', 145],
    ] as const) {
      orders.push(
        (await must<{ order: { id: string; number: number } }>(api('POST', '/orders', { token, body: { customerId: customer.id, propertyId, title, price } }), `creating ${title}`))
          .order,
      );
    }
    const service = (
      await must<{ service: { id: string } }>(
        api('POST', '/services', {
          token,
          body: {
            name: 'Patio install',
            rateMatrixData: {
              matrixRows: [{ from: 0, to: 1000, rate: 4200, tbHrs: 24, cost: 2400 }],
              bottomSection: { every: 100, over: 1000, is: 400, tbHrs: 2, additionalCost: 200 },
            },
          },
        }),
        'creating the service',
      )
    ).service;
    const job = (
      await must<{ job: { id: string } }>(
        api('POST', '/jobs', {
          token,
          body: { customerId: customer.id, propertyId, serviceId: service.id, rate: 4200, jobType: 'one-time', instanceDate: '2027-05-03', visitCount: 1 },
        }),
        'scheduling the patio',
      )
    ).job;
    return { customerId: customer.id, orderIds: orders.map((order) => order.id), orderNumbers: orders.map((order) => order.number), jobId: job.id };
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

async function completeOrder(page: Page, id: string, number: number): Promise<void> {
  await page.goto(`/orders/${id}`);
  await visible(heading(page, new RegExp(`WO-${number}`)));
  await page.getByRole('group', { name: 'Work order actions' }).getByRole('button', { name: 'Complete', exact: true }).click();
  await visible(toast(page, /completed/i));
  await dismissToasts(page);
}

/** What the screen prints for a line or figure, to the cent: '$1,234.50'. */
const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('billing: completed visits to a sent batch, the client’s invoice, a payment, the ledger and aging; a deposit and its final invoice; a void and a credit note', () => {
  let seeded: Seeded;

  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    seeded = await seed();
  });

  it('bills completed visits from the assistant in one batch, the client opens the invoice, a payment settles the ledger', async () => {
    const office = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(office, owner);

    // Nothing is billed before it is done.
    await office.goto('/invoices');
    await visible(heading(office, 'Invoices'));
    await visible(office.getByText('Nothing to bill'));

    for (const [index, id] of seeded.orderIds.entries()) await completeOrder(office, id, seeded.orderNumbers[index]!);

    // The assistant lists both visits under the client, blocked until the client has a tax category: fixed in one click.
    await office.goto('/invoices');
    const list = office.getByRole('list', { name: 'Ready to bill' });
    await visible(list.getByText(clientName).first());
    await visible(list.getByText(`Hedge trim · WO-${seeded.orderNumbers[0]}`));
    await visible(list.getByText(`Gutter clean-out · WO-${seeded.orderNumbers[1]}`));
    await list.getByRole('button', { name: 'Choose a tax category' }).first().click();
    const fix = office.getByRole('dialog', { name: 'Choose a tax category' });
    await visible(fix);
    const category = fix.getByLabel('Tax category');
    // The categories load after the dialog opens (the select says 'Loading…' and is disabled until then).
    await expect.poll(() => category.isEnabled(), { timeout: 20_000 }).toBe(true);
    const options = await category.locator('option').allTextContents();
    const taxable = options.find((option) => /Minneapolis/.test(option)) ?? options.find((option) => option.trim() !== '' && !/Non-Taxable|Choose/.test(option));
    if (!taxable) throw new Error(`no tax category to choose among ${options.join(', ')}`);
    await category.selectOption({ label: taxable });
    await fix.getByRole('button', { name: 'Save' }).click();
    await fix.waitFor({ state: 'hidden' });
    await dismissToasts(office);
    await checkAccessibility(office, 'invoicing assistant');

    // Both ready: one draft for the client (per customer and property), then sent as a batch with its progress.
    await list.getByRole('checkbox', { name: `Select everything for ${clientName}` }).click();
    await office.getByRole('button', { name: 'Create 2 drafts' }).click();
    const create = office.getByRole('dialog', { name: 'Create drafts' });
    await visible(create);
    await checkAccessibility(office, 'create drafts dialog');
    await create.getByRole('button', { name: /^Create \d+ drafts?$/ }).click();
    await visible(office.getByText('1 draft made'));
    const drafts = office.getByRole('list', { name: 'Drafts made' });
    await visible(drafts.getByText(clientName));
    await office.getByRole('button', { name: 'Send all' }).click();
    const bar = office.getByRole('progressbar', { name: 'Invoices sent' });
    await visible(bar);
    await visible(office.getByText('Done: 1 sent.'), 30_000);
    expect(await bar.getAttribute('aria-valuenow')).toBe('1');

    // Nothing completed is billed twice: the assistant is empty again.
    await office.getByRole('button', { name: 'Back to ready to bill' }).click();
    await visible(office.getByText('Nothing to bill'));

    // The invoice: both visits, the client's tax, sent.
    await office.getByRole('tab', { name: 'Invoices' }).click();
    const invoiceLink = office.getByRole('link', { name: /^INV-\d+$/ }).first();
    const label = (await invoiceLink.textContent())!.trim();
    await invoiceLink.click();
    await visible(heading(office, new RegExp(label)));
    await visible(office.getByText('Sent', { exact: true }).first());
    const invoiceId = office.url().split('/').pop()!;
    const token = await signInViaApi(owner);
    const invoice = (await must<{ invoice: { publicUrl: string; total: number; subtotal: number; tax: number } }>(api('GET', `/invoices/${invoiceId}`, { token }), 'reading the invoice')).invoice;
    expect(invoice.subtotal).toBe(325);
    expect(invoice.tax).toBeGreaterThan(0);

    // The client opens the link on a phone: lines, tax, total and balance to the cent, no sign-in.
    const phone = await browser.newPage({ viewport: PHONE, phone: true });
    await phone.goto(new URL(invoice.publicUrl).pathname);
    await visible(phone.getByRole('heading', { name: new RegExp(label) }).first());
    const totals = phone.getByRole('table', { name: 'Totals' });
    await visible(totals.getByText(dollars(invoice.total)).first());
    await visible(phone.getByRole('table', { name: 'Lines' }).getByText(/Hedge trim/));
    await checkAccessibility(phone, 'public invoice (phone)');

    // A cheque for it all is recorded on the invoice.
    await office.getByRole('group', { name: 'Invoice actions' }).getByRole('button', { name: 'Record a payment' }).click();
    const payment = office.getByRole('dialog', { name: 'Record a payment' });
    await payment.getByLabel('Method').selectOption('cheque');
    await payment.getByLabel('Cheque number').fill('4417');
    await payment.getByLabel('Amount (USD)').fill(invoice.total.toFixed(2));
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await payment.waitFor({ state: 'hidden' });
    await visible(office.getByText('Paid', { exact: true }).first());
    await dismissToasts(office);

    // The client's page reads paid; the customer's ledger shows the invoice, the cheque and nothing owed.
    await phone.reload();
    await visible(phone.getByText(/paid/i).first());
    await office.goto(`/customers/${seeded.customerId}?tab=account`);
    const ledger = office.getByRole('table', { name: 'Ledger' });
    await visible(ledger.getByText(label).first());
    await visible(ledger.getByText(/Cheque 4417/).first());
    const figures = office.getByRole('list', { name: 'Account figures' }).or(office.locator('[aria-label="Account figures"]'));
    await visible(figures.getByText('$0.00').first());
    await checkAccessibility(office, 'customer account');
    await api('POST', '/auth/logout', { token });
  });

  it('a deposit on a one-off job and the final invoice deducting it; the aging; a void and a credit note', async () => {
    const office = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(office, owner);

    // The patio is billed by deposit and progress: a 30 % deposit, then the final invoice less the deposit.
    await office.goto(`/customers/${seeded.customerId}?tab=jobs`);
    await office.getByText('Patio install').first().click();
    const billing = office.getByRole('region', { name: 'Billing' }).first();
    await visible(billing);
    await billing.getByRole('radio', { name: /^Deposit and progress/ }).check();
    await billing.getByRole('button', { name: 'Save billing' }).click();
    await visible(toast(office, /saved/i));
    await dismissToasts(office);
    await billing.getByRole('button', { name: 'Deposit', exact: true }).click();
    const deposit = office.getByRole('dialog', { name: 'Deposit invoice' });
    await deposit.getByLabel('Percent', { exact: true }).fill('30');
    await deposit.getByRole('button', { name: 'Create draft' }).click();
    await visible(heading(office, /INV-\d+/));
    await visible(office.getByText(dollars(1260)).first());
    const depositUrl = office.url();

    await office.goto(`/customers/${seeded.customerId}?tab=jobs`);
    await office.getByText('Patio install').first().click();
    await visible(billing.getByText(dollars(1260)).first());
    await billing.getByRole('button', { name: 'Final invoice' }).click();
    const final = office.getByRole('dialog', { name: 'Final invoice' });
    await final.getByRole('button', { name: 'Create draft' }).click();
    await visible(heading(office, /INV-\d+/));
    // $4,200 approved less the $1,260 deposit: $2,940 before tax.
    await visible(office.getByText(dollars(-1260)).or(office.getByText(`-${dollars(1260)}`)).or(office.getByText(`−${dollars(1260)}`)).first());
    await visible(office.getByText(dollars(2940)).first());
    const finalUrl = office.url();
    await checkAccessibility(office, 'final invoice draft');

    // The deposit draft was made in error: voided with the reason, it keeps its number.
    await office.goto(depositUrl);
    await office.getByRole('group', { name: 'Invoice actions' }).getByRole('button', { name: 'Void' }).click();
    const voiding = office.getByRole('dialog', { name: /^Void INV-\d+\?$/ });
    await voiding.getByLabel('Reason').fill('Deposit waived: the client pays on completion');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await voiding.waitFor({ state: 'hidden' });
    await visible(office.getByText('Deposit waived: the client pays on completion').first());
    await dismissToasts(office);

    // The batch invoice, paid, gets a goodwill credit note: the credit goes to the client's account.
    await office.goto('/invoices?tab=invoices');
    await office.getByRole('link', { name: /^INV-\d+$/ }).last().click();
    await office.getByRole('group', { name: 'Invoice actions' }).getByRole('button', { name: 'Credit note' }).click();
    const credit = office.getByRole('dialog', { name: /^Credit note for INV-\d+$/ });
    await credit.getByLabel('Description').fill('Goodwill: hedge trimmed a day late');
    await credit.getByLabel('Quantity').fill('1');
    await credit.getByLabel('Unit price').fill('20');
    await credit.getByLabel('Reason').fill('Visit a day late');
    await credit.getByRole('button', { name: 'Issue credit note' }).click();
    await credit.waitFor({ state: 'hidden' });
    await dismissToasts(office);
    await office.goto(`/customers/${seeded.customerId}?tab=account`);
    await visible(office.getByRole('table', { name: 'Ledger' }).getByText(/CN-\d+/).first());
    await visible(office.locator('[aria-label="Account figures"]').getByText(/\$2\d\.\d\d/).first());

    // The final invoice goes out by e-mail; the client owes it, and the aging shows it as current, on a phone too.
    await office.goto(finalUrl);
    await office.getByRole('group', { name: 'Invoice actions' }).getByRole('button', { name: 'Send', exact: true }).click();
    const send = office.getByRole('dialog', { name: /^Send INV-\d+$/ });
    await send.getByRole('button', { name: 'Send invoice' }).click();
    await send.waitFor({ state: 'hidden' });
    await dismissToasts(office);
    const phone = await browser.newPage({ viewport: PHONE });
    await signInViaUi(phone, owner);
    await phone.goto('/invoices?tab=receivables');
    const aging = phone.getByRole('table', { name: 'Receivables by customer' });
    await visible(aging.getByText(clientName));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkAccessibility(phone, 'receivables (phone)');
  });
});
