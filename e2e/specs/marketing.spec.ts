import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { dismissToasts, heading, signInViaUi, toast, visible, waitForPath } from '../support/ui';

const { owner } = freshCompanies.marketing;
const browser = useBrowser();

/** Cents of '$1,234.50' or '-$5.00' as the screens print money. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/** The company's today and its own sales to plan from: a yard-sign customer whose estimate was sent and approved, and a yard-sign lead. */
async function seedSales(): Promise<{ today: string }> {
  const token = await signInViaApi(owner);
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const answer = await api<T>(method, path, { token, body });
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as T;
  };
  try {
    const { leadSources } = await call<{ leadSources: Array<{ id: string; name: string }> }>('GET', '/lead_sources');
    const yardSign = leadSources.find((source) => source.name === 'Yard sign')!.id;
    const address = { street: '2210 Sheridan Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55405' };
    const { customer } = await call<{ customer: { id: string } }>('POST', '/customers', {
      firstName: 'Avery',
      lastName: 'Lindqvist',
      leadSourceId: yardSign,
      address,
      properties: [{ name: 'Home', address, lotSizeSqFt: 9_800, isPrimary: true }],
    });
    await call('POST', '/leads', { firstName: 'Jordan', lastName: 'Okafor', leadSourceId: yardSign });
    const { estimate } = await call<{ estimate: { id: string } }>('POST', '/estimates', {
      clientType: 'customer',
      clientId: customer.id,
      description: 'Spring clean-up and mulch',
      // A service line and its labour: 6 h at $68 an hour, $408.00 before tax.
      items: [
        { id: 'service-1', parentId: null, name: 'Spring clean-up', type: 'labor' },
        { id: 'line-1', parentId: 'service-1', name: 'Clean-up crew labor', type: 'labor', qty: 6, cost: 27.5, rate: 68 },
      ],
    });
    await call('PUT', `/estimates/${estimate.id}/status`, { status: 'sent' });
    await call('PUT', `/estimates/${estimate.id}/status`, { status: 'approved' });
    const { today } = await call<{ today: string }>('GET', '/marketing/channels');
    return { today };
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

/** The text of one cell of a table row, by its column header. */
async function cellOf(page: Page, tableName: string, rowName: string, column: string): Promise<string> {
  const table = page.getByRole('table', { name: tableName });
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.replace(/[↑↓]/g, '').trim().toLowerCase());
  const index = headers.findIndex((text) => text === column.toLowerCase());
  expect(index, `${column} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const row = table.getByRole('row').filter({ hasText: rowName }).first();
  return (await row.locator('td, th').nth(index).innerText()).trim();
}

describe('marketing: a plan, its channels and what they bring in', () => {
  let today: string;

  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    ({ today } = await seedSales());
  });

  it('plans the year, ties a channel to a lead source whose return matches the Sales report, and fills the calendar', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    const year = today.slice(0, 4);

    // From the Business Development page to the plan.
    await page.goto('/business-development');
    await page.getByRole('link', { name: 'Open marketing plan' }).click();
    await waitForPath(page, '/business-development/marketing-plan');
    await visible(heading(page, 'Marketing Plan'));
    // One estimate won of one answered: the company's own close rate.
    await visible(page.getByText('Yours: 100.0%'));
    await checkAccessibility(page, 'marketing plan');
    await page.getByLabel('Your goal ($)').fill('120,000');
    await page.getByLabel('Leads quoted (%)').fill('60');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await visible(toast(page, 'Marketing plan saved'));
    const funnel = page.getByRole('list', { name: 'The funnel' });
    await visible(funnel.getByText('$120,000.00'));
    await dismissToasts(page);

    // A channel tied to the yard-sign lead source, with this month's spend.
    await page.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Channels' }).click();
    await waitForPath(page, '/business-development/marketing-plan/channels');
    await visible(page.getByText('No channels yet'));
    await checkAccessibility(page, 'marketing channels (empty)');
    await page.getByRole('button', { name: 'Add a channel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Yard signs');
    await dialog.getByRole('checkbox', { name: 'Yard sign' }).click();
    await checkAccessibility(page, 'add a channel');
    await dialog.getByRole('button', { name: 'Add channel' }).click();
    await visible(toast(page, 'Channel added'));
    await page.getByRole('button', { name: 'Spend on Yard signs' }).click();
    const spend = page.getByRole('dialog');
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`));
    await spend.getByLabel(`${monthName} ${year} spend ($)`).fill('150');
    await spend.getByLabel(`${monthName} ${year} note`).fill('40 signs');
    await checkAccessibility(page, 'channel spend');
    await spend.getByRole('button', { name: 'Save spend' }).click();
    await visible(toast(page, 'Spend saved'));
    await visible(page.getByRole('table', { name: 'Channels' }).getByText('$150.00').first());
    const wonRevenue = await cellOf(page, 'Channels', 'Yard signs', 'Won revenue');
    const channelReturn = await cellOf(page, 'Channels', 'Yard signs', 'Return');
    expect(centsOf(wonRevenue)).toBe(40_800);
    expect(await cellOf(page, 'Channels', 'Yard signs', 'Leads')).toBe('1');
    await checkAccessibility(page, 'marketing channels');

    // The Sales report, this year, by lead source: the same value won, and the same return on the $150.
    await page.goto('/reporting?report=sales&preset=this_year&compare=none');
    await visible(heading(page, 'Reporting'));
    await visible(page.getByRole('table', { name: 'By lead source' }));
    const valueWon = await cellOf(page, 'By lead source', 'Yard sign', 'Value won');
    expect(centsOf(valueWon)).toBe(centsOf(wonRevenue));
    const expectedReturn = Math.round(((centsOf(valueWon) - 15_000) * 1000) / 15_000) / 10;
    expect(Number(channelReturn.replace(/[%,]/g, ''))).toBe(expectedReturn);

    // The plan budgets the channel.
    await page.goto('/business-development/marketing-plan');
    await page.getByLabel('Yard signs').fill('1,800');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await visible(toast(page, 'Marketing plan saved'));
    await dismissToasts(page);

    // The ideal client: the yard-sign customer fits.
    await page.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Ideal client' }).click();
    await visible(heading(page, 'Ideal Client Avatar'));
    await visible(page.getByText('The avatar asks nothing yet'));
    await page.getByLabel('Name', { exact: true }).fill('Busy city homeowner');
    await page.getByLabel('Client type').selectOption('residential');
    await page.getByRole('checkbox', { name: 'Yard sign' }).click();
    await page.getByLabel('Where they live (a city a line)').fill('Minneapolis');
    await page.getByRole('button', { name: 'Save avatar' }).click();
    await visible(toast(page, 'Avatar saved'));
    await visible(page.getByRole('list', { name: 'How customers match' }).getByText('1 of 1 customers').first());
    await checkAccessibility(page, 'ideal client avatar');

    // A campaign running this month on the channel: its results are the channel's in its dates.
    await page.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Campaigns' }).click();
    await visible(heading(page, 'Campaign Calendar'));
    await checkAccessibility(page, 'campaign calendar (empty)');
    await page.getByRole('button', { name: 'Add a campaign' }).click();
    const campaign = page.getByRole('dialog');
    await campaign.getByLabel('Name').fill('Spring sign blitz');
    await campaign.getByLabel('Channel').selectOption({ label: 'Yard signs' });
    await campaign.getByLabel('Starts').fill(`${today.slice(0, 8)}01`);
    await campaign.getByLabel('Ends').fill(today);
    await campaign.getByLabel('Budget ($)').fill('150');
    await campaign.getByLabel('Status').selectOption('running');
    await checkAccessibility(page, 'add a campaign');
    await campaign.getByRole('button', { name: 'Add campaign' }).click();
    await visible(toast(page, 'Campaign added'));
    const results = page.getByLabel('Results of Spring sign blitz');
    await visible(results);
    await expect.poll(async () => centsOf((await results.locator('dd').nth(1).innerText()).split('·')[0]!)).toBe(centsOf(wonRevenue));
    await visible(page.getByRole('list', { name: `Months of ${year}` }).getByText('Spring sign blitz').first());
    await checkAccessibility(page, 'campaign calendar');

    // The content schedule.
    await page.getByRole('navigation', { name: 'Marketing' }).getByRole('link', { name: 'Content' }).click();
    await visible(heading(page, 'Content Strategy'));
    await visible(page.getByText('No content planned yet'));
    await checkAccessibility(page, 'content strategy (empty)');
    await page.getByRole('button', { name: 'Add a piece' }).click();
    const piece = page.getByRole('dialog');
    await piece.getByLabel('Title').fill('Why we aerate in the fall');
    await piece.getByLabel('Topic').fill('Lawn care');
    await piece.getByLabel('Status').selectOption('scheduled');
    await piece.getByLabel('Publishing date').fill(today);
    await checkAccessibility(page, 'add a piece');
    await piece.getByRole('button', { name: 'Add piece' }).click();
    await visible(toast(page, 'Piece added'));
    await visible(page.getByRole('table', { name: 'Content schedule' }).getByText('Why we aerate in the fall'));
    await checkAccessibility(page, 'content strategy');
  });
});
