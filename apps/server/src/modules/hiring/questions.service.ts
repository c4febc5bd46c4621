import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  MAX_QUESTIONS_PER_GROUP,
  POSITION_NOT_FOUND,
  QUESTION_NOT_FOUND,
  type createQuestionInputSchema,
  type Question,
  type QuestionBank,
  type QuestionScope,
  type reorderQuestionsInputSchema,
} from '@groundwork/domain/hiring';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { interviewQuestions, orgPositions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { lockCompanyScope } from '../../lib/company-lock';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { coreValues, findPosition } from './hiring-reads';

type CreateQuestionValues = z.output<typeof createQuestionInputSchema>;
type ReorderValues = z.output<typeof reorderQuestionsInputSchema>;
interface Group {
  scope: QuestionScope;
  positionId: string | null;
  coreValue: string;
}

const questionNotFound = () => new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
const GROUP_FULL_MESSAGE = `A group keeps ${MAX_QUESTIONS_PER_GROUP} questions at most: the best few are asked, the rest are not.`;
const ORDER_CHANGED_MESSAGE = 'The questions changed since you loaded them. Reload to see the latest order.';

const questionColumns = {
  id: interviewQuestions.id,
  scope: interviewQuestions.scope,
  positionId: interviewQuestions.positionId,
  coreValue: interviewQuestions.coreValue,
  text: interviewQuestions.text,
  sortOrder: interviewQuestions.sortOrder,
  createdAt: interviewQuestions.createdAt,
  updatedAt: interviewQuestions.updatedAt,
};

type QuestionRow = Omit<Question, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const questionView = (row: QuestionRow): Question => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** The group's own questions: a seat's, a value's (its name as written), or every interview's. */
function inGroup(companyId: string, group: Group): SQL | undefined {
  return and(
    eq(interviewQuestions.companyId, companyId),
    eq(interviewQuestions.scope, group.scope),
    group.scope === 'position' ? eq(interviewQuestions.positionId, group.positionId!) : isNull(interviewQuestions.positionId),
    group.scope === 'value' ? eq(interviewQuestions.coreValue, group.coreValue) : undefined,
  );
}

/** Only the fields the group needs: a position question keeps no value, a value question no position. */
const normalisedGroup = (input: Group): Group => ({
  scope: input.scope,
  positionId: input.scope === 'position' ? input.positionId : null,
  coreValue: input.scope === 'value' ? input.coreValue : '',
});

/**
 * The interview question bank (docs/business-development.md, "Hiring"): everyone in the company reads it (they
 * interview); admins and office managers keep it.
 */
export function createQuestionsService({ db }: { db: Db }) {
  async function checkPosition(companyId: string, group: Group): Promise<void> {
    if (group.scope !== 'position' || !group.positionId) return;
    if (!(await findPosition(db, companyId, group.positionId))) throw new AppError('NOT_FOUND', POSITION_NOT_FOUND, { fieldErrors: { positionId: [POSITION_NOT_FOUND] } });
  }

  async function loadQuestion(companyId: string, id: string): Promise<Question> {
    const [row] = await db.select(questionColumns).from(interviewQuestions).where(and(eq(interviewQuestions.companyId, companyId), eq(interviewQuestions.id, id))).limit(1);
    if (!row) throw questionNotFound();
    return questionView(row);
  }

  return {
    /** GET /interview_questions: the seats and values to ask about, and every question in its group's order. */
    async bank(ctx: RequestContext): Promise<QuestionBank> {
      const [positions, values, questions] = await Promise.all([
        db
          .select({ id: orgPositions.id, title: orgPositions.title, department: orgPositions.department })
          .from(orgPositions)
          .where(eq(orgPositions.companyId, ctx.companyId))
          .orderBy(asc(orgPositions.title)),
        coreValues(db, ctx.companyId),
        db
          .select(questionColumns)
          .from(interviewQuestions)
          .where(eq(interviewQuestions.companyId, ctx.companyId))
          .orderBy(asc(interviewQuestions.scope), asc(interviewQuestions.positionId), asc(interviewQuestions.coreValue), asc(interviewQuestions.sortOrder), asc(interviewQuestions.createdAt)),
      ]);
      return { positions, coreValues: values, questions: questions.map(questionView), canManage: isLeadershipRole(ctx.role) };
    },

    /** POST /interview_questions: added at the end of its group. */
    async create(ctx: RequestContext, input: CreateQuestionValues): Promise<Question> {
      const group = normalisedGroup(input);
      await checkPosition(ctx.companyId, group);
      const id = await db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'interview-questions', ctx.companyId);
        const [counted] = await tx
          .select({ count: sql<number>`count(*)::int`, last: sql<number | null>`max(${interviewQuestions.sortOrder})` })
          .from(interviewQuestions)
          .where(inGroup(ctx.companyId, group));
        if ((counted?.count ?? 0) >= MAX_QUESTIONS_PER_GROUP) throw new AppError('BUSINESS_RULE', GROUP_FULL_MESSAGE);
        const at = now();
        const [row] = await tx
          .insert(interviewQuestions)
          .values({ companyId: ctx.companyId, ...group, text: input.text, sortOrder: (counted?.last ?? 0) + 1, createdAt: at, updatedAt: at })
          .returning({ id: interviewQuestions.id });
        return row!.id;
      });
      return loadQuestion(ctx.companyId, id);
    },

    /** PUT /interview_questions/{id}: its wording, against the version loaded. */
    async update(ctx: RequestContext, id: string, input: { text: string; updatedAt?: string | undefined }): Promise<Question> {
      const [row] = await db
        .update(interviewQuestions)
        .set({ text: input.text, updatedAt: sql`greatest(now(), ${interviewQuestions.updatedAt} + interval '1 millisecond')` })
        .where(and(eq(interviewQuestions.companyId, ctx.companyId), eq(interviewQuestions.id, id), unchangedSince(interviewQuestions.updatedAt, input.updatedAt)))
        .returning({ id: interviewQuestions.id });
      if (!row) {
        await loadQuestion(ctx.companyId, id); // 404 when it is not the company's
        throw new AppError('CONFLICT', 'This question was changed by someone else. Reload to see the latest version.');
      }
      return loadQuestion(ctx.companyId, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [row] = await db
        .delete(interviewQuestions)
        .where(and(eq(interviewQuestions.companyId, ctx.companyId), eq(interviewQuestions.id, id)))
        .returning({ id: interviewQuestions.id });
      if (!row) throw questionNotFound();
      return { id };
    },

    /**
     * PUT /interview_questions/order: the group's questions in a new order. The list must be exactly the group's
     * questions: one from elsewhere is 404, a group that changed since it was loaded is 409.
     */
    async reorder(ctx: RequestContext, input: ReorderValues): Promise<Question[]> {
      const group = normalisedGroup(input);
      await checkPosition(ctx.companyId, group);
      await db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'interview-questions', ctx.companyId);
        const current = await tx.select({ id: interviewQuestions.id }).from(interviewQuestions).where(inGroup(ctx.companyId, group));
        const known = new Set(current.map((row) => row.id));
        if (input.ids.some((id) => !known.has(id))) throw questionNotFound();
        if (new Set(input.ids).size !== input.ids.length || input.ids.length !== known.size) throw new AppError('CONFLICT', ORDER_CHANGED_MESSAGE);
        // The order is the group's, not a question's: moving one does not make anyone's open edit of its wording stale.
        for (const [index, id] of input.ids.entries()) {
          await tx
            .update(interviewQuestions)
            .set({ sortOrder: index + 1 })
            .where(and(eq(interviewQuestions.companyId, ctx.companyId), eq(interviewQuestions.id, id)));
        }
      });
      const rows = await db.select(questionColumns).from(interviewQuestions).where(inGroup(ctx.companyId, group)).orderBy(asc(interviewQuestions.sortOrder));
      return rows.map(questionView);
    },
  };
}
