import { FORGOT_PASSWORD_MESSAGE } from '@groundwork/domain/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../support/accounts';
import { acceptTermsViaApi, api, linkFromOutbox, signInViaApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { greeting, heading, loginForm, signInViaUi, toast, visible, waitForPath } from '../support/ui';

const person = accounts.reset;
const newPassword = 'Riley-new-password-2';
const browser = useBrowser();

describe('forgetting and resetting a password', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(person);
  });

  it('the e-mailed link resets the password: the new one signs in, the old one is refused, the link works once', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await visible(heading(page, 'Forgot your password?'));
    await visible(page.getByRole('link', { name: 'Remembered your password? Log in' }));

    const sessionBeforeReset = await signInViaApi(person);
    const requestedAt = new Date();
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(toast(page, 'Email sent successfully'));
    await visible(page.getByText(FORGOT_PASSWORD_MESSAGE).first());

    const link = await linkFromOutbox(person.email, requestedAt, '/reset-password');
    await page.goto(link);
    await visible(heading(page, 'Reset your password'));
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm password', { exact: true });
    const submit = page.getByRole('button', { name: 'Reset Password' });
    expect(await submit.isDisabled(), 'Reset Password must be disabled while the fields are empty').toBe(true);

    await password.fill(newPassword);
    expect(await submit.isDisabled(), 'Reset Password must be disabled while the confirmation is empty').toBe(true);
    await confirmation.fill(`${newPassword}-typo`);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await visible(page.getByText('Passwords do not match'));
    await waitForPath(page, '/reset-password');

    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).first().click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');

    await confirmation.fill(newPassword);
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await visible(toast(page, 'Password reset successful! Please login.'));
    await waitForPath(page, '/login');
    expect((await api('GET', '/auth/me', { token: sessionBeforeReset })).status, 'a reset must revoke older sessions').toBe(401);

    // The old password is refused…
    const form = loginForm(page);
    await form.email.fill(person.email);
    await form.password.fill(person.password);
    await form.submit.click();
    await visible(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }));

    // …the new one works.
    await signInViaUi(page, { email: person.email, password: newPassword });
    await visible(greeting(page, person.firstName));

    // The link is single use.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('Another-password-3');
    await again.getByLabel('Confirm password', { exact: true }).fill('Another-password-3');
    await again.getByRole('button', { name: 'Reset Password' }).click();
    await visible(again.getByRole('alert').first());
    await waitForPath(again, '/reset-password');
  });

  it('the reset page without a token says the link is invalid', async () => {
    const page = await browser.newPage();
    await page.goto('/reset-password');
    await visible(page.getByText('Invalid or missing reset token.'));
  });
});
