import { customerListSchema } from '@groundwork/domain/customers';
import { leadListSchema } from '@groundwork/domain/leads';
import { distanceKm } from '@groundwork/domain/rounds';
import { salesTaxCategoryListSchema } from '@groundwork/domain/sales-tax';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { generateClients } from './customers';
import { demoApp, seededDemo } from './demo-fixture';
import { DEMO_STORE_BOOKINGS } from './store';

const t = demoApp;

describe('the demo company’s client book', () => {
  it('has ~150 Twin Cities customers with one primary property each, ~40 leads across the pipeline and custom fields', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);

    const { customers } = customerListSchema.parse((await t.call('GET', '/customers', { token })).body.data);
    // The client book's 150, and the homeowners who booked on the online store (seed/store.ts).
    expect(customers).toHaveLength(150 + DEMO_STORE_BOOKINGS);
    expect(customers.every((row) => row.state === 'MN' && /^\(\d{3}\) 555-01\d\d$/.test(row.phone))).toBe(true);
    expect(customers.some((row) => row.type === 'commercial')).toBe(true);
    expect(customers.some((row) => row.city === 'Saint Paul') && customers.some((row) => row.city === 'Minneapolis')).toBe(true);
    // No two clients share a name: a second location of a business is named for where it is.
    expect(new Set(customers.map((row) => row.displayName)).size).toBe(customers.length);
    expect(customers.some((row) => / – /.test(row.displayName))).toBe(true);

    const [first] = customers;
    const detail = (await t.call('GET', `/customers/${first!.id}`, { token })).body.data.customer;
    expect(detail.properties.filter((property: { isPrimary: boolean }) => property.isPrimary)).toHaveLength(1);
    expect(detail.properties[0].lotSizeSqFt).toBeGreaterThan(4000);

    // Map positions around the yard for route optimisation, matching each address's part of town; a handful unplaced.
    const yard = { lat: 44.9606, lng: -93.2776 };
    const positions = await t.database.query<{ latitude: number | null; longitude: number | null }>(
      'select latitude, longitude from customer_properties where company_id = $1',
      [demo.companyId],
    );
    const placed = positions.filter((row) => row.latitude !== null && row.longitude !== null);
    const unplaced = positions.filter((row) => row.latitude === null && row.longitude === null);
    expect(placed.length + unplaced.length).toBe(positions.length);
    expect(unplaced.length).toBeGreaterThanOrEqual(3);
    expect(unplaced.length).toBeLessThanOrEqual(10);
    const kilometres = placed.map((row) => distanceKm(yard, { lat: Number(row.latitude), lng: Number(row.longitude) }));
    expect(Math.max(...kilometres)).toBeLessThan(30);
    expect(kilometres.filter((km) => km <= 15).length / kilometres.length).toBeGreaterThan(0.75);
    expect(detail.properties[0].latitude === null || Math.abs(detail.properties[0].latitude - 44.96) < 0.3).toBe(true);

    const { leads } = leadListSchema.parse((await t.call('GET', '/leads', { token })).body.data);
    // The client book's forty, and the season history's (seed/season-history.ts).
    expect(leads.length).toBeGreaterThan(40);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['new', 'contacted', 'estimate_sent', 'won', 'lost']));
    expect(leads.filter((lead) => lead.status === 'won').every((lead) => lead.convertedCustomerId !== null)).toBe(true);

    // Sales tax where the work is done: Minneapolis clients take the company's default (no category of their own),
    // Saint Paul's take Saint Paul's, suburbs their county's, a few non-profits are exempt.
    const { categories } = salesTaxCategoryListSchema.parse((await t.call('GET', '/sales_tax/categories', { token })).body.data);
    const categoryName = new Map(categories.map((category) => [category.id, category.name]));
    const rows = await t.database.query<{ city: string; tax_category_id: string | null }>('select city, tax_category_id from customers where company_id = $1', [demo.companyId]);
    const namesIn = (city: string) => new Set(rows.filter((row) => row.city === city).map((row) => (row.tax_category_id ? categoryName.get(row.tax_category_id) : null)));
    expect([...namesIn('Minneapolis')].every((name) => name === null || name === 'Non-Taxable')).toBe(true);
    expect(namesIn('Minneapolis').has(null)).toBe(true);
    expect([...namesIn('Saint Paul')].every((name) => name === 'Saint Paul City Tax' || name === 'Non-Taxable')).toBe(true);
    expect(namesIn('Saint Paul').has('Saint Paul City Tax')).toBe(true);
    expect(namesIn('Edina').has('Hennepin County Tax')).toBe(true);
    const leadRows = await t.database.query<{ city: string; tax_category_id: string | null }>('select city, tax_category_id from leads where company_id = $1', [demo.companyId]);
    expect(leadRows.some((row) => row.city !== 'Minneapolis' && row.tax_category_id !== null)).toBe(true);
    expect(leadRows.some((row) => row.city === 'Minneapolis' && row.tax_category_id === null)).toBe(true);

    const fields = (await t.call('GET', '/custom_fields', { token })).body.data.customFields;
    expect(fields.length).toBeGreaterThanOrEqual(4);
    const sources = (await t.call('GET', '/lead_sources', { token })).body.data.leadSources;
    expect(sources.map((source: { name: string }) => source.name)).toEqual(expect.arrayContaining(['Referral', 'Google', 'Yard sign', 'Facebook', 'Repeat customer']));
  });

  it('generates the same clients for the same seed', () => {
    expect(generateClients(20, 7)).toEqual(generateClients(20, 7));
    expect(generateClients(20, 7)).not.toEqual(generateClients(20, 8));
    // Positions come from their own generator: the rest of a client is what it was before clients had them.
    expect(generateClients(3, 1_729).map((client) => [client.displayName, client.street, client.lotSizeSqFt])).toEqual([
      ['St. Louis Park Library Friends', '7455 Lyndale Ave S', 117200],
      ['Kari Yang', '3539 Xerxes Ave S', 7200],
      ['Steven Clark', '2230 Cleveland Ave S', 6200],
    ]);
  });
});
