import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, owner } from '../support/accounts';
import { acceptTermsViaApi, api, linkFromOutbox } from '../support/api';
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

  it('edits the name at once and the e-mail once the link sent to it is opened; an address in use is not revealed', async () => {
    const page = await openProfile(person);
    const firstName = page.getByLabel('First name', { exact: true });
    const lastName = page.getByLabel('Last name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    await expect.poll(() => firstName.inputValue()).toBe(person.firstName);
    expect(await lastName.inputValue()).toBe(person.lastName);
    expect(await email.inputValue()).toBe(person.email);

    // Another account's address: asked for with the password, answered like any other — nothing is revealed.
    await email.fill(owner.email);
    await page.getByLabel('Current password', { exact: true }).first().fill(person.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText(`Check ${owner.email}`));

    const requestedAt = new Date();
    await firstName.fill(edited.firstName);
    await lastName.fill(edited.lastName);
    await email.fill(edited.email);
    await page.getByLabel('Current password', { exact: true }).first().fill(person.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(toast(page, 'Profile updated'));
    await visible(page.getByText(`Check ${edited.email}`));
    await visible(sidebar(page).getByText(`${edited.firstName} ${edited.lastName}`).first());
    expect(await email.inputValue()).toBe(person.email);

    // The link in the e-mail to the new address makes the change.
    const link = await linkFromOutbox(edited.email, requestedAt, '/confirm-email');
    const confirmPage = await browser.newPage();
    await confirmPage.goto(link);
    await visible(confirmPage.getByText(`Your e-mail is now ${edited.email}. Sign in with it from now on.`));

    // After a reload the screen starts from the stored user (the new name, the old address) and then shows the
    // server's fresher copy: wait for the address rather than read it once.
    await page.reload();
    await visible(heading(page, 'Profile'));
    await expect.poll(() => page.getByLabel('First name', { exact: true }).inputValue()).toBe(edited.firstName);
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(edited.email);
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
