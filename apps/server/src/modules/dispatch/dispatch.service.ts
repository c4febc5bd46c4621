import { isOfficeRole } from '@groundwork/domain/auth';
import {
  APPROVED_HOURS_LOCKED_MESSAGE,
  DISPATCH_OFFICE_ONLY_MESSAGE,
  MATERIAL_NOT_A_PRODUCT_LINE_MESSAGE,
  MAX_PHOTOS_PER_ORDER,
  PHOTO_NOT_FOUND_MESSAGE,
  RESCHEDULE_REFUSED_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  entryMinutes,
  hoursOf,
  isNotCompleted,
  isReschedulable,
  timesheetCsvFileName,
  timesheetCsvRecords,
  timesheetTotals,
  type ApproveTimesheetsValues,
  type CompleteWorkOrderValues,
  type DispatchDay,
  type DispatchDayValues,
  type DispatchOrder,
  type DispatchReview,
  type DispatchReviewValues,
  type MaterialUse,
  type RescheduleValues,
  type ReviewCrew,
  type ReviewOrder,
  type SkipWorkOrderValues,
  type TimeEntry,
  type TimesheetEmployee,
  type Timesheets,
  type TimesheetsValues,
  type WorkOrderPhoto,
} from '@groundwork/domain/dispatch';
import { serializeCsv } from '@groundwork/domain/csv';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { minutesOf, type WorkOrderReason, type WorkOrderStatus } from '@groundwork/domain/orders';
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companyInformation,
  crewMembers,
  crews,
  customerProperties,
  customers,
  employees,
  jobs,
  products,
  workOrderMaterials,
  workOrderPhotos,
  workOrderTimeEntries,
  workOrders,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { crewScope } from '../../lib/crew-scope';
import { lineProducts, requireApplicationRecords, sendCopiesOfOrder } from '../../lib/application-records';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { reencodePhoto } from '../../lib/images';
import { isSameVersion } from '../../lib/stale-write';
import {
  endOfRoute,
  lockedOrder,
  lockJobs,
  movedStatusFields,
  nextVersion,
  requestedMove,
  syncVisitWithOrder,
  touchJobs,
  type WorkOrderRow,
} from '../../lib/work-orders';
import { publishEvent, workOrderEventData } from '../../lib/webhook-events';
import type { RequestContext } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';

/**
 * End of day (docs/dispatch.md): the crew leader records their crews' day — start, complete with hours and
 * materials, skip, photos — and the office reviews it, reschedules what was not done and approves timesheets.
 * A crew leader is the employee whose e-mail is their sign-in e-mail; they see and record only the orders of the
 * crews they are on (another crew's order is 404, as another company's is).
 */

const orderNotFound = () => new AppError('NOT_FOUND', 'Work order not found');
const notFoundField = (field: string, what: string) => new AppError('NOT_FOUND', `${what} not found.`, { fieldErrors: { [field]: [`${what} not found`] } });
const staleOrder = () => new AppError('CONFLICT', 'This work order was changed by someone else. Reload it and try again.');

/** The property's address on one line, as the orders area shows it ('' without a property). */
const addressSql = sql<string>`coalesce(concat_ws(', ',
  nullif(trim(${customerProperties.street}), ''),
  nullif(trim(${customerProperties.street2}), ''),
  nullif(concat_ws(', ', nullif(trim(${customerProperties.city}), ''), nullif(trim(concat_ws(' ', ${customerProperties.state}, ${customerProperties.zipCode})), '')), '')
), '')`;
const customerNameSql = sql<string>`coalesce(${customers.displayName}, '')`;
const employeeNameSql = sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`;
const customerJoin = and(eq(customers.companyId, workOrders.companyId), eq(customers.id, workOrders.customerId));
const propertyJoin = and(eq(customerProperties.companyId, workOrders.companyId), eq(customerProperties.id, workOrders.propertyId));

export function requireOffice(ctx: RequestContext): RequestContext {
  if (!isOfficeRole(ctx.role)) throw new AppError('FORBIDDEN', DISPATCH_OFFICE_ONLY_MESSAGE);
  return ctx;
}

export interface PhotoUpload {
  caption: string;
  bytes: Buffer;
}

/** `mail` carries the customers' copies of the application records on a completed visit (lib/application-records). */
export function createDispatchService(db: Db, mail?: Mailer) {
  async function timeZoneOf(companyId: string): Promise<string> {
    const [row] = await db
      .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'` })
      .from(companyInformation)
      .where(eq(companyInformation.companyId, companyId));
    return usableTimeZone(row?.timeZone);
  }

  /** The order, locked (after its job), if the caller (of crewScope `scope`) may record on it; 404 otherwise. */
  async function lockedFieldOrder(tx: Db, ctx: RequestContext, id: string, scope: string[] | null): Promise<WorkOrderRow> {
    const order = await lockedOrder(tx, ctx.companyId, id);
    if (scope && (!order.crewId || !scope.includes(order.crewId))) throw orderNotFound();
    return order;
  }

  async function requireFieldOrder(ctx: RequestContext, id: string): Promise<WorkOrderRow> {
    const scope = await crewScope(db, ctx);
    const [order] = await db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)))
      .limit(1);
    if (!order || (scope && (!order.crewId || !scope.includes(order.crewId)))) throw orderNotFound();
    return order;
  }

  // ── Reading what was recorded ─────────────────────────────────────────────────────────
  async function timeEntriesOf(companyId: string, orderIds: readonly string[]): Promise<Map<string, TimeEntry[]>> {
    const byOrder = new Map<string, TimeEntry[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select({
        id: workOrderTimeEntries.id,
        orderId: workOrderTimeEntries.workOrderId,
        employeeId: workOrderTimeEntries.employeeId,
        employeeName: employeeNameSql,
        date: workOrderTimeEntries.workDate,
        clockIn: workOrderTimeEntries.clockIn,
        clockOut: workOrderTimeEntries.clockOut,
        minutes: workOrderTimeEntries.minutes,
        approvedAt: workOrderTimeEntries.approvedAt,
      })
      .from(workOrderTimeEntries)
      .innerJoin(employees, and(eq(employees.companyId, workOrderTimeEntries.companyId), eq(employees.id, workOrderTimeEntries.employeeId)))
      .where(and(eq(workOrderTimeEntries.companyId, companyId), inArray(workOrderTimeEntries.workOrderId, [...orderIds])))
      // Clocked entries by clock-in, then typed hours (no clock-in sorts last), by name: one insert shares created_at.
      .orderBy(asc(workOrderTimeEntries.workDate), asc(workOrderTimeEntries.clockIn), asc(employees.lastName), asc(employees.firstName), asc(workOrderTimeEntries.id));
    for (const row of rows) {
      const list = byOrder.get(row.orderId) ?? [];
      list.push(timeEntryView(row));
      byOrder.set(row.orderId, list);
    }
    return byOrder;
  }

  async function materialsOf(companyId: string, orderIds: readonly string[]): Promise<Map<string, MaterialUse[]>> {
    const byOrder = new Map<string, MaterialUse[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(workOrderMaterials)
      .where(and(eq(workOrderMaterials.companyId, companyId), inArray(workOrderMaterials.workOrderId, [...orderIds])))
      .orderBy(asc(workOrderMaterials.name), asc(workOrderMaterials.id));
    for (const row of rows) {
      const list = byOrder.get(row.workOrderId) ?? [];
      list.push({ id: row.id, lineId: row.lineId, productId: row.productId, name: row.name, quantity: Number(row.quantity) });
      byOrder.set(row.workOrderId, list);
    }
    return byOrder;
  }

  const photoColumns = {
    id: workOrderPhotos.id,
    workOrderId: workOrderPhotos.workOrderId,
    contentType: workOrderPhotos.contentType,
    width: workOrderPhotos.width,
    height: workOrderPhotos.height,
    byteSize: workOrderPhotos.byteSize,
    caption: workOrderPhotos.caption,
    createdAt: workOrderPhotos.createdAt,
  };
  const photoView = (row: { createdAt: Date } & Omit<WorkOrderPhoto, 'createdAt'>): WorkOrderPhoto => ({ ...row, createdAt: row.createdAt.toISOString() });

  async function photosOf(companyId: string, orderIds: readonly string[]): Promise<Map<string, WorkOrderPhoto[]>> {
    const byOrder = new Map<string, WorkOrderPhoto[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select(photoColumns)
      .from(workOrderPhotos)
      .where(and(eq(workOrderPhotos.companyId, companyId), inArray(workOrderPhotos.workOrderId, [...orderIds])))
      .orderBy(asc(workOrderPhotos.createdAt), asc(workOrderPhotos.id));
    for (const row of rows) {
      const list = byOrder.get(row.workOrderId) ?? [];
      list.push(photoView(row));
      byOrder.set(row.workOrderId, list);
    }
    return byOrder;
  }

  /** The orders as the crew's day shows them, in the order of `ids`. */
  async function dispatchOrders(companyId: string, ids: readonly string[]): Promise<DispatchOrder[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        order: workOrders,
        customerName: customerNameSql,
        address: addressSql,
        jobNotes: sql<string>`coalesce(${jobs.notes}, '')`,
        jobItems: jobs.estimateItems,
        propertyState: sql<string>`coalesce(${customerProperties.state}, '')`,
      })
      .from(workOrders)
      .leftJoin(customers, customerJoin)
      .leftJoin(customerProperties, propertyJoin)
      .leftJoin(jobs, and(eq(jobs.companyId, workOrders.companyId), eq(jobs.id, workOrders.jobId)))
      .where(and(eq(workOrders.companyId, companyId), inArray(workOrders.id, [...ids])));
    const [entries, materials, photos] = await Promise.all([timeEntriesOf(companyId, ids), materialsOf(companyId, ids), photosOf(companyId, ids)]);
    // Each product line's price-book product and its category: the crew's screen asks for fertiliser and pesticide records.
    const sources = new Map(rows.map(({ order, jobItems }) => [order.id, lineProducts(jobItems ?? [])]));
    const productIds = [...new Set([...sources.values()].flatMap((lines) => [...lines.values()]))];
    const categories = new Map(
      productIds.length === 0
        ? []
        : (
            await db
              .select({ id: products.id, category: products.category })
              .from(products)
              .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)))
          ).map((product) => [product.id, product.category]),
    );
    const byId = new Map(
      rows.map(({ order, customerName, address, jobNotes, propertyState }) => [
        order.id,
        {
          id: order.id,
          number: order.number,
          title: order.title,
          customerName,
          propertyId: order.propertyId,
          serviceId: order.serviceId,
          address,
          sequence: order.sequence,
          startTime: order.startTime,
          budgetedHours: Number(order.budgetedHours),
          crewSize: order.crewSize,
          status: order.status,
          reason: order.reason,
          statusNote: order.statusNote,
          instructions: order.instructions,
          jobNotes,
          propertyState,
          lines: order.lines.map((line) => {
            const productId = sources.get(order.id)?.get(line.itemId) ?? null;
            const productCategory = productId ? (categories.get(productId) ?? null) : null;
            return { ...line, productId: productCategory ? productId : null, productCategory };
          }),
          startedAt: order.startedAt?.toISOString() ?? null,
          completedAt: order.completedAt?.toISOString() ?? null,
          timeEntries: entries.get(order.id) ?? [],
          materials: materials.get(order.id) ?? [],
          photos: photos.get(order.id) ?? [],
          updatedAt: order.updatedAt.toISOString(),
        } satisfies DispatchOrder,
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function dispatchOrder(companyId: string, id: string): Promise<DispatchOrder> {
    const [order] = await dispatchOrders(companyId, [id]);
    if (!order) throw orderNotFound();
    return order;
  }

  // ── Checking what a report names ──────────────────────────────────────────────────────
  /** Every employee named is the company's (404 on the first entry naming another's); their loaded hourly costs. */
  async function employeeCosts(companyId: string, input: CompleteWorkOrderValues): Promise<Map<string, number>> {
    const ids = [...new Set(input.timeEntries.map((entry) => entry.employeeId))];
    const rows = await db
      .select({ id: employees.id, payType: employees.payType, payRate: employees.payRate, laborBurdenPercent: employees.laborBurdenPercent })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
    const costs = new Map(rows.map((row) => [row.id, hourlyLaborCost({ payType: row.payType, payRate: Number(row.payRate), laborBurdenPercent: Number(row.laborBurdenPercent) })]));
    input.timeEntries.forEach((entry, index) => {
      if (!costs.has(entry.employeeId)) throw notFoundField(`timeEntries.${index}.employeeId`, 'Employee');
    });
    return costs;
  }

  /** Each use's name and unit cost: from the order's product line (its job's estimate line), or the company's product. */
  async function materialValues(companyId: string, order: WorkOrderRow, input: CompleteWorkOrderValues) {
    const productIds = [...new Set(input.materials.flatMap((use) => (use.productId ? [use.productId] : [])))];
    const productRows = productIds.length
      ? await db
          .select({ id: products.id, name: products.name, unitCost: products.unitCost })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)))
      : [];
    const productsById = new Map(productRows.map((row) => [row.id, row]));
    let lineCosts = new Map<string, number>();
    if (order.jobId && input.materials.some((use) => use.lineId)) {
      const [job] = await db
        .select({ items: jobs.estimateItems })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.id, order.jobId)))
        .limit(1);
      lineCosts = new Map((job?.items ?? []).map((item) => [item.id, item.cost]));
    }
    return input.materials.map((use, index) => {
      if (use.productId) {
        const product = productsById.get(use.productId);
        if (!product) throw notFoundField(`materials.${index}.productId`, 'Product');
        return { lineId: null, productId: product.id, name: product.name, quantity: use.quantity, unitCost: Number(product.unitCost) };
      }
      const line = order.lines.find((candidate) => candidate.itemId === use.lineId);
      if (!line) throw notFoundField(`materials.${index}.lineId`, 'Line');
      if (line.type !== 'product')
        throw new AppError('BUSINESS_RULE', MATERIAL_NOT_A_PRODUCT_LINE_MESSAGE, { fieldErrors: { [`materials.${index}.lineId`]: [MATERIAL_NOT_A_PRODUCT_LINE_MESSAGE] } });
      return { lineId: line.itemId, productId: null, name: line.name, quantity: use.quantity, unitCost: lineCosts.get(line.itemId) ?? 0 };
    });
  }

  /** A status move of a field order: locked, in scope, at the version the client read, along canMoveWorkOrder. */
  async function moveFieldOrder(
    ctx: RequestContext,
    id: string,
    updatedAt: string,
    to: WorkOrderStatus,
    write: (tx: Db, order: WorkOrderRow, now: Date) => Promise<{ statusNote?: string; reason?: WorkOrderReason }>,
  ): Promise<DispatchOrder> {
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const scope = await crewScope(db, ctx);
    await db.transaction(async (tx) => {
      const order = await lockedFieldOrder(tx, ctx, id, scope);
      if (!isSameVersion(order.updatedAt, updatedAt)) throw staleOrder();
      requestedMove(order.status, to);
      const now = new Date();
      const { reason, statusNote } = await write(tx, order, now);
      const fields = movedStatusFields(order, to, order, now, reason ?? null);
      const [row] = await tx
        .update(workOrders)
        .set({ ...fields, ...(statusNote !== undefined ? { statusNote } : {}), updatedAt: nextVersion(order.updatedAt) })
        .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, id)))
        .returning();
      await syncVisitWithOrder(tx, row!, now);
      await touchJobs(tx, ctx.companyId, [order.jobId], now);
      if (row!.status === 'completed') await publishEvent(tx, ctx.companyId, 'work_order.completed', workOrderEventData(row!));
    });
    return dispatchOrder(ctx.companyId, id);
  }

  // ── Timesheets ────────────────────────────────────────────────────────────────────────
  async function readTimesheets(companyId: string, from: string, to: string, employeeId?: string): Promise<Timesheets> {
    const rows = await db
      .select({
        id: workOrderTimeEntries.id,
        employeeId: workOrderTimeEntries.employeeId,
        employeeName: employeeNameSql,
        employeeNumber: employees.employeeId,
        firstName: employees.firstName,
        lastName: employees.lastName,
        date: workOrderTimeEntries.workDate,
        clockIn: workOrderTimeEntries.clockIn,
        clockOut: workOrderTimeEntries.clockOut,
        minutes: workOrderTimeEntries.minutes,
        approvedAt: workOrderTimeEntries.approvedAt,
        workOrderId: workOrders.id,
        workOrderNumber: workOrders.number,
        title: workOrders.title,
        customerName: customerNameSql,
        crewName: crews.name,
      })
      .from(workOrderTimeEntries)
      .innerJoin(employees, and(eq(employees.companyId, workOrderTimeEntries.companyId), eq(employees.id, workOrderTimeEntries.employeeId)))
      .innerJoin(workOrders, and(eq(workOrders.companyId, workOrderTimeEntries.companyId), eq(workOrders.id, workOrderTimeEntries.workOrderId)))
      .leftJoin(customers, customerJoin)
      .leftJoin(crews, and(eq(crews.companyId, workOrders.companyId), eq(crews.id, workOrders.crewId)))
      .where(
        and(
          eq(workOrderTimeEntries.companyId, companyId),
          gte(workOrderTimeEntries.workDate, from),
          lte(workOrderTimeEntries.workDate, to),
          employeeId ? eq(workOrderTimeEntries.employeeId, employeeId) : undefined,
        ),
      )
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id), asc(workOrderTimeEntries.workDate), asc(workOrderTimeEntries.clockIn), asc(workOrders.number));
    const byEmployee = new Map<string, { employeeNumber: string; name: string; entries: TimesheetEmployee['entries'] }>();
    for (const row of rows) {
      const sheet = byEmployee.get(row.employeeId) ?? { employeeNumber: row.employeeNumber, name: row.employeeName, entries: [] };
      sheet.entries.push({
        ...timeEntryView(row),
        workOrderId: row.workOrderId,
        workOrderNumber: row.workOrderNumber,
        title: row.title,
        customerName: row.customerName,
        crewName: row.crewName,
      });
      byEmployee.set(row.employeeId, sheet);
    }
    let total = 0;
    const sheets: TimesheetEmployee[] = [...byEmployee].map(([id, sheet]) => {
      const totals = timesheetTotals(
        sheet.entries.map((entry) => ({ date: entry.date, minutes: entry.minutes, approved: entry.approved })),
        from,
        to,
      );
      total += totals.totalMinutes;
      return { employeeId: id, employeeNumber: sheet.employeeNumber, name: sheet.name, ...totals, approved: sheet.entries.every((entry) => entry.approved), entries: sheet.entries };
    });
    return { from, to, employees: sheets, totalMinutes: total, totalHours: hoursOf(total) };
  }

  async function requireEmployee(companyId: string, employeeId: string | undefined): Promise<void> {
    if (!employeeId) return;
    const [row] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
      .limit(1);
    if (!row) throw notFoundField('employeeId', 'Employee');
  }

  return {
    /** GET /dispatch/day: the caller's crews (or one crew), their members and their orders that day in route order. */
    async day(ctx: RequestContext, query: DispatchDayValues): Promise<DispatchDay> {
      const date = query.date ?? dateIn(await timeZoneOf(ctx.companyId));
      const scope = await crewScope(db, ctx);
      if (query.crewId && scope && !scope.includes(query.crewId)) throw notFoundField('crewId', 'Crew');
      const crewIds = query.crewId ? [query.crewId] : scope;
      if (crewIds && crewIds.length === 0) return { date, crews: [] };
      const orderRows = await db
        .select({ id: workOrders.id, crewId: workOrders.crewId })
        .from(workOrders)
        .where(
          and(
            eq(workOrders.companyId, ctx.companyId),
            eq(workOrders.date, date),
            ne(workOrders.status, 'cancelled'),
            crewIds ? inArray(workOrders.crewId, crewIds) : sql`${workOrders.crewId} is not null`,
          ),
        )
        .orderBy(asc(workOrders.sequence), asc(workOrders.number));
      // A crew leader's crews are listed even on a day without orders; the office sees the crews that have work.
      const shownCrewIds = crewIds ?? [...new Set(orderRows.map((row) => row.crewId!))];
      if (shownCrewIds.length === 0) return { date, crews: [] };
      const crewRows = await db
        .select({ id: crews.id, name: crews.name })
        .from(crews)
        .where(and(eq(crews.companyId, ctx.companyId), inArray(crews.id, shownCrewIds)))
        .orderBy(asc(sql`lower(${crews.name})`));
      if (query.crewId && crewRows.length === 0) throw notFoundField('crewId', 'Crew');
      const memberRows = await db
        .select({ crewId: crewMembers.crewId, employeeId: employees.id, name: employeeNameSql, role: crewMembers.role })
        .from(crewMembers)
        .innerJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
        .where(and(eq(crewMembers.companyId, ctx.companyId), inArray(crewMembers.crewId, shownCrewIds), ne(employees.status, 'terminated')))
        .orderBy(sql`${crewMembers.role} = 'member'`, asc(employees.lastName), asc(employees.firstName));
      const orders = await dispatchOrders(
        ctx.companyId,
        orderRows.map((row) => row.id),
      );
      const crewOf = new Map(orderRows.map((row) => [row.id, row.crewId]));
      return {
        date,
        crews: crewRows.map((crew) => ({
          crewId: crew.id,
          crewName: crew.name,
          members: memberRows.filter((member) => member.crewId === crew.id).map(({ employeeId, name, role }) => ({ employeeId, name, role })),
          orders: orders.filter((order) => crewOf.get(order.id) === crew.id),
        })),
      };
    },

    /** POST /orders/{id}/start. */
    start(ctx: RequestContext, id: string, updatedAt: string): Promise<DispatchOrder> {
      return moveFieldOrder(ctx, id, updatedAt, 'in_progress', async () => ({}));
    },

    /**
     * POST /orders/{id}/complete: the order's time entries and materials become these (approved hours are payroll's:
     * 422), each entry at the employee's loaded hourly cost now, and the order is completed. A fertiliser or pesticide
     * among the materials needs its complete application record on the order first (422), and completing e-mails the
     * customer their copies (lib/application-records).
     */
    async complete(ctx: RequestContext, id: string, input: CompleteWorkOrderValues): Promise<DispatchOrder> {
      const current = await requireFieldOrder(ctx, id);
      const costs = await employeeCosts(ctx.companyId, input);
      const uses = await materialValues(ctx.companyId, current, input);
      const timeZone = await timeZoneOf(ctx.companyId);
      return moveFieldOrder(ctx, id, input.updatedAt, 'completed', async (tx, order, now) => {
        const [approved] = await tx
          .select({ count: count() })
          .from(workOrderTimeEntries)
          .where(and(eq(workOrderTimeEntries.companyId, ctx.companyId), eq(workOrderTimeEntries.workOrderId, id), sql`${workOrderTimeEntries.approvedAt} is not null`));
        if (Number(approved?.count ?? 0) > 0) throw new AppError('BUSINESS_RULE', APPROVED_HOURS_LOCKED_MESSAGE);
        // A fertiliser or pesticide used needs its complete application record first (the state's law).
        await requireApplicationRecords(tx, ctx.companyId, order, input.materials);
        await tx.delete(workOrderTimeEntries).where(and(eq(workOrderTimeEntries.companyId, ctx.companyId), eq(workOrderTimeEntries.workOrderId, id)));
        await tx.delete(workOrderMaterials).where(and(eq(workOrderMaterials.companyId, ctx.companyId), eq(workOrderMaterials.workOrderId, id)));
        const fallbackDate = order.date ?? dateIn(timeZone, now);
        await tx.insert(workOrderTimeEntries).values(
          input.timeEntries.map((entry) => ({
            companyId: ctx.companyId,
            workOrderId: id,
            employeeId: entry.employeeId,
            workDate: entry.clockIn ? dateIn(timeZone, new Date(entry.clockIn)) : fallbackDate,
            clockIn: entry.clockIn ? new Date(entry.clockIn) : null,
            clockOut: entry.clockOut ? new Date(entry.clockOut) : null,
            minutes: entryMinutes(entry),
            hourlyCost: costs.get(entry.employeeId)!.toFixed(4),
            createdBy: ctx.userId,
          })),
        );
        if (uses.length > 0)
          await tx.insert(workOrderMaterials).values(
            uses.map((use) => ({ companyId: ctx.companyId, workOrderId: id, ...use, quantity: use.quantity.toFixed(4), unitCost: use.unitCost.toFixed(4) })),
          );
        if (mail) await sendCopiesOfOrder(tx, mail, ctx.companyId, id);
        return input.notes !== undefined ? { statusNote: input.notes } : {};
      });
    },

    /** POST /orders/{id}/skip: not done today, with a reason. */
    skip(ctx: RequestContext, id: string, input: SkipWorkOrderValues): Promise<DispatchOrder> {
      return moveFieldOrder(ctx, id, input.updatedAt, 'skipped', async () => ({ reason: input.reason, statusNote: input.note ?? '' }));
    },

    async photos(ctx: RequestContext, id: string): Promise<WorkOrderPhoto[]> {
      await requireFieldOrder(ctx, id);
      return (await photosOf(ctx.companyId, [id])).get(id) ?? [];
    },

    /** POST /orders/{id}/photos: decoded and re-encoded like a logo (what does not decode is 400). */
    async addPhoto(ctx: RequestContext, id: string, upload: PhotoUpload): Promise<WorkOrderPhoto> {
      await requireFieldOrder(ctx, id);
      const scope = await crewScope(db, ctx);
      const image = await reencodePhoto(upload.bytes);
      return db.transaction(async (tx) => {
        await lockedFieldOrder(tx, ctx, id, scope);
        const [existing] = await tx
          .select({ count: count() })
          .from(workOrderPhotos)
          .where(and(eq(workOrderPhotos.companyId, ctx.companyId), eq(workOrderPhotos.workOrderId, id)));
        if (Number(existing?.count ?? 0) >= MAX_PHOTOS_PER_ORDER) throw new AppError('BUSINESS_RULE', TOO_MANY_PHOTOS_MESSAGE);
        const [row] = await tx
          .insert(workOrderPhotos)
          .values({
            companyId: ctx.companyId,
            workOrderId: id,
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            byteSize: image.bytes.length,
            bytes: image.bytes,
            caption: upload.caption,
            createdBy: ctx.userId,
          })
          .returning(photoColumns);
        return photoView(row!);
      });
    },

    async photo(ctx: RequestContext, id: string, photoId: string): Promise<{ contentType: string; bytes: Buffer }> {
      await requireFieldOrder(ctx, id);
      const [row] = await db
        .select({ contentType: workOrderPhotos.contentType, bytes: workOrderPhotos.bytes })
        .from(workOrderPhotos)
        .where(and(eq(workOrderPhotos.companyId, ctx.companyId), eq(workOrderPhotos.workOrderId, id), eq(workOrderPhotos.id, photoId)))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND_MESSAGE);
      return row;
    },

    async deletePhoto(ctx: RequestContext, id: string, photoId: string): Promise<{ id: string }> {
      await requireFieldOrder(ctx, id);
      const deleted = await db
        .delete(workOrderPhotos)
        .where(and(eq(workOrderPhotos.companyId, ctx.companyId), eq(workOrderPhotos.workOrderId, id), eq(workOrderPhotos.id, photoId)))
        .returning({ id: workOrderPhotos.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', PHOTO_NOT_FOUND_MESSAGE);
      return { id: photoId };
    },

    /** GET /dispatch/review: each crew's day, planned against what happened. */
    async review(ctx: RequestContext, query: DispatchReviewValues): Promise<DispatchReview> {
      requireOffice(ctx);
      const date = query.date ?? dateIn(await timeZoneOf(ctx.companyId));
      const rows = await db
        .select({
          order: workOrders,
          customerName: customerNameSql,
          address: addressSql,
          crewName: crews.name,
          actualMinutes: sql<number>`coalesce((select sum(e.minutes) from work_order_time_entries e where e.company_id = ${workOrders.companyId} and e.work_order_id = ${workOrders.id}), 0)::int`,
        })
        .from(workOrders)
        .leftJoin(customers, customerJoin)
        .leftJoin(customerProperties, propertyJoin)
        .leftJoin(crews, and(eq(crews.companyId, workOrders.companyId), eq(crews.id, workOrders.crewId)))
        .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.date, date), ne(workOrders.status, 'cancelled')))
        .orderBy(sql`${crews.name} is null`, asc(sql`lower(${crews.name})`), asc(workOrders.crewId), asc(workOrders.sequence), asc(workOrders.number));
      const groups = new Map<string, { crewId: string | null; crewName: string; orders: Array<ReviewOrder & { budgetedMinutes: number; actualMinutes: number }> }>();
      for (const row of rows) {
        const key = row.order.crewId ?? 'none';
        const group = groups.get(key) ?? { crewId: row.order.crewId, crewName: row.crewName ?? 'No crew', orders: [] };
        const budgetedMinutes = minutesOf(Number(row.order.budgetedHours));
        const actualMinutes = Number(row.actualMinutes);
        group.orders.push({
          id: row.order.id,
          number: row.order.number,
          title: row.order.title,
          customerName: row.customerName,
          address: row.address,
          sequence: row.order.sequence,
          status: row.order.status,
          reason: row.order.reason,
          statusNote: row.order.statusNote,
          budgetedHours: Number(row.order.budgetedHours),
          actualHours: hoursOf(actualMinutes),
          overBudget: actualMinutes > budgetedMinutes,
          notCompleted: isNotCompleted(row.order.status),
          completedAt: row.order.completedAt?.toISOString() ?? null,
          updatedAt: row.order.updatedAt.toISOString(),
          budgetedMinutes,
          actualMinutes,
        });
        groups.set(key, group);
      }
      const totalsOf = (orders: ReadonlyArray<{ status: WorkOrderStatus; budgetedMinutes: number; actualMinutes: number }>) => {
        const budgeted = orders.reduce((sum, order) => sum + order.budgetedMinutes, 0);
        const actual = orders.reduce((sum, order) => sum + order.actualMinutes, 0);
        return {
          planned: orders.length,
          completed: orders.filter((order) => order.status === 'completed').length,
          skipped: orders.filter((order) => order.status === 'skipped').length,
          notCompleted: orders.filter((order) => isNotCompleted(order.status)).length,
          budgetedHours: hoursOf(budgeted),
          actualHours: hoursOf(actual),
          hoursVariance: actual >= budgeted ? hoursOf(actual - budgeted) : -hoursOf(budgeted - actual),
          overBudget: actual > budgeted,
        };
      };
      const crewsOfDay: ReviewCrew[] = [...groups.values()].map((group) => ({
        crewId: group.crewId,
        crewName: group.crewName,
        ...totalsOf(group.orders),
        orders: group.orders.map(({ budgetedMinutes: _budgeted, actualMinutes: _actual, ...order }) => order),
      }));
      return { date, crews: crewsOfDay, totals: totalsOf([...groups.values()].flatMap((group) => group.orders)) };
    },

    /** POST /dispatch/reschedule: not-completed orders to another day in one step, all or none. */
    async reschedule(ctx: RequestContext, input: RescheduleValues) {
      requireOffice(ctx);
      if (input.crewId) {
        const [crew] = await db
          .select({ id: crews.id })
          .from(crews)
          .where(and(eq(crews.companyId, ctx.companyId), eq(crews.id, input.crewId)))
          .limit(1);
        if (!crew) throw notFoundField('crewId', 'Crew');
      }
      return db.transaction(async (tx) => {
        const heads = await tx
          .select({ id: workOrders.id, jobId: workOrders.jobId })
          .from(workOrders)
          .where(and(eq(workOrders.companyId, ctx.companyId), inArray(workOrders.id, input.orderIds)));
        if (heads.length !== input.orderIds.length) throw notFoundField('orderIds', 'Work order');
        await lockJobs(
          tx,
          ctx.companyId,
          heads.map((head) => head.jobId),
        );
        const orders = await tx
          .select()
          .from(workOrders)
          .where(and(eq(workOrders.companyId, ctx.companyId), inArray(workOrders.id, input.orderIds)))
          .orderBy(asc(workOrders.date), asc(workOrders.sequence), asc(workOrders.number))
          .for('update');
        const refused = orders.filter((order) => !isReschedulable(order.status)).length;
        if (refused > 0) throw new AppError('BUSINESS_RULE', RESCHEDULE_REFUSED_MESSAGE(refused));
        const now = new Date();
        const nextPlace = new Map<string, number>();
        const moved = [];
        for (const order of orders) {
          const crewId = input.crewId ?? order.crewId;
          const plan = { date: input.date, crewId };
          let sequence = 0;
          if (crewId) {
            sequence = nextPlace.get(crewId) ?? (await endOfRoute(tx, ctx.companyId, crewId, input.date, order.id));
            nextPlace.set(crewId, sequence + 1);
          }
          const fields = movedStatusFields(order, 'scheduled', plan, now);
          const [row] = await tx
            .update(workOrders)
            .set({ ...fields, crewId, date: input.date, sequence, updatedAt: nextVersion(order.updatedAt) })
            .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, order.id)))
            .returning();
          await syncVisitWithOrder(tx, row!, now);
          moved.push({ id: row!.id, number: row!.number, crewId: row!.crewId, date: input.date, sequence: row!.sequence, status: row!.status, updatedAt: row!.updatedAt.toISOString() });
        }
        await touchJobs(
          tx,
          ctx.companyId,
          orders.map((order) => order.jobId),
          now,
        );
        const position = new Map(input.orderIds.map((orderId, index) => [orderId, index]));
        return moved.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
      });
    },

    /** GET /timesheets. */
    async timesheets(ctx: RequestContext, query: TimesheetsValues): Promise<Timesheets> {
      requireOffice(ctx);
      await requireEmployee(ctx.companyId, query.employeeId);
      return readTimesheets(ctx.companyId, query.from, query.to, query.employeeId);
    },

    /** POST /timesheets/approve: the entries named, or a period's (of one employee or everyone). */
    async approve(ctx: RequestContext, input: ApproveTimesheetsValues): Promise<{ approved: number; timesheets: Timesheets }> {
      requireOffice(ctx);
      await requireEmployee(ctx.companyId, input.employeeId);
      const now = new Date();
      let from = input.from!;
      let to = input.to!;
      let scope = and(
        eq(workOrderTimeEntries.companyId, ctx.companyId),
        gte(workOrderTimeEntries.workDate, from),
        lte(workOrderTimeEntries.workDate, to),
        input.employeeId ? eq(workOrderTimeEntries.employeeId, input.employeeId) : undefined,
      );
      if (input.entryIds) {
        const found = await db
          .select({ id: workOrderTimeEntries.id, date: workOrderTimeEntries.workDate })
          .from(workOrderTimeEntries)
          .where(and(eq(workOrderTimeEntries.companyId, ctx.companyId), inArray(workOrderTimeEntries.id, input.entryIds)));
        if (found.length !== input.entryIds.length) throw notFoundField('entryIds', 'Time entry');
        const dates = found.map((entry) => entry.date).sort();
        from = dates[0]!;
        to = dates[dates.length - 1]!;
        scope = and(eq(workOrderTimeEntries.companyId, ctx.companyId), inArray(workOrderTimeEntries.id, input.entryIds));
      }
      const approved = await db
        .update(workOrderTimeEntries)
        .set({ approvedAt: now, approvedBy: ctx.userId })
        .where(and(scope, isNull(workOrderTimeEntries.approvedAt)))
        .returning({ id: workOrderTimeEntries.id });
      return { approved: approved.length, timesheets: await readTimesheets(ctx.companyId, from, to, input.employeeId) };
    },

    /** GET /timesheets.csv: the payroll export. */
    async timesheetsCsv(ctx: RequestContext, query: TimesheetsValues): Promise<{ fileName: string; csv: string }> {
      requireOffice(ctx);
      await requireEmployee(ctx.companyId, query.employeeId);
      const timeZone = await timeZoneOf(ctx.companyId);
      const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const sheets = await readTimesheets(ctx.companyId, query.from, query.to, query.employeeId);
      return {
        fileName: timesheetCsvFileName(query.from, query.to),
        csv: serializeCsv(
          timesheetCsvRecords(sheets, (iso) => clock.format(new Date(iso))),
          { guardFormulas: true },
        ),
      };
    },
  };
}

function timeEntryView(row: {
  id: string;
  employeeId: string;
  employeeName: string;
  date: string;
  clockIn: Date | null;
  clockOut: Date | null;
  minutes: number;
  approvedAt: Date | null;
}): TimeEntry {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    date: row.date,
    clockIn: row.clockIn?.toISOString() ?? null,
    clockOut: row.clockOut?.toISOString() ?? null,
    minutes: row.minutes,
    hours: hoursOf(row.minutes),
    approved: row.approvedAt !== null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}
