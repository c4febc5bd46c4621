import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, sidebar, signInViaUi, toast, dismissToasts, visible, waitForPath } from '../support/ui';

const { owner, name: companyName } = freshCompanies.company;
const browser = useBrowser();

/** A real 1×1 PNG: the server checks the bytes, not the name. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('company information, sales tax and income divisions', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
  });

  it('edits the company information with inline validation, and an uploaded main logo shows in the sidebar', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/company-information');
    await visible(heading(page, 'Company Information'));
    await visible(page.getByText(companyName).first());
    await dismissToasts(page);
    await checkAccessibility(page, 'company information');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, '/company-information/edit');
    await visible(heading(page, 'Edit Company Information'));
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe(companyName);
    await dismissToasts(page);
    await checkAccessibility(page, 'company information edit');

    // The main logo: preview before upload, then saved and shown in the sidebar with its alt text.
    const mainLogo = page.getByTestId('logo-mainLogo');
    await mainLogo.getByLabel('Main logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
    await visible(mainLogo.getByText('Preview — not uploaded yet'));
    await mainLogo.getByLabel('Main logo alt text').fill('Lakeside Yard Works logo');
    await mainLogo.getByRole('button', { name: 'Upload main logo' }).click();
    await visible(toast(page, 'Main logo uploaded'));
    const sidebarLogo = sidebar(page).getByRole('img', { name: 'Lakeside Yard Works logo' });
    await visible(sidebarLogo);
    await expect.poll(() => sidebarLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    // A wrong phone number is refused under its field; what was typed stays.
    const phone = page.getByLabel('Office phone', { exact: true });
    await phone.fill('555');
    await page.getByLabel('Website', { exact: true }).fill('lakesideyard.test');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('Enter a valid phone number, e.g. (612) 555-0142'));
    expect(await page.getByLabel('Website', { exact: true }).inputValue()).toBe('lakesideyard.test');

    await phone.fill('(952) 555-0199');
    await page.getByLabel('First name', { exact: true }).fill('Jamie');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Company information saved'));
    await waitForPath(page, '/company-information');
    await visible(page.getByText('(952) 555-0199'));

    // After a reload the logo is still there (stored on the server, served from its public URL).
    await page.reload();
    await visible(sidebar(page).getByRole('img', { name: 'Lakeside Yard Works logo' }));
  });

  it('edits a sales tax category and previews the combined rate of a city', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/sales-tax');
    await visible(heading(page, 'Sales Tax'));
    const table = page.getByRole('table', { name: 'Tax categories' });
    await visible(table.getByText('Hennepin County Tax'));
    await dismissToasts(page);
    await checkAccessibility(page, 'sales tax: categories');

    await page.getByRole('button', { name: 'Edit Hennepin County Tax' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tax category' });
    await visible(dialog);
    const rate = dialog.getByLabel('Rate (%)');
    await rate.fill('150');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await visible(dialog.getByText('Rate cannot be more than 100%'));
    await rate.fill('0.15');
    await dialog.getByRole('switch', { name: 'Default for services' }).click();
    await dismissToasts(page);
    await checkAccessibility(page, 'sales tax: category dialog');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Tax category updated'));
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row').filter({ hasText: 'Hennepin County Tax' });
    await visible(row.getByText('0.15%'));
    await visible(row.getByText('services'));

    // Minneapolis: state 6.875 + county 0.15 + city 0.5.
    await page.getByLabel('Jurisdiction', { exact: true }).selectOption({ label: 'United States › Minnesota › Hennepin County › Minneapolis' });
    await expect.poll(() => page.getByTestId('combined-rate').textContent()).toBe('7.525%');

    await page.getByRole('tab', { name: 'Jurisdictions' }).click();
    await visible(page.getByRole('table', { name: 'Jurisdictions' }).getByText('Ramsey County'));
    await dismissToasts(page);
    await checkAccessibility(page, 'sales tax: jurisdictions');
  });

  it('adds, edits and deletes an income division', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/income-divisions');
    await visible(heading(page, 'Income Divisions'));
    await visible(page.getByText('Irrigation', { exact: true }));
    await dismissToasts(page);
    await checkAccessibility(page, 'income divisions');

    await page.getByRole('button', { name: 'Add income division' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add income division' });
    await dialog.getByLabel('Name', { exact: true }).fill('Holiday Lighting');
    await dialog.getByLabel('Code', { exact: true }).fill('light');
    await dialog.getByRole('button', { name: 'Add division' }).click();
    await visible(toast(page, 'Income division added'));
    await visible(page.getByRole('cell', { name: 'LIGHT', exact: true }));

    await page.getByRole('button', { name: 'Delete Holiday Lighting' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Holiday Lighting?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(toast(page, 'Holiday Lighting deleted'));
    await expect.poll(() => page.getByText('Holiday Lighting', { exact: true }).count()).toBe(0);
  });

  it('writes the company’s direction — values from a starter, the roadmap — and prints it as a one-page plan', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await sidebar(page).getByRole('link', { name: 'Mission, Purpose & Values' }).click();
    await waitForPath(page, '/business-development/company-mission-purpose-values');
    await visible(heading(page, 'Mission, Purpose & Values'));
    await visible(page.getByRole('region', { name: 'Core values' }).getByText('Not written yet.'));

    await page.getByRole('link', { name: 'Edit the core values' }).click();
    await waitForPath(page, '/business-development/values');
    await page.getByRole('button', { name: /^Use the starter: Show up when we say we will/ }).click();
    await page.getByRole('button', { name: 'Add a value' }).click();
    await page.getByLabel('Value 2', { exact: true }).fill('Own the outcome');
    await page.getByLabel('What it looks like in practice').nth(1).fill('Whoever sees the problem fixes it, or makes sure someone does.');
    await dismissToasts(page);
    await checkAccessibility(page, 'core values');
    await page.getByRole('button', { name: 'Save core values' }).click();
    await visible(toast(page, 'Core values saved'));

    await page.getByRole('navigation', { name: 'Direction' }).getByRole('link', { name: 'Mission and roadmap' }).click();
    await waitForPath(page, '/business-development/mission');
    await page.getByLabel('Mission statement', { exact: true }).fill('Every visit on time, every estimate within two days.');
    await page.getByRole('group', { name: '6 Months goals' }).getByLabel('Goal 1', { exact: true }).fill('Hire a second crew leader');
    await page.getByRole('button', { name: 'Save mission and roadmap' }).click();
    await visible(toast(page, 'Mission and roadmap saved'));

    await page.getByRole('link', { name: 'See the one-page plan' }).click();
    await waitForPath(page, '/business-development/company-mission-purpose-values');
    await visible(page.getByRole('region', { name: 'Core values' }).getByText('Whoever sees the problem fixes it, or makes sure someone does.'));
    await visible(page.getByRole('list', { name: 'Roadmap' }).getByText('Hire a second crew leader'));
    await checkAccessibility(page, 'one-page plan');
    // Printed, the plan is the page: no sidebar, no buttons, everything on one sheet.
    await page.emulateMedia({ media: 'print' });
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print the plan' }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});
