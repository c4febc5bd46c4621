import { candidateDetailSchema, candidateScorecardsSchema, interviewCandidateListSchema, postingDetailSchema, postingListSchema, questionBankSchema } from '@groundwork/domain/hiring';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgPositions } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aPdf, aPosition, aPosting, aPostingBody, apply, candidatesOf, givenCoreValues } from '../../test/hiring-builders';
import { anImage } from '../../test/images';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

let owner: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  owner = await signedInUser(t);
  other = await signedInUser(t);
});

async function postingDetail(user: SignedInUser, id: string) {
  const response = await t.call('GET', `/job_postings/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return postingDetailSchema.parse(response.body.data);
}

/** A posting with one applicant (through the public page), and that candidate's id. */
async function aCandidate(user: SignedInUser, fields: Record<string, string> = {}) {
  const posting = await aPosting(t, user);
  const applied = await apply(t, posting.token, fields);
  expect(applied.status, applied.text).toBe(201);
  const [candidate] = await candidatesOf(t, posting.id);
  return { posting, candidateId: candidate!.id, updatedAt: candidate!.updatedAt.toISOString() };
}

describe('job postings', () => {
  it('posts a job for a seat of the chart, copying its responsibilities, and lists it with the seats', async () => {
    const position = await aPosition(t, owner.companyId, { title: 'Crew Leader / Foreman', keyResponsibilities: ['Runs a crew', 'Checks quality'] });
    const made = await t.call('POST', '/job_postings', { token: owner.token, body: aPostingBody(position.id, { status: 'draft' }) });
    expect(made.status, made.text).toBe(201);
    const posting = made.body.data.posting;
    expect(posting).toMatchObject({ positionId: position.id, positionTitle: 'Crew Leader / Foreman', responsibilities: ['Runs a crew', 'Checks quality'], payMin: 24, payMax: 28.5, status: 'draft', candidateCount: 0 });
    expect(posting.applyUrl).toMatch(/^http:\/\/groundwork\.test\/apply\/[A-Za-z0-9_-]{43}$/);

    // The posting's copy is its own: changing the seat later changes nothing here.
    await t.database.db.update(orgPositions).set({ keyResponsibilities: ['Something else'] }).where(eq(orgPositions.id, position.id));
    const list = postingListSchema.parse((await t.call('GET', '/job_postings', { token: owner.token })).body.data);
    expect(list.postings.find((each) => each.id === posting.id)?.responsibilities).toEqual(['Runs a crew', 'Checks quality']);
    expect(list.positions.find((each) => each.id === position.id)).toMatchObject({ postingId: posting.id, responsibilities: ['Something else'] });

    // Given responsibilities are kept as given; the pay range is exact to the cent.
    const edited = await t.call('PUT', `/job_postings/${posting.id}`, {
      token: owner.token,
      body: { ...aPostingBody(position.id), positionId: undefined, responsibilities: ['Runs a crew'], payMin: 23.1, payMax: 23.1, updatedAt: posting.updatedAt },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.posting).toMatchObject({ responsibilities: ['Runs a crew'], payMin: 23.1, payMax: 23.1, status: 'open' });
  });

  it('keeps one live posting a seat, never sends an opened posting back to draft, and refuses a stale save', async () => {
    const position = await aPosition(t, owner.companyId);
    const first = (await t.call('POST', '/job_postings', { token: owner.token, body: aPostingBody(position.id) })).body.data.posting;
    const second = await t.call('POST', '/job_postings', { token: owner.token, body: aPostingBody(position.id, { status: 'draft' }) });
    expect(second.status).toBe(409);
    expect(second.body.details.fieldErrors.positionId).toHaveLength(1);

    const body = { ...aPostingBody(position.id), positionId: undefined, responsibilities: first.responsibilities };
    const backToDraft = await t.call('PUT', `/job_postings/${first.id}`, { token: owner.token, body: { ...body, status: 'draft', updatedAt: first.updatedAt } });
    expect(backToDraft.status).toBe(422);
    const closed = await t.call('PUT', `/job_postings/${first.id}`, { token: owner.token, body: { ...body, status: 'closed', updatedAt: first.updatedAt } });
    expect(closed.status, closed.text).toBe(200);
    // Stale: the version before the close.
    expect((await t.call('PUT', `/job_postings/${first.id}`, { token: owner.token, body: { ...body, status: 'open', updatedAt: first.updatedAt } })).status).toBe(409);

    // Closed, the seat takes a new posting; the old one cannot open again beside it.
    const next = await t.call('POST', '/job_postings', { token: owner.token, body: aPostingBody(position.id) });
    expect(next.status).toBe(201);
    const reopened = await t.call('PUT', `/job_postings/${first.id}`, { token: owner.token, body: { ...body, status: 'open', updatedAt: closed.body.data.posting.updatedAt } });
    expect(reopened.status).toBe(409);
  });

  it('regenerates the apply link (the old one stops working) and deletes only a posting nobody applied to', async () => {
    const { posting } = await aCandidate(owner);
    const renewed = await t.call('POST', `/job_postings/${posting.id}/apply_link`, { token: owner.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.posting.applyUrl).not.toBe(posting.applyUrl);
    expect((await t.call('GET', `/public/job_postings/${posting.token}`)).status).toBe(404);
    expect((await t.call('GET', `/public/job_postings/${renewed.body.data.posting.applyUrl.split('/apply/')[1]}`)).status).toBe(200);

    const refused = await t.call('DELETE', `/job_postings/${posting.id}`, { token: owner.token });
    expect(refused.status).toBe(422);
    const empty = await aPosting(t, owner, { status: 'draft' });
    expect((await t.call('DELETE', `/job_postings/${empty.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/job_postings/${empty.id}`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    ['no fields', {}, ['positionId', 'title', 'employmentType', 'payMin', 'payMax', 'payUnit']],
    ['a range upside down', { payMin: 30, payMax: 20 }, ['payMax']],
    ['fractions of a cent', { payMin: 18.005 }, ['payMin']],
    ['a negative pay', { payMin: -1 }, ['payMin']],
    ['pay beyond the limit', { payMax: 1_000_000.01 }, ['payMax']],
    ['an unknown status', { status: 'published' }, ['status']],
    ['an unknown employment type', { employmentType: 'gig' }, ['employmentType']],
    ['a title too long', { title: 'x'.repeat(121) }, ['title']],
    ['a NUL in the description', { description: 'a\u0000b' }, ['description']],
    ['a company id', { companyId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e' }, ['body']],
    ['a responsibility left blank', { responsibilities: ['Runs a crew', ' '] }, ['responsibilities.1']],
  ])('refuses a posting with %s (400 on its fields)', async (_case, overrides, fields) => {
    const position = await aPosition(t, owner.companyId);
    const body = Object.keys(overrides).length === 0 ? {} : aPostingBody(position.id, overrides);
    const response = await t.call('POST', '/job_postings', { token: owner.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });
});

describe('candidates', () => {
  it('moves a candidate one stage at a time, records each move, and keeps notes', async () => {
    const { posting, candidateId, updatedAt } = await aCandidate(owner);
    const move = (stage: string, version?: string) => t.call('PUT', `/candidates/${candidateId}/stage`, { token: owner.token, body: { stage, ...(version ? { updatedAt: version } : {}) } });

    expect((await move('interviewed')).status).toBe(422);
    const screened = await move('screened', updatedAt);
    expect(screened.status, screened.text).toBe(200);
    // The same version again is stale.
    expect((await move('interviewed', updatedAt)).status).toBe(409);
    const rejected = candidateDetailSchema.parse((await move('rejected')).body.data);
    expect(rejected.candidate).toMatchObject({ stage: 'rejected', rejectedFromStage: 'screened' });
    expect((await move('applied')).status).toBe(422);
    const reopened = candidateDetailSchema.parse((await move('screened')).body.data);
    expect(reopened.candidate).toMatchObject({ stage: 'screened', rejectedFromStage: null });

    const noted = await t.call('POST', `/candidates/${candidateId}/notes`, { token: owner.token, body: { text: 'Called back — available from April 1.' } });
    expect(noted.status).toBe(200);
    const detail = candidateDetailSchema.parse(noted.body.data);
    expect(detail.notes.map((note) => [note.kind, note.text])).toEqual([
      ['note', 'Called back — available from April 1.'],
      ['stage', 'Rejected → Screened'],
      ['stage', 'Screened → Rejected'],
      ['stage', 'Applied → Screened'],
      ['stage', 'Applied through the apply page'],
    ]);
    expect(detail.notes[0]?.authorName).toBe('Dana Whitfield');

    const listed = await postingDetail(owner, posting.id);
    expect(listed.posting.stageCounts).toMatchObject({ applied: 0, screened: 1 });
    expect(listed.candidates.map((each) => each.id)).toEqual([candidateId]);
  });

  it('serves a candidate’s files only to the company’s hiring managers, as downloads', async () => {
    const posting = await aPosting(t, owner);
    const png = await anImage('png', 40, 30);
    const applied = await apply(t, posting.token, {}, [
      { filename: 'Résumé (2026) <b>.pdf', contentType: 'application/pdf', bytes: aPdf() },
      { filename: 'cdl.png', contentType: 'image/png', bytes: png },
    ]);
    expect(applied.status, applied.text).toBe(201);
    const [candidate] = (await postingDetail(owner, posting.id)).candidates;
    expect(candidate!.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['Résumé (2026) _b_.pdf', 'application/pdf'],
      ['cdl.png', 'image/png'],
    ]);
    const pdf = candidate!.attachments[0]!;
    const download = await t.call('GET', `/candidates/${candidate!.id}/attachments/${pdf.id}`, { token: owner.token });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="R_sum_ (2026) _b_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%282026%29%20_b_.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.text.startsWith('%PDF-')).toBe(true);
    // The image was decoded and encoded afresh: not the bytes sent.
    const image = candidate!.attachments[1]!;
    const reencoded = await t.call('GET', `/candidates/${candidate!.id}/attachments/${image.id}`, { token: owner.token });
    expect(reencoded.status).toBe(200);
    expect(Buffer.from(reencoded.text, 'latin1').equals(png)).toBe(false);

    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    expect((await t.call('GET', `/candidates/${candidate!.id}/attachments/${pdf.id}`, { token: estimator.token })).status).toBe(403);
    expect((await t.call('GET', `/candidates/${candidate!.id}/attachments/${pdf.id}`)).status).toBe(401);
    expect((await t.call('GET', `/candidates/${candidate!.id}/attachments/${pdf.id}`, { token: other.token })).status).toBe(404);
  });

  it.each([
    ['an unknown stage', 'stage', { stage: 'promoted' }, ['stage']],
    ['no stage', 'stage', {}, ['stage']],
    ['a bad version', 'stage', { stage: 'screened', updatedAt: 'yesterday' }, ['updatedAt']],
    ['an empty note', 'notes', { text: '  ' }, ['text']],
    ['a note too long', 'notes', { text: 'x'.repeat(4001) }, ['text']],
    ['an extra field', 'notes', { text: 'ok', authorUserId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e' }, ['body']],
  ])('refuses %s (400)', async (_case, path, body, fields) => {
    const { candidateId } = await aCandidate(owner);
    const response = await t.call(path === 'stage' ? 'PUT' : 'POST', `/candidates/${candidateId}/${path}`, { token: owner.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual(fields);
  });
});

describe('another company', () => {
  it('gets 404 reading, changing, deleting and referring to the first company’s postings, candidates and questions', async () => {
    const { posting, candidateId } = await aCandidate(owner);
    const position = await aPosition(t, owner.companyId);
    const question = (await t.call('POST', '/interview_questions', { token: owner.token, body: { scope: 'position', positionId: position.id, text: 'Tell me about a crew you ran.' } })).body.data.question;
    const update = { ...aPostingBody(position.id), positionId: undefined, responsibilities: [] };
    const attempts: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['read a posting', 'GET', `/job_postings/${posting.id}`],
      ['change a posting', 'PUT', `/job_postings/${posting.id}`, update],
      ['renew its link', 'POST', `/job_postings/${posting.id}/apply_link`],
      ['delete a posting', 'DELETE', `/job_postings/${posting.id}`],
      ['post for its seat', 'POST', '/job_postings', aPostingBody(position.id)],
      ['read a candidate', 'GET', `/candidates/${candidateId}`],
      ['move a candidate', 'PUT', `/candidates/${candidateId}/stage`, { stage: 'screened' }],
      ['note a candidate', 'POST', `/candidates/${candidateId}/notes`, { text: 'x' }],
      ['delete a candidate', 'DELETE', `/candidates/${candidateId}`],
      ['read the scorecards', 'GET', `/candidates/${candidateId}/scorecards`],
      ['score the candidate', 'PUT', `/candidates/${candidateId}/scorecards/mine`, { responsibilities: [], values: [], capability: true, desire: true, capacity: true }],
      ['reword a question', 'PUT', `/interview_questions/${question.id}`, { text: 'x' }],
      ['delete a question', 'DELETE', `/interview_questions/${question.id}`],
      ['ask about its seat', 'POST', '/interview_questions', { scope: 'position', positionId: position.id, text: 'x' }],
      ['reorder its seat’s questions', 'PUT', '/interview_questions/order', { scope: 'position', positionId: position.id, ids: [question.id] }],
      ['reorder its questions into theirs', 'PUT', '/interview_questions/order', { scope: 'general', ids: [question.id] }],
    ];
    for (const [what, method, url, body] of attempts) {
      const response = await t.call(method, url, { token: other.token, ...(body ? { body } : {}) });
      expect(response.status, `${what}: ${response.text}`).toBe(404);
    }
    // Nothing of the first company shows in the second's lists.
    expect(postingListSchema.parse((await t.call('GET', '/job_postings', { token: other.token })).body.data).postings).toEqual([]);
    expect(interviewCandidateListSchema.parse((await t.call('GET', '/interview_candidates', { token: other.token })).body.data).candidates).toEqual([]);
    expect(questionBankSchema.parse((await t.call('GET', '/interview_questions', { token: other.token })).body.data).questions).toEqual([]);
    // And everything is still there.
    expect((await postingDetail(owner, posting.id)).candidates).toHaveLength(1);
  });
});

describe('roles', () => {
  it('keeps postings and candidates to admins and office managers; everyone reads the questions and may interview', async () => {
    const { posting, candidateId } = await aCandidate(owner);
    const officeManager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });

    expect((await t.call('GET', `/job_postings/${posting.id}`, { token: officeManager.token })).status).toBe(200);
    for (const user of [estimator, crewLeader]) {
      for (const [method, url, body] of [
        ['GET', '/job_postings'],
        ['GET', `/job_postings/${posting.id}`],
        ['POST', '/job_postings', { not: 'even valid' }],
        ['GET', `/candidates/${candidateId}`],
        ['PUT', `/candidates/${candidateId}/stage`, { stage: 'screened' }],
        ['POST', '/interview_questions', { scope: 'general', text: 'Why landscaping?' }],
      ] as const) {
        const response = await t.call(method, url, { token: user.token, ...(body ? { body } : {}) });
        expect(response.status, `${user.email} ${method} ${url}`).toBe(403);
      }
      const bank = await t.call('GET', '/interview_questions', { token: user.token });
      expect(bank.status).toBe(200);
      expect(bank.body.data.canManage).toBe(false);
      // Interviewers see whom they interview, never how to reach them.
      const list = await t.call('GET', '/interview_candidates', { token: user.token });
      expect(list.status).toBe(200);
      expect(list.text).not.toContain('jesse.park@example.com');
      expect(list.body.data.candidates.map((each: { id: string }) => each.id)).toContain(candidateId);
    }
    const unsigned = await t.call('GET', '/job_postings');
    expect(unsigned.status).toBe(401);
  });
});

describe('interview questions', () => {
  it('keeps a bank per seat, per core value and for every interview, in the order chosen', async () => {
    const user = await signedInUser(t);
    await givenCoreValues(t, user.companyId, ['Do it right', 'Own it']);
    const position = await aPosition(t, user.companyId, { title: 'Crew Member / Labourer' });
    const add = async (body: Record<string, unknown>) => {
      const response = await t.call('POST', '/interview_questions', { token: user.token, body });
      expect(response.status, response.text).toBe(201);
      return response.body.data.question as { id: string; sortOrder: number; updatedAt: string };
    };
    const first = await add({ scope: 'position', positionId: position.id, text: 'What equipment have you run?' });
    const second = await add({ scope: 'position', positionId: position.id, text: 'How do you feel about 6 a.m. starts?' });
    const value = await add({ scope: 'value', coreValue: 'Own it', text: 'Tell me about a mistake you fixed before anyone noticed.', positionId: position.id });
    await add({ scope: 'general', text: 'Why landscaping?' });
    expect([first.sortOrder, second.sortOrder]).toEqual([1, 2]);

    const reordered = await t.call('PUT', '/interview_questions/order', { token: user.token, body: { scope: 'position', positionId: position.id, ids: [second.id, first.id] } });
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.data.questions.map((question: { text: string }) => question.text)).toEqual(['How do you feel about 6 a.m. starts?', 'What equipment have you run?']);
    // A list that leaves one out was made before a question was added: 409.
    expect((await t.call('PUT', '/interview_questions/order', { token: user.token, body: { scope: 'position', positionId: position.id, ids: [second.id] } })).status).toBe(409);

    const bank = questionBankSchema.parse((await t.call('GET', '/interview_questions', { token: user.token })).body.data);
    expect(bank.coreValues.map((each) => each.name)).toEqual(['Do it right', 'Own it']);
    expect(bank.positions.map((each) => each.title)).toContain('Crew Member / Labourer');
    // A value question keeps no seat.
    expect(bank.questions.find((each) => each.id === value.id)).toMatchObject({ scope: 'value', coreValue: 'Own it', positionId: null });

    const reworded = await t.call('PUT', `/interview_questions/${first.id}`, { token: user.token, body: { text: 'Which mowers have you run?', updatedAt: first.updatedAt } });
    expect(reworded.status).toBe(200);
    expect((await t.call('PUT', `/interview_questions/${first.id}`, { token: user.token, body: { text: 'Again', updatedAt: first.updatedAt } })).status).toBe(409);
    expect((await t.call('DELETE', `/interview_questions/${first.id}`, { token: user.token })).status).toBe(200);
    expect((await t.call('DELETE', `/interview_questions/${first.id}`, { token: user.token })).status).toBe(404);
  });

  it.each([
    [{ scope: 'position', text: 'x' }, ['positionId']],
    [{ scope: 'value', text: 'x' }, ['coreValue']],
    [{ scope: 'team', text: 'x' }, ['scope']],
    [{ scope: 'general', text: '' }, ['text']],
    [{ scope: 'general', text: 'x'.repeat(501) }, ['text']],
    [{ scope: 'position', positionId: 'seat-1', text: 'x' }, ['positionId']],
  ])('refuses the question %j (400)', async (body, fields) => {
    const response = await t.call('POST', '/interview_questions', { token: owner.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(fields);
  });
});

describe('interview scorecard', () => {
  it('keeps one scorecard per interviewer, each their own, and shows them side by side', async () => {
    const user = await signedInUser(t);
    await givenCoreValues(t, user.companyId, ['Do it right', 'Own it']);
    const { candidateId } = await aCandidate(user);
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: user.companyId });
    const before = candidateScorecardsSchema.parse((await t.call('GET', `/candidates/${candidateId}/scorecards`, { token: crewLeader.token })).body.data);
    const [crew, quality] = before.criteria.responsibilities;
    expect(before.criteria.values.map((value) => value.name)).toEqual(['Do it right', 'Own it']);
    expect(before.summary.bar).toBe('incomplete');

    const mine = (who: SignedInUser, body: Record<string, unknown>) => t.call('PUT', `/candidates/${candidateId}/scorecards/mine`, { token: who.token, body });
    const owners = await mine(user, {
      responsibilities: [
        { item: crew, rating: 'plus' },
        { item: quality, rating: 'mixed' },
      ],
      values: [
        { item: 'Do it right', rating: 'plus' },
        { item: 'Own it', rating: 'plus' },
      ],
      capability: true,
      desire: true,
      capacity: true,
      notes: 'Ran a crew for a competitor; knows the Exmark mowers.',
    });
    expect(owners.status, owners.text).toBe(200);
    const leaders = await mine(crewLeader, { responsibilities: [{ item: crew, rating: 'mixed' }], values: [{ item: 'Own it', rating: 'plus' }], capability: true, desire: true, capacity: null });
    expect(leaders.status, leaders.text).toBe(200);

    // A first save when one exists, or one against an older version, is stale.
    expect((await mine(crewLeader, { responsibilities: [], values: [], capability: true, desire: true, capacity: true })).status).toBe(409);
    const updated = await mine(crewLeader, { responsibilities: [{ item: crew, rating: 'mixed' }], values: [{ item: 'Own it', rating: 'plus' }], capability: true, desire: true, capacity: true, updatedAt: leaders.body.data.scorecard.updatedAt });
    expect(updated.status, updated.text).toBe(200);
    expect((await mine(crewLeader, { responsibilities: [], values: [], capability: true, desire: true, capacity: true, updatedAt: leaders.body.data.scorecard.updatedAt })).status).toBe(409);

    const after = candidateScorecardsSchema.parse((await t.call('GET', `/candidates/${candidateId}/scorecards`, { token: user.token })).body.data);
    expect(after.scorecards.map((card) => card.interviewerName)).toEqual(['Dana Whitfield', 'Sam Rivera']);
    // Saving one's own never touched the other's.
    expect(after.scorecards[0]!.notes).toBe('Ran a crew for a competitor; knows the Exmark mowers.');
    expect(after.summary.responsibilities[0]).toMatchObject({ item: crew, ratings: ['plus', 'mixed'], tally: { plus: 1, mixed: 1, minus: 0, unrated: 0 } });
    expect(after.summary.values.map((row) => row.ratings)).toEqual([
      ['plus', null],
      ['plus', 'plus'],
    ]);
    expect(after.summary.bar).toBe('meets');
    expect(after.candidate).toMatchObject({ scorecardCount: 2, scoredByMe: true });
    const [listed] = (await postingDetail(user, after.candidate.postingId)).candidates;
    expect(listed?.scorecardCount).toBe(2);
  });

  it.each([
    ['a rating that is not +, ± or −', { responsibilities: [{ item: 'x', rating: 'great' }] }, 'responsibilities.0.rating'],
    ['a yes/no as text', { capability: 'yes' }, 'capability'],
    ['an item that is not a criterion', { values: [{ item: 'Hustle', rating: 'plus' }] }, 'values.0.item'],
    ['someone else’s scorecard', { interviewerUserId: '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e' }, 'body'],
    ['notes too long', { notes: 'x'.repeat(4001) }, 'notes'],
  ])('refuses a scorecard with %s (400)', async (_case, overrides, field) => {
    const { candidateId } = await aCandidate(owner);
    const body = { responsibilities: [], values: [], capability: null, desire: null, capacity: null, ...overrides };
    const response = await t.call('PUT', `/candidates/${candidateId}/scorecards/mine`, { token: owner.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});
