import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { aMeeting, anOnboardingOverview, aSchedule, aSummary, owners, somePeople, today } from '@/features/people-development/people-development-builders';

afterEach(() => vi.unstubAllGlobals());

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response | Promise<Response>)>) {
  const user = aUser();
  const company = aCompany();
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), ...routes });
}

describe('the people development screens', () => {
  it('open the hub with a live figure for each page that grows people, and link to the hiring pages', async () => {
    signedIn({ 'GET /api/v2/people_development/summary': ok(aSummary()) });
    renderApp('/business-development/people');
    expect(await screen.findByRole('heading', { level: 1, name: 'People Development' })).toBeInTheDocument();
    const growing = await screen.findByRole('list', { name: 'Growing your people' });
    const cards = within(growing).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('1 new hire onboarding2 items overdue');
    expect(cards[1]).toHaveTextContent('4 one-on-ones this month1 commitment open');
    expect(cards[2]).toHaveTextContent('2 reviews due by Dec 31, 20261 review overdue from last quarter');
    expect(within(cards[0]!).getByRole('link', { name: 'Open 30-day onboarding' })).toHaveAttribute('href', '/business-development/people/30-day-onboarding');
    const hiring = screen.getByRole('list', { name: 'Hiring' });
    expect(within(hiring).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/business-development/people/job-postings',
      '/business-development/people/interview-questions',
      '/business-development/people/interview-scorecard',
    ]);
  });

  it('show the hub loading', async () => {
    signedIn({ 'GET /api/v2/people_development/summary': hang });
    renderApp('/business-development/people');
    expect(await screen.findByRole('status', { name: 'Loading people development' })).toBeInTheDocument();
  });

  it('say when the hub cannot be loaded, with a way to try again', async () => {
    signedIn({ 'GET /api/v2/people_development/summary': fail(500, 'An unexpected error occurred', 'INTERNAL') });
    renderApp('/business-development/people');
    expect(await screen.findByText('Could not load people development')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('open 30-day onboarding, one-on-ones and quarterly reviews from their routes', async () => {
    signedIn({
      'GET /api/v2/people_development/people': ok(somePeople()),
      'GET /api/v2/people_development/onboarding': ok(anOnboardingOverview({ assignments: [], positions: [] })),
      'GET /api/v2/people_development/one_on_ones': ok({ today, meetings: [aMeeting()] }),
      'GET /api/v2/planning/people': ok({ people: owners }),
      'GET /api/v2/people_development/reviews/schedule': ok(aSchedule({ people: [] })),
    });
    const onboarding = renderApp('/business-development/people/30-day-onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: '30-Day Onboarding' })).toBeInTheDocument();
    expect(await screen.findByText('Nobody is onboarding now')).toBeInTheDocument();
    onboarding.unmount();

    const meetings = renderApp('/business-development/people/one-on-one-meetings');
    expect(await screen.findByRole('article', { name: 'Jake Olson with Carlos Mendoza' })).toBeInTheDocument();
    meetings.unmount();

    renderApp('/business-development/people/quarterly-reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly Reviews' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Employee')).toBeInTheDocument();
  });

  it('say when the one-on-ones cannot be loaded', async () => {
    signedIn({
      'GET /api/v2/people_development/people': ok(somePeople()),
      'GET /api/v2/people_development/one_on_ones': fail(500, 'An unexpected error occurred', 'INTERNAL'),
      'GET /api/v2/planning/people': ok({ people: owners }),
    });
    renderApp('/business-development/people/one-on-one-meetings');
    expect(await screen.findByText('Could not load the one-on-ones')).toBeInTheDocument();
  });
});
