import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyName } from '../support/accounts';
import { acceptTermsViaApi, revokeSession } from '../support/api';
import { useBrowser } from '../support/browser';
import { greeting, heading, loginForm, outsideSidebar, signInViaUi, sidebar, storedToken, toast, visible, waitForPath } from '../support/ui';

const person = accounts.auth;
const browser = useBrowser();

describe('signing in and out', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(person);
  });

  it('signing in with the right password lands on the dashboard with a greeting and the company', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await visible(heading(page, 'Log in to Groundwork'));
    const token = await signInViaUi(page, person);

    await waitForPath(page, '/dashboard');
    await visible(greeting(page, person.firstName));
    await visible(outsideSidebar(page, companyName));
    expect(token.split('.')).toHaveLength(3);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null')?.email)).toBe(person.email);
  });

  it('a wrong password keeps the person on /login with the server message and a Login failed toast', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(person.email);
    await form.password.fill('not-the-password');
    await form.submit.click();

    await visible(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }));
    await visible(toast(page, 'Login failed'));
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  it('the page asked for while signed out is the one shown after signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/profile');
    await waitForPath(page, '/login');

    await signInViaUi(page, person);
    await waitForPath(page, '/profile');
    await visible(heading(page, 'Profile'));
  });

  it('Logout in the sidebar footer ends the session and returns to /login', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, person);
    await visible(greeting(page, person.firstName));

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('company')])).toEqual([
      null,
      null,
      null,
    ]);

    await page.goto('/dashboard');
    await waitForPath(page, '/login');
  });

  it('a session revoked elsewhere sends the next page load to /login', async () => {
    const page = await browser.newPage();
    const token = await signInViaUi(page, person);
    await visible(greeting(page, person.firstName));

    await revokeSession(token);
    await page.reload();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  it('a session revoked elsewhere sends the next action to /login', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, person);
    await page.goto('/profile');
    await visible(heading(page, 'Profile'));
    const token = await storedToken(page);
    // Every request the page starts on its own must be done first, so that the click is the next call to meet the revoked session.
    await page.waitForLoadState('networkidle');

    await revokeSession(token);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitForPath(page, '/login');
    await visible(heading(page, 'Log in to Groundwork'));
  });
});
