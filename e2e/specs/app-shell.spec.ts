import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyName } from '../support/accounts';
import { acceptTermsViaApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { greeting, heading, signInViaUi, sidebar, sidebarWrapper, visible, waitForPath } from '../support/ui';

const person = accounts.shell;
const browser = useBrowser();

async function signedInPage() {
  const page = await browser.newPage();
  await signInViaUi(page, person);
  await visible(greeting(page, person.firstName));
  return page;
}

async function sidebarCookie(page: Awaited<ReturnType<typeof signedInPage>>) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state');
}

describe('the guarded app shell', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(person);
  });

  it('the sidebar lists the areas and its footer shows the person and the company', async () => {
    const page = await signedInPage();
    const nav = sidebar(page);
    for (const label of ['Dashboard', 'Orders', 'Tasks & Assignments']) {
      await visible(nav.getByRole('link', { name: new RegExp(`^${label}`) }).first());
    }
    for (const label of ['Customers', 'Leads']) {
      expect(await nav.getByText(label, { exact: true }).count(), `sidebar entry '${label}'`).toBeGreaterThan(0);
    }
    await visible(nav.getByText(`${person.firstName} ${person.lastName}`).first());
    await visible(nav.getByText(companyName).first());
    await visible(nav.getByRole('button', { name: 'Logout' }));
  });

  it('an area the company has switched off shows a Coming Soon badge and leads to the coming-soon screen', async () => {
    const page = await signedInPage();
    const store = sidebar(page).getByRole('link', { name: /^Online Store/ }).first();
    await visible(store.getByText('Coming Soon'));

    await store.click();
    await waitForPath(page, '/coming-soon');
    await visible(heading(page, 'Coming Soon'));
    await visible(page.getByText('This feature is under development. Stay tuned!'));
  });

  it('opening an area without access by its address goes to the coming-soon screen', async () => {
    const page = await signedInPage();
    await page.goto('/online-store');
    await waitForPath(page, '/coming-soon');
    await visible(heading(page, 'Coming Soon'));
  });

  it('an unknown address shows the application error page', async () => {
    const page = await signedInPage();
    await page.goto('/no-such-page/anywhere');
    await visible(heading(page, 'Unexpected Application Error!'));
    await visible(page.getByText('404 Not Found'));
  });

  it('collapsing the sidebar survives a reload and ctrl+b toggles it', async () => {
    const page = await signedInPage();
    const wrapper = sidebarWrapper(page);
    await expect.poll(() => wrapper.getAttribute('data-state')).toBe('expanded');

    await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
    await expect.poll(() => wrapper.getAttribute('data-state')).toBe('collapsed');
    const cookie = await sidebarCookie(page);
    expect(cookie?.value).toBe('false');
    // SPEC.md §9: the cookie lives 7 days.
    const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThan(7.1);

    await page.reload();
    await visible(greeting(page, person.firstName));
    await expect.poll(() => sidebarWrapper(page).getAttribute('data-state')).toBe('collapsed');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWrapper(page).getAttribute('data-state')).toBe('expanded');
    expect((await sidebarCookie(page))?.value).toBe('true');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWrapper(page).getAttribute('data-state')).toBe('collapsed');

    await page.reload();
    await visible(greeting(page, person.firstName));
    await expect.poll(() => sidebarWrapper(page).getAttribute('data-state')).toBe('collapsed');
  });

  it('the index address redirects to the dashboard', async () => {
    const page = await signedInPage();
    await page.goto('/');
    await waitForPath(page, '/dashboard');
    await visible(greeting(page, person.firstName));
  });
});
