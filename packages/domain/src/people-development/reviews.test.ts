import { describe, expect, it } from 'vitest';
import { managersOf, peopleBelow, seatsAbove } from './org-relations';
import { monthOf } from './one-on-ones';
import { createOneOnOneInputSchema, reviewInputSchema, updateOneOnOneInputSchema } from './people-development.schemas';
import { reviewCountsFor, reviewDueDate, reviewGapsMessage, reviewSchedule, reviewSummary, type ReviewRatings } from './reviews';

const ratings = (overrides: Partial<ReviewRatings> = {}): ReviewRatings => ({
  values: [{ rating: 'plus' }, { rating: 'plus' }, { rating: 'plus_minus' }],
  responsibilities: [{ rating: 'meets' }, { rating: 'partly' }],
  getsIt: true,
  wantsIt: true,
  capacity: true,
  ...overrides,
});

describe('quarterly review ratings', () => {
  it.each([
    ['two + and one ±, meets and partly, GWC all yes', ratings(), true],
    ['two ±', ratings({ values: [{ rating: 'plus' }, { rating: 'plus_minus' }, { rating: 'plus_minus' }] }), false],
    ['a −', ratings({ values: [{ rating: 'plus' }, { rating: 'plus' }, { rating: 'minus' }] }), false],
    ['a responsibility not met', ratings({ responsibilities: [{ rating: 'meets' }, { rating: 'does_not' }] }), false],
    ['no capacity', ratings({ capacity: false }), false],
    ['no values or responsibilities to rate', ratings({ values: [], responsibilities: [] }), true],
  ])('%s: above the bar %s', (_label, review, above) => {
    expect(reviewSummary(review).aboveTheBar).toBe(above);
  });

  it('counts each rating and leaves the bar open until everything is rated', () => {
    const partial = ratings({ values: [{ rating: 'plus' }, { rating: null }, { rating: 'minus' }], responsibilities: [{ rating: null }, { rating: 'does_not' }], wantsIt: null, capacity: false });
    expect(reviewSummary(partial)).toEqual({
      values: { plus: 1, plusMinus: 0, minus: 1, unrated: 1 },
      responsibilities: { meets: 0, partly: 0, doesNot: 1, unrated: 1 },
      gwc: { yes: 1, no: 1, unanswered: 1 },
      complete: false,
      aboveTheBar: null,
    });
    expect(reviewGapsMessage(partial)).toBe('Before sharing this review, rate 1 more core value, rate 1 more responsibility and answer gets it, wants it and capacity.');
    expect(reviewGapsMessage(ratings({ values: [{ rating: null }, { rating: null }] }))).toBe('Before sharing this review, rate 2 more core values.');
    expect(reviewGapsMessage(ratings())).toBeNull();
  });
});

describe('review dates', () => {
  it('dues a quarter’s review on its last day', () => {
    expect(reviewDueDate('2026-Q1')).toBe('2026-03-31');
    expect(reviewDueDate('2026-Q4')).toBe('2026-12-31');
  });

  it('asks a quarter’s review of those on staff when it began', () => {
    expect(reviewCountsFor('2026-04-01', '2026-Q2')).toBe(true);
    expect(reviewCountsFor('2026-04-02', '2026-Q2')).toBe(false);
    expect(reviewCountsFor(null, '2026-Q2')).toBe(true);
  });

  it.each([
    // today, hired, shared quarters → next quarter, due, days left, overdue quarter
    ['2026-05-10', '2020-03-01', [], '2026-Q2', '2026-06-30', 51, '2026-Q1'],
    ['2026-05-10', '2020-03-01', ['2026-Q1'], '2026-Q2', '2026-06-30', 51, null],
    ['2026-05-10', '2020-03-01', ['2026-Q1', '2026-Q2'], '2026-Q3', '2026-09-30', 143, null],
    // Hired during last quarter: last quarter asks nothing; this quarter's is due.
    ['2026-05-10', '2026-02-15', [], '2026-Q2', '2026-06-30', 51, null],
    // Hired this quarter: the first review is next quarter's.
    ['2026-05-10', '2026-04-20', [], '2026-Q3', '2026-09-30', 143, null],
    // Across the year.
    ['2026-12-31', null, ['2026-Q3'], '2026-Q4', '2026-12-31', 0, null],
    ['2027-01-02', null, ['2026-Q3'], '2027-Q1', '2027-03-31', 88, '2026-Q4'],
  ] as const)('on %s, hired %s, shared %j: next %s due %s (%i days), overdue %s', (today, hireDate, shared, next, due, daysLeft, overdue) => {
    expect(reviewSchedule({ hireDate, sharedQuarters: new Set(shared) }, today)).toEqual({ nextQuarter: next, nextDueDate: due, daysLeft, overdueQuarter: overdue });
  });
});

describe('who manages whom on the org chart', () => {
  // owner ← gm ← (crew leader: two holders) ← crew members; office (vacant) ← admin
  const seats = [
    { id: 'owner', reportsToId: null },
    { id: 'gm', reportsToId: 'owner' },
    { id: 'leader', reportsToId: 'gm' },
    { id: 'member', reportsToId: 'leader' },
    { id: 'office', reportsToId: 'gm' },
    { id: 'admin', reportsToId: 'office' },
    { id: 'loop-a', reportsToId: 'loop-b' },
    { id: 'loop-b', reportsToId: 'loop-a' },
  ];
  const holders = [
    { positionId: 'owner', employeeId: 'dana' },
    { positionId: 'gm', employeeId: 'marcus' },
    { positionId: 'leader', employeeId: 'tyler' },
    { positionId: 'leader', employeeId: 'carlos' },
    { positionId: 'member', employeeId: 'jake' },
    { positionId: 'admin', employeeId: 'kelly' },
    { positionId: 'loop-a', employeeId: 'lost' },
  ];

  it('walks up the chart, nearest seat first, and stops on a loop', () => {
    expect(seatsAbove(seats, 'member')).toEqual(['leader', 'gm', 'owner']);
    expect(seatsAbove(seats, 'owner')).toEqual([]);
    expect(seatsAbove(seats, 'loop-a')).toEqual(['loop-b']);
  });

  it('finds the holders of the nearest filled seat above: a vacant seat passes up', () => {
    expect(managersOf(seats, holders, 'jake').sort()).toEqual(['carlos', 'tyler']);
    expect(managersOf(seats, holders, 'tyler')).toEqual(['marcus']);
    expect(managersOf(seats, holders, 'kelly')).toEqual(['marcus']);
    expect(managersOf(seats, holders, 'dana')).toEqual([]);
    expect(managersOf(seats, holders, 'nobody')).toEqual([]);
    expect(managersOf(seats, holders, 'lost')).toEqual([]);
  });

  it('gives a manager everyone below their seats at any depth, never their peers or themselves', () => {
    expect([...peopleBelow(seats, holders, ['marcus'])].sort()).toEqual(['carlos', 'jake', 'kelly', 'tyler']);
    expect([...peopleBelow(seats, holders, ['carlos'])]).toEqual(['jake']);
    expect([...peopleBelow(seats, holders, ['jake'])]).toEqual([]);
    expect([...peopleBelow(seats, holders, [])]).toEqual([]);
  });
});

describe('one-on-one and review input', () => {
  const employeeId = '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e';

  it('drops blank agenda lines and refuses extra fields and an employee on a change', () => {
    expect(createOneOnOneInputSchema.parse({ employeeId, heldOn: '2026-05-04', agenda: ['Wins', ' ', ''] })).toEqual({ employeeId, heldOn: '2026-05-04', agenda: ['Wins'], notes: '', commitments: [] });
    expect(updateOneOnOneInputSchema.safeParse({ employeeId, heldOn: '2026-05-04' }).success).toBe(false);
    expect(createOneOnOneInputSchema.safeParse({ employeeId, heldOn: '2026-05-04', companyId: employeeId }).success).toBe(false);
  });

  it('reads ratings, leaving unanswered GWC questions null', () => {
    const parsed = reviewInputSchema.parse({ values: [{ name: 'Safety first', rating: 'plus' }], responsibilities: [{ text: 'Runs the route', rating: null }], status: 'draft' });
    expect(parsed).toEqual({ values: [{ name: 'Safety first', rating: 'plus' }], responsibilities: [{ text: 'Runs the route', rating: null }], getsIt: null, wantsIt: null, capacity: null, comments: '', status: 'draft' });
    expect(reviewInputSchema.safeParse({ values: [{ name: 'x', rating: 'great' }], responsibilities: [], status: 'draft' }).success).toBe(false);
  });

  it('knows the month a day falls in', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
