import { countByStage, type CandidateStage, type Posting } from '@groundwork/domain/hiring';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, companyInformation, jobPostings, orgPositions } from '../../db/schema';

/** Reads the hiring services share: the company's core values, a posting as the office sees it, user names. */

/** The apply page's address for a token. */
export const applyUrl = (publicUrl: string, token: string) => `${publicUrl}/apply/${token}`;

/** 'Dana Whitfield', or the e-mail for a user without a name; null when the user is gone. */
export const userName = (column: unknown) =>
  sql<string | null>`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) from users u where u.id = ${column})`;

/** The company's core values as company information keeps them, named ones only, in their order. */
export async function coreValues(executor: Db, companyId: string): Promise<Array<{ name: string; practice: string }>> {
  const [row] = await executor.select({ values: companyInformation.companyValues }).from(companyInformation).where(eq(companyInformation.companyId, companyId)).limit(1);
  return (row?.values.coreValues ?? []).filter((value) => value.name.trim() !== '').map((value) => ({ name: value.name.trim(), practice: value.practice }));
}

export const postingColumns = {
  id: jobPostings.id,
  positionId: jobPostings.positionId,
  // Qualified by hand: a one-table select would write a bare column name into the subquery.
  positionTitle: sql<string | null>`(select p.title from org_positions p where p.id = "job_postings"."position_id")`,
  title: jobPostings.title,
  description: jobPostings.description,
  responsibilities: jobPostings.responsibilities,
  employmentType: jobPostings.employmentType,
  payMin: jobPostings.payMin,
  payMax: jobPostings.payMax,
  payUnit: jobPostings.payUnit,
  status: jobPostings.status,
  applyToken: jobPostings.applyToken,
  createdAt: jobPostings.createdAt,
  updatedAt: jobPostings.updatedAt,
};

/** The company's postings as the office reads them; callers add their own conditions. */
export const selectPostings = (executor: Db) => executor.select(postingColumns).from(jobPostings);
export type PostingRow = Awaited<ReturnType<typeof selectPostings>>[number];

export function postingView(row: PostingRow, stages: ReadonlyArray<{ stage: CandidateStage }>, publicUrl: string): Posting {
  const { applyToken, payMin, payMax, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    payMin: Number(payMin),
    payMax: Number(payMax),
    applyUrl: applyUrl(publicUrl, applyToken),
    stageCounts: countByStage(stages),
    candidateCount: stages.length,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Each posting's candidates' stages (one query), for the pipeline counts. */
export async function stagesByPosting(executor: Db, companyId: string, postingId?: string): Promise<Map<string, Array<{ stage: CandidateStage }>>> {
  const rows = await executor
    .select({ postingId: candidates.postingId, stage: candidates.stage })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), postingId ? eq(candidates.postingId, postingId) : undefined));
  const byPosting = new Map<string, Array<{ stage: CandidateStage }>>();
  for (const row of rows) byPosting.set(row.postingId, [...(byPosting.get(row.postingId) ?? []), row]);
  return byPosting;
}

/** A seat of the company's org chart, or undefined. */
export async function findPosition(executor: Db, companyId: string, positionId: string) {
  const [row] = await executor
    .select({ id: orgPositions.id, title: orgPositions.title, keyResponsibilities: orgPositions.keyResponsibilities })
    .from(orgPositions)
    .where(and(eq(orgPositions.companyId, companyId), eq(orgPositions.id, positionId)))
    .limit(1);
  return row;
}
