import { legalDocumentTitles } from '@groundwork/domain/legal';
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { heading, visible } from '../support/ui';

const browser = useBrowser();

describe('the public legal pages', () => {
  it('/legal/terms shows the Terms of Service without signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/legal/terms');
    await visible(heading(page, legalDocumentTitles.terms));
    // SPEC.md §9: the terms are governed by New York law.
    await visible(page.getByText(/New York/).first());
  });

  it('/legal/privacy shows the Privacy Notice without signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/legal/privacy');
    await visible(heading(page, legalDocumentTitles.privacy));
    // SPEC.md §6/§9: last updated February 25, 2025.
    await visible(page.getByText(/February 25, 2025/).first());
  });

  it('an unknown document type says Document not found.', async () => {
    const page = await browser.newPage();
    await page.goto('/legal/unknown');
    await visible(page.getByText('Document not found.'));
  });
});
