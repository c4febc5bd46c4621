import { estimateItemsSchema, type EstimateItemInput, type EstimateStatus } from '@groundwork/domain/estimates';
import type { EstimateActivityKind } from '@groundwork/domain/proposals';
import { matrixLinesFromRecipe, priceFromRateMatrix, type RateMatrix, type RecipeLine } from '@groundwork/domain/services';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { recordEstimateActivity } from '../../lib/estimate-activity';
import { activeMarkups } from '../../lib/overhead-markups';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { nextNumber, pricedColumns } from '../../modules/estimates/estimates.service';
import type { Db } from '../client';
import { customerProperties, customers, estimates, leads, products, services, users } from '../schema';

/**
 * The demo company's estimates: ten proposals for demo customers and two leads, built from the demo services the
 * way the builder builds them — a parent line for each service with its recipe's labour, equipment, product and
 * subcontractor lines: the rate matrix's price for the lot split by the recipe, or the recipe costed from the price
 * book (a product's current unit cost) and scaled to the lot — then
 * priced by the same function every save uses (pricedColumns, with the active budget's markups and the client's
 * tax rate). Numbers come from the company's counter, so the next estimate anyone creates continues the sequence.
 */

type ClientPick = { kind: 'residential' | 'commercial'; index: number } | { kind: 'lead'; status: 'estimate_sent' | 'contacted'; index: number };

interface ServicePick {
  name: string;
  visits: number;
}

interface EstimateSeed {
  client: ClientPick;
  status: Exclude<EstimateStatus, 'converted'>;
  /** How long ago it was written; the answered ones were answered `answeredAfterDays` later. */
  daysAgo: number;
  answeredAfterDays?: number;
  /** Days the proposal stays open from the day it was written. */
  validDays: number;
  description: string;
  notes?: string;
  terms?: string;
  services: readonly ServicePick[];
  /** What the client wrote back (declined: the reason; changes requested: the request). */
  clientMessage?: string;
}

const SNOW_TERMS = `Seasonal contract from November 15 to April 15. Plowing starts at 2 in. of snowfall and is complete within 8 hours of the end of the snowfall; walks are cleared at 1 in.
Salt is applied after every plow and on request. The season price is billed in five equal monthly instalments from November to March; pushes above 20 in the season are billed at the per-push price.
Either party may end this contract with 30 days' written notice.`;

/** Oldest first, so the numbers run in the order the estimates were written. */
export const demoEstimateSeeds: readonly EstimateSeed[] = [
  {
    client: { kind: 'residential', index: 3 },
    status: 'declined',
    daysAgo: 58,
    answeredAfterDays: 6,
    validDays: 30,
    description: 'Fall core aeration and overseeding of the front and back lawns.',
    services: [
      { name: 'Core Aeration', visits: 1 },
      { name: 'Overseeding', visits: 1 },
    ],
    clientMessage: 'We decided to do the aeration ourselves this year with a rented machine. Thank you for the quick quote.',
  },
  {
    client: { kind: 'residential', index: 0 },
    status: 'approved',
    daysAgo: 44,
    answeredAfterDays: 3,
    validDays: 30,
    description: 'Weekly mowing season with trimming and the first two fertilizer rounds.',
    notes: 'Side gate code 4312. Friendly dog in the back yard — close the gate behind you.',
    services: [
      { name: 'Weekly Mowing', visits: 28 },
      { name: 'Trimming & Edging', visits: 14 },
      { name: 'Fertilizer Round 1', visits: 1 },
      { name: 'Fertilizer Round 2', visits: 1 },
    ],
  },
  {
    client: { kind: 'commercial', index: 0 },
    status: 'changes_requested',
    daysAgo: 30,
    answeredAfterDays: 4,
    validDays: 45,
    description: 'Snow and ice management for the parking lot and front walks, winter season.',
    terms: SNOW_TERMS,
    services: [
      { name: 'Snow Plowing', visits: 20 },
      { name: 'Salting & De-icing', visits: 15 },
      { name: 'Sidewalk Shoveling', visits: 20 },
    ],
    clientMessage: 'Please price salting at every plow event (20 applications) and add the loading dock to the plowed area.',
  },
  {
    client: { kind: 'residential', index: 6 },
    status: 'approved',
    daysAgo: 26,
    answeredAfterDays: 2,
    validDays: 30,
    description: 'Hedge and shrub trimming in early summer and late fall.',
    services: [{ name: 'Hedge & Shrub Trimming', visits: 2 }],
  },
  {
    client: { kind: 'lead', status: 'estimate_sent', index: 0 },
    status: 'sent',
    daysAgo: 12,
    validDays: 30,
    description: 'Spring clean-up, then weekly mowing through October.',
    notes: 'Met on site; wants the beds cleaned out before Memorial Day.',
    services: [
      { name: 'Spring Clean-up', visits: 1 },
      { name: 'Weekly Mowing', visits: 26 },
    ],
  },
  {
    client: { kind: 'residential', index: 9 },
    status: 'sent',
    daysAgo: 9,
    validDays: 30,
    description: 'Irrigation start-up in spring and winterization in the fall.',
    services: [
      { name: 'Irrigation Start-up', visits: 1 },
      { name: 'Irrigation Winterization', visits: 1 },
    ],
  },
  {
    client: { kind: 'residential', index: 1 },
    status: 'sent',
    daysAgo: 6,
    validDays: 30,
    description: 'Spring clean-up and fresh hardwood mulch in all beds.',
    services: [
      { name: 'Spring Clean-up', visits: 1 },
      { name: 'Mulch Installation', visits: 1 },
    ],
  },
  {
    client: { kind: 'commercial', index: 1 },
    status: 'draft',
    daysAgo: 4,
    validDays: 45,
    description: 'Grounds maintenance for the season: mowing, trimming and three fertilizer rounds.',
    notes: 'Property manager asked for one price for the season; confirm the mowing day with the tenant association.',
    services: [
      { name: 'Weekly Mowing', visits: 28 },
      { name: 'Trimming & Edging', visits: 28 },
      { name: 'Fertilizer Round 1', visits: 1 },
      { name: 'Fertilizer Round 2', visits: 1 },
      { name: 'Fertilizer Round 3', visits: 1 },
    ],
  },
  {
    client: { kind: 'residential', index: 12 },
    status: 'draft',
    daysAgo: 2,
    validDays: 30,
    description: 'Fall clean-up, one extra leaf pickup and gutter cleaning.',
    services: [
      { name: 'Fall Clean-up', visits: 1 },
      { name: 'Leaf Removal', visits: 1 },
      { name: 'Gutter Cleaning', visits: 1 },
    ],
  },
  {
    client: { kind: 'lead', status: 'contacted', index: 0 },
    status: 'draft',
    daysAgo: 1,
    validDays: 30,
    description: 'Mulch the front beds and trim the foundation shrubs.',
    services: [
      { name: 'Mulch Installation', visits: 1 },
      { name: 'Hedge & Shrub Trimming', visits: 1 },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Recipes are written for a typical 7,500 sq ft lot: a bigger lot takes proportionally longer, in quarter steps. */
function lotScale(lotSizeSqFt: number | null): number {
  if (lotSizeSqFt === null) return 1;
  return Math.min(3, Math.max(0.75, Math.round((lotSizeSqFt / 7_500) * 4) / 4));
}

interface ClientFacts {
  clientType: 'customer' | 'lead';
  clientId: string;
  propertyId: string | null;
  lotSizeSqFt: number | null;
  taxCategoryId: string | null;
  name: string;
  email: string;
}

async function demoClients(db: Db, companyId: string) {
  const customerRows = await db
    .select({
      id: customers.id,
      type: customers.type,
      displayName: customers.displayName,
      email: customers.email,
      taxCategoryId: customers.taxCategoryId,
      propertyId: customerProperties.id,
      lotSizeSqFt: customerProperties.lotSizeSqFt,
    })
    .from(customers)
    .innerJoin(
      customerProperties,
      and(eq(customerProperties.companyId, customers.companyId), eq(customerProperties.customerId, customers.id), eq(customerProperties.isPrimary, true)),
    )
    .where(and(eq(customers.companyId, companyId), eq(customers.status, 'active'), isNotNull(customerProperties.lotSizeSqFt)))
    .orderBy(asc(customers.displayName), asc(customers.id));
  const leadRows = await db
    .select({ id: leads.id, status: leads.status, displayName: leads.displayName, email: leads.email, property: leads.property })
    .from(leads)
    .where(eq(leads.companyId, companyId))
    .orderBy(asc(leads.displayName), asc(leads.id));

  return (pick: ClientPick): ClientFacts | null => {
    if (pick.kind === 'lead') {
      const lead = leadRows.filter((row) => row.status === pick.status)[pick.index];
      if (!lead) return null;
      return { clientType: 'lead', clientId: lead.id, propertyId: null, lotSizeSqFt: lead.property?.lotSizeSqFt ?? null, taxCategoryId: null, name: lead.displayName, email: lead.email };
    }
    const customer = customerRows.filter((row) => row.type === pick.kind)[pick.index];
    if (!customer) return null;
    return {
      clientType: 'customer',
      clientId: customer.id,
      propertyId: customer.propertyId,
      lotSizeSqFt: customer.lotSizeSqFt,
      taxCategoryId: customer.taxCategoryId,
      name: customer.displayName,
      email: customer.email,
    };
  };
}

type ServiceRow = { id: string; name: string; description: string; isTaxable: boolean; recipe: RecipeLine[]; rateMatrix: RateMatrix };

/** The demo services whose rate matrix is priced by the property's lot size (the others by yards, shrubs, zones…). */
const pricedByLotSize = new Set(['Weekly Mowing', 'Trimming & Edging', 'Spring Clean-up', 'Fall Clean-up', 'Core Aeration', 'Leaf Removal', 'Overseeding']);

/**
 * A service's parent line and its lines, as the builder makes them: a service priced by lot size takes its rate
 * matrix's price for the client's lot, split into its recipe's lines (matrixLinesFromRecipe); any other takes its
 * recipe's lines, quantities scaled to the lot, products at their current unit cost, priced from the budget.
 */
export function serviceLines(service: ServiceRow, visits: number, lotSizeSqFt: number | null, productCosts: ReadonlyMap<string, number>): EstimateItemInput[] {
  const parentId = randomUUID();
  const parent: EstimateItemInput = {
    id: parentId,
    parentId: null,
    name: service.name,
    description: service.description,
    type: 'labor',
    bHrs: null,
    markup: null,
    rate: null,
    taxable: service.isTaxable,
    serviceId: service.id,
  };
  const recipe = service.recipe.map((line) => {
    const productCost = line.type === 'product' && line.sourceId ? productCosts.get(line.sourceId) : undefined;
    return { ...line, unitCost: productCost ?? line.unitCost };
  });
  const price = pricedByLotSize.has(service.name) && lotSizeSqFt !== null ? priceFromRateMatrix(service.rateMatrix, lotSizeSqFt) : null;
  const split = price?.ok ? matrixLinesFromRecipe(recipe, price) : null;
  if (split) {
    return [
      parent,
      ...split.map((line, index): EstimateItemInput => ({
        id: randomUUID(),
        parentId,
        name: index === 0 ? `${line.name} — ${lotSizeSqFt!.toLocaleString('en-US')} sq ft` : line.name,
        type: line.type,
        qty: 1,
        visits,
        cost: line.cost,
        bHrs: line.type === 'labor' ? line.hours : null,
        markup: null,
        rate: line.rate,
        taxable: service.isTaxable,
        sourceId: line.sourceId,
      })),
    ];
  }
  const scale = lotScale(lotSizeSqFt);
  const children = recipe.map((line): EstimateItemInput => ({
    id: randomUUID(),
    parentId,
    name: line.name,
    type: line.type,
    qty: Math.max(0.01, round2(line.qty * scale)),
    visits,
    cost: line.unitCost,
    // A labour line's quantity is hours; other lines carry the hours their quantity takes (as the builder does).
    bHrs: line.qty > 0 && line.hours > 0 ? Math.round((line.hours / line.qty) * 10_000) / 10_000 : null,
    // Priced from the budget: the markup for the line's type and the suggested price.
    markup: null,
    rate: null,
    taxable: service.isTaxable,
    sourceId: line.sourceId,
  }));
  return [parent, ...children];
}

const answerKinds: Partial<Record<EstimateStatus, EstimateActivityKind>> = {
  approved: 'approved',
  declined: 'declined',
  changes_requested: 'changes_requested',
};

/** Seeds the demo estimates (run after clients, price book, overhead and services). Returns how many were made. */
export async function seedDemoEstimates(db: Db, companyId: string, userId: string, now: Date = new Date()): Promise<number> {
  const clientFor = await demoClients(db, companyId);
  const serviceRows = await db
    .select({ id: services.id, name: services.name, description: services.description, isTaxable: services.isTaxable, recipe: services.recipe, rateMatrix: services.rateMatrix })
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.archived, false)));
  const serviceByName = new Map(serviceRows.map((row) => [row.name, row]));
  const productCosts = new Map(
    (await db.select({ id: products.id, unitCost: products.unitCost }).from(products).where(eq(products.companyId, companyId))).map((row) => [row.id, Number(row.unitCost)]),
  );
  const markups = await activeMarkups(db, companyId);
  const [owner] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).limit(1);
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';

  let made = 0;
  for (const seed of demoEstimateSeeds) {
    const client = clientFor(seed.client);
    const picked = seed.services.map((pick) => ({ pick, service: serviceByName.get(pick.name) }));
    if (!client || picked.some(({ service }) => !service)) continue;
    const items = estimateItemsSchema.parse(picked.flatMap(({ pick, service }) => serviceLines(service!, pick.visits, client.lotSizeSqFt, productCosts)));
    const tax = await clientTaxRate(db, companyId, client.taxCategoryId);
    const columns = pricedColumns(items, {
      markups,
      targetNetProfitPercent: Math.min(markups.targetNetProfitPercent, 99.99),
      adjustmentPercent: 0,
      taxRatePercent: tax.rate,
      taxRateName: tax.name,
    });

    const writtenAt = new Date(now.getTime() - seed.daysAgo * DAY_MS);
    const sentAt = seed.status === 'draft' ? null : new Date(writtenAt.getTime() + 2 * 60 * 60 * 1000);
    const answeredAt = seed.answeredAfterDays === undefined ? null : new Date(writtenAt.getTime() + seed.answeredAfterDays * DAY_MS);
    const lastChange = answeredAt ?? sentAt ?? writtenAt;

    await db.transaction(async (tx) => {
      const number = await nextNumber(tx, companyId);
      const [row] = await tx
        .insert(estimates)
        .values({
          companyId,
          number,
          clientType: client.clientType,
          clientId: client.clientId,
          propertyId: client.propertyId,
          description: seed.description,
          notes: seed.notes ?? '',
          terms: seed.terms ?? '',
          status: seed.status,
          expiryDate: isoDay(new Date(writtenAt.getTime() + seed.validDays * DAY_MS)),
          createdBy: userId,
          createdAt: writtenAt,
          updatedAt: lastChange,
          ...columns,
        })
        .returning({ id: estimates.id });
      const estimateId = row!.id;
      await recordEstimateActivity(tx, { companyId, estimateId, kind: 'created', actorUserId: userId, actorName: ownerName, at: writtenAt });
      if (sentAt) {
        await recordEstimateActivity(tx, { companyId, estimateId, kind: 'sent', actorUserId: userId, actorName: ownerName, detail: `Sent to ${client.email || client.name}`, at: sentAt });
      }
      const answer = answerKinds[seed.status];
      if (answer && answeredAt) {
        const signed = answer === 'approved';
        await recordEstimateActivity(tx, {
          companyId,
          estimateId,
          kind: answer,
          actorName: signed ? client.name : 'Client',
          detail: signed ? `Signed online as "${client.name}" from 203.0.113.${20 + made}` : (seed.clientMessage ?? ''),
          ipAddress: `203.0.113.${20 + made}`,
          at: answeredAt,
        });
      }
    });
    made += 1;
  }
  return made;
}
