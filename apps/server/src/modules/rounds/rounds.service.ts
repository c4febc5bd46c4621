import { formatAddress } from '@groundwork/domain/customers';
import {
  ROUND_NAME_TAKEN_MESSAGE,
  ROUND_NOT_FOUND_MESSAGE,
  optimiseRoute,
  type CreateRoundValues,
  type OptimiseRoundResult,
  type Round,
  type RoundListItem,
  type RoundStop,
  type UpdateRoundValues,
} from '@groundwork/domain/rounds';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInformation, crews, customerProperties, customers, jobs, rounds, roundStops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isSameVersion } from '../../lib/stale-write';
import { followRoundOrder, nextVersion } from '../../lib/work-orders';
import type { RequestContext } from '../../plugins/auth';

type Executor = Db;
type RoundRow = typeof rounds.$inferSelect;

const roundNotFound = () => new AppError('NOT_FOUND', ROUND_NOT_FOUND_MESSAGE);
const crewNotFound = () => new AppError('NOT_FOUND', 'Crew not found.', { fieldErrors: { crewId: ['Crew not found'] } });
const nameTaken = () => new AppError('CONFLICT', ROUND_NAME_TAKEN_MESSAGE, { fieldErrors: { name: [ROUND_NAME_TAKEN_MESSAGE] } });

const isLocated = (latitude: number | null, longitude: number | null) => latitude !== null && longitude !== null;

interface StopRow {
  propertyId: string;
  customerId: string;
  customerName: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
}

function stopView(row: StopRow): RoundStop {
  return {
    propertyId: row.propertyId,
    customerId: row.customerId,
    customerName: row.customerName,
    address: formatAddress(row),
    located: isLocated(row.latitude, row.longitude),
  };
}

/** The round's stops in driving order, with their customer and coordinates. */
async function stopsOf(executor: Executor, companyId: string, roundId: string): Promise<StopRow[]> {
  return executor
    .select({
      propertyId: roundStops.propertyId,
      customerId: customerProperties.customerId,
      customerName: sql<string>`coalesce(${customers.displayName}, '')`,
      street: customerProperties.street,
      street2: customerProperties.street2,
      city: customerProperties.city,
      state: customerProperties.state,
      zipCode: customerProperties.zipCode,
      latitude: customerProperties.latitude,
      longitude: customerProperties.longitude,
    })
    .from(roundStops)
    .innerJoin(customerProperties, and(eq(customerProperties.companyId, roundStops.companyId), eq(customerProperties.id, roundStops.propertyId)))
    .innerJoin(customers, and(eq(customers.companyId, customerProperties.companyId), eq(customers.id, customerProperties.customerId)))
    .where(and(eq(roundStops.companyId, companyId), eq(roundStops.roundId, roundId)))
    .orderBy(asc(roundStops.position));
}

async function requireCrew(executor: Executor, companyId: string, crewId: string | null): Promise<void> {
  if (crewId === null) return;
  const [row] = await executor
    .select({ id: crews.id })
    .from(crews)
    .where(and(eq(crews.companyId, companyId), eq(crews.id, crewId)))
    .limit(1);
  if (!row) throw crewNotFound();
}

/** Every stop is a property of the company; the first one that is not answers 404 on its field. */
async function requireProperties(executor: Executor, companyId: string, propertyIds: readonly string[]): Promise<void> {
  if (propertyIds.length === 0) return;
  const found = await executor
    .select({ id: customerProperties.id })
    .from(customerProperties)
    .where(and(eq(customerProperties.companyId, companyId), inArray(customerProperties.id, [...propertyIds])));
  const known = new Set(found.map((row) => row.id));
  const index = propertyIds.findIndex((id) => !known.has(id));
  if (index >= 0) throw new AppError('NOT_FOUND', 'Property not found.', { fieldErrors: { [`propertyIds.${index}`]: ['Property not found'] } });
}

async function replaceStops(executor: Executor, companyId: string, roundId: string, propertyIds: readonly string[]): Promise<void> {
  await executor.delete(roundStops).where(and(eq(roundStops.companyId, companyId), eq(roundStops.roundId, roundId)));
  if (propertyIds.length > 0)
    await executor.insert(roundStops).values(propertyIds.map((propertyId, position) => ({ companyId, roundId, propertyId, position })));
}

function roundFields(input: CreateRoundValues) {
  return {
    name: input.name,
    crewId: input.crewId,
    rhythm: input.rhythm,
    weekday: input.weekday,
    startDate: input.startDate,
    endDate: input.endDate,
    month: input.month,
    notes: input.notes ?? '',
  };
}

export function createRoundsService(db: Db) {
  async function read(executor: Executor, companyId: string, id: string): Promise<Round> {
    const [found] = await executor
      .select({ row: rounds, crewName: crews.name })
      .from(rounds)
      .leftJoin(crews, and(eq(crews.companyId, rounds.companyId), eq(crews.id, rounds.crewId)))
      .where(and(eq(rounds.companyId, companyId), eq(rounds.id, id)))
      .limit(1);
    if (!found) throw roundNotFound();
    const [stops, [jobCount]] = await Promise.all([
      stopsOf(executor, companyId, id),
      executor
        .select({ value: count() })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.roundId, id))),
    ]);
    const row = found.row;
    return {
      id: row.id,
      name: row.name,
      crewId: row.crewId,
      crewName: found.crewName,
      rhythm: row.rhythm,
      weekday: row.weekday,
      startDate: row.startDate,
      endDate: row.endDate,
      month: row.month,
      notes: row.notes,
      stops: stops.map(stopView),
      jobCount: Number(jobCount?.value ?? 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function lockedRound(tx: Executor, companyId: string, id: string): Promise<RoundRow> {
    const [row] = await tx
      .select()
      .from(rounds)
      .where(and(eq(rounds.companyId, companyId), eq(rounds.id, id)))
      .for('update')
      .limit(1);
    if (!row) throw roundNotFound();
    return row;
  }

  /** A second round of the same name, in any case (the unique index decides under concurrency) → 409 on the name. */
  async function guardName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // The stops cannot collide (the schema refuses a property twice; positions are rewritten whole): it is the name.
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    /** GET /rounds: by name, with crew, stop, located-stop and job counts. */
    async list(ctx: RequestContext): Promise<RoundListItem[]> {
      const rows = await db
        .select({
          row: rounds,
          crewName: crews.name,
          stopCount: sql<number>`(select count(*) from round_stops s where s.company_id = ${rounds.companyId} and s.round_id = ${rounds.id})`,
          locatedCount: sql<number>`(select count(*) from round_stops s join customer_properties p on p.company_id = s.company_id and p.id = s.property_id
                                      where s.company_id = ${rounds.companyId} and s.round_id = ${rounds.id} and p.latitude is not null and p.longitude is not null)`,
          jobCount: sql<number>`(select count(*) from jobs j where j.company_id = ${rounds.companyId} and j.round_id = ${rounds.id})`,
          propertyIds: sql<string[]>`(select coalesce(array_agg(s.property_id::text order by s.position), '{}'::text[]) from round_stops s
                                      where s.company_id = ${rounds.companyId} and s.round_id = ${rounds.id})`,
        })
        .from(rounds)
        .leftJoin(crews, and(eq(crews.companyId, rounds.companyId), eq(crews.id, rounds.crewId)))
        .where(eq(rounds.companyId, ctx.companyId))
        .orderBy(sql`lower(${rounds.name})`, asc(rounds.createdAt));
      return rows.map(({ row, crewName, stopCount, locatedCount, jobCount, propertyIds }) => ({
        id: row.id,
        name: row.name,
        crewId: row.crewId,
        crewName,
        rhythm: row.rhythm,
        weekday: row.weekday,
        startDate: row.startDate,
        endDate: row.endDate,
        month: row.month,
        stopCount: Number(stopCount),
        locatedCount: Number(locatedCount),
        jobCount: Number(jobCount),
        propertyIds,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    get: (ctx: RequestContext, id: string) => read(db, ctx.companyId, id),

    /** POST /rounds: the crew and every stop must be the company's (404 on the field otherwise). */
    async create(ctx: RequestContext, input: CreateRoundValues): Promise<Round> {
      await requireCrew(db, ctx.companyId, input.crewId);
      await requireProperties(db, ctx.companyId, input.propertyIds);
      return guardName(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(rounds)
            .values({ companyId: ctx.companyId, ...roundFields(input) })
            .returning({ id: rounds.id });
          await replaceStops(tx, ctx.companyId, row!.id, input.propertyIds);
          return read(tx, ctx.companyId, row!.id);
        }),
      );
    },

    /**
     * PUT /rounds/{id}: the whole round, its stops replaced in the order given (stale `updatedAt` → 409). The work
     * orders of its jobs not started yet follow the new order.
     */
    async update(ctx: RequestContext, id: string, input: UpdateRoundValues): Promise<Round> {
      await requireCrew(db, ctx.companyId, input.crewId);
      await requireProperties(db, ctx.companyId, input.propertyIds);
      return guardName(() =>
        db.transaction(async (tx) => {
          const current = await lockedRound(tx, ctx.companyId, id);
          if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
          const now = nextVersion(current.updatedAt);
          await tx
            .update(rounds)
            .set({ ...roundFields(input), updatedAt: now })
            .where(and(eq(rounds.companyId, ctx.companyId), eq(rounds.id, id)));
          await replaceStops(tx, ctx.companyId, id, input.propertyIds);
          await followRoundOrder(tx, ctx.companyId, { roundId: id }, now);
          return read(tx, ctx.companyId, id);
        }),
      );
    },

    /** DELETE /rounds/{id}: its jobs keep their visits and orders, and simply belong to no round (the foreign key). */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(rounds)
        .where(and(eq(rounds.companyId, ctx.companyId), eq(rounds.id, id)))
        .returning({ id: rounds.id });
      if (deleted.length === 0) throw roundNotFound();
      return { id };
    },

    /**
     * POST /rounds/{id}/optimise: the shortest order found from the company's yard and back (never longer than the
     * round's own), with the distance before and after; or, when the yard or some stops have no coordinates, which.
     * `apply` saves the order (and the work orders of the round's jobs follow it).
     */
    async optimise(ctx: RequestContext, id: string, input: { apply: boolean; updatedAt?: string | undefined }): Promise<OptimiseRoundResult> {
      return db.transaction(async (tx) => {
        const current = await lockedRound(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        const [info] = await tx
          .select({ scheduling: companyInformation.schedulingDetails })
          .from(companyInformation)
          .where(eq(companyInformation.companyId, ctx.companyId))
          .limit(1);
        const yard = { lat: info?.scheduling.yardLatitude ?? null, lng: info?.scheduling.yardLongitude ?? null };
        const yardMissing = yard.lat === null || yard.lng === null;
        const stops = await stopsOf(tx, ctx.companyId, id);
        const missing = stops
          .filter((stop) => !isLocated(stop.latitude, stop.longitude))
          .map((stop) => ({ propertyId: stop.propertyId, customerId: stop.customerId, customerName: stop.customerName, address: formatAddress(stop) }));
        if (yardMissing || missing.length > 0) return { ok: false, yardMissing, missing };

        const route = optimiseRoute(
          { lat: yard.lat!, lng: yard.lng! },
          stops.map((stop) => ({ id: stop.propertyId, lat: stop.latitude, lng: stop.longitude })),
        );
        // Coordinates outside the Earth cannot be stored (a check constraint), so every stop here has usable ones.
        if (!route.ok) return { ok: false, yardMissing: false, missing };
        const changed = route.order.some((propertyId, index) => stops[index]!.propertyId !== propertyId);
        if (input.apply && changed) {
          const now = nextVersion(current.updatedAt);
          await replaceStops(tx, ctx.companyId, id, route.order);
          await tx
            .update(rounds)
            .set({ updatedAt: now })
            .where(and(eq(rounds.companyId, ctx.companyId), eq(rounds.id, id)));
          await followRoundOrder(tx, ctx.companyId, { roundId: id }, now);
        }
        return { ok: true, propertyIds: route.order, beforeKm: round2(route.beforeKm), afterKm: round2(route.afterKm), applied: input.apply };
      });
    },
  };
}

/** Kilometres to 10 m: what a person compares. */
const round2 = (km: number) => Math.round(km * 100) / 100;
