import { describe, expect, it } from 'vitest';
import {
  attachmentFileName,
  canChangePostingStatus,
  canMoveStage,
  countByStage,
  formatPayRange,
  isPayRangeReversed,
  ratingsForCriteria,
  safeFileName,
  stageMoveLabel,
  stageMoves,
  summarizeScorecards,
  type ScorecardFacts,
} from './hiring';
import { applicationFieldsSchema, createPostingInputSchema, createQuestionInputSchema, scorecardInputSchema, updatePostingInputSchema } from './hiring.schemas';

const POSITION = '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e';

const card = (overrides: Partial<ScorecardFacts> & Pick<ScorecardFacts, 'interviewerUserId' | 'interviewerName'>): ScorecardFacts => ({
  responsibilities: [],
  values: [],
  capability: null,
  desire: null,
  capacity: null,
  ...overrides,
});

describe('job postings', () => {
  it.each([
    // from, to, allowed
    ['draft', 'open', true],
    ['draft', 'closed', true],
    ['open', 'closed', true],
    ['closed', 'open', true],
    ['open', 'draft', false],
    ['closed', 'draft', false],
    ['open', 'open', true],
  ] as const)('a %s posting may become %s: %s', (from, to, allowed) => {
    expect(canChangePostingStatus(from, to)).toBe(allowed);
  });

  it.each([
    // min, max, reversed — compared to the cent, exactly
    [18, 22, false],
    [22, 22, false],
    [22.01, 22, true],
    [0.1 + 0.2, 0.3, false], // 0.30000000000000004 is 30 cents
    [45_000, 44_999.99, true],
  ])('a range from %s to %s is reversed: %s', (min, max, reversed) => {
    expect(isPayRangeReversed(min, max)).toBe(reversed);
  });

  it('prints a pay range to the cent, as one figure when both ends agree', () => {
    expect(formatPayRange(18, 22.5, 'hour')).toBe('$18.00–$22.50 an hour');
    expect(formatPayRange(20, 20, 'hour')).toBe('$20.00 an hour');
    expect(formatPayRange(48_000, 55_000, 'year')).toBe('$48,000.00–$55,000.00 a year');
  });

  it('reads a posting as typed, and refuses a range upside down on its top', () => {
    const base = { positionId: POSITION, title: ' Crew Leader — Maintenance ', employmentType: 'full_time', payMin: 24, payMax: 28.5, payUnit: 'hour' };
    expect(createPostingInputSchema.parse(base)).toMatchObject({ title: 'Crew Leader — Maintenance', status: 'draft', description: '' });
    expect(createPostingInputSchema.parse(base).responsibilities).toBeUndefined();
    const reversed = createPostingInputSchema.safeParse({ ...base, payMin: 30 });
    expect(reversed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['payMax', 'The highest pay must be at least the lowest']]);
    expect(createPostingInputSchema.safeParse({ ...base, payMin: 18.005 }).success).toBe(false);
    expect(createPostingInputSchema.safeParse({ ...base, companyId: POSITION }).success).toBe(false);
    expect(updatePostingInputSchema.safeParse({ ...base, status: 'open', responsibilities: [] }).success).toBe(false); // positionId is not changed
  });
});

describe('candidates', () => {
  it.each([
    // stage, rejected from, where they may go
    ['applied', null, ['screened', 'rejected']],
    ['screened', null, ['interviewed', 'applied', 'rejected']],
    ['interviewed', null, ['offered', 'screened', 'rejected']],
    ['offered', null, ['hired', 'interviewed', 'rejected']],
    ['hired', null, ['offered']],
    ['rejected', 'interviewed', ['interviewed']],
    ['rejected', null, ['applied']],
  ] as const)('from %s (rejected from %s) a candidate may go to %j', (stage, rejectedFrom, moves) => {
    expect(stageMoves(stage, rejectedFrom)).toEqual(moves);
  });

  it('never skips a stage', () => {
    expect(canMoveStage('applied', 'interviewed')).toBe(false);
    expect(canMoveStage('applied', 'hired')).toBe(false);
    expect(canMoveStage('hired', 'rejected')).toBe(false);
    expect(canMoveStage('rejected', 'offered', 'screened')).toBe(false);
    expect(canMoveStage('rejected', 'screened', 'screened')).toBe(true);
  });

  it('names each move as its button reads', () => {
    expect(stageMoveLabel('applied', 'screened')).toBe('Move to screened');
    expect(stageMoveLabel('screened', 'applied')).toBe('Back to applied');
    expect(stageMoveLabel('offered', 'hired')).toBe('Mark hired');
    expect(stageMoveLabel('offered', 'rejected')).toBe('Reject');
    expect(stageMoveLabel('rejected', 'interviewed')).toBe('Reopen at interviewed');
  });

  it('counts a posting’s candidates by stage, zeros included', () => {
    expect(countByStage([{ stage: 'applied' }, { stage: 'applied' }, { stage: 'rejected' }])).toEqual({ applied: 2, screened: 0, interviewed: 0, offered: 0, hired: 0, rejected: 1 });
  });
});

describe('applications', () => {
  const fields = { name: 'Jesse Park', email: 'Jesse@Example.com', phone: '', experience: '', formToken: 't' };

  it('needs a way to reach the applicant, and keeps what they typed otherwise', () => {
    expect(applicationFieldsSchema.parse(fields)).toMatchObject({ name: 'Jesse Park', email: 'jesse@example.com', phone: '' });
    expect(applicationFieldsSchema.parse({ ...fields, email: '', phone: '(612) 555-0142' }).phone).toBe('(612) 555-0142');
    const unreachable = applicationFieldsSchema.safeParse({ ...fields, email: '' });
    expect(unreachable.error?.issues[0]).toMatchObject({ path: ['email'], message: 'Give an e-mail address or a phone number so we can reach you' });
    expect(applicationFieldsSchema.safeParse({ ...fields, role: 'admin' }).success).toBe(false);
    expect(applicationFieldsSchema.safeParse({ ...fields, name: 'x'.repeat(121) }).success).toBe(false);
  });

  it.each([
    ['C:\\Users\\jesse\\Résumé 2026.pdf', 'Résumé 2026.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['"><script>alert(1)</script>.pdf', 'script_.pdf'],
    ['résumé\r\nX-Header: 1.pdf', 'résumé_X-Header_ 1.pdf'],
    ['...', 'attachment'],
  ])('keeps %j as the safe file name %j', (name, safe) => {
    expect(safeFileName(name, 'attachment')).toBe(safe);
  });

  it('names a stored file by its checked type, not by what it was called', () => {
    expect(attachmentFileName('resume.exe', 'application/pdf')).toBe('resume.exe.pdf');
    expect(attachmentFileName('cdl.webp', 'image/png')).toBe('cdl.png');
    expect(attachmentFileName('', 'image/jpeg')).toBe('attachment.jpg');
  });
});

describe('interview scorecard', () => {
  const criteria = { responsibilities: ['Runs a 3-person crew', 'Checks quality before leaving'], values: ['Do it right', 'Own it'] };

  it('puts the scorecards side by side, interviewers by name, with each row’s tally', () => {
    const summary = summarizeScorecards(criteria, [
      card({
        interviewerUserId: 'b',
        interviewerName: 'Luis Hernandez',
        responsibilities: [{ item: 'Runs a 3-person crew', rating: 'mixed' }],
        values: [
          { item: 'Do it right', rating: 'plus' },
          { item: 'Own it', rating: 'plus' },
        ],
        capability: true,
        desire: true,
        capacity: true,
      }),
      card({
        interviewerUserId: 'a',
        interviewerName: 'Dana Whitfield',
        responsibilities: [
          { item: 'Runs a 3-person crew', rating: 'plus' },
          { item: 'Checks quality before leaving', rating: 'plus' },
        ],
        values: [
          { item: 'Do it right', rating: 'plus' },
          { item: 'Own it', rating: 'mixed' },
        ],
        capability: true,
        desire: true,
        capacity: true,
      }),
    ]);
    expect(summary.interviewers.map((each) => each.name)).toEqual(['Dana Whitfield', 'Luis Hernandez']);
    expect(summary.responsibilities).toEqual([
      { item: 'Runs a 3-person crew', current: true, ratings: ['plus', 'mixed'], tally: { plus: 1, mixed: 1, minus: 0, unrated: 0 } },
      { item: 'Checks quality before leaving', current: true, ratings: ['plus', null], tally: { plus: 1, mixed: 0, minus: 0, unrated: 1 } },
    ]);
    expect(summary.values.map((row) => row.ratings)).toEqual([
      ['plus', 'plus'],
      ['mixed', 'plus'],
    ]);
    // 2 + 1 on responsibilities, 3 + on values; one ± each.
    expect(summary.totals).toEqual({ plus: 5, mixed: 2, minus: 0 });
    expect(summary.gwc.map((row) => [row.question, row.yes, row.no, row.unanswered])).toEqual([
      ['capability', 2, 0, 0],
      ['desire', 2, 0, 0],
      ['capacity', 2, 0, 0],
    ]);
    expect(summary.bar).toBe('meets');
  });

  it.each([
    // what the interviewers said, where the candidate stands
    ['nobody has scored yet', [], 'incomplete'],
    ['one no on capacity', [card({ interviewerUserId: 'a', interviewerName: 'A', capability: true, desire: true, capacity: false })], 'below'],
    ['a − on a value, all GWC yes', [card({ interviewerUserId: 'a', interviewerName: 'A', capability: true, desire: true, capacity: true, values: [{ item: 'Own it', rating: 'minus' }] })], 'below'],
    ['a − on a responsibility only', [card({ interviewerUserId: 'a', interviewerName: 'A', capability: true, desire: true, capacity: true, responsibilities: [{ item: 'Runs a 3-person crew', rating: 'minus' }] })], 'meets'],
    ['desire left open', [card({ interviewerUserId: 'a', interviewerName: 'A', capability: true, desire: null, capacity: true })], 'incomplete'],
  ] as const)('%s: %s', (_case, cards, bar) => {
    expect(summarizeScorecards(criteria, cards).bar).toBe(bar);
  });

  it('keeps ratings of a responsibility edited out, after the current ones, marked as no longer current', () => {
    const summary = summarizeScorecards(criteria, [
      card({ interviewerUserId: 'a', interviewerName: 'A', responsibilities: [{ item: 'Mows', rating: 'plus' }, { item: 'Runs a 3-person crew', rating: 'minus' }] }),
    ]);
    expect(summary.responsibilities.map((row) => [row.item, row.current, row.ratings[0]])).toEqual([
      ['Runs a 3-person crew', true, 'minus'],
      ['Checks quality before leaving', true, null],
      ['Mows', false, 'plus'],
    ]);
  });

  it('stores one rating per criterion in the criteria’s order, keeping earlier ratings of items no longer criteria', () => {
    const stored = [
      { item: 'Mows', rating: 'plus' as const },
      { item: 'Runs a 3-person crew', rating: 'minus' as const },
    ];
    expect(ratingsForCriteria(criteria.responsibilities, [{ item: 'Checks quality before leaving', rating: 'mixed' }], stored)).toEqual([
      { item: 'Runs a 3-person crew', rating: null },
      { item: 'Checks quality before leaving', rating: 'mixed' },
      { item: 'Mows', rating: 'plus' },
    ]);
  });

  it('reads a scorecard strictly: ratings are +, ± or −, answers yes or no', () => {
    const base = { responsibilities: [{ item: 'Runs a 3-person crew', rating: 'plus' }], values: [], capability: true, desire: null, capacity: false };
    expect(scorecardInputSchema.parse(base)).toMatchObject({ notes: '', capability: true, desire: null });
    expect(scorecardInputSchema.safeParse({ ...base, responsibilities: [{ item: 'x', rating: 5 }] }).success).toBe(false);
    expect(scorecardInputSchema.safeParse({ ...base, capability: 'yes' }).success).toBe(false);
    expect(scorecardInputSchema.safeParse({ ...base, interviewerUserId: POSITION }).success).toBe(false);
  });
});

describe('interview questions', () => {
  it('names the group a question belongs to', () => {
    expect(createQuestionInputSchema.safeParse({ scope: 'position', text: 'Tell me about a crew you ran' }).error?.issues[0]?.path).toEqual(['positionId']);
    expect(createQuestionInputSchema.safeParse({ scope: 'value', text: 'When did you own a mistake?' }).error?.issues[0]?.path).toEqual(['coreValue']);
    expect(createQuestionInputSchema.parse({ scope: 'general', text: ' Why landscaping? ' })).toMatchObject({ positionId: null, coreValue: '', text: 'Why landscaping?' });
  });
});
