import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { currentPath, heading, signInViaUi, toast, visible, waitForPath } from '../support/ui';

const { owner } = freshCompanies.customers;
const browser = useBrowser();

/** Sonner dims the toasts stacked behind the newest one; axe would measure their contrast mid-fade. */
async function untilToastsGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
}

/** A few neighbours already in the book, so the search has something to tell apart. */
async function seedCustomers(): Promise<void> {
  const token = await signInViaApi(owner);
  const neighbours = [
    { firstName: 'Morgan', lastName: 'Ellis', address: { street: '12 Oak Street', city: 'Edina', zipCode: '55424' } },
    { firstName: 'Casey', lastName: 'Lindqvist', address: { street: '77 Lakeview Terrace', city: 'Wayzata', zipCode: '55391' } },
    { type: 'commercial', companyName: 'Northfield Offices', address: { street: '900 Commerce Blvd', city: 'Minneapolis', zipCode: '55402' } },
  ];
  for (const body of neighbours) {
    const answer = await api('POST', '/customers', { token, body });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`seeding a customer answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  await api('POST', '/auth/logout', { token });
}

/** 50 rows of a realistic client export; rows 8, 23 and 41 of the data (file rows 9, 24, 42) are broken. */
function clientCsv(): string {
  const lines = ['First name,Last name,Email,Phone,Street,City,State,Zip,Lot size'];
  for (let index = 1; index <= 50; index += 1) {
    let first = `Client${index}`;
    let email = `client${index}@import.test`;
    let lot = String(5000 + index * 100);
    if (index === 8) email = 'not-an-email';
    if (index === 23) first = '';
    if (index === 41) lot = 'about half an acre';
    const last = index === 23 ? '' : `Importson`;
    lines.push(`${first},${last},${email},(952) 555-${String(1000 + index)},${index} Importer Way,Bloomington,MN,55420,${lot}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('customers: the client book', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    await seedCustomers();
  });

  it('creates a customer with a property, finds it by typing part of the street, then edits it', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/customers');
    await visible(heading(page, 'Customers'));
    await visible(page.getByText('3 customers'));
    await checkAccessibility(page, 'customers list');

    await page.getByRole('link', { name: 'Add customer' }).first().click();
    await waitForPath(page, '/customers/new');
    await visible(heading(page, 'New customer'));
    await checkAccessibility(page, 'new customer');

    // A save with no name is refused inline, and nothing typed is lost.
    await page.getByLabel('Email', { exact: true }).fill('harper.quinn@example.com');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await visible(page.getByText('Enter a first or last name, or a company name'));
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('harper.quinn@example.com');

    await page.getByLabel('First name', { exact: true }).fill('Harper');
    await page.getByLabel('Last name', { exact: true }).fill('Quinn');
    await page.getByLabel('Phone', { exact: true }).fill('(952) 555-0199');
    await page.getByLabel('Street', { exact: true }).fill('4817 Birchwood Lane');
    await page.getByLabel('City', { exact: true }).fill('Edina');
    await page.getByLabel('State', { exact: true }).fill('MN');
    await page.getByLabel('ZIP code', { exact: true }).fill('55436');
    await page.getByLabel('Lot size (sq ft)').fill('12,500');
    await page.getByLabel('Turf area (sq ft)').fill('8000');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await visible(toast(page, 'Customer created'));
    await visible(heading(page, 'Harper Quinn'));
    const customerPath = currentPath(page);
    expect(customerPath).toMatch(/^\/customers\/[0-9a-f-]{36}$/);

    // The property, its sizes and a map link.
    const properties = page.getByRole('list', { name: 'Properties' });
    await visible(properties.getByText('12,500 sq ft'));
    const mapLink = properties.getByRole('link', { name: /Open in Google Maps/ });
    expect(await mapLink.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('4817 Birchwood Lane, Edina, MN 55436')}`,
    );
    await checkAccessibility(page, 'customer detail');

    // A second property through the dialog.
    await page.getByRole('button', { name: 'Add property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add property' });
    await dialog.getByLabel('Property name').fill('Lake cabin');
    await dialog.getByLabel('Street', { exact: true }).fill('3 Loon Point Road');
    await dialog.getByLabel('City', { exact: true }).fill('Brainerd');
    await checkAccessibility(page, 'add property dialog');
    await dialog.getByRole('button', { name: 'Add property' }).click();
    await visible(toast(page, 'Property added'));
    await visible(properties.getByText('Lake cabin'));

    // A note on the activity tab.
    await page.getByRole('tab', { name: 'Notes & activity' }).click();
    await page.getByLabel('Add a note').fill('Prefers morning visits; dog in the back yard.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await visible(page.getByRole('list', { name: 'Activity' }).getByText('Prefers morning visits; dog in the back yard.'));
    await untilToastsGone(page);
    await checkAccessibility(page, 'customer activity');

    // Found from the list by typing part of the street.
    await page.goto('/customers');
    await visible(page.getByText('4 customers'));
    await page.getByLabel('Search customers').fill('birchwood la');
    await visible(page.getByText('1 of 4 customers'));
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByRole('link', { name: 'Harper Quinn' }).click();
    await waitForPath(page, customerPath);

    // Edit: the change shows on the detail page and in the list.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/customers/edit${customerPath.slice('/customers'.length)}`);
    await visible(heading(page, 'Edit Harper Quinn'));
    await checkAccessibility(page, 'edit customer');
    await page.getByLabel('Last name', { exact: true }).fill('Quinn-Ortega');
    await page.getByLabel('Tags').fill('Weekly mowing, Gate code');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Customer updated'));
    await visible(heading(page, 'Harper Quinn-Ortega'));
    await visible(page.getByText('Gate code', { exact: true }));

    // Schedule a job: a starter service priced by the rate matrix from the property's lot size (12,500 sq ft).
    await page.getByRole('link', { name: 'Schedule job' }).click();
    await waitForPath(page, `${customerPath}/schedule-job`);
    await visible(heading(page, 'Schedule job'));
    await untilToastsGone(page);
    await checkAccessibility(page, 'schedule job');
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.click();
    await service.fill('spring');
    await page.getByRole('option', { name: 'Spring Clean-up' }).click();
    await visible(page.getByRole('status', { name: 'Rate matrix price' }).getByText(/12,500 sq ft: \$345\.00 a visit/));
    await page.getByLabel('Visit date', { exact: true }).fill('2027-04-12');
    await page.getByRole('button', { name: 'Schedule job' }).click();
    await visible(toast(page, 'Job scheduled'));
    await waitForPath(page, customerPath);
    expect(currentPath(page)).toBe(`${customerPath}?tab=jobs`);
    expect(await page.getByRole('tab', { name: 'Jobs' }).getAttribute('aria-selected')).toBe('true');
    const job = page.getByRole('list', { name: 'Customer jobs' }).getByRole('listitem', { name: 'Spring Clean-up' });
    await visible(job);
    await visible(job.getByText('$345.00'));

    await page.goto('/customers');
    await page.getByLabel('Tag', { exact: true }).selectOption('Gate code');
    await visible(page.getByText('1 of 4 customers'));
    await visible(page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Harper Quinn-Ortega' }));
  });

  it('imports a CSV of 50 rows with 3 bad ones, and the report lists them', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/customers');
    await page.getByRole('link', { name: 'Import CSV' }).first().click();
    await waitForPath(page, '/customers/import');
    await visible(heading(page, 'Import customers'));

    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(clientCsv()) });
    await visible(page.getByText('2. Match the columns'));
    expect(await page.getByLabel('Lot size (sq ft)').inputValue()).toBe('8');
    await visible(page.getByText('47 rows ready to import, 3 rows with problems (they will not be imported).'));
    await checkAccessibility(page, 'customer import preview');

    await page.getByRole('button', { name: 'Import 47 customers' }).click();
    await visible(page.getByText('Imported 47 of 50 customers'));
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    const problemRows = problems.locator('tbody tr');
    expect(await problemRows.count()).toBe(3);
    expect(await problemRows.locator('td:first-child').allInnerTexts()).toEqual(['9', '24', '42']);
    await visible(problems.getByText(/Enter a valid email address/));
    await visible(problems.getByText(/Lot size must be a number/));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report of rows not imported' }).click()]);
    expect(download.suggestedFilename()).toBe('clients-not-imported.csv');
    const report = readFileSync(await download.path(), 'utf8').trim().split('\r\n');
    expect(report[0]).toBe('Row,Problems,First name,Last name,Email,Phone,Street,City,State,Zip,Lot size');
    expect(report.slice(1).map((line) => line.split(',')[0])).toEqual(['9', '24', '42']);

    await page.goto('/customers');
    await page.getByLabel('Search customers').fill('importer way');
    await visible(page.getByText(/^47 of \d+ customers$/));
  });
});
