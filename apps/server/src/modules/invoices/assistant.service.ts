import type { EstimateItem } from '@groundwork/domain/estimates';
import {
  instalmentLineDescription,
  instalmentReadyOn,
  invoiceTotals,
  preflightBlocks,
  preflightFixes,
  preflightStatus,
  preflightStatuses,
  resolvePaymentTerms,
  spreadHoursOverLabourLines,
  sumMoney,
  timeAndMaterialsLines,
  type EstimateRateLine,
  type InvoicingAssistant,
  type PaymentTerms,
  type PreflightStatus,
  type ReadyToBillGroup,
  type ReadyToBillItem,
  type ReadyToBillSource,
} from '@groundwork/domain/invoices';
import { workOrderLabel } from '@groundwork/domain/orders';
import { resolveClientTaxRate } from '@groundwork/domain/sales-tax';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerProperties, customers, jobs, salesTaxCategories, salesTaxJurisdictions, workOrders } from '../../db/schema';
import { queryRows } from '../../lib/clients';
import { companyToday } from '../../lib/company-today';
import { longDate } from '../../lib/dates';
import { addressLines } from '../../lib/public-company';
import type { RequestContext } from '../../plugins/auth';
import { billedInstalments, currentSchedule } from './billing.service';
import { jobFigures, uuidArray, type DraftLine } from './draft-invoices';
import { settingsOf, type InvoiceNames } from './invoice-view';

/**
 * The invoicing assistant: everything ready to bill, worked out in a handful of set-based reads whatever the number
 * of items (completed per-visit work orders, instalments whose day has come, T&M jobs' new end-of-day actuals), each
 * with its pre-flight status. The batch reads the same way, narrowed to the items chosen.
 */

/** One claim of billed_items: what stops the same work from being billed twice. */
export interface BilledClaim {
  itemKey: string;
  source: ReadyToBillSource;
  workOrderId: string | null;
  jobId: string | null;
  amount: number;
}

/** An item ready to bill with what its draft needs: lines, claims, the customer's terms and tax. */
export interface ReadyCandidate {
  item: ReadyToBillItem;
  lines: DraftLine[];
  claims: BilledClaim[];
  /** The work orders the item bills, which must still be completed when its draft is made. */
  completedOrderIds: string[];
  customerName: string;
  /** The customer's name and the property's address as invoice lists show them. */
  names: InvoiceNames;
  terms: PaymentTerms | null;
  tax: { rate: number; name: string };
  /** What may still be billed of the job before this item (approved − invoiced − earlier items), null without a job. */
  leftOfEstimate: number | null;
}

/** What to read: a customer's items, or only the work orders and jobs a batch names. */
export interface ReadyFilter {
  customerId?: string | undefined;
  source?: ReadyToBillSource | undefined;
  workOrderIds?: readonly string[];
  jobIds?: readonly string[];
}


const customerColumns = {
  customerName: customers.displayName,
  customerStreet: customers.street,
  customerCity: customers.city,
  taxCategoryId: customers.taxCategoryId,
  customerTerms: customers.paymentTerms,
};

const propertyColumns = {
  propertyStreet: customerProperties.street,
  propertyStreet2: customerProperties.street2,
  propertyCity: customerProperties.city,
  propertyState: customerProperties.state,
  propertyZipCode: customerProperties.zipCode,
  propertyCountry: customerProperties.country,
};

interface CustomerFacts {
  customerName: string | null;
  customerStreet: string | null;
  customerCity: string | null;
  taxCategoryId: string | null;
  customerTerms: PaymentTerms | null;
  propertyStreet: string | null;
  propertyStreet2: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZipCode: string | null;
  propertyCountry: string | null;
}

const propertyAddress = (facts: CustomerFacts) =>
  facts.propertyStreet === null
    ? ''
    : addressLines({
        street: facts.propertyStreet,
        street2: facts.propertyStreet2 ?? '',
        city: facts.propertyCity ?? '',
        state: facts.propertyState ?? '',
        zipCode: facts.propertyZipCode ?? '',
        country: facts.propertyCountry ?? '',
      }).join(', ');

/** A job's work is taxable as its estimate's service line says (true when the job has no lines): read in SQL. */
const jobTaxable = sql<boolean>`coalesce((select (e->>'taxable')::boolean from jsonb_array_elements(${jobs.estimateItems}) e where e->>'id' = ${jobs.sourceItemId} limit 1), true)`;

const notBilled = (key: SQL) => sql`not exists (select 1 from billed_items b where b.company_id = ${workOrders.companyId} and b.item_key = ${key} and b.released_at is null)`;

interface Draft {
  ref: ReadyToBillItem['ref'];
  key: string;
  customerId: string;
  propertyId: string | null;
  jobId: string | null;
  serviceName: string;
  workOrderNumber: number | null;
  month: string | null;
  completedOn: string | null;
  description: string;
  lines: DraftLine[];
  claims: BilledClaim[];
  completedOrderIds: string[];
}

/** Everything ready to bill for the company (or the part a filter names), oldest work first, with pre-flight statuses. */
export async function readyToBill(db: Db, companyId: string, today: string, filter: ReadyFilter = {}): Promise<ReadyCandidate[]> {
  const drafts: Draft[] = [];
  const wanted = (source: ReadyToBillSource) => filter.source === undefined || filter.source === source;
  const byIds = filter.workOrderIds !== undefined || filter.jobIds !== undefined;

  // Completed per-visit work orders (and one-off orders of no job) not on an invoice.
  if (wanted('work_order') && (!byIds || (filter.workOrderIds?.length ?? 0) > 0)) {
    const rows = await db
      .select({
        id: workOrders.id,
        number: workOrders.number,
        customerId: workOrders.customerId,
        propertyId: workOrders.propertyId,
        jobId: workOrders.jobId,
        title: workOrders.title,
        price: workOrders.price,
        completedOn: sql<string | null>`coalesce(${workOrders.date}::text, (${workOrders.completedAt})::date::text)`,
        serviceName: jobs.serviceName,
        taxable: jobTaxable,
      })
      .from(workOrders)
      .leftJoin(jobs, and(eq(jobs.companyId, workOrders.companyId), eq(jobs.id, workOrders.jobId)))
      .where(
        and(
          eq(workOrders.companyId, companyId),
          eq(workOrders.status, 'completed'),
          or(isNull(workOrders.jobId), eq(jobs.billingMethod, 'per_visit')),
          notBilled(sql`'work_order:' || ${workOrders.id}::text`),
          filter.customerId ? eq(workOrders.customerId, filter.customerId) : undefined,
          filter.workOrderIds ? sql`${workOrders.id} = any(${uuidArray(filter.workOrderIds)})` : undefined,
        ),
      );
    for (const row of rows) {
      const serviceName = row.serviceName ?? row.title;
      const price = Number(row.price);
      const description = `${serviceName} — ${workOrderLabel(row.number)}${row.completedOn ? `, ${longDate(row.completedOn)}` : ''}`;
      drafts.push({
        ref: { source: 'work_order', workOrderId: row.id },
        key: `work_order:${row.id}`,
        customerId: row.customerId,
        propertyId: row.propertyId,
        jobId: row.jobId,
        serviceName,
        workOrderNumber: row.number,
        month: null,
        completedOn: row.completedOn,
        description,
        lines: [{ description, quantity: 1, unitPrice: price, taxable: row.taxable ?? true, workOrderId: row.id }],
        claims: [{ itemKey: `work_order:${row.id}`, source: 'work_order', workOrderId: row.id, jobId: row.jobId, amount: price }],
        completedOrderIds: [row.id],
      });
    }
  }

  const jobFilter = (method: 'monthly_instalments' | 'time_and_materials') =>
    and(
      eq(jobs.companyId, companyId),
      eq(jobs.billingMethod, method),
      filter.customerId ? eq(jobs.customerId, filter.customerId) : undefined,
      filter.jobIds ? sql`${jobs.id} = any(${uuidArray(filter.jobIds)})` : undefined,
    );
  const jobColumns = {
    id: jobs.id,
    customerId: jobs.customerId,
    propertyId: jobs.propertyId,
    serviceName: jobs.serviceName,
    taxable: jobTaxable,
  };
  const jobsOf = (method: 'monthly_instalments' | 'time_and_materials') =>
    db
      .select({ ...jobColumns, months: jobs.instalmentMonths, issueDay: jobs.instalmentIssueDay, sourceItemId: jobs.sourceItemId })
      .from(jobs)
      .where(jobFilter(method));

  // Instalments whose issue day has come and that are on no invoice.
  if (wanted('instalment') && (!byIds || (filter.jobIds?.length ?? 0) > 0)) {
    const rows = await jobsOf('monthly_instalments');
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      const figures = await jobFigures(db, companyId, ids);
      const billed = await billedInstalments(db, companyId, ids);
      for (const row of rows) {
        const job = figures.get(row.id);
        const schedule = currentSchedule(sumMoney([job?.approvedTotal ?? 0, job?.approvedChanges ?? 0]), row.months, billed.get(row.id) ?? new Map());
        schedule.forEach((instalment, index) => {
          if (instalment.invoiceId !== null || !instalmentReadyOn(instalment.month, row.issueDay ?? 1, today) || instalment.amount <= 0) return;
          const description = instalmentLineDescription(row.serviceName, instalment.month, index, schedule.length);
          const key = `instalment:${row.id}:${instalment.month}`;
          drafts.push({
            ref: { source: 'instalment', jobId: row.id, month: instalment.month },
            key,
            customerId: row.customerId,
            propertyId: row.propertyId,
            jobId: row.id,
            serviceName: row.serviceName,
            workOrderNumber: null,
            month: instalment.month,
            completedOn: null,
            description,
            lines: [{ description, quantity: 1, unitPrice: instalment.amount, taxable: row.taxable }],
            claims: [{ itemKey: key, source: 'instalment', workOrderId: null, jobId: row.id, amount: instalment.amount }],
            completedOrderIds: [],
          });
        });
      }
    }
  }

  // Time and materials: end-of-day records of completed orders not billed yet, priced at the estimate's rates.
  if (wanted('time_and_materials') && (!byIds || (filter.jobIds?.length ?? 0) > 0)) {
    const scope = sql`wo.company_id = ${companyId} and wo.status = 'completed' and j.company_id = wo.company_id and j.id = wo.job_id
      and j.billing_method = 'time_and_materials'
      ${filter.customerId ? sql`and j.customer_id = ${filter.customerId}` : sql``}
      ${filter.jobIds ? sql`and j.id = any(${uuidArray(filter.jobIds)})` : sql``}`;
    const entries = await queryRows<{ id: string; work_order_id: string; job_id: string; minutes: number; day: string }>(
      db,
      sql`select te.id, wo.id as work_order_id, wo.job_id, te.minutes, te.work_date::text as day from work_order_time_entries te, work_orders wo, jobs j
          where te.company_id = ${companyId} and wo.company_id = te.company_id and wo.id = te.work_order_id and ${scope}
            and not exists (select 1 from billed_items b where b.company_id = te.company_id and b.item_key = 'time_entry:' || te.id::text and b.released_at is null)`,
    );
    const materials = await queryRows<{
      id: string;
      work_order_id: string;
      job_id: string;
      line_id: string | null;
      product_id: string | null;
      quantity: string;
      day: string;
    }>(
      db,
      sql`select m.id, wo.id as work_order_id, wo.job_id, m.line_id, m.product_id, m.quantity::text as quantity, m.created_at::date::text as day
          from work_order_materials m, work_orders wo, jobs j
          where m.company_id = ${companyId} and wo.company_id = m.company_id and wo.id = m.work_order_id and ${scope}
            and not exists (select 1 from billed_items b where b.company_id = m.company_id and b.item_key = 'material:' || m.id::text and b.released_at is null)`,
    );
    const jobIds = [...new Set([...entries.map((entry) => entry.job_id), ...materials.map((material) => material.job_id)])];
    if (jobIds.length > 0) {
      const rows = await db
        .select({ ...jobColumns, sourceItemId: jobs.sourceItemId, estimateItems: jobs.estimateItems })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), sql`${jobs.id} = any(${uuidArray(jobIds)})`));
      for (const row of rows) {
        const draft = timeAndMaterialsDraft(
          row,
          entries.filter((entry) => entry.job_id === row.id),
          materials.filter((material) => material.job_id === row.id),
        );
        if (draft) drafts.push(draft);
      }
    }
  }

  return withPreflight(db, companyId, drafts);
}

/** A T&M job's new actuals as one item: hours shared over its labour lines, products at their lines' prices. */
function timeAndMaterialsDraft(
  job: { id: string; customerId: string; propertyId: string | null; serviceName: string; sourceItemId: string | null; estimateItems: EstimateItem[] },
  entries: ReadonlyArray<{ id: string; work_order_id: string; minutes: number; day: string }>,
  materials: ReadonlyArray<{ id: string; work_order_id: string; line_id: string | null; product_id: string | null; quantity: string; day: string }>,
): Draft | null {
  const rateLines = job.estimateItems.filter((item) => item.id !== job.sourceItemId);
  const rates: EstimateRateLine[] = rateLines.map((item) => ({ itemId: item.id, name: item.name, type: item.type, unitPrice: item.adjRate, taxable: item.taxable }));
  const labour = rateLines.filter((item) => item.type === 'labor').map((item) => ({ itemId: item.id, estimatedHours: item.bHrs }));
  const minutes = entries.reduce((sum, entry) => sum + Number(entry.minutes), 0);
  const { lines } = timeAndMaterialsLines(
    {
      labourHours: minutes > 0 ? spreadHoursOverLabourLines(minutes / 60, labour) : [],
      productQuantities: materials.map((material) => ({ itemId: material.line_id ?? `product:${material.product_id ?? material.id}`, quantity: Number(material.quantity) })),
    },
    rates,
  );
  if (lines.length === 0) return null;
  // Only what was priced is claimed: a product not on the estimate stays waiting for the office to price it by hand.
  const priced = new Set(lines.map((line) => line.itemId));
  const subtotal = invoiceTotals(lines, 0).subtotal;
  const billedEntries = labour.length > 0 ? entries : [];
  const billedMaterials = materials.filter((material) => material.line_id !== null && priced.has(material.line_id));
  const claims: BilledClaim[] = [
    ...billedEntries.map((entry) => ({ itemKey: `time_entry:${entry.id}`, source: 'time_and_materials' as const, workOrderId: null, jobId: job.id, amount: 0 })),
    ...billedMaterials.map((material) => ({ itemKey: `material:${material.id}`, source: 'time_and_materials' as const, workOrderId: null, jobId: job.id, amount: 0 })),
  ];
  // The job's figures count billed_items amounts: the whole subtotal rides on the first claim.
  const [first] = claims;
  if (!first) return null;
  first.amount = subtotal;
  const latest = [...entries.map((entry) => entry.day), ...materials.map((material) => material.day)].sort().at(-1) ?? null;
  const description = `${job.serviceName} — time and materials`;
  return {
    ref: { source: 'time_and_materials', jobId: job.id },
    key: `time_and_materials:${job.id}`,
    customerId: job.customerId,
    propertyId: job.propertyId,
    jobId: job.id,
    serviceName: job.serviceName,
    workOrderNumber: null,
    month: null,
    completedOn: latest,
    description,
    lines: lines.map(({ description: name, quantity, unitPrice, taxable }) => ({ description: name, quantity, unitPrice, taxable })),
    claims,
    completedOrderIds: [...new Set([...billedEntries, ...billedMaterials].map((actual) => actual.work_order_id))],
  };
}

/** Pre-flight: the customer's address, tax category and terms, and the job's estimate, for every item at once. */
async function withPreflight(db: Db, companyId: string, drafts: Draft[]): Promise<ReadyCandidate[]> {
  if (drafts.length === 0) return [];
  const [categories, jurisdictions, settings] = await Promise.all([
    db.select().from(salesTaxCategories).where(eq(salesTaxCategories.companyId, companyId)),
    db.select().from(salesTaxJurisdictions).where(eq(salesTaxJurisdictions.companyId, companyId)),
    settingsOf(db, companyId),
  ]);
  const jobIds = [...new Set(drafts.flatMap((draft) => (draft.jobId ? [draft.jobId] : [])))];
  const figures = await jobFigures(db, companyId, jobIds);
  // The customers and properties once each, not once per item.
  const customerIds = [...new Set(drafts.map((draft) => draft.customerId))];
  const propertyIds = [...new Set(drafts.flatMap((draft) => (draft.propertyId ? [draft.propertyId] : [])))];
  const customerRows = await db
    .select({ id: customers.id, ...customerColumns })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), sql`${customers.id} = any(${uuidArray(customerIds)})`));
  const propertyRows =
    propertyIds.length === 0
      ? []
      : await db
          .select({ id: customerProperties.id, ...propertyColumns })
          .from(customerProperties)
          .where(and(eq(customerProperties.companyId, companyId), sql`${customerProperties.id} = any(${uuidArray(propertyIds)})`));
  const customerById = new Map(customerRows.map((row) => [row.id, row]));
  const propertyById = new Map(propertyRows.map((row) => [row.id, row]));
  const noProperty = { propertyStreet: null, propertyStreet2: null, propertyCity: null, propertyState: null, propertyZipCode: null, propertyCountry: null };
  const noCustomer = { customerName: null, customerStreet: null, customerCity: null, taxCategoryId: null, customerTerms: null };
  const taxes = new Map<string | null, ReturnType<typeof resolveClientTaxRate>>();
  const left = new Map<string, number>();
  for (const [id, job] of figures) left.set(id, sumMoney([job.approvedTotal, job.approvedChanges, -job.invoicedSoFar]));

  const order = (draft: Draft) => `${draft.completedOn ?? draft.month ?? ''}|${draft.key}`;
  drafts.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return drafts.map((draft) => {
    const facts: CustomerFacts = {
      ...(customerById.get(draft.customerId) ?? noCustomer),
      ...((draft.propertyId ? propertyById.get(draft.propertyId) : undefined) ?? noProperty),
    };
    let tax = taxes.get(facts.taxCategoryId);
    if (!tax) {
      tax = resolveClientTaxRate(facts.taxCategoryId, categories, jurisdictions);
      taxes.set(facts.taxCategoryId, tax);
    }
    const terms = resolvePaymentTerms(facts.customerTerms ?? null, settings.defaultTerms ?? null);
    const amount = invoiceTotals(draft.lines, 0).subtotal;
    const leftOfEstimate = draft.jobId ? (left.get(draft.jobId) ?? 0) : null;
    const job = draft.jobId ? figures.get(draft.jobId) : undefined;
    const status: PreflightStatus = preflightStatus({
      hasBillingAddress: Boolean(facts.customerStreet?.trim() && facts.customerCity?.trim()),
      hasTaxCategory: tax.source !== 'none',
      hasTerms: terms !== null,
      amount,
      // Earlier items of the same job in this list count as invoiced: together they must fit the estimate.
      alreadyInvoiced: job ? sumMoney([job.approvedTotal, job.approvedChanges, -(leftOfEstimate ?? 0)]) : 0,
      approvedTotal: job ? sumMoney([job.approvedTotal, job.approvedChanges]) : null,
    });
    if (draft.jobId) left.set(draft.jobId, sumMoney([leftOfEstimate ?? 0, -amount]));
    const fix = status === 'ready' ? null : preflightFixes[status];
    return {
      item: {
        ref: draft.ref,
        key: draft.key,
        customerId: draft.customerId,
        propertyId: draft.propertyId,
        propertyAddress: propertyAddress(facts),
        jobId: draft.jobId,
        serviceName: draft.serviceName,
        workOrderNumber: draft.workOrderNumber,
        month: draft.month,
        completedOn: draft.completedOn,
        description: draft.description,
        amount,
        status,
        fix,
        blocked: preflightBlocks[status],
      },
      lines: draft.lines,
      claims: draft.claims,
      completedOrderIds: draft.completedOrderIds,
      customerName: facts.customerName ?? '',
      names: {
        customerName: facts.customerName,
        propertyStreet: facts.propertyStreet,
        propertyStreet2: facts.propertyStreet2,
        propertyCity: facts.propertyCity,
        propertyState: facts.propertyState,
        propertyZipCode: facts.propertyZipCode,
        propertyCountry: facts.propertyCountry,
      },
      terms,
      tax: { rate: tax.rate, name: tax.name },
      leftOfEstimate,
    };
  });
}

export function createAssistantService({ db }: { db: Db }) {
  return {
    /** GET /invoices/assistant: the items grouped by customer (by name), with the counts of each status. */
    async assistant(
      ctx: RequestContext,
      query: { customerId?: string | undefined; source?: ReadyToBillSource | undefined; status?: PreflightStatus | undefined },
    ): Promise<InvoicingAssistant> {
      const asOf = await companyToday(db, ctx.companyId);
      const candidates = await readyToBill(db, ctx.companyId, asOf, { customerId: query.customerId, source: query.source });
      const counts = Object.fromEntries(preflightStatuses.map((status) => [status, 0])) as Record<PreflightStatus, number>;
      const groups = new Map<string, ReadyToBillGroup>();
      for (const candidate of candidates) {
        counts[candidate.item.status] += 1;
        if (query.status && candidate.item.status !== query.status) continue;
        let group = groups.get(candidate.item.customerId);
        if (!group) {
          group = { customerId: candidate.item.customerId, customerName: candidate.customerName, items: [], total: 0, readyCount: 0 };
          groups.set(candidate.item.customerId, group);
        }
        group.items.push(candidate.item);
        if (candidate.item.status === 'ready') group.readyCount += 1;
      }
      for (const group of groups.values()) group.total = sumMoney(group.items.map((item) => item.amount));
      const customersByName = [...groups.values()].sort((a, b) => a.customerName.localeCompare(b.customerName) || a.customerId.localeCompare(b.customerId));
      return { asOf, customers: customersByName, counts };
    },
  };
}
