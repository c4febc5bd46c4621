import { completeOnboardingStep, completedOnboardingState, defaultOnboardingState } from '@groundwork/domain/onboarding';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCompanyInformation, anOnboarding } from '@/test/company-builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

function signedIn(role: 'admin' | 'estimator', onboarding = anOnboarding()) {
  const user = aUser({ role });
  storeSession({ user });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company: aCompany() }),
    'GET /api/v2/company_information': ok({ companyInformation: aCompanyInformation() }),
    'GET /api/v2/onboarding': ok({ onboarding }),
  });
}

describe('the dashboard offers the setup wizard', () => {
  it("to an admin whose company has not finished onboarding: 'Continue setup' opens /onboarding", async () => {
    signedIn('admin', anOnboarding(completeOnboardingStep(defaultOnboardingState(), 'welcome')));
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Dana/ }, { timeout: 15_000 });
    const link = await screen.findByRole('link', { name: 'Continue setup' });
    expect(link).toHaveAttribute('href', '/onboarding');
    expect(screen.getByText(/1 of 7 setup steps done · next: Company Setup/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('not once onboarding is finished', async () => {
    signedIn('admin', anOnboarding(completedOnboardingState()));
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Dana/ }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Continue setup' })).not.toBeInTheDocument();
  });

  it('not to someone who is not an admin (nor does it ask for the progress)', async () => {
    const server = signedIn('estimator');
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Dana/ }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Continue setup' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/onboarding')).toHaveLength(0);
  });
});
