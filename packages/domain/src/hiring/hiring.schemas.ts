import { z } from 'zod';
import { isValidPhone } from '../customers/contact.schemas';
import { employmentTypes } from '../employees/employees.schemas';
import { decimalSchema, nullableIdSchema, uuidSchema } from '../shared/fields';
import {
  attachmentTypes,
  candidateStages,
  gwcQuestions,
  isPayRangeReversed,
  MAX_PAY,
  payUnits,
  pipelineStages,
  postingStatuses,
  questionScopes,
  ratings,
} from './hiring';

const isoDateTime = z.iso.datetime({ offset: true });

export const ONLY_HIRING_MANAGERS_MESSAGE = 'Only an admin or an office manager can manage job postings and candidates.';
export const ONLY_MANAGERS_WRITE_QUESTIONS_MESSAGE = 'Only an admin or an office manager can change the interview questions.';
export const POSTING_NOT_FOUND = 'Job posting not found';
export const CANDIDATE_NOT_FOUND = 'Candidate not found';
export const POSITION_NOT_FOUND = 'Position not found';
export const QUESTION_NOT_FOUND = 'Question not found';
export const APPLY_LINK_INVALID_MESSAGE = 'This job posting is closed or the link is no longer valid.';
export const POSTING_TAKEN_MESSAGE = 'That position already has a posting that is not closed: open or close that one instead.';
export const POSTING_HAS_CANDIDATES_MESSAGE = 'This posting has candidates: close it instead of deleting it, so their applications are kept.';
export const POSTING_STATUS_MESSAGE = 'A posting that has been open cannot go back to draft.';
export const STAGE_MOVE_MESSAGE = 'A candidate moves one stage at a time, or out as rejected.';
export const APPLY_TOO_FAST_MESSAGE = 'That was quick! Please check your application, then send it again.';
export const APPLY_FORM_EXPIRED_MESSAGE = 'This page has been open too long. Reload it, then send your application again.';
export const APPLY_CONTACT_MESSAGE = 'Give an e-mail address or a phone number so we can reach you';
export const ATTACHMENT_TOO_LARGE_MESSAGE = 'Each file must be 5 MB or smaller';
export const ATTACHMENT_TYPE_MESSAGE = 'Attach a PDF or a photo (PNG, JPEG or WebP)';
export const ATTACHMENT_COUNT_MESSAGE = 'Attach at most 3 files';
export const NOT_A_CRITERION_MESSAGE = 'Not one of this candidate’s criteria: reload the scorecard';

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

export const idParamsSchema = z.object({ id: uuidSchema }).strict();
export const attachmentParamsSchema = z.object({ id: uuidSchema, attachmentId: uuidSchema }).strict();
/** The token in /apply/{token}: anything else answers 404, like an unknown token. */
export const applyTokenParamsSchema = z.object({ token: z.string() }).strict();

// ── Job postings ───────────────────────────────────────────────────────────────────────────────

const payFigure = (label: string) => decimalSchema(label, { places: 2, max: MAX_PAY });
const responsibilitiesSchema = z
  .array(requiredText('Responsibility', 500), { error: 'Responsibilities must be a list' })
  .max(50, 'At most 50 responsibilities');

const postingFields = {
  title: requiredText('Title', 120),
  description: optionalText('Description', 5000),
  employmentType: z.enum(employmentTypes, { error: 'Choose full-time, part-time, seasonal or contractor' }),
  payMin: payFigure('Lowest pay'),
  payMax: payFigure('Highest pay'),
  payUnit: z.enum(payUnits, { error: 'Choose per hour or per year' }),
  status: z.enum(postingStatuses, { error: 'Status must be draft, open or closed' }),
};

const payInOrder = (value: { payMin: number; payMax: number }, context: z.RefinementCtx) => {
  if (isPayRangeReversed(value.payMin, value.payMax)) context.addIssue({ code: 'custom', path: ['payMax'], message: 'The highest pay must be at least the lowest' });
};

/** POST /job_postings: a posting for a seat of the org chart; its responsibilities are the seat's unless given. */
export const createPostingInputSchema = z
  .object({
    positionId: z.uuid({ error: 'Choose a position' }),
    ...postingFields,
    status: postingFields.status.default('draft'),
    /** Null or absent: copied from the position's key responsibilities. */
    responsibilities: responsibilitiesSchema.nullish(),
  })
  .strict()
  .superRefine(payInOrder);
export type CreatePostingInput = z.input<typeof createPostingInputSchema>;

/** PUT /job_postings/{id}: everything but the seat, against the version loaded. */
export const updatePostingInputSchema = z
  .object({ ...postingFields, responsibilities: responsibilitiesSchema, updatedAt: isoDateTime.optional() })
  .strict()
  .superRefine(payInOrder);
export type UpdatePostingInput = z.input<typeof updatePostingInputSchema>;

const stageCountsSchema = z.object(Object.fromEntries(candidateStages.map((stage) => [stage, z.number().int()])) as Record<(typeof candidateStages)[number], z.ZodNumber>);

export const postingSchema = z.object({
  id: z.uuid(),
  /** Null once the seat was deleted from the chart; the posting keeps its own copy of everything. */
  positionId: z.uuid().nullable(),
  positionTitle: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  responsibilities: z.array(z.string()),
  employmentType: z.enum(employmentTypes),
  payMin: z.number(),
  payMax: z.number(),
  payUnit: z.enum(payUnits),
  status: z.enum(postingStatuses),
  /** The public apply page's address: it works while the posting is open. */
  applyUrl: z.string(),
  stageCounts: stageCountsSchema,
  candidateCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Posting = z.infer<typeof postingSchema>;

/** A seat of the org chart a posting can be for, with the posting it has (not closed), if any. */
export const hiringPositionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  department: z.string().nullable(),
  responsibilities: z.array(z.string()),
  postingId: z.uuid().nullable(),
});
export type HiringPosition = z.infer<typeof hiringPositionSchema>;

export const postingListSchema = z.object({ postings: z.array(postingSchema), positions: z.array(hiringPositionSchema) });
export type PostingList = z.infer<typeof postingListSchema>;
export const postingResultSchema = z.object({ posting: postingSchema });
export const deletedSchema = z.object({ id: z.uuid() });

// ── Candidates ─────────────────────────────────────────────────────────────────────────────────

export const candidateAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(attachmentTypes),
  byteSize: z.number().int(),
});
export type CandidateAttachment = z.infer<typeof candidateAttachmentSchema>;

export const candidateSchema = z.object({
  id: z.uuid(),
  postingId: z.uuid(),
  postingTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  experience: z.string(),
  stage: z.enum(candidateStages),
  /** The stage a rejected candidate was at (where reopening takes them); null otherwise. */
  rejectedFromStage: z.enum(pipelineStages).nullable(),
  appliedAt: isoDateTime,
  stageChangedAt: isoDateTime,
  attachments: z.array(candidateAttachmentSchema),
  scorecardCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidateNoteSchema = z.object({
  id: z.uuid(),
  /** A note someone wrote, or a stage move recorded on its own. */
  kind: z.enum(['note', 'stage']),
  text: z.string(),
  authorName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

export const postingDetailSchema = z.object({ posting: postingSchema, candidates: z.array(candidateSchema) });
export type PostingDetail = z.infer<typeof postingDetailSchema>;
export const candidateDetailSchema = z.object({ candidate: candidateSchema, notes: z.array(candidateNoteSchema) });
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** PUT /candidates/{id}/stage */
export const moveStageInputSchema = z
  .object({
    stage: z.enum(candidateStages, { error: 'Choose a stage' }),
    updatedAt: isoDateTime.optional(),
  })
  .strict();
export type MoveStageInput = z.input<typeof moveStageInputSchema>;

/** POST /candidates/{id}/notes */
export const candidateNoteInputSchema = z.object({ text: requiredText('Note', 4000) }).strict();
export type CandidateNoteInput = z.input<typeof candidateNoteInputSchema>;

// ── The public apply page ──────────────────────────────────────────────────────────────────────

/** What a visitor with the link sees: the company's name (and logo) and the posting itself. Nothing else. */
export const publicPostingSchema = z.object({
  title: z.string(),
  description: z.string(),
  responsibilities: z.array(z.string()),
  employmentType: z.enum(employmentTypes),
  payMin: z.number(),
  payMax: z.number(),
  payUnit: z.enum(payUnits),
  company: z.object({ name: z.string(), hasLogo: z.boolean() }),
});
export type PublicPosting = z.infer<typeof publicPostingSchema>;
/** `formToken`: when the page was opened, signed by the server (the time trap); sent back with the application. */
export const publicPostingResultSchema = z.object({ posting: publicPostingSchema, formToken: z.string() });
export type PublicPostingResult = z.infer<typeof publicPostingResultSchema>;

/**
 * The apply form's text fields (multipart/form-data, beside up to 3 files named `attachments`). `website` is the
 * honeypot: hidden from people, filled in by bots.
 */
export const applicationFieldsSchema = z
  .object({
    // One line: it heads the office's e-mail and the candidate list.
    name: requiredText('Name', 120).transform((value) => value.replace(/\s+/g, ' ')),
    email: z
      .string({ error: 'Email must be text' })
      .trim()
      .max(254, 'Email must be at most 254 characters')
      .optional()
      .transform((value) => (value ?? '').toLowerCase())
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address'),
    phone: z
      .string({ error: 'Phone must be text' })
      .trim()
      .max(40, 'Phone must be at most 40 characters')
      .optional()
      .transform((value) => value ?? '')
      .refine((value) => value === '' || isValidPhone(value), 'Enter a valid phone (7 to 15 digits)'),
    experience: optionalText('Experience', 4000),
    website: z.string().max(500, 'Leave this field empty').optional(),
    formToken: z.string({ error: 'Reload the page, then send your application again' }).min(1, 'Reload the page, then send your application again').max(200),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.email === '' && value.phone === '') context.addIssue({ code: 'custom', path: ['email'], message: APPLY_CONTACT_MESSAGE });
  });
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;

export const applicationResultSchema = z.object({ received: z.literal(true) });

// ── Interview questions ────────────────────────────────────────────────────────────────────────

const questionGroupFields = {
  scope: z.enum(questionScopes, { error: 'Choose a position, a core value or every interview' }),
  positionId: nullableIdSchema,
  coreValue: optionalText('Core value', 120),
};

/** A position question names its seat, a value question its value, a general one neither. */
const groupIsNamed = (value: { scope: (typeof questionScopes)[number]; positionId: string | null; coreValue: string }, context: z.RefinementCtx) => {
  if (value.scope === 'position' && !value.positionId) context.addIssue({ code: 'custom', path: ['positionId'], message: 'Choose a position' });
  if (value.scope === 'value' && value.coreValue === '') context.addIssue({ code: 'custom', path: ['coreValue'], message: 'Choose a core value' });
};

/** POST /interview_questions */
export const createQuestionInputSchema = z
  .object({ ...questionGroupFields, text: requiredText('Question', 500) })
  .strict()
  .superRefine(groupIsNamed);
export type CreateQuestionInput = z.input<typeof createQuestionInputSchema>;

/** PUT /interview_questions/{id}: its wording, against the version loaded. */
export const updateQuestionInputSchema = z.object({ text: requiredText('Question', 500), updatedAt: isoDateTime.optional() }).strict();
export type UpdateQuestionInput = z.input<typeof updateQuestionInputSchema>;

/** PUT /interview_questions/order: one group's questions in their new order (every one of them, once). */
export const reorderQuestionsInputSchema = z
  .object({ ...questionGroupFields, ids: z.array(uuidSchema, { error: 'Ids must be a list' }).min(1, 'Give the questions in order').max(200, 'At most 200 questions') })
  .strict()
  .superRefine(groupIsNamed);
export type ReorderQuestionsInput = z.input<typeof reorderQuestionsInputSchema>;

export const questionSchema = z.object({
  id: z.uuid(),
  scope: z.enum(questionScopes),
  positionId: z.uuid().nullable(),
  coreValue: z.string(),
  text: z.string(),
  sortOrder: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Question = z.infer<typeof questionSchema>;

const coreValueViewSchema = z.object({ name: z.string(), practice: z.string() });

export const questionBankSchema = z.object({
  positions: z.array(z.object({ id: z.uuid(), title: z.string(), department: z.string().nullable() })),
  coreValues: z.array(coreValueViewSchema),
  questions: z.array(questionSchema),
  canManage: z.boolean(),
});
export type QuestionBank = z.infer<typeof questionBankSchema>;
export const questionResultSchema = z.object({ question: questionSchema });
export const questionListSchema = z.object({ questions: z.array(questionSchema) });

// ── Interview scorecard ────────────────────────────────────────────────────────────────────────

const ratedItemInput = (label: string, max: number) =>
  z
    .object({
      item: requiredText(label, max),
      rating: z.enum(ratings, { error: 'Rate it +, ± or −' }).nullable(),
    })
    .strict();

const gwcAnswer = (label: string) => z.boolean({ error: `${label} must be yes or no` }).nullable();

/** PUT /candidates/{id}/scorecards/mine: the caller's own scorecard, made or changed against the version loaded. */
export const scorecardInputSchema = z
  .object({
    responsibilities: z.array(ratedItemInput('Responsibility', 500), { error: 'Responsibilities must be a list' }).max(50, 'At most 50 responsibilities'),
    values: z.array(ratedItemInput('Core value', 120), { error: 'Values must be a list' }).max(20, 'At most 20 core values'),
    capability: gwcAnswer('Capability'),
    desire: gwcAnswer('Desire'),
    capacity: gwcAnswer('Capacity'),
    notes: optionalText('Notes', 4000),
    /** The version loaded; absent for a first scorecard. */
    updatedAt: isoDateTime.optional(),
  })
  .strict();
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

const ratedItemSchema = z.object({ item: z.string(), rating: z.enum(ratings).nullable() });

export const scorecardSchema = z.object({
  id: z.uuid(),
  interviewerUserId: z.uuid(),
  interviewerName: z.string(),
  responsibilities: z.array(ratedItemSchema),
  values: z.array(ratedItemSchema),
  capability: z.boolean().nullable(),
  desire: z.boolean().nullable(),
  capacity: z.boolean().nullable(),
  notes: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Scorecard = z.infer<typeof scorecardSchema>;

const tallySchema = z.object({ plus: z.number().int(), mixed: z.number().int(), minus: z.number().int(), unrated: z.number().int() });
const criterionRowSchema = z.object({ item: z.string(), current: z.boolean(), ratings: z.array(z.enum(ratings).nullable()), tally: tallySchema });

export const scorecardSummarySchema = z.object({
  interviewers: z.array(z.object({ userId: z.uuid(), name: z.string() })),
  responsibilities: z.array(criterionRowSchema),
  values: z.array(criterionRowSchema),
  gwc: z.array(z.object({ question: z.enum(gwcQuestions), answers: z.array(z.boolean().nullable()), yes: z.number().int(), no: z.number().int(), unanswered: z.number().int() })),
  totals: z.object({ plus: z.number().int(), mixed: z.number().int(), minus: z.number().int() }),
  bar: z.enum(['meets', 'below', 'incomplete']),
});

/** A candidate as an interviewer sees them: who, for which posting, where they stand. No contact details. */
export const interviewCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: z.enum(candidateStages),
  postingId: z.uuid(),
  postingTitle: z.string(),
  appliedAt: isoDateTime,
  scorecardCount: z.number().int(),
  /** The reader has scored them. */
  scoredByMe: z.boolean(),
});
export type InterviewCandidate = z.infer<typeof interviewCandidateSchema>;
export const interviewCandidateListSchema = z.object({ candidates: z.array(interviewCandidateSchema) });

export const candidateScorecardsSchema = z.object({
  candidate: interviewCandidateSchema,
  /** What every interviewer rates: the posting's responsibilities and the company's core values, in order. */
  criteria: z.object({ responsibilities: z.array(z.string()), values: z.array(coreValueViewSchema) }),
  scorecards: z.array(scorecardSchema),
  /** The reader: their own scorecard is the one with this interviewer. */
  userId: z.uuid(),
  summary: scorecardSummarySchema,
});
export type CandidateScorecards = z.infer<typeof candidateScorecardsSchema>;
export const scorecardResultSchema = z.object({ scorecard: scorecardSchema });
