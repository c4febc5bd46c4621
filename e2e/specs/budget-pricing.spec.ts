import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, sidebar, signInViaUi, toast, visible, waitForPath } from '../support/ui';

const { owner } = freshCompanies.budgetPricing;
const browser = useBrowser();

describe('budget pricing: the overhead budget and what it does to prices', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
  });

  it('prices a labour hour from the budget, follows every edit, and keeps it after a save and a reload', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/budget-pricing');
    await visible(heading(page, 'Budget Pricing'));

    // A new company's budget is all zeros: no price yet, and the screen says what it needs.
    const price = page.getByRole('listitem', { name: 'Labour price per hour' });
    await visible(price.getByText('Enter billable labour hours to work out an hourly labour cost'));
    await checkAccessibility(page, 'budget pricing, empty budget');

    const line = (label: string) => page.getByLabel(label, { exact: true });
    // $500,000 of labour over 20,000 hours is $25 an hour; $50,000 of rent is a 10 % markup; 10 % profit on top.
    await line('Billable labour hours (field hours sold a year)').fill('20000');
    await line('Direct labour (field wages)').fill('400000');
    await line('Labour burden (payroll taxes, workers’ comp, benefits)').fill('100000');
    await line('Rent (office and yard)').fill('50000');
    await visible(price.getByText('Charge $30.56 per labour hour to reach your 10% profit.'));
    await visible(page.getByRole('listitem', { name: 'Overhead per billable hour' }).getByText('$2.50', { exact: true }));

    // Raise the rent: every hour carries more overhead, so the price goes up before anything is saved.
    await line('Rent (office and yard)').fill('95000');
    await visible(price.getByText('$33.06', { exact: true }));
    await visible(page.getByRole('table', { name: 'Where the money goes' }).getByRole('row', { name: /Overhead \$95,000\.00/ }));
    await checkAccessibility(page, 'budget pricing, filled in');

    await page.getByRole('button', { name: 'Save budget' }).click();
    await visible(toast(page, 'Budget saved'));
    await visible(page.getByText('All changes saved.'));

    await page.reload();
    await visible(heading(page, 'Budget Pricing'));
    await visible(price.getByText('$33.06', { exact: true }));
    expect(await line('Rent (office and yard)').inputValue()).toBe('95000');
    expect(await line('Billable labour hours (field hours sold a year)').inputValue()).toBe('20000');
    await page.close();
  });

  it('builds an overhead category from its items and copies its total into the budget', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/budget-pricing');
    await visible(heading(page, 'Budget Pricing'));
    const price = page.getByRole('listitem', { name: 'Labour price per hour' });
    await visible(price.getByText('$33.06', { exact: true }));

    await page.getByRole('tab', { name: 'Overhead categories' }).click();
    await visible(page.getByText('No overhead categories yet.'));
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Name', { exact: true }).fill('Insurance');
    await dialog.getByLabel('Budget line', { exact: true }).selectOption({ label: 'Business insurance (liability, umbrella)' });
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await visible(toast(page, 'Category added'));

    await page.getByRole('button', { name: /Insurance/, expanded: false }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const itemDialog = page.getByRole('dialog', { name: 'Add item' });
    await itemDialog.getByLabel('Name', { exact: true }).fill('General liability policy');
    await itemDialog.getByLabel('Annual amount ($)', { exact: true }).fill('45000');
    await itemDialog.getByRole('button', { name: 'Add item' }).click();
    await visible(toast(page, 'Item added'));
    await visible(page.getByText('$45,000.00 a year'));
    await checkAccessibility(page, 'overhead categories');

    // $140,000 of overhead on $500,000 of labour: a 28 % markup, so $25 × 1.28 / 0.9 = $35.56 an hour.
    await page.getByRole('tab', { name: 'P&L budget' }).click();
    await page.getByRole('button', { name: 'Copy category totals' }).click();
    await visible(toast(page, 'Category totals copied into the budget'));
    await expect.poll(() => page.getByLabel('Business insurance (liability, umbrella)', { exact: true }).inputValue()).toBe('45000');
    await visible(price.getByText('$35.56', { exact: true }));
    await page.close();
  });

  it('the profit accelerator prices the saved budget’s year and shows what a 5 % price rise does, as worked by hand', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await sidebar(page).getByRole('link', { name: 'Profit Accelerator' }).click();
    await waitForPath(page, '/business-development/growth-planner');
    await visible(heading(page, 'Profit Accelerator'));
    // The budget as the tests above left it: 20,000 hours sold at $35.56 = $711,200.00; labour $500,000; overhead
    // $95,000 of rent + $45,000 of insurance = $140,000; net $71,200.00.
    const table = page.getByRole('table', { name: 'The year now and with the levers' });
    await visible(table.getByRole('row', { name: 'Revenue $711,200.00 $711,200.00' }));
    await checkAccessibility(page, 'profit accelerator');
    // 5 % more on every price: $711,200.00 × 1.05 = $746,760.00, all of it profit: $71,200.00 + $35,560.00 = $106,760.00.
    await page.getByLabel('Price increase (%)', { exact: true }).fill('5');
    await visible(table.getByRole('row', { name: 'Revenue $711,200.00 $746,760.00 +$35,560.00' }));
    await visible(table.getByRole('row', { name: 'Net profit $71,200.00 $106,760.00 +$35,560.00' }));
    await page.close();
  });
});
