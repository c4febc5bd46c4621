import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCompanyInformation, anOnboarding } from '@/test/company-builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const logoUrl = '/api/v2/company_information/logos/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

function signedIn(companyInformation: Response) {
  storeSession();
  mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/company_information': companyInformation,
    'GET /api/v2/onboarding': ok({ onboarding: anOnboarding() }),
  });
}

async function sidebarHeader() {
  // The first render loads the lazy layout chunk, slowly on a busy machine.
  return within(await screen.findByRole('link', { name: /Groundwork/ }, { timeout: 15_000 }));
}

describe('the sidebar header', () => {
  it("shows the company's main logo with its alt text once one is uploaded", async () => {
    const information = aCompanyInformation();
    information.logoDetails.mainLogo = { url: logoUrl, altText: 'Demo Landscaping leaf logo', contentType: 'image/png', byteSize: 1200 };
    signedIn(ok({ companyInformation: information }));
    renderApp('/dashboard');

    const logo = await (await sidebarHeader()).findByRole('img', { name: 'Demo Landscaping leaf logo' });
    expect(logo).toHaveAttribute('src', logoUrl);
    expect((await sidebarHeader()).getByText('Demo Landscaping')).toBeInTheDocument();
  });

  it('keeps the Groundwork mark and the company name when no logo is uploaded, or the call fails', async () => {
    signedIn(fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE'));
    renderApp('/dashboard');
    expect((await sidebarHeader()).getByText('Demo Landscaping')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar-company-logo')).not.toBeInTheDocument();
  });
});
