import {
  EMPLOYEE_NOT_FOUND_MESSAGE,
  generateOnboardingChecklist,
  isOnboardingItemOverdue,
  ONBOARDING_ITEM_NOT_FOUND_MESSAGE,
  ONBOARDING_NOT_FOUND_MESSAGE,
  onboardingDueDate,
  onboardingExistsMessage,
  onboardingProgress,
  POSITION_NOT_FOUND_MESSAGE,
  STALE_MESSAGE,
  type AssignOnboardingInput,
  type OnboardingAssignment,
  type OnboardingChecklist,
  type OnboardingChecklistFields,
  type OnboardingChecklistItem,
  type OnboardingOverview,
  type SignOffInput,
} from '@groundwork/domain/people-development';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, newHireOnboardingItems, newHireOnboardings, orgPositions, positionOnboardingChecklists, sops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { isUniqueViolation } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { canManage, canSee, loadPeopleScope, managersFor, requireManaged, type PeopleScope } from './people-scope';

/** 30-day onboarding (docs/business-development.md, "People development"). */

type OnboardingRow = typeof newHireOnboardings.$inferSelect;
type ItemRow = typeof newHireOnboardingItems.$inferSelect;

/**
 * The published SOPs of a position's department (matched without regard to case or surrounding spaces), which its
 * checklist asks a new hire to read: `generateOnboardingChecklist` turns each into an item due on day 14, and a
 * checklist saved with an SOP item is checked against this list. A position with no department reads none.
 */
export async function publishedSopsOf(db: Db, companyId: string, department: string | null): Promise<Array<{ id: string; title: string }>> {
  const wanted = department?.trim().toLowerCase();
  if (!wanted) return [];
  return db
    .select({ id: sops.id, title: documents.title })
    .from(sops)
    .innerJoin(documents, and(eq(documents.companyId, sops.companyId), eq(documents.id, sops.documentId)))
    .where(and(eq(sops.companyId, companyId), eq(sops.status, 'published'), sql`lower(trim(${sops.department})) = ${wanted}`))
    .orderBy(asc(documents.title), asc(sops.id));
}

export function createOnboardingService(db: Db) {
  const notFound = () => new AppError('NOT_FOUND', ONBOARDING_NOT_FOUND_MESSAGE);

  async function positionOf(companyId: string, positionId: string, field?: string) {
    const [position] = await db
      .select({ id: orgPositions.id, title: orgPositions.title, department: orgPositions.department, keyResponsibilities: orgPositions.keyResponsibilities })
      .from(orgPositions)
      .where(and(eq(orgPositions.companyId, companyId), eq(orgPositions.id, positionId)));
    if (!position) throw new AppError('NOT_FOUND', POSITION_NOT_FOUND_MESSAGE, field ? { fieldErrors: { [field]: [POSITION_NOT_FOUND_MESSAGE] } } : undefined);
    return position;
  }

  /** The position's checklist as saved, or as generated while none is. */
  async function checklistOf(companyId: string, position: { id: string; department: string | null; keyResponsibilities: string[] }) {
    const [[saved], sops] = await Promise.all([
      db
        .select({ items: positionOnboardingChecklists.items, updatedAt: positionOnboardingChecklists.updatedAt })
        .from(positionOnboardingChecklists)
        .where(and(eq(positionOnboardingChecklists.companyId, companyId), eq(positionOnboardingChecklists.positionId, position.id))),
      publishedSopsOf(db, companyId, position.department),
    ]);
    const generated = generateOnboardingChecklist({ keyResponsibilities: position.keyResponsibilities, sops });
    return { saved: saved ?? null, generated, sops };
  }

  function views(scope: PeopleScope, rows: OnboardingRow[], items: ItemRow[], today: string): OnboardingAssignment[] {
    const itemsOf = new Map<string, ItemRow[]>();
    for (const item of items) itemsOf.set(item.onboardingId, [...(itemsOf.get(item.onboardingId) ?? []), item]);
    return rows.map((row) => {
      const own = (itemsOf.get(row.id) ?? []).map((item) => ({
        id: item.id,
        title: item.title,
        dueDay: item.dueDay,
        dueDate: item.dueDate,
        source: item.source,
        sopId: item.sopId,
        signedOffAt: item.signedOffAt?.toISOString() ?? null,
        signedOffBy: item.signedOffAt ? { id: item.signedOffByUserId, name: item.signedOffByName ?? '' } : null,
        overdue: false,
        updatedAt: item.updatedAt.toISOString(),
      }));
      for (const item of own) item.overdue = isOnboardingItemOverdue(item, today);
      return {
        id: row.id,
        employee: { id: row.employeeId, name: scope.employees.get(row.employeeId)?.name ?? '' },
        position: { id: row.positionId, title: row.positionTitle },
        startDate: row.startDate,
        managers: managersFor(scope, row.employeeId),
        items: own,
        progress: onboardingProgress({ startDate: row.startDate, items: own }, today),
        canSignOff: canManage(scope, row.employeeId),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function itemsOf(companyId: string, onboardingIds: string[]): Promise<ItemRow[]> {
    if (onboardingIds.length === 0) return [];
    return db
      .select()
      .from(newHireOnboardingItems)
      .where(and(eq(newHireOnboardingItems.companyId, companyId), inArray(newHireOnboardingItems.onboardingId, onboardingIds)))
      .orderBy(asc(newHireOnboardingItems.sortOrder));
  }

  /** The onboardings the reader sees: everyone's for the office's leaders, their people's for a manager, their own. */
  async function visible(scope: PeopleScope, companyId: string, today: string): Promise<OnboardingAssignment[]> {
    const rows = (await db.select().from(newHireOnboardings).where(eq(newHireOnboardings.companyId, companyId)).orderBy(asc(newHireOnboardings.startDate))).filter((row) =>
      canSee(scope, row.employeeId),
    );
    return views(scope, rows, await itemsOf(companyId, rows.map((row) => row.id)), today);
  }

  async function loadOne(scope: PeopleScope, companyId: string, id: string, today: string): Promise<OnboardingAssignment> {
    const [row] = await db.select().from(newHireOnboardings).where(and(eq(newHireOnboardings.companyId, companyId), eq(newHireOnboardings.id, id)));
    if (!row || !canSee(scope, row.employeeId)) throw notFound();
    return views(scope, [row], await itemsOf(companyId, [row.id]), today)[0]!;
  }

  /** SOP items must name the department's published SOPs (another company's, or none, is 404 on the field). */
  function checkSops(items: OnboardingChecklistItem[], sops: ReadonlyArray<{ id: string }>): OnboardingChecklistItem[] {
    const known = new Set(sops.map((sop) => sop.id));
    const fieldErrors: Record<string, string[]> = {};
    const checked = items.map((item, index) => {
      if (item.source !== 'sop') return { ...item, sopId: null };
      if (item.sopId === null || !known.has(item.sopId)) fieldErrors[`items.${index}.sopId`] = ['SOP not found'];
      return item;
    });
    if (Object.keys(fieldErrors).length > 0) throw new AppError('NOT_FOUND', 'SOP not found', { fieldErrors });
    return checked;
  }

  return {
    visible,

    async overview(ctx: RequestContext, today: string): Promise<OnboardingOverview> {
      const scope = await loadPeopleScope(db, ctx);
      const [assignments, saved] = await Promise.all([
        visible(scope, ctx.companyId, today),
        scope.all
          ? db.select({ positionId: positionOnboardingChecklists.positionId }).from(positionOnboardingChecklists).where(eq(positionOnboardingChecklists.companyId, ctx.companyId))
          : Promise.resolve([]),
      ]);
      const savedIds = new Set(saved.map((row) => row.positionId));
      const positions = scope.all
        ? [...scope.positions.values()]
            .sort((a, b) => a.title.localeCompare(b.title, 'en'))
            .map((position) => ({ id: position.id, title: position.title, department: position.department, saved: savedIds.has(position.id) }))
        : [];
      return { today, assignments, positions, canManage: scope.all };
    },

    async checklist(ctx: RequestContext, positionId: string): Promise<OnboardingChecklist> {
      const position = await positionOf(ctx.companyId, positionId);
      const { saved, generated } = await checklistOf(ctx.companyId, position);
      return {
        position: { id: position.id, title: position.title, department: position.department, keyResponsibilities: position.keyResponsibilities },
        items: saved?.items ?? generated,
        generated,
        saved: saved !== null,
        updatedAt: saved?.updatedAt.toISOString() ?? null,
      };
    },

    /** Saves a position's checklist against the version loaded: null means the generated one, so a save since is 409. */
    async saveChecklist(ctx: RequestContext, positionId: string, input: OnboardingChecklistFields): Promise<OnboardingChecklist> {
      const position = await positionOf(ctx.companyId, positionId);
      const sops = await publishedSopsOf(db, ctx.companyId, position.department);
      const items = checkSops(input.items, sops);
      const at = now();
      const ofPosition = and(eq(positionOnboardingChecklists.companyId, ctx.companyId), eq(positionOnboardingChecklists.positionId, positionId));
      if (input.updatedAt) {
        const updated = await db
          .update(positionOnboardingChecklists)
          .set({ items, updatedByUserId: ctx.userId, updatedAt: at })
          .where(and(ofPosition, unchangedSince(positionOnboardingChecklists.updatedAt, input.updatedAt)))
          .returning({ id: positionOnboardingChecklists.id });
        if (updated.length === 0) throw new AppError('CONFLICT', STALE_MESSAGE);
      } else {
        try {
          await db.insert(positionOnboardingChecklists).values({ companyId: ctx.companyId, positionId, items, updatedByUserId: ctx.userId, createdAt: at, updatedAt: at });
        } catch (error) {
          // Someone saved this position's checklist since the generated one was loaded.
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', STALE_MESSAGE);
          throw error;
        }
      }
      return this.checklist(ctx, positionId);
    },

    /** Assigns a position's checklist to a new hire: each item due on its day from the start date. */
    async assign(ctx: RequestContext, input: AssignOnboardingInput, today: string): Promise<OnboardingAssignment> {
      const scope = await loadPeopleScope(db, ctx);
      const employee = scope.employees.get(input.employeeId);
      if (!employee) throw new AppError('NOT_FOUND', EMPLOYEE_NOT_FOUND_MESSAGE, { fieldErrors: { employeeId: [EMPLOYEE_NOT_FOUND_MESSAGE] } });
      if (employee.status === 'terminated') throw new AppError('BUSINESS_RULE', `${employee.name} no longer works here.`, { fieldErrors: { employeeId: [`${employee.name} no longer works here.`] } });
      const position = await positionOf(ctx.companyId, input.positionId, 'positionId');
      const { saved, generated } = await checklistOf(ctx.companyId, position);
      const checklist = saved?.items ?? generated;
      const at = now();
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(newHireOnboardings)
            .values({ companyId: ctx.companyId, employeeId: employee.id, positionId: position.id, positionTitle: position.title, startDate: input.startDate, createdByUserId: ctx.userId, createdAt: at, updatedAt: at })
            .returning({ id: newHireOnboardings.id });
          await tx.insert(newHireOnboardingItems).values(
            checklist.map((item, index) => ({
              companyId: ctx.companyId,
              onboardingId: row!.id,
              sortOrder: index,
              title: item.title,
              dueDay: item.dueDay,
              dueDate: onboardingDueDate(input.startDate, item.dueDay),
              source: item.source,
              sopId: item.sopId,
              createdAt: at,
              updatedAt: at,
            })),
          );
          return row!.id;
        });
        return loadOne(scope, ctx.companyId, id, today);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('BUSINESS_RULE', onboardingExistsMessage(employee.name), { fieldErrors: { employeeId: [onboardingExistsMessage(employee.name)] } });
        throw error;
      }
    },

    /** Signs an item off (or takes the sign-off back): the new hire's manager or the office, against the version loaded. */
    async signOff(ctx: RequestContext, id: string, itemId: string, input: SignOffInput, today: string, signerName: string): Promise<OnboardingAssignment> {
      const scope = await loadPeopleScope(db, ctx);
      const [row] = await db
        .select({ employeeId: newHireOnboardings.employeeId })
        .from(newHireOnboardings)
        .where(and(eq(newHireOnboardings.companyId, ctx.companyId), eq(newHireOnboardings.id, id)));
      if (!row) throw notFound();
      requireManaged(scope, row.employeeId, notFound());
      const ofItem = and(eq(newHireOnboardingItems.companyId, ctx.companyId), eq(newHireOnboardingItems.onboardingId, id), eq(newHireOnboardingItems.id, itemId));
      const [item] = await db.select({ signedOffAt: newHireOnboardingItems.signedOffAt }).from(newHireOnboardingItems).where(ofItem);
      if (!item) throw new AppError('NOT_FOUND', ONBOARDING_ITEM_NOT_FOUND_MESSAGE);
      const at = now();
      // Signing off what is signed off keeps who did it first (and when).
      const change = input.signedOff
        ? item.signedOffAt
          ? { updatedAt: at }
          : { signedOffAt: at, signedOffByUserId: ctx.userId, signedOffByName: signerName, updatedAt: at }
        : { signedOffAt: null, signedOffByUserId: null, signedOffByName: null, updatedAt: at };
      const updated = await db
        .update(newHireOnboardingItems)
        .set(change)
        .where(and(ofItem, unchangedSince(newHireOnboardingItems.updatedAt, input.updatedAt)))
        .returning({ id: newHireOnboardingItems.id });
      if (updated.length === 0) throw new AppError('CONFLICT', STALE_MESSAGE);
      return loadOne(scope, ctx.companyId, id, today);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [deleted] = await db
        .delete(newHireOnboardings)
        .where(and(eq(newHireOnboardings.companyId, ctx.companyId), eq(newHireOnboardings.id, id)))
        .returning({ id: newHireOnboardings.id });
      if (!deleted) throw notFound();
      return deleted;
    },
  };
}
