import { customerListSchema } from '@groundwork/domain/customers';
import { leadListSchema } from '@groundwork/domain/leads';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { useTestApp } from '../../test/test-app';
import { generateClients } from './customers';
import { seedDemo } from './demo';

const t = useTestApp();

describe('the demo company’s client book', () => {
  it('has ~150 Twin Cities customers with one primary property each, ~40 leads across the pipeline and custom fields', async () => {
    // The file's database starts empty, so this creates the demo company.
    const demo = await seedDemo(t.database);
    expect(demo).toBeDefined();
    const token = await signIn(t, demo!.email, demo!.password);

    const { customers } = customerListSchema.parse((await t.call('GET', '/customers', { token })).body.data);
    expect(customers).toHaveLength(150);
    expect(customers.every((row) => row.state === 'MN' && /^\(\d{3}\) 555-01\d\d$/.test(row.phone))).toBe(true);
    expect(customers.some((row) => row.type === 'commercial')).toBe(true);
    expect(customers.some((row) => row.city === 'Saint Paul') && customers.some((row) => row.city === 'Minneapolis')).toBe(true);

    const [first] = customers;
    const detail = (await t.call('GET', `/customers/${first!.id}`, { token })).body.data.customer;
    expect(detail.properties.filter((property: { isPrimary: boolean }) => property.isPrimary)).toHaveLength(1);
    expect(detail.properties[0].lotSizeSqFt).toBeGreaterThan(4000);

    const { leads } = leadListSchema.parse((await t.call('GET', '/leads', { token })).body.data);
    expect(leads).toHaveLength(40);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['new', 'contacted', 'estimate_sent', 'won', 'lost']));
    expect(leads.filter((lead) => lead.status === 'won').every((lead) => lead.convertedCustomerId !== null)).toBe(true);

    const fields = (await t.call('GET', '/custom_fields', { token })).body.data.customFields;
    expect(fields.length).toBeGreaterThanOrEqual(4);
    const sources = (await t.call('GET', '/lead_sources', { token })).body.data.leadSources;
    expect(sources.map((source: { name: string }) => source.name)).toEqual(expect.arrayContaining(['Referral', 'Google', 'Yard sign', 'Facebook', 'Repeat customer']));
  });

  it('generates the same clients for the same seed', () => {
    expect(generateClients(20, 7)).toEqual(generateClients(20, 7));
    expect(generateClients(20, 7)).not.toEqual(generateClients(20, 8));
  });
});
