import {
  canChangePostingStatus,
  canMoveStage,
  CANDIDATE_NOT_FOUND,
  candidateStageLabels,
  POSITION_NOT_FOUND,
  POSTING_HAS_CANDIDATES_MESSAGE,
  POSTING_NOT_FOUND,
  POSTING_STATUS_MESSAGE,
  POSTING_TAKEN_MESSAGE,
  STAGE_MOVE_MESSAGE,
  type Candidate,
  type CandidateDetail,
  type CandidateNote,
  type CandidateStage,
  type createPostingInputSchema,
  type HiringPosition,
  type moveStageInputSchema,
  type PipelineStage,
  type Posting,
  type PostingDetail,
  type PostingList,
  type updatePostingInputSchema,
} from '@groundwork/domain/hiring';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { candidateAttachments, candidateNotes, candidates, jobPostings, orgPositions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { isUniqueViolation } from '../../lib/db-errors';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { findPosition, postingView, selectPostings, stagesByPosting, userName } from './hiring-reads';

type CreatePostingValues = z.output<typeof createPostingInputSchema>;
type UpdatePostingValues = z.output<typeof updatePostingInputSchema>;
type MoveStageValues = z.output<typeof moveStageInputSchema>;

/** A public link's token: 32 random bytes, base64url (43 characters). */
export const newApplyToken = (): string => randomBytes(32).toString('base64url');

const postingNotFound = () => new AppError('NOT_FOUND', POSTING_NOT_FOUND);
const candidateNotFound = () => new AppError('NOT_FOUND', CANDIDATE_NOT_FOUND);
const stale = (what: string) => new AppError('CONFLICT', `This ${what} was changed by someone else. Reload to see the latest version.`);
const taken = () => new AppError('CONFLICT', POSTING_TAKEN_MESSAGE, { fieldErrors: { positionId: [POSTING_TAKEN_MESSAGE] } });

const candidateColumns = {
  id: candidates.id,
  postingId: candidates.postingId,
  postingTitle: sql<string>`(select jp.title from job_postings jp where jp.id = "candidates"."posting_id")`,
  name: candidates.name,
  email: candidates.email,
  phone: candidates.phone,
  experience: candidates.experience,
  stage: candidates.stage,
  rejectedFromStage: candidates.rejectedFromStage,
  appliedAt: candidates.appliedAt,
  stageChangedAt: candidates.stageChangedAt,
  // Qualified by hand: in a one-table select Drizzle writes a bare "id", which inside the subquery would be the scorecard's.
  scorecardCount: sql<number>`(select count(*)::int from interview_scorecards s where s.candidate_id = "candidates"."id")`,
  updatedAt: candidates.updatedAt,
};

/**
 * Job postings and their candidates, as the company's hiring managers (admins and office managers) keep them
 * (docs/business-development.md, "Hiring"). Every query is scoped by the caller's company: another company's posting,
 * candidate or position is 404.
 */
export function createPostingsService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function loadPosting(executor: Db, companyId: string, id: string): Promise<Posting> {
    const [row] = await selectPostings(executor).where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id))).limit(1);
    if (!row) throw postingNotFound();
    return postingView(row, (await stagesByPosting(executor, companyId, id)).get(id) ?? [], publicUrl);
  }

  /** Candidates with their files' names (never their bytes), newest application first. */
  async function listCandidates(executor: Db, companyId: string, where: { postingId?: string; id?: string }): Promise<Candidate[]> {
    const rows = await executor
      .select(candidateColumns)
      .from(candidates)
      .where(and(eq(candidates.companyId, companyId), where.postingId ? eq(candidates.postingId, where.postingId) : undefined, where.id ? eq(candidates.id, where.id) : undefined))
      .orderBy(desc(candidates.appliedAt), asc(candidates.name));
    const ids = rows.map((row) => row.id);
    const files =
      ids.length === 0
        ? []
        : await executor
            .select({ id: candidateAttachments.id, candidateId: candidateAttachments.candidateId, fileName: candidateAttachments.fileName, contentType: candidateAttachments.contentType, byteSize: candidateAttachments.byteSize })
            .from(candidateAttachments)
            .where(and(eq(candidateAttachments.companyId, companyId), inArray(candidateAttachments.candidateId, ids)))
            .orderBy(asc(candidateAttachments.createdAt), asc(candidateAttachments.id));
    return rows.map((row) => ({
      ...row,
      appliedAt: row.appliedAt.toISOString(),
      stageChangedAt: row.stageChangedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      attachments: files.filter((file) => file.candidateId === row.id).map(({ candidateId: _candidateId, ...file }) => file),
    }));
  }

  async function loadCandidate(executor: Db, companyId: string, id: string): Promise<Candidate> {
    const [candidate] = await listCandidates(executor, companyId, { id });
    if (!candidate) throw candidateNotFound();
    return candidate;
  }

  async function candidateNotesOf(companyId: string, candidateId: string): Promise<CandidateNote[]> {
    const rows = await db
      .select({ id: candidateNotes.id, kind: candidateNotes.kind, text: candidateNotes.text, authorName: userName(candidateNotes.authorUserId), createdAt: candidateNotes.createdAt })
      .from(candidateNotes)
      .where(and(eq(candidateNotes.companyId, companyId), eq(candidateNotes.candidateId, candidateId)))
      .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  async function candidateDetail(companyId: string, id: string): Promise<CandidateDetail> {
    const candidate = await loadCandidate(db, companyId, id);
    return { candidate, notes: await candidateNotesOf(companyId, id) };
  }

  return {
    /** GET /job_postings: every posting, newest first, with its pipeline; and the seats a posting can be for. */
    async list(ctx: RequestContext): Promise<PostingList> {
      const [rows, stages, positions, live] = await Promise.all([
        selectPostings(db).where(eq(jobPostings.companyId, ctx.companyId)).orderBy(desc(jobPostings.createdAt)),
        stagesByPosting(db, ctx.companyId),
        db
          .select({ id: orgPositions.id, title: orgPositions.title, department: orgPositions.department, responsibilities: orgPositions.keyResponsibilities })
          .from(orgPositions)
          .where(eq(orgPositions.companyId, ctx.companyId))
          .orderBy(asc(orgPositions.title)),
        db
          .select({ id: jobPostings.id, positionId: jobPostings.positionId })
          .from(jobPostings)
          .where(and(eq(jobPostings.companyId, ctx.companyId), ne(jobPostings.status, 'closed'))),
      ]);
      const liveByPosition = new Map(live.map((row) => [row.positionId, row.id]));
      return {
        postings: rows.map((row) => postingView(row, stages.get(row.id) ?? [], publicUrl)),
        positions: positions.map((position): HiringPosition => ({ ...position, postingId: liveByPosition.get(position.id) ?? null })),
      };
    },

    /** POST /job_postings: a posting for one of the company's seats, the seat's responsibilities copied in unless given. */
    async create(ctx: RequestContext, input: CreatePostingValues): Promise<Posting> {
      const position = await findPosition(db, ctx.companyId, input.positionId);
      if (!position) throw new AppError('NOT_FOUND', POSITION_NOT_FOUND, { fieldErrors: { positionId: [POSITION_NOT_FOUND] } });
      const at = now();
      try {
        const [row] = await db
          .insert(jobPostings)
          .values({
            companyId: ctx.companyId,
            positionId: position.id,
            title: input.title,
            description: input.description,
            responsibilities: input.responsibilities ?? position.keyResponsibilities,
            employmentType: input.employmentType,
            payMin: input.payMin.toFixed(2),
            payMax: input.payMax.toFixed(2),
            payUnit: input.payUnit,
            status: input.status,
            applyToken: newApplyToken(),
            createdBy: ctx.userId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: jobPostings.id });
        return await loadPosting(db, ctx.companyId, row!.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /** GET /job_postings/{id}: the posting and its candidates. */
    async detail(ctx: RequestContext, id: string): Promise<PostingDetail> {
      const posting = await loadPosting(db, ctx.companyId, id);
      return { posting, candidates: await listCandidates(db, ctx.companyId, { postingId: id }) };
    },

    /** PUT /job_postings/{id}: against the version loaded; a posting once open never returns to draft. */
    async update(ctx: RequestContext, id: string, input: UpdatePostingValues): Promise<Posting> {
      try {
        await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ status: jobPostings.status, updatedAt: jobPostings.updatedAt })
            .from(jobPostings)
            .where(and(eq(jobPostings.companyId, ctx.companyId), eq(jobPostings.id, id)))
            .for('update')
            .limit(1);
          if (!current) throw postingNotFound();
          if (!isSameVersion(current.updatedAt, input.updatedAt)) throw stale('posting');
          if (!canChangePostingStatus(current.status, input.status)) throw new AppError('BUSINESS_RULE', POSTING_STATUS_MESSAGE, { fieldErrors: { status: [POSTING_STATUS_MESSAGE] } });
          await tx
            .update(jobPostings)
            .set({
              title: input.title,
              description: input.description,
              responsibilities: input.responsibilities,
              employmentType: input.employmentType,
              payMin: input.payMin.toFixed(2),
              payMax: input.payMax.toFixed(2),
              payUnit: input.payUnit,
              status: input.status,
              updatedAt: new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1)),
            })
            .where(and(eq(jobPostings.companyId, ctx.companyId), eq(jobPostings.id, id)));
        });
      } catch (error) {
        // Opening a closed posting while its seat has another one live.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', POSTING_TAKEN_MESSAGE, { fieldErrors: { status: [POSTING_TAKEN_MESSAGE] } });
        throw error;
      }
      return loadPosting(db, ctx.companyId, id);
    },

    /** DELETE /job_postings/{id}: only while nobody has applied (their applications are kept otherwise). */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const [posting] = await tx
          .select({ id: jobPostings.id })
          .from(jobPostings)
          .where(and(eq(jobPostings.companyId, ctx.companyId), eq(jobPostings.id, id)))
          .for('update')
          .limit(1);
        if (!posting) throw postingNotFound();
        const [applied] = await tx.select({ id: candidates.id }).from(candidates).where(and(eq(candidates.companyId, ctx.companyId), eq(candidates.postingId, id))).limit(1);
        if (applied) throw new AppError('BUSINESS_RULE', POSTING_HAS_CANDIDATES_MESSAGE);
        await tx.delete(jobPostings).where(and(eq(jobPostings.companyId, ctx.companyId), eq(jobPostings.id, id)));
        return { id };
      });
    },

    /** POST /job_postings/{id}/apply_link: a new link; the old one answers 404 from now on. */
    async regenerateLink(ctx: RequestContext, id: string): Promise<Posting> {
      const [row] = await db
        .update(jobPostings)
        .set({ applyToken: newApplyToken(), updatedAt: sql`greatest(now(), ${jobPostings.updatedAt} + interval '1 millisecond')` })
        .where(and(eq(jobPostings.companyId, ctx.companyId), eq(jobPostings.id, id)))
        .returning({ id: jobPostings.id });
      if (!row) throw postingNotFound();
      return loadPosting(db, ctx.companyId, id);
    },

    /** GET /candidates/{id}: the candidate, their files and their history. */
    candidate(ctx: RequestContext, id: string): Promise<CandidateDetail> {
      return candidateDetail(ctx.companyId, id);
    },

    /** PUT /candidates/{id}/stage: one step on or back, or out as rejected (domain `stageMoves`), recorded in the history. */
    async moveStage(ctx: RequestContext, id: string, input: MoveStageValues): Promise<CandidateDetail> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ stage: candidates.stage, rejectedFromStage: candidates.rejectedFromStage, updatedAt: candidates.updatedAt })
          .from(candidates)
          .where(and(eq(candidates.companyId, ctx.companyId), eq(candidates.id, id)))
          .for('update')
          .limit(1);
        if (!current) throw candidateNotFound();
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw stale('candidate');
        if (!canMoveStage(current.stage, input.stage, current.rejectedFromStage)) {
          throw new AppError('BUSINESS_RULE', STAGE_MOVE_MESSAGE, { fieldErrors: { stage: [STAGE_MOVE_MESSAGE] } });
        }
        const at = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));
        const rejectedFromStage: PipelineStage | null = input.stage === 'rejected' ? (current.stage as PipelineStage) : null;
        await tx
          .update(candidates)
          .set({ stage: input.stage, rejectedFromStage, stageChangedAt: at, updatedAt: at })
          .where(and(eq(candidates.companyId, ctx.companyId), eq(candidates.id, id)));
        await tx.insert(candidateNotes).values({
          companyId: ctx.companyId,
          candidateId: id,
          kind: 'stage',
          text: `${candidateStageLabels[current.stage as CandidateStage]} → ${candidateStageLabels[input.stage]}`,
          authorUserId: ctx.userId,
          createdAt: at,
        });
      });
      return candidateDetail(ctx.companyId, id);
    },

    /** POST /candidates/{id}/notes */
    async addNote(ctx: RequestContext, id: string, text: string): Promise<CandidateDetail> {
      await loadCandidate(db, ctx.companyId, id);
      await db.insert(candidateNotes).values({ companyId: ctx.companyId, candidateId: id, kind: 'note', text, authorUserId: ctx.userId, createdAt: now() });
      return candidateDetail(ctx.companyId, id);
    },

    /** DELETE /candidates/{id}: the application, its files, notes and scorecards (a person may ask to be forgotten). */
    async removeCandidate(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [row] = await db.delete(candidates).where(and(eq(candidates.companyId, ctx.companyId), eq(candidates.id, id))).returning({ id: candidates.id });
      if (!row) throw candidateNotFound();
      return { id };
    },

    /** GET /candidates/{id}/attachments/{attachmentId}: the stored (checked, re-encoded) file. */
    async attachment(ctx: RequestContext, candidateId: string, attachmentId: string) {
      const [file] = await db
        .select({ fileName: candidateAttachments.fileName, contentType: candidateAttachments.contentType, bytes: candidateAttachments.bytes })
        .from(candidateAttachments)
        .where(and(eq(candidateAttachments.companyId, ctx.companyId), eq(candidateAttachments.candidateId, candidateId), eq(candidateAttachments.id, attachmentId)))
        .limit(1);
      if (!file) throw new AppError('NOT_FOUND', 'File not found');
      return file;
    },
  };
}
