import {
  growthPlan,
  growthPlanMessages,
  growthPlanSettingsSchema,
  type GrowthCompany,
  type GrowthPlanSettings,
  type GrowthPlanView,
  type saveGrowthPlanInputSchema,
} from '@groundwork/domain/growth';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { crewMembers, crews, employees, equipment, growthPlans, orgPositionHolders, orgPositions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { activeBudgetRow, summaryOf } from '../../lib/overhead-markups';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

export type SaveGrowthPlanInput = z.output<typeof saveGrowthPlanInputSchema>;
type PlanRow = typeof growthPlans.$inferSelect;

const stalePlan = () => new AppError('CONFLICT', growthPlanMessages.stale);

/** The saved plan, or the defaults while none is saved; read through the domain schema, as a save writes it. */
function settingsOf(row: PlanRow | undefined): GrowthPlanSettings {
  return growthPlanSettingsSchema.parse(row ? { ...row.settings, years: row.years } : {});
}

/** Whether the client's version (null: "none saved yet") is the stored one; no version sent means no check. */
function isLoadedVersion(row: PlanRow | undefined, sent: string | null | undefined): boolean {
  if (sent === undefined) return true;
  if (sent === null || !row) return sent === null && !row;
  return isSameVersion(row.updatedAt, sent);
}

export function createGrowthPlanService(db: Db) {
  async function savedRow(executor: Db, companyId: string, forUpdate = false): Promise<PlanRow | undefined> {
    const query = executor.select().from(growthPlans).where(eq(growthPlans.companyId, companyId)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** What the company runs today: active crews with the people on them, units not retired, the org chart. */
  async function companyToday(companyId: string): Promise<GrowthCompany> {
    const [crewRows, unitRows, positionRows, holderRows] = await Promise.all([
      db
        .select({
          id: crews.id,
          name: crews.name,
          members: sql<number>`count(${crewMembers.id}) filter (where ${employees.status} <> 'terminated')`.mapWith(Number),
          leaders: sql<number>`count(${crewMembers.id}) filter (where ${crewMembers.role} = 'leader' and ${employees.status} <> 'terminated')`.mapWith(Number),
        })
        .from(crews)
        .leftJoin(crewMembers, and(eq(crewMembers.companyId, crews.companyId), eq(crewMembers.crewId, crews.id)))
        .leftJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
        .where(and(eq(crews.companyId, companyId), eq(crews.status, 'active')))
        .groupBy(crews.id)
        .orderBy(asc(crews.name)),
      db
        .select({ units: count() })
        .from(equipment)
        .where(and(eq(equipment.companyId, companyId), ne(equipment.status, 'retired'))),
      db
        .select({ id: orgPositions.id, title: orgPositions.title, reportsToId: orgPositions.reportsToId })
        .from(orgPositions)
        .where(eq(orgPositions.companyId, companyId))
        .orderBy(asc(orgPositions.createdAt), asc(orgPositions.title)),
      db
        .select({ positionId: orgPositionHolders.positionId, firstName: employees.firstName, lastName: employees.lastName })
        .from(orgPositionHolders)
        .innerJoin(employees, and(eq(employees.companyId, orgPositionHolders.companyId), eq(employees.id, orgPositionHolders.employeeId)))
        .where(and(eq(orgPositionHolders.companyId, companyId), ne(employees.status, 'terminated')))
        .orderBy(asc(employees.lastName), asc(employees.firstName)),
    ]);
    const holders = new Map<string, string[]>();
    for (const holder of holderRows) holders.set(holder.positionId, [...(holders.get(holder.positionId) ?? []), `${holder.firstName} ${holder.lastName}`]);
    return {
      crews: crewRows.map((crew) => ({ id: crew.id, name: crew.name, members: crew.members, hasLeader: crew.leaders > 0 })),
      equipmentUnits: unitRows[0]?.units ?? 0,
      positions: positionRows.map((position) => ({ ...position, holders: holders.get(position.id) ?? [] })),
    };
  }

  /** Who saved the plan last, by name (their e-mail when they have none). */
  async function savedBy(companyId: string, userId: string | null): Promise<GrowthPlanView['updatedBy']> {
    if (!userId) return null;
    const [user] = await db
      .select({ id: users.id, name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})` })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
      .limit(1);
    return user ?? null;
  }

  async function view(companyId: string): Promise<GrowthPlanView> {
    const [row, budgetRow, company] = await Promise.all([savedRow(db, companyId), activeBudgetRow(db, companyId), companyToday(companyId)]);
    const updatedBy = await savedBy(companyId, row?.updatedBy ?? null);
    const settings = settingsOf(row);
    const budget = budgetRow ? summaryOf(budgetRow).budget : null;
    return {
      settings,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy,
      budget,
      company,
      outcome: budget ? growthPlan(budget, company, settings) : { ok: false, reason: growthPlanMessages.noActiveBudget },
    };
  }

  /** The positions a plan names must be this company's (another company's id is a 404, never a hint it exists). */
  async function requireOwnPositions(companyId: string, settings: SaveGrowthPlanInput): Promise<void> {
    const ids = [...new Set(Object.values(settings.positions).filter((id): id is string => id !== null))];
    if (ids.length === 0) return;
    const found = await db
      .select({ id: orgPositions.id })
      .from(orgPositions)
      .where(and(eq(orgPositions.companyId, companyId), inArray(orgPositions.id, ids)));
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', 'Position not found');
  }

  return {
    /** The saved plan (the defaults before the first save), the company as it stands and the plan worked out. */
    async get(ctx: RequestContext): Promise<GrowthPlanView> {
      return view(ctx.companyId);
    },

    /** Saves the plan against the version loaded; a save based on an older one gets 409. */
    async save(ctx: RequestContext, input: SaveGrowthPlanInput): Promise<GrowthPlanView> {
      const { updatedAt, years, ...settings } = input;
      await requireOwnPositions(ctx.companyId, input);
      try {
        await db.transaction(async (tx) => {
          const current = await savedRow(tx, ctx.companyId, true);
          if (!isLoadedVersion(current, updatedAt)) throw stalePlan();
          if (current) {
            await tx
              .update(growthPlans)
              .set({ years, settings, updatedBy: ctx.userId, updatedAt: new Date() })
              .where(and(eq(growthPlans.companyId, ctx.companyId), eq(growthPlans.id, current.id)));
          } else {
            await tx.insert(growthPlans).values({ companyId: ctx.companyId, years, settings, updatedBy: ctx.userId });
          }
        });
      } catch (error) {
        // Two first saves at once: the second finds the first's row.
        if (isUniqueViolation(error)) throw stalePlan();
        throw error;
      }
      return view(ctx.companyId);
    },
  };
}
