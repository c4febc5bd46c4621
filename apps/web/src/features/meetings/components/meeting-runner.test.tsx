import { agendas, type Issue, type Meeting, type MeetingResult } from '@groundwork/domain/meetings';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { MeetingRunner } from './meeting-runner';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const dana: PlanningPerson = { id: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e', name: 'Dana Whitfield', email: 'dana@example.test', role: 'admin' };
const luis: PlanningPerson = { id: '7c2d2e9f-3b4a-4c5d-9e0f-1a2b3c4d5e6f', name: 'Luis Ortega', email: 'luis@example.test', role: 'office_manager' };
const MEETING_ID = '8d3e3f0a-4c5b-4d6e-8f1a-2b3c4d5e6f70';

const meeting = (overrides: Partial<Meeting>): Meeting => ({
  id: MEETING_ID,
  kind: 'weekly_leadership',
  title: 'Monday leadership',
  department: '',
  scheduledAt: '2026-11-30T14:00:00.000Z',
  status: 'in_progress',
  attendees: [
    { userId: dana.id, name: dana.name, rating: null },
    { userId: luis.id, name: luis.name, rating: 9 },
  ],
  agenda: [...agendas.weekly_leadership],
  sectionIndex: 0,
  sectionStartedAt: '2026-11-30T14:00:00.000Z',
  startedAt: '2026-11-30T14:00:00.000Z',
  endedAt: null,
  notes: {},
  averageRating: 9,
  todosMade: 0,
  issuesSolved: 0,
  recapSentAt: null,
  updatedAt: '2026-11-30T14:00:00.000Z',
  ...overrides,
});
const result = (overrides: Partial<Meeting>, canRun = true): MeetingResult => ({ meeting: meeting(overrides), canRun, serverTime: '2026-11-30T14:06:00.000Z' });

const issue: Issue = {
  id: '9e4f4a1b-5d6c-4e7f-9a2b-3c4d5e6f7081',
  title: 'Not enough applicants for crew jobs',
  details: '',
  status: 'open',
  ownerUserId: null,
  ownerName: null,
  raisedByName: 'Luis Ortega',
  measurableId: null,
  measurableName: null,
  votes: 2,
  voted: false,
  resolution: '',
  solvedAt: null,
  solvedInMeetingId: null,
  createdAt: '2026-11-20T14:00:00.000Z',
  updatedAt: '2026-11-20T14:00:00.000Z',
};

describe('MeetingRunner', () => {
  it('times the running section on the server’s clock and turns red when it runs over', async () => {
    mockFetch({});
    const { container } = renderWithProviders(<MeetingRunner result={result({})} people={[dana, luis]} userId={dana.id} tools={{}} />);
    // Good news has 5 minutes; the server says 6 have gone.
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('-1:00');
    expect(timer).toHaveAccessibleName(/Over time by 1:0\d/);
    expect(screen.getByRole('button', { name: /Good news, 5 minutes, running/ })).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves to the issues, where an issue is solved with a to-do made in this meeting', async () => {
    const requests = mockFetch({
      'PUT /api/v2/meetings/8d3e3f0a-4c5b-4d6e-8f1a-2b3c4d5e6f70/section': ok(result({ sectionIndex: 5, sectionStartedAt: '2026-11-30T14:06:00.000Z' })),
      'GET /api/v2/issues': ok({ issues: [issue], canRun: true }),
      'POST /api/v2/issues/9e4f4a1b-5d6c-4e7f-9a2b-3c4d5e6f7081/solve': ok({ issue: { ...issue, status: 'solved' }, todoIds: ['a0a0a0a0-0000-4000-8000-000000000001'] }),
    });
    const { user } = renderWithProviders(<MeetingRunner result={result({})} people={[dana, luis]} userId={dana.id} tools={{}} />);
    await user.click(screen.getByRole('button', { name: /Issues — identify, discuss, solve, 60 minutes/ }));
    expect(requests.calls('PUT', `/api/v2/meetings/${MEETING_ID}/section`)[0]?.body).toEqual({ index: 5 });
    expect(await screen.findByRole('heading', { name: 'Issues — identify, discuss, solve' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Open issues, most votes first' });
    await user.click(within(list).getByRole('button', { name: 'Solve' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('What was decided'), 'Post at the trade school');
    await user.type(within(dialog).getByLabelText('To-do 1'), 'Call the trade school');
    await user.click(within(dialog).getByRole('button', { name: 'Mark solved' }));
    expect(await within(dialog).findByText('Choose who owns it')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Owner of to-do 1'), 'Luis Ortega');
    await user.click(within(dialog).getByRole('button', { name: 'Mark solved' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.calls('POST', `/api/v2/issues/${issue.id}/solve`)[0]?.body).toEqual({
      resolution: 'Post at the trade school',
      meetingId: MEETING_ID,
      todos: [{ title: 'Call the trade school', ownerUserId: luis.id, dueDate: null }],
    });
  });

  it('keeps minutes as they are typed, and asks before ending', async () => {
    const requests = mockFetch({
      'PUT /api/v2/meetings/8d3e3f0a-4c5b-4d6e-8f1a-2b3c4d5e6f70/notes': ok(result({ notes: { good_news: 'Signed the Maple Ridge HOA' } })),
      'POST /api/v2/meetings/8d3e3f0a-4c5b-4d6e-8f1a-2b3c4d5e6f70/end': ok(result({ status: 'ended', endedAt: '2026-11-30T15:30:00.000Z', recapSentAt: '2026-11-30T15:30:00.000Z' })),
    });
    const { user } = renderWithProviders(<MeetingRunner result={result({})} people={[dana, luis]} userId={dana.id} tools={{}} />);
    await user.type(screen.getByLabelText('Minutes'), 'Signed the Maple Ridge HOA');
    await user.click(screen.getByRole('button', { name: 'Save minutes' }));
    await vi.waitFor(() => expect(requests.calls('PUT', `/api/v2/meetings/${MEETING_ID}/notes`)).toHaveLength(1));
    expect(requests.calls('PUT', `/api/v2/meetings/${MEETING_ID}/notes`)[0]?.body).toEqual({ section: 'good_news', notes: 'Signed the Maple Ridge HOA' });

    await user.click(screen.getByRole('button', { name: 'End meeting' }));
    await user.click(await screen.findByRole('button', { name: 'End and send the recap' }));
    await vi.waitFor(() => expect(requests.calls('POST', `/api/v2/meetings/${MEETING_ID}/end`)).toHaveLength(1));
  });

  it('shows an ended meeting’s minutes, the issues solved in it and the ratings, read-only', async () => {
    mockFetch({ 'GET /api/v2/issues': ok({ issues: [{ ...issue, status: 'solved', resolution: 'Post at the trade school', solvedInMeetingId: MEETING_ID }], canRun: false }) });
    renderWithProviders(
      <MeetingRunner result={result({ status: 'ended', sectionStartedAt: null, notes: { good_news: 'New mower arrived' }, averageRating: 8.5, todosMade: 2, issuesSolved: 1 }, false)} people={[dana, luis]} userId={dana.id} tools={{}} />,
    );
    expect(screen.getByText(/Rated 8\.5 \/ 10 · 1 issues solved · 2 to-dos made/)).toBeInTheDocument();
    expect(screen.getByText('New mower arrived')).toBeInTheDocument();
    expect(await screen.findByText('— Post at the trade school', { exact: false })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Ratings' })).getByText('Luis Ortega')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Start meeting|End meeting/ })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
