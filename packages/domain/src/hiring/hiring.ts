import { toUnits } from '../shared/decimal';

/**
 * Hiring (issue 19, people development): job postings for the org chart's open seats, the public apply page, the
 * candidates it feeds, the interview question bank and the interview scorecard. These are the pure rules both sides
 * share; docs/business-development.md ("Hiring") says how they are used.
 */

// ── Job postings ───────────────────────────────────────────────────────────────────────────────

export const postingStatuses = ['draft', 'open', 'closed'] as const;
export type PostingStatus = (typeof postingStatuses)[number];
export const postingStatusLabels: Record<PostingStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

/**
 * What a posting's status may become. A draft is published (open) or dropped (closed); an open posting closes; a
 * closed one may open again (the seat is vacant again). Once it has been open it never goes back to draft: people
 * have read it.
 */
const postingStatusMoves: Record<PostingStatus, readonly PostingStatus[]> = {
  draft: ['open', 'closed'],
  open: ['closed'],
  closed: ['open'],
};

export function canChangePostingStatus(from: PostingStatus, to: PostingStatus): boolean {
  return from === to || postingStatusMoves[from].includes(to);
}

export const payUnits = ['hour', 'year'] as const;
export type PayUnit = (typeof payUnits)[number];
export const payUnitLabels: Record<PayUnit, string> = { hour: 'an hour', year: 'a year' };

/** A pay range's figures: at most this much, to the cent. */
export const MAX_PAY = 1_000_000;

/** The range's top below its bottom, compared to the cent (exactly; never as binary floats). */
export function isPayRangeReversed(min: number, max: number): boolean {
  return toUnits(max, 2) < toUnits(min, 2);
}

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$18.00–$22.00 an hour', or '$20.00 an hour' when both ends are the same. */
export function formatPayRange(min: number, max: number, unit: PayUnit): string {
  const range = toUnits(min, 2) === toUnits(max, 2) ? dollarsAndCents.format(min) : `${dollarsAndCents.format(min)}–${dollarsAndCents.format(max)}`;
  return `${range} ${payUnitLabels[unit]}`;
}

// ── Candidates ─────────────────────────────────────────────────────────────────────────────────

/** The pipeline in order; a candidate leaves it as hired or rejected. */
export const pipelineStages = ['applied', 'screened', 'interviewed', 'offered', 'hired'] as const;
export type PipelineStage = (typeof pipelineStages)[number];
export const candidateStages = [...pipelineStages, 'rejected'] as const;
export type CandidateStage = (typeof candidateStages)[number];
export const candidateStageLabels: Record<CandidateStage, string> = {
  applied: 'Applied',
  screened: 'Screened',
  interviewed: 'Interviewed',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
};

/**
 * Where a candidate may go from `stage`: one step on, one step back (to undo a click), or out (rejected) while not
 * hired. A rejected candidate can only be taken back to the stage they were rejected at (`rejectedFrom`). A stage is
 * never skipped: each records that someone did it (screened them, interviewed them, made the offer).
 */
export function stageMoves(stage: CandidateStage, rejectedFrom: PipelineStage | null = null): CandidateStage[] {
  if (stage === 'rejected') return [rejectedFrom ?? 'applied'];
  const index = pipelineStages.indexOf(stage);
  const moves: CandidateStage[] = [];
  const next = pipelineStages[index + 1];
  if (next) moves.push(next);
  const previous = pipelineStages[index - 1];
  if (previous) moves.push(previous);
  if (stage !== 'hired') moves.push('rejected');
  return moves;
}

export function canMoveStage(from: CandidateStage, to: CandidateStage, rejectedFrom: PipelineStage | null = null): boolean {
  return stageMoves(from, rejectedFrom).includes(to);
}

/** How a move reads on the candidate's history and its button: 'Move to screened', 'Back to applied', 'Reject', 'Reopen'. */
export function stageMoveLabel(from: CandidateStage, to: CandidateStage): string {
  if (to === 'rejected') return 'Reject';
  if (from === 'rejected') return `Reopen at ${candidateStageLabels[to].toLowerCase()}`;
  const forward = pipelineStages.indexOf(to as PipelineStage) > pipelineStages.indexOf(from as PipelineStage);
  if (to === 'hired') return 'Mark hired';
  return forward ? `Move to ${candidateStageLabels[to].toLowerCase()}` : `Back to ${candidateStageLabels[to].toLowerCase()}`;
}

/** Each stage with its count (zero included), for a posting's pipeline at a glance. */
export function countByStage(candidates: ReadonlyArray<{ stage: CandidateStage }>): Record<CandidateStage, number> {
  const counts = Object.fromEntries(candidateStages.map((stage) => [stage, 0])) as Record<CandidateStage, number>;
  for (const candidate of candidates) counts[candidate.stage] += 1;
  return counts;
}

/** Candidates still in play (not hired, not rejected). */
export const isActiveStage = (stage: CandidateStage): boolean => stage !== 'hired' && stage !== 'rejected';

// ── Applications ───────────────────────────────────────────────────────────────────────────────

/** A résumé, cover letter or certificate: a PDF or a photo of one. */
export const MAX_ATTACHMENTS = 3;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const attachmentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AttachmentType = (typeof attachmentTypes)[number];
/** What the apply page's file picker offers (the server decides by the bytes, never by this). */
export const ATTACHMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/**
 * The time trap: a person takes at least this long between opening the apply page and sending it; a script posting
 * at once does not. The page's form token says when it was opened (signed by the server).
 */
export const MIN_APPLY_FILL_MS = 3_000;
/** A form token older than this is refused: the page was left open for days (or the token was harvested). */
export const MAX_APPLY_FORM_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * A file name as the office sees it and downloads it: the last path segment, printable characters only (no quotes,
 * slashes or control characters that could break a header), at most 120 characters; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._]+|[\s._]+$/g, '')
    .slice(0, 120);
  return cleaned || fallback;
}

/** The file name a stored attachment is served with: its safe name, with the extension its (checked) type has. */
export function attachmentFileName(name: string, contentType: AttachmentType): string {
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
  const base = safeFileName(name, 'attachment').replace(/\.(pdf|png|jpe?g|webp)$/i, '');
  return `${base || 'attachment'}.${extension}`;
}

// ── Interview scorecard ────────────────────────────────────────────────────────────────────────

/** How an interviewer rates a responsibility or a core value: +, ± or −. */
export const ratings = ['plus', 'mixed', 'minus'] as const;
export type Rating = (typeof ratings)[number];
export const ratingSymbols: Record<Rating, string> = { plus: '+', mixed: '±', minus: '−' };
export const ratingLabels: Record<Rating, string> = { plus: 'Plus: does it well', mixed: 'Plus/minus: sometimes', minus: 'Minus: does not' };

/** Gets it, wants it, has the capacity to do it (GWC): answered yes or no for the seat. */
export const gwcQuestions = ['capability', 'desire', 'capacity'] as const;
export type GwcQuestion = (typeof gwcQuestions)[number];
export const gwcLabels: Record<GwcQuestion, string> = { capability: 'Capability', desire: 'Desire', capacity: 'Capacity' };
export const gwcPrompts: Record<GwcQuestion, string> = {
  capability: 'Gets it: understands the seat, how the work is done and why it matters',
  desire: 'Wants it: genuinely wants this job, the season’s hours and the work',
  capacity: 'Has the capacity: the time, the physical ability, the skills and licences to do it',
};

export interface RatedItem {
  item: string;
  rating: Rating | null;
}

export interface ScorecardFacts {
  interviewerUserId: string;
  interviewerName: string;
  responsibilities: readonly RatedItem[];
  values: readonly RatedItem[];
  capability: boolean | null;
  desire: boolean | null;
  capacity: boolean | null;
}

export interface RatingTally {
  plus: number;
  mixed: number;
  minus: number;
  /** Interviewers who left it blank. */
  unrated: number;
}

export interface CriterionRow {
  item: string;
  /** False for an item rated once but no longer among the criteria (a responsibility edited out, a value renamed). */
  current: boolean;
  /** Each interviewer's rating, in the order of `interviewers`. */
  ratings: Array<Rating | null>;
  tally: RatingTally;
}

export interface GwcRow {
  question: GwcQuestion;
  answers: Array<boolean | null>;
  yes: number;
  no: number;
  unanswered: number;
}

/**
 * Where the candidate stands against the bar: `meets` when every interviewer said yes to capability, desire and
 * capacity and nobody rated a core value −; `below` when someone said no to one of them or rated a value −;
 * `incomplete` otherwise (a question left open, or no scorecard yet). Responsibilities inform but do not decide: a
 * new hire learns the job, not the values.
 */
export type ScorecardBar = 'meets' | 'below' | 'incomplete';
export const scorecardBarLabels: Record<ScorecardBar, string> = {
  meets: 'Meets the bar',
  below: 'Below the bar',
  incomplete: 'Not scored yet',
};

export interface ScorecardSummary {
  interviewers: Array<{ userId: string; name: string }>;
  responsibilities: CriterionRow[];
  values: CriterionRow[];
  gwc: GwcRow[];
  /** Every rating given, responsibilities and values together. */
  totals: Omit<RatingTally, 'unrated'>;
  bar: ScorecardBar;
}

function criterionRows(criteria: readonly string[], cards: readonly ScorecardFacts[], pick: (card: ScorecardFacts) => readonly RatedItem[]): CriterionRow[] {
  const byCard = cards.map((card) => new Map(pick(card).map((rated) => [rated.item, rated.rating] as const)));
  const items = [...criteria];
  const seen = new Set(criteria);
  // Items rated earlier but no longer criteria keep their place after the current ones, so nothing rated is hidden.
  for (const card of cards)
    for (const rated of pick(card))
      if (!seen.has(rated.item) && rated.rating !== null) {
        seen.add(rated.item);
        items.push(rated.item);
      }
  const current = new Set(criteria);
  return items.map((item) => {
    const given = byCard.map((ratingsOf) => ratingsOf.get(item) ?? null);
    const tally: RatingTally = { plus: 0, mixed: 0, minus: 0, unrated: 0 };
    for (const rating of given) tally[rating ?? 'unrated'] += 1;
    return { item, current: current.has(item), ratings: given, tally };
  });
}

/**
 * The scorecards of one candidate side by side: a row per responsibility and per core value (the criteria in their
 * order, then anything rated that is no longer one), a column per interviewer (by name), each row's tally, the GWC
 * answers, and where the candidate stands against the bar.
 */
export function summarizeScorecards(criteria: { responsibilities: readonly string[]; values: readonly string[] }, scorecards: readonly ScorecardFacts[]): ScorecardSummary {
  const cards = [...scorecards].sort((a, b) => a.interviewerName.localeCompare(b.interviewerName) || a.interviewerUserId.localeCompare(b.interviewerUserId));
  const responsibilities = criterionRows(criteria.responsibilities, cards, (card) => card.responsibilities);
  const values = criterionRows(criteria.values, cards, (card) => card.values);
  const gwc = gwcQuestions.map((question): GwcRow => {
    const answers = cards.map((card) => card[question]);
    return {
      question,
      answers,
      yes: answers.filter((answer) => answer === true).length,
      no: answers.filter((answer) => answer === false).length,
      unanswered: answers.filter((answer) => answer === null).length,
    };
  });
  const totals = { plus: 0, mixed: 0, minus: 0 };
  for (const row of [...responsibilities, ...values]) {
    totals.plus += row.tally.plus;
    totals.mixed += row.tally.mixed;
    totals.minus += row.tally.minus;
  }
  const valueMinus = values.some((row) => row.current && row.tally.minus > 0);
  const saidNo = gwc.some((row) => row.no > 0);
  const allYes = cards.length > 0 && gwc.every((row) => row.yes === cards.length);
  const bar: ScorecardBar = saidNo || valueMinus ? 'below' : allYes ? 'meets' : 'incomplete';
  return { interviewers: cards.map((card) => ({ userId: card.interviewerUserId, name: card.interviewerName })), responsibilities, values, gwc, totals, bar };
}

/**
 * A scorecard's ratings kept to the criteria: one entry per criterion in the criteria's order (null where not
 * rated). Ratings of items that are no longer criteria are kept after them, so editing a seat's responsibilities
 * never erases what an interviewer already said.
 */
export function ratingsForCriteria(criteria: readonly string[], given: readonly RatedItem[], stored: readonly RatedItem[] = []): RatedItem[] {
  const sent = new Map(given.map((rated) => [rated.item, rated.rating] as const));
  const current = criteria.map((item) => ({ item, rating: sent.get(item) ?? null }));
  const kept = stored.filter((rated) => !criteria.includes(rated.item) && rated.rating !== null);
  return [...current, ...kept];
}

// ── Interview questions ────────────────────────────────────────────────────────────────────────

/** A question is asked for one seat of the org chart, for one core value, or of everyone. */
export const questionScopes = ['position', 'value', 'general'] as const;
export type QuestionScope = (typeof questionScopes)[number];
export const questionScopeLabels: Record<QuestionScope, string> = { position: 'Position', value: 'Core value', general: 'Every interview' };
export const MAX_QUESTIONS_PER_GROUP = 50;
