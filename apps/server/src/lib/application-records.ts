import {
  applicationsRequiredMessage,
  missingRecordFields,
  productsMissingRecords,
  profileFor,
  recordDeadline,
  type ApplicationFacts,
  type ApplicationState,
} from '@groundwork/domain/chemical-applications';
import { isPesticide } from '@groundwork/domain/products';
import type { EstimateItem } from '@groundwork/domain/estimates';
import type { PublicInvoice } from '@groundwork/domain/invoices';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chemicalApplicationSettings, chemicalApplications, customers, jobs, products } from '../db/schema';
import { companyFacts } from './public-company';
import type { Mailer } from '../plugins/mail';
import { AppError, type FieldErrors } from './app-error';
import { longDate } from './dates';
import type { WorkOrderRow } from './work-orders';

/*
 * What Dispatch and the chemical-applications module share (docs/chemical-applications.md): the completion gate of a
 * visit with an application on it, and the customer's copy by e-mail. The copy's PDF is drawn by the module, which
 * registers it with the mailer under CHEMICAL_APPLICATION_PDF_ATTACHMENT; it is made again when the e-mail is delivered.
 */

export const CHEMICAL_APPLICATION_PDF_ATTACHMENT = 'chemical_application_pdf';

type Row = typeof chemicalApplications.$inferSelect;
/** What a record stores besides what is worked out from it (its standing) and its bookkeeping. */
export type StoredValues = Omit<
  Row,
  'id' | 'complete' | 'searchText' | 'createdAt' | 'updatedAt' | 'createdBy' | 'createdByName' | 'customerCopySentAt' | 'missingFields' | 'state' | 'deadline' | 'companyId'
>;

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** The facts of a stored (or about to be stored) record, as the completeness check reads them. */
export function recordFacts(row: StoredValues): ApplicationFacts {
  return {
    finishedAt: row.finishedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    productName: row.productName,
    epaRegistrationNumber: row.epaRegistrationNumber,
    rate: num(row.rate),
    areaTreated: row.areaTreated,
    target: row.target,
    temperatureF: num(row.temperatureF),
    windSpeedMph: num(row.windSpeedMph),
    windDirection: row.windDirection,
    siteLocation: row.propertyAddress || row.siteDescription,
    customerName: row.customerName,
    customerAddress: row.customerAddress,
    applicatorName: row.applicatorName,
    applicatorLicenseNumber: row.applicatorLicenseNumber,
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    pesticide: isPesticide(row.productCategory),
  };
}

/**
 * Where a record stands under the company's states: the profile of its property's state (else the company's first),
 * what it still lacks and its deadline. Stored on every save, and again for every record when the states change.
 */
export function recordStanding(values: StoredValues, states: readonly ApplicationState[]) {
  const profile = profileFor(values.propertyState, states);
  return {
    state: profile?.state ?? null,
    missingFields: missingRecordFields(recordFacts(values), profile),
    deadline: recordDeadline(values.appliedOn, profile),
  };
}

/** "Application-record-2026-05-04-Spring-Pre-Emergent.pdf": the day and the product, as a file name can hold them. */
export function applicationCopyFileName(appliedOn: string, productName: string): string {
  const product = productName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `Application-record-${appliedOn}${product ? `-${product}` : ''}.pdf`;
}

/** The e-mail that carries a customer's copy. */
export function applicationCopyEmail(input: { companyName: string; customerName: string; productName: string; appliedOn: string; fileName: string }) {
  const day = longDate(input.appliedOn);
  const from = input.companyName || 'your lawn care company';
  return {
    subject: `Your lawn application record for ${day}${input.companyName ? ` from ${input.companyName}` : ''}`,
    text: [
      `Hello ${input.customerName},`,
      '',
      `${from} applied ${input.productName} at your property on ${day}. The record of the application is attached (${input.fileName}): the product and its EPA registration number, the rate and area treated, the weather at the time and the licensed applicator.`,
      '',
      'Please keep it with your records. Reply to this e-mail with any question.',
      '',
      from,
    ].join('\n'),
  };
}

type RecordRow = Pick<typeof chemicalApplications.$inferSelect, 'id' | 'companyId' | 'customerName' | 'productName' | 'appliedOn' | 'companyName'>;

/** E-mails one record's copy to `to` through the outbox (in the caller's transaction) and stamps when it went. */
export async function sendApplicationCopy(executor: Db, mail: Mailer, record: RecordRow, to: string, now = new Date()): Promise<void> {
  const fileName = applicationCopyFileName(record.appliedOn, record.productName);
  await mail.send(
    {
      companyId: record.companyId,
      to,
      attach: [{ kind: CHEMICAL_APPLICATION_PDF_ATTACHMENT, id: record.id }],
      ...applicationCopyEmail({ companyName: record.companyName, customerName: record.customerName, productName: record.productName, appliedOn: record.appliedOn, fileName }),
    },
    executor,
  );
  await executor
    .update(chemicalApplications)
    .set({ customerCopySentAt: now })
    .where(and(eq(chemicalApplications.companyId, record.companyId), eq(chemicalApplications.id, record.id)));
}

/** The price-book product each product line of a job prices: estimate line id → product id. */
export function lineProducts(items: readonly EstimateItem[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const item of items) if (item.type === 'product' && item.sourceId) sources.set(item.id, item.sourceId);
  return sources;
}

/** A material recorded on a visit: a product of the price book, or one of the order's product lines. */
export interface RecordedMaterial {
  productId?: string | null | undefined;
  lineId?: string | null | undefined;
}

/**
 * The completion gate (POST /orders/{id}/complete): each application product among the materials recorded — named
 * directly, or through a product line whose estimate line prices that product — needs a complete record on the order,
 * else 422 applicationsRequiredMessage on each such material. Runs inside the completing transaction.
 */
export async function requireApplicationRecords(executor: Db, companyId: string, order: WorkOrderRow, materials: readonly RecordedMaterial[]): Promise<void> {
  const lineSources = new Map<string, string>();
  if (order.jobId && materials.some((use) => use.lineId)) {
    const [job] = await executor
      .select({ items: jobs.estimateItems })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, order.jobId)))
      .limit(1);
    for (const [itemId, productId] of lineProducts(job?.items ?? [])) lineSources.set(itemId, productId);
  }
  const productOf = (use: RecordedMaterial) => use.productId ?? (use.lineId ? lineSources.get(use.lineId) : undefined) ?? null;
  const ids = [...new Set(materials.flatMap((use) => productOf(use) ?? []))];
  if (ids.length === 0) return;
  const used = await executor
    .select({ productId: products.id, productName: products.name, category: products.category })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  const records = await executor
    .select({ productId: chemicalApplications.productId, complete: chemicalApplications.complete })
    .from(chemicalApplications)
    .where(and(eq(chemicalApplications.companyId, companyId), eq(chemicalApplications.workOrderId, order.id)));
  const missing = productsMissingRecords(used, records);
  if (missing.length === 0) return;
  const message = applicationsRequiredMessage(missing.map((product) => product.productName));
  const unrecorded = new Set(missing.map((product) => product.productId));
  const fieldErrors: FieldErrors = {};
  materials.forEach((use, index) => {
    const productId = productOf(use);
    if (productId && unrecorded.has(productId)) fieldErrors[`materials.${index}.${use.productId ? 'productId' : 'lineId'}`] = [message];
  });
  throw new AppError('BUSINESS_RULE', message, { fieldErrors });
}

/**
 * When a visit is completed: each complete record on it whose copy has not gone is e-mailed to the customer (when they
 * have an e-mail address), in the completing transaction, so the copies exist only if the completion commits.
 */
export async function sendCopiesOfOrder(executor: Db, mail: Mailer, companyId: string, orderId: string): Promise<void> {
  const rows = await executor
    .select({
      id: chemicalApplications.id,
      companyId: chemicalApplications.companyId,
      customerName: chemicalApplications.customerName,
      productName: chemicalApplications.productName,
      appliedOn: chemicalApplications.appliedOn,
      companyName: chemicalApplications.companyName,
      email: customers.email,
    })
    .from(chemicalApplications)
    .innerJoin(customers, and(eq(customers.companyId, chemicalApplications.companyId), eq(customers.id, chemicalApplications.customerId)))
    .where(
      and(
        eq(chemicalApplications.companyId, companyId),
        eq(chemicalApplications.workOrderId, orderId),
        eq(chemicalApplications.complete, true),
        isNull(chemicalApplications.customerCopySentAt),
      ),
    );
  const now = new Date();
  for (const row of rows) if (row.email.trim()) await sendApplicationCopy(executor, mail, row, row.email.trim(), now);
}

/**
 * What an invoice prints of the visits it bills when the company chose to (copyOnInvoice): each record on those work
 * orders — date, product, EPA number, rate and area — oldest first; undefined when the company did not choose it.
 */
export async function invoiceApplications(executor: Db, companyId: string, workOrderIds: ReadonlyArray<string | null>): Promise<PublicInvoice['applications']> {
  const ids = [...new Set(workOrderIds.flatMap((id) => (id ? [id] : [])))];
  const [settings] = await executor
    .select({ copyOnInvoice: chemicalApplicationSettings.copyOnInvoice })
    .from(chemicalApplicationSettings)
    .where(eq(chemicalApplicationSettings.companyId, companyId))
    .limit(1);
  if (!settings?.copyOnInvoice) return undefined;
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      appliedOn: chemicalApplications.appliedOn,
      productName: chemicalApplications.productName,
      epaRegistrationNumber: chemicalApplications.epaRegistrationNumber,
      rate: chemicalApplications.rate,
      labelRateUnit: chemicalApplications.labelRateUnit,
      areaTreated: chemicalApplications.areaTreated,
    })
    .from(chemicalApplications)
    .where(and(eq(chemicalApplications.companyId, companyId), inArray(chemicalApplications.workOrderId, ids)))
    .orderBy(asc(chemicalApplications.finishedAt), asc(chemicalApplications.id));
  return rows.map((row) => ({ ...row, rate: row.rate === null ? null : Number(row.rate) }));
}

/**
 * A record copies the company's name and address when it is made. One made before the company had filled them in
 * takes them when Company Information is saved (in its transaction), so a visit held up only by the company's address
 * can complete once the office adds it. Records that already carry both keep what they were made with.
 */
export async function fillCompanyOnRecords(executor: Db, companyId: string): Promise<void> {
  const { company } = await companyFacts(executor, companyId);
  const name = company.name;
  const address = company.addressLines.join(', ');
  const rows = await executor
    .select()
    .from(chemicalApplications)
    .where(and(eq(chemicalApplications.companyId, companyId), or(eq(chemicalApplications.companyName, ''), eq(chemicalApplications.companyAddress, ''))));
  if (rows.length === 0) return;
  const [settings] = await executor
    .select({ states: chemicalApplicationSettings.states })
    .from(chemicalApplicationSettings)
    .where(eq(chemicalApplicationSettings.companyId, companyId))
    .limit(1);
  for (const row of rows) {
    const values = { ...row, companyName: row.companyName || name, companyAddress: row.companyAddress || address };
    if (values.companyName === row.companyName && values.companyAddress === row.companyAddress) continue;
    await executor
      .update(chemicalApplications)
      .set({ companyName: values.companyName, companyAddress: values.companyAddress, ...recordStanding(values, settings?.states ?? []) })
      .where(and(eq(chemicalApplications.companyId, companyId), eq(chemicalApplications.id, row.id)));
  }
}
