import { candidateStageLabels, ratingsForCriteria, type CandidateStage, type PipelineStage, type Rating } from '@groundwork/domain/hiring';
import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { candidateAttachments, candidateNotes, candidates, companyInformation, interviewQuestions, interviewScorecards, jobPostings, orgPositions } from '../schema';

/** The demo's seats that are hiring, by their title on the org chart (seed/org-chart.ts). */
export const DEMO_HIRING_SEATS = { crewLeader: 'Crew Leader / Foreman', crewMember: 'Crew Member / Labourer' } as const;
export const DEMO_POSTINGS = { crewLeader: 'Crew Leader — Maintenance', laborer: 'Landscape Laborer' } as const;
/** The candidate both interviewers scored. */
export const DEMO_SCORED_CANDIDATE = 'Marcus Bell';

const DAY = 24 * 60 * 60_000;

type Who = 'owner' | 'officeManager';
interface SeedNote {
  daysAgo: number;
  by: Who;
  text: string;
}
interface SeedCandidate {
  name: string;
  email: string;
  phone: string;
  experience: string;
  appliedDaysAgo: number;
  /** The stages after applied, each with the day it was reached: the history the office sees. */
  moves: Array<{ stage: CandidateStage; daysAgo: number }>;
  notes: SeedNote[];
  resume?: string;
}

/** A one-page résumé as a real (tiny) PDF: what applicants send. */
function resumePdf(name: string): Buffer {
  const text = `${name} - Resume`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const crewLeaderCandidates: SeedCandidate[] = [
  {
    name: DEMO_SCORED_CANDIDATE,
    email: 'marcus.bell@example.com',
    phone: '(612) 555-0187',
    experience:
      'Six seasons with a Bloomington maintenance company, the last three leading a three-person mowing crew (Exmark and Scag mowers, 16-ft trailer).\n\nClass D licence, clean record. MDA Commercial Pesticide Applicator, Turf and Ornamental.',
    appliedDaysAgo: 20,
    moves: [
      { stage: 'screened', daysAgo: 17 },
      { stage: 'interviewed', daysAgo: 9 },
    ],
    notes: [
      { daysAgo: 17, by: 'owner', text: 'Phone screen: wants full-time year-round, can plow in winter. Available from March 15.' },
      { daysAgo: 8, by: 'owner', text: 'Both references called back: reliable, crews like working for him. Ask about his paperwork habits.' },
    ],
    resume: 'Marcus Bell resume.pdf',
  },
  {
    name: 'Trevor Lindgren',
    email: 'tlindgren@example.com',
    phone: '(952) 555-0133',
    experience: 'Four seasons on a residential mowing crew, crew lead for the last one. Runs a zero-turn, trimmer and backpack blower. Looking for more responsibility.',
    appliedDaysAgo: 11,
    moves: [{ stage: 'screened', daysAgo: 6 }],
    notes: [{ daysAgo: 6, by: 'officeManager', text: 'Good phone screen. Interview booked for Thursday 7:30 with Dana and Carlos.' }],
  },
  {
    name: 'Kevin Osei',
    email: 'kevin.osei@example.com',
    phone: '',
    experience: 'Two seasons installing pavers and retaining walls. No maintenance experience yet.',
    appliedDaysAgo: 16,
    moves: [
      { stage: 'screened', daysAgo: 13 },
      { stage: 'rejected', daysAgo: 12 },
    ],
    notes: [{ daysAgo: 12, by: 'officeManager', text: 'Wants hardscape work only; we told him to watch for the installation crew’s posting in spring.' }],
  },
];

const laborerCandidates: SeedCandidate[] = [
  {
    name: 'Hector Alvarez',
    email: 'hector.alvarez@example.com',
    phone: '(651) 555-0164',
    experience: 'Mowed and trimmed for a golf course two summers. Has his own boots and rain gear; reliable ride.',
    appliedDaysAgo: 11,
    moves: [
      { stage: 'screened', daysAgo: 9 },
      { stage: 'interviewed', daysAgo: 7 },
      { stage: 'offered', daysAgo: 5 },
      { stage: 'hired', daysAgo: 3 },
    ],
    notes: [{ daysAgo: 3, by: 'owner', text: 'Accepted $19.00 an hour. Starts Monday on Carlos’s crew; boots and PPE on day one.' }],
  },
  {
    name: 'Ana Ruiz',
    email: '',
    phone: '(612) 555-0119',
    experience: 'Worked at a garden centre (watering, planting, customer service). Wants to work outside for the season.',
    appliedDaysAgo: 6,
    moves: [{ stage: 'screened', daysAgo: 3 }],
    notes: [],
  },
  {
    name: 'Dylan Schmidt',
    email: 'dylan.schmidt@example.com',
    phone: '(763) 555-0171',
    experience: 'First job out of high school. Mowed neighbours’ lawns for three summers.',
    appliedDaysAgo: 2,
    moves: [],
    notes: [],
  },
];

/** The interview question bank: each hiring seat's, one per core value (by its order), and two for every interview. */
const seatQuestions: Record<keyof typeof DEMO_HIRING_SEATS, string[]> = {
  crewLeader: [
    'Walk me through your crew’s first hour on a Monday: from the shop to the first property.',
    'Tell me about a time a crew member kept cutting corners. What did you do?',
    'How do you know at noon whether the route will be done by 3:30?',
  ],
  crewMember: [
    'Which mowers, trimmers and blowers have you run? Which would you need training on?',
    'We start at 6:30 and work some Saturdays in spring and fall. How does that fit your life?',
    'Tell me about a job where you were outside in the heat all day.',
  ],
};
const valueQuestions = [
  'Tell me about a time you went back to fix something nobody else had noticed.',
  'When were you last late for work? What did you do about it?',
  'What does a finished property look like to you before you drive away?',
];
const generalQuestions = ['Why landscaping, and why us?', 'What would your last supervisor say you should work on?'];

/** What the two interviewers said about the scored candidate, by criterion (index order). */
const scorecards: Array<{ by: Who; responsibilities: Rating[]; values: Rating[]; gwc: [boolean, boolean, boolean]; notes: string; daysAgo: number }> = [
  {
    by: 'owner',
    responsibilities: ['plus', 'mixed', 'plus', 'plus', 'plus'],
    values: ['plus', 'plus', 'plus'],
    gwc: [true, true, true],
    notes: 'Clear on how a crew’s day runs and what a finished property looks like. Work-order paperwork was loose at his last company: train on the end-of-day screen.',
    daysAgo: 9,
  },
  {
    by: 'officeManager',
    responsibilities: ['plus', 'plus', 'mixed', 'plus', 'mixed'],
    values: ['plus', 'mixed', 'plus'],
    gwc: [true, true, true],
    notes: 'Talked us through a Monday on his crew without notes. Said he has been late twice this season — owned it, no excuses.',
    daysAgo: 8,
  },
];

/**
 * Hiring for spring (the planning seed's off-track "hiring process" priority, the coach's "spring hiring has to start
 * in January"): two open postings from the org chart's seats, candidates at every stage with their history, a
 * question bank, and the owner's and the office manager's scorecards of the crew leader candidate they interviewed.
 */
export async function seedDemoHiring(db: Db, companyId: string, users: Record<Who, string>): Promise<void> {
  const seats = await db
    .select({ id: orgPositions.id, title: orgPositions.title, responsibilities: orgPositions.keyResponsibilities })
    .from(orgPositions)
    .where(and(eq(orgPositions.companyId, companyId), inArray(orgPositions.title, Object.values(DEMO_HIRING_SEATS))));
  const seat = (title: string) => {
    const found = seats.find((each) => each.title === title);
    if (!found) throw new Error(`The demo org chart has no ${title} seat to hire for.`);
    return found;
  };
  const crewLeaderSeat = seat(DEMO_HIRING_SEATS.crewLeader);
  const crewMemberSeat = seat(DEMO_HIRING_SEATS.crewMember);
  const [info] = await db.select({ values: companyInformation.companyValues }).from(companyInformation).where(eq(companyInformation.companyId, companyId));
  const values = (info?.values.coreValues ?? []).map((value) => value.name).filter(Boolean);
  const now = Date.now();
  const ago = (days: number, minutes = 0) => new Date(now - days * DAY + minutes * 60_000);

  const postings = [
    {
      id: randomUUID(),
      seat: crewLeaderSeat,
      title: DEMO_POSTINGS.crewLeader,
      description:
        'Lead one of our four maintenance crews across south Minneapolis and Edina: weekly mowing, spring and fall clean-ups, bed care. Full-time, March to November, with snow work in winter for those who want it. Company truck, paid overtime, a week of paid time off after your first season.',
      employmentType: 'full_time' as const,
      payMin: '24.00',
      payMax: '29.00',
      createdDaysAgo: 24,
      candidates: crewLeaderCandidates,
    },
    {
      id: randomUUID(),
      seat: crewMemberSeat,
      title: DEMO_POSTINGS.laborer,
      description:
        'Join a three-person maintenance crew: mowing, trimming, edging, mulching and planting. Seasonal, April to November, 40–50 hours a week, Monday to Friday with some Saturdays in spring and fall. We train you on every machine.',
      employmentType: 'seasonal' as const,
      payMin: '18.00',
      payMax: '21.00',
      createdDaysAgo: 12,
      candidates: laborerCandidates,
    },
  ];

  await db.insert(jobPostings).values(
    postings.map((posting) => ({
      id: posting.id,
      companyId,
      positionId: posting.seat.id,
      title: posting.title,
      description: posting.description,
      responsibilities: posting.seat.responsibilities,
      employmentType: posting.employmentType,
      payMin: posting.payMin,
      payMax: posting.payMax,
      payUnit: 'hour' as const,
      status: 'open' as const,
      applyToken: randomBytes(32).toString('base64url'),
      createdBy: users.owner,
      createdAt: ago(posting.createdDaysAgo),
      updatedAt: ago(posting.createdDaysAgo),
    })),
  );

  const candidateRows: Array<typeof candidates.$inferInsert> = [];
  const noteRows: Array<typeof candidateNotes.$inferInsert> = [];
  const fileRows: Array<typeof candidateAttachments.$inferInsert> = [];
  const idsByName = new Map<string, string>();
  for (const posting of postings) {
    for (const seeded of posting.candidates) {
      const id = randomUUID();
      idsByName.set(seeded.name, id);
      const applied = ago(seeded.appliedDaysAgo, -seeded.name.length * 7);
      let stage: CandidateStage = 'applied';
      let rejectedFromStage: PipelineStage | null = null;
      let changed = applied;
      noteRows.push({ companyId, candidateId: id, kind: 'stage', text: 'Applied through the apply page', createdAt: applied });
      for (const move of seeded.moves) {
        const at = ago(move.daysAgo, 30);
        noteRows.push({ companyId, candidateId: id, kind: 'stage', text: `${label(stage)} → ${label(move.stage)}`, authorUserId: users.owner, createdAt: at });
        rejectedFromStage = move.stage === 'rejected' ? (stage as PipelineStage) : null;
        stage = move.stage;
        changed = at;
      }
      for (const note of seeded.notes) noteRows.push({ companyId, candidateId: id, kind: 'note', text: note.text, authorUserId: users[note.by], createdAt: ago(note.daysAgo, 60) });
      if (seeded.resume) {
        const bytes = resumePdf(seeded.name);
        fileRows.push({ companyId, candidateId: id, fileName: seeded.resume, contentType: 'application/pdf', byteSize: bytes.length, bytes, createdAt: applied });
      }
      candidateRows.push({
        id,
        companyId,
        postingId: posting.id,
        name: seeded.name,
        email: seeded.email,
        phone: seeded.phone,
        experience: seeded.experience,
        stage,
        rejectedFromStage,
        appliedAt: applied,
        stageChangedAt: changed,
        createdAt: applied,
        updatedAt: changed,
      });
    }
  }
  await db.insert(candidates).values(candidateRows);
  await db.insert(candidateNotes).values(noteRows);
  if (fileRows.length > 0) await db.insert(candidateAttachments).values(fileRows);

  const scored = idsByName.get(DEMO_SCORED_CANDIDATE)!;
  await db.insert(interviewScorecards).values(
    scorecards.map((card) => ({
      companyId,
      candidateId: scored,
      interviewerUserId: users[card.by],
      responsibilityRatings: ratingsForCriteria(
        crewLeaderSeat.responsibilities,
        crewLeaderSeat.responsibilities.map((item, index) => ({ item, rating: card.responsibilities[index] ?? null })),
      ),
      valueRatings: ratingsForCriteria(
        values,
        values.map((item, index) => ({ item, rating: card.values[index] ?? null })),
      ),
      capability: card.gwc[0],
      desire: card.gwc[1],
      capacity: card.gwc[2],
      notes: card.notes,
      createdAt: ago(card.daysAgo, 120),
      updatedAt: ago(card.daysAgo, 120),
    })),
  );

  const questionRows: Array<typeof interviewQuestions.$inferInsert> = [];
  const stamp = ago(30);
  for (const [key, texts] of Object.entries(seatQuestions) as Array<[keyof typeof DEMO_HIRING_SEATS, string[]]>) {
    const positionId = key === 'crewLeader' ? crewLeaderSeat.id : crewMemberSeat.id;
    texts.forEach((text, index) => questionRows.push({ companyId, scope: 'position', positionId, coreValue: '', text, sortOrder: index + 1, createdAt: stamp, updatedAt: stamp }));
  }
  values.forEach((value, index) => {
    const text = valueQuestions[index];
    if (text) questionRows.push({ companyId, scope: 'value', positionId: null, coreValue: value, text, sortOrder: 1, createdAt: stamp, updatedAt: stamp });
  });
  generalQuestions.forEach((text, index) => questionRows.push({ companyId, scope: 'general', positionId: null, coreValue: '', text, sortOrder: index + 1, createdAt: stamp, updatedAt: stamp }));
  await db.insert(interviewQuestions).values(questionRows);
}

const label = (stage: CandidateStage) => candidateStageLabels[stage];
