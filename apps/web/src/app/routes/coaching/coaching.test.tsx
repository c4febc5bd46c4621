import type { Role } from '@groundwork/domain/auth';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProgress } from '@/features/coaching/components/coaching-test-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

function signedIn(role: Role, routes: Record<string, Response> = {}) {
  const user = aUser({ role });
  const company = aCompany();
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), ...routes });
}

afterEach(() => vi.unstubAllGlobals());

describe('the coaching routes', () => {
  it('/business-development shows where the company stands on each tool', async () => {
    signedIn('office_manager', { 'GET /api/v2/coaching/progress': ok(aProgress(undefined, false)) });
    renderApp('/business-development');
    expect(await screen.findByRole('heading', { name: 'Business Development', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Scorecard kept 9 of the last 13 weeks (6 measurables)')).toBeInTheDocument();
  });

  it('/business-accelerator shows the programme, and says so when it cannot be loaded', async () => {
    signedIn('admin', { 'GET /api/v2/coaching/progress': fail(500, 'Something went wrong', 'INTERNAL') });
    renderApp('/business-accelerator');
    expect(await screen.findByRole('heading', { name: 'Business Accelerator', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Could not load the programme')).toBeInTheDocument();
  });

  it('/coaching tells others than admins that the admins keep the sessions, and asks the server nothing', async () => {
    const requests = signedIn('office_manager');
    renderApp('/coaching');
    expect(await screen.findByText('Coaching sessions are kept by the company’s admins.')).toBeInTheDocument();
    expect(requests.calls('GET', '/api/v2/coaching/sessions')).toEqual([]);
  });

  it('/coaching lists an admin’s sessions', async () => {
    signedIn('admin', {
      'GET /api/v2/coaching/sessions': ok({ today: '2026-11-27', sessions: [] }),
      'GET /api/v2/planning/people': ok({ people: [] }),
    });
    renderApp('/coaching');
    expect(await screen.findByText('No coaching sessions yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a session' })).toBeInTheDocument();
  });
});
