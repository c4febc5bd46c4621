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
  it('projects next year by hand and makes it a draft budget that appears in the budget list', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/budget-pricing');
    await visible(heading(page, 'Budget Pricing'));
    await page.getByRole('link', { name: 'Budget Projections' }).click();
    await waitForPath(page, '/business-development/budget-projections');
    await visible(heading(page, 'Budget Projections'));
    const thisYear = new Date().getFullYear();
    const nextYear = thisYear + 1;

    // The budget as the tests above left it: labour $400,000 + burden $100,000, rent $95,000 + insurance $45,000,
    // 10 % target: revenue 640,000 ÷ 0.9 = $711,111.11.
    await page.getByLabel('Years to project', { exact: true }).selectOption('1');
    await page.getByLabel('Growth (% a year)', { exact: true }).fill('5');
    await page.getByLabel('Inflation (% a year)', { exact: true }).fill('3');
    // Next year, by hand: direct costs 500,000 × 1.05 × 1.03 = 540,750; overhead (inflation only) 140,000 × 1.03 =
    // 144,200; revenue 684,950 ÷ 0.9 = 761,055.5556 → $761,055.56; net profit 761,055.56 − 684,950 = $76,105.56.
    const table = page.getByRole('table', { name: 'Projected P&L' });
    await visible(table.getByRole('row', { name: 'Revenue $711,111.11 $761,055.56' }));
    await visible(table.getByRole('row', { name: 'Net profit $71,111.11 $76,105.56' }));
    await visible(table.getByRole('row', { name: /^Direct labour \(field wages\).* \$400,000\.00 \$432,600\.00$/ }));
    await page.getByRole('button', { name: 'Save assumptions' }).click();
    await visible(toast(page, 'Assumptions saved'));
    await checkAccessibility(page, 'budget projections');

    // At 390 px the page does not overflow: the table scrolls inside its box.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: `Make ${nextYear} draft budget` }).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText('revenue $761,055.56', { exact: false }));
    await dialog.getByRole('button', { name: 'Make draft budget' }).click();
    await visible(toast(page, `${nextYear} draft budget made`));
    await page.getByRole('link', { name: 'Open it on Budget Pricing' }).click();
    await waitForPath(page, '/budget-pricing');

    // The draft sits in the budget list beside the active one, with the projected figures, not active.
    const choice = page.getByLabel('Budget', { exact: true });
    await expect.poll(() => choice.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${thisYear} — .*\\(active\\)$`)), `${nextYear} — ${nextYear} draft from the ${thisYear} budget projection (inactive)`]),
    );
    await visible(page.getByText(`This ${nextYear} budget is not active`));
    await expect.poll(() => page.getByLabel('Direct labour (field wages)', { exact: true }).inputValue()).toBe('432600');
    await expect.poll(() => page.getByLabel('Rent (office and yard)', { exact: true }).inputValue()).toBe('97850');
    await page.close();
  });

  it('the growth planner works out the crews a 50 % plan needs and the ceilings it hits, as worked by hand', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await sidebar(page).getByRole('link', { name: 'Growth Planner' }).click();
    await waitForPath(page, '/business-development/growth-ceiling');
    await visible(heading(page, 'Growth Planner'));
    const thisYear = new Date().getFullYear();

    // The active budget sells $711,200.00 (the profit accelerator's year); no crews yet, so it counts as one crew.
    await page.getByLabel('Years to plan', { exact: true }).selectOption('2');
    await page.getByLabel('Growth (% a year)', { exact: true }).fill('50');
    await page.getByLabel('Owner’s hours a week', { exact: true }).fill('40');
    // By hand: 711,200 × 1.5 = $1,066,800.00 → ⌈1.5⌉ = 2 crews; × 1.5 = $1,600,200.00 → ⌈2.25⌉ = 3 crews.
    const table = page.getByRole('table', { name: 'What each year needs' });
    await visible(table.getByRole('row', { name: 'Revenue $711,200.00 $1,066,800.00 $1,600,200.00' }));
    await visible(table.getByRole('row', { name: /^Crews 0 2\s?\+2 3\s?\+3$/ }));
    // The owner's 40 h grow with the work: 60 h next year, over the 50 h limit; and two crews with nobody but the owner leading.
    const ceilings = page.getByRole('list', { name: 'Ceilings' });
    await visible(ceilings.getByText(`In ${thisYear + 1} the owner would work 60 h a week — over the 50 h limit.`));
    await visible(ceilings.getByText(`In ${thisYear + 1} the plan runs 2 crews and nobody but the owner leads anyone: every decision waits for the owner.`));
    await visible(ceilings.getByRole('listitem').filter({ hasText: 'the owner would work 60 h' }).getByText('Hire: 1 General Manager (new position)'));
    await page.getByRole('button', { name: 'Save plan' }).click();
    await visible(toast(page, 'Growth plan saved'));
    await checkAccessibility(page, 'growth planner');

    // At 390 px the page does not overflow: the table scrolls inside its box.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Saved: a reload shows the same plan, and a hire links to the org chart.
    await page.reload();
    await visible(table.getByRole('row', { name: /^Crews 0 2\s?\+2 3\s?\+3$/ }));
    await ceilings.getByRole('listitem').filter({ hasText: 'the owner would work 60 h' }).getByRole('link', { name: 'Add it on the org chart' }).click();
    await waitForPath(page, '/business-development/org-chart');
    await page.close();
  });
});
