import { beforeAll, describe, expect, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInViaUi, toast, dismissToasts, visible, waitForPath } from '../support/ui';

const { owner, name: companyName } = freshCompanies.onboarding;
const browser = useBrowser();

interface OnboardingAnswer {
  onboarding: {
    progress: { currentStep: number; completed: boolean; skippedSteps: string[]; steps: { id: string; completed: boolean }[] };
    data: Record<string, boolean>;
  };
}

/** The heading of the wizard's current step. */
const stepHeading = (page: import('playwright-core').Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

describe('the onboarding wizard of a new company', () => {
  beforeAll(async () => {
    await acceptTermsViaApi(owner);
  });

  it('walks a new owner through every step, skips logo setup, resumes after a reload and lands on the dashboard', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);

    // The dashboard offers the wizard while the company has not finished it.
    await page.goto('/dashboard');
    const continueSetup = page.getByRole('link', { name: 'Continue setup' });
    await visible(continueSetup);
    await continueSetup.click();
    await waitForPath(page, '/onboarding');

    // 1. Welcome
    await visible(stepHeading(page, 'Welcome'));
    await checkAccessibility(page, 'onboarding: welcome');
    await page.getByRole('button', { name: 'Get started' }).click();

    // 2. Company setup: a real form over the company details.
    await visible(stepHeading(page, 'Company Setup'));
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe(companyName);
    await page.getByLabel('Office phone', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('Enter a valid phone number, e.g. (612) 555-0142'));
    await page.getByLabel('Office phone', { exact: true }).fill('(612) 555-0142');
    await page.getByLabel('Address', { exact: true }).fill('400 Prairie Ave');
    await page.getByLabel('City', { exact: true }).fill('Minneapolis');
    await page.getByLabel('State', { exact: true }).fill('MN');
    await page.getByLabel('ZIP code', { exact: true }).fill('55401');
    const timeZone = page.getByRole('combobox', { name: 'Time zone' });
    await timeZone.click();
    await timeZone.fill('chicago');
    await page.getByRole('option', { name: /America\/Chicago/ }).click();
    await dismissToasts(page);
    await checkAccessibility(page, 'onboarding: company setup');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 3. Logo setup is optional: skip it.
    await visible(stepHeading(page, 'Logo Setup'));
    await page.getByRole('button', { name: 'Skip', exact: true }).click();

    // 4. Sales tax — reload first: the wizard resumes here from the server's saved progress.
    await visible(stepHeading(page, 'Sales Tax'));
    await page.reload();
    await visible(stepHeading(page, 'Sales Tax'));
    await visible(page.getByText('Step 4 of 7', { exact: true }));
    await visible(page.getByTestId('step-status-logo-setup').filter({ hasText: 'Skipped' }));
    await visible(page.getByTestId('step-status-company-setup').filter({ hasText: 'Completed' }));

    await page.getByText('Does your company charge sales tax?').waitFor();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('checkbox', { name: 'Canada' }).click();
    await page.getByLabel('Default for products', { exact: true }).selectOption({ label: 'Minnesota State Tax (6.875%)' });
    await page.getByLabel('Default for services', { exact: true }).selectOption({ label: 'Minnesota State Tax (6.875%)' });
    await page.getByLabel('Default for clients', { exact: true }).selectOption({ label: 'Non-Taxable (exempt)' });
    await dismissToasts(page);
    await checkAccessibility(page, 'onboarding: sales tax');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(toast(page, 'Sales tax settings saved'));

    // 5. Core operations: the seeded income divisions, one more, and links to people screens.
    await visible(stepHeading(page, 'Core Operations'));
    await visible(page.getByText('Maintenance', { exact: true }));
    await page.getByRole('button', { name: 'Add income division' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add income division' });
    await dialog.getByLabel('Name', { exact: true }).fill('Tree Care');
    await dialog.getByLabel('Code', { exact: true }).fill('tree');
    await dialog.getByRole('button', { name: 'Add division' }).click();
    await visible(toast(page, 'Income division added'));
    await visible(page.getByText('Tree Care', { exact: true }));
    await visible(page.getByRole('link', { name: 'Add your employees' }));
    await dismissToasts(page);
    await checkAccessibility(page, 'onboarding: core operations');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 6. Data import is optional: skip it too.
    await visible(stepHeading(page, 'Data Import'));
    await page.getByRole('button', { name: 'Skip', exact: true }).click();

    // 7. Launch: a summary, then the dashboard.
    await visible(stepHeading(page, 'Launch'));
    const summary = page.getByRole('list', { name: 'Setup summary' });
    await visible(summary.getByText('(charges sales tax)'));
    expect(await summary.getByText('Skipped', { exact: true }).count()).toBe(2);
    await dismissToasts(page);
    await checkAccessibility(page, 'onboarding: launch');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await waitForPath(page, '/dashboard');
    await visible(toast(page, 'Setup complete'));
    await expect.poll(() => page.getByRole('link', { name: 'Continue setup' }).count()).toBe(0);

    // What the server kept.
    const token = await signInViaApi(owner);
    const onboarding = await api<OnboardingAnswer>('GET', '/onboarding', { token });
    expect(onboarding.body.data?.onboarding.progress.completed).toBe(true);
    expect(onboarding.body.data?.onboarding.progress.skippedSteps.sort()).toEqual(['data-import', 'logo-setup']);
    expect(onboarding.body.data?.onboarding.data).toMatchObject({
      companySetupComplete: true,
      salesTaxSetupComplete: true,
      coreOperationsComplete: true,
      dataImportComplete: false,
      chargesSalesTax: true,
      onboardingCompleted: true,
    });
    const information = await api<{ companyInformation: { companyDetails: Record<string, string | boolean> } }>('GET', '/company_information', { token });
    expect(information.body.data?.companyInformation.companyDetails).toMatchObject({
      timeZone: 'America/Chicago',
      zipCode: '55401',
      physicalZipCode: '55401',
      sameAsAbove: true,
    });
    const categories = await api<{ categories: { name: string; isDefaultForProducts: boolean; isDefaultForClients: boolean }[] }>('GET', '/sales_tax/categories', { token });
    const byName = new Map(categories.body.data?.categories.map((category) => [category.name, category]));
    expect(byName.get('Minnesota State Tax')?.isDefaultForProducts).toBe(true);
    expect(byName.get('Non-Taxable')?.isDefaultForClients).toBe(true);
    const jurisdictions = await api<{ jurisdictions: { code: string; isActive: boolean }[] }>('GET', '/sales_tax/jurisdictions', { token });
    expect(jurisdictions.body.data?.jurisdictions.find((jurisdiction) => jurisdiction.code === 'CA')?.isActive).toBe(false);
    await api('POST', '/auth/logout', { token });
  });
});
