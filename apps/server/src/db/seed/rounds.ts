import { roundWeekdayLabels } from '@groundwork/domain/rounds';
import { weekdayOf } from '@groundwork/domain/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { followRoundOrder } from '../../lib/work-orders';
import type { Db } from '../client';
import { companyInformation, crews, customerProperties, customers, jobs, rounds, roundStops } from '../schema';

/**
 * The demo company's rounds: the weekly mowing route's Monday and Tuesday stops become "Monday mowing" (Crew A) and
 * "Tuesday mowing" (Crew B) — named North or South by where they lie from the yard — with their mowing jobs linked, so
 * the board shows those days in the round's order; and "Fertiliser round 2", driven once in May, over a dozen placed
 * homes not on the mowing route (ready to optimise).
 */
export async function seedDemoRounds(db: Db, companyId: string): Promise<void> {
  const [info] = await db
    .select({ scheduling: companyInformation.schedulingDetails })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId));
  const yardLatitude = info?.scheduling.yardLatitude ?? 44.9606;
  const crewRows = await db.select({ id: crews.id, name: crews.name }).from(crews).where(eq(crews.companyId, companyId));
  const crewNamed = (name: string) => crewRows.find((crew) => crew.name === name)?.id ?? null;

  // The mowing route's jobs in stop order: the route positions the work-order seed gave their orders. They are the weekly
  // mowing seasons with visits still ahead (the season history's, seed/season-history.ts, are all done).
  const route = await db
    .select({
      id: jobs.id,
      propertyId: jobs.propertyId,
      instanceDate: jobs.instanceDate,
      latitude: customerProperties.latitude,
      position: sql<number>`coalesce((select min(o.sequence) from work_orders o where o.company_id = ${jobs.companyId} and o.job_id = ${jobs.id}), 0)`,
    })
    .from(jobs)
    .innerJoin(customerProperties, and(eq(customerProperties.companyId, jobs.companyId), eq(customerProperties.id, jobs.propertyId)))
    .where(
      and(
        eq(jobs.companyId, companyId),
        eq(jobs.serviceName, 'Weekly Mowing'),
        eq(jobs.frequency, 'weekly'),
        sql`exists (select 1 from job_visits v where v.company_id = ${jobs.companyId} and v.job_id = ${jobs.id} and v.status = 'scheduled')`,
      ),
    )
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
  route.sort((a, b) => Number(a.position) - Number(b.position));

  await db.transaction(async (tx) => {
    for (const [weekday, crewName] of [
      [1, 'Maintenance Crew A'],
      [2, 'Maintenance Crew B'],
    ] as const) {
      const day = route.filter((job) => weekdayOf(job.instanceDate) === weekday);
      if (day.length === 0) continue;
      const placed = day.filter((job) => job.latitude !== null);
      const north = placed.length > 0 && placed.reduce((sum, job) => sum + job.latitude!, 0) / placed.length > yardLatitude;
      const [round] = await tx
        .insert(rounds)
        .values({
          companyId,
          name: `${roundWeekdayLabels[weekday]} mowing, ${north ? 'North' : 'South'}`,
          crewId: crewNamed(crewName),
          rhythm: 'weekly',
          weekday,
          notes: 'Mow, trim and blow. Clippings mulched unless the client asked otherwise.',
        })
        .returning({ id: rounds.id });
      const propertyIds = [...new Set(day.map((job) => job.propertyId!))];
      await tx.insert(roundStops).values(propertyIds.map((propertyId, position) => ({ companyId, roundId: round!.id, propertyId, position })));
      await tx
        .update(jobs)
        .set({ roundId: round!.id })
        .where(
          and(
            eq(jobs.companyId, companyId),
            inArray(
              jobs.id,
              day.map((job) => job.id),
            ),
          ),
        );
      await followRoundOrder(tx, companyId, { roundId: round!.id }, new Date());
    }

    // Twelve placed homes not on the mowing route, in the order they were signed (optimising shortens it).
    const onRoute = new Set(route.map((job) => job.propertyId));
    const homes = await tx
      .select({ propertyId: customerProperties.id })
      .from(customerProperties)
      .innerJoin(customers, and(eq(customers.companyId, customerProperties.companyId), eq(customers.id, customerProperties.customerId)))
      .where(
        and(
          eq(customerProperties.companyId, companyId),
          eq(customerProperties.isPrimary, true),
          eq(customers.type, 'residential'),
          eq(customers.status, 'active'),
          isNotNull(customerProperties.latitude),
        ),
      )
      .orderBy(asc(customers.createdAt), asc(customers.id))
      .limit(40);
    const fertiliser = homes.filter((home) => !onRoute.has(home.propertyId)).slice(0, 12);
    const [round] = await tx
      .insert(rounds)
      .values({
        companyId,
        name: 'Fertiliser round 2',
        crewId: crewNamed('Maintenance Crew B'),
        rhythm: 'once',
        month: 5,
        notes: 'Slow-release 32-0-4 at 3 lb N per 1,000 sq ft. Flag every lawn.',
      })
      .returning({ id: rounds.id });
    if (fertiliser.length > 0)
      await tx.insert(roundStops).values(fertiliser.map((home, position) => ({ companyId, roundId: round!.id, propertyId: home.propertyId, position })));
  });
}
