import {
  CANDIDATE_NOT_FOUND,
  isActiveStage,
  NOT_A_CRITERION_MESSAGE,
  ratingsForCriteria,
  summarizeScorecards,
  type CandidateScorecards,
  type InterviewCandidate,
  type RatedItem,
  type Scorecard,
  type scorecardInputSchema,
} from '@groundwork/domain/hiring';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { candidates, interviewScorecards, jobPostings } from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { coreValues, userName } from './hiring-reads';

type ScorecardValues = z.output<typeof scorecardInputSchema>;

const candidateNotFound = () => new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
const STALE_SCORECARD_MESSAGE = 'Your scorecard was saved since you opened it (another tab?). Reload to see it.';

const scorecardColumns = {
  id: interviewScorecards.id,
  interviewerUserId: interviewScorecards.interviewerUserId,
  interviewerName: sql<string>`coalesce(${userName(interviewScorecards.interviewerUserId)}, '')`,
  responsibilities: interviewScorecards.responsibilityRatings,
  values: interviewScorecards.valueRatings,
  capability: interviewScorecards.capability,
  desire: interviewScorecards.desire,
  capacity: interviewScorecards.capacity,
  notes: interviewScorecards.notes,
  createdAt: interviewScorecards.createdAt,
  updatedAt: interviewScorecards.updatedAt,
};

/** Items sent that are not criteria: a 400 on each one's field, so the form points at it. */
function unknownItems(field: string, criteria: readonly string[], given: readonly RatedItem[]): FieldErrors {
  const errors: FieldErrors = {};
  given.forEach((rated, index) => {
    if (!criteria.includes(rated.item)) errors[`${field}.${index}.item`] = [NOT_A_CRITERION_MESSAGE];
  });
  return errors;
}

/**
 * The interview scorecard (docs/business-development.md, "Hiring"): every signed-in user of the company may interview —
 * they see a candidate's name, posting and stage (never their contact details or files), keep their own scorecard and
 * read everyone's side by side.
 */
export function createScorecardsService({ db }: { db: Db }) {
  const interviewCandidateColumns = (userId: string) => ({
    id: candidates.id,
    name: candidates.name,
    stage: candidates.stage,
    postingId: candidates.postingId,
    postingTitle: jobPostings.title,
    postingResponsibilities: jobPostings.responsibilities,
    appliedAt: candidates.appliedAt,
    scorecardCount: sql<number>`(select count(*)::int from interview_scorecards s where s.candidate_id = ${candidates.id})`,
    scoredByMe: sql<boolean>`exists (select 1 from interview_scorecards s where s.candidate_id = ${candidates.id} and s.interviewer_user_id = ${userId})`,
  });

  async function findCandidate(executor: Db, ctx: RequestContext, id: string) {
    const [row] = await executor
      .select(interviewCandidateColumns(ctx.userId))
      .from(candidates)
      .innerJoin(jobPostings, eq(jobPostings.id, candidates.postingId))
      .where(and(eq(candidates.companyId, ctx.companyId), eq(candidates.id, id)))
      .limit(1);
    if (!row) throw candidateNotFound();
    const { postingResponsibilities, appliedAt, ...candidate } = row;
    return { candidate: { ...candidate, appliedAt: appliedAt.toISOString() } satisfies InterviewCandidate, responsibilities: postingResponsibilities };
  }

  return {
    /** GET /interview_candidates: whom the company is interviewing — those still in play first, newest first. */
    async candidates(ctx: RequestContext): Promise<InterviewCandidate[]> {
      const rows = await db
        .select(interviewCandidateColumns(ctx.userId))
        .from(candidates)
        .innerJoin(jobPostings, eq(jobPostings.id, candidates.postingId))
        .where(eq(candidates.companyId, ctx.companyId))
        .orderBy(desc(candidates.appliedAt), asc(candidates.name));
      const list = rows.map(({ postingResponsibilities: _responsibilities, appliedAt, ...row }) => ({ ...row, appliedAt: appliedAt.toISOString() }));
      return [...list.filter((row) => isActiveStage(row.stage)), ...list.filter((row) => !isActiveStage(row.stage))];
    },

    /** GET /candidates/{id}/scorecards: the criteria, every interviewer's scorecard, and the side-by-side summary. */
    async forCandidate(ctx: RequestContext, candidateId: string): Promise<CandidateScorecards> {
      const { candidate, responsibilities } = await findCandidate(db, ctx, candidateId);
      const [values, rows] = await Promise.all([
        coreValues(db, ctx.companyId),
        db
          .select(scorecardColumns)
          .from(interviewScorecards)
          .where(and(eq(interviewScorecards.companyId, ctx.companyId), eq(interviewScorecards.candidateId, candidateId))),
      ]);
      const scorecards: Scorecard[] = rows
        .map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }))
        .sort((a, b) => a.interviewerName.localeCompare(b.interviewerName) || a.interviewerUserId.localeCompare(b.interviewerUserId));
      const summary = summarizeScorecards({ responsibilities, values: values.map((value) => value.name) }, scorecards);
      return { candidate, criteria: { responsibilities, values }, scorecards, userId: ctx.userId, summary };
    },

    /**
     * PUT /candidates/{id}/scorecards/mine: the caller's own scorecard, made the first time, then changed against the
     * version loaded (409 when it was saved since — a first save when one exists included). Only the candidate's
     * criteria may be rated; earlier ratings of items no longer criteria are kept.
     */
    async saveMine(ctx: RequestContext, candidateId: string, input: ScorecardValues): Promise<Scorecard> {
      const { responsibilities } = await findCandidate(db, ctx, candidateId);
      const values = (await coreValues(db, ctx.companyId)).map((value) => value.name);
      const fieldErrors = { ...unknownItems('responsibilities', responsibilities, input.responsibilities), ...unknownItems('values', values, input.values) };
      if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', NOT_A_CRITERION_MESSAGE, { fieldErrors });

      try {
        await db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: interviewScorecards.id, responsibilities: interviewScorecards.responsibilityRatings, values: interviewScorecards.valueRatings, updatedAt: interviewScorecards.updatedAt })
            .from(interviewScorecards)
            .where(and(eq(interviewScorecards.companyId, ctx.companyId), eq(interviewScorecards.candidateId, candidateId), eq(interviewScorecards.interviewerUserId, ctx.userId)))
            .for('update')
            .limit(1);
          const fields = {
            responsibilityRatings: ratingsForCriteria(responsibilities, input.responsibilities, existing?.responsibilities),
            valueRatings: ratingsForCriteria(values, input.values, existing?.values),
            capability: input.capability,
            desire: input.desire,
            capacity: input.capacity,
            notes: input.notes,
          };
          if (!existing) {
            await tx.insert(interviewScorecards).values({ companyId: ctx.companyId, candidateId, interviewerUserId: ctx.userId, ...fields });
            return;
          }
          if (input.updatedAt === undefined || !isSameVersion(existing.updatedAt, input.updatedAt)) throw new AppError('CONFLICT', STALE_SCORECARD_MESSAGE);
          await tx
            .update(interviewScorecards)
            .set({ ...fields, updatedAt: new Date(Math.max(Date.now(), existing.updatedAt.getTime() + 1)) })
            .where(eq(interviewScorecards.id, existing.id));
        });
      } catch (error) {
        // Two first saves at once: the second finds the first's row.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', STALE_SCORECARD_MESSAGE);
        throw error;
      }
      const [row] = await db
        .select(scorecardColumns)
        .from(interviewScorecards)
        .where(and(eq(interviewScorecards.companyId, ctx.companyId), eq(interviewScorecards.candidateId, candidateId), eq(interviewScorecards.interviewerUserId, ctx.userId)))
        .limit(1);
      return { ...row!, createdAt: row!.createdAt.toISOString(), updatedAt: row!.updatedAt.toISOString() };
    },
  };
}
