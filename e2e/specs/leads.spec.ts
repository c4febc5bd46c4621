import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { currentPath, heading, signInViaUi, toast, visible, waitForPath } from '../support/ui';

const { owner } = freshCompanies.leads;
const browser = useBrowser();

describe('leads: from first call to customer', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
  });

  it('records a lead, moves it through the pipeline and converts it to a customer', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/leads');
    await visible(heading(page, 'Leads'));
    await visible(page.getByText('No leads yet.'));
    await checkAccessibility(page, 'leads list (empty)');

    await page.getByRole('link', { name: 'Add lead' }).first().click();
    await waitForPath(page, '/leads/new');
    await checkAccessibility(page, 'new lead');
    await page.getByLabel('First name', { exact: true }).fill('Avery');
    await page.getByLabel('Last name', { exact: true }).fill('Sandoval');
    await page.getByLabel('Phone', { exact: true }).fill('(763) 555-0120');
    await page.getByLabel('Estimated value ($)').fill('2,400');
    await page.locator('#lead-property-street').fill('58 Cedar Ridge Court');
    await page.locator('#lead-property-city').fill('Plymouth');
    await page.getByLabel('Lot size (sq ft)').fill('9,800');
    await page.getByRole('button', { name: 'Create lead' }).click();
    await visible(toast(page, 'Lead created'));
    await visible(heading(page, 'Avery Sandoval'));
    const leadPath = currentPath(page);
    await visible(page.getByText('58 Cedar Ridge Court, Plymouth'));
    await checkAccessibility(page, 'lead detail');

    // Pipeline: new → contacted.
    const pipeline = page.getByRole('list', { name: 'Pipeline status' });
    await pipeline.getByRole('button', { name: 'Contacted' }).click();
    await visible(toast(page, 'Lead marked contacted'));
    await expect.poll(() => pipeline.getByRole('button', { name: 'Contacted' }).getAttribute('aria-current')).toBe('step');

    // The list finds it by the property's street.
    await page.goto('/leads');
    await page.getByLabel('Search leads').fill('cedar ridge');
    await visible(page.getByText('1 of 1 leads'));
    await checkAccessibility(page, 'leads list');
    await page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: 'Avery Sandoval' }).click();
    await waitForPath(page, leadPath);

    // Convert: confirm, then the new customer opens with the lead's contact and property.
    await page.getByRole('button', { name: 'Convert to customer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Convert this lead to a customer?' });
    await checkAccessibility(page, 'convert lead dialog');
    await confirm.getByRole('button', { name: 'Convert to customer' }).click();
    await visible(toast(page, 'Lead converted to a customer.'));
    await page.waitForURL((url) => /^\/customers\/[0-9a-f-]{36}$/.test(url.pathname));
    await visible(heading(page, 'Avery Sandoval'));
    await visible(page.getByRole('list', { name: 'Properties' }).getByText('9,800 sq ft'));

    await page.goto(leadPath);
    await visible(page.getByText(/Won and converted/));
    expect(await page.getByRole('button', { name: 'Convert to customer' }).count()).toBe(0);
  });

  it('a lost lead needs a reason', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/leads/new');
    await page.getByLabel('Company name', { exact: true }).fill('Maple Grove Apartments');
    await page.getByLabel('Type', { exact: true }).selectOption('commercial');
    await page.getByRole('button', { name: 'Create lead' }).click();
    await visible(heading(page, 'Maple Grove Apartments'));

    await page.getByRole('list', { name: 'Pipeline status' }).getByRole('button', { name: 'Lost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this lead lost' });
    await dialog.getByRole('button', { name: 'Mark lost' }).click();
    await visible(dialog.getByText('Enter the reason the lead was lost'));
    await checkAccessibility(page, 'lost reason dialog');
    await dialog.getByLabel('Lost reason').fill('Went with a competitor');
    await dialog.getByRole('button', { name: 'Mark lost' }).click();
    await visible(toast(page, 'Lead marked lost'));
    await visible(page.getByText('Lost: Went with a competitor'));
  });

  it('custom fields and lead sources: define, fill in, archive (axe on each screen)', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);

    await page.goto('/lead-sources');
    await visible(heading(page, 'Lead sources'));
    await checkAccessibility(page, 'lead sources');
    await page.getByRole('button', { name: 'Add lead source' }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('Home show booth');
    await page.getByRole('dialog').getByRole('button', { name: 'Add lead source' }).click();
    await visible(toast(page, 'Lead source added'));
    const row = page.getByRole('row', { name: /Home show booth/ });
    await row.getByRole('button', { name: 'Archive Home show booth' }).click();
    await visible(toast(page, 'Lead source archived'));
    await visible(row.getByText('Archived'));

    await page.goto('/custom-fields');
    await visible(heading(page, 'Custom fields'));
    await checkAccessibility(page, 'custom fields');
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByRole('button', { name: 'Add field' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add custom field' });
    await dialog.getByLabel('Label').fill('Best time to call');
    await dialog.getByLabel('Type').selectOption('select');
    await dialog.getByLabel('Options').fill('Morning\nAfternoon\nEvening');
    await checkAccessibility(page, 'add custom field dialog');
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await visible(toast(page, 'Custom field added'));
    await visible(page.getByText('Select (options): Morning, Afternoon, Evening'));

    // One lead's values on its custom-fields-detail screen.
    await page.goto('/leads');
    await page.getByRole('table', { name: 'Leads' }).getByRole('link').first().click();
    await page.waitForURL((url) => /^\/leads\/[0-9a-f-]{36}$/.test(url.pathname));
    const leadId = currentPath(page).split('/').pop() ?? '';
    await page.goto(`/custom-fields-detail/lead/${leadId}`);
    await visible(heading(page, 'Custom fields'));
    await page.getByLabel('Best time to call').selectOption('Evening');
    await checkAccessibility(page, 'custom fields detail');
    await page.getByRole('button', { name: 'Save custom fields' }).click();
    await visible(toast(page, 'Custom fields saved'));
    await page.reload();
    await expect.poll(() => page.getByLabel('Best time to call').inputValue()).toBe('Evening');
  });
});
