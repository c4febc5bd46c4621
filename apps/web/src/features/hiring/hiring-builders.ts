import { summarizeScorecards, type Candidate, type CandidateDetail, type CandidateScorecards, type HiringPosition, type Posting, type PostingList, type PublicPostingResult, type Question, type QuestionBank, type Scorecard } from '@groundwork/domain/hiring';

/** Small builders for the hiring component tests. */

const stamp = '2026-04-06T14:00:00.000Z';
export const DANA = '6b1c1d8e-2a3f-4b5c-8d9e-0f1a2b3c4d5e';
export const CARLOS = '7c2d2e9f-3b4a-4c5d-9e0f-1a2b3c4d5e6f';

export const aPosition = (overrides: Partial<HiringPosition> = {}): HiringPosition => ({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  title: 'Crew Leader / Foreman',
  department: 'Maintenance',
  responsibilities: ['Runs a 3-person maintenance crew', 'Checks quality before leaving a property'],
  postingId: null,
  ...overrides,
});

const noStages = { applied: 0, screened: 0, interviewed: 0, offered: 0, hired: 0, rejected: 0 };

export const aPosting = (overrides: Partial<Posting> = {}): Posting => ({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01',
  positionId: aPosition().id,
  positionTitle: 'Crew Leader / Foreman',
  title: 'Crew Leader — Maintenance',
  description: 'Lead a mowing crew across south Minneapolis.',
  responsibilities: ['Runs a 3-person maintenance crew', 'Checks quality before leaving a property'],
  employmentType: 'full_time',
  payMin: 24,
  payMax: 28.5,
  payUnit: 'hour',
  status: 'open',
  applyUrl: 'http://groundwork.test/apply/aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-abcde',
  stageCounts: { ...noStages },
  candidateCount: 0,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const aPostingList = (overrides: Partial<PostingList> = {}): PostingList => ({ postings: [aPosting()], positions: [aPosition({ postingId: aPosting().id }), aPosition({ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02', title: 'Crew Member / Labourer', responsibilities: ['Mows, trims and edges'] })], ...overrides });

let nextCandidate = 0;
export const aCandidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: `3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e${String(nextCandidate++).padStart(2, '0')}`,
  postingId: aPosting().id,
  postingTitle: 'Crew Leader — Maintenance',
  name: 'Jesse Park',
  email: 'jesse.park@example.com',
  phone: '(612) 555-0142',
  experience: 'Two seasons on a mowing crew.',
  stage: 'applied',
  rejectedFromStage: null,
  appliedAt: stamp,
  stageChangedAt: stamp,
  attachments: [],
  scorecardCount: 0,
  updatedAt: stamp,
  ...overrides,
});

export const aCandidateDetail = (candidate: Candidate = aCandidate(), notes: CandidateDetail['notes'] = []): CandidateDetail => ({ candidate, notes });

let nextQuestion = 0;
export const aQuestion = (overrides: Partial<Question> = {}): Question => ({
  id: `4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f${String(nextQuestion++).padStart(2, '0')}`,
  scope: 'position',
  positionId: aPosition().id,
  coreValue: '',
  text: 'Tell me about a crew you ran.',
  sortOrder: 1,
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

export const aQuestionBank = (overrides: Partial<QuestionBank> = {}): QuestionBank => ({
  positions: [{ id: aPosition().id, title: 'Crew Leader / Foreman', department: 'Maintenance' }],
  coreValues: [
    { name: 'Do it right', practice: 'We check our work before we leave.' },
    { name: 'Own it', practice: '' },
  ],
  questions: [],
  canManage: true,
  ...overrides,
});

export const aScorecard = (overrides: Partial<Scorecard> = {}): Scorecard => ({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a01',
  interviewerUserId: DANA,
  interviewerName: 'Dana Whitfield',
  responsibilities: [],
  values: [],
  capability: null,
  desire: null,
  capacity: null,
  notes: '',
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});

/** A candidate's scorecards as the server answers them, the summary worked out by the domain as the server does. */
export function candidateScorecards(scorecards: Scorecard[], overrides: Partial<Omit<CandidateScorecards, 'summary'>> = {}): CandidateScorecards {
  const criteria = overrides.criteria ?? { responsibilities: aPosting().responsibilities, values: aQuestionBank().coreValues };
  return {
    candidate: { id: aCandidate().id, name: 'Jesse Park', stage: 'interviewed', postingId: aPosting().id, postingTitle: 'Crew Leader — Maintenance', appliedAt: stamp, scorecardCount: scorecards.length, scoredByMe: scorecards.some((card) => card.interviewerUserId === DANA) },
    criteria,
    scorecards,
    userId: DANA,
    ...overrides,
    summary: summarizeScorecards({ responsibilities: criteria.responsibilities, values: criteria.values.map((value) => value.name) }, scorecards),
  };
}

export const aPublicPosting = (overrides: Partial<PublicPostingResult['posting']> = {}): PublicPostingResult => ({
  posting: {
    title: 'Landscape Laborer',
    description: 'Mow, trim and edge with a crew of three. Monday to Friday, April to November.',
    responsibilities: ['Mows, trims and edges', 'Loads and unloads the trailer safely'],
    employmentType: 'seasonal',
    payMin: 18,
    payMax: 21,
    payUnit: 'hour',
    company: { name: 'Demo Landscaping', hasLogo: true },
    ...overrides,
  },
  formToken: `1775484000000.${'a'.repeat(43)}`,
});
