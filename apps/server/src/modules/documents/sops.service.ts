import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  CHECKLIST_NOT_FOUND,
  EMPLOYEE_NOT_FOUND,
  ORDER_CHECKLIST_CHANGED_MESSAGE,
  ORDER_CHECKLIST_NOT_ATTACHED,
  SERVICE_NOT_FOUND,
  SOP_DELETE_PUBLISHED_MESSAGE,
  SOP_NOT_FOUND,
  SOP_NOT_PUBLISHED_MESSAGE,
  SOP_STALE_MESSAGE,
  UNTITLED_DOCUMENT,
  canChangeSopStatus,
  documentChecklists,
  isAcknowledgementCurrent,
  sopReviewState,
  sopStatusLabels,
  type DocumentChecklist,
  type DocumentContent,
  type DocumentTemplateId,
  type OrderChecklist,
  type ServiceChecklists,
  type Sop,
  type SopAcknowledgement,
  type SopStatus,
  type SopSummary,
} from '@groundwork/domain/documents';
import { suggestedDepartments } from '@groundwork/domain/employees';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, employees, services, sopAcknowledgements, sopChecklistServices, sops, users, workOrderChecklists, workOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { companyToday } from '../../lib/company-today';
import { crewScope } from '../../lib/crew-scope';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { createDocumentsService, insertDocument, startingContent } from './documents.service';

/**
 * SOPs (docs/business-development.md, "Documents and SOPs"): a document with an owner, a department, a status and a
 * review date; acknowledgements of the published ones; their checklists attached to services, and those checklists as
 * ticked on the services' work orders.
 */

const sopColumns = {
  id: sops.id,
  documentId: sops.documentId,
  title: documents.title,
  content: documents.content,
  documentVersion: documents.version,
  department: sops.department,
  ownerEmployeeId: sops.ownerEmployeeId,
  ownerName: sql<string | null>`(select nullif(trim(e.first_name || ' ' || e.last_name), '') from employees e where e.id = ${sops.ownerEmployeeId})`,
  status: sops.status,
  reviewDate: sops.reviewDate,
  publishedAt: sops.publishedAt,
  publishedVersion: sops.publishedVersion,
  updatedAt: sops.updatedAt,
};
type SopRow = {
  id: string;
  documentId: string;
  title: string;
  content: DocumentContent;
  documentVersion: number;
  department: string;
  ownerEmployeeId: string | null;
  ownerName: string | null;
  status: SopStatus;
  reviewDate: string | null;
  publishedAt: Date | null;
  publishedVersion: number | null;
  updatedAt: Date;
};

type Attachment = { sopId: string; checklistId: string; serviceId: string; serviceName: string };

const fieldNotFound = (field: string, message: string) => new AppError('NOT_FOUND', message, { fieldErrors: { [field]: [message] } });
const staleSop = () => new AppError('CONFLICT', SOP_STALE_MESSAGE);
const orderNotFound = () => new AppError('NOT_FOUND', 'Work order not found');

export function createSopsService(db: Db) {
  const documentsService = createDocumentsService(db);

  /** SOPs of the company as `ctx` reads them: admins and office managers every one, the others the published ones. */
  function visible(ctx: RequestContext) {
    const conditions = [eq(sops.companyId, ctx.companyId)];
    if (!isLeadershipRole(ctx.role)) conditions.push(eq(sops.status, 'published'));
    return conditions;
  }

  async function load(executor: Db, ctx: RequestContext, id: string, options: { lock?: boolean } = {}): Promise<SopRow> {
    const query = executor
      .select(sopColumns)
      .from(sops)
      .innerJoin(documents, and(eq(documents.companyId, sops.companyId), eq(documents.id, sops.documentId)))
      .where(and(...visible(ctx), eq(sops.id, id)))
      .limit(1);
    const [row] = options.lock ? await query.for('update', { of: sops }) : await query;
    if (!row) throw new AppError('NOT_FOUND', SOP_NOT_FOUND);
    return row;
  }

  async function checkOwner(executor: Db, companyId: string, employeeId: string | null): Promise<void> {
    if (!employeeId) return;
    const [found] = await executor.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId))).limit(1);
    if (!found) throw fieldNotFound('ownerEmployeeId', EMPLOYEE_NOT_FOUND);
  }

  /** The company's checklist attachments (of the SOPs given, or all), with their services' names. */
  async function attachments(companyId: string, sopIds?: readonly string[]): Promise<Attachment[]> {
    if (sopIds && sopIds.length === 0) return [];
    const conditions = [eq(sopChecklistServices.companyId, companyId)];
    if (sopIds) conditions.push(inArray(sopChecklistServices.sopId, [...sopIds]));
    return db
      .select({ sopId: sopChecklistServices.sopId, checklistId: sopChecklistServices.checklistId, serviceId: sopChecklistServices.serviceId, serviceName: services.name })
      .from(sopChecklistServices)
      .innerJoin(services, and(eq(services.companyId, sopChecklistServices.companyId), eq(services.id, sopChecklistServices.serviceId)))
      .where(and(...conditions))
      .orderBy(asc(services.name));
  }

  /** Acknowledgements of the SOPs given: how many are of the SOP as last published, and whether `ctx`'s is. */
  async function acknowledgementCounts(ctx: RequestContext, rows: readonly SopRow[]) {
    const ids = rows.map((row) => row.id);
    const acks = ids.length
      ? await db
          .select({ sopId: sopAcknowledgements.sopId, userId: sopAcknowledgements.userId, documentVersion: sopAcknowledgements.documentVersion })
          .from(sopAcknowledgements)
          .where(and(eq(sopAcknowledgements.companyId, ctx.companyId), inArray(sopAcknowledgements.sopId, ids)))
      : [];
    const published = new Map(rows.map((row) => [row.id, row.publishedVersion]));
    const counts = new Map<string, { count: number; mine: boolean }>();
    for (const ack of acks) {
      if (!isAcknowledgementCurrent(ack.documentVersion, published.get(ack.sopId) ?? null)) continue;
      const entry = counts.get(ack.sopId) ?? { count: 0, mine: false };
      entry.count += 1;
      if (ack.userId === ctx.userId) entry.mine = true;
      counts.set(ack.sopId, entry);
    }
    return counts;
  }

  function summaryView(row: SopRow, checklists: readonly DocumentChecklist[], links: readonly Attachment[], acks: { count: number; mine: boolean } | undefined, today: string): SopSummary {
    const present = new Set(checklists.map((checklist) => checklist.checklistId));
    return {
      id: row.id,
      documentId: row.documentId,
      title: row.title,
      department: row.department,
      ownerEmployeeId: row.ownerEmployeeId,
      ownerName: row.ownerName,
      status: row.status,
      reviewDate: row.reviewDate,
      reviewState: sopReviewState(row.reviewDate, today, row.status),
      stepCount: checklists.reduce((sum, checklist) => sum + checklist.items.length, 0),
      checklistCount: checklists.length,
      serviceCount: new Set(links.filter((link) => present.has(link.checklistId)).map((link) => link.serviceId)).size,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      acknowledgedCount: acks?.count ?? 0,
      acknowledgedByMe: acks?.mine ?? false,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function sopView(ctx: RequestContext, id: string): Promise<Sop> {
    const row = await load(db, ctx, id);
    const leader = isLeadershipRole(ctx.role);
    const [today, links, counts, document, people, acks] = await Promise.all([
      companyToday(db, ctx.companyId),
      attachments(ctx.companyId, [row.id]),
      acknowledgementCounts(ctx, [row]),
      documentsService.get(ctx, row.documentId),
      leader
        ? db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
            .from(users)
            .where(eq(users.companyId, ctx.companyId))
            .orderBy(asc(users.firstName), asc(users.lastName))
        : Promise.resolve([]),
      db
        .select({ userId: sopAcknowledgements.userId, documentVersion: sopAcknowledgements.documentVersion, acknowledgedAt: sopAcknowledgements.acknowledgedAt })
        .from(sopAcknowledgements)
        .where(and(eq(sopAcknowledgements.companyId, ctx.companyId), eq(sopAcknowledgements.sopId, row.id))),
    ]);
    const checklists = documentChecklists(row.content);
    const byUser = new Map(acks.map((ack) => [ack.userId, ack]));
    const acknowledgements: SopAcknowledgement[] | null = leader
      ? people.map((person) => {
          const ack = byUser.get(person.id);
          return {
            userId: person.id,
            name: `${person.firstName} ${person.lastName}`.trim() || person.email,
            role: person.role,
            acknowledgedAt: ack?.acknowledgedAt.toISOString() ?? null,
            current: ack ? isAcknowledgementCurrent(ack.documentVersion, row.publishedVersion) : false,
          };
        })
      : null;
    const mine = byUser.get(ctx.userId);
    return {
      ...summaryView(row, checklists, links, counts.get(row.id), today),
      document,
      checklists: checklists.map((checklist) => ({
        ...checklist,
        services: links.filter((link) => link.checklistId === checklist.checklistId).map((link) => ({ id: link.serviceId, name: link.serviceName })),
      })),
      acknowledgements,
      myAcknowledgement: mine ? { acknowledgedAt: mine.acknowledgedAt.toISOString(), current: isAcknowledgementCurrent(mine.documentVersion, row.publishedVersion) } : null,
      canEdit: leader,
    };
  }

  /** The published checklists attached to each service, as their SOPs are now. */
  async function publishedChecklists(companyId: string, serviceId?: string) {
    const conditions = [eq(sopChecklistServices.companyId, companyId), eq(sops.status, 'published')];
    if (serviceId) conditions.push(eq(sopChecklistServices.serviceId, serviceId));
    const rows = await db
      .select({ serviceId: sopChecklistServices.serviceId, checklistId: sopChecklistServices.checklistId, sopId: sops.id, sopTitle: documents.title, content: documents.content })
      .from(sopChecklistServices)
      .innerJoin(sops, and(eq(sops.companyId, sopChecklistServices.companyId), eq(sops.id, sopChecklistServices.sopId)))
      .innerJoin(documents, and(eq(documents.companyId, sops.companyId), eq(documents.id, sops.documentId)))
      .where(and(...conditions))
      .orderBy(asc(documents.title), asc(sopChecklistServices.createdAt));
    const parsed = new Map<string, DocumentChecklist[]>();
    return rows.flatMap((row) => {
      const checklists = parsed.get(row.sopId) ?? documentChecklists(row.content);
      parsed.set(row.sopId, checklists);
      const checklist = checklists.find((candidate) => candidate.checklistId === row.checklistId);
      return checklist ? [{ serviceId: row.serviceId, sopId: row.sopId, sopTitle: row.sopTitle, checklist }] : [];
    });
  }

  /** A work order `ctx` may see (a crew leader: their crews' only), with its service. */
  async function visibleOrder(ctx: RequestContext, orderId: string): Promise<{ id: string; serviceId: string | null }> {
    const [order] = await db
      .select({ id: workOrders.id, serviceId: workOrders.serviceId, crewId: workOrders.crewId })
      .from(workOrders)
      .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, orderId)))
      .limit(1);
    if (!order) throw orderNotFound();
    const scope = await crewScope(db, ctx);
    if (scope && (!order.crewId || !scope.includes(order.crewId))) throw orderNotFound();
    return order;
  }

  const keptColumns = {
    sopId: workOrderChecklists.sopId,
    checklistId: workOrderChecklists.checklistId,
    sopTitle: workOrderChecklists.sopTitle,
    title: workOrderChecklists.title,
    items: workOrderChecklists.items,
    completedAt: workOrderChecklists.completedAt,
    recordedByName: sql<string | null>`(select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = ${workOrderChecklists.recordedBy})`,
    updatedAt: workOrderChecklists.updatedAt,
  };

  async function orderChecklists(ctx: RequestContext, order: { id: string; serviceId: string | null }): Promise<OrderChecklist[]> {
    const [attached, kept] = await Promise.all([
      order.serviceId ? publishedChecklists(ctx.companyId, order.serviceId) : Promise.resolve([]),
      db
        .select(keptColumns)
        .from(workOrderChecklists)
        .where(and(eq(workOrderChecklists.companyId, ctx.companyId), eq(workOrderChecklists.workOrderId, order.id)))
        .orderBy(asc(workOrderChecklists.createdAt)),
    ]);
    const key = (sopId: string | null, checklistId: string) => `${sopId}/${checklistId}`;
    const keptByKey = new Map(kept.map((row) => [key(row.sopId, row.checklistId), row]));
    const keptView = (row: (typeof kept)[number], isAttached: boolean): OrderChecklist => ({
      sopId: row.sopId,
      checklistId: row.checklistId,
      sopTitle: row.sopTitle,
      title: row.title,
      items: row.items,
      completedAt: row.completedAt?.toISOString() ?? null,
      recordedByName: row.recordedByName,
      updatedAt: row.updatedAt.toISOString(),
      attached: isAttached,
    });
    const shown: OrderChecklist[] = attached.map(({ sopId, sopTitle, checklist }) => {
      const found = keptByKey.get(key(sopId, checklist.checklistId));
      if (found) return keptView(found, true);
      return {
        sopId,
        checklistId: checklist.checklistId,
        sopTitle,
        title: checklist.title,
        items: checklist.items.map((text) => ({ text, done: false })),
        completedAt: null,
        recordedByName: null,
        updatedAt: null,
        attached: true,
      };
    });
    const shownKeys = new Set(shown.map((checklist) => key(checklist.sopId, checklist.checklistId)));
    for (const row of kept) if (!shownKeys.has(key(row.sopId, row.checklistId))) shown.push(keptView(row, false));
    return shown;
  }

  return {
    async list(ctx: RequestContext, query: { department?: string; status?: SopStatus }): Promise<{ sops: SopSummary[]; departments: string[]; today: string; canEdit: boolean }> {
      const conditions = visible(ctx);
      if (query.status) conditions.push(eq(sops.status, query.status));
      if (query.department) conditions.push(sql`lower(${sops.department}) = lower(${query.department})`);
      const [rows, today, departmentRows] = await Promise.all([
        db
          .select(sopColumns)
          .from(sops)
          .innerJoin(documents, and(eq(documents.companyId, sops.companyId), eq(documents.id, sops.documentId)))
          .where(and(...conditions))
          .orderBy(asc(sops.department), asc(documents.title)),
        companyToday(db, ctx.companyId),
        db
          .selectDistinct({ department: sops.department })
          .from(sops)
          .where(and(...visible(ctx))),
      ]);
      const [links, counts] = await Promise.all([attachments(ctx.companyId, rows.map((row) => row.id)), acknowledgementCounts(ctx, rows)]);
      const departments = [...new Set([...departmentRows.map((row) => row.department), ...suggestedDepartments])].sort((a, b) => a.localeCompare(b));
      return {
        sops: rows.map((row) => summaryView(row, documentChecklists(row.content), links.filter((link) => link.sopId === row.id), counts.get(row.id), today)),
        departments,
        today,
        canEdit: isLeadershipRole(ctx.role),
      };
    },

    get: sopView,

    async create(ctx: RequestContext, input: { title?: string; department: string; ownerEmployeeId: string | null; reviewDate: string | null; templateId?: DocumentTemplateId }): Promise<Sop> {
      const start = startingContent(input.templateId);
      const title = input.title ?? start.title ?? UNTITLED_DOCUMENT;
      const id = await db.transaction(async (tx) => {
        await checkOwner(tx, ctx.companyId, input.ownerEmployeeId);
        const documentId = await insertDocument(tx, ctx, { kind: 'sop', title, content: start.content });
        const at = now();
        const [row] = await tx
          .insert(sops)
          .values({ companyId: ctx.companyId, documentId, department: input.department, ownerEmployeeId: input.ownerEmployeeId, reviewDate: input.reviewDate, status: 'draft', createdAt: at, updatedAt: at })
          .returning({ id: sops.id });
        return row!.id;
      });
      return sopView(ctx, id);
    },

    async update(ctx: RequestContext, id: string, input: { department: string; ownerEmployeeId: string | null; reviewDate: string | null; updatedAt: string }): Promise<Sop> {
      await db.transaction(async (tx) => {
        const current = await load(tx, ctx, id, { lock: true });
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleSop();
        await checkOwner(tx, ctx.companyId, input.ownerEmployeeId);
        await tx
          .update(sops)
          .set({ department: input.department, ownerEmployeeId: input.ownerEmployeeId, reviewDate: input.reviewDate, updatedAt: now() })
          .where(and(eq(sops.companyId, ctx.companyId), eq(sops.id, id)));
      });
      return sopView(ctx, id);
    },

    /** Publishes (everyone is asked to read the SOP as it is now), retires, or takes it back to draft. */
    async changeStatus(ctx: RequestContext, id: string, input: { status: SopStatus; updatedAt: string }): Promise<Sop> {
      await db.transaction(async (tx) => {
        const current = await load(tx, ctx, id, { lock: true });
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleSop();
        if (!canChangeSopStatus(current.status, input.status)) {
          throw new AppError('BUSINESS_RULE', `A ${sopStatusLabels[current.status].toLowerCase()} SOP cannot become ${sopStatusLabels[input.status].toLowerCase()}.`);
        }
        const at = now();
        const publishing = input.status === 'published';
        await tx
          .update(sops)
          .set({ status: input.status, updatedAt: at, ...(publishing ? { publishedAt: at, publishedVersion: current.documentVersion } : {}) })
          .where(and(eq(sops.companyId, ctx.companyId), eq(sops.id, id)));
      });
      return sopView(ctx, id);
    },

    /** Deletes a draft or retired SOP with its document; checklists already ticked on work orders are kept there. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const current = await load(db, ctx, id);
      if (current.status === 'published') throw new AppError('BUSINESS_RULE', SOP_DELETE_PUBLISHED_MESSAGE);
      await db.delete(documents).where(and(eq(documents.companyId, ctx.companyId), eq(documents.id, current.documentId)));
      return { id };
    },

    /** The signed-in user has read the SOP as it is now. */
    async acknowledge(ctx: RequestContext, id: string): Promise<Sop> {
      const current = await load(db, ctx, id);
      if (current.status !== 'published') throw new AppError('BUSINESS_RULE', SOP_NOT_PUBLISHED_MESSAGE);
      const at = now();
      await db
        .insert(sopAcknowledgements)
        .values({ companyId: ctx.companyId, sopId: id, userId: ctx.userId, documentVersion: current.documentVersion, acknowledgedAt: at })
        .onConflictDoUpdate({
          target: [sopAcknowledgements.companyId, sopAcknowledgements.sopId, sopAcknowledgements.userId],
          set: { documentVersion: current.documentVersion, acknowledgedAt: at },
        });
      return sopView(ctx, id);
    },

    /** The services whose work orders show one of the SOP's checklists: the list given replaces the one kept. */
    async attachChecklist(ctx: RequestContext, id: string, checklistId: string, input: { serviceIds: string[] }): Promise<Sop> {
      const serviceIds = [...new Set(input.serviceIds)];
      await db.transaction(async (tx) => {
        const current = await load(tx, ctx, id, { lock: true });
        if (!documentChecklists(current.content).some((checklist) => checklist.checklistId === checklistId)) throw new AppError('NOT_FOUND', CHECKLIST_NOT_FOUND);
        const found = serviceIds.length
          ? await tx
              .select({ id: services.id })
              .from(services)
              .where(and(eq(services.companyId, ctx.companyId), inArray(services.id, serviceIds)))
          : [];
        const known = new Set(found.map((row) => row.id));
        input.serviceIds.forEach((serviceId, index) => {
          if (!known.has(serviceId)) throw fieldNotFound(`serviceIds.${index}`, SERVICE_NOT_FOUND);
        });
        await tx
          .delete(sopChecklistServices)
          .where(and(eq(sopChecklistServices.companyId, ctx.companyId), eq(sopChecklistServices.sopId, id), eq(sopChecklistServices.checklistId, checklistId)));
        if (serviceIds.length) {
          await tx.insert(sopChecklistServices).values(serviceIds.map((serviceId) => ({ companyId: ctx.companyId, sopId: id, checklistId, serviceId })));
        }
        await tx.update(sops).set({ updatedAt: now() }).where(and(eq(sops.companyId, ctx.companyId), eq(sops.id, id)));
      });
      return sopView(ctx, id);
    },

    /** GET /sops/service_checklists: for each service, the published checklists its work orders show. */
    async serviceChecklists(ctx: RequestContext): Promise<ServiceChecklists['services']> {
      const byService = new Map<string, ServiceChecklists['services'][number]['checklists']>();
      for (const { serviceId, sopId, sopTitle, checklist } of await publishedChecklists(ctx.companyId)) {
        const list = byService.get(serviceId) ?? [];
        list.push({ sopId, sopTitle, checklistId: checklist.checklistId, title: checklist.title, stepCount: checklist.items.length });
        byService.set(serviceId, list);
      }
      return [...byService.entries()].map(([serviceId, checklists]) => ({ serviceId, checklists }));
    },

    async orderChecklists(ctx: RequestContext, orderId: string): Promise<OrderChecklist[]> {
      return orderChecklists(ctx, await visibleOrder(ctx, orderId));
    },

    /**
     * The crew's ticks on one of the order's checklists. The first time, its steps are copied from the SOP into the
     * order; later ticks change that copy, so what a crew did stays as it was when the SOP changes.
     */
    async recordOrderChecklist(ctx: RequestContext, orderId: string, sopId: string, checklistId: string, input: { done: boolean[]; updatedAt: string | null }): Promise<OrderChecklist> {
      const order = await visibleOrder(ctx, orderId);
      const attached = order.serviceId ? await publishedChecklists(ctx.companyId, order.serviceId) : [];
      const source = attached.find((candidate) => candidate.sopId === sopId && candidate.checklist.checklistId === checklistId);
      if (!source) throw new AppError('NOT_FOUND', ORDER_CHECKLIST_NOT_ATTACHED);
      const at = now();
      await db.transaction(async (tx) => {
        const [kept] = await tx
          .select({ id: workOrderChecklists.id, items: workOrderChecklists.items, updatedAt: workOrderChecklists.updatedAt, completedAt: workOrderChecklists.completedAt })
          .from(workOrderChecklists)
          .where(and(eq(workOrderChecklists.companyId, ctx.companyId), eq(workOrderChecklists.workOrderId, orderId), eq(workOrderChecklists.sopId, sopId), eq(workOrderChecklists.checklistId, checklistId)))
          .for('update')
          .limit(1);
        const steps = kept ? kept.items.map((item) => item.text) : source.checklist.items;
        // Someone ticked it since this screen loaded it, or the SOP's steps changed before the first tick.
        if ((kept ? input.updatedAt === null || !isSameVersion(kept.updatedAt, input.updatedAt) : input.updatedAt !== null) || input.done.length !== steps.length) {
          throw new AppError('CONFLICT', ORDER_CHECKLIST_CHANGED_MESSAGE);
        }
        const items = steps.map((text, index) => ({ text, done: input.done[index] === true }));
        const complete = items.length > 0 && items.every((item) => item.done);
        if (kept) {
          await tx
            .update(workOrderChecklists)
            .set({ items, completedAt: complete ? (kept.completedAt ?? at) : null, recordedBy: ctx.userId, updatedAt: at })
            .where(and(eq(workOrderChecklists.companyId, ctx.companyId), eq(workOrderChecklists.id, kept.id)));
        } else {
          const inserted = await tx
            .insert(workOrderChecklists)
            .values({
            companyId: ctx.companyId,
            workOrderId: orderId,
            sopId,
            checklistId,
            sopTitle: source.sopTitle,
            title: source.checklist.title,
            items,
            completedAt: complete ? at : null,
            recordedBy: ctx.userId,
            createdAt: at,
            updatedAt: at,
            })
            // Two phones ticking it for the first time at once: the second is told to reload.
            .onConflictDoNothing()
            .returning({ id: workOrderChecklists.id });
          if (inserted.length === 0) throw new AppError('CONFLICT', ORDER_CHECKLIST_CHANGED_MESSAGE);
        }
      });
      const shown = await orderChecklists(ctx, order);
      return shown.find((checklist) => checklist.sopId === sopId && checklist.checklistId === checklistId)!;
    },
  };
}
