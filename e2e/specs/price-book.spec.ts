import { OUT_OF_SERVICE_REASON_REQUIRED_MESSAGE } from '@groundwork/domain/equipment';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { currentPath, heading, signInViaUi, toast, dismissToasts, visible, waitForPath } from '../support/ui';

const { owner } = freshCompanies.priceBook;
const browser = useBrowser();

describe('price book: equipment, products and subcontractors', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
  });

  it('adds a mower and sees its cost per hour, on the price book and in the fleet', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/equipment');
    await visible(heading(page, 'Equipment'));
    await visible(page.getByText('No equipment yet.'));
    await checkAccessibility(page, 'equipment, empty');

    await page.getByRole('button', { name: 'Add equipment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add equipment' });
    await visible(dialog);
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    await field('Name').fill('Zero-turn mower 60"');
    await field('Type').selectOption('mower');
    await field('Purchase price ($)').fill('12000');
    await field('Resale value ($)').fill('2000');
    await field('Expected life (years)').fill('5');
    await field('Annual billable hours').fill('900');
    await field('Fuel per year ($)').fill('1500');
    await field('Repairs per year ($)').fill('600');
    await field('Insurance per year ($)').fill('400');
    // ($12,000 − $2,000) ÷ 5 + $2,500 running = $4,500 a year, over 900 hours.
    await visible(dialog.getByText('$5.00 / hour'));
    await visible(dialog.getByText('$4,500.00'));
    await checkAccessibility(page, 'add equipment dialog');
    await dialog.getByRole('button', { name: 'Add equipment' }).click();
    await visible(toast(page, 'Zero-turn mower 60" added successfully'));

    const row = page.getByRole('table', { name: 'Equipment' }).getByRole('row').filter({ hasText: 'Zero-turn mower 60"' });
    await visible(row.getByText('$5.00', { exact: true }));
    await dismissToasts(page);
    await checkAccessibility(page, 'equipment');

    // ── Upkeep: an oil change every 50 engine hours; the meter passes it and the unit shows overdue.
    await page.goto('/equipment-management');
    await visible(heading(page, 'Equipment Management'));
    await page.getByRole('link', { name: 'Zero-turn mower 60"', exact: true }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Zero-turn mower 60"' });
    await visible(sheet.getByRole('heading', { name: 'Service schedules' }));
    await sheet.getByRole('button', { name: 'Add schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'Add a service schedule' });
    await schedule.getByLabel('Service', { exact: true }).fill('Oil and filter change');
    await schedule.getByLabel('Every', { exact: true }).fill('50');
    await schedule.getByLabel('Unit', { exact: true }).selectOption('hours');
    await schedule.getByLabel('Last done at (hours)', { exact: true }).fill('0');
    await schedule.getByLabel('Expected cost ($)', { exact: true }).fill('85');
    await checkAccessibility(page, 'add a service schedule');
    await schedule.getByRole('button', { name: 'Add schedule' }).click();
    await schedule.waitFor({ state: 'hidden' });
    await visible(sheet.getByRole('list', { name: 'Service schedules' }).getByText('Oil and filter change'));
    const reading = sheet.getByRole('form', { name: 'Add a meter reading' });
    await reading.getByLabel('Reading', { exact: true }).fill('52');
    await reading.getByLabel('Unit', { exact: true }).selectOption('hours');
    await reading.getByRole('button', { name: 'Add reading' }).click();
    // 52 hours on a 50-hour interval from 0: two hours past its service.
    await visible(sheet.getByText('Overdue', { exact: true }).first());
    await dismissToasts(page);
    await checkAccessibility(page, 'unit upkeep');

    // Out of service with a reason: the board will not take it, and a maintenance task is raised for the repair.
    await sheet.getByRole('button', { name: 'Take out of service' }).click();
    const takeOut = page.getByRole('dialog', { name: 'Take Zero-turn mower 60" out of service?' });
    await takeOut.getByRole('button', { name: 'Take out of service' }).click();
    await visible(takeOut.getByText(OUT_OF_SERVICE_REASON_REQUIRED_MESSAGE));
    await takeOut.getByLabel('Reason', { exact: true }).fill('Deck spindle bearing is loud; blade wobbles');
    await takeOut.getByRole('button', { name: 'Take out of service' }).click();
    await takeOut.waitFor({ state: 'hidden' });
    await visible(sheet.getByText('Maintenance task raised'));
    await visible(sheet.getByRole('link', { name: /^T-\d+: / }));
    await dismissToasts(page);
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: /^Overdue/ }).click();
    await visible(page.getByRole('link', { name: 'Zero-turn mower 60"', exact: true }).first());
    await checkAccessibility(page, 'equipment management');
  });

  it('adds a product priced from the budget', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/products');
    await visible(heading(page, 'Products'));
    await visible(page.getByRole('table', { name: 'Products' }));
    await checkAccessibility(page, 'products');

    await page.getByRole('button', { name: 'Add product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await visible(dialog);
    await dialog.getByLabel('Name', { exact: true }).fill('Cedar mulch, red');
    await dialog.getByLabel('Category', { exact: true }).selectOption('mulch');
    await dialog.getByLabel('Unit', { exact: true }).selectOption('cu_yd');
    await dialog.getByLabel('Unit cost ($)').fill('20');
    expect(await dialog.getByRole('switch', { name: 'Price from the budget' }).getAttribute('aria-checked')).toBe('true');
    // A new company prices with the default recovery: 10 % on materials, 10 % target profit → $20 × 1.1 ÷ 0.9 = $24.4444, shown to the cent.
    await visible(dialog.getByText('$24.44 / yd³'));
    await checkAccessibility(page, 'add product dialog');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await visible(toast(page, 'Product Cedar mulch, red added successfully'));

    await page.getByRole('searchbox', { name: 'Search products' }).fill('cedar mulch');
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: 'Cedar mulch, red' });
    await visible(row.getByText('$24.44 / yd³'));
    await visible(row.getByText('From budget'));
  });

  it('adds a subcontractor on its own page and opens the detail page', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/subcontractors');
    await visible(heading(page, 'Subcontractors'));
    await visible(page.getByText('No subcontractors yet.'));
    await checkAccessibility(page, 'subcontractors, empty');

    await page.getByRole('link', { name: 'Add subcontractor' }).first().click();
    await waitForPath(page, '/subcontractors/new');
    await visible(heading(page, 'New subcontractor'));
    await page.getByRole('button', { name: 'Add subcontractor' }).click();
    await visible(page.getByText('Company name is required'));
    await checkAccessibility(page, 'new subcontractor');

    await page.getByLabel('Company name', { exact: true }).fill('North Star Arborists');
    await page.getByLabel('Trade', { exact: true }).selectOption('tree_care');
    await page.getByLabel('Contact name', { exact: true }).fill('Jo Lind');
    await page.getByLabel('Insurance expiry', { exact: true }).fill('2099-06-30');
    await page.getByLabel('Hourly rate ($)').fill('95');
    await page.getByRole('button', { name: 'Add subcontractor' }).click();
    await visible(toast(page, 'North Star Arborists added successfully'));
    await visible(heading(page, 'North Star Arborists'));
    expect(currentPath(page)).toMatch(/^\/subcontractors\/[0-9a-f-]{36}$/);
    await visible(page.getByText('$95.00 / hour'));
    await visible(page.getByText('Insured'));
    await dismissToasts(page);
    await checkAccessibility(page, 'subcontractor detail');

    await page.getByRole('link', { name: 'All subcontractors' }).click();
    await visible(page.getByRole('table', { name: 'Subcontractors' }).getByRole('link', { name: 'North Star Arborists', exact: true }));
    await checkAccessibility(page, 'subcontractors');
  });
});
