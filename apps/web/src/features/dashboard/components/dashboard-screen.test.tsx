import { completedOnboardingState } from '@groundwork/domain/onboarding';
import type { SetupProgress } from '@groundwork/domain/dashboard';
import type { Role } from '@groundwork/domain/auth';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aCompanyInformation, anOnboarding } from '@/test/company-builders';
import { hang, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const everythingDone: SetupProgress = { companyAddress: true, services: 20, employees: 12, crews: 5, customers: 150, leads: 40, estimatesSent: 3 };
const noExceptions = ok({ today: '2026-06-02', scope: 'company', exceptions: [] });

function signedIn(role: Role, routes: Record<string, RouteHandler | Response>) {
  const user = aUser({ role });
  storeSession({ user });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company: aCompany() }),
    'GET /api/v2/company_information': ok({ companyInformation: aCompanyInformation() }),
    'GET /api/v2/onboarding': ok({ onboarding: anOnboarding(completedOnboardingState()) }),
    ...routes,
  });
}

const greeted = () => screen.findByRole('heading', { level: 1, name: /Dana/ }, { timeout: 15_000 });

describe('the dashboard', () => {
  it("shows the setup checklist while a step is left, from the company's real records", async () => {
    signedIn('admin', { 'GET /api/v2/dashboard': ok({ setup: { ...everythingDone, estimatesSent: 0 } }), 'GET /api/v2/dashboard/exceptions': noExceptions });
    renderApp('/dashboard');
    await greeted();
    expect(await screen.findByText('Getting started')).toBeInTheDocument();
    expect(screen.getByText('6 of 7 done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create estimate/ })).toHaveAttribute('href', '/estimates?new=1');
  });

  it('drops the checklist once every step is done, and keeps the feed', async () => {
    signedIn('admin', { 'GET /api/v2/dashboard': ok({ setup: everythingDone }), 'GET /api/v2/dashboard/exceptions': noExceptions });
    renderApp('/dashboard');
    await greeted();
    expect(await screen.findByText('Nothing needs you today.')).toBeInTheDocument();
    expect(screen.queryByText('Getting started')).not.toBeInTheDocument();
  });

  it('shows the greeting and the checklist without waiting for the feed', async () => {
    signedIn('office_manager', { 'GET /api/v2/dashboard': ok({ setup: { ...everythingDone, services: 0 } }), 'GET /api/v2/dashboard/exceptions': hang });
    renderApp('/dashboard');
    await greeted();
    expect(await screen.findByText('Getting started')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading what needs you today' })).toBeInTheDocument();
  });

  it("gives an estimator their pipeline and their own exceptions, not the company's set-up", async () => {
    const server = signedIn('estimator', {
      'GET /api/v2/dashboard/pipeline': ok({ today: '2026-06-02', month: '2026-06', awaiting: { count: 0, value: 0, oldest: [] }, approved: { count: 0, value: 0 }, declined: { count: 0, value: 0 } }),
      'GET /api/v2/dashboard/exceptions': ok({ today: '2026-06-02', scope: 'mine', exceptions: [] }),
    });
    renderApp('/dashboard');
    await greeted();
    expect(await screen.findByRole('heading', { name: 'My pipeline' })).toBeInTheDocument();
    expect(await screen.findByText('Your own records that need a look.')).toBeInTheDocument();
    expect(screen.queryByText('Getting started')).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/dashboard')).toHaveLength(0);
  });
});
