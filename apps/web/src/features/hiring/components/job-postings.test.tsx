import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aCandidate, aCandidateDetail, aPosition, aPosting, aPostingList } from '../hiring-builders';
import { JobPostingsList } from './job-postings-list';
import { PostingDetailView } from './posting-detail';

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

const free = aPosition({ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02', title: 'Crew Member / Labourer', responsibilities: ['Mows, trims and edges', 'Loads the trailer safely'] });

describe('JobPostingsList', () => {
  it('starts empty with a way to post the first job', async () => {
    const { container } = renderWithProviders(<JobPostingsList list={aPostingList({ postings: [] })} />);
    expect(screen.getByText('No job postings yet')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('posts a job for a free seat, its title and responsibilities copied in, and shows the server’s field messages', async () => {
    const requests = mockFetch({
      'POST /api/v2/job_postings': fail(400, 'The highest pay must be at least the lowest', 'VALIDATION_FAILED', { payMax: ['The highest pay must be at least the lowest'] }),
    });
    const { user } = renderWithProviders(<JobPostingsList list={aPostingList({ positions: [aPosition({ postingId: aPosting().id }), free] })} />);
    await user.click(screen.getAllByRole('button', { name: 'Post a job' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
    // The seat with a live posting is not offered.
    const seat = within(dialog).getByLabelText('Position');
    expect(within(seat).queryByRole('option', { name: /Crew Leader/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create posting' }));
    expect(await within(dialog).findByText('Choose a position')).toBeInTheDocument();

    await user.selectOptions(seat, 'Crew Member / Labourer (Maintenance)');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Crew Member / Labourer');
    expect(within(dialog).getByLabelText('Responsibilities')).toHaveValue('Mows, trims and edges\nLoads the trailer safely');
    await user.type(within(dialog).getByLabelText('Lowest pay ($)'), '18');
    await user.type(within(dialog).getByLabelText('Highest pay ($)'), '21.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create posting' }));
    expect(requests.calls('POST', '/api/v2/job_postings')[0]?.body).toMatchObject({
      positionId: free.id,
      title: 'Crew Member / Labourer',
      responsibilities: ['Mows, trims and edges', 'Loads the trailer safely'],
      payMin: 18,
      payMax: 21.5,
      payUnit: 'hour',
      status: 'draft',
    });
    // The server's own message, beside its field; what was typed stays.
    await waitFor(() => expect(within(dialog).getAllByText('The highest pay must be at least the lowest').length).toBeGreaterThan(0));
    expect(within(dialog).getByLabelText('Lowest pay ($)')).toHaveValue('18');
  });
});

describe('PostingDetailView', () => {
  const posting = aPosting({ candidateCount: 2, stageCounts: { applied: 1, screened: 0, interviewed: 1, offered: 0, hired: 0, rejected: 0 } });
  const jesse = aCandidate();
  const maria = aCandidate({ name: 'Maria Lopez', stage: 'interviewed', scorecardCount: 2, email: '' });

  it('shows what applicants read, the link to copy, and the candidates by stage', async () => {
    const { user, container } = renderWithProviders(<PostingDetailView detail={{ posting, candidates: [jesse, maria] }} positions={[]} candidateId={null} onOpenCandidate={vi.fn()} />);
    expect(screen.getByText('Crew Leader / Foreman · Full-time · $24.00–$28.50 an hour')).toBeInTheDocument();
    expect(screen.getByLabelText('Apply link')).toHaveValue(posting.applyUrl);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(posting.applyUrl);
    // No delete for a posting with candidates: it is closed instead.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Interviewed 1' }));
    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(within(table).getByRole('button', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Jesse Park' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Offered 0' }));
    expect(screen.getByText('No candidates at this stage.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves a candidate one stage on against the version shown, and asks before rejecting', async () => {
    const requests = mockFetch({
      [`GET /api/v2/candidates/${jesse.id}`]: ok(aCandidateDetail(jesse)),
      [`PUT /api/v2/candidates/${jesse.id}/stage`]: ok(aCandidateDetail({ ...jesse, stage: 'screened' })),
    });
    const { user } = renderWithProviders(<PostingDetailView detail={{ posting, candidates: [jesse] }} positions={[]} candidateId={jesse.id} onOpenCandidate={vi.fn()} />);
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByRole('link', { name: 'jesse.park@example.com' })).toHaveAttribute('href', 'mailto:jesse.park@example.com');
    expect(await axeViolations(panel)).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Move to screened' }));
    await waitFor(() => expect(requests.calls('PUT', `/api/v2/candidates/${jesse.id}/stage`)).toHaveLength(1));
    expect(requests.calls('PUT', `/api/v2/candidates/${jesse.id}/stage`)[0]?.body).toEqual({ stage: 'screened', updatedAt: jesse.updatedAt });
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alertdialog', { name: 'Reject Jesse Park?' })).toBeInTheDocument();
  });

  it('says when the candidate cannot be loaded', async () => {
    mockFetch({ [`GET /api/v2/candidates/${jesse.id}`]: fail(404, 'Candidate not found', 'NOT_FOUND') });
    renderWithProviders(<PostingDetailView detail={{ posting, candidates: [jesse] }} positions={[]} candidateId={jesse.id} onOpenCandidate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Candidate not found' })).toBeInTheDocument();
  });
});
