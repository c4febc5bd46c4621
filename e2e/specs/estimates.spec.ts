import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, outboxMessages, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { currentPath, heading, signInViaUi, toast, dismissToasts, visible, waitForPath } from '../support/ui';

const { owner } = freshCompanies.estimates;
const browser = useBrowser();
const client = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@example.test' };

/** The customer the estimate is for: one property of 12,500 sq ft, so the services' rate matrices can price it. */
async function seedCustomer(): Promise<string> {
  const token = await signInViaApi(owner);
  try {
    const address = { street: '418 Linden Hill Road', city: 'Edina', state: 'MN', zipCode: '55424' };
    const answer = await api<{ customer: { id: string } }>('POST', '/customers', {
      token,
      body: { ...client, address, properties: [{ name: 'Home', address, lotSizeSqFt: 12_500, isPrimary: true }] },
    });
    const id = answer.body.data?.customer.id;
    if ((answer.status !== 200 && answer.status !== 201) || !id) throw new Error(`seeding the customer answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return id;
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

/** Picks an option of one of the builder's searchable pickers. */
async function pick(page: Page, label: string, search: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** The proposal link of the newest e-mail to the client, as a path (/proposal/<token>). */
async function proposalLinkFromOutbox(since: Date): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const message = (await outboxMessages(20, owner)).find(
      (candidate) => candidate.to.toLowerCase() === client.email && new Date(candidate.createdAt).getTime() >= since.getTime() - 2_000,
    );
    const link = message?.text.match(/https?:\/\/[^\s"'<>]+\/proposal\/[\w-]+/)?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 300));
  }
  throw new Error(`no proposal e-mail with a /proposal/ link reached the outbox for ${client.email}`);
}

describe('estimates: from the price book to an approved proposal and a job', () => {
  let customerId = '';
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    customerId = await seedCustomer();
  });

  it('builds an estimate from a template and two services, sends it, the client approves it online, and it becomes a job', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);

    // From the customer's page, a new estimate.
    await page.goto(`/customers/${customerId}`);
    await visible(heading(page, `${client.firstName} ${client.lastName}`));
    await page.getByRole('tab', { name: 'Estimates' }).click();
    await page.getByRole('link', { name: 'New estimate' }).click();
    await waitForPath(page, `/estimates/create/customer/${customerId}`);

    // A template and two services priced by the property's lot size.
    await pick(page, 'Apply a template', 'mulch', 'Mulch install');
    await visible(page.getByRole('textbox', { name: /^Line name, row \d+$/ }).first());
    await pick(page, 'Add a service', 'mowing', 'Weekly Mowing');
    await pick(page, 'Add a service', 'spring', 'Spring Clean-up');
    await page.getByLabel('Description', { exact: true }).fill('Spring clean-up, weekly mowing and fresh mulch');
    await page.getByRole('button', { name: 'Create estimate' }).click();
    await page.waitForURL((url) => /^\/estimates\/[0-9a-f-]{36}$/.test(url.pathname));
    const estimatePath = new URL(page.url()).pathname;
    await visible(page.getByRole('status').filter({ hasText: 'All changes saved' }));
    await checkAccessibility(page, 'estimate builder');

    // Change the mulch quantity: the product cost and the total follow as it is typed, and the save keeps them.
    const productCost = page.locator('xpath=//dl[@aria-label="Financial breakdown"]/div[dt[normalize-space()="Product cost"]]/dd');
    const total = page.locator('xpath=//dl[@aria-label="Totals"]/div[dt[normalize-space()="Total"]]/dd');
    const before = { product: await productCost.innerText(), total: await total.innerText() };
    const mulch = page.getByRole('textbox', { name: /^Quantity of Double-shredded hardwood mulch, row \d+$/ });
    await mulch.fill('7');
    await expect.poll(() => productCost.innerText()).not.toBe(before.product);
    await expect.poll(() => total.innerText()).not.toBe(before.total);
    await visible(page.getByRole('status').filter({ hasText: 'All changes saved' }), 15_000);
    const approvedTotal = await total.innerText();
    await page.reload();
    await expect.poll(() => total.innerText()).toBe(approvedTotal);
    expect(await page.getByRole('textbox', { name: /^Quantity of Double-shredded hardwood mulch, row \d+$/ }).inputValue()).toBe('7');

    // Send the proposal by e-mail (the outbox: no SMTP server in this run).
    const sentAt = new Date();
    await page.getByRole('button', { name: 'Send proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the proposal' });
    await visible(dialog);
    await expect.poll(() => dialog.getByLabel('To', { exact: true }).inputValue()).toBe(client.email);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await visible(toast(page, `Proposal sent to ${client.email}`));
    await visible(page.getByText('Status: Sent', { exact: true }));
    const proposalPath = await proposalLinkFromOutbox(sentAt);

    // The client opens the link in a browser of their own, without signing in, and approves.
    const clientPage = await browser.newPage();
    await clientPage.goto(proposalPath);
    await visible(heading(clientPage, 'Proposal'));
    await visible(clientPage.getByText('Spring Clean-up').first());
    await visible(clientPage.getByText(approvedTotal).first());
    expect(await clientPage.getByText(/margin|markup|unit cost/i).count()).toBe(0);
    await checkAccessibility(clientPage, 'public proposal');
    await clientPage.getByLabel('Your full name', { exact: true }).fill('Dana Whitfield');
    await clientPage.getByRole('checkbox', { name: 'I accept this proposal and its terms' }).check();
    await clientPage.getByRole('button', { name: 'Approve proposal' }).click();
    await visible(clientPage.getByRole('heading', { name: /^Approved by Dana Whitfield on / }));

    // The office sees the answer, and converts the approved estimate into a job.
    await page.goto(estimatePath);
    await visible(page.getByText('Status: Approved', { exact: true }));
    await visible(page.getByText('Signed online as "Dana Whitfield" from', { exact: false }));
    await page.getByRole('button', { name: 'Convert to job' }).click();
    const convert = page.getByRole('dialog', { name: /^Convert estimate #\d+ to jobs$/ });
    await visible(convert);
    // Each service keeps its own schedule: the mowing season recurs, the clean-up is one visit.
    expect(await convert.getByRole('region', { name: 'Weekly Mowing' }).getByRole('radio', { name: 'Recurring' }).isChecked()).toBe(true);
    expect(await convert.getByRole('region', { name: 'Spring Clean-up' }).getByRole('radio', { name: 'One-time' }).isChecked()).toBe(true);
    await checkAccessibility(page, 'convert to job dialog');
    await convert.getByRole('button', { name: /^Create \d+ jobs$/ }).click();
    await visible(toast(page, /^\d+ jobs created$/));
    await waitForPath(page, `/customers/${customerId}`);
    expect(currentPath(page)).toBe(`/customers/${customerId}?tab=jobs`);
    const jobs = page.getByRole('list', { name: 'Customer jobs' });
    await visible(jobs.getByRole('listitem').first());
    await visible(jobs.getByText(/Estimate #\d+/).first());
    await dismissToasts(page);
    await checkAccessibility(page, 'customer jobs tab');

    // The estimate is converted and can be converted no more.
    await page.goto(estimatePath);
    await visible(page.getByText('Status: Converted', { exact: true }));
    expect(await page.getByRole('button', { name: 'Convert to job' }).count()).toBe(0);
  });

  it('an admin writes a template of their own, and the estimates list finds the converted estimate', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);

    await page.goto('/estimate-templates');
    await visible(heading(page, 'Estimate Templates'));
    await visible(page.getByText('Mulch install').first());
    await checkAccessibility(page, 'estimate templates');
    await page.getByRole('link', { name: 'New template' }).first().click();
    await waitForPath(page, '/estimate-templates/new');
    await page.getByLabel('Template name', { exact: true }).fill('Hedge trimming');
    await page.getByRole('button', { name: 'Add service line' }).click();
    await page.getByRole('textbox', { name: 'Service line 1', exact: true }).fill('Hedge trimming');
    await page.getByRole('group', { name: 'Add a line to service line 1' }).getByRole('button', { name: 'Labor' }).click();
    await page.getByLabel('Name, service 1 line 1', { exact: true }).fill('Trimming crew');
    await page.getByLabel('Hours a visit, service 1 line 1', { exact: true }).fill('3');
    await page.getByLabel(/^Unit cost \(\$ .*\), service 1 line 1$/).fill('29');
    await checkAccessibility(page, 'new estimate template');
    await page.getByRole('button', { name: 'Create template' }).click();
    await visible(toast(page, 'Template created'));
    await page.waitForURL((url) => /^\/estimate-templates\/[0-9a-f-]{36}$/.test(url.pathname));

    await page.goto('/estimate-templates');
    await visible(page.getByText('Hedge trimming').first());

    await page.goto('/estimates');
    await visible(heading(page, 'Estimates'));
    await page.getByLabel('Search', { exact: true }).fill('Whitfield');
    const table = page.getByRole('table', { name: 'Estimates' });
    await visible(table.getByText('Dana Whitfield').first());
    await visible(table.getByText('Converted').first());
    await checkAccessibility(page, 'estimates list');
  });
});
