import { beforeAll, describe, it } from 'vitest';
import { accounts, owner } from '../support/accounts';
import { acceptTermsViaApi, api } from '../support/api';
import { useBrowser } from '../support/browser';
import { heading, signInViaUi, visible } from '../support/ui';

const browser = useBrowser();

describe('the outbox screen (admins)', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
  });

  it('an admin reads the e-mails the server kept, reset link included', async () => {
    // Someone asks for a reset link: without SMTP_URL the e-mail is kept in the outbox.
    const asked = await api('POST', '/auth/forgot-password', { body: { email: accounts.shell.email } });
    if (asked.status !== 200) throw new Error(`forgot-password answered ${asked.status}`);

    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/outbox');
    await visible(heading(page, 'Outbox'));
    const table = page.getByRole('table');
    for (const column of ['To', 'Subject', 'Status', 'Created']) {
      await visible(table.getByRole('columnheader', { name: column }));
    }
    await visible(table.getByRole('cell', { name: accounts.shell.email }).first());
  });
});
