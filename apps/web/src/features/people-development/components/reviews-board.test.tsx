import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aReview, aSchedule, ids, somePeople, today } from '../people-development-builders';
import { ReviewsBoard } from './reviews-board';

afterEach(() => vi.unstubAllGlobals());

// jsdom lays nothing out; give the review dates' scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

const history = (reviews = [aReview()]) => ({ today, quarter: '2026-Q4', reviews });

describe('ReviewsBoard', () => {
  it('lists the people’s review dates, overdue first, and opens an employee’s reviews from the table', async () => {
    const chosen: Array<string | null> = [];
    const { container, user } = renderWithProviders(<ReviewsBoard people={somePeople()} schedule={aSchedule()} employeeId={null} onChooseEmployee={(id) => chosen.push(id)} />);
    const table = screen.getByRole('table', { name: 'Review dates' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Noah Lindgren', 'Jake Olson']);
    expect(rows[0]).toHaveTextContent('Q3 2026 overdue');
    expect(rows[1]).toHaveTextContent('Dec 31, 2026');
    expect(rows[1]).toHaveTextContent('Q4 2026 · in 34 days · Draft');
    expect(rows[1]).toHaveTextContent('Above the bar');
    await user.click(within(rows[1]!).getByRole('button', { name: 'Open Jake Olson’s review' }));
    expect(chosen).toEqual([ids.jake]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts this quarter’s review of an employee without one, and opens it', async () => {
    const posts: RecordedRequest[] = [];
    let started = false;
    mockFetch({
      'GET /api/v2/people_development/reviews': () => ok(history(started ? [aReview()] : [])),
      'POST /api/v2/people_development/reviews': (request) => {
        posts.push(request);
        started = true;
        return ok({ review: aReview() });
      },
    });
    const { user } = renderWithProviders(<ReviewsBoard people={somePeople()} schedule={aSchedule()} employeeId={ids.jake} onChooseEmployee={() => {}} />);
    expect(await screen.findByText('No reviews of Jake Olson yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the Q4 2026 review' }));
    expect(await screen.findByRole('article', { name: 'Jake Olson · Q4 2026 review' })).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({ employeeId: ids.jake, quarter: '2026-Q4' });
  });

  it('rates values, responsibilities and GWC, will not share until everything is rated, then shares', async () => {
    const puts: RecordedRequest[] = [];
    mockFetch({
      'GET /api/v2/people_development/reviews': ok(history()),
      [`PUT /api/v2/people_development/reviews/${ids.review}`]: (request) => {
        puts.push(request);
        return ok({ review: aReview({ status: 'shared' }) });
      },
    });
    const { user, container } = renderWithProviders(<ReviewsBoard people={somePeople()} schedule={aSchedule()} employeeId={ids.jake} onChooseEmployee={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Open the Q4 2026 review' }));
    const review = screen.getByRole('article', { name: 'Jake Olson · Q4 2026 review' });
    await user.click(within(within(review).getByRole('group', { name: 'Safety first' })).getByRole('radio', { name: '+ Lives it' }));
    await user.click(within(review).getByRole('button', { name: 'Share with Jake Olson' }));
    expect(within(review).getByRole('alert')).toHaveTextContent('Before sharing this review, rate 1 more core value, rate 2 more responsibilities and answer gets it, wants it and capacity.');
    expect(puts).toHaveLength(0);

    await user.click(within(within(review).getByRole('group', { name: 'Own the result' })).getByRole('radio', { name: '± Sometimes' }));
    await user.click(within(within(review).getByRole('group', { name: 'Run the mowing route safely' })).getByRole('radio', { name: 'Meets' }));
    await user.click(within(within(review).getByRole('group', { name: 'Do the daily equipment checks' })).getByRole('radio', { name: 'Partly' }));
    for (const question of ['Gets it', 'Wants it', 'Capacity to do it']) await user.click(within(within(review).getByRole('group', { name: question })).getByRole('radio', { name: 'Yes' }));
    expect(within(review).getByText('Above the bar')).toBeInTheDocument();
    await user.type(within(review).getByLabelText('Comments'), 'Strong.');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(review).getByRole('button', { name: 'Share with Jake Olson' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      values: [
        { name: 'Safety first', rating: 'plus' },
        { name: 'Own the result', rating: 'plus_minus' },
      ],
      responsibilities: [
        { text: 'Run the mowing route safely', rating: 'meets' },
        { text: 'Do the daily equipment checks', rating: 'partly' },
      ],
      getsIt: true,
      wantsIt: true,
      capacity: true,
      comments: 'Strong.',
      status: 'shared',
      updatedAt: aReview().updatedAt,
    });
  }, 60_000);

  it('keeps the ratings on a refused save and shows why', async () => {
    mockFetch({
      'GET /api/v2/people_development/reviews': ok(history()),
      [`PUT /api/v2/people_development/reviews/${ids.review}`]: fail(409, 'This was changed by someone else. Reload to see the latest version.', 'CONFLICT'),
    });
    const { user } = renderWithProviders(<ReviewsBoard people={somePeople()} schedule={aSchedule()} employeeId={ids.jake} onChooseEmployee={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Open the Q4 2026 review' }));
    const review = screen.getByRole('article', { name: 'Jake Olson · Q4 2026 review' });
    const plus = within(within(review).getByRole('group', { name: 'Safety first' })).getByRole('radio', { name: '+ Lives it' });
    await user.click(plus);
    await user.click(within(review).getByRole('button', { name: 'Save draft' }));
    expect(await within(review).findByText(/Someone else saved this review since you opened it/)).toBeInTheDocument();
    expect(plus).toBeChecked();
  });

  it('shows an employee their own shared review read-only, and no review dates', async () => {
    const shared = aReview({
      status: 'shared',
      canEdit: false,
      sharedAt: '2026-11-25T17:00:00.000Z',
      comments: 'A strong first season.',
      values: [
        { name: 'Safety first', practice: '', rating: 'plus' },
        { name: 'Own the result', practice: '', rating: 'plus' },
      ],
    });
    mockFetch({ 'GET /api/v2/people_development/reviews': ok(history([shared])) });
    const self = somePeople({ canManageAll: false, people: [{ ...somePeople().people[1]!, canManage: false, isSelf: true }] });
    const { user } = renderWithProviders(<ReviewsBoard people={self} schedule={aSchedule({ people: [] })} employeeId={ids.jake} onChooseEmployee={() => {}} />);
    expect(screen.queryByRole('table', { name: 'Review dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start the/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open the Q4 2026 review' }));
    const review = screen.getByRole('article', { name: 'Jake Olson · Q4 2026 review' });
    expect(review).toHaveTextContent('A strong first season.');
    expect(within(review).getAllByRole('radio').every((radio) => radio.matches(':disabled'))).toBe(true);
    expect(within(review).queryByRole('button', { name: /Save|Share|Delete/ })).not.toBeInTheDocument();
  });
});
