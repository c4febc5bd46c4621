import {
  crewLoadedCostPerHour,
  crewMessages,
  type AddCrewMemberInput,
  type CreateCrewInput,
  type Crew,
  type CrewFilters,
  type CrewMember,
  type UpdateCrewInput,
  type UpdateCrewMemberInput,
} from '@groundwork/domain/crews';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crewMembers, crews, employees } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { databaseErrorCode } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import { unscheduleCrewOrders } from '../../lib/work-orders';
import type { RequestContext } from '../../plugins/auth';

type CrewRow = typeof crews.$inferSelect;

const memberColumns = {
  id: crewMembers.id,
  crewId: crewMembers.crewId,
  employeeId: crewMembers.employeeId,
  role: crewMembers.role,
  startDate: crewMembers.startDate,
  employee: {
    id: employees.id,
    firstName: employees.firstName,
    lastName: employees.lastName,
    employeeId: employees.employeeId,
    department: employees.department,
    position: employees.position,
    status: employees.status,
    payType: employees.payType,
    payRate: employees.payRate,
    laborBurdenPercent: employees.laborBurdenPercent,
  },
};

const duplicateName = () =>
  new AppError('CONFLICT', crewMessages.duplicateName, { fieldErrors: { name: [crewMessages.duplicateName] } });
const alreadyMember = () =>
  new AppError('CONFLICT', crewMessages.alreadyMember, { fieldErrors: { employeeId: [crewMessages.alreadyMember] } });

/** Unique violations name their index: the crew name, or the same employee twice on a crew. */
function translateUniqueViolation(error: unknown): never {
  if (databaseErrorCode(error) === '23505') {
    const text = String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
    if (text.includes('crews_company_name_key')) throw duplicateName();
    if (text.includes('crew_members_company_crew_employee_key')) throw alreadyMember();
    if (text.includes('crew_members_company_crew_leader_key')) throw new AppError('CONFLICT', crewMessages.stale);
  }
  throw error;
}

export function createCrewsService(db: Db) {
  async function membersOf(executor: Db, companyId: string, crewIds: string[]): Promise<Map<string, CrewMember[]>> {
    const byCrew = new Map<string, CrewMember[]>(crewIds.map((id) => [id, []]));
    if (crewIds.length === 0) return byCrew;
    const rows = await executor
      .select(memberColumns)
      .from(crewMembers)
      .innerJoin(employees, and(eq(employees.id, crewMembers.employeeId), eq(employees.companyId, crewMembers.companyId)))
      .where(and(eq(crewMembers.companyId, companyId), inArray(crewMembers.crewId, crewIds)))
      // Leader first, then by name.
      .orderBy(sql`${crewMembers.role} = 'leader' desc`, asc(employees.lastName), asc(employees.firstName), asc(crewMembers.id));
    for (const row of rows) {
      const payRate = Number(row.employee.payRate);
      const laborBurdenPercent = Number(row.employee.laborBurdenPercent);
      byCrew.get(row.crewId)?.push({
        id: row.id,
        crewId: row.crewId,
        employeeId: row.employeeId,
        role: row.role,
        startDate: row.startDate,
        employee: {
          id: row.employee.id,
          firstName: row.employee.firstName,
          lastName: row.employee.lastName,
          employeeId: row.employee.employeeId,
          department: row.employee.department,
          position: row.employee.position,
          status: row.employee.status,
          payType: row.employee.payType,
          hourlyCost: hourlyLaborCost({ payType: row.employee.payType, payRate, laborBurdenPercent }),
        },
      });
    }
    return byCrew;
  }

  function toCrew(row: CrewRow, members: CrewMember[]): Crew {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      specialization: row.specialization,
      members,
      size: members.length,
      loadedLaborCostPerHour: crewLoadedCostPerHour(members),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function findCrew(executor: Db, ctx: RequestContext, id: string): Promise<Crew> {
    const [row] = await executor.select().from(crews).where(and(eq(crews.companyId, ctx.companyId), eq(crews.id, id)));
    if (!row) throw new AppError('NOT_FOUND', crewMessages.notFound);
    return toCrew(row, (await membersOf(executor, ctx.companyId, [row.id])).get(row.id) ?? []);
  }

  /** The employee must be this company's and not terminated; it must not be on the crew yet. */
  async function addMember(tx: Db, ctx: RequestContext, crewId: string, input: AddCrewMemberInput): Promise<string> {
    const [employee] = await tx
      .select({ id: employees.id, status: employees.status })
      .from(employees)
      .where(and(eq(employees.companyId, ctx.companyId), eq(employees.id, input.employeeId)));
    if (!employee) throw AppError.invalidField('employeeId', crewMessages.employeeNotFound);
    if (employee.status === 'terminated') {
      throw new AppError('BUSINESS_RULE', crewMessages.terminatedEmployee, { fieldErrors: { employeeId: [crewMessages.terminatedEmployee] } });
    }
    const [existing] = await tx
      .select({ id: crewMembers.id })
      .from(crewMembers)
      .where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.crewId, crewId), eq(crewMembers.employeeId, input.employeeId)));
    if (existing) throw alreadyMember();
    if (input.role === 'leader') await demoteLeader(tx, ctx, crewId);
    const [created] = await tx
      .insert(crewMembers)
      .values({ companyId: ctx.companyId, crewId, employeeId: input.employeeId, role: input.role, startDate: input.startDate ?? (await companyToday(tx, ctx.companyId)) })
      .returning({ id: crewMembers.id });
    return created!.id;
  }

  /** A crew has one leader: naming a new one makes the previous leader a member. */
  async function demoteLeader(tx: Db, ctx: RequestContext, crewId: string) {
    await tx
      .update(crewMembers)
      .set({ role: 'member' })
      .where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.crewId, crewId), eq(crewMembers.role, 'leader')));
  }

  async function memberResult(tx: Db, ctx: RequestContext, crewId: string, memberId: string) {
    const crew = await findCrew(tx, ctx, crewId);
    const member = crew.members.find((candidate) => candidate.id === memberId);
    if (!member) throw new AppError('NOT_FOUND', crewMessages.memberNotFound);
    return { member, crew };
  }

  async function requireCrew(tx: Db, ctx: RequestContext, crewId: string) {
    const [row] = await tx.select({ id: crews.id }).from(crews).where(and(eq(crews.companyId, ctx.companyId), eq(crews.id, crewId)));
    if (!row) throw new AppError('NOT_FOUND', crewMessages.notFound);
  }

  return {
    /** One page of crews by name, searched (name or description) and filtered (status, specialization). */
    async listCrews(ctx: RequestContext, query: CrewFilters & { page: number; limit: number }) {
      const conditions: SQL[] = [eq(crews.companyId, ctx.companyId)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(crews.name, pattern), ilike(crews.description, pattern))!);
      }
      if (query.status) conditions.push(eq(crews.status, query.status));
      if (query.specialization) conditions.push(eq(crews.specialization, query.specialization));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(crews)
          .where(where)
          .orderBy(asc(crews.name), asc(crews.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(crews).where(where),
      ]);
      const members = await membersOf(
        db,
        ctx.companyId,
        rows.map((row) => row.id),
      );
      return {
        crews: rows.map((row) => toCrew(row, members.get(row.id) ?? [])),
        pagination: { page: query.page, limit: query.limit, total: total?.value ?? 0 },
      };
    },

    getCrew: (ctx: RequestContext, id: string) => findCrew(db, ctx, id),

    async createCrew(ctx: RequestContext, input: CreateCrewInput): Promise<Crew> {
      const leaders = input.members.filter((member) => member.role === 'leader');
      if (leaders.length > 1) throw AppError.invalidField('members', 'A crew has one leader');
      try {
        return await db.transaction(async (tx) => {
          const now = new Date();
          const [created] = await tx
            .insert(crews)
            .values({
              companyId: ctx.companyId,
              name: input.name,
              description: input.description,
              status: input.status,
              specialization: input.specialization,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: crews.id });
          for (const member of input.members) await addMember(tx, ctx, created!.id, member);
          return findCrew(tx, ctx, created!.id);
        });
      } catch (error) {
        return translateUniqueViolation(error);
      }
    },

    /** The crew's own fields; with `updatedAt`, only if nobody saved it since (else 409). */
    async updateCrew(ctx: RequestContext, id: string, input: UpdateCrewInput): Promise<Crew> {
      try {
        return await db.transaction(async (tx) => {
          await findCrew(tx, ctx, id);
          const updated = await tx
            .update(crews)
            .set({
              name: input.name,
              description: input.description,
              status: input.status,
              specialization: input.specialization,
              updatedAt: new Date(),
            })
            .where(and(eq(crews.companyId, ctx.companyId), eq(crews.id, id), unchangedSince(crews.updatedAt, input.updatedAt)))
            .returning({ id: crews.id });
          if (updated.length === 0) throw new AppError('CONFLICT', crewMessages.stale);
          return findCrew(tx, ctx, id);
        });
      } catch (error) {
        return translateUniqueViolation(error);
      }
    },

    /** Removes the crew and its memberships; the employees stay, and its work orders not started become unscheduled. */
    async deleteCrew(ctx: RequestContext, id: string) {
      return db.transaction(async (tx) => {
        await unscheduleCrewOrders(tx, ctx.companyId, id, new Date());
        const deleted = await tx
          .delete(crews)
          .where(and(eq(crews.companyId, ctx.companyId), eq(crews.id, id)))
          .returning({ id: crews.id });
        if (deleted.length === 0) throw new AppError('NOT_FOUND', crewMessages.notFound);
        return { id };
      });
    },

    async addCrewMember(ctx: RequestContext, crewId: string, input: AddCrewMemberInput) {
      try {
        return await db.transaction(async (tx) => {
          await requireCrew(tx, ctx, crewId);
          const memberId = await addMember(tx, ctx, crewId, input);
          return memberResult(tx, ctx, crewId, memberId);
        });
      } catch (error) {
        return translateUniqueViolation(error);
      }
    },

    async updateCrewMember(ctx: RequestContext, crewId: string, memberId: string, input: UpdateCrewMemberInput) {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: crewMembers.id })
          .from(crewMembers)
          .where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.crewId, crewId), eq(crewMembers.id, memberId)));
        if (!member) throw new AppError('NOT_FOUND', crewMessages.memberNotFound);
        if (input.role === 'leader') await demoteLeader(tx, ctx, crewId);
        const changes = { ...(input.role ? { role: input.role } : {}), ...(input.startDate ? { startDate: input.startDate } : {}) };
        if (Object.keys(changes).length > 0) {
          await tx
            .update(crewMembers)
            .set(changes)
            .where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.id, memberId)));
        }
        return memberResult(tx, ctx, crewId, memberId);
      });
    },

    async removeCrewMember(ctx: RequestContext, crewId: string, memberId: string) {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(crewMembers)
          .where(and(eq(crewMembers.companyId, ctx.companyId), eq(crewMembers.crewId, crewId), eq(crewMembers.id, memberId)))
          .returning({ id: crewMembers.id });
        if (deleted.length === 0) throw new AppError('NOT_FOUND', crewMessages.memberNotFound);
        return { id: memberId, crew: await findCrew(tx, ctx, crewId) };
      });
    },
  };
}
