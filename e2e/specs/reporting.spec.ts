import { readFileSync } from 'node:fs';
import { parseCsv } from '@groundwork/domain/csv';
import { inject } from 'vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptTermsViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, visible, waitForPath } from '../support/ui';

const browser = useBrowser();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The demo company's owner (seeded into the run's database by the global setup, with its seasons of history). */
const demoOwner = () => ({ ...inject('demoOwner'), firstName: 'Dana', lastName: 'Whitfield' });

/** Cents of a '$1,234.50' or '-$5.00' as the screen prints money. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function noPageOverflow(page: import('playwright-core').Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('reporting: the numbers an owner runs the company by', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(demoOwner());
  });

  it('the dashboard shows the demo company’s figures and what needs a person, each a click from its records', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(page, demoOwner());
    await waitForPath(page, '/dashboard');

    // KPI cards: this month and this season, against last year and the budget.
    const cards = page.locator('[aria-labelledby="kpi-cards-title"]');
    await visible(cards.getByText('Revenue earned'));
    await visible(cards.getByText('Revenue per man-hour'));
    await expect.poll(async () => (await cards.getByText(/^\$[\d,]+\.\d{2}$/).count()) > 0).toBe(true);
    await cards.getByRole('button', { name: 'This season' }).click();
    await visible(cards.getByText(/Budget \$[\d,]+\.\d{2}\/h/));

    // The exceptions feed: the demo has invoices more than 60 days overdue; the sentence leads to the receivables.
    const feed = page.getByRole('list', { name: 'What needs you today' });
    await visible(feed);
    const overdue = feed.getByRole('link', { name: /more than 60 days overdue/ }).first();
    await visible(overdue);
    await checkAccessibility(page, 'dashboard with figures');
    await overdue.click();
    await page.waitForURL((url) => url.pathname.startsWith('/invoices'));
  });

  it('a report shows its chart and table, exports CSV whose sum matches the screen, and links a row to its records', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInViaUi(page, demoOwner());
    await page.goto('/reporting?report=revenue&preset=this_season&compare=last_year');
    await visible(heading(page, 'Reporting'));
    const months = page.getByRole('table', { name: 'By month' });
    await visible(months);
    await visible(page.getByRole('img', { name: /chart/i }).first(), 20_000);

    // The screen's total of earned revenue…
    const headers = await months.locator('thead th').allInnerTexts();
    const earnedColumn = headers.findIndex((text) => /^Earned$/i.test(text.trim()));
    expect(earnedColumn).toBeGreaterThan(0);
    const screenTotal = centsOf(await months.locator('tfoot td').nth(earnedColumn).innerText());
    expect(screenTotal).toBeGreaterThan(0);

    // …is the CSV's total, and the CSV's months add up to it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV of By month' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^revenue-months-\d{4}-03-01-to-\d{4}-11-30\.csv$/);
    const [header, ...lines] = parseCsv(readFileSync(await download.path(), 'utf8'));
    const column = header!.findIndex((label) => /^Earned$/i.test(label));
    const totalLine = lines.at(-1)!;
    const monthLines = lines.slice(0, -1);
    expect(Math.round(Number(totalLine[column]) * 100)).toBe(screenTotal);
    expect(monthLines.reduce((sum, line) => sum + Math.round(Number(line[column] || 0) * 100), 0)).toBe(screenTotal);
    await checkAccessibility(page, 'revenue report');

    // Job costing: the job that lost the most first; its row opens the customer's jobs.
    await page.goto('/reporting?report=job-costing&preset=this_season&compare=previous');
    const jobs = page.getByRole('table', { name: /jobs/i }).first();
    await visible(jobs);
    const firstJob = jobs.getByRole('link').first();
    await visible(firstJob);
    await firstJob.click();
    await page.waitForURL((url) => url.pathname.startsWith('/customers/') || url.pathname.startsWith('/orders/'));
  });

  it('on a phone the report and the dashboard fit the screen', async () => {
    const page = await browser.newPage({ viewport: PHONE, phone: true });
    await signInViaUi(page, demoOwner());
    await visible(page.getByText('Revenue earned').first());
    await noPageOverflow(page);
    await page.goto('/reporting?report=budget-vs-actual&preset=this_season&compare=last_year');
    await visible(page.getByRole('table').first());
    await noPageOverflow(page);
  });
});
