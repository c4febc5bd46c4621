import { describe, expect, it } from 'vitest';
import { accounts } from '../support/accounts';
import { api, signInViaApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { greeting, signInViaUi, visible, waitForPath } from '../support/ui';

const person = accounts.terms;
const browser = useBrowser();

const AGREE = 'I have read and agree to the Terms of Service and Privacy Policy';

describe('accepting the Terms & Privacy Policy on first sign-in', () => {
  it('the dialog replaces the page until accepted, confirms the acceptance, and never returns', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, person);
    await waitForPath(page, '/dashboard');

    const dialog = page.getByRole('dialog', { name: 'Terms & Privacy Policy' });
    await visible(dialog);
    expect(await greeting(page, person.firstName).count(), 'the dashboard must not render behind the terms dialog').toBe(0);

    const terms = dialog.locator('a[href="/legal/terms"]').first();
    const privacy = dialog.locator('a[href="/legal/privacy"]').first();
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await privacy.getAttribute('target')).toBe('_blank');

    const accept = dialog.getByRole('button', { name: 'Accept', exact: true });
    await visible(accept);
    expect(await accept.isDisabled(), 'Accept must be disabled until the box is checked').toBe(true);

    await dialog.getByRole('checkbox', { name: AGREE }).click();
    await expect.poll(() => accept.isEnabled()).toBe(true);
    await accept.click();

    await visible(page.getByText('Acknowledgment Received'));
    await visible(page.getByText('Your acceptance of the Terms and Privacy Policy has been recorded.'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(greeting(page, person.firstName));
    expect(await dialog.count()).toBe(0);

    await page.reload();
    await visible(greeting(page, person.firstName));
    expect(await page.getByRole('dialog', { name: 'Terms & Privacy Policy' }).count(), 'the dialog came back after a reload').toBe(0);

    const token = await signInViaApi(person);
    const me = await api<{ user: { isTermsAccepted: boolean; termsAcceptedAt: string | null; termsAcceptedVersion: string | null } }>(
      'GET',
      '/auth/me',
      { token },
    );
    expect(me.body.data?.user.isTermsAccepted).toBe(true);
    expect(me.body.data?.user.termsAcceptedAt).toBeTruthy();
    expect(me.body.data?.user.termsAcceptedVersion).toBeTruthy();
    await api('POST', '/auth/logout', { token });
  });

  it('after accepting, the page follows by itself within a few seconds', async () => {
    const other = accounts.termsAuto;
    const page = await browser.newPage();
    await signInViaUi(page, other);
    const dialog = page.getByRole('dialog', { name: 'Terms & Privacy Policy' });
    await dialog.getByRole('checkbox', { name: AGREE }).click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await visible(page.getByText('Acknowledgment Received'));
    // Nobody clicks Continue: the page must follow on its own (after 3 s).
    await visible(greeting(page, other.firstName), 8_000);
  });
});
