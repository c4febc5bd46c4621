/**
 * The online store's public side (issue 20) under load: 100 visitors at once, each request from its own address (as
 * many homeowners would come; the per-address rate limits are the bookings' guard, not what is measured here).
 * 1. GET /api/v2/public/store/{slug}: the storefront of six listings with their bookable weeks, beside its DB ceiling —
 *    the service's own statements: the open store by its address, the active listings with their services' rate
 *    matrices, the company as clients see it (lib/public-company) and the company's today (lib/company-today).
 * 2. POST /api/v2/public/store/{slug}/listings/{listing}/price: the instant price of a lot, beside its DB ceiling —
 *    the open store and the active listing with its service.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import type { RateMatrix } from '@groundwork/domain/services';
import type { InstantPriceResult, PublicStore } from '@groundwork/domain/store';
import { and, asc, eq } from 'drizzle-orm';
import { services, storeListings, storeSettings } from '../apps/server/src/db/schema';
import { companyToday } from '../apps/server/src/lib/company-today';
import { companyFacts } from '../apps/server/src/lib/public-company';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop, type Settings } from './support/measure';
import { printTable } from './support/report';
import { startServer } from './support/server';

/** The load: 100 concurrent visitors (BENCH_CONNECTIONS overrides). */
const load: Settings = { ...defaultSettings, connections: Number(process.env.BENCH_CONNECTIONS ?? 100) };

const matrix: RateMatrix = {
  matrixRows: [
    { from: 0, to: 5_000, rate: 45, tbHrs: 0.5, cost: 20 },
    { from: 5_001, to: 10_000, rate: 55, tbHrs: 0.75, cost: 26 },
    { from: 10_001, to: 20_000, rate: 72, tbHrs: 1, cost: 34 },
  ],
  bottomSection: { every: 5_000, over: 20_000, is: 12, tbHrs: 0.25, additionalCost: 5 },
};

const listings = [
  { slug: 'weekly-mowing', title: 'Weekly Mowing — full season', visits: 26, depositPercent: 15 },
  { slug: 'bi-weekly-mowing', title: 'Every-other-week Mowing', visits: 13, depositPercent: 15 },
  { slug: 'core-aeration', title: 'Core Aeration', visits: 1, depositPercent: 0 },
  { slug: 'overseeding', title: 'Aeration and Overseeding', visits: 1, depositPercent: 10 },
  { slug: 'fertiliser-programme', title: 'Five-step Lawn Programme', visits: 5, depositPercent: 20 },
  { slug: 'fall-clean-up', title: 'Fall Clean-up', visits: 1, depositPercent: 0 },
];

for (const driver of benchDrivers()) {
  const server = await startServer(driver, { TRUST_PROXY: 'true' });
  try {
    const { database, companyId } = server;
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${server.url}/api/v2${path}`, { method, headers, body: JSON.stringify(body) });
      if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as { data: Record<string, unknown> };
    };
    const service = await call('POST', '/services', {
      name: 'Lawn care',
      description: 'Mow, trim and blow',
      isTaxable: false,
      rateMatrixData: matrix,
      recipe: [{ type: 'labor', name: 'Crew labour', qty: 1, hours: 1, unitCost: 30 }],
    });
    const serviceId = (service.data.service as { id: string }).id;
    const slug = `bench-store-${companyId.slice(0, 8)}`;
    await call('PUT', '/online_store/settings', { slug, name: 'Benchmark Lawn Care — book online', terms: 'Deposits are refundable up to a week before the first visit.' });
    for (const listing of listings) {
      await call('POST', '/online_store/listings', { ...listing, description: `${listing.title}, priced by your lot size.`, serviceId, pricingMode: 'matrix', measure: 'lot_size', leadTimeDays: 7 });
    }

    const storefrontUrl = `${server.url}/api/v2/public/store/${slug}`;
    const probe = await fetch(storefrontUrl, { headers: { 'x-forwarded-for': '10.255.0.1' } });
    const storefront = ((await probe.json()) as { data: PublicStore }).data;
    if (probe.status !== 200 || storefront.listings.length !== listings.length) throw new Error(`the storefront answered ${probe.status} with ${storefront.listings?.length} listings`);
    const priceUrl = `${storefrontUrl}/listings/weekly-mowing/price`;
    const priceBody = JSON.stringify({ measure: 8_400 });
    const priced = await fetch(priceUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.0.2' }, body: priceBody });
    const price = ((await priced.json()) as { data: InstantPriceResult }).data;
    if (priced.status !== 200 || price.total !== 1_430) throw new Error(`the price answered ${priced.status}: ${JSON.stringify(price)}`);

    const storefrontLoad = await measureHttp(storefrontUrl, {}, load, { distinctAddresses: true });
    const storefrontCeiling = await measureLoop(async () => {
      const [store] = await database.db
        .select()
        .from(storeSettings)
        .where(and(eq(storeSettings.slug, slug), eq(storeSettings.open, true)))
        .limit(1);
      await database.db
        .select({ listing: storeListings, rateMatrix: services.rateMatrix })
        .from(storeListings)
        .innerJoin(services, and(eq(services.companyId, storeListings.companyId), eq(services.id, storeListings.serviceId)))
        .where(and(eq(storeListings.companyId, store!.companyId), eq(storeListings.active, true)))
        .orderBy(asc(storeListings.position), asc(storeListings.createdAt));
      await companyFacts(database.db, store!.companyId);
      await companyToday(database.db, store!.companyId);
    }, load);

    const priceLoad = await measureHttp(priceUrl, { 'content-type': 'application/json' }, load, { body: priceBody, distinctAddresses: true });
    const priceCeiling = await measureLoop(async () => {
      const [store] = await database.db
        .select()
        .from(storeSettings)
        .where(and(eq(storeSettings.slug, slug), eq(storeSettings.open, true)))
        .limit(1);
      await database.db
        .select({ listing: storeListings, service: services })
        .from(storeListings)
        .innerJoin(services, and(eq(services.companyId, storeListings.companyId), eq(services.id, storeListings.serviceId)))
        .where(and(eq(storeListings.companyId, store!.companyId), eq(storeListings.slug, 'weekly-mowing'), eq(storeListings.active, true)))
        .limit(1);
    }, load);

    printTable(`The public storefront on ${driver.label}: ${listings.length} listings, each request from its own address`, load, [
      { label: 'GET /public/store/{slug}', unit: 'req/s', figures: storefrontLoad },
      { label: 'DB ceiling: its 6 statements', unit: 'ops/s', figures: storefrontCeiling },
      { label: 'POST …/listings/{listing}/price', unit: 'req/s', figures: priceLoad },
      { label: 'DB ceiling: its 2 statements', unit: 'ops/s', figures: priceCeiling },
    ]);
    const ratio = (endpoint: number, ceiling: number) => (ceiling > 0 ? (endpoint / ceiling).toFixed(2) : '—');
    console.log(`  storefront / DB ceiling = ${ratio(storefrontLoad.perSecond, storefrontCeiling.perSecond)}    price / DB ceiling = ${ratio(priceLoad.perSecond, priceCeiling.perSecond)}  (ARCHITECTURE.md §7 budget: ≥ 0.5)`);
    console.log(
      `  p95 at ${load.connections} concurrent: storefront ${storefrontLoad.p95.toFixed(0)} ms (DB ceiling ${storefrontCeiling.p95.toFixed(0)} ms), price ${priceLoad.p95.toFixed(0)} ms (DB ceiling ${priceCeiling.p95.toFixed(0)} ms)`,
    );
  } finally {
    await server.close();
  }
}
