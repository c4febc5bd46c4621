import { APPLY_LINK_INVALID_MESSAGE } from '@groundwork/domain/hiring';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aCandidate, aCandidateDetail, aPosting, aPostingList, aPublicPosting, aQuestionBank, candidateScorecards } from '@/features/hiring/hiring-builders';
import { axeViolations } from '@/test/axe-check';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

// jsdom lays nothing out; give the tables' scroll boxes a height so the virtualiser draws rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn(routes: Record<string, RouteHandler | Response>) {
  const user = aUser();
  const company = aCompany();
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), ...routes });
}

const posting = aPosting({ candidateCount: 1, stageCounts: { applied: 1, screened: 0, interviewed: 0, offered: 0, hired: 0, rejected: 0 } });
const candidate = aCandidate();

describe('the hiring screens', () => {
  it('list the job postings, loading first, and open one', async () => {
    signedIn({ 'GET /api/v2/job_postings': ok(aPostingList({ postings: [posting] })), [`GET /api/v2/job_postings/${posting.id}`]: ok({ posting, candidates: [candidate] }) });
    const { user, router } = renderApp('/business-development/people/job-postings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job postings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Job postings' });
    expect(within(table).getByText('$24.00–$28.50 an hour')).toBeInTheDocument();
    expect(within(table).getByText('1 in play')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hiring' })).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Crew Leader — Maintenance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/business-development/people/job-postings/${posting.id}`));
    expect(await screen.findByRole('table', { name: 'Candidates' })).toBeInTheDocument();
    // Two screens' chunks load cold here: more room than one screen needs on a busy machine.
  }, 45_000);

  it('show the postings loading', async () => {
    signedIn({ 'GET /api/v2/job_postings': hang });
    renderApp('/business-development/people/job-postings');
    expect(await screen.findByRole('status', { name: 'Loading the job postings' })).toBeInTheDocument();
  });

  it('say when the postings cannot be loaded, and that a crew leader may not see them', async () => {
    signedIn({ 'GET /api/v2/job_postings': fail(403, 'Only an admin or an office manager can manage job postings and candidates.', 'FORBIDDEN') });
    renderApp('/business-development/people/job-postings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the job postings');
    expect(alert).toHaveTextContent('Only an admin or an office manager can manage job postings and candidates.');
  });

  it('open the candidate named in the address in a side panel', async () => {
    signedIn({
      'GET /api/v2/job_postings': ok(aPostingList()),
      [`GET /api/v2/job_postings/${posting.id}`]: ok({ posting, candidates: [candidate] }),
      [`GET /api/v2/candidates/${candidate.id}`]: ok(aCandidateDetail(candidate, [{ id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01', kind: 'stage', text: 'Applied through the apply page', authorName: null, createdAt: candidate.appliedAt }])),
    });
    renderApp(`/business-development/people/job-postings/${posting.id}?candidate=${candidate.id}`);
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByRole('heading', { name: 'Jesse Park' })).toBeInTheDocument();
    expect(within(panel).getByText('Applied through the apply page')).toBeInTheDocument();
    expect(within(panel).getByText(/^Apply page ·/)).toBeInTheDocument();
  });

  it('show the question bank to those who only read it', async () => {
    signedIn({ 'GET /api/v2/interview_questions': ok(aQuestionBank({ canManage: false })) });
    renderApp('/business-development/people/interview-questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview questions' })).toBeInTheDocument();
    expect(await screen.findByText('No questions here yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a question' })).toBeNull();
  });

  it('show the scorecard of the candidate in the address', async () => {
    const scorecards = candidateScorecards([]);
    signedIn({
      'GET /api/v2/interview_candidates': ok({ candidates: [scorecards.candidate] }),
      [`GET /api/v2/candidates/${scorecards.candidate.id}/scorecards`]: ok(scorecards),
    });
    renderApp(`/business-development/people/interview-scorecard?candidate=${scorecards.candidate.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview scorecard' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Your scorecard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Candidate')).toHaveValue(scorecards.candidate.id);
    expect(screen.getByText('Nobody has scored this candidate yet.')).toBeInTheDocument();
  });

  it('say when nobody has applied yet to be interviewed', async () => {
    signedIn({ 'GET /api/v2/interview_candidates': ok({ candidates: [] }) });
    renderApp('/business-development/people/interview-scorecard');
    expect(await screen.findByText('Nobody to interview yet')).toBeInTheDocument();
  });
});

describe('the public apply page', () => {
  const token = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abcde';
  const path = `/api/v2/public/job_postings/${token}`;

  it('shows the posting without signing in, loading first, with nothing of the app around it', async () => {
    const server = mockFetch({ [`GET ${path}`]: ok(aPublicPosting()) });
    const { container } = renderApp(`/apply/${token}`);
    expect(await screen.findByRole('status', { name: 'Loading the job posting' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Landscape Laborer' })).toBeInTheDocument();
    expect(screen.getByText('$18.00–$21.00 an hour', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Landscaping logo' })).toHaveAttribute('src', `${path}/logo`);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(server.calls('GET', path)[0]?.headers.get('Authorization')).toBeNull();
    expect(await axeViolations(container, { wholePage: true })).toEqual([]);
  });

  it('says a closed posting or an unknown link is not there', async () => {
    mockFetch({ [`GET ${path}`]: fail(404, APPLY_LINK_INVALID_MESSAGE, 'NOT_FOUND') });
    renderApp(`/apply/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: APPLY_LINK_INVALID_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers to try again when the posting cannot be read', async () => {
    mockFetch({ [`GET ${path}`]: fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE') });
    renderApp(`/apply/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the job posting');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the spinner while the posting loads', async () => {
    mockFetch({ [`GET ${path}`]: hang });
    renderApp(`/apply/${token}`);
    expect(await screen.findByRole('status', { name: 'Loading the job posting' })).toBeInTheDocument();
  });
});
