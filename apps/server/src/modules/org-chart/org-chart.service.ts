import {
  orgChartMessages,
  wouldCreateReportingCycle,
  type CreateOrgPositionInput,
  type OrgPosition,
  type PositionHolder,
  type PositionTemplate,
  type PositionTemplateInput,
  type UpdateCoordinatesInput,
  type UpdateOrgPositionInput,
  type UpdatePositionTemplateInput,
} from '@groundwork/domain/org-chart';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, orgPositionHolders, orgPositions, positionTemplates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockCompanyScope } from '../../lib/company-lock';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type PositionRow = typeof orgPositions.$inferSelect;
type TemplateRow = typeof positionTemplates.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', orgChartMessages.positionNotFound);
const templateNotFound = () => new AppError('NOT_FOUND', orgChartMessages.templateNotFound);

function toTemplate(row: TemplateRow): PositionTemplate {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    purpose: row.purpose,
    keyResponsibilities: row.keyResponsibilities,
    kpis: row.kpis,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPosition(row: PositionRow, holders: PositionHolder[]): OrgPosition {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    reportsToId: row.reportsToId,
    employeeIds: holders.map((holder) => holder.id),
    employees: holders,
    purpose: row.purpose,
    keyResponsibilities: row.keyResponsibilities,
    kpis: row.kpis,
    x: row.x,
    y: row.y,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createOrgChartService(db: Db) {
  async function holdersOf(executor: Db, companyId: string, positionIds?: string[]) {
    const byPosition = new Map<string, PositionHolder[]>();
    if (positionIds && positionIds.length === 0) return byPosition;
    const rows = await executor
      .select({
        positionId: orgPositionHolders.positionId,
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        position: employees.position,
        status: employees.status,
      })
      .from(orgPositionHolders)
      .innerJoin(employees, and(eq(employees.id, orgPositionHolders.employeeId), eq(employees.companyId, orgPositionHolders.companyId)))
      .where(
        and(
          eq(orgPositionHolders.companyId, companyId),
          positionIds ? inArray(orgPositionHolders.positionId, positionIds) : undefined,
        ),
      )
      .orderBy(asc(employees.lastName), asc(employees.firstName));
    for (const { positionId, ...holder } of rows) {
      byPosition.set(positionId, [...(byPosition.get(positionId) ?? []), holder]);
    }
    return byPosition;
  }

  async function findPosition(executor: Db, ctx: RequestContext, id: string): Promise<OrgPosition> {
    const [row] = await executor
      .select()
      .from(orgPositions)
      .where(and(eq(orgPositions.companyId, ctx.companyId), eq(orgPositions.id, id)));
    if (!row) throw notFound();
    return toPosition(row, (await holdersOf(executor, ctx.companyId, [id])).get(id) ?? []);
  }

  async function findTemplateRow(executor: Db, ctx: RequestContext, id: string) {
    const [row] = await executor
      .select()
      .from(positionTemplates)
      .where(and(eq(positionTemplates.companyId, ctx.companyId), eq(positionTemplates.id, id)));
    return row;
  }

  /** The reports-to position must be on this company's chart, and (for an existing position) not below it. */
  async function checkReportsTo(tx: Db, ctx: RequestContext, positionId: string | null, reportsToId: string | null) {
    if (reportsToId === null) return;
    if (reportsToId === positionId) throw new AppError('BUSINESS_RULE', orgChartMessages.reportsToCycle, { fieldErrors: { reportsToId: [orgChartMessages.reportsToCycle] } });
    await lockCompanyScope(tx, 'org-chart', ctx.companyId);
    const chart = await tx
      .select({ id: orgPositions.id, reportsToId: orgPositions.reportsToId })
      .from(orgPositions)
      .where(eq(orgPositions.companyId, ctx.companyId));
    if (!chart.some((position) => position.id === reportsToId)) throw AppError.invalidField('reportsToId', orgChartMessages.reportsToNotFound);
    if (positionId !== null && wouldCreateReportingCycle(chart, positionId, reportsToId)) {
      throw new AppError('BUSINESS_RULE', orgChartMessages.reportsToCycle, { fieldErrors: { reportsToId: [orgChartMessages.reportsToCycle] } });
    }
  }

  async function replaceHolders(tx: Db, ctx: RequestContext, positionId: string, employeeIds: string[]) {
    if (employeeIds.length > 0) {
      const found = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, ctx.companyId), inArray(employees.id, employeeIds)));
      if (found.length !== employeeIds.length) throw AppError.invalidField('employeeIds', orgChartMessages.employeeNotFound);
    }
    await tx
      .delete(orgPositionHolders)
      .where(and(eq(orgPositionHolders.companyId, ctx.companyId), eq(orgPositionHolders.positionId, positionId)));
    if (employeeIds.length > 0) {
      await tx
        .insert(orgPositionHolders)
        .values(employeeIds.map((employeeId) => ({ companyId: ctx.companyId, positionId, employeeId })));
    }
  }

  return {
    /** The whole chart: every position with its holders. */
    async listPositions(ctx: RequestContext) {
      const [rows, holders] = await Promise.all([
        db.select().from(orgPositions).where(eq(orgPositions.companyId, ctx.companyId)).orderBy(asc(orgPositions.createdAt), asc(orgPositions.id)),
        holdersOf(db, ctx.companyId),
      ]);
      return { positions: rows.map((row) => toPosition(row, holders.get(row.id) ?? [])) };
    },

    getPosition: (ctx: RequestContext, id: string) => findPosition(db, ctx, id),

    /** A new position; `templateId` fills in what the body leaves out. */
    async createPosition(ctx: RequestContext, input: CreateOrgPositionInput): Promise<OrgPosition> {
      return db.transaction(async (tx) => {
        const template = input.templateId ? await findTemplateRow(tx, ctx, input.templateId) : undefined;
        if (input.templateId && !template) throw AppError.invalidField('templateId', orgChartMessages.templateNotFound);
        await checkReportsTo(tx, ctx, null, input.reportsToId);
        const now = new Date();
        const [created] = await tx
          .insert(orgPositions)
          .values({
            companyId: ctx.companyId,
            title: input.title ?? template!.title,
            department: input.department !== undefined ? input.department : (template?.department ?? null),
            reportsToId: input.reportsToId,
            purpose: input.purpose !== undefined ? input.purpose : (template?.purpose ?? null),
            keyResponsibilities: input.keyResponsibilities ?? template?.keyResponsibilities ?? [],
            kpis: input.kpis ?? template?.kpis ?? [],
            x: input.x,
            y: input.y,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orgPositions.id });
        await replaceHolders(tx, ctx, created!.id, input.employeeIds);
        return findPosition(tx, ctx, created!.id);
      });
    },

    /** Replaces the position; with `updatedAt`, only if nobody saved it since (else 409). */
    async updatePosition(ctx: RequestContext, id: string, input: UpdateOrgPositionInput): Promise<OrgPosition> {
      return db.transaction(async (tx) => {
        await findPosition(tx, ctx, id);
        await checkReportsTo(tx, ctx, id, input.reportsToId);
        const updated = await tx
          .update(orgPositions)
          .set({
            title: input.title,
            department: input.department,
            reportsToId: input.reportsToId,
            purpose: input.purpose,
            keyResponsibilities: input.keyResponsibilities,
            kpis: input.kpis,
            x: input.x,
            y: input.y,
            updatedAt: new Date(),
          })
          .where(and(eq(orgPositions.companyId, ctx.companyId), eq(orgPositions.id, id), unchangedSince(orgPositions.updatedAt, input.updatedAt)))
          .returning({ id: orgPositions.id });
        if (updated.length === 0) throw new AppError('CONFLICT', orgChartMessages.stale);
        await replaceHolders(tx, ctx, id, input.employeeIds);
        return findPosition(tx, ctx, id);
      });
    },

    /** A drag on the canvas: only x and y change, and updatedAt stays, so an open edit dialog is not made stale. */
    async updateCoordinates(ctx: RequestContext, id: string, input: UpdateCoordinatesInput) {
      const updated = await db
        .update(orgPositions)
        .set({ x: input.x, y: input.y })
        .where(and(eq(orgPositions.companyId, ctx.companyId), eq(orgPositions.id, id)))
        .returning({ id: orgPositions.id, x: orgPositions.x, y: orgPositions.y });
      if (updated.length === 0) throw notFound();
      return updated[0]!;
    },

    /** Removes a position; its direct reports move up to report to its own parent. */
    async deletePosition(ctx: RequestContext, id: string) {
      return db.transaction(async (tx) => {
        await lockCompanyScope(tx, 'org-chart', ctx.companyId);
        const current = await findPosition(tx, ctx, id);
        const reparented = await tx
          .update(orgPositions)
          .set({ reportsToId: current.reportsToId, updatedAt: new Date() })
          .where(and(eq(orgPositions.companyId, ctx.companyId), eq(orgPositions.reportsToId, id)))
          .returning({ id: orgPositions.id });
        await tx.delete(orgPositions).where(and(eq(orgPositions.companyId, ctx.companyId), eq(orgPositions.id, id)));
        return { id, reparented: reparented.length };
      });
    },

    async listTemplates(ctx: RequestContext) {
      const rows = await db
        .select()
        .from(positionTemplates)
        .where(eq(positionTemplates.companyId, ctx.companyId))
        .orderBy(asc(sql`lower(${positionTemplates.title})`), asc(positionTemplates.id));
      return { templates: rows.map(toTemplate) };
    },

    async getTemplate(ctx: RequestContext, id: string) {
      const row = await findTemplateRow(db, ctx, id);
      if (!row) throw templateNotFound();
      return toTemplate(row);
    },

    async createTemplate(ctx: RequestContext, input: PositionTemplateInput) {
      const now = new Date();
      const [row] = await db
        .insert(positionTemplates)
        .values({ ...input, companyId: ctx.companyId, createdAt: now, updatedAt: now })
        .returning();
      return toTemplate(row!);
    },

    /** With `updatedAt`, only if nobody saved the template since (else 409). */
    async updateTemplate(ctx: RequestContext, id: string, { updatedAt, ...input }: UpdatePositionTemplateInput) {
      const current = await findTemplateRow(db, ctx, id);
      if (!current) throw templateNotFound();
      const [row] = await db
        .update(positionTemplates)
        .set({ ...input, updatedAt: new Date() })
        .where(
          and(
            eq(positionTemplates.companyId, ctx.companyId),
            eq(positionTemplates.id, id),
            unchangedSince(positionTemplates.updatedAt, updatedAt),
          ),
        )
        .returning();
      if (!row) throw new AppError('CONFLICT', orgChartMessages.staleTemplate);
      return toTemplate(row);
    },

    /** Positions made from a template keep their text: they copied it. */
    async deleteTemplate(ctx: RequestContext, id: string) {
      const deleted = await db
        .delete(positionTemplates)
        .where(and(eq(positionTemplates.companyId, ctx.companyId), eq(positionTemplates.id, id)))
        .returning({ id: positionTemplates.id });
      if (deleted.length === 0) throw templateNotFound();
      return { id };
    },
  };
}
