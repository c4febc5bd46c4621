import { isOfficeRole, OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import {
  APPLICATION_CREW_LEADER_ON_ORDERS_MESSAGE,
  APPLICATION_FINISHED_IN_FUTURE_MESSAGE,
  APPLICATION_NO_CUSTOMER_EMAIL_MESSAGE,
  APPLICATION_NO_SIGN_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_OTHER_CUSTOMER_MESSAGE,
  APPLICATION_PRODUCT_NOT_APPLICABLE_MESSAGE,
  APPLICATION_PROPERTY_NOT_CUSTOMERS_MESSAGE,
  APPLICATION_STARTED_AFTER_FINISH_MESSAGE,
  DEFAULT_APPLICATION_SETTINGS,
  MAX_REPORT_ROWS,
  WEATHER_FROZEN_MESSAGE,
  applicationCsvHeader,
  applicationWarnings,
  isRecordLate,
  needsSign,
  overrideReasonMessage,
  safeEntryAt,
  signLines,
  signRemoval,
  stateRuleProfiles,
  totalApplied,
  totalsByProduct,
  unresolvedWarnings,
  windDirectionLabels,
  type Application,
  type ApplicationListItem,
  type ApplicationReport,
  type ApplicationReportValues,
  type ApplicationSettings,
  type ApplicationState,
  type CreateApplicationValues,
  type ListApplicationsValues,
  type OverrideReasons,
  type UpdateApplicationValues,
} from '@groundwork/domain/chemical-applications';
import { serializeCsv } from '@groundwork/domain/csv';
import { workOrderLabel } from '@groundwork/domain/orders';
import { isApplicationProduct, labelRateUnitLabels } from '@groundwork/domain/products';
import type { Pagination } from '@groundwork/domain/shared';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  chemicalApplicationSettings,
  chemicalApplications,
  customerProperties,
  customers,
  employees,
  products,
  workOrders,
  type StoredOverride,
} from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { applicationCopyFileName, recordStanding as standing, sendApplicationCopy, type StoredValues } from '../../lib/application-records';
import { containsPattern, lockCompanyScope } from '../../lib/company-lock';
import { crewScope } from '../../lib/crew-scope';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import { pageTotal } from '../../lib/page-total';
import { addressLines, companyFacts, pdfLogo } from '../../lib/public-company';
import { isoText, isoTimestamp } from '../../lib/iso-timestamps';
import { isSameVersion } from '../../lib/stale-write';
import { nextVersion } from '../../lib/work-orders';
import type { RequestContext } from '../../plugins/auth';
import type { MailAttachment, Mailer } from '../../plugins/mail';
import { PermanentJobError } from '../../plugins/queue';
import { clockTime, renderApplicationCopyPdf, renderApplicationReportPdf, renderApplicationSignPdf } from './application-pdf';

/*
 * Chemical application records (docs/chemical-applications.md, contract in packages/domain/src/chemical-applications).
 * The office sees and changes every record of its company. A crew leader (the employee whose e-mail is their sign-in
 * e-mail) records applications on the work orders of the crews they are on: they see those records and the ones they
 * made (any other is 404, as another company's is), and delete none.
 */

type Row = typeof chemicalApplications.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE);
const notFoundField = (field: string, what: string) => new AppError('NOT_FOUND', `${what} not found.`, { fieldErrors: { [field]: [`${what} not found`] } });
const num = (value: string | null): number | null => (value === null ? null : Number(value));
/** A 4-place decimal column from a number (rates, amounts); 1-place for weather. */
const dec = (value: number | null | undefined, places: number): string | null => (value === null || value === undefined ? null : value.toFixed(places));
/** Finishing this far ahead of the server's clock is a device's clock, not the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** What a crew leader sees: the records on their crews' work orders and the ones they made. Nothing narrower for the office. */
function visibleTo(executor: Db, ctx: RequestContext, scope: string[] | null): SQL | undefined {
  if (scope === null) return undefined;
  const mine = eq(chemicalApplications.createdBy, ctx.userId);
  if (scope.length === 0) return mine;
  const crewOrders = executor
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.companyId, ctx.companyId), inArray(workOrders.crewId, scope)));
  return or(inArray(chemicalApplications.workOrderId, crewOrders), mine);
}

/** The list's filters (listApplicationsQuerySchema) on the company's records the caller may see. */
export function applicationListConditions(executor: Db, ctx: RequestContext, query: Omit<ListApplicationsValues, 'page' | 'limit'>, today: string, scope: string[] | null): Array<SQL | undefined> {
  const search = query.search?.trim().toLowerCase();
  return [
    eq(chemicalApplications.companyId, ctx.companyId),
    visibleTo(executor, ctx, scope),
    query.from ? sql`${chemicalApplications.appliedOn} >= ${query.from}` : undefined,
    query.to ? sql`${chemicalApplications.appliedOn} <= ${query.to}` : undefined,
    query.productId ? eq(chemicalApplications.productId, query.productId) : undefined,
    query.applicatorEmployeeId ? eq(chemicalApplications.applicatorEmployeeId, query.applicatorEmployeeId) : undefined,
    query.propertyId ? eq(chemicalApplications.propertyId, query.propertyId) : undefined,
    query.customerId ? eq(chemicalApplications.customerId, query.customerId) : undefined,
    query.workOrderId ? eq(chemicalApplications.workOrderId, query.workOrderId) : undefined,
    query.status === 'complete' ? eq(chemicalApplications.complete, true) : undefined,
    query.status === 'incomplete' ? eq(chemicalApplications.complete, false) : undefined,
    query.status === 'late' ? and(eq(chemicalApplications.complete, false), sql`${chemicalApplications.deadline} < ${today}`) : undefined,
    search ? sql`${chemicalApplications.searchText} like ${containsPattern(search)}` : undefined,
  ];
}

const listColumns = {
  id: chemicalApplications.id,
  workOrderId: chemicalApplications.workOrderId,
  workOrderNumber: chemicalApplications.workOrderNumber,
  customerId: chemicalApplications.customerId,
  customerName: chemicalApplications.customerName,
  propertyId: chemicalApplications.propertyId,
  propertyAddress: chemicalApplications.propertyAddress,
  siteDescription: chemicalApplications.siteDescription,
  productId: chemicalApplications.productId,
  productName: chemicalApplications.productName,
  epaRegistrationNumber: chemicalApplications.epaRegistrationNumber,
  applicatorEmployeeId: chemicalApplications.applicatorEmployeeId,
  applicatorName: chemicalApplications.applicatorName,
  // Timestamps read as the ISO text the answer carries (lib/iso-timestamps): no Date to parse and print per row.
  finishedAt: isoText(chemicalApplications.finishedAt),
  appliedOn: chemicalApplications.appliedOn,
  rate: chemicalApplications.rate,
  labelRateUnit: chemicalApplications.labelRateUnit,
  areaTreated: chemicalApplications.areaTreated,
  totalApplied: chemicalApplications.totalApplied,
  state: chemicalApplications.state,
  missingFields: chemicalApplications.missingFields,
  complete: chemicalApplications.complete,
  deadline: chemicalApplications.deadline,
  customerCopySentAt: sql<string | null>`${isoText(chemicalApplications.customerCopySentAt)}`,
  updatedAt: isoText(chemicalApplications.updatedAt),
};
type ListRow = Omit<Pick<Row, keyof typeof listColumns>, 'finishedAt' | 'customerCopySentAt' | 'updatedAt'> & {
  finishedAt: Date | string;
  customerCopySentAt: Date | string | null;
  updatedAt: Date | string;
};

const listOrder = [desc(chemicalApplications.finishedAt), desc(chemicalApplications.id)];

/**
 * One page's statements, exported for the benchmark's database ceiling: the page in the list's order (read off the
 * (company, finished desc, id desc) index, so the scan stops at the page) and the count, which pageTotal runs only
 * when the page cannot tell.
 */
export function applicationPageQueries(db: Db, conditions: Array<SQL | undefined>, page: number, limit: number) {
  const where = and(...conditions);
  const rows = db
    .select(listColumns)
    .from(chemicalApplications)
    .where(where)
    .orderBy(...listOrder)
    .limit(limit)
    .offset((page - 1) * limit);
  const count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(chemicalApplications)
    .where(where);
  return { rows, count };
}

/** The report's rows: the range's records oldest first, one past the cap to tell it was reached. */
export function applicationReportQuery(db: Db, conditions: Array<SQL | undefined>) {
  return db
    .select()
    .from(chemicalApplications)
    .where(and(...conditions))
    .orderBy(asc(chemicalApplications.finishedAt), asc(chemicalApplications.id))
    .limit(MAX_REPORT_ROWS + 1);
}

export function listItemView(row: ListRow, today: string): ApplicationListItem {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    workOrderNumber: row.workOrderNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    propertyId: row.propertyId,
    siteLocation: row.propertyAddress || row.siteDescription,
    productId: row.productId,
    productName: row.productName,
    epaRegistrationNumber: row.epaRegistrationNumber,
    applicatorEmployeeId: row.applicatorEmployeeId,
    applicatorName: row.applicatorName,
    finishedAt: isoTimestamp(row.finishedAt),
    appliedOn: row.appliedOn,
    rate: num(row.rate),
    labelRateUnit: row.labelRateUnit,
    areaTreated: row.areaTreated,
    totalApplied: num(row.totalApplied),
    state: row.state,
    missingFields: row.missingFields,
    complete: row.complete,
    deadline: row.deadline,
    late: isRecordLate(row.complete, row.deadline, today),
    customerCopySentAt: row.customerCopySentAt === null ? null : isoTimestamp(row.customerCopySentAt),
    updatedAt: isoTimestamp(row.updatedAt),
  };
}

/** The record as the records report lists it: every field but the sign and the overrides. */
export type ReportRow = ApplicationReport['applications'][number];

/**
 * A record with every field but the sign and the overrides (the report's row), built as one literal: spreading the
 * list item into a bigger object cost a year's report more than its query.
 */
export function reportRowView(row: Row, today: string): ReportRow {
  return {
    id: row.id,
    workOrderId: row.workOrderId,
    workOrderNumber: row.workOrderNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    propertyId: row.propertyId,
    siteLocation: row.propertyAddress || row.siteDescription,
    productId: row.productId,
    productName: row.productName,
    epaRegistrationNumber: row.epaRegistrationNumber,
    applicatorEmployeeId: row.applicatorEmployeeId,
    applicatorName: row.applicatorName,
    finishedAt: row.finishedAt.toISOString(),
    appliedOn: row.appliedOn,
    rate: num(row.rate),
    labelRateUnit: row.labelRateUnit,
    areaTreated: row.areaTreated,
    totalApplied: num(row.totalApplied),
    state: row.state,
    missingFields: row.missingFields,
    complete: row.complete,
    deadline: row.deadline,
    late: isRecordLate(row.complete, row.deadline, today),
    customerCopySentAt: row.customerCopySentAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    siteDescription: row.siteDescription,
    target: row.target,
    startedAt: row.startedAt?.toISOString() ?? null,
    temperatureF: num(row.temperatureF),
    windSpeedMph: num(row.windSpeedMph),
    windDirection: row.windDirection,
    notes: row.notes,
    customerAddress: row.customerAddress,
    applicatorLicenseNumber: row.applicatorLicenseNumber,
    applicatorLicenseExpiresOn: row.applicatorLicenseExpiresOn,
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    activeIngredient: row.activeIngredient,
    signalWord: row.signalWord,
    reentryIntervalHours: row.reentryIntervalHours,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The lawn sign of a record: null when none is posted (fertiliser alone, or no state); `timeZone` dates its safe entry. */
function signOf(row: Row, timeZone: string): Application['sign'] {
  const profile = row.state ? stateRuleProfiles[row.state] : null;
  if (!profile || !needsSign(row.productCategory, profile)) return null;
  const finishedAt = row.finishedAt.toISOString();
  const safeAt = safeEntryAt(finishedAt, row.reentryIntervalHours);
  const safeOn = dateIn(timeZone, new Date(safeAt));
  return {
    lines: signLines(profile, row.companyName, longSignDate(safeOn), row.productName),
    safeEntryAt: safeAt,
    removal: signRemoval(profile, finishedAt, row.appliedOn, safeOn),
    postBefore: profile.sign.postBefore,
    format: profile.sign.format,
  };
}

/** The record as GET /chemical_applications/{id} answers it, with its overrides and its sign. */
export function applicationView(row: Row, today: string, timeZone: string): Application {
  return Object.assign(reportRowView(row, today), { overrides: row.overrideReasons, sign: signOf(row, timeZone) });
}

const signDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
/** "November 24, 2026" for the sign (signLines capitalises it). */
function longSignDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return signDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "4521 Bryant Ave S, Minneapolis, MN 55419". */
const oneLine = (address: { street: string; street2: string; city: string; state: string; zipCode: string; country: string }) => addressLines(address).join(', ');

async function settingsRow(executor: Db, companyId: string) {
  const [row] = await executor.select().from(chemicalApplicationSettings).where(eq(chemicalApplicationSettings.companyId, companyId)).limit(1);
  return row ?? null;
}

function settingsView(row: typeof chemicalApplicationSettings.$inferSelect | null): ApplicationSettings {
  if (!row) return DEFAULT_APPLICATION_SETTINGS;
  return { states: row.states, maxWindMph: Number(row.maxWindMph), copyOnInvoice: row.copyOnInvoice, updatedAt: row.updatedAt.toISOString() };
}

/** The snapshot of a product: what its label says today. */
async function productSnapshot(executor: Db, companyId: string, productId: string) {
  const [product] = await executor
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)))
    .limit(1);
  if (!product) throw notFoundField('productId', 'Product');
  if (!isApplicationProduct(product.category)) throw AppError.invalidField('productId', APPLICATION_PRODUCT_NOT_APPLICABLE_MESSAGE);
  return {
    productId: product.id,
    productName: product.name,
    productCategory: product.category,
    epaRegistrationNumber: product.epaRegistrationNumber,
    activeIngredient: product.activeIngredient,
    labelMaxRate: product.labelMaxRate,
    labelRateUnit: product.labelRateUnit,
    reentryIntervalHours: product.reentryIntervalHours,
    signalWord: product.signalWord,
  };
}

/** The snapshot of an applicator: their name and licence as they are today. */
async function applicatorSnapshot(executor: Db, companyId: string, employeeId: string) {
  const [employee] = await executor
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName, number: employees.applicatorLicenseNumber, expiresOn: employees.applicatorLicenseExpiresOn })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .limit(1);
  if (!employee) throw notFoundField('applicatorEmployeeId', 'Employee');
  return {
    applicatorEmployeeId: employee.id,
    applicatorName: `${employee.firstName} ${employee.lastName}`.trim(),
    applicatorLicenseNumber: employee.number,
    applicatorLicenseExpiresOn: employee.expiresOn,
  };
}

/** The property's address and state; 404 when it is not the company's, 400 when it is not the customer's. */
async function propertySnapshot(executor: Db, companyId: string, customerId: string, propertyId: string | null) {
  if (!propertyId) return { propertyId: null, propertyAddress: '', propertyState: '' };
  const [property] = await executor
    .select()
    .from(customerProperties)
    .where(and(eq(customerProperties.companyId, companyId), eq(customerProperties.id, propertyId)))
    .limit(1);
  if (!property) throw notFoundField('propertyId', 'Property');
  if (property.customerId !== customerId) throw AppError.invalidField('propertyId', APPLICATION_PROPERTY_NOT_CUSTOMERS_MESSAGE);
  return { propertyId: property.id, propertyAddress: oneLine(property), propertyState: property.state.trim().toUpperCase() };
}

/** 400 on finishedAt when it is ahead of now (beyond a device clock's skew). */
function requireNotFuture(finishedAt: Date, now: Date): void {
  if (finishedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw AppError.invalidField('finishedAt', APPLICATION_FINISHED_IN_FUTURE_MESSAGE);
}

/**
 * The warnings of the record about to be saved, each with its reason: 422 naming each one without a reason
 * (`overrideReasons.{code}`); otherwise the overrides to keep on the record.
 */
function resolveWarnings(values: StoredValues, reasons: OverrideReasons, maxWindMph: number): StoredOverride[] {
  const warnings = applicationWarnings({
    rate: num(values.rate),
    labelMaxRate: num(values.labelMaxRate),
    labelRateUnit: values.labelRateUnit,
    applicatorName: values.applicatorName,
    applicatorLicenseNumber: values.applicatorLicenseNumber,
    applicatorLicenseExpiresOn: values.applicatorLicenseExpiresOn,
    appliedOn: values.appliedOn,
    windSpeedMph: num(values.windSpeedMph),
    maxWindMph,
  });
  const unresolved = unresolvedWarnings(warnings, reasons);
  if (unresolved.length > 0) {
    const fieldErrors: FieldErrors = Object.fromEntries(unresolved.map((warning) => [`overrideReasons.${warning.code}`, [overrideReasonMessage(warning)]]));
    throw new AppError('BUSINESS_RULE', overrideReasonMessage(unresolved[0]!), { fieldErrors, warnings: unresolved });
  }
  return warnings.map((warning) => ({ code: warning.code, message: warning.message, reason: reasons[warning.code]!.trim() }));
}

/** The reasons a stored record carries, as the input's shape (to keep them when a PUT sends none). */
const reasonsOf = (overrides: readonly StoredOverride[]): OverrideReasons => Object.fromEntries(overrides.map((override) => [override.code, override.reason]));

export interface ApplicationFile {
  fileName: string;
  pdf: Buffer;
}

export function createChemicalApplicationsService({ db, mail, log }: { db: Db; mail: Mailer; log: FastifyBaseLogger }) {
  /** The company's zone and today, and whom the caller's reads are narrowed to. */
  async function context(ctx: RequestContext) {
    const [[zone], scope] = await Promise.all([companyTimeZoneQuery(db, ctx.companyId), crewScope(db, ctx)]);
    const timeZone = usableTimeZone(zone?.timeZone);
    return { timeZone, today: dateIn(timeZone), scope };
  }

  /** The record, if the caller may see it (404 otherwise); locked for the transaction when `lock`. */
  async function visibleRow(executor: Db, ctx: RequestContext, id: string, scope: string[] | null, lock = false): Promise<Row> {
    const query = executor
      .select()
      .from(chemicalApplications)
      .where(and(eq(chemicalApplications.companyId, ctx.companyId), eq(chemicalApplications.id, id), visibleTo(executor, ctx, scope)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  }

  /**
   * Whose record it is: the work order's customer and property (the order must be the company's and, for a crew
   * leader, one of their crews'), or the customer and property named for a stand-alone record.
   */
  async function ownerOf(ctx: RequestContext, input: CreateApplicationValues, scope: string[] | null) {
    if (!input.workOrderId) {
      if (scope !== null) throw new AppError('FORBIDDEN', APPLICATION_CREW_LEADER_ON_ORDERS_MESSAGE);
      return { workOrderId: null, workOrderNumber: null, customerId: input.customerId!, propertyId: input.propertyId ?? null };
    }
    const [order] = await db
      .select({ id: workOrders.id, number: workOrders.number, customerId: workOrders.customerId, propertyId: workOrders.propertyId, crewId: workOrders.crewId })
      .from(workOrders)
      .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.id, input.workOrderId)))
      .limit(1);
    if (!order || (scope !== null && (!order.crewId || !scope.includes(order.crewId)))) throw notFoundField('workOrderId', 'Work order');
    if (input.customerId && input.customerId !== order.customerId) {
      await requireCustomer(ctx.companyId, input.customerId);
      throw AppError.invalidField('customerId', APPLICATION_OTHER_CUSTOMER_MESSAGE);
    }
    return { workOrderId: order.id, workOrderNumber: order.number, customerId: order.customerId, propertyId: input.propertyId ?? order.propertyId };
  }

  async function requireCustomer(companyId: string, customerId: string) {
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
      .limit(1);
    if (!customer) throw notFoundField('customerId', 'Customer');
    return customer;
  }

  async function readApplication(executor: Db, ctx: RequestContext, id: string, scope: string[] | null, today: string, timeZone: string): Promise<Application> {
    return applicationView(await visibleRow(executor, ctx, id, scope), today, timeZone);
  }

  async function copyOf(companyId: string, row: Row): Promise<ApplicationFile> {
    const facts = await companyFacts(db, companyId);
    const application = applicationView(row, dateIn(facts.timeZone), facts.timeZone);
    const pdf = await renderApplicationCopyPdf({ application, company: facts.company, logo: await pdfLogo(db, companyId, facts.logoType, log), timeZone: facts.timeZone });
    return { fileName: applicationCopyFileName(row.appliedOn, row.productName), pdf };
  }

  /** Recomputes where each record stands after the company's states change (a profile can change every one). */
  async function restandAll(tx: Db, companyId: string, states: readonly ApplicationState[]): Promise<void> {
    const rows = await tx.select().from(chemicalApplications).where(eq(chemicalApplications.companyId, companyId));
    for (const row of rows) {
      const next = standing(row, states);
      if (next.state === row.state && next.deadline === row.deadline && next.missingFields.join() === row.missingFields.join()) continue;
      await tx
        .update(chemicalApplications)
        .set(next)
        .where(and(eq(chemicalApplications.companyId, companyId), eq(chemicalApplications.id, row.id)));
    }
  }

  return {
    /** GET /chemical_applications: one page, newest application first. */
    async list(ctx: RequestContext, query: ListApplicationsValues): Promise<{ applications: ApplicationListItem[]; pagination: Pagination }> {
      const { today, scope } = await context(ctx);
      const { page, limit } = query;
      const { rows, count } = applicationPageQueries(db, applicationListConditions(db, ctx, query, today, scope), page, limit);
      const found = await rows;
      const total = await pageTotal(page, limit, found.length, async () => Number((await count)[0]?.total ?? 0));
      return { applications: found.map((row) => listItemView(row, today)), pagination: { page, limit, total } };
    },

    async get(ctx: RequestContext, id: string): Promise<Application> {
      const { today, scope, timeZone } = await context(ctx);
      return readApplication(db, ctx, id, scope, today, timeZone);
    },

    /**
     * POST /chemical_applications: the customer, property, product, applicator and company are copied onto the
     * record; each warning needs its reason (422); the profile decides what it still lacks and by when.
     */
    async create(ctx: RequestContext, author: { firstName: string; lastName: string; email: string }, input: CreateApplicationValues): Promise<Application> {
      const [{ today, scope, timeZone }, facts] = await Promise.all([context(ctx), companyFacts(db, ctx.companyId)]);
      const owner = await ownerOf(ctx, input, scope);
      const customer = await requireCustomer(ctx.companyId, owner.customerId);
      const property = await propertySnapshot(db, ctx.companyId, customer.id, owner.propertyId);
      const product = await productSnapshot(db, ctx.companyId, input.productId);
      const applicator = await applicatorSnapshot(db, ctx.companyId, input.applicatorEmployeeId);
      const settings = settingsView(await settingsRow(db, ctx.companyId));
      const now = new Date();
      const finishedAt = new Date(input.finishedAt);
      requireNotFuture(finishedAt, now);
      const rate = input.rate ?? null;
      const area = input.areaTreated ?? null;
      const values: StoredValues = {
        workOrderId: owner.workOrderId,
        workOrderNumber: owner.workOrderNumber,
        customerId: customer.id,
        customerName: customer.displayName,
        customerAddress: oneLine(customer) || property.propertyAddress,
        ...property,
        ...product,
        // The label's number unless the one on the container differs.
        epaRegistrationNumber: input.epaRegistrationNumber || product.epaRegistrationNumber,
        ...applicator,
        companyName: facts.company.name,
        companyAddress: facts.company.addressLines.join(', '),
        siteDescription: input.siteDescription ?? '',
        target: input.target ?? '',
        startedAt: input.startedAt ? new Date(input.startedAt) : null,
        finishedAt,
        appliedOn: dateIn(timeZone, finishedAt),
        rate: dec(rate, 4),
        areaTreated: area,
        totalApplied: rate !== null && area !== null ? dec(totalApplied(rate, area), 4) : null,
        temperatureF: dec(input.temperatureF, 1),
        windSpeedMph: dec(input.windSpeedMph, 1),
        windDirection: input.windDirection ?? null,
        notes: input.notes ?? '',
        overrideReasons: [],
      };
      values.overrideReasons = resolveWarnings(values, input.overrideReasons, settings.maxWindMph);
      const [row] = await db
        .insert(chemicalApplications)
        .values({
          companyId: ctx.companyId,
          ...values,
          ...standing(values, settings.states),
          createdBy: ctx.userId,
          createdByName: `${author.firstName} ${author.lastName}`.trim() || author.email,
        })
        .returning();
      return applicationView(row!, today, timeZone);
    },

    /**
     * PUT /chemical_applications/{id}: against the version loaded (409 when stale; the row is locked). Weather once
     * recorded stays (422); a new product, applicator or property is copied afresh; warnings are checked again, the
     * reasons given before kept unless new ones are sent.
     */
    async update(ctx: RequestContext, id: string, input: UpdateApplicationValues): Promise<Application> {
      const { today, scope, timeZone } = await context(ctx);
      const current = await visibleRow(db, ctx, id, scope);
      const product = input.productId !== undefined && input.productId !== current.productId ? await productSnapshot(db, ctx.companyId, input.productId) : null;
      const applicator =
        input.applicatorEmployeeId !== undefined && input.applicatorEmployeeId !== current.applicatorEmployeeId
          ? await applicatorSnapshot(db, ctx.companyId, input.applicatorEmployeeId)
          : null;
      const property =
        input.propertyId !== undefined && input.propertyId !== current.propertyId ? await propertySnapshot(db, ctx.companyId, current.customerId, input.propertyId) : null;
      const settings = settingsView(await settingsRow(db, ctx.companyId));
      return db.transaction(async (tx) => {
        const row = await visibleRow(tx, ctx, id, scope, true);
        if (!isSameVersion(row.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');

        const frozen: FieldErrors = {};
        const weather = [
          ['temperatureF', input.temperatureF, num(row.temperatureF)],
          ['windSpeedMph', input.windSpeedMph, num(row.windSpeedMph)],
          ['windDirection', input.windDirection, row.windDirection],
        ] as const;
        for (const [field, sent, stored] of weather) if (sent !== undefined && stored !== null && sent !== stored) frozen[field] = [WEATHER_FROZEN_MESSAGE];
        if (Object.keys(frozen).length > 0) throw new AppError('BUSINESS_RULE', WEATHER_FROZEN_MESSAGE, { fieldErrors: frozen });

        const finishedAt = input.finishedAt ? new Date(input.finishedAt) : row.finishedAt;
        if (input.finishedAt) requireNotFuture(finishedAt, new Date());
        const startedAt = input.startedAt !== undefined ? (input.startedAt ? new Date(input.startedAt) : null) : row.startedAt;
        if (startedAt && startedAt.getTime() >= finishedAt.getTime()) throw AppError.invalidField('startedAt', APPLICATION_STARTED_AFTER_FINISH_MESSAGE);
        const rate = input.rate !== undefined ? input.rate : num(row.rate);
        const area = input.areaTreated !== undefined ? input.areaTreated : row.areaTreated;
        const productValues = product ?? {
          productId: row.productId,
          productName: row.productName,
          productCategory: row.productCategory,
          epaRegistrationNumber: row.epaRegistrationNumber,
          activeIngredient: row.activeIngredient,
          labelMaxRate: row.labelMaxRate,
          labelRateUnit: row.labelRateUnit,
          reentryIntervalHours: row.reentryIntervalHours,
          signalWord: row.signalWord,
        };
        const values: StoredValues = {
          ...row,
          ...productValues,
          epaRegistrationNumber: input.epaRegistrationNumber !== undefined ? input.epaRegistrationNumber || productValues.epaRegistrationNumber : productValues.epaRegistrationNumber,
          ...(applicator ?? {}),
          ...(property ?? {}),
          siteDescription: input.siteDescription ?? row.siteDescription,
          target: input.target ?? row.target,
          startedAt,
          finishedAt,
          appliedOn: dateIn(timeZone, finishedAt),
          rate: dec(rate, 4),
          areaTreated: area,
          totalApplied: rate !== null && area !== null ? dec(totalApplied(rate, area), 4) : null,
          temperatureF: input.temperatureF !== undefined ? dec(input.temperatureF, 1) : row.temperatureF,
          windSpeedMph: input.windSpeedMph !== undefined ? dec(input.windSpeedMph, 1) : row.windSpeedMph,
          windDirection: input.windDirection !== undefined ? input.windDirection : row.windDirection,
          notes: input.notes ?? row.notes,
        };
        values.overrideReasons = resolveWarnings(values, { ...reasonsOf(row.overrideReasons), ...(input.overrideReasons ?? {}) }, settings.maxWindMph);
        const { id: _id, companyId: _company, complete: _complete, searchText: _search, createdAt: _created, createdBy: _by, createdByName: _name, customerCopySentAt: _sent, updatedAt: _updated, missingFields: _missing, state: _state, deadline: _deadline, ...stored } = values as Row;
        const [updated] = await tx
          .update(chemicalApplications)
          .set({ ...stored, ...standing(values, settings.states), updatedAt: nextVersion(row.updatedAt) })
          .where(and(eq(chemicalApplications.companyId, ctx.companyId), eq(chemicalApplications.id, id)))
          .returning();
        return applicationView(updated!, today, timeZone);
      });
    },

    /** DELETE /chemical_applications/{id} (the routes keep crew leaders out). */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(chemicalApplications)
        .where(and(eq(chemicalApplications.companyId, ctx.companyId), eq(chemicalApplications.id, id)))
        .returning({ id: chemicalApplications.id });
      if (deleted.length === 0) throw notFound();
      return { id };
    },

    /** POST /chemical_applications/{id}/send: the customer's copy by e-mail, its PDF made when it is delivered. */
    async send(ctx: RequestContext, id: string): Promise<Application> {
      const { today, scope, timeZone } = await context(ctx);
      return db.transaction(async (tx) => {
        const row = await visibleRow(tx, ctx, id, scope, true);
        const [customer] = await tx
          .select({ email: customers.email })
          .from(customers)
          .where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, row.customerId)))
          .limit(1);
        const to = customer?.email.trim();
        if (!to) throw new AppError('BUSINESS_RULE', APPLICATION_NO_CUSTOMER_EMAIL_MESSAGE);
        await sendApplicationCopy(tx, mail, row, to);
        return readApplication(tx, ctx, id, scope, today, timeZone);
      });
    },

    /** GET /chemical_applications/{id}/pdf: the customer's copy. */
    async pdf(ctx: RequestContext, id: string): Promise<ApplicationFile> {
      const row = await visibleRow(db, ctx, id, await crewScope(db, ctx));
      return copyOf(ctx.companyId, row);
    },

    /** GET /chemical_applications/{id}/sign: the lawn sign (422 when none is posted: fertiliser, or no state). */
    async sign(ctx: RequestContext, id: string): Promise<ApplicationFile> {
      const { today, scope, timeZone } = await context(ctx);
      const application = await readApplication(db, ctx, id, scope, today, timeZone);
      if (!application.sign) throw new AppError('BUSINESS_RULE', APPLICATION_NO_SIGN_MESSAGE);
      return { fileName: `Lawn-sign-${application.appliedOn}.pdf`, pdf: await renderApplicationSignPdf({ application, timeZone }) };
    },

    /** The mailer's builder of a copy's attachment, with the message's company (never another's). */
    async mailAttachment(companyId: string | null, id: string): Promise<MailAttachment> {
      const [row] = companyId
        ? await db
            .select()
            .from(chemicalApplications)
            .where(and(eq(chemicalApplications.companyId, companyId), eq(chemicalApplications.id, id)))
            .limit(1)
        : [];
      if (!row) throw new PermanentJobError(APPLICATION_NOT_FOUND_MESSAGE);
      const { fileName, pdf } = await copyOf(companyId!, row);
      return { filename: fileName, content: pdf, contentType: 'application/pdf' };
    },

    /** GET /chemical_applications/report (the office's): the range's records oldest first and the totals per product. */
    async report(ctx: RequestContext, query: ApplicationReportValues): Promise<{ report: ApplicationReport; timeZone: string }> {
      if (!isOfficeRole(ctx.role)) throw new AppError('FORBIDDEN', OFFICE_ONLY_MESSAGE);
      const [{ today, timeZone }, facts, settingsFound] = await Promise.all([context(ctx), companyFacts(db, ctx.companyId), settingsRow(db, ctx.companyId)]);
      const settings = settingsView(settingsFound);
      const rows = await applicationReportQuery(db, applicationListConditions(db, ctx, query, today, null));
      const truncated = rows.length > MAX_REPORT_ROWS;
      const kept = truncated ? rows.slice(0, MAX_REPORT_ROWS) : rows;
      const applications = kept.map((row) => reportRowView(row, today));
      return {
        timeZone,
        report: {
          from: query.from,
          to: query.to,
          companyName: facts.company.name,
          citations: settings.states.map((state) => stateRuleProfiles[state].citation),
          applications,
          totals: totalsByProduct(applications),
          truncated,
        },
      };
    },

    reportCsv(report: ApplicationReport, timeZone: string): { fileName: string; csv: string } {
      const records = report.applications.map((application) => [
        application.appliedOn,
        clockTime(application.finishedAt, timeZone),
        application.startedAt ? clockTime(application.startedAt, timeZone) : '',
        application.customerName,
        application.customerAddress,
        application.siteLocation,
        application.target,
        application.productName,
        application.epaRegistrationNumber ?? '',
        application.rate,
        labelRateUnitLabels[application.labelRateUnit],
        application.areaTreated,
        application.totalApplied,
        application.temperatureF,
        application.windSpeedMph,
        application.windDirection ? windDirectionLabels[application.windDirection] : '',
        application.applicatorName,
        application.applicatorLicenseNumber ?? '',
        application.workOrderNumber ? workOrderLabel(application.workOrderNumber) : '',
        application.complete ? 'Yes' : 'No',
      ]);
      return {
        fileName: `Application-records-${report.from}-to-${report.to}.csv`,
        csv: serializeCsv([[...applicationCsvHeader], ...records], { guardFormulas: true }),
      };
    },

    async reportPdf(report: ApplicationReport, timeZone: string): Promise<ApplicationFile> {
      return { fileName: `Application-records-${report.from}-to-${report.to}.pdf`, pdf: await renderApplicationReportPdf({ report, timeZone }) };
    },

    async settings(ctx: RequestContext): Promise<ApplicationSettings> {
      return settingsView(await settingsRow(db, ctx.companyId));
    },

    /**
     * PUT /chemical_applications/settings (the routes check the role): against the version loaded (null before the
     * first save; 409 when stale). A change of states re-reads every record's profile, deadline and what it lacks.
     */
    async updateSettings(ctx: RequestContext, input: { states: ApplicationState[]; maxWindMph: number; copyOnInvoice: boolean; updatedAt: string | null }): Promise<ApplicationSettings> {
      return db.transaction(async (tx) => {
        // Two first saves (no row to lock yet) cannot both pass.
        await lockCompanyScope(tx, 'chemical_application_settings', ctx.companyId);
        const [current] = await tx.select().from(chemicalApplicationSettings).where(eq(chemicalApplicationSettings.companyId, ctx.companyId)).for('update').limit(1);
        const stale = current ? input.updatedAt === null || !isSameVersion(current.updatedAt, input.updatedAt) : input.updatedAt !== null;
        if (stale) throw new AppError('CONFLICT');
        const fields = { states: input.states, maxWindMph: input.maxWindMph.toFixed(1), copyOnInvoice: input.copyOnInvoice };
        const [row] = current
          ? await tx
              .update(chemicalApplicationSettings)
              .set({ ...fields, updatedAt: nextVersion(current.updatedAt) })
              .where(eq(chemicalApplicationSettings.companyId, ctx.companyId))
              .returning()
          : await tx
              .insert(chemicalApplicationSettings)
              .values({ companyId: ctx.companyId, ...fields })
              .returning();
        if (!current || current.states.join() !== input.states.join()) await restandAll(tx, ctx.companyId, input.states);
        return settingsView(row!);
      });
    },
  };
}
