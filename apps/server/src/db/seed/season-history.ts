import { weekOf } from '@groundwork/domain/dispatch';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { estimateItemsSchema, FIRST_ESTIMATE_NUMBER, type EstimateStatus } from '@groundwork/domain/estimates';
import {
  DEFAULT_PAYMENT_TERMS,
  dueDate,
  invoiceBalance,
  invoiceStatus,
  invoiceTotals,
  sumMoney,
  type PaymentMethod,
} from '@groundwork/domain/invoices';
import type { LeadStatus } from '@groundwork/domain/leads';
import { minutesOf, workOrderLabel } from '@groundwork/domain/orders';
import type { ClientTaxRate } from '@groundwork/domain/sales-tax';
import { priceFromRateMatrix, type RateMatrix, type RecipeLine } from '@groundwork/domain/services';
import { addDays, daysBetween, roundTo, weekdayOf } from '@groundwork/domain/shared';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { randomBytes, randomUUID } from 'node:crypto';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { queryRows, refreshLeadListRows } from '../../lib/clients';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, longDate, usableTimeZone } from '../../lib/dates';
import { activeMarkups } from '../../lib/overhead-markups';
import { raiseTicket } from '../../lib/tickets';
import { takeWorkOrderNumbers } from '../../lib/work-orders';
import { pricedColumns } from '../../modules/estimates/estimates.service';
import { settingsOf, takeNumber } from '../../modules/invoices/invoice-view';
import type { Db } from '../client';
import {
  billedItems,
  clientActivities,
  creditNotes,
  crewMembers,
  crews,
  customerProperties,
  customers,
  employees,
  equipment,
  estimateActivities,
  estimates,
  invoices,
  jobs,
  jobVisits,
  leads,
  leadSources,
  paymentAllocations,
  payments,
  products,
  services,
  users,
  workOrderEquipment,
  workOrderMaterials,
  workOrders,
  workOrderTimeEntries,
  type StoredInvoiceLine,
} from '../schema';
import { contactOf, generateClients, seededRandom } from './customers';
import { demoEstimateSeeds, serviceLines } from './estimates';
import { demoTaxCategoryName, taxCategoryIdsByName } from './sales-tax';

/**
 * The demo company's past, so every report has two seasons to tell: last season complete (1 March – 30 November of
 * last year) and this season from 1 March up to the week before last (last week and this week are the mowing route's,
 * seed/orders.ts). It runs before the demo's estimates, jobs, orders and invoices, so its numbers come first and
 * every number rises with time; its clients are the commercial sites and the homes the route and the demo jobs leave.
 *
 * The work: the big commercial sites mown weekly by Maintenance Crew B (a job a site and season, a visit an order),
 * spring and fall clean-ups, hedges, leaves, aeration, gutters and the fertiliser rounds by the maintenance crews;
 * mulch in spring and design-build projects (patios, walls, plantings, sod) by Install Crew 1 all season; irrigation
 * start-ups, new systems and winterisations by the Irrigation Team. Each visit is priced and budgeted by its service's
 * rate matrix (a project day by its labour and materials); every crew member hired by then clocked the budget × a
 * little over or under between them (a few sites every time a third over), at their loaded cost; the products used are
 * on the enhancement, fertiliser and project orders at their unit costs, the crew's mower or loader on some.
 * This season lands within about a sixth of the overhead budget's revenue and billable hours for its working days,
 * last season, with fewer clients, within a sixth of its revenue and a quarter of its hours.
 *
 * The money: a client's month of work is one invoice early the next month (the month the history stops in, on the
 * Monday after), one line a visit as the invoicing assistant words it, billed_items claiming each order, taxed at the
 * client's rate by invoiceTotals. Most were paid 10–45 days later; the last weeks' are open, five are more than 60 days
 * overdue, one is half paid, two visits were credited. Sales: leads month by month in every stage, estimates month by
 * month (sent 1–5 days after they were written and answered 2–20 days after that, or not), and part of the customers
 * who signed up in the period won from leads. Three warranty callbacks with hours. Deterministic: one seeded sequence,
 * dated from `now` in the company's time zone.
 */

type Random = () => number;
type CrewName = 'Maintenance Crew A' | 'Maintenance Crew B' | 'Install Crew 1' | 'Irrigation Team';

const SEED = 20_250_301;
/** The oldest homes are the demo jobs' (seed/jobs.ts takes the oldest three) and the mowing route's (the next ones without a job). */
const HOMES_LEFT_TO_THE_ROUTE = 20;
/** A new customer's first visit comes a week after they signed up. */
const FIRST_VISIT_AFTER_DAYS = 7;
/** A day of a crew's people, in billable hours: four on the install crew, three on the irrigation team, eight hours each. */
const INSTALL_DAY_HOURS = 32;
const IRRIGATION_DAY_HOURS = 24;
/** Design-build work is quoted at this much an hour of labour, and its materials at cost plus this share. */
const PROJECT_LABOUR_RATE = 68;
const PROJECT_MATERIALS_MARKUP = 0.6;
/** The commercial sites mown weekly: the big ones (smaller sites buy clean-ups and enhancements), May to late October. */
const MOWN_SITES_FROM_SQ_FT = 100_000;
const MOWING_SEASON = { from: '05-01', to: '10-24' };
/** At a tight site (a steep berm, a back yard through a narrow gate) the crew takes a third more every visit. */
const TIGHT_SITE_EFFORT = 1.35;
/** Open invoices left more than 60 days overdue: the receivables' and the dashboard's late ones. */
const LONG_OVERDUE = 5;
/** Of the customers who signed up in the period, the share that came in as a lead (the rest called and booked). */
const WON_FROM_LEADS = 0.45;
const PAYMENT_METHODS: readonly PaymentMethod[] = ['cheque', 'bank_transfer', 'card', 'cheque', 'cash', 'card', 'bank_transfer'];
/** Estimates written each month (January first): the spring rush, a quiet summer, fall work and snow contracts. */
const ESTIMATES_A_MONTH = [4, 7, 8, 6, 4, 2, 2, 3, 4, 4, 2, 1];
const DAY_MS = 86_400_000;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const wholeBetween = (random: Random, low: number, high: number) => Math.floor(low + random() * (high - low + 1));
const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const isWeekday = (date: string) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;
const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
const money = (value: number) => value.toFixed(2);
const nextMonthOf = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);

/** The items by key, each group in the items' order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** A weekday from `from` to `to` (both 'YYYY-MM-DD'), or null when there is none. */
function weekdayBetween(random: Random, from: string, to: string): string | null {
  if (from > to) return null;
  let day = addDays(from, Math.floor(random() * (daysBetween(from, to) + 1)));
  while (!isWeekday(day) && day < to) day = addDays(day, 1);
  while (!isWeekday(day) && day > from) day = addDays(day, -1);
  return isWeekday(day) ? day : null;
}

/** Every weekday from `from` to `to`. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWeekday(day)) days.push(day);
  return days;
}

/**
 * The company's clock for the seasons' few hundred dates: the instant `minutes` past midnight on a date, and the date of
 * an instant. One formatter for all of them (endOfDayIn and dateIn build theirs on every call), each midnight worked out
 * once, as endOfDayIn does: the zone's offset at the UTC midnight, checked again at the guess for a clock change.
 */
function companyClock(timeZone: string): { at: (date: string, minutes: number) => Date; dateOf: (instant: Date) => string } {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const wallClock = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  };
  const midnights = new Map<string, number>();
  return {
    at(date, minutes) {
      let midnight = midnights.get(date);
      if (midnight === undefined) {
        const utc = Date.parse(`${date}T00:00:00Z`);
        const guess = utc - (wallClock(utc) - utc);
        midnight = utc - (wallClock(guess) - guess);
        midnights.set(date, midnight);
      }
      return new Date(midnight + minutes * 60_000);
    },
    dateOf: (instant) => new Date(wallClock(instant.getTime())).toISOString().slice(0, 10),
  };
}

/**
 * Inserts rows in one statement whose one parameter is the rows as JSON: for thousands of rows Drizzle's multi-row
 * insert spends longer building its parameters than PGlite spends running it. Every row has the first row's keys.
 */
async function insertMany<T extends PgTable>(tx: Db, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const shape = sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]))));
  await tx.execute(sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as x(${shape})`);
}

// ── What the history is made from ──────────────────────────────────────────────────────────────────────────────

interface Season {
  year: number;
  from: string;
  /** The last day of it the history covers. */
  to: string;
}

interface CrewFacts {
  id: string;
  members: Array<{ id: string; hireDate: string; hourlyCost: number }>;
}

interface ServiceFacts {
  id: string;
  name: string;
  description: string;
  isTaxable: boolean;
  rateMatrix: RateMatrix;
  recipe: RecipeLine[];
}

interface HistoryCustomer {
  /** The customer and their primary property as stored (a won lead copies their contact). */
  row: typeof customers.$inferSelect;
  property: typeof customerProperties.$inferSelect;
  id: string;
  type: 'residential' | 'commercial';
  lotSizeSqFt: number;
  turfAreaSqFt: number;
  /** The first day the history may visit them. */
  since: string;
  /** The oldest homes are left to the demo jobs and the route. */
  inHistory: boolean;
}

interface Facts {
  companyId: string;
  userId: string;
  ownerName: string;
  now: Date;
  today: string;
  lastMonday: string;
  seasons: Season[];
  crews: Map<CrewName, CrewFacts>;
  services: Map<string, ServiceFacts>;
  products: Map<string, { id: string; name: string; unitCost: number }>;
  equipment: Map<string, string>;
  customers: HistoryCustomer[];
  clock: (date: string, minutes: number) => Date;
}

async function historyFacts(db: Db, companyId: string, userId: string, now: Date): Promise<Facts> {
  const [zone] = await companyTimeZoneQuery(db, companyId);
  const timeZone = usableTimeZone(zone?.timeZone);
  const today = dateIn(timeZone, now);
  const lastMonday = addDays(weekOf(today).from, -7);
  const year = Number(today.slice(0, 4));
  const clock = companyClock(timeZone);
  const seasons = [
    { year: year - 1, from: `${year - 1}-03-01`, to: `${year - 1}-11-30` },
    { year, from: `${year}-03-01`, to: minDate(`${year}-11-30`, addDays(lastMonday, -1)) },
  ].filter((season) => season.from <= season.to);

  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  const crewRows = await db
    .select({ crewId: crews.id, name: crews.name, employee: employees })
    .from(crews)
    .innerJoin(crewMembers, and(eq(crewMembers.companyId, crews.companyId), eq(crewMembers.crewId, crews.id)))
    .innerJoin(employees, and(eq(employees.companyId, crewMembers.companyId), eq(employees.id, crewMembers.employeeId)))
    .where(eq(crews.companyId, companyId))
    .orderBy(asc(employees.employeeId));
  const crewFacts = new Map<CrewName, CrewFacts>();
  for (const { crewId, name, employee } of crewRows) {
    const crew = crewFacts.get(name as CrewName) ?? { id: crewId, members: [] };
    // Each person's loaded cost, as end of day records it (seed/dispatch.ts).
    const hourlyCost = hourlyLaborCost({ payType: employee.payType, payRate: Number(employee.payRate), laborBurdenPercent: Number(employee.laborBurdenPercent) });
    crew.members.push({ id: employee.id, hireDate: employee.hireDate ?? '2000-01-01', hourlyCost });
    crewFacts.set(name as CrewName, crew);
  }

  const serviceRows = await db
    .select({ id: services.id, name: services.name, description: services.description, isTaxable: services.isTaxable, rateMatrix: services.rateMatrix, recipe: services.recipe })
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.archived, false)));
  const productRows = await db.select({ id: products.id, name: products.name, unitCost: products.unitCost }).from(products).where(eq(products.companyId, companyId));
  const equipmentRows = await db.select({ id: equipment.id, name: equipment.name }).from(equipment).where(eq(equipment.companyId, companyId));
  const customerRows = await db
    .select({ customer: customers, property: customerProperties })
    .from(customers)
    .innerJoin(
      customerProperties,
      and(eq(customerProperties.companyId, customers.companyId), eq(customerProperties.customerId, customers.id), eq(customerProperties.isPrimary, true)),
    )
    .where(and(eq(customers.companyId, companyId), eq(customers.status, 'active')))
    .orderBy(asc(customers.createdAt), asc(customers.email));
  let homes = 0;
  const book = customerRows.map(({ customer, property }): HistoryCustomer => {
    if (customer.type === 'residential') homes += 1;
    return {
      row: customer,
      property,
      id: customer.id,
      type: customer.type,
      lotSizeSqFt: property.lotSizeSqFt ?? 8_000,
      turfAreaSqFt: property.turfAreaSqFt ?? 5_000,
      since: addDays(clock.dateOf(customer.createdAt), FIRST_VISIT_AFTER_DAYS),
      inHistory: customer.type === 'commercial' || homes > HOMES_LEFT_TO_THE_ROUTE,
    };
  });

  return {
    companyId,
    userId,
    ownerName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : '',
    now,
    today,
    lastMonday,
    seasons,
    crews: crewFacts,
    services: new Map(serviceRows.map((row) => [row.name, row])),
    products: new Map(productRows.map((row) => [row.name, { id: row.id, name: row.name, unitCost: Number(row.unitCost) }])),
    equipment: new Map(equipmentRows.map((row) => [row.name, row.id])),
    customers: book,
    clock: clock.at,
  };
}

// ── The work: what each client had done, and when ──────────────────────────────────────────────────────────────

interface PlannedVisit {
  customer: HistoryCustomer;
  date: string;
  crew: CrewName;
  title: string;
  serviceId: string | null;
  taxable: boolean;
  price: number;
  budgetedHours: number;
  /** Share of the budgeted hours the crew took. */
  effort: number;
  materials: Array<{ product: string; quantity: number }>;
  equipment: string[];
  instructions: string;
  /** The season's weekly mowing job it is a visit of ('customer:year'). */
  mowingJob: string | null;
}

/** What a client buys every season (enhancements are decided each season). */
interface Programme {
  mowing: boolean;
  weekday: number;
  cleanUps: boolean;
  fertiliser: boolean;
  irrigation: boolean;
  zones: number;
  shrubs: number;
  tight: boolean;
}

function programmeOf(random: Random, customer: HistoryCustomer): Programme {
  const commercial = customer.type === 'commercial';
  return {
    // The big sites; the demo's homes are mown on the route (seed/orders.ts).
    mowing: commercial && customer.lotSizeSqFt >= MOWN_SITES_FROM_SQ_FT,
    weekday: wholeBetween(random, 1, 5),
    cleanUps: random() < (commercial ? 0.9 : 0.25),
    fertiliser: commercial && random() < 0.35,
    irrigation: random() < (commercial ? 0.5 : 0.15),
    zones: commercial ? wholeBetween(random, 12, 24) : wholeBetween(random, 4, 12),
    shrubs: commercial ? wholeBetween(random, 40, 140) : wholeBetween(random, 8, 30),
    tight: random() < 0.15,
  };
}

interface Planner {
  facts: Facts;
  random: Random;
  season: Season;
  visits: PlannedVisit[];
}

/** A service's price and budgeted hours for a measure (lot size, turf area, yards, shrubs, zones…), by its rate matrix. */
function priced(service: ServiceFacts, measure: number): { price: number; hours: number } {
  const price = priceFromRateMatrix(service.rateMatrix, measure);
  const first = service.rateMatrix.matrixRows[0];
  return {
    price: roundTo(price.ok ? price.rate : (first?.rate ?? 0), 2),
    hours: roundTo(price.ok ? price.hours : (first?.tbHrs ?? 0), 2),
  };
}

/** How long a crew took against its budget: a little over or under (a little over more often), now and then clearly over. */
function effortOf(random: Random, tight: boolean): number {
  if (tight) return TIGHT_SITE_EFFORT + between(random, -0.05, 0.05);
  return random() < 0.05 ? between(random, 1.3, 1.6) : between(random, 0.92, 1.18);
}

/** Homes are Crew A's ("residential, south routes"), businesses and HOAs Crew B's. */
const maintenanceCrew = (customer: HistoryCustomer): CrewName => (customer.type === 'commercial' ? 'Maintenance Crew B' : 'Maintenance Crew A');

/** One visit of a service on `date`, if the client was a client by then and the season reaches it. */
function addServiceVisit(
  planner: Planner,
  customer: HistoryCustomer,
  serviceName: string,
  date: string | null,
  options: { measure: number; crew?: CrewName; materials?: PlannedVisit['materials']; equipment?: string[]; tight?: boolean; mowingJob?: string },
): void {
  const service = planner.facts.services.get(serviceName);
  if (!service || !date || date < planner.season.from || date > planner.season.to || date < customer.since) return;
  const { price, hours } = priced(service, options.measure);
  planner.visits.push({
    customer,
    date,
    crew: options.crew ?? maintenanceCrew(customer),
    title: service.name,
    serviceId: service.id,
    taxable: service.isTaxable,
    price,
    budgetedHours: hours,
    effort: effortOf(planner.random, options.tight ?? false),
    materials: options.materials ?? [],
    equipment: options.equipment ?? [],
    instructions: '',
    mowingJob: options.mowingJob ?? null,
  });
}

/** A weekday in a window of the season ('MM-DD' to 'MM-DD'). */
function dayIn(planner: Planner, from: string, to: string): string | null {
  const { year } = planner.season;
  return weekdayBetween(planner.random, `${year}-${from}`, `${year}-${to}`);
}

/** The fertiliser rounds: when each goes down and the product it takes. */
const FERTILISER_ROUNDS: ReadonlyArray<{ service: string; from: string; to: string; product: string }> = [
  { service: 'Fertilizer Round 1', from: '04-15', to: '05-08', product: 'Lawn fertilizer 24-0-11, 50 lb' },
  { service: 'Fertilizer Round 2', from: '05-26', to: '06-19', product: 'Lawn fertilizer 24-0-11, 50 lb' },
  { service: 'Fertilizer Round 3', from: '07-08', to: '08-01', product: 'Slow-release fertilizer 32-0-4, 50 lb' },
  { service: 'Fertilizer Round 4', from: '08-24', to: '09-18', product: 'Slow-release fertilizer 32-0-4, 50 lb' },
  { service: 'Fertilizer Round 5', from: '10-12', to: '11-06', product: 'Lawn fertilizer 24-0-11, 50 lb' },
];
/** A 50 lb bag of fertiliser covers about 15,000 sq ft of turf (as its description says); a bag of seed about 16,000 overseeded. */
const TURF_PER_FERTILISER_BAG = 15_000;
const TURF_PER_SEED_BAG = 16_000;
/** The mower each maintenance crew takes on its mowing stops (seed/equipment.ts keeps their hours). */
const CREW_MOWER: Partial<Record<CrewName, string>> = { 'Maintenance Crew A': '60" zero-turn #1', 'Maintenance Crew B': '52" stand-on mower' };

/** A client's season of maintenance: mowing, clean-ups, fertiliser and irrigation visits, and the season's enhancements. */
function planMaintenance(planner: Planner, customer: HistoryCustomer, programme: Programme): void {
  const { random, season } = planner;
  const commercial = customer.type === 'commercial';
  const lot = customer.lotSizeSqFt;
  const turf = customer.turfAreaSqFt;

  if (programme.mowing) {
    const mowingJob = `${customer.id}:${season.year}`;
    let first = maxDate(`${season.year}-${MOWING_SEASON.from}`, customer.since);
    while (weekdayOf(first) !== programme.weekday) first = addDays(first, 1);
    const mower = CREW_MOWER[maintenanceCrew(customer)]!;
    for (let date = first; date <= `${season.year}-${MOWING_SEASON.to}`; date = addDays(date, 7)) {
      addServiceVisit(planner, customer, 'Weekly Mowing', date, { measure: lot, tight: programme.tight, mowingJob, equipment: [mower] });
    }
  }
  if (programme.cleanUps) {
    addServiceVisit(planner, customer, 'Spring Clean-up', dayIn(planner, '03-24', '04-30'), { measure: lot });
    addServiceVisit(planner, customer, 'Fall Clean-up', dayIn(planner, '10-20', '11-24'), { measure: lot });
  }
  if (programme.fertiliser) {
    const bags = roundTo(Math.max(turf / TURF_PER_FERTILISER_BAG, 0.25), 2);
    for (const round of FERTILISER_ROUNDS) {
      addServiceVisit(planner, customer, round.service, dayIn(planner, round.from, round.to), {
        measure: turf,
        crew: 'Maintenance Crew B',
        materials: [{ product: round.product, quantity: bags }],
      });
    }
  }
  if (programme.irrigation) {
    addServiceVisit(planner, customer, 'Irrigation Start-up', dayIn(planner, '04-13', '05-15'), { measure: programme.zones, crew: 'Irrigation Team' });
    addServiceVisit(planner, customer, 'Irrigation Winterization', dayIn(planner, '09-28', '10-30'), { measure: programme.zones, crew: 'Irrigation Team' });
  }
  if (random() < (commercial ? 0.7 : 0.1)) {
    addServiceVisit(planner, customer, 'Hedge & Shrub Trimming', dayIn(planner, '06-08', '07-03'), { measure: programme.shrubs });
    addServiceVisit(planner, customer, 'Hedge & Shrub Trimming', dayIn(planner, '09-08', '10-02'), { measure: programme.shrubs });
  }
  if (random() < (commercial ? 0.6 : 0.05)) addServiceVisit(planner, customer, 'Leaf Removal', dayIn(planner, '10-12', '11-12'), { measure: lot });
  if (random() < (commercial ? 0.3 : 0.08)) {
    const day = dayIn(planner, '09-02', '09-30');
    addServiceVisit(planner, customer, 'Core Aeration', day, { measure: lot });
    if (random() < 0.6) {
      const bags = roundTo(Math.max(turf / TURF_PER_SEED_BAG, 0.25), 2);
      addServiceVisit(planner, customer, 'Overseeding', day, { measure: turf, materials: [{ product: 'Sun & shade grass seed, 50 lb', quantity: bags }] });
    }
  }
  if (!commercial && random() < 0.06) addServiceVisit(planner, customer, 'Gutter Cleaning', dayIn(planner, '11-02', '11-25'), { measure: wholeBetween(random, 110, 260) });
}

/** A design-build project: how many days it takes and what a day of it uses from the price book. */
interface ProjectKind {
  title: string;
  days: [number, number];
  day: Array<{ product: string; quantity: [number, number] }>;
  instructions: string;
}

const PROJECT_KINDS: readonly ProjectKind[] = [
  {
    title: 'Paver patio and walkway',
    days: [3, 5],
    day: [
      { product: 'Concrete pavers, Holland 4×8', quantity: [110, 150] },
      { product: 'Class 5 gravel', quantity: [3, 5] },
    ],
    instructions: 'Call 811 before digging. Compact the base in 2 in. lifts; pitch the patio away from the house.',
  },
  {
    title: 'Retaining wall and planting bed',
    days: [3, 4],
    day: [
      { product: 'Retaining wall block', quantity: [110, 160] },
      { product: 'Retaining wall cap', quantity: [20, 35] },
    ],
    instructions: 'Bury the first course half its height; drain tile behind the wall.',
  },
  {
    title: 'Planting beds: shrubs and perennials',
    days: [1, 2],
    day: [
      { product: 'Boxwood, 3 gal', quantity: [4, 10] },
      { product: 'Perennial, 1 gal', quantity: [18, 36] },
      { product: 'Double-shredded hardwood mulch', quantity: [3, 5] },
    ],
    instructions: 'Lay the plants out for the client to approve before planting. Water everything in.',
  },
  {
    title: 'Sod installation and grading',
    days: [1, 2],
    day: [
      { product: 'Kentucky bluegrass sod', quantity: [1800, 2800] },
      { product: 'Screened topsoil', quantity: [4, 8] },
    ],
    instructions: 'Grade away from the foundation; roll the sod and water it in the same day.',
  },
  {
    title: 'Flagstone walk and steppers',
    days: [2, 3],
    day: [
      { product: 'Natural flagstone', quantity: [1, 2] },
      { product: 'Class 5 gravel', quantity: [2, 3] },
    ],
    instructions: 'Set the stones level with the lawn so the mower can pass.',
  },
];

/** The service a crew's project days are filed under, so their revenue lands in its income division. */
const PROJECT_SERVICES: Partial<Record<CrewName, string>> = { 'Install Crew 1': 'Landscape Installation', 'Irrigation Team': 'Irrigation System Installation' };

/** A day of project or new-system work, quoted as design-build work is: its labour at the rate, its materials marked up. */
function projectDay(planner: Planner, customer: HistoryCustomer, date: string, crew: CrewName, title: string, hours: number, materials: PlannedVisit['materials'], instructions: string): PlannedVisit {
  const materialsCost = sumMoney(materials.map((use) => roundTo(use.quantity * (planner.facts.products.get(use.product)?.unitCost ?? 0), 2)));
  return {
    customer,
    date,
    crew,
    title,
    serviceId: planner.facts.services.get(PROJECT_SERVICES[crew] ?? '')?.id ?? null,
    taxable: true,
    price: Math.round((hours * PROJECT_LABOUR_RATE + materialsCost * (1 + PROJECT_MATERIALS_MARKUP)) / 5) * 5,
    budgetedHours: hours,
    effort: effortOf(planner.random, false),
    materials,
    // The skid steer on the first day of a dig (a patio, a wall, grading for sod).
    equipment: crew === 'Install Crew 1' && /patio|wall|grading/i.test(title) && !/\(day [2-9]/.test(title) ? ['Compact track loader'] : [],
    instructions,
    mowingJob: null,
  };
}

/** The install crew's season day by day: mulch in spring (a few homes a day, or one big site), design-build projects the rest of the time, the odd day lost to rain. */
function planInstallCrew(planner: Planner, clients: readonly HistoryCustomer[]): void {
  const { random, season, facts } = planner;
  const mulch = facts.services.get('Mulch Installation');
  const mulchQueue = clients
    .filter((customer) => random() < (customer.type === 'commercial' ? 0.7 : 0.2))
    .map((customer) => ({ customer, yards: customer.type === 'commercial' ? wholeBetween(random, 12, 40) : Math.max(3, Math.round(customer.lotSizeSqFt / 2_500)) }));
  const homes = clients.filter((customer) => customer.type === 'residential');
  let project: { customer: HistoryCustomer; kind: ProjectKind; day: number; days: number } | null = null;
  for (const date of weekdays(`${season.year}-04-06`, minDate(`${season.year}-11-20`, season.to))) {
    if (random() < 0.06) continue; // rain
    if (mulch && date >= `${season.year}-04-20` && date <= `${season.year}-06-15` && mulchQueue.length > 0 && random() < 0.5) {
      let hours = 0;
      while (mulchQueue.length > 0 && hours < INSTALL_DAY_HOURS - 8) {
        const job = mulchQueue.shift()!;
        if (date < job.customer.since) continue;
        addServiceVisit(planner, job.customer, mulch.name, date, {
          measure: job.yards,
          crew: 'Install Crew 1',
          materials: [{ product: pickOne(random, ['Double-shredded hardwood mulch', 'Double-shredded hardwood mulch', 'Black dyed mulch', 'Cedar mulch']), quantity: roundTo(job.yards * 1.05, 2) }],
        });
        hours += priced(mulch, job.yards).hours;
      }
      continue;
    }
    if (!project) {
      const candidates = homes.filter((customer) => customer.since <= date);
      if (candidates.length === 0) continue;
      const kind = pickOne(random, PROJECT_KINDS);
      project = { customer: pickOne(random, candidates), kind, day: 0, days: wholeBetween(random, kind.days[0], kind.days[1]) };
    }
    project.day += 1;
    // The main material every day; what goes with it the day it is delivered.
    const uses = project.day === 1 ? project.kind.day : project.kind.day.slice(0, 1);
    const materials = uses.map((use) => ({ product: use.product, quantity: wholeBetween(random, use.quantity[0], use.quantity[1]) }));
    const title = project.days > 1 ? `${project.kind.title} (day ${project.day} of ${project.days})` : project.kind.title;
    planner.visits.push(projectDay(planner, project.customer, date, 'Install Crew 1', title, INSTALL_DAY_HOURS, materials, project.kind.instructions));
    if (project.day === project.days) project = null;
  }
}

/** The irrigation team's summer between start-ups and winterisations: new systems, a day for every four zones. */
function planIrrigationSystems(planner: Planner, clients: readonly HistoryCustomer[]): void {
  const { random, season } = planner;
  let system: { customer: HistoryCustomer; zones: number; day: number; days: number } | null = null;
  for (const date of weekdays(`${season.year}-05-04`, minDate(`${season.year}-09-30`, season.to))) {
    if (random() < 0.12) continue; // repairs, rain, and a week off
    if (!system) {
      const candidates = clients.filter((customer) => customer.since <= date);
      if (candidates.length === 0) continue;
      const customer = pickOne(random, candidates);
      const zones = customer.type === 'commercial' ? wholeBetween(random, 12, 20) : wholeBetween(random, 5, 9);
      system = { customer, zones, day: 0, days: Math.ceil(zones / 4) };
    }
    system.day += 1;
    const materials = [
      { product: 'Gear-drive rotor head', quantity: Math.ceil((system.zones * 3) / system.days) },
      { product: 'Spray head, 4"', quantity: Math.ceil((system.zones * 5) / system.days) },
    ];
    const title = `New irrigation system, ${system.zones} zones${system.days > 1 ? ` (day ${system.day} of ${system.days})` : ''}`;
    planner.visits.push(projectDay(planner, system.customer, date, 'Irrigation Team', title, IRRIGATION_DAY_HOURS, materials, 'Locate the utilities first; pressure-test every zone before backfilling.'));
    if (system.day === system.days) system = null;
  }
}

function planSeason(facts: Facts, season: Season, programmes: ReadonlyMap<string, Programme>, random: Random): PlannedVisit[] {
  const planner: Planner = { facts, random, season, visits: [] };
  const clients = facts.customers.filter((customer) => customer.inHistory && customer.since <= season.to);
  for (const customer of clients) planMaintenance(planner, customer, programmes.get(customer.id)!);
  planInstallCrew(planner, clients);
  planIrrigationSystems(planner, clients);
  return planner.visits;
}

// ── Orders, jobs, visits and end of day ───────────────────────────────────────────────────────────────────────

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface MadeOrder {
  id: string;
  number: number;
  visit: PlannedVisit;
  jobId: string | null;
}

interface WorkRows {
  jobs: Array<typeof jobs.$inferInsert>;
  visits: Array<typeof jobVisits.$inferInsert>;
  orders: Array<typeof workOrders.$inferInsert>;
  entries: Array<typeof workOrderTimeEntries.$inferInsert>;
  materials: Array<typeof workOrderMaterials.$inferInsert>;
  equipment: Array<typeof workOrderEquipment.$inferInsert>;
  made: MadeOrder[];
}

/**
 * The rows of the planned visits (in date order, numbered so): each crew's day in route order from 7:30, its people
 * (those hired by then) clocked for the budget × the effort between them, approved on the Monday after.
 */
function workRows(facts: Facts, visits: readonly PlannedVisit[], numbers: readonly number[]): WorkRows {
  const { companyId, userId, clock } = facts;
  const rows: WorkRows = { jobs: [], visits: [], orders: [], entries: [], materials: [], equipment: [], made: [] };

  // The seasons' mowing jobs, one a client and season, at their first visit's price and hours.
  const jobIds = new Map<string, string>();
  for (const [key, season] of groupBy(visits, (visit) => visit.mowingJob)) {
    const [first, last] = [season[0]!, season[season.length - 1]!];
    const id = randomUUID();
    jobIds.set(key, id);
    rows.jobs.push({
      id,
      companyId,
      customerId: first.customer.id,
      propertyId: first.customer.property.id,
      serviceId: first.serviceId,
      jobType: 'recurring',
      serviceName: first.title,
      rate: money(first.price),
      estimatedDuration: first.budgetedHours.toFixed(2),
      // Under way while its season's last mowing is still ahead of the history.
      status: addDays(last.date, 7).slice(5) > MOWING_SEASON.to ? 'completed' : 'in_progress',
      instanceDate: first.date,
      frequency: 'weekly',
      notes: first.customer.type === 'commercial' ? 'Mow, trim and blow the whole site; stay clear of the entrances before 8:00.' : '',
      createdBy: userId,
      createdAt: clock(addDays(first.date, -21), 10 * 60),
      updatedAt: clock(last.date, 17 * 60),
    });
  }

  // Each crew's day in route order: where each stop starts.
  const starts = new Map<PlannedVisit, { sequence: number; start: number }>();
  for (const day of groupBy(visits, (visit) => `${visit.date}|${visit.crew}`).values()) {
    let start = 7 * 60 + 30;
    day.forEach((visit, sequence) => {
      starts.set(visit, { sequence, start });
      start += Math.round((minutesOf(visit.budgetedHours) * visit.effort) / Math.max(facts.crews.get(visit.crew)?.members.length ?? 1, 1)) + 20;
    });
  }

  visits.forEach((visit, index) => {
    const id = randomUUID();
    const crew = facts.crews.get(visit.crew);
    const hired = crew?.members.filter((member) => member.hireDate <= visit.date) ?? [];
    const people = hired.length > 0 ? hired : (crew?.members ?? []);
    const each = Math.max(Math.round((minutesOf(visit.budgetedHours) * visit.effort) / Math.max(people.length, 1)), 10);
    const { sequence, start } = starts.get(visit)!;
    const startedAt = clock(visit.date, start);
    const completedAt = new Date(startedAt.getTime() + (each + 10) * 60_000);
    const jobId = visit.mowingJob ? jobIds.get(visit.mowingJob)! : null;
    const jobVisitId = jobId ? randomUUID() : null;
    if (jobId) rows.visits.push({ id: jobVisitId!, companyId, jobId, instanceDate: visit.date, status: 'completed', price: money(visit.price), createdAt: startedAt, updatedAt: completedAt });
    rows.orders.push({
      id,
      companyId,
      number: numbers[index]!,
      customerId: visit.customer.id,
      propertyId: visit.customer.property.id,
      jobId,
      jobVisitId,
      serviceId: visit.serviceId,
      title: visit.title,
      crewId: crew?.id ?? null,
      date: visit.date,
      startTime: clockText(start),
      sequence,
      budgetedHours: visit.budgetedHours.toFixed(2),
      crewSize: Math.max(people.length, 1),
      instructions: visit.instructions,
      status: 'completed',
      price: money(visit.price),
      startedAt,
      completedAt,
      createdBy: userId,
      createdAt: clock(addDays(visit.date, -6), 9 * 60),
      updatedAt: completedAt,
    });
    // Payroll approves a week's hours on the Monday after it.
    const approvedAt = clock(addDays(weekOf(visit.date).to, 1), 9 * 60);
    for (const person of people) {
      rows.entries.push({
        companyId,
        workOrderId: id,
        employeeId: person.id,
        workDate: visit.date,
        clockIn: startedAt,
        clockOut: new Date(startedAt.getTime() + each * 60_000),
        minutes: each,
        hourlyCost: person.hourlyCost.toFixed(4),
        approvedAt,
        approvedBy: userId,
        createdBy: userId,
        createdAt: completedAt,
      });
    }
    for (const use of visit.materials) {
      const product = facts.products.get(use.product);
      if (product) rows.materials.push({ companyId, workOrderId: id, productId: product.id, name: product.name, quantity: use.quantity.toFixed(4), unitCost: product.unitCost.toFixed(4), createdAt: completedAt });
    }
    for (const name of visit.equipment) {
      const equipmentId = facts.equipment.get(name);
      if (equipmentId) rows.equipment.push({ companyId, workOrderId: id, equipmentId, createdAt: completedAt });
    }
    rows.made.push({ id, number: numbers[index]!, visit, jobId });
  });
  return rows;
}

// ── Billing: a client's month on one invoice, payments, a few late, two credit notes ──────────────────────────

interface BillingRows {
  invoices: Array<typeof invoices.$inferInsert>;
  billed: Array<typeof billedItems.$inferInsert>;
  payments: Array<typeof payments.$inferInsert>;
  allocations: Array<typeof paymentAllocations.$inferInsert>;
  credits: Array<Omit<typeof creditNotes.$inferInsert, 'number'>>;
}

/** The company's next `howMany` invoice numbers, taken as invoice-view's takeNumber takes one (gap-free, in the caller's transaction). */
async function takeInvoiceNumbers(tx: Db, companyId: string, howMany: number, startAt: number): Promise<number[]> {
  if (howMany <= 0) return [];
  const rows = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into invoice_number_counters (company_id, sequence, last_number) values (${companyId}, 'invoice', ${startAt + howMany - 1})
        on conflict (company_id, sequence) do update
        set last_number = greatest(invoice_number_counters.last_number + 1, ${startAt}) + ${howMany - 1}
        returning last_number`,
  );
  const last = Number(rows[0]!.last_number);
  return Array.from({ length: howMany }, (_, index) => last - howMany + 1 + index);
}

async function billingRows(tx: Db, facts: Facts, made: readonly MadeOrder[], random: Random): Promise<BillingRows> {
  const { companyId, userId, today, lastMonday, clock } = facts;
  const rows: BillingRows = { invoices: [], billed: [], payments: [], allocations: [], credits: [] };
  const settings = await settingsOf(tx, companyId);
  const taxRates = new Map<string | null, ClientTaxRate>();
  for (const taxCategoryId of new Set(made.map((order) => order.visit.customer.row.taxCategoryId))) {
    taxRates.set(taxCategoryId, await clientTaxRate(tx, companyId, taxCategoryId));
  }

  // A client's month of work on one invoice, early the next month; the history's last month on the Monday after it.
  const months = groupBy(made, (order) => `${order.visit.date.slice(0, 7)}|${order.visit.customer.id}`);
  const drafts = [...months.values()].map((orders) => ({
    orders,
    issueDate: minDate(addDays(`${nextMonthOf(orders[0]!.visit.date.slice(0, 7))}-01`, wholeBetween(random, 0, 2)), lastMonday),
  }));
  drafts.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.orders[0]!.visit.customer.row.displayName.localeCompare(b.orders[0]!.visit.customer.row.displayName));
  const numbers = await takeInvoiceNumbers(tx, companyId, drafts.length, settings.firstInvoiceNumber);

  // Left open: five issued 95 to 170 days ago, and one client who paid half of last month's.
  const longOverdue = new Set<number>();
  const old = drafts.flatMap((draft, index) => (draft.issueDate >= addDays(today, -170) && draft.issueDate <= addDays(today, -95) ? [index] : []));
  for (let step = 0; step < LONG_OVERDUE && old.length > 0; step += 1) longOverdue.add(old[Math.floor((step * old.length) / LONG_OVERDUE)]!);
  const halfPaid = drafts.findIndex((draft, index) => !longOverdue.has(index) && draft.issueDate >= addDays(today, -60) && draft.orders.length > 2);
  // Two visits not charged, credited before the client paid.
  const credited = new Set([
    drafts.findIndex((draft) => draft.issueDate.slice(5, 7) === '08' && draft.orders.some((order) => order.visit.title === 'Weekly Mowing')),
    drafts.findIndex((draft) => draft.issueDate >= addDays(today, -240) && draft.orders.some((order) => order.visit.title === 'Spring Clean-up')),
  ]);

  let paymentIndex = 0;
  drafts.forEach(({ orders, issueDate }, index) => {
    const customer = orders[0]!.visit.customer;
    const tax = taxRates.get(customer.row.taxCategoryId)!;
    const terms = customer.row.paymentTerms ?? settings.defaultTerms ?? DEFAULT_PAYMENT_TERMS;
    // One line a visit, worded as the invoicing assistant words it.
    const lines = orders.map((order) => ({
      description: `${order.visit.title} — ${workOrderLabel(order.number)}, ${longDate(order.visit.date)}`,
      quantity: 1,
      unitPrice: order.visit.price,
      taxable: order.visit.taxable,
      workOrderId: order.id,
    }));
    const totals = invoiceTotals(lines, tax.rate);
    const id = randomUUID();
    const sentAt = clock(issueDate, 9 * 60);

    let creditTotal = 0;
    if (credited.has(index)) {
      const visit = totals.lines.find((line) => line.description.startsWith('Weekly Mowing') || line.description.startsWith('Spring Clean-up'))!;
      const credit = invoiceTotals([{ description: `${visit.description}: not charged`, quantity: 1, unitPrice: visit.unitPrice, taxable: visit.taxable }], tax.rate);
      creditTotal = credit.total;
      rows.credits.push({
        companyId,
        customerId: customer.id,
        invoiceId: id,
        issueDate: addDays(issueDate, 4),
        reason: visit.description.startsWith('Weekly Mowing') ? 'Turf scalped on the slope by the mower: the visit is not charged' : 'Started a week late: the clean-up is not charged, as agreed',
        lines: credit.lines.map((line) => ({ id: randomUUID(), ...line, workOrderId: null })),
        subtotal: money(credit.subtotal),
        taxableSubtotal: money(credit.taxableSubtotal),
        tax: money(credit.tax),
        taxRatePercent: tax.rate.toFixed(4),
        total: money(credit.total),
        appliedToInvoice: money(credit.total),
        toCustomerCredit: '0.00',
        creditUnapplied: '0.00',
        createdBy: userId,
        createdAt: clock(addDays(issueDate, 4), 10 * 60),
      });
    }

    // Paid 10–45 days after the invoice (businesses later than homes), unless that day has not come.
    const owed = sumMoney([totals.total, -creditTotal]);
    const paidOn = addDays(issueDate, customer.type === 'commercial' ? wholeBetween(random, 20, 45) : wholeBetween(random, 10, 35));
    const paid = longOverdue.has(index) || paidOn >= today || owed <= 0 ? 0 : index === halfPaid ? roundTo(owed / 2, 2) : owed;
    if (paid > 0) {
      const paymentId = randomUUID();
      const method = PAYMENT_METHODS[paymentIndex % PAYMENT_METHODS.length]!;
      paymentIndex += 1;
      const at = clock(paidOn, 11 * 60);
      rows.payments.push({
        id: paymentId,
        companyId,
        customerId: customer.id,
        method,
        source: 'office',
        chequeNumber: method === 'cheque' ? String(3100 + paymentIndex * 7) : '',
        reference: method === 'card' ? `Visa ending ${4000 + ((paymentIndex * 37) % 1000)}` : method === 'bank_transfer' ? `ACH ${200_500 + paymentIndex}` : '',
        date: paidOn,
        amount: money(paid),
        unapplied: '0.00',
        note: '',
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
      });
      rows.allocations.push({ companyId, paymentId, invoiceId: id, amount: money(paid), createdAt: at });
    }
    const balance = invoiceBalance({ total: totals.total, payments: paid, refunds: 0, credits: creditTotal });
    const jobIds = new Set(orders.map((order) => order.jobId));
    rows.invoices.push({
      id,
      companyId,
      number: numbers[index]!,
      customerId: customer.id,
      propertyId: customer.property.id,
      jobId: jobIds.size === 1 ? ([...jobIds][0] ?? null) : null,
      kind: 'visit',
      status: invoiceStatus({ sent: true, voided: false, total: totals.total, balance }),
      issueDate,
      dueDate: dueDate(issueDate, terms),
      terms,
      lines: totals.lines.map((line): StoredInvoiceLine => ({ id: randomUUID(), ...line })),
      subtotal: money(totals.subtotal),
      taxableSubtotal: money(totals.taxableSubtotal),
      tax: money(totals.tax),
      total: money(totals.total),
      amountPaid: money(paid),
      credited: money(creditTotal),
      balance: money(balance),
      taxRatePercent: tax.rate.toFixed(4),
      taxRateName: tax.name,
      notes: '',
      publicToken: randomBytes(32).toString('base64url'),
      sentAt,
      createdBy: userId,
      createdAt: clock(issueDate, 8 * 60 + 30),
      updatedAt: paid > 0 ? clock(paidOn, 11 * 60) : sentAt,
    });
    for (const order of orders) {
      rows.billed.push({ companyId, invoiceId: id, source: 'work_order', itemKey: `work_order:${order.id}`, workOrderId: order.id, jobId: order.jobId, amount: money(order.visit.price), createdAt: sentAt });
    }
  });
  return rows;
}

// ── Sales: leads and estimates month by month ─────────────────────────────────────────────────────────────────

interface Offer {
  description: string;
  services: Array<{ name: string; visits: number }>;
  snow?: boolean;
}

/** What clients ask a price for. */
const HOME_OFFERS: readonly Offer[] = [
  { description: 'Weekly mowing season with trimming.', services: [{ name: 'Weekly Mowing', visits: 28 }, { name: 'Trimming & Edging', visits: 14 }] },
  { description: 'Spring clean-up and fresh hardwood mulch in all beds.', services: [{ name: 'Spring Clean-up', visits: 1 }, { name: 'Mulch Installation', visits: 1 }] },
  { description: 'The season’s lawn programme: five fertilizer rounds.', services: [1, 2, 3, 4, 5].map((round) => ({ name: `Fertilizer Round ${round}`, visits: 1 })) },
  { description: 'Fall core aeration and overseeding.', services: [{ name: 'Core Aeration', visits: 1 }, { name: 'Overseeding', visits: 1 }] },
  { description: 'Hedge and shrub trimming in early summer and fall.', services: [{ name: 'Hedge & Shrub Trimming', visits: 2 }] },
  { description: 'Irrigation start-up in spring and winterization in the fall.', services: [{ name: 'Irrigation Start-up', visits: 1 }, { name: 'Irrigation Winterization', visits: 1 }] },
  { description: 'Fall clean-up, an extra leaf pickup and gutter cleaning.', services: [{ name: 'Fall Clean-up', visits: 1 }, { name: 'Leaf Removal', visits: 1 }, { name: 'Gutter Cleaning', visits: 1 }] },
];
const SITE_OFFERS: readonly Offer[] = [
  {
    description: 'Grounds maintenance for the season: mowing, trimming and two fertilizer rounds.',
    services: [{ name: 'Weekly Mowing', visits: 28 }, { name: 'Trimming & Edging', visits: 28 }, { name: 'Fertilizer Round 1', visits: 1 }, { name: 'Fertilizer Round 2', visits: 1 }],
  },
  { description: 'Spring and fall clean-ups of the whole site.', services: [{ name: 'Spring Clean-up', visits: 1 }, { name: 'Fall Clean-up', visits: 1 }] },
  {
    description: 'Snow and ice management for the lot and the walks, winter season.',
    services: [{ name: 'Snow Plowing', visits: 20 }, { name: 'Salting & De-icing', visits: 15 }, { name: 'Sidewalk Shoveling', visits: 20 }],
    snow: true,
  },
];
/** Snow contracts are sold from August to November. */
const offersFor = (commercial: boolean, month: number, homeOffers: readonly Offer[] = HOME_OFFERS) =>
  commercial ? SITE_OFFERS.filter((offer) => !offer.snow || (month >= 8 && month <= 11)) : homeOffers;
const DECLINE_REASONS = ['We went with another company this year.', 'More than we budgeted for; maybe next season.', 'We decided to do it ourselves.', 'The board postponed it to next year.'] as const;

interface SalesClient {
  clientType: 'customer' | 'lead';
  id: string;
  propertyId: string | null;
  name: string;
  email: string;
  lotSizeSqFt: number | null;
  taxCategoryId: string | null;
  commercial: boolean;
}

interface PlannedEstimate {
  client: SalesClient;
  writtenAt: Date;
  status: Exclude<EstimateStatus, 'converted' | 'changes_requested'>;
  sentAfterDays: number | null;
  answeredAfterDays: number | null;
  offer: Offer;
  declineReason: string;
}

interface SalesRows {
  leads: Array<typeof leads.$inferInsert>;
  leadActivities: Array<typeof clientActivities.$inferInsert>;
  conversions: Array<{ customerId: string; leadId: string }>;
  estimates: PlannedEstimate[];
}

/**
 * The leads and estimates of both seasons, until the demo's own estimates begin (seed/estimates.ts writes its ten in
 * the last two months, numbered after these): part of the customers who signed up came in as leads won by an
 * approved estimate; other leads were lost or are still open; customers asked for more work and said yes about half
 * the time.
 */
async function planSales(db: Db, facts: Facts, random: Random): Promise<SalesRows> {
  const { companyId, userId, now, seasons, lastMonday, customers: book } = facts;
  const rows: SalesRows = { leads: [], leadActivities: [], conversions: [], estimates: [] };
  const sources = await db.select({ id: leadSources.id }).from(leadSources).where(eq(leadSources.companyId, companyId)).orderBy(asc(leadSources.name));
  const taxCategoryIds = await taxCategoryIdsByName(db, companyId);
  const start = `${seasons[0]!.year}-01-06`;
  const startAt = new Date(`${start}T15:00:00Z`);
  // A few days before the oldest of the demo's own estimates.
  const salesEnd = new Date(now.getTime() - (Math.max(...demoEstimateSeeds.map((seed) => seed.daysAgo)) + 3) * DAY_MS);
  const later = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);
  const addLead = (values: typeof leads.$inferInsert) => {
    rows.leads.push(values);
    rows.leadActivities.push({ companyId, clientType: 'lead', clientId: values.id!, kind: 'created', text: 'Lead created', createdBy: userId, createdAt: values.createdAt! });
  };
  const leadValues = (values: Partial<typeof leads.$inferInsert>): typeof leads.$inferInsert => ({
    companyId,
    lostReason: '',
    estimatedValue: null,
    followUpDate: null,
    assignedTo: '',
    tags: [],
    notes: '',
    convertedCustomerId: null,
    convertedAt: null,
    createdBy: userId,
    ...values,
  }) as typeof leads.$inferInsert;

  // New customers who came in as leads: asked for a price a few weeks before they signed up, and said yes.
  for (const customer of book) {
    const { row, property } = customer;
    if (row.convertedFromLeadId || row.createdAt < startAt || row.createdAt > salesEnd || random() > WON_FROM_LEADS) continue;
    const leadId = randomUUID();
    const leadAt = new Date(row.createdAt.getTime() - wholeBetween(random, 20, 40) * DAY_MS);
    const writtenAt = later(leadAt, wholeBetween(random, 3, 8) * 24 + 2);
    const commercial = customer.type === 'commercial';
    addLead(
      leadValues({
        id: leadId,
        type: row.type,
        firstName: row.firstName,
        lastName: row.lastName,
        companyName: row.companyName,
        displayName: row.displayName,
        email: row.email,
        phone: row.phone,
        mobilePhone: row.mobilePhone,
        workPhone: row.workPhone,
        street: row.street,
        city: row.city,
        state: row.state,
        zipCode: row.zipCode,
        property: {
          name: property.name,
          address: { street: property.street, street2: property.street2, city: property.city, state: property.state, zipCode: property.zipCode, country: property.country },
          lotSizeSqFt: property.lotSizeSqFt,
          turfAreaSqFt: property.turfAreaSqFt,
          notes: '',
          latitude: property.latitude,
          longitude: property.longitude,
        },
        status: 'won',
        leadSourceId: row.leadSourceId,
        taxCategoryId: row.taxCategoryId,
        convertedCustomerId: row.id,
        convertedAt: row.createdAt,
        createdAt: leadAt,
        updatedAt: row.createdAt,
      }),
    );
    rows.leadActivities.push({ companyId, clientType: 'lead', clientId: leadId, kind: 'converted', text: `Converted to customer ${row.displayName}`, createdBy: userId, createdAt: row.createdAt });
    rows.conversions.push({ customerId: row.id, leadId });
    const sentAfterDays = wholeBetween(random, 1, 3);
    rows.estimates.push({
      client: { clientType: 'lead', id: leadId, propertyId: null, name: row.displayName, email: row.email, lotSizeSqFt: customer.lotSizeSqFt, taxCategoryId: row.taxCategoryId, commercial },
      writtenAt,
      status: 'approved',
      sentAfterDays,
      // Signed a few days before they became a customer (at most three weeks after it was sent).
      answeredAfterDays: Math.min(Math.max(Math.floor((row.createdAt.getTime() - writtenAt.getTime()) / DAY_MS) - sentAfterDays - 2, 2), 20),
      offer: commercial ? SITE_OFFERS[0]! : pickOne(random, HOME_OFFERS.slice(0, 3)),
      declineReason: '',
    });
  }

  // Leads that did not become customers, month by month: lost, or still open when the history ends.
  const prospects = generateClients(80, SEED ^ 0x5a1e5, new Date(`${lastMonday}T15:00:00Z`));
  let next = 0;
  for (let month = start.slice(0, 7); `${month}-01` < lastMonday && next < prospects.length; month = nextMonthOf(month)) {
    const monthNumber = Number(month.slice(5, 7));
    for (let n = 0; n < (monthNumber >= 3 && monthNumber <= 10 ? 3 : 2) && next < prospects.length; n += 1) {
      const client = prospects[next++]!;
      const day = minDate(`${month}-${String(wholeBetween(random, 1, 28)).padStart(2, '0')}`, addDays(lastMonday, -wholeBetween(random, 1, 9)));
      if (day < start) continue;
      const leadAt = new Date(`${day}T${String(wholeBetween(random, 14, 21)).padStart(2, '0')}:00:00Z`);
      const ageDays = Math.floor((now.getTime() - leadAt.getTime()) / DAY_MS);
      const writtenAt = later(leadAt, wholeBetween(random, 2, 7) * 24 + 3);
      const quoted = writtenAt < salesEnd && random() < 0.55;
      const declined = quoted && random() < 0.6;
      // A quote still unanswered after four months is given up on; so is a lead nobody could reach in six weeks.
      const status: LeadStatus = quoted ? (declined || ageDays > 120 ? 'lost' : 'estimate_sent') : ageDays <= 21 ? 'new' : ageDays <= 42 ? 'contacted' : 'lost';
      const leadId = randomUUID();
      const taxCategory = demoTaxCategoryName(client);
      addLead(
        leadValues({
          id: leadId,
          ...contactOf(client),
          property: {
            name: client.type === 'commercial' ? 'Main site' : 'Home',
            address: { street: client.street, street2: '', city: client.city, state: client.state, zipCode: client.zipCode, country: 'United States' },
            lotSizeSqFt: client.lotSizeSqFt,
            turfAreaSqFt: client.turfAreaSqFt,
            notes: '',
            latitude: client.latitude,
            longitude: client.longitude,
          },
          status,
          lostReason: status !== 'lost' ? '' : declined ? pickOne(random, ['Price too high', 'Went with a competitor']) : quoted ? 'No response' : pickOne(random, ['No response', 'Outside our service area']),
          leadSourceId: sources.length > 0 ? pickOne(random, sources).id : null,
          estimatedValue: (client.type === 'commercial' ? wholeBetween(random, 4_000, 30_000) : wholeBetween(random, 300, 5_000)).toFixed(2),
          followUpDate: status === 'new' || status === 'contacted' ? addDays(lastMonday, wholeBetween(random, 7, 20)) : null,
          assignedTo: pickOne(random, ['Priya Shah', 'Jordan Ellis', '']),
          taxCategoryId: taxCategory === null ? null : (taxCategoryIds.get(taxCategory) ?? null),
          tags: client.tags,
          createdAt: leadAt,
          updatedAt: leadAt,
        }),
      );
      if (!quoted) continue;
      const commercial = client.type === 'commercial';
      rows.estimates.push({
        client: { clientType: 'lead', id: leadId, propertyId: null, name: client.displayName, email: client.email, lotSizeSqFt: client.lotSizeSqFt, taxCategoryId: null, commercial },
        writtenAt,
        status: declined ? 'declined' : 'sent',
        sentAfterDays: wholeBetween(random, 1, 5),
        answeredAfterDays: declined ? wholeBetween(random, 2, 20) : null,
        offer: pickOne(random, offersFor(commercial, monthNumber)),
        declineReason: pickOne(random, DECLINE_REASONS),
      });
    }
  }

  // Customers asking for more work, up to what the month's selling season holds.
  for (let month = start.slice(0, 7); new Date(`${month}-01T12:00:00Z`) < salesEnd; month = nextMonthOf(month)) {
    const monthNumber = Number(month.slice(5, 7));
    const already = rows.estimates.filter((estimate) => estimate.writtenAt.toISOString().startsWith(month)).length;
    for (let n = already; n < ESTIMATES_A_MONTH[monthNumber - 1]!; n += 1) {
      const writtenAt = new Date(`${month}-${String(wholeBetween(random, 1, 28)).padStart(2, '0')}T${String(wholeBetween(random, 14, 22)).padStart(2, '0')}:00:00Z`);
      const clients = book.filter((customer) => customer.row.createdAt < writtenAt);
      if (writtenAt >= salesEnd || clients.length === 0) continue;
      const customer = pickOne(random, clients);
      const commercial = customer.type === 'commercial';
      const roll = random();
      const status = roll < 0.45 ? 'approved' : roll < 0.82 ? 'declined' : roll < 0.95 ? 'sent' : 'draft';
      rows.estimates.push({
        client: {
          clientType: 'customer',
          id: customer.id,
          propertyId: customer.property.id,
          name: customer.row.displayName,
          email: customer.row.email,
          lotSizeSqFt: customer.lotSizeSqFt,
          taxCategoryId: customer.row.taxCategoryId,
          commercial,
        },
        writtenAt,
        status,
        sentAfterDays: status === 'draft' ? null : wholeBetween(random, 1, 5),
        answeredAfterDays: status === 'approved' || status === 'declined' ? wholeBetween(random, 2, 20) : null,
        offer: pickOne(random, offersFor(commercial, monthNumber, HOME_OFFERS.slice(1))),
        declineReason: pickOne(random, DECLINE_REASONS),
      });
    }
  }
  rows.estimates.sort((a, b) => a.writtenAt.getTime() - b.writtenAt.getTime());
  return rows;
}

/** The company's next `howMany` estimate numbers, taken as estimates.service's nextNumber takes one (gap-free, in the caller's transaction). */
async function takeEstimateNumbers(tx: Db, companyId: string, howMany: number): Promise<number[]> {
  if (howMany <= 0) return [];
  const rows = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into estimate_number_counters (company_id, last_number) values (${companyId}, ${FIRST_ESTIMATE_NUMBER + howMany - 1})
        on conflict (company_id) do update set last_number = estimate_number_counters.last_number + ${howMany}
        returning last_number`,
  );
  const last = Number(rows[0]!.last_number);
  return Array.from({ length: howMany }, (_, index) => last - howMany + 1 + index);
}

/**
 * The estimates' rows, built as seed/estimates.ts builds the demo's (the services' lines, priced by pricedColumns
 * with the active budget's markups and the client's tax rate), numbered in the order they were written, with what
 * happened to each: written, sent, and approved or declined.
 */
async function estimateRows(tx: Db, facts: Facts, planned: readonly PlannedEstimate[]) {
  const { companyId, userId, ownerName } = facts;
  const markups = await activeMarkups(tx, companyId);
  const productCosts = new Map([...facts.products.values()].map((product) => [product.id, product.unitCost]));
  const taxRates = new Map<string | null, ClientTaxRate>();
  for (const taxCategoryId of new Set(planned.map((estimate) => estimate.client.taxCategoryId))) taxRates.set(taxCategoryId, await clientTaxRate(tx, companyId, taxCategoryId));
  const numbers = await takeEstimateNumbers(tx, companyId, planned.length);
  const values: Array<typeof estimates.$inferInsert> = [];
  const activities: Array<typeof estimateActivities.$inferInsert> = [];
  /** What each lead was quoted before tax. */
  const quoted = new Map<string, number>();
  planned.forEach((estimate, index) => {
    const items = estimateItemsSchema.parse(
      estimate.offer.services.flatMap((pick) => {
        const service = facts.services.get(pick.name);
        return service ? serviceLines(service, pick.visits, estimate.client.lotSizeSqFt, productCosts) : [];
      }),
    );
    const tax = taxRates.get(estimate.client.taxCategoryId)!;
    const columns = pricedColumns(items, { markups, targetNetProfitPercent: Math.min(markups.targetNetProfitPercent, 99.99), adjustmentPercent: 0, taxRatePercent: tax.rate, taxRateName: tax.name });
    const id = randomUUID();
    const sentAt = estimate.sentAfterDays === null ? null : new Date(estimate.writtenAt.getTime() + estimate.sentAfterDays * DAY_MS + 3_600_000);
    const answeredAt = sentAt && estimate.answeredAfterDays !== null ? new Date(sentAt.getTime() + estimate.answeredAfterDays * DAY_MS + 5 * 3_600_000) : null;
    const ip = `198.51.100.${10 + (index % 200)}`;
    values.push({
      id,
      companyId,
      number: numbers[index]!,
      clientType: estimate.client.clientType,
      clientId: estimate.client.id,
      propertyId: estimate.client.propertyId,
      description: estimate.offer.description,
      notes: '',
      terms: '',
      status: estimate.status,
      expiryDate: addDays(estimate.writtenAt.toISOString().slice(0, 10), estimate.client.commercial ? 45 : 30),
      createdBy: userId,
      createdAt: estimate.writtenAt,
      updatedAt: answeredAt ?? sentAt ?? estimate.writtenAt,
      ...columns,
    });
    if (estimate.client.clientType === 'lead') quoted.set(estimate.client.id, columns.totals.subtotal);
    const activity = (kind: (typeof estimateActivities.$inferInsert)['kind'], at: Date, who: { actorUserId: string | null; actorName: string }, detail = '', ipAddress: string | null = null) =>
      activities.push({ companyId, estimateId: id, kind, ...who, detail, ipAddress, at });
    const owner = { actorUserId: userId, actorName: ownerName };
    activity('created', estimate.writtenAt, owner);
    if (sentAt) activity('sent', sentAt, owner, `Sent to ${estimate.client.email || estimate.client.name}`);
    if (answeredAt && estimate.status === 'approved') activity('approved', answeredAt, { actorUserId: null, actorName: estimate.client.name }, `Signed online as "${estimate.client.name}" from ${ip}`, ip);
    if (answeredAt && estimate.status === 'declined') activity('declined', answeredAt, { actorUserId: null, actorName: 'Client' }, estimate.declineReason, ip);
  });
  return { values, activities, quoted };
}

// ── Callbacks ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Last season's warranty callbacks: their hours are charged to the work they are about, at the person's loaded cost. */
const CALLBACKS: ReadonlyArray<{ title: string; description: string; on: (visit: PlannedVisit) => boolean; employee: string; hours: number }> = [
  {
    title: 'Scalped turf on the berm: top-dress and overseed the strip',
    description: 'The mower deck caught the top of the berm by the entrance sign. No charge to the client.',
    on: (visit) => visit.title === 'Weekly Mowing' && visit.crew === 'Maintenance Crew B' && visit.date.slice(5, 7) === '07',
    employee: 'E-010',
    hours: 2,
  },
  {
    title: 'Re-sod the lawn edge the clean-up crew cut too deep',
    description: 'The power edger went into the turf along the front walk. No charge to the client.',
    on: (visit) => visit.title === 'Spring Clean-up' && visit.crew === 'Maintenance Crew A',
    employee: 'E-009',
    hours: 1.5,
  },
  {
    title: 'Mulch washed onto the walk: re-edge and top up the bed',
    description: 'The storm two days after the install washed the mulch out of the bed by the downspout.',
    on: (visit) => visit.title === 'Mulch Installation',
    employee: 'E-017',
    hours: 1,
  },
];

async function raiseCallbacks(tx: Db, facts: Facts, made: readonly MadeOrder[]): Promise<void> {
  const lastSeason = facts.seasons.length === 2 ? facts.seasons[0]! : null;
  if (!lastSeason) return;
  const people = await tx
    .select({ id: employees.id, number: employees.employeeId, payType: employees.payType, payRate: employees.payRate, laborBurdenPercent: employees.laborBurdenPercent })
    .from(employees)
    .where(eq(employees.companyId, facts.companyId));
  for (const callback of CALLBACKS) {
    const order = made.find((candidate) => candidate.visit.date <= lastSeason.to && callback.on(candidate.visit));
    const person = people.find((row) => row.number === callback.employee);
    if (!order || !person) continue;
    const hourlyCost = hourlyLaborCost({ payType: person.payType, payRate: Number(person.payRate), laborBurdenPercent: Number(person.laborBurdenPercent) });
    const doneAt = facts.clock(addDays(order.visit.date, 6), 14 * 60);
    await raiseTicket(tx, facts.companyId, {
      title: callback.title,
      description: callback.description,
      type: 'callback',
      priority: 'high',
      status: 'done',
      assigneeEmployeeId: person.id,
      dueDate: addDays(order.visit.date, 5),
      subjectKind: 'work_order',
      subjectId: order.id,
      hoursSpent: callback.hours.toFixed(2),
      hoursHourlyCost: hourlyCost.toFixed(4),
      createdByUserId: facts.userId,
      completedAt: doneAt,
      createdAt: facts.clock(addDays(order.visit.date, 2), 15 * 60),
      updatedAt: doneAt,
    });
  }
}

// ── The seed ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Seeds the demo company's two seasons of history (after clients, price book, overhead and services; before anything numbered). */
export async function seedDemoSeasonHistory(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<void> {
  const facts = await historyFacts(db, companyId, userId, now);
  if (facts.seasons.length === 0) return;
  const random = seededRandom(SEED);
  const programmes = new Map(facts.customers.map((customer) => [customer.id, programmeOf(random, customer)]));
  const visits = facts.seasons.flatMap((season) => planSeason(facts, season, programmes, random));
  visits.sort((a, b) => a.date.localeCompare(b.date) || a.crew.localeCompare(b.crew) || a.customer.lotSizeSqFt - b.customer.lotSizeSqFt);
  const sales = await planSales(db, facts, random);

  await db.transaction(async (tx) => {
    const work = workRows(facts, visits, await takeWorkOrderNumbers(tx, companyId, visits.length));
    await insertMany(tx, jobs, work.jobs);
    await insertMany(tx, jobVisits, work.visits);
    await insertMany(tx, workOrders, work.orders);
    await insertMany(tx, workOrderTimeEntries, work.entries);
    await insertMany(tx, workOrderMaterials, work.materials);
    await insertMany(tx, workOrderEquipment, work.equipment);

    const billing = await billingRows(tx, facts, work.made, random);
    await insertMany(tx, invoices, billing.invoices);
    await insertMany(tx, billedItems, billing.billed);
    await insertMany(tx, payments, billing.payments);
    await insertMany(tx, paymentAllocations, billing.allocations);
    for (const credit of billing.credits) await tx.insert(creditNotes).values({ ...credit, number: await takeNumber(tx, companyId, 'credit_note') });
    await raiseCallbacks(tx, facts, work.made);

    const priced = await estimateRows(tx, facts, sales.estimates);
    // A lead's estimated value is what it was quoted.
    await insertMany(
      tx,
      leads,
      sales.leads.map((lead) => (priced.quoted.has(lead.id!) ? { ...lead, estimatedValue: money(priced.quoted.get(lead.id!)!) } : lead)),
    );
    await insertMany(tx, clientActivities, sales.leadActivities);
    if (sales.conversions.length > 0) {
      await tx.execute(sql`update customers c set converted_from_lead_id = x."leadId"
        from json_to_recordset(${JSON.stringify(sales.conversions)}::json) as x("customerId" uuid, "leadId" uuid)
        where c.company_id = ${companyId} and c.id = x."customerId"`);
    }
    await refreshLeadListRows(tx, companyId, sales.leads.map((lead) => lead.id!));
    await insertMany(tx, estimates, priced.values);
    await insertMany(tx, estimateActivities, priced.activities);
  });
  // PGlite runs no autovacuum: without statistics the planner reads these tables by the wrong index, and the seeds
  // after this one (and the demo's first screens) slow down with every row added here.
  await db.execute(sql`analyze ${sql.join(
    [jobs, jobVisits, workOrders, workOrderTimeEntries, workOrderMaterials, workOrderEquipment, invoices, billedItems, payments, paymentAllocations, creditNotes, leads, clientActivities, estimates, estimateActivities],
    sql`, `,
  )}`);
}
