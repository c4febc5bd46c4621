import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, owner } from '../support/accounts';
import { acceptTermsViaApi, api } from '../support/api';
import { useBrowser } from '../support/browser';
import { heading, loginForm, signInViaUi, sidebar, toast, visible, waitForPath } from '../support/ui';

const person = accounts.profile;
const browser = useBrowser();

const edited = { firstName: 'Peyton', lastName: 'Hayes-Lopez', email: 'peyton.hayes@evergreen.test' };
const newPassword = 'Parker-new-password-2';

async function openProfile(credentials: { email: string; password: string }) {
  const page = await browser.newPage();
  await signInViaUi(page, credentials);
  await page.goto('/profile');
  await visible(heading(page, 'Profile'));
  return page;
}

describe('the profile screen', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(person);
    await acceptTermsViaApi(accounts.password);
  });

  it('editing the name and e-mail saves them, updates the sidebar and refuses an e-mail already in use', async () => {
    const page = await openProfile(person);
    const firstName = page.getByLabel('First name', { exact: true });
    const lastName = page.getByLabel('Last name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    await expect.poll(() => firstName.inputValue()).toBe(person.firstName);
    expect(await lastName.inputValue()).toBe(person.lastName);
    expect(await email.inputValue()).toBe(person.email);

    await email.fill(owner.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('This email is already in use'));

    await firstName.fill(edited.firstName);
    await lastName.fill(edited.lastName);
    await email.fill(edited.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Profile updated'));
    await visible(sidebar(page).getByText(`${edited.firstName} ${edited.lastName}`).first());

    await page.reload();
    await visible(heading(page, 'Profile'));
    await expect.poll(() => page.getByLabel('First name', { exact: true }).inputValue()).toBe(edited.firstName);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(edited.email);
  });

  it('changing the password keeps this browser signed in; the new password works and the old one does not', async () => {
    const other = accounts.password;
    const page = await openProfile(other);

    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change password' });

    await current.fill('not-my-password');
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await visible(page.getByText('Current password is incorrect'));

    await current.fill(other.password);
    await submit.click();
    await visible(toast(page, 'Password changed'));

    // The server revoked every session and handed this browser a fresh one.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect((await api('GET', '/auth/me', { token: token ?? '' })).status).toBe(200);
    await page.reload();
    await visible(heading(page, 'Profile'));

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    const form = loginForm(page);
    await form.email.fill(other.email);
    await form.password.fill(other.password);
    await form.submit.click();
    await visible(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }));

    // Signing in again lands on the remembered page or the dashboard; either way the session is there.
    await signInViaUi(page, { email: other.email, password: newPassword });
    await visible(sidebar(page).getByText(`${other.firstName} ${other.lastName}`).first());
  });
});
