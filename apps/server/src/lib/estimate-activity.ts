import type { EstimateActivityKind } from '@groundwork/domain/proposals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { estimateActivities, users } from '../db/schema';

export interface EstimateActivityEntry {
  companyId: string;
  estimateId: string;
  kind: EstimateActivityKind;
  /** The signed-in user who did it; absent for the client acting through the proposal link. */
  actorUserId?: string | null;
  /** A snapshot of who did it: the user's name, the name the client typed, or 'Client'. */
  actorName: string;
  detail?: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  at?: Date;
}

/** Records one line of an estimate's history. Pass the transaction (`tx`) when the change it records is in one. */
export async function recordEstimateActivity(executor: Db, entry: EstimateActivityEntry): Promise<void> {
  await executor.insert(estimateActivities).values({
    companyId: entry.companyId,
    estimateId: entry.estimateId,
    kind: entry.kind,
    actorUserId: entry.actorUserId ?? null,
    actorName: entry.actorName.slice(0, 200),
    detail: (entry.detail ?? '').slice(0, 4_000),
    ipAddress: entry.ipAddress?.slice(0, 100) ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** The name a user's actions are recorded under: first and last name, else the e-mail ('' for an unknown user). */
export async function userActorName(executor: Db, companyId: string, userId: string): Promise<string> {
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  if (!row) return '';
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}
