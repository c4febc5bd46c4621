import {
  HEALTH_ASSESSMENT_NOT_FOUND_MESSAGE,
  healthScoreSummary,
  onlyThisQuarterMessage,
  quarterOf,
  type HealthAssessment,
  type HealthAssessmentList,
  type Quarter,
  type saveHealthAssessmentInputSchema,
} from '@groundwork/domain/growth';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { healthAssessments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyToday } from '../../lib/company-today';
import { isUniqueViolation } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type SaveHealthAssessmentInput = z.output<typeof saveHealthAssessmentInputSchema>;

const assessmentColumns = {
  quarter: healthAssessments.quarter,
  scores: healthAssessments.scores,
  notes: healthAssessments.notes,
  takenById: healthAssessments.takenBy,
  takenByName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  takenByEmail: users.email,
  createdAt: healthAssessments.createdAt,
  updatedAt: healthAssessments.updatedAt,
};
type AssessmentRow = {
  quarter: string;
  scores: Record<string, number>;
  notes: string;
  takenById: string | null;
  takenByName: string | null;
  takenByEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toAssessment(row: AssessmentRow): HealthAssessment {
  return {
    quarter: row.quarter,
    scores: row.scores,
    notes: row.notes,
    takenBy: row.takenById ? { id: row.takenById, name: row.takenByName ?? row.takenByEmail ?? '' } : null,
    // Worked out from the stored scores on every read, so a fix to the arithmetic reaches every past quarter.
    summary: healthScoreSummary(row.scores),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the answered statements are stored: an unanswered one is absent, never null. */
function answeredScores(scores: SaveHealthAssessmentInput['scores']): Record<string, number> {
  return Object.fromEntries(Object.entries(scores).filter((entry): entry is [string, number] => entry[1] !== undefined));
}

export function createHealthScorecardService(db: Db) {
  function selectAssessments(companyId: string) {
    return db
      .select(assessmentColumns)
      .from(healthAssessments)
      .leftJoin(users, eq(users.id, healthAssessments.takenBy))
      .where(eq(healthAssessments.companyId, companyId))
      .$dynamic();
  }

  async function find(companyId: string, quarter: Quarter): Promise<HealthAssessment | null> {
    const [row] = await selectAssessments(companyId).where(and(eq(healthAssessments.companyId, companyId), eq(healthAssessments.quarter, quarter)));
    return row ? toAssessment(row) : null;
  }

  /** The quarter it is now where the company works (its company information's time zone). */
  async function currentQuarter(companyId: string): Promise<Quarter> {
    return quarterOf(await companyToday(db, companyId));
  }

  return {
    /** Every quarter assessed, newest first. */
    async listHealthAssessments(ctx: RequestContext): Promise<HealthAssessmentList> {
      const [rows, current] = await Promise.all([
        selectAssessments(ctx.companyId).orderBy(desc(healthAssessments.quarter)),
        currentQuarter(ctx.companyId),
      ]);
      return { currentQuarter: current, assessments: rows.map(toAssessment) };
    },

    async getHealthAssessment(ctx: RequestContext, quarter: Quarter): Promise<HealthAssessment> {
      const assessment = await find(ctx.companyId, quarter);
      if (!assessment) throw new AppError('NOT_FOUND', HEALTH_ASSESSMENT_NOT_FOUND_MESSAGE);
      return assessment;
    },

    /**
     * Takes this quarter's assessment, or retakes it against the version the screen loaded: a retake without that
     * version, or with an older one, is a 409 (someone else saved in between). Past quarters stay as they were taken.
     */
    async saveHealthAssessment(ctx: RequestContext, quarter: Quarter, input: SaveHealthAssessmentInput): Promise<HealthAssessment> {
      const current = await currentQuarter(ctx.companyId);
      if (quarter !== current) throw new AppError('BUSINESS_RULE', onlyThisQuarterMessage(current));
      const values = { scores: answeredScores(input.scores), notes: input.notes, takenBy: ctx.userId };
      const ofQuarter = and(eq(healthAssessments.companyId, ctx.companyId), eq(healthAssessments.quarter, quarter));
      const [existing] = await db.select({ updatedAt: healthAssessments.updatedAt }).from(healthAssessments).where(ofQuarter);
      if (existing) {
        if (input.updatedAt === null) throw new AppError('CONFLICT');
        const [updated] = await db
          .update(healthAssessments)
          .set({ ...values, updatedAt: new Date() })
          .where(and(ofQuarter, unchangedSince(healthAssessments.updatedAt, input.updatedAt)))
          .returning({ quarter: healthAssessments.quarter });
        if (!updated) throw new AppError('CONFLICT');
      } else {
        try {
          await db.insert(healthAssessments).values({ companyId: ctx.companyId, quarter, ...values });
        } catch (error) {
          // Two people took the quarter's first assessment at once: the second is told, not silently overwritten.
          if (isUniqueViolation(error)) throw new AppError('CONFLICT');
          throw error;
        }
      }
      return (await find(ctx.companyId, quarter))!;
    },
  };
}
