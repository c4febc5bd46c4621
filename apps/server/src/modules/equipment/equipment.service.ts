import {
  equipmentCostPerHour,
  equipmentMessages,
  outOfServiceTaskTitle,
  type CreateEquipmentInput,
  type Equipment,
  type ListEquipmentQuery,
  type UpdateEquipmentInput,
} from '@groundwork/domain/equipment';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipment } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { isUniqueViolation } from '../../lib/db-errors';
import { companyToday } from '../../lib/company-today';
import { unchangedSince } from '../../lib/stale-write';
import { raiseTicket } from '../../lib/tickets';
import type { RequestContext } from '../../plugins/auth';

type EquipmentRow = typeof equipment.$inferSelect;

/** A stored unit with its cost per hour worked out by the one domain formula. */
export function toEquipment(row: EquipmentRow): Equipment {
  // numeric columns come back as decimal strings ("14000.00"); 2 decimals print exactly as a number.
  const costs = {
    purchasePrice: Number(row.purchasePrice),
    resaleValue: row.resaleValue === null ? null : Number(row.resaleValue),
    expectedLifeYears: Number(row.expectedLifeYears),
    annualBillableHours: Number(row.annualBillableHours),
    fuelPerYear: Number(row.fuelPerYear),
    repairsPerYear: Number(row.repairsPerYear),
    insurancePerYear: Number(row.insurancePerYear),
  };
  const cost = equipmentCostPerHour(costs);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    make: row.make,
    model: row.model,
    serialNumber: row.serialNumber,
    ...costs,
    status: row.status,
    outOfServiceReason: row.outOfServiceReason,
    maintenanceNotes: row.maintenanceNotes,
    lastServiceDate: row.lastServiceDate,
    nextServiceDate: row.nextServiceDate,
    costPerHour: cost.costPerHour,
    annualCost: cost.annualCost,
    costPerHourReason: cost.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of a create or update body (numbers go to numeric columns as exact decimal strings). */
function columnsOf(input: CreateEquipmentInput) {
  return {
    name: input.name,
    type: input.type,
    make: input.make,
    model: input.model,
    serialNumber: input.serialNumber,
    purchasePrice: String(input.purchasePrice),
    resaleValue: input.resaleValue === null ? null : String(input.resaleValue),
    expectedLifeYears: String(input.expectedLifeYears),
    annualBillableHours: String(input.annualBillableHours),
    fuelPerYear: String(input.fuelPerYear),
    repairsPerYear: String(input.repairsPerYear),
    insurancePerYear: String(input.insurancePerYear),
    status: input.status,
    // Only an out-of-service unit keeps a reason.
    outOfServiceReason: input.status === 'out_of_service' ? input.outOfServiceReason : null,
    maintenanceNotes: input.maintenanceNotes,
    lastServiceDate: input.lastServiceDate,
    nextServiceDate: input.nextServiceDate,
  };
}

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('CONFLICT', equipmentMessages.duplicateName, { fieldErrors: { name: [equipmentMessages.duplicateName] } });
  }
  throw error;
}

/**
 * The maintenance task a unit going out of service raises (inside the transaction that changes it): about the unit,
 * high priority, due the company's today, unassigned for the office to hand out; the reason is its description.
 */
export async function raiseOutOfServiceTask(tx: Db, ctx: RequestContext, unit: EquipmentRow, today: string) {
  return raiseTicket(tx, ctx.companyId, {
    title: outOfServiceTaskTitle(unit.name),
    description: unit.outOfServiceReason ?? '',
    type: 'maintenance',
    priority: 'high',
    status: 'open',
    dueDate: today,
    subjectKind: 'equipment',
    subjectId: unit.id,
    createdByUserId: ctx.userId,
  });
}

export function createEquipmentService(db: Db) {
  async function findEquipment(ctx: RequestContext, id: string): Promise<EquipmentRow> {
    const [row] = await db.select().from(equipment).where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, id)));
    if (!row) throw new AppError('NOT_FOUND', equipmentMessages.notFound);
    return row;
  }

  return {
    /** The whole fleet (tens of units), sorted by name. */
    async listEquipment(ctx: RequestContext, query: ListEquipmentQuery): Promise<{ equipment: Equipment[] }> {
      const conditions: SQL[] = [eq(equipment.companyId, ctx.companyId)];
      if (query.type) conditions.push(eq(equipment.type, query.type));
      if (query.status) conditions.push(eq(equipment.status, query.status));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(equipment.name, pattern), ilike(equipment.make, pattern), ilike(equipment.model, pattern), ilike(equipment.serialNumber, pattern))!);
      }
      const rows = await db
        .select()
        .from(equipment)
        .where(and(...conditions))
        .orderBy(asc(sql`lower(${equipment.name})`), asc(equipment.id));
      return { equipment: rows.map(toEquipment) };
    },

    async getEquipment(ctx: RequestContext, id: string): Promise<Equipment> {
      return toEquipment(await findEquipment(ctx, id));
    },

    async createEquipment(ctx: RequestContext, input: CreateEquipmentInput): Promise<Equipment> {
      try {
        const today = input.status === 'out_of_service' ? await companyToday(db, ctx.companyId) : '';
        return await db.transaction(async (tx) => {
          const now = new Date();
          const [row] = await tx
            .insert(equipment)
            .values({ companyId: ctx.companyId, ...columnsOf(input), createdAt: now, updatedAt: now })
            .returning();
          if (row!.status === 'out_of_service') await raiseOutOfServiceTask(tx, ctx, row!, today);
          return toEquipment(row!);
        });
      } catch (error) {
        return duplicateName(error);
      }
    },

    /** Every field at once, only if nobody saved the unit since the client read it (else 409). */
    async updateEquipment(ctx: RequestContext, id: string, input: UpdateEquipmentInput): Promise<Equipment> {
      const before = await findEquipment(ctx, id);
      const today = input.status === 'out_of_service' ? await companyToday(db, ctx.companyId) : '';
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(equipment)
            .set({ ...columnsOf(input), updatedAt: new Date() })
            .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, id), unchangedSince(equipment.updatedAt, input.updatedAt)))
            .returning();
          if (!row) throw new AppError('CONFLICT', equipmentMessages.stale);
          // Going out of service (not staying there) raises the maintenance task, as PUT /equipment/{id}/status does.
          if (row.status === 'out_of_service' && before.status !== 'out_of_service') await raiseOutOfServiceTask(tx, ctx, row, today);
          return toEquipment(row);
        });
      } catch (error) {
        return duplicateName(error);
      }
    },

    /** Removes the unit for good (the web asks to confirm first). */
    async deleteEquipment(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(equipment)
        .where(and(eq(equipment.companyId, ctx.companyId), eq(equipment.id, id)))
        .returning({ id: equipment.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', equipmentMessages.notFound);
      return { id };
    },
  };
}
