import type { DiscountType } from '@groundwork/domain/coupons';
import { equipmentCostPerHour } from '@groundwork/domain/equipment';
import { hourlyLaborCost } from '@groundwork/domain/employees';
import { recipeCost, type BottomSection, type MatrixRow, type RecipeLine, type RecipeLineType } from '@groundwork/domain/services';
import { roundTo } from '@groundwork/domain/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { coupons, crewMembers, crews, employees, equipment, incomeDivisions, products, serviceCharges, serviceQuestions, services, serviceUpsales } from '../schema';

type DivisionName = 'Maintenance' | 'Installation' | 'Snow' | 'Irrigation';

/** A recipe line before the price book is looked up: `source` names the crew, equipment or product to link. */
interface RecipeSeed {
  type: RecipeLineType;
  name: string;
  /** Looked up by name (case-insensitive) in the company's crews / equipment / products; typed line when missing. */
  source?: string;
  /** Labour: person-hours a visit (also its billable hours). Others: units a visit. */
  qty: number;
  hours?: number;
  /** Typed lines' cost; a linked line costs what its source costs. */
  unitCost: number;
}

interface ServiceSeed {
  name: string;
  description: string;
  division: DivisionName;
  serviceClass: string;
  isTaxable?: boolean;
  matrixRows: MatrixRow[];
  bottomSection?: BottomSection;
  recipe: RecipeSeed[];
  /** Visits in a season of it (default 1). */
  defaultVisits?: number;
}

const row = (from: number, to: number, rate: number, tbHrs: number, cost: number): MatrixRow => ({ from, to, rate, tbHrs, cost });

/** Weekly mowing by lot size (sq ft): $35 up to 5,000, +$10 a band, then $10 for every started 5,000 above 15,000. */
const mowingMatrix = {
  matrixRows: [row(0, 5_000, 35, 0.5, 18.5), row(5_001, 10_000, 45, 0.75, 24), row(10_001, 15_000, 55, 1, 29.5)],
  bottomSection: { every: 5_000, over: 15_000, is: 10, tbHrs: 0.25, additionalCost: 5.5 },
};

const mowingRecipe: RecipeSeed[] = [
  { type: 'labor', name: 'Mowing crew labor', source: 'Maintenance Crew A', qty: 0.75, hours: 0.75, unitCost: 27.5 },
  { type: 'equipment', name: 'Zero-turn mower', source: '60" zero-turn #1', qty: 0.25, unitCost: 14.25 },
  { type: 'equipment', name: 'Crew truck and trailer', source: 'Crew truck #1 (F-250)', qty: 0.25, unitCost: 18 },
];

const cleanUpMatrix = {
  matrixRows: [row(0, 5_000, 195, 3, 110), row(5_001, 10_000, 275, 4.5, 160), row(10_001, 15_000, 345, 6, 205)],
  bottomSection: { every: 5_000, over: 15_000, is: 80, tbHrs: 1.5, additionalCost: 50 },
};

/** Priced per visit for each started 1,000 sq ft of turf: $4.25 / 1,000 sq ft, minimum 5,000. */
function perThousandMatrix(ratePerThousand: number, hoursPerThousand: number, costPerThousand: number) {
  const rows: MatrixRow[] = [row(0, 5_000, ratePerThousand * 5, hoursPerThousand * 5, costPerThousand * 5)];
  for (let thousands = 6; thousands <= 10; thousands += 1) {
    rows.push(row((thousands - 1) * 1_000 + 1, thousands * 1_000, ratePerThousand * thousands, hoursPerThousand * thousands, costPerThousand * thousands));
  }
  return {
    matrixRows: rows.map((band) => ({ ...band, rate: round4(band.rate), tbHrs: round4(band.tbHrs), cost: round4(band.cost) })),
    bottomSection: { every: 1_000, over: 10_000, is: ratePerThousand, tbHrs: hoursPerThousand, additionalCost: costPerThousand },
  };
}
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function fertiliserRound(round: number, timing: string, products: Array<[name: string, qty: number, unitCost: number]>): ServiceSeed {
  return {
    name: `Fertilizer Round ${round}`,
    description: `${timing}. Granular application priced per 1,000 sq ft of turf.`,
    division: 'Maintenance',
    serviceClass: 'Lawn care',
    ...perThousandMatrix(4.25, 0.05, 2.1),
    recipe: [
      { type: 'labor', name: 'Applicator labor', qty: 0.5, hours: 0.5, unitCost: 30 },
      ...products.map(([name, qty, unitCost]): RecipeSeed => ({ type: 'product', name, source: name, qty, unitCost })),
      { type: 'equipment', name: 'Broadcast spreader', source: 'Push broadcast spreader', qty: 0.5, unitCost: 2.5 },
    ],
  };
}

const FERTILIZER = 'Lawn fertilizer 24-0-11, 50 lb';
const SLOW_RELEASE = 'Slow-release fertilizer 32-0-4, 50 lb';

/** What every new company starts with: a matrix-priced mowing service and a spring clean-up to copy from. */
export const starterServiceSeeds: readonly ServiceSeed[] = [
  {
    name: 'Weekly Mowing',
    description: 'Mow, trim and blow off hard surfaces once a week through the season. Priced by lot size.',
    division: 'Maintenance',
    serviceClass: 'Maintenance',
    ...mowingMatrix,
    recipe: mowingRecipe,
    defaultVisits: 28,
  },
  {
    name: 'Spring Clean-up',
    description: 'Rake out beds and turf, cut back perennials, edge beds and haul away debris. Priced by lot size.',
    division: 'Maintenance',
    serviceClass: 'Maintenance',
    ...cleanUpMatrix,
    recipe: [
      { type: 'labor', name: 'Clean-up crew labor', qty: 4, hours: 4, unitCost: 27.5 },
      { type: 'equipment', name: 'Backpack blower', qty: 2, unitCost: 3.75 },
      { type: 'subcontractor', name: 'Yard waste disposal', qty: 1, unitCost: 35 },
    ],
  },
];

/** The demo company's catalogue: ~20 services a Twin Cities maintenance company sells. */
const demoServiceSeeds: readonly ServiceSeed[] = [
  starterServiceSeeds[0]!,
  {
    name: 'Trimming & Edging',
    description: 'String-trim fence lines and obstacles and hard-edge walks and drives, priced by lot size.',
    division: 'Maintenance',
    serviceClass: 'Maintenance',
    matrixRows: [row(0, 5_000, 15, 0.25, 7), row(5_001, 10_000, 20, 0.35, 9.5), row(10_001, 15_000, 25, 0.5, 12)],
    bottomSection: { every: 5_000, over: 15_000, is: 5, tbHrs: 0.1, additionalCost: 2.5 },
    defaultVisits: 14,
    recipe: [
      { type: 'labor', name: 'Trimmer labor', qty: 0.35, hours: 0.35, unitCost: 27.5 },
      { type: 'equipment', name: 'String trimmer', source: 'String trimmer #1', qty: 0.25, unitCost: 2.75 },
      { type: 'equipment', name: 'Stick edger', qty: 0.1, unitCost: 2.5 },
    ],
  },
  fertiliserRound(1, 'Early spring feeding with crabgrass pre-emergent', [
    [FERTILIZER, 0.5, 38.5],
    ['Prodiamine 65 WDG pre-emergent, 5 lb', 0.04, 165],
  ]),
  fertiliserRound(2, 'Late spring feeding with broadleaf weed control', [
    [FERTILIZER, 0.5, 38.5],
    ['Broadleaf weed control (three-way amine)', 0.05, 95],
  ]),
  fertiliserRound(3, 'Summer slow-release feeding', [[SLOW_RELEASE, 0.5, 42]]),
  fertiliserRound(4, 'Early fall feeding for recovery', [[SLOW_RELEASE, 0.5, 42]]),
  fertiliserRound(5, 'Late fall winterizer', [[FERTILIZER, 0.5, 38.5]]),
  starterServiceSeeds[1]!,
  {
    name: 'Fall Clean-up',
    description: 'Leaf and debris removal from turf and beds, cut back perennials, final mow. Priced by lot size.',
    division: 'Maintenance',
    serviceClass: 'Maintenance',
    matrixRows: [row(0, 5_000, 225, 3.5, 128), row(5_001, 10_000, 315, 5, 180), row(10_001, 15_000, 395, 6.5, 228)],
    bottomSection: { every: 5_000, over: 15_000, is: 90, tbHrs: 1.5, additionalCost: 52 },
    recipe: [
      { type: 'labor', name: 'Clean-up crew labor', source: 'Maintenance Crew B', qty: 5, hours: 5, unitCost: 27.5 },
      { type: 'equipment', name: 'Backpack blower', source: 'Backpack blower #1', qty: 3, unitCost: 3.75 },
      { type: 'subcontractor', name: 'Yard waste disposal', qty: 1, unitCost: 45 },
    ],
  },
  {
    name: 'Mulch Installation',
    description: 'Edge beds, pull weeds and install 2–3 in. of shredded hardwood mulch, priced per cubic yard installed.',
    division: 'Installation',
    serviceClass: 'Enhancements',
    matrixRows: [row(0, 3, 285, 3, 150), row(3.0001, 6, 525, 5.5, 275), row(6.0001, 10, 825, 8.5, 430)],
    bottomSection: { every: 1, over: 10, is: 78, tbHrs: 0.8, additionalCost: 41 },
    recipe: [
      { type: 'labor', name: 'Install crew labor', source: 'Install Crew 1', qty: 5.5, hours: 5.5, unitCost: 29 },
      { type: 'product', name: 'Double-shredded hardwood mulch', source: 'Double-shredded hardwood mulch', qty: 5, unitCost: 32 },
      { type: 'equipment', name: 'Landscape trailer', source: 'Open landscape trailer 6×12', qty: 4, unitCost: 4.5 },
    ],
  },
  {
    name: 'Landscape Installation',
    description: 'Design-build work (patios, walls, plantings, sod, edging) quoted per project; priced here by crew hours on site.',
    division: 'Installation',
    serviceClass: 'Design-build',
    matrixRows: [row(0, 8, 760, 8, 430), row(8.0001, 16, 1_520, 16, 860), row(16.0001, 24, 2_280, 24, 1_290)],
    bottomSection: { every: 8, over: 24, is: 760, tbHrs: 8, additionalCost: 430 },
    recipe: [
      { type: 'labor', name: 'Install crew labor', source: 'Install Crew 1', qty: 8, hours: 8, unitCost: 29 },
      { type: 'equipment', name: 'Landscape trailer', source: 'Open landscape trailer 6×12', qty: 8, unitCost: 4.5 },
    ],
  },
  {
    name: 'Core Aeration',
    description: 'Pull cores across all turf areas to relieve compaction; best in fall. Priced by lot size.',
    division: 'Maintenance',
    serviceClass: 'Lawn care',
    matrixRows: [row(0, 5_000, 75, 0.5, 32), row(5_001, 10_000, 95, 0.75, 42), row(10_001, 15_000, 115, 1, 52)],
    bottomSection: { every: 5_000, over: 15_000, is: 20, tbHrs: 0.25, additionalCost: 10 },
    recipe: [
      { type: 'labor', name: 'Aeration labor', qty: 0.75, hours: 0.75, unitCost: 27.5 },
      { type: 'equipment', name: 'Stand-on aerator', source: 'Walk-behind core aerator', qty: 0.75, unitCost: 16 },
    ],
  },
  {
    name: 'Overseeding',
    description: 'Slit-seed thin turf with a sun-and-shade blend, usually after aeration. Priced per 1,000 sq ft.',
    division: 'Maintenance',
    serviceClass: 'Lawn care',
    ...perThousandMatrix(12, 0.08, 6.5),
    recipe: [
      { type: 'labor', name: 'Seeding labor', qty: 1, hours: 1, unitCost: 27.5 },
      { type: 'product', name: 'Sun & shade grass seed', source: 'Sun & shade grass seed, 50 lb', qty: 0.3, unitCost: 145 },
      { type: 'equipment', name: 'Slit seeder', qty: 1, unitCost: 22 },
    ],
  },
  {
    name: 'Hedge & Shrub Trimming',
    description: 'Shape hedges and shrubs and clean up clippings, priced by the number of shrubs.',
    division: 'Maintenance',
    serviceClass: 'Maintenance',
    matrixRows: [row(0, 10, 120, 1.5, 55), row(11, 25, 240, 3, 110), row(26, 50, 420, 5.5, 195)],
    bottomSection: { every: 10, over: 50, is: 80, tbHrs: 1, additionalCost: 37 },
    recipe: [
      { type: 'labor', name: 'Trimming labor', qty: 3, hours: 3, unitCost: 27.5 },
      { type: 'equipment', name: 'Hedge trimmer', qty: 2.5, unitCost: 2.5 },
    ],
  },
  {
    name: 'Leaf Removal',
    description: 'One extra leaf pickup between clean-ups, mulched or hauled. Priced by lot size.',
    division: 'Maintenance',
    serviceClass: 'Maintenance',
    matrixRows: [row(0, 5_000, 110, 1.5, 60), row(5_001, 10_000, 160, 2.25, 88), row(10_001, 15_000, 210, 3, 115)],
    bottomSection: { every: 5_000, over: 15_000, is: 50, tbHrs: 0.75, additionalCost: 27 },
    recipe: [
      { type: 'labor', name: 'Leaf crew labor', qty: 2.25, hours: 2.25, unitCost: 27.5 },
      { type: 'equipment', name: 'Leaf vacuum', qty: 1, unitCost: 20 },
    ],
  },
  {
    name: 'Snow Plowing',
    description: 'Plow driveways and parking areas at 2 in. of snowfall, per push. Priced by paved area (sq ft).',
    division: 'Snow',
    serviceClass: 'Snow',
    matrixRows: [row(0, 1_000, 55, 0.25, 28), row(1_001, 2_500, 75, 0.4, 38), row(2_501, 5_000, 110, 0.6, 55)],
    bottomSection: { every: 5_000, over: 5_000, is: 95, tbHrs: 0.5, additionalCost: 48 },
    recipe: [
      { type: 'labor', name: 'Plow driver', source: 'Snow Route North', qty: 0.4, hours: 0.4, unitCost: 32 },
      { type: 'equipment', name: 'Plow truck', source: 'Plow truck (F-350, 8\'6" V-plow)', qty: 0.4, unitCost: 45 },
    ],
  },
  {
    name: 'Sidewalk Shoveling',
    description: 'Shovel and blow walks, steps and stoops at 1 in. of snowfall, priced by linear feet of walk.',
    division: 'Snow',
    serviceClass: 'Snow',
    matrixRows: [row(0, 50, 30, 0.25, 12), row(51, 100, 45, 0.4, 18), row(101, 200, 70, 0.6, 27)],
    bottomSection: { every: 100, over: 200, is: 30, tbHrs: 0.25, additionalCost: 11 },
    recipe: [
      { type: 'labor', name: 'Shovel crew', qty: 0.4, hours: 0.4, unitCost: 26 },
      { type: 'equipment', name: 'Snow blower', qty: 0.25, unitCost: 6 },
    ],
  },
  {
    name: 'Salting & De-icing',
    description: 'Apply rock salt or treated salt to drives and walks after plowing, priced by paved area (sq ft).',
    division: 'Snow',
    serviceClass: 'Snow',
    matrixRows: [row(0, 2_500, 45, 0.2, 22), row(2_501, 5_000, 70, 0.3, 36), row(5_001, 10_000, 115, 0.5, 60)],
    bottomSection: { every: 5_000, over: 10_000, is: 45, tbHrs: 0.2, additionalCost: 24 },
    recipe: [
      { type: 'labor', name: 'Salting driver', qty: 0.3, hours: 0.3, unitCost: 32 },
      { type: 'product', name: 'Bulk rock salt', source: 'Bulk rock salt', qty: 0.25, unitCost: 95 },
      { type: 'equipment', name: 'Tailgate salt spreader', source: 'Tailgate salt spreader', qty: 0.3, unitCost: 12 },
    ],
  },
  {
    name: 'Gutter Cleaning',
    description: 'Clear gutters and flush downspouts of a one- or two-story home, priced by linear feet of gutter.',
    division: 'Maintenance',
    serviceClass: 'Enhancements',
    matrixRows: [row(0, 100, 150, 1.5, 62), row(101, 200, 225, 2.5, 98), row(201, 300, 295, 3.5, 135)],
    bottomSection: { every: 50, over: 300, is: 45, tbHrs: 0.5, additionalCost: 19 },
    recipe: [{ type: 'labor', name: 'Gutter crew labor', qty: 2.5, hours: 2.5, unitCost: 27.5 }],
  },
  {
    name: 'Irrigation Start-up',
    description: 'Spring start-up: turn on, check every zone, adjust heads and program the controller. Priced by zones.',
    division: 'Irrigation',
    serviceClass: 'Irrigation',
    matrixRows: [row(0, 6, 95, 1, 40), row(7, 12, 135, 1.5, 58), row(13, 20, 185, 2, 78)],
    bottomSection: { every: 1, over: 20, is: 8, tbHrs: 0.1, additionalCost: 3.5 },
    recipe: [{ type: 'labor', name: 'Irrigation technician', source: 'Irrigation Team', qty: 1.5, hours: 1.5, unitCost: 34 }],
  },
  {
    name: 'Irrigation System Installation',
    description: 'A new sprinkler system: trenching, pipe, heads, valves and controller, pressure-tested. Priced by zones.',
    division: 'Irrigation',
    serviceClass: 'Irrigation',
    matrixRows: [row(0, 6, 3_900, 24, 1_950), row(7, 12, 6_900, 40, 3_400), row(13, 20, 10_500, 60, 5_200)],
    bottomSection: { every: 1, over: 20, is: 480, tbHrs: 3, additionalCost: 240 },
    recipe: [{ type: 'labor', name: 'Irrigation technician', source: 'Irrigation Team', qty: 40, hours: 40, unitCost: 34 }],
  },
  {
    name: 'Irrigation Winterization',
    description: 'Blow out every zone with compressed air before the freeze. Priced by zones.',
    division: 'Irrigation',
    serviceClass: 'Irrigation',
    matrixRows: [row(0, 6, 85, 0.75, 36), row(7, 12, 115, 1, 48), row(13, 20, 155, 1.5, 66)],
    bottomSection: { every: 1, over: 20, is: 6, tbHrs: 0.08, additionalCost: 2.75 },
    recipe: [
      { type: 'labor', name: 'Irrigation technician', source: 'Irrigation Team', qty: 1, hours: 1, unitCost: 34 },
      { type: 'equipment', name: 'Tow-behind air compressor', qty: 1, unitCost: 18 },
    ],
  },
];

async function divisionIds(db: Db, companyId: string): Promise<Map<string, { id: string; incomeAccount: string }>> {
  const rows = await db
    .select({ id: incomeDivisions.id, name: incomeDivisions.name, incomeAccount: incomeDivisions.incomeAccount })
    .from(incomeDivisions)
    .where(eq(incomeDivisions.companyId, companyId));
  return new Map(rows.map((division) => [division.name, { id: division.id, incomeAccount: division.incomeAccount }]));
}

interface PriceBookEntry {
  id: string;
  unitCost: number | null;
  /** Crews: how many people are on it (its cost is per crew-hour). */
  size?: number;
}

/** The company's crews, equipment and products by lower-case name, to link recipe lines to. */
async function priceBook(db: Db, companyId: string): Promise<Record<'labor' | 'equipment' | 'product', Map<string, PriceBookEntry>>> {
  const [crewRows, memberRows, equipmentRows, productRows] = [
    await db.select({ id: crews.id, name: crews.name }).from(crews).where(eq(crews.companyId, companyId)),
    await db
      .select({ crewId: crewMembers.crewId, status: employees.status, payType: employees.payType, payRate: employees.payRate, laborBurdenPercent: employees.laborBurdenPercent })
      .from(crewMembers)
      .innerJoin(employees, eq(employees.id, crewMembers.employeeId))
      .where(eq(crewMembers.companyId, companyId)),
    await db.select().from(equipment).where(eq(equipment.companyId, companyId)),
    await db.select({ id: products.id, name: products.name, unitCost: products.unitCost }).from(products).where(eq(products.companyId, companyId)),
  ];
  return {
    // A crew's line costs what an hour of the whole crew costs (its active members' loaded pay, as on /crews).
    labor: new Map(
      crewRows.map((item) => {
        const active = memberRows.filter((member) => member.crewId === item.id && member.status === 'active');
        const cost = active.reduce((sum, member) => sum + hourlyLaborCost({ payType: member.payType, payRate: Number(member.payRate), laborBurdenPercent: Number(member.laborBurdenPercent) }), 0);
        return [item.name.toLowerCase(), { id: item.id, unitCost: roundTo(cost, 4), size: active.length }];
      }),
    ),
    // A machine's line costs what one of its hours costs the company.
    equipment: new Map(
      equipmentRows.map((item) => [
        item.name.toLowerCase(),
        {
          id: item.id,
          unitCost: equipmentCostPerHour({
            purchasePrice: Number(item.purchasePrice),
            resaleValue: item.resaleValue === null ? null : Number(item.resaleValue),
            expectedLifeYears: Number(item.expectedLifeYears),
            annualBillableHours: Number(item.annualBillableHours),
            fuelPerYear: Number(item.fuelPerYear),
            repairsPerYear: Number(item.repairsPerYear),
            insurancePerYear: Number(item.insurancePerYear),
          }).costPerHour,
        },
      ]),
    ),
    product: new Map(productRows.map((item) => [item.name.toLowerCase(), { id: item.id, unitCost: Number(item.unitCost) }])),
  };
}

type PriceBook = Awaited<ReturnType<typeof priceBook>>;

/**
 * A linked line takes the source's id and cost; a name the price book lacks stays a typed line. A crew costs per
 * crew-hour, so a labour line linked to a crew of three takes a third of its person-hours as its quantity — its
 * billable hours stay the person-hours — and the recipe costs what the crew really costs.
 */
function recipeFor(seed: ServiceSeed, book: PriceBook | null): RecipeLine[] {
  return seed.recipe.map((line) => {
    const found = line.source && book && line.type !== 'subcontractor' ? book[line.type].get(line.source.toLowerCase()) : undefined;
    const crewSize = line.type === 'labor' && found?.size ? found.size : 1;
    return {
      type: line.type,
      sourceId: found?.id ?? null,
      name: found && line.source ? line.source : line.name,
      qty: roundTo(line.qty / crewSize, 4),
      hours: line.hours ?? 0,
      unitCost: found?.unitCost ?? line.unitCost,
    };
  });
}

/**
 * The matrix's costs as the recipe says: what the recipe's visit costs per billable hour, times each band's hours —
 * so the matrix and the recipe of a demo service tell the same story (the rates stay the company's prices).
 */
function matrixCostedByRecipe(seed: ServiceSeed, recipe: readonly RecipeLine[]): { matrixRows: MatrixRow[]; bottomSection: BottomSection | null } {
  const { totalCost, totalHours } = recipeCost(recipe);
  const bottomSection = seed.bottomSection ?? null;
  if (totalHours <= 0) return { matrixRows: seed.matrixRows, bottomSection };
  const costOf = (hours: number) => roundTo((totalCost * hours) / totalHours, 2);
  return {
    matrixRows: seed.matrixRows.map((band) => ({ ...band, cost: costOf(band.tbHrs) })),
    bottomSection: bottomSection && { ...bottomSection, additionalCost: costOf(bottomSection.tbHrs) },
  };
}

function serviceRows(companyId: string, seeds: readonly ServiceSeed[], divisions: Map<string, { id: string; incomeAccount: string }>, book: PriceBook | null) {
  return seeds.map((seed, index) => {
    const division = divisions.get(seed.division);
    const recipe = recipeFor(seed, book);
    return {
      companyId,
      name: seed.name,
      description: seed.description,
      isTaxable: seed.isTaxable ?? true,
      serviceClass: seed.serviceClass,
      incomeAccount: division?.incomeAccount ?? '',
      incomeDivisionId: division?.id ?? null,
      rateMatrix: matrixCostedByRecipe(seed, recipe),
      recipe,
      defaultVisits: seed.defaultVisits ?? 1,
      sortOrder: index + 1,
    };
  });
}

/** Every new company: weekly mowing and a spring clean-up, both priced by lot size, filed under Maintenance. */
export async function seedStarterServices(db: Db, companyId: string): Promise<void> {
  const divisions = await divisionIds(db, companyId);
  await db.insert(services).values(serviceRows(companyId, starterServiceSeeds, divisions, null));
}

interface CouponSeed {
  couponCode: string;
  description: string;
  discountType: DiscountType;
  value: string;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
}

const demoCoupons: readonly CouponSeed[] = [
  {
    couponCode: 'SPRING10',
    description: '10% off a spring clean-up booked before May',
    discountType: 'percent',
    value: '10.00',
    validFrom: '2026-03-01',
    validTo: '2026-04-30',
    usageLimit: 100,
  },
  {
    couponCode: 'NEIGHBOR25',
    description: '$25 off the first invoice of a referred neighbour',
    discountType: 'fixed',
    value: '25.00',
    validFrom: null,
    validTo: null,
    usageLimit: null,
  },
];

/**
 * The demo company's catalogue: ~20 services with descriptions, divisions, lot-size matrices, and recipes linked to
 * the demo crews, equipment and products by name (run after the price book is seeded; a missing name stays a typed
 * line). Replaces the two starter services, then adds a few upsales, questions, charges and two coupons.
 */
export async function seedDemoServices(db: Db, companyId: string): Promise<void> {
  const divisions = await divisionIds(db, companyId);
  const book = await priceBook(db, companyId);
  await db.delete(services).where(eq(services.companyId, companyId));
  const inserted = await db
    .insert(services)
    .values(serviceRows(companyId, demoServiceSeeds, divisions, book))
    .returning({ id: services.id, name: services.name });
  const id = (name: string) => inserted.find((service) => service.name === name)!.id;

  const upsales: Array<[string, string]> = [
    ['Weekly Mowing', 'Trimming & Edging'],
    ['Weekly Mowing', 'Fertilizer Round 1'],
    ['Spring Clean-up', 'Mulch Installation'],
    ['Spring Clean-up', 'Core Aeration'],
    ['Fall Clean-up', 'Core Aeration'],
    ['Fall Clean-up', 'Overseeding'],
    ['Fall Clean-up', 'Gutter Cleaning'],
    ['Core Aeration', 'Overseeding'],
    ['Snow Plowing', 'Sidewalk Shoveling'],
    ['Snow Plowing', 'Salting & De-icing'],
  ];
  const orderWithin = new Map<string, number>();
  await db.insert(serviceUpsales).values(
    upsales.map(([parent, upsold]) => {
      const sortOrder = (orderWithin.get(parent) ?? 0) + 1;
      orderWithin.set(parent, sortOrder);
      return { companyId, parentServiceId: id(parent), serviceId: id(upsold), sortOrder };
    }),
  );

  await db.insert(serviceQuestions).values([
    { companyId, serviceId: id('Weekly Mowing'), questionText: 'Is the back yard fenced with a gate at least 48 in. wide?', answerType: 'yes_no' as const, required: true, sortOrder: 1 },
    { companyId, serviceId: id('Weekly Mowing'), questionText: 'Preferred mowing height', answerType: 'choice' as const, options: ['2.5 in.', '3 in.', '3.5 in.'], sortOrder: 2 },
    { companyId, serviceId: id('Mulch Installation'), questionText: 'Mulch color', answerType: 'choice' as const, options: ['Natural', 'Brown', 'Black', 'Red'], required: true, sortOrder: 1 },
    { companyId, serviceId: id('Mulch Installation'), questionText: 'Cubic yards of mulch needed (if known)', answerType: 'number' as const, sortOrder: 2 },
    { companyId, serviceId: id('Snow Plowing'), questionText: 'Where may snow be piled?', answerType: 'text' as const, sortOrder: 1 },
    { companyId, serviceId: id('Gutter Cleaning'), questionText: 'Is the house two stories or taller?', answerType: 'yes_no' as const, required: true, sortOrder: 1 },
  ]);

  await db.insert(serviceCharges).values([
    { companyId, serviceId: id('Spring Clean-up'), description: 'Yard waste dump fee', amount: '35.00', taxable: false, sortOrder: 1 },
    { companyId, serviceId: id('Fall Clean-up'), description: 'Yard waste dump fee', amount: '45.00', taxable: false, sortOrder: 1 },
    { companyId, serviceId: id('Mulch Installation'), description: 'Delivery charge', amount: '65.00', taxable: true, sortOrder: 1 },
    { companyId, serviceId: id('Gutter Cleaning'), description: 'Second-story surcharge', amount: '50.00', taxable: true, sortOrder: 1 },
  ]);

  await db.insert(coupons).values(demoCoupons.map((coupon) => ({ companyId, ...coupon })));
}
