import { totalApplied, windAboveLimitMessage, windDirections, type ApplicationState, type WindDirection } from '@groundwork/domain/chemical-applications';
import type { LabelRateUnit, SignalWord } from '@groundwork/domain/products';
import { addDays } from '@groundwork/domain/shared';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { recordStanding, type StoredValues } from '../../lib/application-records';
import { dateIn, endOfDayIn } from '../../lib/dates';
import { addressLines, companyFacts } from '../../lib/public-company';
import type { Db } from '../client';
import {
  chemicalApplicationSettings,
  chemicalApplications,
  crewMembers,
  customerProperties,
  customers,
  employees,
  jobs,
  jobVisits,
  products,
  rounds,
  workOrderMaterials,
  workOrders,
  type StoredOverride,
} from '../schema';

/*
 * The demo company's application records (docs/chemical-applications.md). The company works under Minnesota's rules.
 * The turf products carry their labels (EPA number, active ingredient, maximum rate, re-entry interval, signal word),
 * and the crew leaders and the plant health care technician their applicator licences — Carlos Mendoza's runs out in
 * three weeks; the labourers have none. The mowing rounds' lawns got a season's programme on their visits (pre-emergent
 * and fertiliser on the first visit, broadleaf weed control a month on, fertiliser and grub control mid-season, the
 * fall fertiliser late), recorded stand-alone as those visits have no work orders kept; every completed work order of
 * the last two weeks has the record of the weed spray its crew used on it (seed/dispatch.ts), as the completion gate
 * asks. Two recent records still lack the weather (due within the five days), one is late; most customers got their copy.
 */

interface Label {
  name: string;
  activeIngredient?: string;
  labelMaxRate?: number;
  labelRateUnit: LabelRateUnit;
  reentryIntervalHours?: number;
  signalWord?: SignalWord;
  epaRegistrationNumber?: string;
}

/** The labels of the demo's turf products (by name; a product the company no longer has is skipped). */
const labels: readonly Label[] = [
  { name: 'Broadleaf weed control (three-way amine)', activeIngredient: '2,4-D, mecoprop-p, dicamba (amine salts)', labelMaxRate: 1.5, labelRateUnit: 'fl_oz', reentryIntervalHours: 24, signalWord: 'danger' },
  { name: 'Prodiamine 65 WDG pre-emergent, 5 lb', activeIngredient: 'Prodiamine 65%', labelMaxRate: 0.83, labelRateUnit: 'oz', reentryIntervalHours: 12, signalWord: 'caution' },
  { name: 'Glyphosate 41%, 2.5 gal', activeIngredient: 'Glyphosate, isopropylamine salt 41%', labelMaxRate: 3, labelRateUnit: 'fl_oz', reentryIntervalHours: 4, signalWord: 'caution' },
  { name: 'Grub control granular, 30 lb', activeIngredient: 'Chlorantraniliprole 0.08%', labelMaxRate: 4.6, labelRateUnit: 'lb', reentryIntervalHours: 12, signalWord: 'caution' },
  { name: 'Bifenthrin 7.9%', activeIngredient: 'Bifenthrin 7.9%', labelMaxRate: 1, labelRateUnit: 'fl_oz', reentryIntervalHours: 12, signalWord: 'caution' },
  { name: 'Propiconazole 14.3%', activeIngredient: 'Propiconazole 14.3%', labelMaxRate: 4, labelRateUnit: 'fl_oz', reentryIntervalHours: 24, signalWord: 'warning' },
  { name: 'Slow-release fertilizer 32-0-4, 50 lb', labelMaxRate: 4.7, labelRateUnit: 'lb' },
  { name: 'Lawn fertilizer 24-0-11, 50 lb', labelMaxRate: 4.2, labelRateUnit: 'lb' },
  { name: 'Starter fertilizer 18-24-12, 50 lb', labelMaxRate: 5.6, labelRateUnit: 'lb' },
];

const WEED_SPRAY = 'Broadleaf weed control (three-way amine)';
/** The weed spray on a stop's beds: 0.05 gal (6.4 fl oz) at 1.5 fl oz per 1,000 sq ft. */
const SPRAY_RATE = 1.5;
const SPRAY_AREA = 4267;

/** The season's programme: which products a lawn gets on which of its visits (0 first), at what rate. */
const programme: ReadonlyArray<{ visit: number; product: string; rate: number; target: string }> = [
  { visit: 0, product: 'Prodiamine 65 WDG pre-emergent, 5 lb', rate: 0.5, target: 'Turf — crabgrass pre-emergent' },
  { visit: 0, product: 'Slow-release fertilizer 32-0-4, 50 lb', rate: 3.1, target: 'Turf — fertiliser' },
  { visit: 4, product: WEED_SPRAY, rate: 1.25, target: 'Turf — dandelion, clover, creeping Charlie' },
  { visit: 9, product: 'Slow-release fertilizer 32-0-4, 50 lb', rate: 3.1, target: 'Turf — fertiliser' },
  { visit: 9, product: 'Grub control granular, 30 lb', rate: 3, target: 'Turf — white grubs (preventive)' },
  { visit: 18, product: 'Lawn fertilizer 24-0-11, 50 lb', rate: 4.2, target: 'Turf — fall fertiliser' },
];

/** Licences by employee number: the crew leaders' and the plant health care technician's; the labourers have none. */
const licences = (today: string): ReadonlyArray<{ employee: string; number: string; expiresOn: string }> => [
  { employee: 'E-009', number: 'MN-20173-CA', expiresOn: `${Number(today.slice(0, 4)) + 1}-03-31` },
  // Carlos Mendoza's runs out in three weeks: the screens warn before it does.
  { employee: 'E-010', number: 'MN-20298-CA', expiresOn: addDays(today, 21) },
  { employee: 'E-015', number: 'MN-19864-CA', expiresOn: `${Number(today.slice(0, 4)) + 2}-03-31` },
];

/** Typical afternoon temperatures in Minneapolis by month (°F). */
const monthTemperature = [22, 27, 40, 56, 68, 77, 82, 79, 70, 56, 40, 26];

/** The weather a crew would have typed: the month's temperature give or take, a light wind, from a compass point. */
function weatherOf(date: string, index: number): { temperatureF: string; windSpeedMph: string; windDirection: WindDirection } {
  const temperature = monthTemperature[Number(date.slice(5, 7)) - 1]! + ((index * 7) % 9) - 4;
  const wind = 2 + ((index * 5) % 7);
  return { temperatureF: temperature.toFixed(1), windSpeedMph: wind.toFixed(1), windDirection: windDirections[1 + ((index * 3) % 16)]! };
}

/** The instant `date` at `minutes` past midnight where the company works. */
const localTime = (date: string, minutes: number, timeZone: string) => new Date(endOfDayIn(addDays(date, -1), timeZone).getTime() + minutes * 60_000);

export async function seedDemoChemicalApplications(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<void> {
  const facts = await companyFacts(db, companyId);
  const timeZone = facts.timeZone;
  const today = dateIn(timeZone, now);
  const states: ApplicationState[] = ['MN'];

  // ── Labels, licences and the company's rules ──
  const productRows = await db.select().from(products).where(eq(products.companyId, companyId));
  for (const label of labels) {
    const product = productRows.find((row) => row.name === label.name);
    if (!product) continue;
    const fields = {
      activeIngredient: label.activeIngredient ?? null,
      labelMaxRate: label.labelMaxRate === undefined ? null : label.labelMaxRate.toFixed(4),
      labelRateUnit: label.labelRateUnit,
      reentryIntervalHours: label.reentryIntervalHours ?? null,
      signalWord: label.signalWord ?? null,
    };
    Object.assign(product, fields);
    await db
      .update(products)
      .set(fields)
      .where(and(eq(products.companyId, companyId), eq(products.id, product.id)));
  }
  const people = await db.select().from(employees).where(eq(employees.companyId, companyId));
  for (const licence of licences(today)) {
    const person = people.find((row) => row.employeeId === licence.employee);
    if (!person) continue;
    person.applicatorLicenseNumber = licence.number;
    person.applicatorLicenseExpiresOn = licence.expiresOn;
    await db
      .update(employees)
      .set({ applicatorLicenseNumber: licence.number, applicatorLicenseExpiresOn: licence.expiresOn })
      .where(and(eq(employees.companyId, companyId), eq(employees.id, person.id)));
  }
  await db.insert(chemicalApplicationSettings).values({ companyId, states, maxWindMph: '10.0', copyOnInvoice: false, updatedAt: now }).onConflictDoNothing();

  const productNamed = new Map(productRows.map((row) => [row.name, row]));
  const personById = new Map(people.map((row) => [row.id, row]));
  const leaders = await db
    .select({ crewId: crewMembers.crewId, employeeId: crewMembers.employeeId })
    .from(crewMembers)
    .where(and(eq(crewMembers.companyId, companyId), eq(crewMembers.role, 'leader')));
  const leaderOf = new Map(leaders.map((row) => [row.crewId, personById.get(row.employeeId)]));
  const technician = people.find((row) => row.employeeId === 'E-015') ?? null;
  const companyAddress = facts.company.addressLines.join(', ');

  const clientRows = await db
    .select({ customer: customers, property: customerProperties })
    .from(customerProperties)
    .innerJoin(customers, and(eq(customers.companyId, customerProperties.companyId), eq(customers.id, customerProperties.customerId)))
    .where(eq(customerProperties.companyId, companyId));
  const propertyById = new Map(clientRows.map((row) => [row.property.id, row]));

  const records: Array<typeof chemicalApplications.$inferInsert> = [];
  let index = 0;
  /** One record, its snapshots taken as the screens would, its standing worked out as the service does. */
  const record = (input: {
    propertyId: string;
    productName: string;
    applicatorId: string;
    date: string;
    minutes: number;
    rate: number;
    area: number;
    target: string;
    order?: { id: string; number: number };
    weather?: Partial<ReturnType<typeof weatherOf>> | null;
    overrides?: StoredOverride[];
    notes?: string;
    sendCopy?: boolean;
  }) => {
    const client = propertyById.get(input.propertyId);
    const product = productNamed.get(input.productName);
    const applicator = personById.get(input.applicatorId);
    if (!client || !product || !applicator) return;
    index += 1;
    const finishedAt = localTime(input.date, input.minutes, timeZone);
    if (finishedAt > now) return;
    const propertyAddress = addressLines(client.property).join(', ');
    const weather: Partial<ReturnType<typeof weatherOf>> = input.weather === null ? {} : { ...weatherOf(input.date, index), ...(input.weather ?? {}) };
    const values: StoredValues = {
      workOrderId: input.order?.id ?? null,
      workOrderNumber: input.order?.number ?? null,
      customerId: client.customer.id,
      propertyId: client.property.id,
      productId: product.id,
      applicatorEmployeeId: applicator.id,
      customerName: client.customer.displayName,
      customerAddress: addressLines(client.customer).join(', ') || propertyAddress,
      propertyAddress,
      propertyState: client.property.state.trim().toUpperCase(),
      productName: product.name,
      productCategory: product.category,
      epaRegistrationNumber: product.epaRegistrationNumber,
      activeIngredient: product.activeIngredient,
      labelMaxRate: product.labelMaxRate,
      labelRateUnit: product.labelRateUnit,
      reentryIntervalHours: product.reentryIntervalHours,
      signalWord: product.signalWord,
      applicatorName: `${applicator.firstName} ${applicator.lastName}`,
      applicatorLicenseNumber: applicator.applicatorLicenseNumber,
      applicatorLicenseExpiresOn: applicator.applicatorLicenseExpiresOn,
      companyName: facts.company.name,
      companyAddress,
      siteDescription: product.category === 'herbicide' && input.order ? 'Shrub and perennial beds' : 'Front and back lawns',
      target: input.target,
      startedAt: new Date(finishedAt.getTime() - 20 * 60_000),
      finishedAt,
      appliedOn: input.date,
      rate: input.rate.toFixed(4),
      areaTreated: input.area,
      totalApplied: totalApplied(input.rate, input.area).toFixed(4),
      temperatureF: weather.temperatureF ?? null,
      windSpeedMph: weather.windSpeedMph ?? null,
      windDirection: weather.windDirection ?? null,
      notes: input.notes ?? '',
      overrideReasons: input.overrides ?? [],
    };
    const standing = recordStanding(values, states);
    const sent = (input.sendCopy ?? true) && standing.missingFields.length === 0 && client.customer.email.trim() !== '';
    records.push({
      companyId,
      ...values,
      ...standing,
      customerCopySentAt: sent ? new Date(finishedAt.getTime() + 2 * 3_600_000) : null,
      createdBy: userId,
      createdByName: `${applicator.firstName} ${applicator.lastName}`,
      createdAt: finishedAt,
      updatedAt: finishedAt,
    });
  };

  // ── The season on the mowing rounds' lawns, on their visits before the work orders kept ──
  const lastMonday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7);
  const visits = await db
    .select({ jobId: jobs.id, propertyId: jobs.propertyId, crewId: rounds.crewId, date: jobVisits.instanceDate })
    .from(jobVisits)
    .innerJoin(jobs, and(eq(jobs.companyId, jobVisits.companyId), eq(jobs.id, jobVisits.jobId)))
    .innerJoin(rounds, and(eq(rounds.companyId, jobs.companyId), eq(rounds.id, jobs.roundId)))
    .where(and(eq(jobVisits.companyId, companyId), eq(jobVisits.status, 'completed'), lt(jobVisits.instanceDate, lastMonday), isNotNull(jobs.propertyId)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id), asc(jobVisits.instanceDate));
  const byJob = new Map<string, typeof visits>();
  for (const visit of visits) (byJob.get(visit.jobId) ?? byJob.set(visit.jobId, []).get(visit.jobId)!).push(visit);
  let stop = 0;
  for (const jobVisitsOfJob of byJob.values()) {
    stop += 1;
    for (const step of programme) {
      const visit = jobVisitsOfJob[step.visit];
      const applicator = visit?.crewId ? leaderOf.get(visit.crewId) : undefined;
      if (!visit || !applicator) continue;
      const property = propertyById.get(visit.propertyId!);
      const area = property?.property.turfAreaSqFt ?? 6000;
      // One windy morning: the crew leader sprayed anyway, low to the ground, and said why.
      const windy = step.product === WEED_SPRAY && stop === 3;
      record({
        propertyId: visit.propertyId!,
        productName: step.product,
        applicatorId: applicator.id,
        date: visit.date,
        minutes: 8 * 60 + (stop % 8) * 40 + 25,
        rate: step.rate,
        area,
        target: step.target,
        ...(windy
          ? {
              weather: { windSpeedMph: '12.0', windDirection: 'NW' as const },
              overrides: [
                {
                  code: 'wind_above_limit',
                  message: windAboveLimitMessage(12, 10),
                  reason: 'Gusts only; coarse-droplet nozzle, sprayed downwind of the beds.',
                },
              ],
            }
          : {}),
        // A few customers asked for paper copies only.
        sendCopy: stop % 9 !== 0,
      });
    }
  }

  // ── The completed work orders of the last two weeks: the weed spray each crew used (seed/dispatch.ts) ──
  const sprayed = await db
    .select({ order: workOrders })
    .from(workOrderMaterials)
    .innerJoin(workOrders, and(eq(workOrders.companyId, workOrderMaterials.companyId), eq(workOrders.id, workOrderMaterials.workOrderId)))
    .where(
      and(
        eq(workOrderMaterials.companyId, companyId),
        eq(workOrders.status, 'completed'),
        isNotNull(workOrders.propertyId),
        isNotNull(workOrders.crewId),
        inArray(workOrderMaterials.productId, productNamed.get(WEED_SPRAY) ? [productNamed.get(WEED_SPRAY)!.id] : []),
      ),
    )
    .orderBy(asc(workOrders.date), asc(workOrders.sequence));
  for (const { order } of sprayed) {
    const applicator = leaderOf.get(order.crewId!);
    if (!applicator || !order.date) continue;
    const done = order.completedAt ? dateIn(timeZone, order.completedAt) === order.date : false;
    record({
      propertyId: order.propertyId!,
      productName: WEED_SPRAY,
      applicatorId: applicator.id,
      date: order.date,
      // Sprayed before the crew left the stop: 20 minutes before it was completed, else mid-morning.
      minutes: done && order.completedAt ? Math.max(Math.round((order.completedAt.getTime() - localTime(order.date, 0, timeZone).getTime()) / 60_000) - 20, 6 * 60) : 10 * 60,
      rate: SPRAY_RATE,
      area: SPRAY_AREA,
      target: 'Beds — broadleaf weeds (spot spray)',
      order: { id: order.id, number: order.number },
    });
  }

  // ── Recent stand-alone treatments: two still lack the weather (due within five days), one is late ──
  const homes = [...new Set(visits.map((visit) => visit.propertyId!))];
  if (technician && homes.length >= 3) {
    record({
      propertyId: homes[0]!,
      productName: 'Propiconazole 14.3%',
      applicatorId: technician.id,
      date: addDays(today, -1),
      minutes: 10 * 60 + 15,
      rate: 2,
      area: 1800,
      target: 'Turf — dollar spot',
      // The temperature is in; the wind is still to come from the technician's notes.
      weather: { windSpeedMph: undefined, windDirection: undefined },
      notes: 'Wind to be added from the technician’s notes.',
    });
    record({
      propertyId: homes[1]!,
      productName: 'Bifenthrin 7.9%',
      applicatorId: technician.id,
      date: addDays(today, -2),
      minutes: 14 * 60 + 40,
      rate: 0.5,
      area: 900,
      target: 'Foundation perimeter — ants',
      weather: null,
    });
    record({
      propertyId: homes[2]!,
      productName: 'Glyphosate 41%, 2.5 gal',
      applicatorId: technician.id,
      date: addDays(today, -9),
      minutes: 11 * 60,
      rate: 2,
      area: 600,
      target: 'Patio joints and driveway edge',
      weather: null,
      notes: 'Called in by the customer; weather not written down on the day.',
    });
  }
  for (let start = 0; start < records.length; start += 500) await db.insert(chemicalApplications).values(records.slice(start, start + 500));
}
