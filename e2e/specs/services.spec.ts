import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, toast, dismissToasts, visible } from '../support/ui';

const { owner } = freshCompanies.services;
const browser = useBrowser();

/** Two services already in the price book, to offer as upsales of the new one. */
async function seedServices(): Promise<void> {
  const token = await signInViaApi(owner);
  try {
    for (const body of [
      { name: 'Core aeration', description: 'Pull plugs once in the fall' },
      { name: 'Overseeding', description: 'Spread seed after aeration' },
    ]) {
      const answer = await api('POST', '/services', { token, body });
      if (answer.status !== 200 && answer.status !== 201) throw new Error(`seeding a service answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  } finally {
    await api('POST', '/auth/logout', { token });
  }
}

describe('services: the price book', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
    await seedServices();
  });

  it('builds a mowing service priced by lot size, reads the price of a 12,500 sq ft lot after a reload, and orders its upsales', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/services');
    await visible(heading(page, 'Services'));
    await visible(page.getByRole('list', { name: 'Services' }).getByText('Core aeration'));
    await checkAccessibility(page, 'services');

    // Every company starts with a Weekly Mowing; this company replaces it with its own (names are unique).
    await page.getByRole('button', { name: 'Delete Weekly Mowing' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Weekly Mowing?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(toast(page, 'Service Deleted'));
    await page.getByRole('list', { name: 'Services' }).getByText('Weekly Mowing', { exact: true }).waitFor({ state: 'detached' });

    // A new service goes to its own page to be priced.
    await page.getByRole('button', { name: 'Add service' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add service' });
    await dialog.getByLabel('Service name', { exact: true }).fill('Weekly mowing');
    await dialog.getByLabel('Description', { exact: true }).fill('Mow, trim and blow, every week from April to October');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await visible(toast(page, 'Service Added'));
    await page.waitForURL((url) => /^\/services\/[0-9a-f-]{36}$/.test(url.pathname));
    await visible(heading(page, 'Weekly mowing'));

    // The lot-size rate matrix: each new row starts one square foot after the last one ends.
    const bands = [
      { to: '5000', rate: '35', hours: '0.5' },
      { to: '10000', rate: '45', hours: '0.75' },
      { to: '15000', rate: '55', hours: '1' },
    ];
    for (const [index, band] of bands.entries()) {
      const row = index + 1;
      await page.getByRole('button', { name: 'Add row' }).click();
      await page.getByRole('textbox', { name: `To, row ${row}` }).fill(band.to);
      await page.getByRole('textbox', { name: `Rate, row ${row}` }).fill(band.rate);
      await page.getByRole('textbox', { name: `Hours, row ${row}` }).fill(band.hours);
    }
    expect(await page.getByRole('textbox', { name: 'From, row 2' }).inputValue()).toBe('5001');
    expect(await page.getByRole('textbox', { name: 'From, row 3' }).inputValue()).toBe('10001');

    // An overlapping row is refused on the row, and fixed.
    await page.getByRole('textbox', { name: 'From, row 3' }).fill('9000');
    await visible(page.getByText('Row 3 (9,000–15,000) overlaps row 2 (5,001–10,000): it must start above 10,000'));
    await page.getByRole('textbox', { name: 'From, row 3' }).fill('10001');
    await page.getByText('overlaps row 2').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save service' }).click();
    await visible(toast(page, 'Service Updated'));
    await visible(page.getByText('All changes saved'));

    // After a reload the matrix is the saved one, and prices a 12,500 sq ft lot from its third band.
    await page.reload();
    await visible(heading(page, 'Weekly mowing'));
    expect(await page.getByRole('textbox', { name: 'Rate, row 3' }).inputValue()).toBe('55');
    await page.getByLabel('Try a measure').fill('12500');
    await visible(page.getByTestId('tried-price').getByText('$55.00'));
    await visible(page.getByText('Band 3 (10,001–15,000)'));

    // Upsales: offered in the order set here, which a reload keeps.
    const picker = page.getByLabel('Service to offer', { exact: true });
    await picker.selectOption({ label: 'Core aeration' });
    await page.getByRole('button', { name: 'Add upsale' }).click();
    await visible(toast(page, 'Upsale Added'));
    await visible(page.getByRole('list', { name: 'Upsales' }).getByText('Core aeration'));
    await picker.selectOption({ label: 'Overseeding' });
    await page.getByRole('button', { name: 'Add upsale' }).click();
    await visible(page.getByRole('list', { name: 'Upsales' }).getByText('Overseeding'));

    await page.getByRole('button', { name: 'Reorder Overseeding' }).focus();
    await page.keyboard.press('ArrowUp');
    await visible(toast(page, 'Upsales Reordered'));
    await page.reload();
    const upsales = page.getByRole('list', { name: 'Upsales' });
    await visible(upsales.getByText('Overseeding'));
    expect(await upsales.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Overseeding'), expect.stringContaining('Core aeration')]);

    await dismissToasts(page);
    await checkAccessibility(page, 'service detail');

    // The list shows the new service with its price bands.
    await page.getByRole('link', { name: 'All services' }).click();
    await visible(heading(page, 'Services'));
    await visible(page.getByRole('list', { name: 'Services' }).getByText('3 price bands, $35.00–$55.00'));
  });

  it('adds a coupon and refuses a second one with the same code', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/services');
    await visible(heading(page, 'Services'));
    await page.getByRole('tab', { name: 'Coupons' }).click();
    await visible(page.getByText('No coupons yet.'));

    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'Add coupon' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add coupon' });
      await dialog.getByLabel('Code', { exact: true }).fill(attempt === 1 ? 'SPRING10' : 'spring10');
      await dialog.getByLabel('Percent off (%)').fill('10');
      await dialog.getByLabel('Usage limit').fill('50');
      if (attempt === 1) await checkAccessibility(page, 'add coupon dialog');
      await dialog.getByRole('button', { name: 'Add coupon' }).click();
      if (attempt === 1) {
        await visible(toast(page, 'Coupon Added'));
        await visible(page.getByRole('table', { name: 'Coupons' }).getByText('SPRING10'));
      } else {
        await visible(dialog.getByText('A coupon with this code already exists'));
        expect(await dialog.getByLabel('Code', { exact: true }).inputValue()).toBe('spring10');
      }
    }
  });
});
