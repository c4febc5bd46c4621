import type { CostType } from '@groundwork/domain/overhead';
import { DEFAULT_ITEM_STATUS } from '@groundwork/domain/estimates';
import { templateCosts, type TemplateItem } from '@groundwork/domain/templates';
import { eq, inArray, notExists } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { companies, estimateTemplates, estimateTemplateSeedings, services } from '../schema';

/** Who the sample templates are shown as created and modified by. */
export const SAMPLE_TEMPLATE_AUTHOR = 'Groundwork';

type SeedLine = [type: CostType, name: string, qty: number, visits: number, cost: number];

interface SeedTemplate {
  name: string;
  description: string;
  service: string;
  document: string;
  lines: readonly SeedLine[];
}

const SEASON_TERMS = `Payment is due within 30 days of each monthly invoice. The season price is billed in equal monthly instalments from April to November.
Visits missed for rain are made up within the week; no visit is made when mowing would damage the turf.
Either party may end this agreement with 30 days' written notice. Prices are good for 30 days from the date of this proposal.`;

/**
 * The sample templates (SPEC.md §3: "Sample templates and items ship built in") every company starts with. Line
 * names match the starter services, price book and demo data; costs are 2025 Midwest costs a unit.
 */
export const sampleTemplates: readonly SeedTemplate[] = [
  {
    name: 'Weekly mowing season',
    description: 'Weekly mowing, trimming and blowing from mid-April to October: 28 visits.',
    service: 'Weekly Mowing',
    document: `Scope of work
Mow all turf areas weekly (28 visits, mid-April to October) at 3–3½ inches, trim around obstacles, edge walks and drives every other visit, and blow clippings off hard surfaces.

Terms
${SEASON_TERMS}`,
    lines: [
      ['labor', 'Mowing crew labor', 0.75, 28, 27.5],
      ['labor', 'Trimmer labor', 0.35, 28, 27.5],
      ['equipment', 'Zero-turn mower', 0.5, 28, 14.25],
      ['equipment', 'String trimmer', 0.25, 28, 2.75],
      ['equipment', 'Crew truck and trailer', 0.25, 28, 18],
    ],
  },
  {
    name: 'Spring clean-up',
    description: 'One visit: beds and turf cleared of leaves and debris, perennials cut back, waste hauled away.',
    service: 'Spring Clean-up',
    document: `Scope of work
Rake and blow leaves and winter debris from lawns and beds, cut back perennials and ornamental grasses, pick up sticks, and haul all yard waste away.

Terms
Payment is due within 15 days of the invoice. Work is scheduled in April as weather allows. Prices are good for 30 days from the date of this proposal.`,
    lines: [
      ['labor', 'Clean-up crew labor', 4, 1, 27.5],
      ['equipment', 'Backpack blower', 2, 1, 3.75],
      ['equipment', 'Crew truck and trailer', 1.5, 1, 18],
      ['subcontractor', 'Yard waste disposal', 1, 1, 35],
    ],
  },
  {
    name: 'Mulch install',
    description: 'Beds edged, weeded and topped with 5 yd³ of double-shredded hardwood mulch at 2–3 inches.',
    service: 'Mulch Installation',
    document: `Scope of work
Hand-edge all beds, remove weeds, and install double-shredded hardwood mulch 2–3 inches deep (about 5 cubic yards). Mulch is kept off stems and foundations.

Terms
A 30% deposit is due on acceptance and the balance on completion. Quantities are estimated; mulch beyond the estimate is billed at the same unit price. Prices are good for 30 days from the date of this proposal.`,
    lines: [
      ['labor', 'Install crew labor', 5.5, 1, 29],
      ['labor', 'Bed edging labor', 1.5, 1, 29],
      ['product', 'Double-shredded hardwood mulch', 5, 1, 32],
      ['equipment', 'Landscape trailer', 4, 1, 4.5],
      ['equipment', 'Crew truck and trailer', 1, 1, 18],
    ],
  },
  {
    name: 'Fertiliser programme',
    description: 'Five granular rounds from early spring to late fall, with crabgrass pre-emergent in round 1.',
    service: 'Fertilizer Round 1',
    document: `Scope of work
Five lawn applications: early spring with crabgrass pre-emergent, late spring, summer, early fall and late fall. A notice is left after each visit; pets and children stay off the lawn until it is dry.

Terms
Each round is invoiced after it is applied; payment is due within 15 days. The programme renews each year unless cancelled in writing. Prices are good for 30 days from the date of this proposal.`,
    lines: [
      ['labor', 'Applicator labor', 0.5, 5, 30],
      ['product', 'Lawn fertilizer 24-0-11, 50 lb', 0.5, 5, 38.5],
      ['product', 'Prodiamine 65 WDG pre-emergent, 5 lb', 0.1, 1, 165],
      ['equipment', 'Broadcast spreader', 0.5, 5, 2.5],
      ['equipment', 'Crew truck and trailer', 0.25, 5, 18],
    ],
  },
  {
    name: 'Snow contract',
    description: 'Seasonal plowing and salting of a driveway and walks, priced for 12 events (2-inch trigger).',
    service: 'Snow Plowing',
    document: `Scope of work
Plow the driveway and parking area after each snowfall of 2 inches or more, shovel walks and steps, and apply ice melt to walks. Service begins when snow stops or by 6 a.m. for overnight snow.

Terms
The season (November 15 to April 1) is billed in five equal monthly instalments and covers up to 12 events; further events are billed at the per-event price. The company is not liable for damage to turf or objects hidden under snow. Prices are good for 30 days from the date of this proposal.`,
    lines: [
      ['labor', 'Plow operator labor', 1, 12, 32],
      ['labor', 'Shovel crew labor', 0.5, 12, 24],
      ['equipment', 'Plow truck', 1, 12, 58],
      ['equipment', 'Tailgate salt spreader', 0.25, 12, 12],
      ['product', 'Ice melt, 50 lb', 2, 12, 18.5],
    ],
  },
];

/**
 * The stored line tree of a sample: one parent service line and its children (ids are fixed, so reseeding is the
 * same). The service line points at the company's service of that name when it has one (priced by its rate matrix).
 */
export function sampleTemplateItems(template: SeedTemplate, serviceId: string | null = null): TemplateItem[] {
  const line = (id: string, parentId: string | null, type: CostType, name: string, qty: number, visits: number, cost: number): TemplateItem => ({
    id,
    parentId,
    name,
    description: '',
    type,
    qty,
    visits,
    cost,
    bHrs: null,
    markup: null,
    rate: null,
    taxable: true,
    serviceId: null,
    sourceId: null,
    isEditable: true,
    status: DEFAULT_ITEM_STATUS,
  });
  return [
    { ...line('s1', null, 'labor', template.service, 1, 1, 0), serviceId },
    ...template.lines.map(([type, name, qty, visits, cost], index) => line(`s1-${index + 1}`, 's1', type, name, qty, visits, cost)),
  ];
}

function rowsFor(companyId: string, serviceIds: ReadonlyMap<string, string>, now: Date): Array<typeof estimateTemplates.$inferInsert> {
  return sampleTemplates.map((template) => {
    const items = sampleTemplateItems(template, serviceIds.get(`${companyId}:${template.service.toLowerCase()}`) ?? null);
    const costs = templateCosts(items);
    return {
      companyId,
      name: template.name,
      description: template.description,
      document: template.document,
      type: 'Both',
      items,
      serviceCount: costs.serviceCount,
      lineCount: costs.lineCount,
      totalCost: costs.totalCost.toFixed(2),
      isSample: true,
      createdBy: SAMPLE_TEMPLATE_AUTHOR,
      modifiedBy: SAMPLE_TEMPLATE_AUTHOR,
      createdAt: now,
      updatedAt: now,
    };
  });
}

/** Gives these companies the sample templates once and remembers it (companies already remembered are skipped). */
export async function seedSampleTemplates(db: Db, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const now = new Date();
  for (let start = 0; start < companyIds.length; start += 200) {
    const batch = companyIds.slice(start, start + 200);
    const fresh = await db
      .insert(estimateTemplateSeedings)
      .values(batch.map((companyId) => ({ companyId, seededAt: now })))
      .onConflictDoNothing()
      .returning({ companyId: estimateTemplateSeedings.companyId });
    if (fresh.length === 0) continue;
    const freshIds = fresh.map(({ companyId }) => companyId);
    const named = await db.select({ id: services.id, companyId: services.companyId, name: services.name }).from(services).where(inArray(services.companyId, freshIds));
    const serviceIds = new Map(named.map((service) => [`${service.companyId}:${service.name.toLowerCase()}`, service.id]));
    await db.insert(estimateTemplates).values(freshIds.flatMap((companyId) => rowsFor(companyId, serviceIds, now)));
  }
}

/**
 * Runs at every start: companies created before templates existed get the samples once. The seedings table
 * remembers who has them, so a sample a company deleted on purpose does not come back.
 */
export async function seedSampleTemplatesForExistingCompanies(database: Database): Promise<void> {
  const missing = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(notExists(database.db.select().from(estimateTemplateSeedings).where(eq(estimateTemplateSeedings.companyId, companies.id))));
  await seedSampleTemplates(
    database.db,
    missing.map((company) => company.id),
  );
}
