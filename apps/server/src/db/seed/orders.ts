import { visitDates } from '@groundwork/domain/jobs';
import { DEFAULT_SHIFT_HOURS } from '@groundwork/domain/company-information';
import { crewAvailableHours, planningStatus, type WorkOrderStatus } from '@groundwork/domain/orders';
import { priceFromRateMatrix } from '@groundwork/domain/services';
import { addDays, roundTo, weekdayOf } from '@groundwork/domain/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dateIn, endOfDayIn, usableTimeZone } from '../../lib/dates';
import { crewSizeOf, syncVisitWithOrder, takeWorkOrderNumbers, visitOrderValues } from '../../lib/work-orders';
import type { Db } from '../client';
import { companyInformation, crews, customerProperties, customers, jobs, jobVisits, services, workOrders } from '../schema';

/**
 * The demo company's work orders, dated from the day it is seeded in its own time zone so the Orders list looks like
 * a real week: the weekly mowing route (the demo mowing job and fourteen more customers, Monday to Friday, Crew A on
 * Monday, Wednesday and Friday, Crew B on Tuesday and Thursday, each stop with a start time and its place in the
 * route) has orders for last week, all done, and for this week — done before today, planned from today, and two new
 * customers' orders not given a crew yet. A one-off gutter clean-out, an undated storm clean-up and the fall
 * clean-up's visit complete the picture, with a backyard renovation that books Crew A past its hours today, so the
 * schedule board shows a crew over capacity (and its conflict warning) in the demo week.
 */

const ROUTE_CUSTOMERS = 14;
/** Monday 0 … Friday 4: three stops a day. */
const STOPS_PER_DAY = 3;
const START_TIMES = ['07:30', '09:00', '10:45', '12:30', '14:00'];
/** The route jobs' notes, which the crew sheet prints. */
const ROUTE_NOTES = ['Mulch the clippings; blow off the drive and walks.', 'Gate code 2580. Close the gate behind you.', '', 'Dog in the yard: ring first.', ''];

function mondayOnOrBefore(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The instant `time` ('HH:MM') on `date` in `timeZone`. */
function instantOf(date: string, time: string, timeZone: string): Date {
  const midnight = endOfDayIn(addDays(date, -1), timeZone);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(midnight.getTime() + (hours * 60 + minutes) * 60_000);
}

interface PlannedOrder {
  values: typeof workOrders.$inferInsert;
  sortKey: string;
}

export async function seedDemoWorkOrders(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<void> {
  const [info] = await db
    .select({ timeZone: sql<string | null>`${companyInformation.companyDetails}->>'timeZone'`, scheduling: companyInformation.schedulingDetails })
    .from(companyInformation)
    .where(eq(companyInformation.companyId, companyId));
  const timeZone = usableTimeZone(info?.timeZone);
  const today = dateIn(timeZone, now);
  const thisMonday = mondayOnOrBefore(today);
  const lastMonday = addDays(thisMonday, -7);
  const seasonMonday = mondayOnOrBefore(addDays(today, -27 * 7 + 6));

  const crewRows = await db.select({ id: crews.id, name: crews.name }).from(crews).where(eq(crews.companyId, companyId)).orderBy(asc(crews.name));
  const crewNamed = (name: string) => crewRows.find((crew) => crew.name === name)?.id ?? crewRows[0]?.id ?? null;
  const crewA = crewNamed('Maintenance Crew A');
  const crewB = crewNamed('Maintenance Crew B');
  const crewOfDay = (date: string) => (weekdayOf(date) === 2 || weekdayOf(date) === 4 ? crewB : crewA);

  const [mowing] = await db
    .select({ id: services.id, name: services.name, rateMatrix: services.rateMatrix })
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.name, 'Weekly Mowing')));
  if (!mowing) return;

  // The customers of the route: active homes with a property and no job yet.
  const routeCustomers = await db
    .select({ customerId: customers.id, propertyId: customerProperties.id, lotSizeSqFt: customerProperties.lotSizeSqFt })
    .from(customers)
    .innerJoin(
      customerProperties,
      and(eq(customerProperties.companyId, customers.companyId), eq(customerProperties.customerId, customers.id), eq(customerProperties.isPrimary, true)),
    )
    .leftJoin(jobs, and(eq(jobs.companyId, customers.companyId), eq(jobs.customerId, customers.id)))
    .where(and(eq(customers.companyId, companyId), eq(customers.type, 'residential'), eq(customers.status, 'active'), isNull(jobs.id)))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(ROUTE_CUSTOMERS);

  await db.transaction(async (tx) => {
    // The route in stop order: the demo mowing job (Mondays) first, then the seasons made here.
    const stopOrder = (
      await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.serviceName, mowing.name), eq(jobs.frequency, 'weekly')))
        .orderBy(asc(jobs.createdAt), asc(jobs.id))
    ).map((job) => job.id);
    const joined: string[] = [];
    // The route's other mowing seasons, on the weekdays of their stops (the demo mowing job keeps Mondays).
    for (const [index, target] of routeCustomers.entries()) {
      const stop = index + 1; // stop 0 is the demo mowing job's
      const firstVisit = addDays(seasonMonday, Math.floor(stop / STOPS_PER_DAY));
      const price = priceFromRateMatrix(mowing.rateMatrix, target.lotSizeSqFt ?? 8_000);
      const rate = roundTo(price.ok ? price.rate : (mowing.rateMatrix.matrixRows[0]?.rate ?? 45), 2).toFixed(2);
      const hours = roundTo(price.ok ? price.hours : (mowing.rateMatrix.matrixRows[0]?.tbHrs ?? 0.75), 2).toFixed(2);
      const dates = visitDates(firstVisit, 'weekly', 28);
      const [job] = await tx
        .insert(jobs)
        .values({
          companyId,
          customerId: target.customerId,
          propertyId: target.propertyId,
          serviceId: mowing.id,
          jobType: 'recurring',
          serviceName: mowing.name,
          rate,
          estimatedDuration: hours,
          status: dates[0]! < today ? 'in_progress' : 'scheduled',
          instanceDate: firstVisit,
          frequency: 'weekly',
          notes: ROUTE_NOTES[index % ROUTE_NOTES.length]!,
          createdBy: userId,
          createdAt: new Date(`${addDays(firstVisit, -21)}T15:00:00Z`),
          updatedAt: now,
        })
        .returning({ id: jobs.id });
      stopOrder.push(job!.id);
      joined.push(job!.id);
      await tx
        .insert(jobVisits)
        .values(dates.map((instanceDate) => ({ companyId, jobId: job!.id, instanceDate, status: instanceDate < today ? ('completed' as const) : ('scheduled' as const), price: rate })));
    }

    // Every stop of the route gets its orders for last week and this week, in route order each day.
    const routeJobs = stopOrder.length
      ? await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, stopOrder)))
      : [];
    const jobById = new Map(routeJobs.map((job) => [job.id, job]));
    const visits = stopOrder.length
      ? await tx
          .select()
          .from(jobVisits)
          .where(
            and(
              eq(jobVisits.companyId, companyId),
              inArray(jobVisits.jobId, stopOrder),
              sql`${jobVisits.instanceDate} between ${lastMonday} and ${addDays(thisMonday, 6)}`,
            ),
          )
      : [];
    visits.sort((a, b) => a.instanceDate.localeCompare(b.instanceDate) || stopOrder.indexOf(a.jobId) - stopOrder.indexOf(b.jobId));
    // The two customers who joined the route last have no crew yet this week.
    const newest = new Set(joined.slice(-2));
    const planned: PlannedOrder[] = [];
    let day = '';
    let sequence = 0;
    for (const visit of visits) {
      const job = jobById.get(visit.jobId)!;
      sequence = visit.instanceDate === day ? sequence + 1 : 0;
      day = visit.instanceDate;
      const startTime = START_TIMES[sequence % START_TIMES.length]!;
      const crewId = newest.has(job.id) && visit.instanceDate >= thisMonday ? null : crewOfDay(visit.instanceDate);
      const done = visit.instanceDate < today;
      const startedAt = done ? instantOf(visit.instanceDate, startTime, timeZone) : null;
      const status: WorkOrderStatus = done ? 'completed' : planningStatus({ date: visit.instanceDate, crewId });
      planned.push({
        sortKey: `${visit.instanceDate} ${String(sequence).padStart(3, '0')}`,
        values: {
          ...visitOrderValues(job, visit, 0, userId),
          crewId,
          startTime,
          sequence,
          crewSize: 3,
          status,
          startedAt,
          // The budgeted time and ten minutes to load up.
          completedAt: startedAt ? new Date(startedAt.getTime() + (Math.round(Number(job.estimatedDuration) * 60) + 10) * 60_000) : null,
          createdAt: new Date(`${addDays(visit.instanceDate, -6)}T14:00:00Z`),
          updatedAt: startedAt ?? now,
        },
      });
    }

    // The fall clean-up's visit, for the install crew.
    const [fallCleanUp] = await tx
      .select({ job: jobs, visit: jobVisits })
      .from(jobs)
      .innerJoin(jobVisits, and(eq(jobVisits.companyId, jobs.companyId), eq(jobVisits.jobId, jobs.id)))
      .where(and(eq(jobs.companyId, companyId), eq(jobs.serviceName, 'Fall Clean-up')))
      .limit(1);
    if (fallCleanUp) {
      const crewId = crewNamed('Install Crew 1');
      planned.push({
        sortKey: `${fallCleanUp.visit.instanceDate} 000`,
        values: {
          ...visitOrderValues(fallCleanUp.job, fallCleanUp.visit, 0, userId),
          crewId,
          startTime: '08:00',
          crewSize: 4,
          instructions: 'Leaves out of the beds along the south fence; haul away, do not mulch.',
          status: planningStatus({ date: fallCleanUp.visit.instanceDate, crewId }),
          createdAt: now,
          updatedAt: now,
        },
      });
    }

    // One-off work for two of the route's customers (below), numbered after the visits' orders.
    const [gutters, storm, renovation] = routeCustomers;
    const oneOffs = gutters && storm ? 2 : 0;
    // Crew A today: its route stops and a backyard renovation, 2.5 hours more than its people have (size × shift).
    if (renovation && crewA) {
      const available = crewAvailableHours(await crewSizeOf(tx, companyId, crewA), info?.scheduling?.shiftHours ?? DEFAULT_SHIFT_HOURS);
      const booked = planned
        .filter((order) => order.values.crewId === crewA && order.values.date === today)
        .reduce((sum, order) => sum + Number(order.values.budgetedHours ?? 0), 0);
      planned.push({
        sortKey: `${today} 999`,
        values: {
          companyId,
          number: 0,
          customerId: renovation.customerId,
          propertyId: renovation.propertyId,
          title: 'Backyard renovation: sod and planting beds',
          crewId: crewA,
          date: today,
          startTime: '13:30',
          sequence: planned.filter((order) => order.values.crewId === crewA && order.values.date === today).length,
          budgetedHours: roundTo(available + 2.5 - booked, 2).toFixed(2),
          crewSize: 3,
          instructions: 'Strip the old lawn, lay 900 sq ft of sod, plant the two beds along the patio. Water in before leaving.',
          status: 'scheduled',
          price: '2450.00',
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        },
      });
    }
    planned.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
    const numbers = await takeWorkOrderNumbers(tx, companyId, planned.length + oneOffs);
    const rows = planned.length
      ? await tx
          .insert(workOrders)
          .values(planned.map((order, index) => ({ ...order.values, number: numbers[index]! })))
          .returning()
      : [];
    for (const row of rows) await syncVisitWithOrder(tx, row, row.updatedAt);

    // A gutter clean-out tomorrow afternoon for Crew B, and a storm clean-up not planned yet.
    if (gutters && storm) {
      const tomorrow = addDays(today, 1);
      await tx.insert(workOrders).values([
        {
          companyId,
          number: numbers[planned.length]!,
          customerId: gutters.customerId,
          propertyId: gutters.propertyId,
          title: 'Gutter clean-out',
          crewId: crewB,
          date: tomorrow,
          startTime: '13:00',
          budgetedHours: '2.50',
          crewSize: 2,
          instructions: 'Ladder and gutter scoop on the truck. Flush every downspout; bag the debris and take it away.',
          status: planningStatus({ date: tomorrow, crewId: crewB }),
          price: '185.00',
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        },
        {
          companyId,
          number: numbers[planned.length + 1]!,
          customerId: storm.customerId,
          propertyId: storm.propertyId,
          title: 'Storm clean-up: fallen branches',
          budgetedHours: '3.00',
          crewSize: 3,
          instructions: 'Two large limbs on the back lawn. Chipper needed.',
          status: 'unscheduled',
          price: '320.00',
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        },
      ]);
    }
  });
}
