import { candidateDetailSchema, candidateScorecardsSchema, interviewCandidateListSchema, postingDetailSchema, postingListSchema, questionBankSchema } from '@groundwork/domain/hiring';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { DEMO_OFFICE_MANAGER } from './demo';
import { demoApp, seededDemo } from './demo-fixture';
import { DEMO_HIRING_SEATS, DEMO_POSTINGS, DEMO_SCORED_CANDIDATE } from './hiring';

const t = demoApp;

describe('the demo company’s hiring', () => {
  it('posts a crew leader and a laborer from the org chart, with candidates at every stage and their history', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const list = postingListSchema.parse((await t.call('GET', '/job_postings', { token })).body.data);
    expect(list.postings.map((posting) => [posting.title, posting.status, posting.positionTitle])).toEqual([
      [DEMO_POSTINGS.laborer, 'open', DEMO_HIRING_SEATS.crewMember],
      [DEMO_POSTINGS.crewLeader, 'open', DEMO_HIRING_SEATS.crewLeader],
    ]);
    // Each posting's responsibilities are its seat's, and the seats show they have a live posting.
    for (const posting of list.postings) {
      const seat = list.positions.find((position) => position.id === posting.positionId)!;
      expect(posting.responsibilities).toEqual(seat.responsibilities);
      expect(seat.postingId).toBe(posting.id);
      expect(posting.payMin).toBeLessThan(posting.payMax);
    }
    const crewLeader = list.postings.find((posting) => posting.title === DEMO_POSTINGS.crewLeader)!;
    expect(crewLeader.stageCounts).toMatchObject({ screened: 1, interviewed: 1, rejected: 1 });
    const laborer = list.postings.find((posting) => posting.title === DEMO_POSTINGS.laborer)!;
    expect(laborer.stageCounts).toMatchObject({ applied: 1, screened: 1, hired: 1 });

    // The apply pages are live.
    for (const posting of list.postings) expect((await t.call('GET', `/public/job_postings/${posting.applyUrl.split('/apply/')[1]}`)).status).toBe(200);

    // A candidate's history runs from the application through every move, and what the office noted.
    const detail = postingDetailSchema.parse((await t.call('GET', `/job_postings/${crewLeader.id}`, { token })).body.data);
    const marcus = detail.candidates.find((candidate) => candidate.name === DEMO_SCORED_CANDIDATE)!;
    expect(marcus.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    const history = candidateDetailSchema.parse((await t.call('GET', `/candidates/${marcus.id}`, { token })).body.data);
    expect(history.notes.filter((note) => note.kind === 'stage').map((note) => note.text).reverse()).toEqual(['Applied through the apply page', 'Applied → Screened', 'Screened → Interviewed']);
    const resume = await t.call('GET', `/candidates/${marcus.id}/attachments/${marcus.attachments[0]!.id}`, { token });
    expect(resume.text.startsWith('%PDF-')).toBe(true);
    // Dates move forward: applied, then each stage.
    for (const candidate of detail.candidates) expect(candidate.stageChangedAt >= candidate.appliedAt).toBe(true);
  });

  it('has the owner’s and the office manager’s scorecards of the candidate they interviewed, side by side', async () => {
    const demo = seededDemo();
    const token = await signIn(t, DEMO_OFFICE_MANAGER.email, demo.password);
    const interviewing = interviewCandidateListSchema.parse((await t.call('GET', '/interview_candidates', { token })).body.data);
    const marcus = interviewing.candidates.find((candidate) => candidate.name === DEMO_SCORED_CANDIDATE)!;
    expect(marcus).toMatchObject({ scorecardCount: 2, scoredByMe: true, stage: 'interviewed' });
    const scored = candidateScorecardsSchema.parse((await t.call('GET', `/candidates/${marcus.id}/scorecards`, { token })).body.data);
    expect(scored.summary.interviewers.map((interviewer) => interviewer.name)).toEqual(['Dana Whitfield', 'Priya Shah']);
    // Every criterion rated by both: the posting's responsibilities and the company's three values.
    expect(scored.criteria.values).toHaveLength(3);
    for (const row of [...scored.summary.responsibilities, ...scored.summary.values]) {
      expect(row.current).toBe(true);
      expect(row.tally.unrated).toBe(0);
    }
    expect(scored.summary.bar).toBe('meets');
  });

  it('keeps a question bank for both seats, each core value and every interview', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const bank = questionBankSchema.parse((await t.call('GET', '/interview_questions', { token })).body.data);
    const seats = bank.positions.filter((position) => (Object.values(DEMO_HIRING_SEATS) as string[]).includes(position.title));
    for (const seat of seats) expect(bank.questions.filter((question) => question.positionId === seat.id)).toHaveLength(3);
    for (const value of bank.coreValues) expect(bank.questions.some((question) => question.scope === 'value' && question.coreValue === value.name)).toBe(true);
    expect(bank.questions.filter((question) => question.scope === 'general')).toHaveLength(2);
  });
});
