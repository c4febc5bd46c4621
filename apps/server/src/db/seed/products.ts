import type { ProductCategory, ProductUnit } from '@groundwork/domain/products';
import { eq, notExists } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { companies, products, productSeedings } from '../schema';

interface SeedProduct {
  name: string;
  description: string;
  unit: ProductUnit;
  /** What the company pays a unit, 4 decimals at most. */
  unitCost: number;
  /** Null: priced from the budget. */
  price?: number;
  category: ProductCategory;
  supplier?: string;
  epaRegistrationNumber?: string;
  taxable?: boolean;
}

/** The sample products (SPEC.md §3) every company starts with: the materials nearly every landscaper sells. */
export const sampleProducts: readonly SeedProduct[] = [
  { name: 'Double-shredded hardwood mulch', description: 'Natural brown hardwood mulch, sold and installed by the cubic yard', unit: 'cu_yd', unitCost: 32, category: 'mulch' },
  { name: 'Screened topsoil', description: 'Screened black dirt for lawn repair, grading and new beds', unit: 'cu_yd', unitCost: 28, category: 'soil' },
  { name: 'Kentucky bluegrass sod', description: 'Farm-grown bluegrass blend, by the square foot', unit: 'sq_ft', unitCost: 0.38, category: 'sod' },
  { name: 'Lawn fertilizer 24-0-11, 50 lb', description: 'Slow-release granular lawn food; one bag covers about 15,000 sq ft', unit: 'bag', unitCost: 38.5, category: 'fertilizer' },
  { name: 'Sun & shade grass seed, 50 lb', description: 'Bluegrass, perennial rye and fine fescue blend for overseeding', unit: 'bag', unitCost: 145, category: 'seed' },
  { name: 'Prodiamine 65 WDG pre-emergent, 5 lb', description: 'Crabgrass and annual weed pre-emergent; about 1.5 lb a 43,560 sq ft', unit: 'each', unitCost: 165, category: 'herbicide', epaRegistrationNumber: '100-1139' },
  { name: 'River rock 1½"–3"', description: 'Washed decorative river rock for beds and drainage', unit: 'ton', unitCost: 85, category: 'stone' },
  { name: 'Ice melt, 50 lb', description: 'Calcium chloride blend, works to −25 °F', unit: 'bag', unitCost: 18.5, category: 'ice_melt' },
];

const rowFor = (companyId: string, product: SeedProduct, now: Date): typeof products.$inferInsert => ({
  companyId,
  name: product.name,
  description: product.description,
  unit: product.unit,
  unitCost: String(product.unitCost),
  price: product.price === undefined ? null : String(product.price),
  taxable: product.taxable ?? true,
  supplier: product.supplier ?? null,
  epaRegistrationNumber: product.epaRegistrationNumber ?? null,
  category: product.category,
  createdAt: now,
  updatedAt: now,
});

/** Gives these companies the sample products and remembers it (a name a company already uses is left alone). */
export async function seedSampleProducts(db: Db, companyIds: readonly string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const now = new Date();
  // A few hundred companies an insert keeps well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < companyIds.length; start += 200) {
    await db
      .insert(products)
      .values(companyIds.slice(start, start + 200).flatMap((companyId) => sampleProducts.map((product) => rowFor(companyId, product, now))))
      .onConflictDoNothing();
  }
  await db
    .insert(productSeedings)
    .values(companyIds.map((companyId) => ({ companyId, seededAt: now })))
    .onConflictDoNothing();
}

/**
 * Runs at every start: companies created before the price book existed get the sample products once. The
 * seedings table remembers who has them, so a sample a company deleted on purpose does not come back.
 */
export async function seedSampleProductsForExistingCompanies(database: Database): Promise<void> {
  const missing = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(notExists(database.db.select().from(productSeedings).where(eq(productSeedings.companyId, companies.id))));
  await seedSampleProducts(
    database.db,
    missing.map((company) => company.id),
  );
}

const MIDWEST_STONE = 'Midwest Stone & Landscape Supply';
const NURSERY = 'Prairie View Wholesale Nursery';
const TURF = 'North Country Turf Supply';
const SNOW = 'Metro Salt & Ice';

/** The rest of the demo company's price book (with the samples, about 40 materials at 2025 Twin Cities costs). */
const demoProducts: readonly SeedProduct[] = [
  { name: 'Black dyed mulch', description: 'Colour-enhanced shredded wood mulch', unit: 'cu_yd', unitCost: 36, category: 'mulch', supplier: MIDWEST_STONE },
  { name: 'Red dyed mulch', description: 'Colour-enhanced shredded wood mulch', unit: 'cu_yd', unitCost: 36, category: 'mulch', supplier: MIDWEST_STONE },
  { name: 'Cedar mulch', description: 'Aromatic shredded cedar', unit: 'cu_yd', unitCost: 44, category: 'mulch', supplier: MIDWEST_STONE },
  { name: 'Pine bark nuggets, 2 cu ft', description: 'Bagged mid-size nuggets for small beds', unit: 'bag', unitCost: 5.25, category: 'mulch', supplier: MIDWEST_STONE },
  { name: 'Garden blend soil', description: 'Topsoil, compost and sand blend for planting beds', unit: 'cu_yd', unitCost: 42, category: 'soil', supplier: MIDWEST_STONE },
  { name: 'Leaf compost', description: 'Screened municipal leaf compost for top-dressing', unit: 'cu_yd', unitCost: 38, category: 'soil', supplier: MIDWEST_STONE },
  { name: 'Class 5 gravel', description: 'Crushed limestone base for patios, walks and driveways', unit: 'ton', unitCost: 22, category: 'stone', supplier: MIDWEST_STONE },
  { name: 'Decorative granite ¾"', description: 'Grey-pink crushed granite', unit: 'ton', unitCost: 65, category: 'stone', supplier: MIDWEST_STONE },
  { name: 'Pea gravel', description: 'Rounded ⅜" stone for paths and play areas', unit: 'ton', unitCost: 48, category: 'stone', supplier: MIDWEST_STONE },
  { name: 'Washed bedding sand', description: 'Concrete sand for setting pavers', unit: 'ton', unitCost: 30, category: 'stone', supplier: MIDWEST_STONE },
  { name: 'Concrete pavers, Holland 4×8', description: 'Interlocking concrete pavers, charcoal or tan', unit: 'sq_ft', unitCost: 3.25, category: 'hardscape', supplier: MIDWEST_STONE },
  { name: 'Retaining wall block', description: 'Segmental wall block, 12" face', unit: 'each', unitCost: 4.75, category: 'hardscape', supplier: MIDWEST_STONE },
  { name: 'Retaining wall cap', description: 'Matching cap for the wall block', unit: 'each', unitCost: 6.5, category: 'hardscape', supplier: MIDWEST_STONE },
  { name: 'Polymeric joint sand, 50 lb', description: 'Paver joint sand that hardens when wetted', unit: 'bag', unitCost: 32, category: 'hardscape', supplier: MIDWEST_STONE },
  { name: 'Natural flagstone', description: 'Chilton flagstone for walks and steppers', unit: 'ton', unitCost: 320, category: 'hardscape', supplier: MIDWEST_STONE },
  { name: 'Commercial landscape fabric, 3 × 300 ft', description: 'Woven weed barrier roll', unit: 'each', unitCost: 65, category: 'other', supplier: MIDWEST_STONE },
  { name: 'Black poly edging', description: 'Heavy-duty lawn edging', unit: 'lin_ft', unitCost: 0.85, category: 'hardscape', supplier: MIDWEST_STONE },
  { name: 'Tall fescue seed, 50 lb', description: 'Turf-type tall fescue for sunny, dry lawns', unit: 'bag', unitCost: 120, category: 'seed', supplier: TURF },
  { name: 'Starter fertilizer 18-24-12, 50 lb', description: 'Phosphorus starter for new seed and sod', unit: 'bag', unitCost: 42, category: 'fertilizer', supplier: TURF },
  { name: 'Slow-release fertilizer 32-0-4, 50 lb', description: 'Polymer-coated urea for spring and summer rounds', unit: 'bag', unitCost: 44, category: 'fertilizer', supplier: TURF },
  { name: 'Pelletized lime, 40 lb', description: 'Raises soil pH on acidic lawns', unit: 'bag', unitCost: 9.5, category: 'fertilizer', supplier: TURF },
  { name: 'Broadleaf weed control (three-way amine)', description: 'Post-emergent dandelion and clover control', unit: 'gal', unitCost: 85, category: 'herbicide', supplier: TURF, epaRegistrationNumber: '2217-543' },
  { name: 'Glyphosate 41%, 2.5 gal', description: 'Non-selective herbicide for hardscape cracks and bed prep', unit: 'each', unitCost: 75, category: 'herbicide', supplier: TURF, epaRegistrationNumber: '524-475' },
  { name: 'Grub control granular, 30 lb', description: 'Chlorantraniliprole preventive grub control', unit: 'bag', unitCost: 68, category: 'insecticide', supplier: TURF, epaRegistrationNumber: '100-1489' },
  { name: 'Bifenthrin 7.9%', description: 'Perimeter and turf insect control concentrate', unit: 'gal', unitCost: 55, category: 'insecticide', supplier: TURF, epaRegistrationNumber: '279-3206' },
  { name: 'Propiconazole 14.3%', description: 'Systemic fungicide for dollar spot and brown patch', unit: 'gal', unitCost: 120, category: 'fungicide', supplier: TURF, epaRegistrationNumber: '100-617' },
  { name: 'Annual flowers, 18-count flat', description: 'Petunias, begonias, impatiens', unit: 'flat', unitCost: 22, price: 42, category: 'plants', supplier: NURSERY },
  { name: 'Perennial, 1 gal', description: 'Hosta, daylily, coneflower and the like', unit: 'each', unitCost: 12.5, category: 'plants', supplier: NURSERY },
  { name: 'Boxwood, 3 gal', description: 'Green Velvet boxwood', unit: 'each', unitCost: 38, category: 'plants', supplier: NURSERY },
  { name: 'Hydrangea, 3 gal', description: 'Annabelle or Limelight', unit: 'each', unitCost: 34, category: 'plants', supplier: NURSERY },
  { name: 'Arborvitae, 6 ft B&B', description: 'Techny arborvitae for screening', unit: 'each', unitCost: 95, category: 'plants', supplier: NURSERY },
  { name: 'Gear-drive rotor head', description: '4" pop-up rotor with nozzle set', unit: 'each', unitCost: 14, category: 'irrigation', supplier: TURF },
  { name: 'Spray head, 4"', description: 'Pop-up spray body with adjustable nozzle', unit: 'each', unitCost: 4.5, category: 'irrigation', supplier: TURF },
  { name: 'Bulk rock salt', description: 'Treated road salt for commercial lots', unit: 'ton', unitCost: 95, category: 'ice_melt', supplier: SNOW },
  { name: 'Sand/salt mix', description: '50/50 traction mix for sloped drives', unit: 'ton', unitCost: 60, category: 'ice_melt', supplier: SNOW },
  { name: 'Magnesium chloride flakes, 50 lb', description: 'Pet- and concrete-friendlier ice melt for walks', unit: 'bag', unitCost: 22, price: 36, category: 'ice_melt', supplier: SNOW },
];

/** The demo company's materials beyond the samples it got at creation. */
export async function seedDemoProducts(db: Db, companyId: string): Promise<void> {
  const now = new Date();
  await db
    .insert(products)
    .values(demoProducts.map((product) => rowFor(companyId, product, now)))
    .onConflictDoNothing();
}
