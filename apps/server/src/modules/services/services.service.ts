import {
  reorderIds,
  serviceMessages,
  type Charge,
  type ChargeInput,
  type CreateServiceInput,
  type CreateUpsaleInput,
  type Question,
  type QuestionInput,
  type ReorderInput,
  type Service,
  type ServiceDetail,
  type UpdateServiceInput,
  type Upsale,
} from '@groundwork/domain/services';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customFields, incomeDivisions, serviceCharges, serviceQuestions, services, serviceUpsales } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockCompanyScope } from '../../lib/company-lock';
import { preparedPerDb } from '../../lib/prepared';
import { isUniqueViolation } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import { ownLineReferences } from '../../lib/line-references';
import type { RequestContext } from '../../plugins/auth';

type ServiceRow = typeof services.$inferSelect;
type QuestionRow = typeof serviceQuestions.$inferSelect;
type ChargeRow = typeof serviceCharges.$inferSelect;

/** Serialises the writes that read the list's order before changing it (a new service's place, a reorder). */
const ORDER_SCOPE = 'services-order';

export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isTaxable: row.isTaxable,
    serviceClass: row.serviceClass,
    incomeAccount: row.incomeAccount,
    incomeDivisionId: row.incomeDivisionId,
    selectedCustomFieldId: row.selectedCustomFieldId,
    rateMatrixData: { matrixRows: row.rateMatrix.matrixRows, bottomSection: row.rateMatrix.bottomSection ?? null },
    recipe: row.recipe.map((line) => ({ ...line, sourceId: line.sourceId ?? null })),
    defaultVisits: row.defaultVisits,
    order: row.sortOrder,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  serviceId: row.serviceId,
  questionText: row.questionText,
  answerType: row.answerType,
  options: row.options,
  required: row.required,
  order: row.sortOrder,
});

const toCharge = (row: ChargeRow): Charge => ({
  id: row.id,
  serviceId: row.serviceId,
  description: row.description,
  amount: Number(row.amount),
  taxable: row.taxable,
  order: row.sortOrder,
});

const notFound = () => new AppError('NOT_FOUND', serviceMessages.notFound);
const duplicateName = () =>
  new AppError('CONFLICT', serviceMessages.duplicateName, { fieldErrors: { name: [serviceMessages.duplicateName] } });

/** The next position at the end of a list: max(order) + 1 among the rows `where` selects. */
async function nextOrder(executor: Db, table: PgTable, column: PgColumn, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await executor.select({ value: max(column) }).from(table).where(where);
  return Number(row?.value ?? 0) + 1;
}

/** Writes positions 1…n in the given order with one statement. */
async function renumber(executor: Db, table: PgTable, idColumn: PgColumn, orderColumn: PgColumn, companyColumn: PgColumn, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await executor.execute(
    sql`update ${table} set ${sql.identifier(orderColumn.name)} = v.position from (values ${values}) as v(id, position)
        where ${idColumn} = v.id and ${companyColumn} = ${companyId}`,
  );
}

/** GET /services: the company's services in list order, archived ones only when asked for (the bench's DB ceiling too). */
export function serviceListQuery(db: Db, includeArchived: boolean) {
  const company = eq(services.companyId, sql.placeholder('companyId'));
  return db
    .select()
    .from(services)
    .where(includeArchived ? company : and(company, eq(services.archived, false)))
    .orderBy(asc(services.sortOrder), asc(services.createdAt), asc(services.id));
}

// Built once per database: the list is what every estimate screen loads.
const preparedActiveServices = preparedPerDb((db) => serviceListQuery(db, false).prepare('services_list_active'));
const preparedAllServices = preparedPerDb((db) => serviceListQuery(db, true).prepare('services_list_all'));

export function createServicesService(db: Db) {
  const serviceById = (companyId: string, id: string) => and(eq(services.companyId, companyId), eq(services.id, id));

  async function findServiceRow(executor: Db, companyId: string, id: string): Promise<ServiceRow> {
    const [row] = await executor.select().from(services).where(serviceById(companyId, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function upsalesOf(executor: Db, companyId: string, parentServiceId: string): Promise<Upsale[]> {
    const rows = await executor
      .select({
        id: serviceUpsales.id,
        parentServiceId: serviceUpsales.parentServiceId,
        serviceId: serviceUpsales.serviceId,
        serviceName: services.name,
        serviceDescription: services.description,
        order: serviceUpsales.sortOrder,
      })
      .from(serviceUpsales)
      .innerJoin(services, and(eq(services.id, serviceUpsales.serviceId), eq(services.companyId, serviceUpsales.companyId)))
      .where(and(eq(serviceUpsales.companyId, companyId), eq(serviceUpsales.parentServiceId, parentServiceId)))
      .orderBy(asc(serviceUpsales.sortOrder), asc(serviceUpsales.createdAt));
    return rows;
  }

  async function questionsOf(executor: Db, companyId: string, serviceId: string): Promise<Question[]> {
    const rows = await executor
      .select()
      .from(serviceQuestions)
      .where(and(eq(serviceQuestions.companyId, companyId), eq(serviceQuestions.serviceId, serviceId)))
      .orderBy(asc(serviceQuestions.sortOrder), asc(serviceQuestions.createdAt));
    return rows.map(toQuestion);
  }

  async function chargesOf(executor: Db, companyId: string, serviceId: string): Promise<Charge[]> {
    const rows = await executor
      .select()
      .from(serviceCharges)
      .where(and(eq(serviceCharges.companyId, companyId), eq(serviceCharges.serviceId, serviceId)))
      .orderBy(asc(serviceCharges.sortOrder), asc(serviceCharges.createdAt));
    return rows.map(toCharge);
  }

  async function detail(executor: Db, companyId: string, row: ServiceRow): Promise<ServiceDetail> {
    const [upsales, questions, charges] = [
      await upsalesOf(executor, companyId, row.id),
      await questionsOf(executor, companyId, row.id),
      await chargesOf(executor, companyId, row.id),
    ];
    return { ...toService(row), upsales, questions, charges };
  }

  /**
   * The division and the custom field must be this company's (a number field: it is the measure the matrix prices).
   * An empty income account takes the division's, so revenue books somewhere without retyping it.
   */
  async function checkedReferences(executor: Db, companyId: string, input: CreateServiceInput): Promise<{ incomeAccount: string; recipe: CreateServiceInput['recipe'] }> {
    const recipe = await ownLineReferences(executor, companyId, input.recipe, 'recipe');
    let incomeAccount = input.incomeAccount;
    if (input.incomeDivisionId) {
      const [division] = await executor
        .select({ incomeAccount: incomeDivisions.incomeAccount })
        .from(incomeDivisions)
        .where(and(eq(incomeDivisions.companyId, companyId), eq(incomeDivisions.id, input.incomeDivisionId)))
        .limit(1);
      if (!division) throw AppError.invalidField('incomeDivisionId', serviceMessages.incomeDivisionNotFound);
      if (!incomeAccount) incomeAccount = division.incomeAccount;
    }
    if (input.selectedCustomFieldId) {
      const [field] = await executor
        .select({ type: customFields.type })
        .from(customFields)
        .where(and(eq(customFields.companyId, companyId), eq(customFields.id, input.selectedCustomFieldId)))
        .limit(1);
      if (!field || field.type !== 'number') throw AppError.invalidField('selectedCustomFieldId', serviceMessages.customFieldNotFound);
    }
    return { incomeAccount, recipe };
  }

  function editableColumns(input: CreateServiceInput, { incomeAccount, recipe }: { incomeAccount: string; recipe: CreateServiceInput['recipe'] }) {
    return {
      name: input.name,
      description: input.description,
      isTaxable: input.isTaxable,
      serviceClass: input.serviceClass,
      incomeAccount,
      incomeDivisionId: input.incomeDivisionId,
      selectedCustomFieldId: input.selectedCustomFieldId,
      rateMatrix: input.rateMatrixData,
      recipe,
      defaultVisits: input.defaultVisits,
    };
  }

  async function orderedServiceIds(executor: Db, companyId: string): Promise<string[]> {
    const rows = await executor
      .select({ id: services.id })
      .from(services)
      .where(eq(services.companyId, companyId))
      .orderBy(asc(services.sortOrder), asc(services.createdAt), asc(services.id));
    return rows.map((row) => row.id);
  }

  async function listServices(ctx: RequestContext, query: { includeArchived: boolean }): Promise<Service[]> {
    const prepared = query.includeArchived ? preparedAllServices(db) : preparedActiveServices(db);
    const rows = await prepared.execute({ companyId: ctx.companyId });
    return rows.map(toService);
  }

  return {
    listServices,

    async getService(ctx: RequestContext, id: string): Promise<ServiceDetail> {
      return detail(db, ctx.companyId, await findServiceRow(db, ctx.companyId, id));
    },

    /** A new service goes to the end of the list. */
    async createService(ctx: RequestContext, input: CreateServiceInput): Promise<ServiceDetail> {
      try {
        return await db.transaction(async (tx) => {
          const checked = await checkedReferences(tx, ctx.companyId, input);
          await lockCompanyScope(tx, ORDER_SCOPE, ctx.companyId);
          const sortOrder = await nextOrder(tx, services, services.sortOrder, eq(services.companyId, ctx.companyId));
          const [row] = await tx
            .insert(services)
            .values({ companyId: ctx.companyId, ...editableColumns(input, checked), sortOrder })
            .returning();
          return { ...toService(row!), upsales: [], questions: [], charges: [] };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    /** Replaces the editable fields; a stale `updatedAt` is refused with 409 inside the UPDATE itself. */
    async updateService(ctx: RequestContext, id: string, input: UpdateServiceInput): Promise<ServiceDetail> {
      await findServiceRow(db, ctx.companyId, id);
      const checked = await checkedReferences(db, ctx.companyId, input);
      let updated: ServiceRow | undefined;
      try {
        [updated] = await db
          .update(services)
          .set({ ...editableColumns(input, checked), updatedAt: new Date() })
          .where(and(serviceById(ctx.companyId, id), unchangedSince(services.updatedAt, input.updatedAt)))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
      if (!updated) {
        await findServiceRow(db, ctx.companyId, id); // deleted meanwhile → 404
        throw new AppError('CONFLICT', serviceMessages.stale);
      }
      return detail(db, ctx.companyId, updated);
    },

    /** Archived services leave the list and pickers; nothing else about them changes. */
    async archiveService(ctx: RequestContext, id: string, archived: boolean): Promise<ServiceDetail> {
      const [row] = await db
        .update(services)
        .set({ archived, updatedAt: new Date() })
        .where(serviceById(ctx.companyId, id))
        .returning();
      if (!row) throw notFound();
      return detail(db, ctx.companyId, row);
    },

    /** Nothing outside the catalogue points at services yet, so a delete is real; its upsales, questions, charges go too. */
    async deleteService(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [row] = await db.delete(services).where(serviceById(ctx.companyId, id)).returning({ id: services.id });
      if (!row) throw notFound();
      return { id };
    },

    /** SPEC.md §4: when an id is not found nothing changes (200 with the list as it was); otherwise order is 1…n. */
    async reorderServices(ctx: RequestContext, input: ReorderInput): Promise<Service[]> {
      await db.transaction(async (tx) => {
        await lockCompanyScope(tx, ORDER_SCOPE, ctx.companyId);
        const next = reorderIds(await orderedServiceIds(tx, ctx.companyId), input);
        if (next) await renumber(tx, services, services.id, services.sortOrder, services.companyId, ctx.companyId, next);
      });
      return listServices(ctx, { includeArchived: false });
    },

    // ── Upsales ─────────────────────────────────────────────────────────────────────────
    async listUpsales(ctx: RequestContext, serviceId: string): Promise<Upsale[]> {
      await findServiceRow(db, ctx.companyId, serviceId);
      return upsalesOf(db, ctx.companyId, serviceId);
    },

    /** SPEC.md §5: the upsold service must exist (in this company, not archived); it goes to the end. */
    async addUpsale(ctx: RequestContext, parentServiceId: string, input: CreateUpsaleInput): Promise<Upsale> {
      try {
        return await db.transaction(async (tx) => {
          await findServiceRow(tx, ctx.companyId, parentServiceId);
          const [upsold] = await tx
            .select({ id: services.id, archived: services.archived })
            .from(services)
            .where(serviceById(ctx.companyId, input.serviceId))
            .limit(1);
          if (!upsold || upsold.archived) {
            throw new AppError('NOT_FOUND', serviceMessages.notFound, { fieldErrors: { serviceId: [serviceMessages.notFound] } });
          }
          if (upsold.id === parentServiceId) {
            throw new AppError('BUSINESS_RULE', serviceMessages.upsaleSelf, { fieldErrors: { serviceId: [serviceMessages.upsaleSelf] } });
          }
          await lockCompanyScope(tx, `upsales:${parentServiceId}`, ctx.companyId);
          const sortOrder = await nextOrder(
            tx,
            serviceUpsales,
            serviceUpsales.sortOrder,
            and(eq(serviceUpsales.companyId, ctx.companyId), eq(serviceUpsales.parentServiceId, parentServiceId)),
          );
          const [created] = await tx
            .insert(serviceUpsales)
            .values({ companyId: ctx.companyId, parentServiceId, serviceId: input.serviceId, sortOrder })
            .returning({ id: serviceUpsales.id });
          return (await upsalesOf(tx, ctx.companyId, parentServiceId)).find((upsale) => upsale.id === created!.id)!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', serviceMessages.upsaleDuplicate, { fieldErrors: { serviceId: [serviceMessages.upsaleDuplicate] } });
        }
        throw error;
      }
    },

    async deleteUpsale(ctx: RequestContext, parentServiceId: string, upsaleId: string): Promise<{ id: string }> {
      await findServiceRow(db, ctx.companyId, parentServiceId);
      const [row] = await db
        .delete(serviceUpsales)
        .where(
          and(eq(serviceUpsales.companyId, ctx.companyId), eq(serviceUpsales.parentServiceId, parentServiceId), eq(serviceUpsales.id, upsaleId)),
        )
        .returning({ id: serviceUpsales.id });
      if (!row) throw new AppError('NOT_FOUND', serviceMessages.upsaleNotFound);
      return { id: upsaleId };
    },

    /** SPEC.md §4: reordering upsales renumbers order from 1 (an unknown id moves nothing, but still renumbers). */
    async reorderUpsales(ctx: RequestContext, parentServiceId: string, input: ReorderInput): Promise<Upsale[]> {
      await db.transaction(async (tx) => {
        await findServiceRow(tx, ctx.companyId, parentServiceId);
        await lockCompanyScope(tx, `upsales:${parentServiceId}`, ctx.companyId);
        const current = (await upsalesOf(tx, ctx.companyId, parentServiceId)).map((upsale) => upsale.id);
        const next = reorderIds(current, input) ?? current;
        await renumber(tx, serviceUpsales, serviceUpsales.id, serviceUpsales.sortOrder, serviceUpsales.companyId, ctx.companyId, next);
      });
      return upsalesOf(db, ctx.companyId, parentServiceId);
    },

    // ── Questions ───────────────────────────────────────────────────────────────────────
    async listQuestions(ctx: RequestContext, serviceId: string): Promise<Question[]> {
      await findServiceRow(db, ctx.companyId, serviceId);
      return questionsOf(db, ctx.companyId, serviceId);
    },

    async addQuestion(ctx: RequestContext, serviceId: string, input: QuestionInput): Promise<Question> {
      return db.transaction(async (tx) => {
        await findServiceRow(tx, ctx.companyId, serviceId);
        await lockCompanyScope(tx, `questions:${serviceId}`, ctx.companyId);
        const sortOrder = await nextOrder(
          tx,
          serviceQuestions,
          serviceQuestions.sortOrder,
          and(eq(serviceQuestions.companyId, ctx.companyId), eq(serviceQuestions.serviceId, serviceId)),
        );
        const [row] = await tx
          .insert(serviceQuestions)
          .values({ companyId: ctx.companyId, serviceId, ...input, sortOrder })
          .returning();
        return toQuestion(row!);
      });
    },

    async updateQuestion(ctx: RequestContext, serviceId: string, questionId: string, input: QuestionInput): Promise<Question> {
      await findServiceRow(db, ctx.companyId, serviceId);
      const [row] = await db
        .update(serviceQuestions)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(serviceQuestions.companyId, ctx.companyId), eq(serviceQuestions.serviceId, serviceId), eq(serviceQuestions.id, questionId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', serviceMessages.questionNotFound);
      return toQuestion(row);
    },

    async deleteQuestion(ctx: RequestContext, serviceId: string, questionId: string): Promise<{ id: string }> {
      await findServiceRow(db, ctx.companyId, serviceId);
      const [row] = await db
        .delete(serviceQuestions)
        .where(and(eq(serviceQuestions.companyId, ctx.companyId), eq(serviceQuestions.serviceId, serviceId), eq(serviceQuestions.id, questionId)))
        .returning({ id: serviceQuestions.id });
      if (!row) throw new AppError('NOT_FOUND', serviceMessages.questionNotFound);
      return { id: questionId };
    },

    // ── Charges ─────────────────────────────────────────────────────────────────────────
    async listCharges(ctx: RequestContext, serviceId: string): Promise<Charge[]> {
      await findServiceRow(db, ctx.companyId, serviceId);
      return chargesOf(db, ctx.companyId, serviceId);
    },

    async addCharge(ctx: RequestContext, serviceId: string, input: ChargeInput): Promise<Charge> {
      return db.transaction(async (tx) => {
        await findServiceRow(tx, ctx.companyId, serviceId);
        await lockCompanyScope(tx, `charges:${serviceId}`, ctx.companyId);
        const sortOrder = await nextOrder(
          tx,
          serviceCharges,
          serviceCharges.sortOrder,
          and(eq(serviceCharges.companyId, ctx.companyId), eq(serviceCharges.serviceId, serviceId)),
        );
        const [row] = await tx
          .insert(serviceCharges)
          .values({ companyId: ctx.companyId, serviceId, description: input.description, amount: input.amount.toFixed(2), taxable: input.taxable, sortOrder })
          .returning();
        return toCharge(row!);
      });
    },

    async updateCharge(ctx: RequestContext, serviceId: string, chargeId: string, input: ChargeInput): Promise<Charge> {
      await findServiceRow(db, ctx.companyId, serviceId);
      const [row] = await db
        .update(serviceCharges)
        .set({ description: input.description, amount: input.amount.toFixed(2), taxable: input.taxable, updatedAt: new Date() })
        .where(and(eq(serviceCharges.companyId, ctx.companyId), eq(serviceCharges.serviceId, serviceId), eq(serviceCharges.id, chargeId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', serviceMessages.chargeNotFound);
      return toCharge(row);
    },

    async deleteCharge(ctx: RequestContext, serviceId: string, chargeId: string): Promise<{ id: string }> {
      await findServiceRow(db, ctx.companyId, serviceId);
      const [row] = await db
        .delete(serviceCharges)
        .where(and(eq(serviceCharges.companyId, ctx.companyId), eq(serviceCharges.serviceId, serviceId), eq(serviceCharges.id, chargeId)))
        .returning({ id: serviceCharges.id });
      if (!row) throw new AppError('NOT_FOUND', serviceMessages.chargeNotFound);
      return { id: chargeId };
    },
  };
}
