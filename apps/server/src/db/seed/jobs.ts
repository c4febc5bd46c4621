import { visitDates, type JobStatus, type JobType, type VisitFrequency } from '@groundwork/domain/jobs';
import { priceFromRateMatrix } from '@groundwork/domain/services';
import { addDays, roundTo } from '@groundwork/domain/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { customerProperties, customers, jobs, jobVisits, services } from '../schema';

/**
 * Demo jobs scheduled straight from the demo services (no estimate needed): a weekly mowing season part-way
 * through, a clean-up next week and next spring's clean-up, on the first residential customers of the demo book,
 * priced by each service's rate matrix at the property's lot size. Dated from the day the demo is seeded (as the
 * demo estimates are), so a new demo always has work done, due and ahead.
 */
interface DemoJob {
  service: string;
  jobType: JobType;
  /** The first visit, from the seeding day (YYYY-MM-DD). */
  firstVisit: (today: string) => string;
  frequency: VisitFrequency | null;
  visitCount: number;
  priority: 'low' | 'medium' | 'high';
  flexible: boolean;
  notes: string;
}

const demoJobs: readonly DemoJob[] = [
  {
    service: 'Weekly Mowing',
    jobType: 'recurring',
    // 27 Mondays done, the last one of the season ahead.
    firstVisit: (today) => mondayOnOrBefore(addDays(today, -27 * 7 + 6)),
    frequency: 'weekly',
    visitCount: 28,
    priority: 'medium',
    flexible: true,
    notes: 'Mondays. Bag clippings in May; mulch them the rest of the season.',
  },
  {
    service: 'Fall Clean-up',
    jobType: 'one-time',
    firstVisit: (today) => addDays(today, 8),
    frequency: null,
    visitCount: 1,
    priority: 'high',
    flexible: false,
    notes: 'Before the first snow: leaves out of the beds along the south fence.',
  },
  {
    service: 'Spring Clean-up',
    jobType: 'one-time',
    firstVisit: (today) => `${Number(today.slice(0, 4)) + (today.slice(5) < '03-01' ? 0 : 1)}-04-12`,
    frequency: null,
    visitCount: 1,
    priority: 'medium',
    flexible: true,
    notes: '',
  },
];

function mondayOnOrBefore(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function seedDemoJobs(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const serviceRows = await db
    .select({ id: services.id, name: services.name, rateMatrix: services.rateMatrix })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.name, demoJobs.map((job) => job.service))));
  const targets = await db
    .select({ customerId: customers.id, propertyId: customerProperties.id, lotSizeSqFt: customerProperties.lotSizeSqFt })
    .from(customers)
    .innerJoin(
      customerProperties,
      and(eq(customerProperties.companyId, customers.companyId), eq(customerProperties.customerId, customers.id), eq(customerProperties.isPrimary, true)),
    )
    .where(and(eq(customers.companyId, companyId), eq(customers.type, 'residential'), eq(customers.status, 'active')))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(demoJobs.length);

  await db.transaction(async (tx) => {
    for (const [index, demo] of demoJobs.entries()) {
      const service = serviceRows.find((row) => row.name === demo.service);
      const target = targets[index % Math.max(targets.length, 1)];
      if (!service || !target) continue;
      const price = priceFromRateMatrix(service.rateMatrix, target.lotSizeSqFt ?? 8_000);
      const first = service.rateMatrix.matrixRows[0];
      const rate = price.ok ? price.rate : (first?.rate ?? 0);
      const hours = price.ok ? price.hours : (first?.tbHrs ?? 0);
      const instanceDate = demo.firstVisit(today);
      const dates = demo.frequency ? visitDates(instanceDate, demo.frequency, demo.visitCount) : [instanceDate];
      const visitStatus = (date: string): JobStatus => (date < today ? 'completed' : 'scheduled');
      const started = dates.some((date) => date < today);
      const [job] = await tx
        .insert(jobs)
        .values({
          companyId,
          customerId: target.customerId,
          propertyId: target.propertyId,
          jobType: demo.jobType,
          serviceName: service.name,
          rate: roundTo(rate, 2).toFixed(2),
          estimatedDuration: roundTo(hours, 2).toFixed(2),
          status: started ? 'in_progress' : 'scheduled',
          priority: demo.priority,
          flexible: demo.flexible,
          instanceDate,
          frequency: demo.frequency,
          notes: demo.notes,
          createdBy: userId,
          createdAt: new Date(`${addDays(instanceDate < today ? instanceDate : today, -14)}T15:00:00Z`),
          updatedAt: now,
        })
        .returning({ id: jobs.id });
      const visitPrice = roundTo(rate, 2).toFixed(2);
      await tx.insert(jobVisits).values(dates.map((instanceDate) => ({ companyId, jobId: job!.id, instanceDate, status: visitStatus(instanceDate), price: visitPrice })));
    }
  });
}
