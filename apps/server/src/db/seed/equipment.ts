import {
  isCalendarInterval,
  onSiteHours,
  outOfServiceTaskTitle,
  type EquipmentStatus,
  type EquipmentType,
  type MeterUnit,
  type ScheduleIntervalUnit,
} from '@groundwork/domain/equipment';
import { addDays, addMonthsClamped, daysBetween, weekdayOf } from '@groundwork/domain/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { raiseTicket } from '../../lib/tickets';
import type { Db } from '../client';
import {
  crews,
  employees,
  equipment,
  equipmentMeterReadings,
  equipmentServiceLog,
  equipmentServiceSchedules,
  workOrderEquipment,
  workOrders,
  workOrderTimeEntries,
} from '../schema';

interface SeedUnit {
  name: string;
  type: EquipmentType;
  make: string;
  model: string;
  purchasePrice: number;
  resaleValue: number | null;
  expectedLifeYears: number;
  annualBillableHours: number;
  fuelPerYear: number;
  repairsPerYear: number;
  insurancePerYear: number;
  status?: EquipmentStatus;
  outOfServiceReason?: string;
  maintenanceNotes?: string;
  /** Days from today (negative: in the past). */
  lastService?: number;
  nextService?: number;
}

/** A maintenance-and-install company's fleet at 2025 dealer prices. */
const demoFleet: readonly SeedUnit[] = [
  { name: '21" push mower #1', type: 'mower', make: 'Honda', model: 'HRC216', purchasePrice: 1450, resaleValue: 200, expectedLifeYears: 3, annualBillableHours: 500, fuelPerYear: 140, repairsPerYear: 120, insurancePerYear: 0, lastService: -30, nextService: 60 },
  { name: '21" push mower #2', type: 'mower', make: 'Honda', model: 'HRC216', purchasePrice: 1450, resaleValue: 200, expectedLifeYears: 3, annualBillableHours: 500, fuelPerYear: 140, repairsPerYear: 120, insurancePerYear: 0, lastService: -30, nextService: 60 },
  { name: '60" zero-turn #1', type: 'mower', make: 'Exmark', model: 'Lazer Z X-Series 60"', purchasePrice: 15900, resaleValue: 4000, expectedLifeYears: 5, annualBillableHours: 1000, fuelPerYear: 2600, repairsPerYear: 900, insurancePerYear: 350, maintenanceNotes: 'Blades sharpened weekly; oil and filters every 100 h', lastService: -12, nextService: 40 },
  { name: '60" zero-turn #2', type: 'mower', make: 'Scag', model: 'Turf Tiger II 61"', purchasePrice: 16400, resaleValue: 4200, expectedLifeYears: 5, annualBillableHours: 1000, fuelPerYear: 2600, repairsPerYear: 950, insurancePerYear: 350, status: 'in_repair', maintenanceNotes: 'Deck spindle bearing replaced; waiting on a drive belt', lastService: -3, nextService: 7 },
  { name: '52" stand-on mower', type: 'mower', make: 'Wright', model: 'Stander X 52"', purchasePrice: 12900, resaleValue: 3000, expectedLifeYears: 5, annualBillableHours: 900, fuelPerYear: 2200, repairsPerYear: 750, insurancePerYear: 300, lastService: -20, nextService: 50 },
  { name: 'Crew truck #1 (F-250)', type: 'truck', make: 'Ford', model: 'F-250 Super Duty XL', purchasePrice: 58500, resaleValue: 18000, expectedLifeYears: 7, annualBillableHours: 1600, fuelPerYear: 7200, repairsPerYear: 2200, insurancePerYear: 2600, lastService: -45, nextService: 45 },
  { name: 'Crew truck #2 (Ram 2500)', type: 'truck', make: 'Ram', model: '2500 Tradesman', purchasePrice: 56200, resaleValue: 17000, expectedLifeYears: 7, annualBillableHours: 1600, fuelPerYear: 7000, repairsPerYear: 2000, insurancePerYear: 2600, lastService: -60, nextService: 30 },
  { name: 'Plow truck (F-350, 8\'6" V-plow)', type: 'plow', make: 'Ford / Boss', model: 'F-350 with 8\'6" DXT V-plow', purchasePrice: 74000, resaleValue: 22000, expectedLifeYears: 8, annualBillableHours: 500, fuelPerYear: 4200, repairsPerYear: 3000, insurancePerYear: 3100, maintenanceNotes: 'Hydraulic fluid and cutting edge checked before each season', lastService: -150, nextService: 20 },
  { name: 'Tailgate salt spreader', type: 'salt_spreader', make: 'SnowEx', model: 'VSS-1000 Vari-Speed', purchasePrice: 6200, resaleValue: 1000, expectedLifeYears: 7, annualBillableHours: 350, fuelPerYear: 0, repairsPerYear: 450, insurancePerYear: 0, lastService: -150, nextService: 20 },
  { name: 'Enclosed trailer 7×16', type: 'trailer', make: 'Haulmark', model: 'Transport 7×16 TA', purchasePrice: 9800, resaleValue: 3000, expectedLifeYears: 10, annualBillableHours: 1600, fuelPerYear: 0, repairsPerYear: 400, insurancePerYear: 250 },
  { name: 'Open landscape trailer 6×12', type: 'trailer', make: 'Big Tex', model: '35SA 6×12', purchasePrice: 3400, resaleValue: 800, expectedLifeYears: 10, annualBillableHours: 1600, fuelPerYear: 0, repairsPerYear: 200, insurancePerYear: 150 },
  { name: 'Walk-behind core aerator', type: 'aerator', make: 'Ryan', model: 'Lawnaire 28', purchasePrice: 5600, resaleValue: 1200, expectedLifeYears: 7, annualBillableHours: 250, fuelPerYear: 180, repairsPerYear: 400, insurancePerYear: 0, status: 'out_of_service', outOfServiceReason: 'Crankshaft seal leaking oil onto the tines; seal kit ordered from the Ryan dealer', lastService: -90, nextService: 120 },
  { name: 'Power rake dethatcher', type: 'dethatcher', make: 'Billy Goat', model: 'PR550H', purchasePrice: 2300, resaleValue: 400, expectedLifeYears: 7, annualBillableHours: 120, fuelPerYear: 80, repairsPerYear: 200, insurancePerYear: 0 },
  { name: 'Ride-on spreader sprayer', type: 'spreader', make: 'PermaGreen', model: 'Triumph', purchasePrice: 10800, resaleValue: 2500, expectedLifeYears: 6, annualBillableHours: 600, fuelPerYear: 300, repairsPerYear: 600, insurancePerYear: 200, lastService: -25, nextService: 35 },
  { name: 'Push broadcast spreader', type: 'spreader', make: 'Lesco', model: '80 lb stainless', purchasePrice: 480, resaleValue: null, expectedLifeYears: 4, annualBillableHours: 400, fuelPerYear: 0, repairsPerYear: 60, insurancePerYear: 0 },
  { name: 'Backpack blower #1', type: 'blower', make: 'Stihl', model: 'BR 800 C-E', purchasePrice: 650, resaleValue: null, expectedLifeYears: 3, annualBillableHours: 800, fuelPerYear: 150, repairsPerYear: 80, insurancePerYear: 0 },
  { name: 'String trimmer #1', type: 'trimmer', make: 'Stihl', model: 'FS 131', purchasePrice: 480, resaleValue: null, expectedLifeYears: 3, annualBillableHours: 800, fuelPerYear: 90, repairsPerYear: 70, insurancePerYear: 0 },
  { name: 'Compact track loader', type: 'skid_steer', make: 'Bobcat', model: 'T66', purchasePrice: 78000, resaleValue: 32000, expectedLifeYears: 10, annualBillableHours: 700, fuelPerYear: 3800, repairsPerYear: 2500, insurancePerYear: 1900, lastService: -70, nextService: 15 },
];

const dateFromToday = (days: number | undefined, now: Date): string | null =>
  days === undefined ? null : new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo company's 18 units, with service dates around today. */
export async function seedDemoEquipment(db: Db, companyId: string): Promise<void> {
  const now = new Date();
  await db.insert(equipment).values(
    demoFleet.map((unit) => ({
      companyId,
      name: unit.name,
      type: unit.type,
      make: unit.make,
      model: unit.model,
      purchasePrice: String(unit.purchasePrice),
      resaleValue: unit.resaleValue === null ? null : String(unit.resaleValue),
      expectedLifeYears: String(unit.expectedLifeYears),
      annualBillableHours: String(unit.annualBillableHours),
      fuelPerYear: String(unit.fuelPerYear),
      repairsPerYear: String(unit.repairsPerYear),
      insurancePerYear: String(unit.insurancePerYear),
      status: unit.status ?? 'active',
      outOfServiceReason: unit.outOfServiceReason ?? null,
      maintenanceNotes: unit.maintenanceNotes ?? null,
      lastServiceDate: dateFromToday(unit.lastService, now),
      nextServiceDate: dateFromToday(unit.nextService, now),
      createdAt: now,
      updatedAt: now,
    })),
  );
}

// ── Upkeep: schedules, readings, a season's service log, units on the route's orders ───────────────────────────────
interface SeedSchedule {
  name: string;
  every: number;
  unit: ScheduleIntervalUnit;
  expectedCost: number;
  /**
   * Meter schedules: where the unit stands today, as hours or miles left (negative: overdue). Calendar schedules: the
   * days since it was last done.
   */
  target: number;
  /** Who does it: the fleet mechanic (in house), or a dealer's name. */
  by: 'mechanic' | string;
  workDone: string;
  parts?: string;
}

interface SeedUpkeep {
  unit: string;
  meter: MeterUnit;
  /** The meter when the season's readings start, and what the unit runs a day. */
  start: number;
  perDay: number;
  schedules: SeedSchedule[];
  /** Repairs outside the schedules: days ago, work, parts, cost, who. */
  repairs?: Array<{ daysAgo: number; workDone: string; parts?: string; cost: number; by: 'mechanic' | string }>;
}

const EXMARK_DEALER = 'Minnesota Equipment (Exmark dealer)';
const FORD_DEALER = 'Tousley Ford fleet service';

/** Each metered unit's season: every schedule is placed so today's state is the one named (three due soon, one overdue). */
const demoUpkeep: readonly SeedUpkeep[] = [
  {
    unit: '21" push mower #1', meter: 'hours', start: 210, perDay: 2.2,
    schedules: [
      { name: 'Blade sharpening', every: 25, unit: 'hours', expectedCost: 0, target: 2, by: 'mechanic', workDone: 'Sharpened and balanced the blade' },
      { name: 'Oil change', every: 50, unit: 'hours', expectedCost: 18.5, target: 30, by: 'mechanic', workDone: 'Changed the oil', parts: 'SAE 30 (0.6 qt)' },
    ],
  },
  {
    unit: '21" push mower #2', meter: 'hours', start: 185, perDay: 2,
    schedules: [
      { name: 'Blade sharpening', every: 25, unit: 'hours', expectedCost: 0, target: 15, by: 'mechanic', workDone: 'Sharpened and balanced the blade' },
      { name: 'Oil change', every: 50, unit: 'hours', expectedCost: 18.5, target: 22, by: 'mechanic', workDone: 'Changed the oil', parts: 'SAE 30 (0.6 qt)' },
    ],
  },
  {
    unit: '60" zero-turn #1', meter: 'hours', start: 612, perDay: 5.5,
    schedules: [
      { name: 'Oil and filter', every: 100, unit: 'hours', expectedCost: 89.95, target: 6, by: 'mechanic', workDone: 'Changed the oil and filter, greased the deck', parts: '10W-30 (2 qt), oil filter 1-633347' },
      { name: 'Blade sharpening', every: 7, unit: 'days', expectedCost: 0, target: 5, by: 'mechanic', workDone: 'Sharpened the three blades' },
      { name: 'Annual service', every: 12, unit: 'months', expectedCost: 420, target: 300, by: EXMARK_DEALER, workDone: 'Annual service: spindles, belts, hydro fluid, safety switches', parts: 'Deck belt, hydro filters (2)' },
    ],
  },
  {
    unit: '60" zero-turn #2', meter: 'hours', start: 798, perDay: 3.2,
    schedules: [{ name: 'Oil and filter', every: 100, unit: 'hours', expectedCost: 89.95, target: 55, by: 'mechanic', workDone: 'Changed the oil and filter, greased the deck', parts: '10W-30 (2 qt), oil filter' }],
    // A hard season, much of it in the shop: the price book's $950 a year of repairs does not cover it (flagged under-priced).
    repairs: [
      { daysAgo: 118, workDone: 'Replaced the left hydrostatic pump', parts: 'Hydro-Gear pump, hydraulic fluid', cost: 2340.6, by: EXMARK_DEALER },
      { daysAgo: 61, workDone: 'Rebuilt the deck after hitting a stump; new blades', parts: 'Deck shell weld, 3 blades', cost: 948.75, by: EXMARK_DEALER },
      { daysAgo: 3, workDone: 'Replaced a deck spindle bearing; drive belt on order', parts: 'Spindle bearing kit', cost: 212.3, by: 'mechanic' },
    ],
  },
  {
    unit: '52" stand-on mower', meter: 'hours', start: 455, perDay: 4.8,
    schedules: [
      { name: 'Oil and filter', every: 100, unit: 'hours', expectedCost: 84.5, target: 40, by: 'mechanic', workDone: 'Changed the oil and filter', parts: '10W-30 (2 qt), oil filter' },
      { name: 'Hydraulic filters', every: 250, unit: 'hours', expectedCost: 64, target: 12, by: 'mechanic', workDone: 'Changed both hydraulic filters', parts: 'Hydraulic filters (2)' },
    ],
  },
  {
    unit: 'Compact track loader', meter: 'hours', start: 1840, perDay: 2.6,
    schedules: [
      { name: '250-hour service', every: 250, unit: 'hours', expectedCost: 385, target: -8, by: 'Bobcat of Minneapolis', workDone: '250-hour service: engine oil, fuel and air filters, grease', parts: 'Engine oil (3 gal), fuel filter, air filter' },
      { name: 'Hydraulic service', every: 500, unit: 'hours', expectedCost: 620, target: 140, by: 'Bobcat of Minneapolis', workDone: 'Hydraulic and hydrostatic filters and fluid', parts: 'Hydraulic filter, case drain filter, fluid (5 gal)' },
    ],
  },
  {
    unit: 'Ride-on spreader sprayer', meter: 'hours', start: 320, perDay: 2.5,
    schedules: [
      { name: 'Engine oil', every: 50, unit: 'hours', expectedCost: 22, target: 20, by: 'mechanic', workDone: 'Changed the engine oil', parts: '10W-30 (1.5 qt)' },
      { name: 'Spreader calibration', every: 30, unit: 'days', expectedCost: 0, target: 12, by: 'mechanic', workDone: 'Calibrated the spreader and sprayer output' },
    ],
  },
  {
    unit: 'Walk-behind core aerator', meter: 'hours', start: 140, perDay: 1.1,
    schedules: [{ name: 'Tine and oil service', every: 50, unit: 'hours', expectedCost: 46, target: 10, by: 'mechanic', workDone: 'Changed the oil, checked and turned the tines', parts: '10W-30 (1 qt)' }],
  },
  {
    unit: 'Crew truck #1 (F-250)', meter: 'miles', start: 38_400, perDay: 62,
    schedules: [
      { name: 'Oil change', every: 5000, unit: 'miles', expectedCost: 119.95, target: 1900, by: FORD_DEALER, workDone: 'Oil and filter change, multi-point inspection', parts: '5W-20 synthetic (7 qt), filter' },
      { name: 'Tire rotation', every: 7500, unit: 'miles', expectedCost: 39.95, target: 3000, by: FORD_DEALER, workDone: 'Rotated and balanced the tires' },
      { name: 'DOT inspection', every: 12, unit: 'months', expectedCost: 95, target: 200, by: FORD_DEALER, workDone: 'Annual DOT inspection passed' },
    ],
  },
  {
    unit: 'Crew truck #2 (Ram 2500)', meter: 'miles', start: 52_100, perDay: 58,
    schedules: [
      { name: 'Oil change', every: 5000, unit: 'miles', expectedCost: 124.5, target: 350, by: 'Ram fleet service', workDone: 'Oil and filter change', parts: '5W-20 (7 qt), filter' },
      { name: 'DOT inspection', every: 12, unit: 'months', expectedCost: 95, target: 190, by: 'Ram fleet service', workDone: 'Annual DOT inspection passed' },
    ],
  },
  {
    unit: 'Plow truck (F-350, 8\'6" V-plow)', meter: 'miles', start: 21_300, perDay: 9,
    schedules: [
      { name: 'Pre-season plow service', every: 12, unit: 'months', expectedCost: 650, target: 352, by: 'mechanic', workDone: 'Hydraulics, cutting edge, lights and controller checked before the snow', parts: 'Hydraulic fluid, cutting edge bolts' },
      { name: 'Oil change', every: 5000, unit: 'miles', expectedCost: 119.95, target: 3500, by: FORD_DEALER, workDone: 'Oil and filter change', parts: '5W-20 (7 qt), filter' },
    ],
  },
];

/** The units that go out with each maintenance crew on the mowing route (their hours add to the hour meters). */
const ROUTE_UNITS: Record<string, string[]> = {
  'Maintenance Crew A': ['60" zero-turn #1', 'Backpack blower #1', 'String trimmer #1'],
  'Maintenance Crew B': ['52" stand-on mower'],
};

/** The season's readings start 24 weeks ago, one every four weeks. */
const SEASON_DAYS = 168;
const READING_EVERY_DAYS = 28;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The demo fleet's upkeep, after the work orders and their hours (end of day) and the tasks: service schedules, a
 * season of meter readings and service log (oil changes, blades, a dealer's annual service, one mower's hard season),
 * the route's units on its completed orders, and the maintenance task of the unit that is out of service. Every
 * schedule is placed from today's meter so the fleet shows three units due soon and the track loader overdue.
 */
export async function seedDemoEquipmentUpkeep(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<void> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const today = dateIn(usableTimeZone(zone?.timeZone), now);
  const seasonStart = addDays(today, -SEASON_DAYS);
  const units = await db.select().from(equipment).where(eq(equipment.companyId, companyId));
  const unitNamed = new Map(units.map((unit) => [unit.name, unit]));
  const [mechanic] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.position, 'Fleet Mechanic')))
    .limit(1);

  // The route's completed orders (its last two weeks; the season history's orders have their units) take their crew's units along.
  const done = await db
    .select({ id: workOrders.id, crew: crews.name })
    .from(workOrders)
    .innerJoin(crews, and(eq(crews.companyId, workOrders.companyId), eq(crews.id, workOrders.crewId)))
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.status, 'completed'), gte(workOrders.date, addDays(today, -((weekdayOf(today) + 6) % 7) - 7))));
  const attachments = done.flatMap((order) =>
    (ROUTE_UNITS[order.crew] ?? []).flatMap((name) => {
      const unit = unitNamed.get(name);
      return unit ? [{ companyId, workOrderId: order.id, equipmentId: unit.id }] : [];
    }),
  );
  if (attachments.length > 0) await db.insert(workOrderEquipment).values(attachments);

  // What those orders added to each hour meter after a day: the most any one person worked on each order.
  const minutes = await db
    .select({ equipmentId: workOrderEquipment.equipmentId, workOrderId: workOrderEquipment.workOrderId, date: workOrders.date, minutes: sql<number>`sum(${workOrderTimeEntries.minutes})::int` })
    .from(workOrderEquipment)
    .innerJoin(workOrders, and(eq(workOrders.companyId, workOrderEquipment.companyId), eq(workOrders.id, workOrderEquipment.workOrderId)))
    .innerJoin(workOrderTimeEntries, and(eq(workOrderTimeEntries.companyId, workOrderEquipment.companyId), eq(workOrderTimeEntries.workOrderId, workOrderEquipment.workOrderId)))
    .where(eq(workOrderEquipment.companyId, companyId))
    .groupBy(workOrderEquipment.equipmentId, workOrderEquipment.workOrderId, workOrders.date, workOrderTimeEntries.employeeId);
  const perOrder = new Map<string, { equipmentId: string; date: string; minutes: number[] }>();
  for (const row of minutes) {
    const key = `${row.equipmentId}:${row.workOrderId}`;
    const entry = perOrder.get(key) ?? { equipmentId: row.equipmentId, date: row.date ?? today, minutes: [] };
    entry.minutes.push(Number(row.minutes));
    perOrder.set(key, entry);
  }
  const routeHours = (equipmentId: string, after: string) =>
    [...perOrder.values()].filter((order) => order.equipmentId === equipmentId && order.date > after).reduce((sum, order) => sum + onSiteHours(order.minutes), 0);

  const performer = (by: string) => (by === 'mechanic' && mechanic ? { performedByEmployeeId: mechanic.id, performedByName: null } : { performedByEmployeeId: null, performedByName: by === 'mechanic' ? 'Shop' : by });
  // Costs vary a little from visit to visit (prices and extra parts), to the cent.
  const costOf = (expected: number, index: number) => round((expected * (100 + ((index * 37) % 11) - 5)) / 100, 2);

  for (const plan of demoUpkeep) {
    const unit = unitNamed.get(plan.unit);
    if (!unit) continue;
    const attached = Object.values(ROUTE_UNITS).some((names) => names.includes(plan.unit));
    // The route's mowers were last read before last week's orders, so those orders' hours show on top.
    const lastReadingDay = addDays(today, attached ? -9 : -2);
    const meterOn = (date: string) => round(plan.start + plan.perDay * daysBetween(seasonStart, date), plan.meter === 'hours' ? 1 : 0);
    const dayOf = (value: number) => {
      const day = addDays(seasonStart, Math.floor((value - plan.start) / plan.perDay));
      return day > lastReadingDay ? lastReadingDay : day;
    };
    const readingDays: string[] = [];
    for (let day = seasonStart; day < lastReadingDay; day = addDays(day, READING_EVERY_DAYS)) readingDays.push(day);
    readingDays.push(lastReadingDay);
    await db.insert(equipmentMeterReadings).values(
      readingDays.map((day) => ({ companyId, equipmentId: unit.id, readingDate: day, value: meterOn(day).toFixed(2), unit: plan.meter, createdBy: userId })),
    );
    const lastReading = meterOn(lastReadingDay);
    const meterToday = plan.meter === 'hours' ? lastReading + routeHours(unit.id, lastReadingDay) : lastReading;

    const log: Array<typeof equipmentServiceLog.$inferInsert> = [];
    for (const schedule of plan.schedules) {
      const services: Array<{ date: string; meter: number | null }> = [];
      let typedDate: string | null = null;
      let typedMeter: number | null = null;
      if (isCalendarInterval(schedule.unit)) {
        const step = (date: string, times: number) => (schedule.unit === 'days' ? addDays(date, -schedule.every * times) : addMonthsClamped(date, -schedule.every * times));
        const last = addDays(today, -schedule.target);
        let times = 0;
        for (; step(last, times) > seasonStart; times += 1) services.push({ date: step(last, times), meter: null });
        typedDate = step(last, times);
      } else {
        // Last done where today's meter leaves `target` to go, but never past the last reading (the log's meters are readings too).
        const lastDone = Math.min(round(meterToday + schedule.target - schedule.every, 2), lastReading);
        let value = lastDone;
        for (; value > plan.start; value = round(value - schedule.every, 2)) services.push({ date: dayOf(value), meter: value });
        typedMeter = Math.max(value, 0);
      }
      const [row] = await db
        .insert(equipmentServiceSchedules)
        .values({
          companyId,
          equipmentId: unit.id,
          name: schedule.name,
          every: schedule.every.toFixed(2),
          unit: schedule.unit,
          expectedCost: schedule.expectedCost.toFixed(2),
          lastDoneDate: typedDate,
          lastDoneMeter: typedMeter === null ? null : typedMeter.toFixed(2),
        })
        .returning({ id: equipmentServiceSchedules.id });
      services.forEach((service, index) =>
        log.push({
          companyId,
          equipmentId: unit.id,
          serviceDate: service.date,
          meter: service.meter === null ? null : service.meter.toFixed(2),
          meterUnit: service.meter === null ? null : plan.meter,
          workDone: schedule.workDone,
          parts: schedule.parts ?? null,
          cost: costOf(schedule.expectedCost, index).toFixed(2),
          ...performer(schedule.by),
          scheduleId: row!.id,
          createdBy: userId,
        }),
      );
    }
    for (const repair of plan.repairs ?? []) {
      const date = addDays(today, -repair.daysAgo);
      log.push({ companyId, equipmentId: unit.id, serviceDate: date, workDone: repair.workDone, parts: repair.parts ?? null, cost: repair.cost.toFixed(2), ...performer(repair.by), createdBy: userId });
    }
    if (log.length > 0) {
      await db.insert(equipmentServiceLog).values(log);
      const lastService = log.reduce((latest, entry) => (entry.serviceDate > latest ? entry.serviceDate : latest), log[0]!.serviceDate);
      await db.update(equipment).set({ lastServiceDate: lastService }).where(and(eq(equipment.companyId, companyId), eq(equipment.id, unit.id)));
    }
  }

  // The unit out of service raised its maintenance task two days ago.
  const raisedAt = new Date(now.getTime() - 2 * 86_400_000);
  for (const unit of units.filter((row) => row.status === 'out_of_service')) {
    await db.transaction((tx) =>
      raiseTicket(tx, companyId, {
        title: outOfServiceTaskTitle(unit.name),
        description: unit.outOfServiceReason ?? '',
        type: 'maintenance',
        priority: 'high',
        status: 'open',
        dueDate: today,
        subjectKind: 'equipment',
        subjectId: unit.id,
        assigneeEmployeeId: mechanic?.id ?? null,
        createdByUserId: userId,
        createdAt: raisedAt,
        updatedAt: raisedAt,
      }),
    );
  }
}
