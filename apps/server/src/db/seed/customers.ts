import { clientDisplayName, type CustomerType } from '@groundwork/domain/customers';
import type { CustomFieldValues } from '@groundwork/domain/custom-fields';
import type { LeadStatus } from '@groundwork/domain/leads';
import { and, eq, inArray } from 'drizzle-orm';
import { refreshCustomerListRows, refreshLeadListRows } from '../../lib/clients';
import type { Db } from '../client';
import { clientActivities, customerProperties, customers, customFields, leads, leadSources } from '../schema';
import { demoTaxCategoryName, taxCategoryIdsByName } from './sales-tax';

/**
 * Demo clients for the demo company (and the 20,000-customer benchmark): Twin Cities homeowners and commercial
 * sites on real streets, with properties sized like real lots. Deterministic: a seeded PRNG, so every fresh demo
 * database holds the same book. Fictional phone numbers (555-01xx) and example.* e-mail domains only.
 */

/** mulberry32: a small, fast, seedable PRNG (0 ≤ n < 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number) => Math.round(low + random() * (high - low));

/**
 * [street, city, ZIP, area code, latitude, longitude] — real streets of Minneapolis, Saint Paul and the suburbs, with
 * roughly where along them the demo houses stand. Most are within 15 km of the demo yard (44.9606, -93.2776); a few
 * suburbs (Woodbury, Coon Rapids, Maplewood) lie 20–28 km out, as a real book's far customers do.
 */
const streets: ReadonlyArray<readonly [string, string, string, string, number, number]> = [
  ['Bryant Ave S', 'Minneapolis', '55419', '612', 44.9125, -93.2905],
  ['Irving Ave S', 'Minneapolis', '55405', '612', 44.964, -93.301],
  ['Lyndale Ave S', 'Minneapolis', '55419', '612', 44.91, -93.288],
  ['Xerxes Ave S', 'Minneapolis', '55410', '612', 44.915, -93.3195],
  ['W Minnehaha Pkwy', 'Minneapolis', '55419', '612', 44.917, -93.28],
  ['Fremont Ave S', 'Minneapolis', '55405', '612', 44.962, -93.295],
  ['Penn Ave N', 'Minneapolis', '55411', '612', 44.996, -93.3085],
  ['Johnson St NE', 'Minneapolis', '55418', '612', 45.02, -93.24],
  ['34th Ave S', 'Minneapolis', '55406', '612', 44.935, -93.2225],
  ['W 50th St', 'Minneapolis', '55410', '612', 44.912, -93.31],
  ['Summit Ave', 'Saint Paul', '55105', '651', 44.941, -93.16],
  ['Grand Ave', 'Saint Paul', '55105', '651', 44.94, -93.165],
  ['Randolph Ave', 'Saint Paul', '55105', '651', 44.927, -93.16],
  ['Cleveland Ave S', 'Saint Paul', '55116', '651', 44.915, -93.187],
  ['Edgcumbe Rd', 'Saint Paul', '55116', '651', 44.912, -93.155],
  ['Como Ave', 'Saint Paul', '55108', '651', 44.982, -93.175],
  ['Hamline Ave N', 'Saint Paul', '55104', '651', 44.96, -93.157],
  ['France Ave S', 'Edina', '55424', '952', 44.905, -93.329],
  ['Wooddale Ave', 'Edina', '55424', '952', 44.908, -93.34],
  ['Minnetonka Blvd', 'Minnetonka', '55305', '952', 44.948, -93.44],
  ['Valley View Rd', 'Eden Prairie', '55344', '952', 44.862, -93.43],
  ['W 98th St', 'Bloomington', '55431', '952', 44.827, -93.3],
  ['Excelsior Blvd', 'St. Louis Park', '55416', '952', 44.935, -93.345],
  ['Lexington Ave N', 'Roseville', '55113', '651', 45.01, -93.147],
  ['White Bear Ave N', 'Maplewood', '55109', '651', 45.0, -93.025],
  ['Radio Dr', 'Woodbury', '55125', '651', 44.915, -92.92],
  ['Vicksburg Ln N', 'Plymouth', '55447', '763', 45.02, -93.483],
  ['Winnetka Ave N', 'Golden Valley', '55427', '763', 44.99, -93.38],
  ['Silver Lake Rd', 'New Brighton', '55112', '651', 45.06, -93.215],
  ['Hanson Blvd NW', 'Coon Rapids', '55433', '763', 45.17, -93.3],
];

const firstNames = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Betty', 'Mark', 'Sandra', 'Steven', 'Ashley', 'Paul', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna',
  'Kevin', 'Michelle', 'Brian', 'Carol', 'Erik', 'Ingrid', 'Lars', 'Kari', 'Nils', 'Greta', 'Ahmed', 'Hodan', 'Tou', 'Mai',
  'Luis', 'María', 'Nguyen', 'Linh', 'Ole', 'Solveig', 'Marcus', 'Aaliyah', 'Diego', 'Priya',
] as const;

const lastNames = [
  'Anderson', 'Johnson', 'Nelson', 'Carlson', 'Peterson', 'Olson', 'Larson', 'Hanson', 'Swanson', 'Lindquist', 'Berg',
  'Johansen', 'Schmidt', 'Miller', 'Wilson', 'Thompson', 'Martinez', 'Garcia', 'Lopez', 'Vang', 'Xiong', 'Yang', 'Lee',
  'Mohamed', 'Hassan', 'Nguyen', 'Tran', 'Kowalski', 'Novak', 'Murphy', "O'Brien", 'Sullivan', 'Brown', 'Davis', 'Clark',
  'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Hill', 'Erickson', 'Sorensen',
] as const;

const commercialNames = [
  'Lakeside Apartments', 'Cedar Office Park', 'Northstar Dental', 'Riverside Lutheran Church', 'Como Park Condominiums HOA',
  'Minnehaha Medical Clinic', 'Grand Avenue Shops', 'Twin Lakes Business Center', 'Highland Village Townhomes', 'Summit Hill Bank',
  'Edina Family Dentistry', 'Prairie Ridge HOA', 'Golden Valley Animal Hospital', 'Bloomington Self Storage', 'Woodbury Commons',
  'St. Louis Park Library Friends', 'Harriet Park Senior Living', 'Mississippi Mills Lofts', 'North Loop Brewing Co.', 'Valley View Plaza',
] as const;

const tagsPool = ['weekly mowing', 'fertilizer program', 'snow removal', 'irrigation', 'aeration', 'VIP', 'prepaid', 'pet on site'] as const;
const emailDomains = ['example.com', 'example.net', 'example.org'] as const;
const noteSamples = [
  'Gate code 4821. Dog in back yard — call before arriving.',
  'Prefers service on Mondays. Leave invoice in the mailbox.',
  'Corner lot; careful with the new sod along the boulevard.',
  'Sprinkler heads along the driveway are easily damaged.',
  'Wants a spring cleanup quote every March.',
  '',
  '',
  '',
] as const;

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();

export interface GeneratedClient {
  type: CustomerType;
  firstName: string;
  lastName: string;
  companyName: string;
  displayName: string;
  email: string;
  phone: string;
  mobilePhone: string;
  workPhone: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  tags: string[];
  notes: string;
  lotSizeSqFt: number;
  turfAreaSqFt: number;
  /** The property's position (decimal degrees), or null for the few not placed yet. */
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}

/** A generated client's contact columns, as both customers and leads store them. */
export function contactOf(client: GeneratedClient) {
  const { type, firstName, lastName, companyName, displayName, email, phone, mobilePhone, workPhone, street, city, state, zipCode } = client;
  return { type, firstName, lastName, companyName, displayName, email, phone, mobilePhone, workPhone, street, city, state, zipCode };
}

/** One in this many clients has no map position yet, so the screens that list the unplaced have something to show. */
const UNPLACED_EVERY = 25;
const roundDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * `count` realistic clients (about one in six commercial), the same for the same seed. Positions come from a second
 * generator of their own, so adding them left every other generated field as it was.
 */
export function generateClients(count: number, seed: number, until = new Date('2026-11-01T15:00:00Z')): GeneratedClient[] {
  const random = seededRandom(seed);
  const placeRandom = seededRandom(seed ^ 0x9e3779b9);
  const clients: GeneratedClient[] = [];
  for (let i = 0; i < count; i += 1) {
    const [streetName, city, zipCode, areaCode, streetLatitude, streetLongitude] = pick(random, streets);
    // Up to ~700 m either way along and across the street's stretch.
    const latitude = roundDegrees(streetLatitude + (placeRandom() - 0.5) * 0.012);
    const longitude = roundDegrees(streetLongitude + (placeRandom() - 0.5) * 0.018);
    const placed = i % UNPLACED_EVERY !== UNPLACED_EVERY - 1;
    const commercial = random() < 0.16;
    const firstName = pick(random, firstNames);
    const lastName = pick(random, lastNames);
    const companyName = commercial ? pick(random, commercialNames) : '';
    const type: CustomerType = commercial ? 'commercial' : 'residential';
    const number = commercial ? between(random, 100, 9900) : between(random, 1000, 5999);
    const lot = commercial ? between(random, 20_000, 180_000) : between(random, 4_800, 16_000);
    const phone = () => `(${areaCode}) 555-01${String(between(random, 0, 99)).padStart(2, '0')}`;
    const tags = random() < 0.5 ? [pick(random, tagsPool)] : random() < 0.3 ? [pick(random, tagsPool), pick(random, tagsPool)] : [];
    clients.push({
      type,
      firstName,
      lastName,
      companyName,
      displayName: clientDisplayName({ type, firstName, lastName, companyName }),
      email: commercial
        ? `${ascii(companyName).slice(0, 16)}${i}@${pick(random, emailDomains)}`
        : `${ascii(firstName)}.${ascii(lastName)}${i}@${pick(random, emailDomains)}`,
      phone: phone(),
      mobilePhone: random() < 0.6 ? phone() : '',
      workPhone: commercial || random() < 0.2 ? phone() : '',
      street: `${number} ${streetName}`,
      city,
      state: 'MN',
      zipCode,
      tags: [...new Set(tags)],
      notes: pick(random, noteSamples),
      lotSizeSqFt: Math.round(lot / 100) * 100,
      turfAreaSqFt: Math.round((lot * (0.35 + random() * 0.35)) / 100) * 100,
      latitude: placed ? latitude : null,
      longitude: placed ? longitude : null,
      createdAt: new Date(until.getTime() - Math.floor(random() * 3 * 365 * 24 * 3600 * 1000)),
    });
  }
  return clients;
}

/** The names a client may take, its own first: a business's location's, or a person's next surnames in turn. */
function nameChoices(client: GeneratedClient): Pick<GeneratedClient, 'lastName' | 'companyName'>[] {
  if (client.type === 'commercial') {
    return [client.companyName, `${client.companyName} – ${client.city}`, `${client.companyName} – ${client.street}`].map((companyName) => ({ lastName: client.lastName, companyName }));
  }
  const start = lastNames.findIndex((name) => name === client.lastName);
  return lastNames.map((_, step) => ({ lastName: lastNames[(start + step) % lastNames.length]!, companyName: '' }));
}

/**
 * The same clients with no two of the same name. A book of 150 drawn from 20 business names and 60 × 48 people's has a
 * dozen twins, which read as one client listed twice in every list and report. A business name already taken becomes
 * that location's ("Northstar Dental – Roseville", then its street); a person takes the next surname not yet taken
 * (and the e-mail that goes with it). Nothing else changes, so the rest of the demo stays as it was.
 */
export function withDistinctNames(clients: readonly GeneratedClient[]): GeneratedClient[] {
  const taken = new Set<string>();
  return clients.map((client, index) => {
    const named = nameChoices(client).map((names) => ({ ...names, displayName: clientDisplayName({ type: client.type, firstName: client.firstName, ...names }) }));
    const free = named.find((names) => !taken.has(names.displayName)) ?? named[0]!;
    taken.add(free.displayName);
    if (free.displayName === client.displayName) return client;
    const [, domain] = client.email.split('@');
    const local = client.type === 'commercial' ? ascii(free.companyName).slice(0, 16) : `${ascii(client.firstName)}.${ascii(free.lastName)}`;
    return { ...client, ...free, email: `${local}${index}@${domain}` };
  });
}

/**
 * Inserts clients as customers with one primary property each and a "created" activity, in chunks (a few
 * statements per 1,000 rows). Returns the new ids in order.
 */
export async function insertCustomersInBulk(
  db: Db,
  companyId: string,
  createdBy: string | null,
  clients: readonly GeneratedClient[],
  options: { leadSourceIds?: readonly string[]; chunkSize?: number; activities?: boolean } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const chunkSize = options.chunkSize ?? 1000;
  const sources = options.leadSourceIds ?? [];
  for (let start = 0; start < clients.length; start += chunkSize) {
    const chunk = clients.slice(start, start + chunkSize);
    const rows = await db
      .insert(customers)
      .values(
        chunk.map((client, index) => ({
          companyId,
          ...contactOf(client),
          status: (start + index) % 17 === 0 ? ('inactive' as const) : ('active' as const),
          leadSourceId: sources.length > 0 ? sources[(start + index) % sources.length]! : null,
          tags: client.tags,
          notes: client.notes,
          createdBy,
          createdAt: client.createdAt,
          updatedAt: client.createdAt,
        })),
      )
      .returning({ id: customers.id });
    await db.insert(customerProperties).values(
      chunk.map((client, index) => ({
        companyId,
        customerId: rows[index]!.id,
        name: client.type === 'commercial' ? 'Main site' : 'Home',
        street: client.street,
        city: client.city,
        state: client.state,
        zipCode: client.zipCode,
        lotSizeSqFt: client.lotSizeSqFt,
        turfAreaSqFt: client.turfAreaSqFt,
        latitude: client.latitude,
        longitude: client.longitude,
        isPrimary: true,
        createdAt: client.createdAt,
        updatedAt: client.createdAt,
      })),
    );
    await refreshCustomerListRows(db, companyId, rows.map((row) => row.id));
    if (options.activities ?? true) {
      await db.insert(clientActivities).values(
        chunk.map((client, index) => ({
          companyId,
          clientType: 'customer' as const,
          clientId: rows[index]!.id,
          kind: 'created' as const,
          text: 'Customer created',
          createdBy,
          createdAt: client.createdAt,
        })),
      );
    }
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

const leadStatusPlan: ReadonlyArray<[LeadStatus, number]> = [
  ['new', 12],
  ['contacted', 10],
  ['estimate_sent', 10],
  ['won', 4],
  ['lost', 4],
];
const lostReasons = ['Price too high', 'Went with a competitor', 'No response', 'Outside our service area'] as const;
const assignees = ['Jesse Morgan', 'Priya Shah', 'Tom Lindgren', ''] as const;

/**
 * The demo company's client book: ~150 customers, ~40 leads across the pipeline, custom fields and some history.
 * Clients outside Minneapolis carry the tax category of where their work is done (run after seedDemoSalesTax).
 */
export async function seedDemoClients(db: Db, companyId: string, userId: string): Promise<void> {
  const sources = await db.select({ id: leadSources.id, name: leadSources.name }).from(leadSources).where(eq(leadSources.companyId, companyId));
  const sourceIds = sources.map((source) => source.id);
  const taxCategoryIds = await taxCategoryIdsByName(db, companyId);
  const taxCategoryOf = (client: GeneratedClient): string | null => {
    const name = demoTaxCategoryName(client);
    return name === null ? null : (taxCategoryIds.get(name) ?? null);
  };
  const random = seededRandom(20_260_301);

  await db.transaction(async (tx) => {
    const customerClients = withDistinctNames(generateClients(150, 1_729));
    const customerIds = await insertCustomersInBulk(tx, companyId, userId, customerClients, { leadSourceIds: sourceIds });
    const customersByCategory = new Map<string, string[]>();
    customerClients.forEach((client, index) => {
      const categoryId = taxCategoryOf(client);
      if (categoryId) customersByCategory.set(categoryId, [...(customersByCategory.get(categoryId) ?? []), customerIds[index]!]);
    });
    for (const [categoryId, ids] of customersByCategory) {
      await tx.update(customers).set({ taxCategoryId: categoryId }).where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)));
    }

    const fields = await tx
      .insert(customFields)
      .values([
        { companyId, clientType: 'customer' as const, label: 'Gate code', type: 'text' as const, position: 0 },
        { companyId, clientType: 'customer' as const, label: 'Preferred service day', type: 'select' as const, options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], position: 1 },
        { companyId, clientType: 'customer' as const, label: 'Dogs on property', type: 'checkbox' as const, position: 2 },
        { companyId, clientType: 'customer' as const, label: 'Customer since', type: 'date' as const, position: 3 },
        { companyId, clientType: 'lead' as const, label: 'Budget range', type: 'select' as const, options: ['Under $500', '$500–$2,000', '$2,000–$10,000', 'Over $10,000'], position: 0 },
        { companyId, clientType: 'lead' as const, label: 'Best time to call', type: 'select' as const, options: ['Morning', 'Afternoon', 'Evening'], position: 1 },
      ])
      .returning({ id: customFields.id, label: customFields.label });
    const fieldId = (label: string) => fields.find((field) => field.label === label)!.id;

    // Custom field values on every fifth customer, and a few notes (demo jobs come from seed/jobs.ts).
    for (let index = 0; index < customerIds.length; index += 5) {
      const client = customerClients[index]!;
      const values: CustomFieldValues = {
        [fieldId('Gate code')]: random() < 0.5 ? String(between(random, 1000, 9999)) : null,
        [fieldId('Preferred service day')]: pick(random, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']),
        [fieldId('Dogs on property')]: random() < 0.3,
        [fieldId('Customer since')]: client.createdAt.toISOString().slice(0, 10),
      };
      await tx.update(customers).set({ customFieldValues: values }).where(eq(customers.id, customerIds[index]!));
    }
    const noted = customerIds.filter((_, index) => index % 7 === 0);
    await tx.insert(clientActivities).values(
      noted.map((customerId, index) => ({
        companyId,
        clientType: 'customer' as const,
        clientId: customerId,
        kind: 'note' as const,
        text: pick(random, ['Called to confirm the spring cleanup date.', 'Asked about adding aeration this fall.', 'Paid the last invoice by check.', 'Requested a quote for a new paver patio.']),
        createdBy: userId,
        createdAt: new Date(customerClients[index * 7]!.createdAt.getTime() + 86_400_000 * 30),
      })),
    );

    // Leads across the pipeline; won ones are linked to a customer converted from them.
    const leadClients = generateClients(40, 4_242);
    let index = 0;
    for (const [status, howMany] of leadStatusPlan) {
      for (let n = 0; n < howMany; n += 1, index += 1) {
        const client = leadClients[index]!;
        const convertedCustomerId = status === 'won' ? customerIds[10 + n * 13]! : null;
        const [lead] = await tx
          .insert(leads)
          .values({
            companyId,
            type: client.type,
            firstName: client.firstName,
            lastName: client.lastName,
            companyName: client.companyName,
            displayName: client.displayName,
            email: client.email,
            phone: client.phone,
            mobilePhone: client.mobilePhone,
            street: client.street,
            city: client.city,
            state: client.state,
            zipCode: client.zipCode,
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
            lostReason: status === 'lost' ? lostReasons[n % lostReasons.length]! : '',
            leadSourceId: sourceIds.length > 0 ? sourceIds[index % sourceIds.length]! : null,
            estimatedValue: (client.type === 'commercial' ? between(random, 4_000, 40_000) : between(random, 250, 6_000)).toFixed(2),
            followUpDate: status === 'new' || status === 'contacted' ? `2026-12-${String(1 + (index % 28)).padStart(2, '0')}` : null,
            assignedTo: pick(random, assignees),
            taxCategoryId: taxCategoryOf(client),
            tags: client.tags,
            notes: client.notes,
            customFieldValues: { [fieldId('Best time to call')]: pick(random, ['Morning', 'Afternoon', 'Evening']) },
            convertedCustomerId,
            convertedAt: convertedCustomerId ? client.createdAt : null,
            createdBy: userId,
            createdAt: client.createdAt,
            updatedAt: client.createdAt,
          })
          .returning({ id: leads.id });
        if (convertedCustomerId) await tx.update(customers).set({ convertedFromLeadId: lead!.id }).where(eq(customers.id, convertedCustomerId));
        await tx.insert(clientActivities).values({ companyId, clientType: 'lead', clientId: lead!.id, kind: 'created', text: 'Lead created', createdBy: userId, createdAt: client.createdAt });
      }
    }
    await refreshLeadListRows(tx, companyId);
  });
}
