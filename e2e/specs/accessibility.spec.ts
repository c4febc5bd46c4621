import { describe, it } from 'vitest';
import { accounts } from '../support/accounts';
import { acceptTermsViaApi, linkFromOutbox } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { greeting, heading, signInViaUi, toast, visible } from '../support/ui';

const person = accounts.a11y;
const browser = useBrowser();

// ARCHITECTURE.md §5: axe finds no serious or critical violation on any screen.
describe('accessibility of the foundation screens (axe)', () => {
  it('the public screens: login, forgot password, reset password, legal documents', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await visible(heading(page, 'Log in to Groundwork'));
    await checkAccessibility(page, 'login');

    await page.goto('/forgot-password');
    await visible(heading(page, 'Forgot your password?'));
    await checkAccessibility(page, 'forgot password');

    await page.goto('/reset-password');
    await visible(page.getByText('Invalid or missing reset token.'));
    await checkAccessibility(page, 'reset password without a token');

    for (const type of ['terms', 'privacy']) {
      await page.goto(`/legal/${type}`);
      await visible(page.getByRole('heading', { level: 1 }));
      await checkAccessibility(page, `legal: ${type}`);
    }
  });

  it('the reset-password form reached from the e-mailed link', async () => {
    const page = await browser.newPage();
    const requestedAt = new Date();
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await visible(toast(page, 'Email sent successfully'));
    await checkAccessibility(page, 'forgot password, after sending');

    await page.goto(await linkFromOutbox(person.email, requestedAt, '/reset-password'));
    await visible(heading(page, 'Reset your password'));
    await checkAccessibility(page, 'reset password form');
  });

  it('the signed-in screens: the terms dialog, then dashboard, profile, coming soon', async () => {
    const first = await browser.newPage();
    await signInViaUi(first, person);
    await visible(first.getByRole('dialog', { name: 'Terms & Privacy Policy' }));
    await checkAccessibility(first, 'terms dialog');

    await acceptTermsViaApi(person);
    const page = await browser.newPage();
    await signInViaUi(page, person);
    await visible(greeting(page, person.firstName));
    await checkAccessibility(page, 'dashboard');

    await page.goto('/profile');
    await visible(heading(page, 'Profile'));
    await checkAccessibility(page, 'profile');

    await page.goto('/coming-soon');
    await visible(heading(page, 'Coming Soon'));
    await checkAccessibility(page, 'coming soon');
  });
});
