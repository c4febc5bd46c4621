import { leadConversionResultSchema, leadListSchema, leadSchema, type Lead } from '@groundwork/domain/leads';
import { describe, expect, it } from 'vitest';
import { signedInUser, taxCategoryId, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const prospect = {
  firstName: 'Tom',
  lastName: 'Nguyen',
  email: 'tom@example.com',
  mobilePhone: '612-555-0177',
  address: { street: '3020 Irving Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55408' },
  property: { name: 'Home', address: { street: '3020 Irving Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55408' }, lotSizeSqFt: 7200, turfAreaSqFt: 4100 },
  estimatedValue: '1,850.50',
  followUpDate: '2026-03-02',
  assignedTo: 'Jesse (sales)',
  tags: ['spring'],
  notes: 'Wants a quote for weekly mowing',
};

async function createLead(user: SignedInUser, body: Record<string, unknown> = prospect): Promise<Lead> {
  const response = await t.call('POST', '/leads', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return leadSchema.parse(response.body.data.lead);
}

describe('leads CRUD', () => {
  it('creates, reads, lists and edits a lead through the pipeline', async () => {
    const user = await signedInUser(t);
    const sources = (await t.call('GET', '/lead_sources', { token: user.token })).body.data.leadSources;
    const lead = await createLead(user, { ...prospect, leadSourceId: sources[0].id });
    expect(lead).toMatchObject({ displayName: 'Tom Nguyen', status: 'new', estimatedValue: 1850.5, followUpDate: '2026-03-02', convertedCustomerId: null, leadSourceId: sources[0].id });
    expect(lead.property).toMatchObject({ lotSizeSqFt: 7200, turfAreaSqFt: 4100 });
    expect((await t.call('GET', `/leads/${lead.id}`, { token: user.token })).body.data.lead).toEqual(lead);

    const list = await t.call('GET', '/leads', { token: user.token });
    expect(list.status).toBe(200);
    const parsed = leadListSchema.parse(list.body.data);
    expect(parsed.leads[0]).toMatchObject({ id: lead.id, status: 'new', estimatedValue: 1850.5, propertyStreet: '', mobilePhone: '612-555-0177' });
    const etag = list.headers.etag as string;
    expect((await t.call('GET', '/leads', { token: user.token, headers: { 'if-none-match': etag } })).status).toBe(304);

    const contacted = await t.call('PUT', `/leads/${lead.id}`, { token: user.token, body: { ...prospect, status: 'contacted', updatedAt: lead.updatedAt } });
    expect(contacted.status, contacted.text).toBe(200);
    expect(contacted.body.data.lead.status).toBe('contacted');

    const lostWithoutReason = await t.call('PUT', `/leads/${lead.id}`, { token: user.token, body: { ...prospect, status: 'lost', updatedAt: contacted.body.data.lead.updatedAt } });
    expect(lostWithoutReason.status).toBe(400);
    expect(Object.keys(lostWithoutReason.body.details.fieldErrors)).toEqual(['lostReason']);
    const lost = await t.call('PUT', `/leads/${lead.id}`, {
      token: user.token,
      body: { ...prospect, status: 'lost', lostReason: 'Price too high', updatedAt: contacted.body.data.lead.updatedAt },
    });
    expect(lost.body.data.lead).toMatchObject({ status: 'lost', lostReason: 'Price too high' });

    const stale = await t.call('PUT', `/leads/${lead.id}`, { token: user.token, body: { ...prospect, updatedAt: lead.updatedAt } });
    expect(stale.status).toBe(409);

    const activity = await t.call('GET', `/leads/${lead.id}/activities`, { token: user.token });
    expect(activity.body.data.activities.map((entry: { text: string }) => entry.text)).toEqual([
      'Status changed from Contacted to Lost (Price too high)',
      'Status changed from New to Contacted',
      'Lead created',
    ]);
    expect((await t.call('POST', `/leads/${lead.id}/activities`, { token: user.token, body: { text: 'Left a voicemail' } })).status).toBe(200);
  });

  it('pages and filters when arguments are given', async () => {
    const user = await signedInUser(t);
    await createLead(user);
    await createLead(user, { type: 'commercial', companyName: 'Cedar Office Park', status: 'estimate_sent', estimatedValue: 24000 });
    const page = await t.call('GET', '/leads?status=estimate_sent', { token: user.token });
    expect(page.body.data.pagination).toEqual({ page: 1, limit: 50, total: 1 });
    expect(page.body.data.leads[0].displayName).toBe('Cedar Office Park');
    const sorted = await t.call('GET', '/leads?sort=-estimatedValue&limit=1', { token: user.token });
    expect(sorted.body.data.leads.map((row: { displayName: string }) => row.displayName)).toEqual(['Cedar Office Park']);
    const search = await t.call('GET', '/leads?search=612555', { token: user.token });
    expect(search.body.data.leads.map((row: { displayName: string }) => row.displayName)).toEqual(['Tom Nguyen']);
  });

  it('pages with the total of matches on the last page and past it, empty follow-up dates last either way', async () => {
    const user = await signedInUser(t);
    const dates = ['2026-04-01', null, '2026-03-01', null, '2026-05-01'];
    const created: Lead[] = [];
    for (const [index, followUpDate] of dates.entries()) {
      created.push(await createLead(user, { firstName: `Pat${index}`, lastName: 'Olson', followUpDate }));
    }
    const undated = created.filter((lead) => lead.followUpDate === null).map((lead) => lead.id).sort();
    const page = async (query: string) => {
      const response = await t.call('GET', `/leads?${query}`, { token: user.token });
      expect(response.status, response.text).toBe(200);
      return { ids: response.body.data.leads.map((row: { id: string }) => row.id), total: response.body.data.pagination.total };
    };
    expect(await page('sort=followUpDate&limit=2&page=2')).toEqual({ ids: [created[4]!.id, undated[0]], total: 5 });
    expect(await page('sort=followUpDate&limit=2&page=3')).toEqual({ ids: [undated[1]], total: 5 });
    expect(await page('sort=-followUpDate&limit=3&page=1')).toEqual({ ids: [created[4]!.id, created[0]!.id, created[2]!.id], total: 5 });
    expect(await page('sort=-followUpDate&limit=3&page=2')).toEqual({ ids: undated, total: 5 });
    expect(await page('sort=-followUpDate&limit=3&page=9')).toEqual({ ids: [], total: 5 });
    expect(await page('search=pat3&limit=3&page=1')).toEqual({ ids: [created[3]!.id], total: 1 });
  });

  it('lists and finds a lead by its property’s street when it differs from the billing street', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user, { ...prospect, property: { name: 'Cabin', address: { street: '12 Cedar Ridge Rd', city: 'Stillwater' } } });
    const rows = (await t.call('GET', '/leads', { token: user.token })).body.data.leads;
    expect(rows[0]).toMatchObject({ id: lead.id, street: '3020 Irving Ave S', propertyStreet: '12 Cedar Ridge Rd' });
    const found = await t.call('GET', '/leads?search=cedar%20ridge', { token: user.token });
    expect(found.body.data.leads.map((row: { id: string }) => row.id)).toEqual([lead.id]);
  });

  it('takes a sales tax category of the company on create and edit; another company’s is 404 with a field error', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const lead = await createLead(user);
    expect(lead.taxCategoryId).toBeNull();
    const city = await taxCategoryId(t, user.companyId);
    const withCategory = await createLead(user, { ...prospect, taxCategoryId: city });
    expect(withCategory.taxCategoryId).toBe(city);
    expect((await t.call('GET', `/leads/${withCategory.id}`, { token: user.token })).body.data.lead.taxCategoryId).toBe(city);

    const foreign = await taxCategoryId(t, other.companyId);
    const created = await t.call('POST', '/leads', { token: user.token, body: { ...prospect, taxCategoryId: foreign } });
    expect(created.status).toBe(404);
    expect(created.body.code).toBe('NOT_FOUND');
    expect(created.body.details.fieldErrors).toEqual({ taxCategoryId: ['Tax category not found'] });

    const exempt = await taxCategoryId(t, user.companyId, 'Non-Taxable');
    const edited = await t.call('PUT', `/leads/${lead.id}`, { token: user.token, body: { ...prospect, taxCategoryId: exempt, updatedAt: lead.updatedAt } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.lead.taxCategoryId).toBe(exempt);
    const refused = await t.call('PUT', `/leads/${lead.id}`, { token: user.token, body: { ...prospect, taxCategoryId: foreign, updatedAt: edited.body.data.lead.updatedAt } });
    expect(refused.status).toBe(404);
    expect(refused.body.details.fieldErrors).toEqual({ taxCategoryId: ['Tax category not found'] });
    expect((await t.call('GET', `/leads/${lead.id}`, { token: user.token })).body.data.lead.taxCategoryId).toBe(exempt);
  });

  it('deletes a lead', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user);
    const response = await t.call('DELETE', `/leads/${lead.id}`, { token: user.token });
    expect(response.body.data).toMatchObject({ id: lead.id, outcome: 'deleted' });
    expect((await t.call('GET', `/leads/${lead.id}`, { token: user.token })).status).toBe(404);
  });

  it.each([
    [{}, 'firstName'],
    [{ firstName: 'A', status: 'maybe' }, 'status'],
    [{ firstName: 'A', status: 'lost' }, 'lostReason'],
    [{ firstName: 'A', estimatedValue: -5 }, 'estimatedValue'],
    [{ firstName: 'A', estimatedValue: 'lots' }, 'estimatedValue'],
    [{ firstName: 'A', followUpDate: 'tomorrow' }, 'followUpDate'],
    [{ firstName: 'A', property: { lotSizeSqFt: 'big' } }, 'property.lotSizeSqFt'],
    [{ firstName: 'A', email: 'x@' }, 'email'],
    [{ firstName: 'A', assignedTo: 'x'.repeat(121) }, 'assignedTo'],
    [{ firstName: 'A', taxCategoryId: 42 }, 'taxCategoryId'],
    [{ firstName: 'A', taxCategoryId: 'Minneapolis City Tax' }, 'taxCategoryId'],
    [{ firstName: 'A', taxCategoryId: { id: '00000000-0000-4000-8000-000000000000' } }, 'taxCategoryId'],
  ])('a bad body %j is 400 naming %s', async (body, field) => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/leads', { token: user.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });
});

describe('POST /leads/{id}/convert', () => {
  it('creates the customer with the lead’s contact, property, notes and custom field values, and marks the lead won', async () => {
    const user = await signedInUser(t);
    const leadField = await t.call('POST', '/custom_fields', { token: user.token, body: { clientType: 'lead', label: 'Gate code', type: 'text' } });
    const customerField = await t.call('POST', '/custom_fields', { token: user.token, body: { clientType: 'customer', label: 'Gate Code', type: 'text' } });
    const exempt = await taxCategoryId(t, user.companyId, 'Non-Taxable');
    const lead = await createLead(user, { ...prospect, taxCategoryId: exempt });
    await t.call('PUT', `/custom_field_values/lead/${lead.id}`, { token: user.token, body: { values: { [leadField.body.data.customField.id]: '4321' } } });

    const response = await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token });
    expect(response.status, response.text).toBe(200);
    const { customer, lead: won } = leadConversionResultSchema.parse(response.body.data);
    expect(customer).toMatchObject({
      displayName: 'Tom Nguyen',
      email: 'tom@example.com',
      mobilePhone: '612-555-0177',
      notes: 'Wants a quote for weekly mowing',
      tags: ['spring'],
      status: 'active',
      taxCategoryId: exempt,
      convertedFromLeadId: lead.id,
    });
    expect(customer.properties).toHaveLength(1);
    expect(customer.properties[0]).toMatchObject({ name: 'Home', isPrimary: true, lotSizeSqFt: 7200, turfAreaSqFt: 4100 });
    expect(won).toMatchObject({ status: 'won', convertedCustomerId: customer.id });
    expect(won.convertedAt).not.toBeNull();

    const values = await t.call('GET', `/custom_field_values/customer/${customer.id}`, { token: user.token });
    expect(values.body.data.values).toEqual({ [customerField.body.data.customField.id]: '4321' });

    const customerActivity = await t.call('GET', `/customers/${customer.id}/activities`, { token: user.token });
    expect(customerActivity.body.data.activities[0]).toMatchObject({ kind: 'converted', text: 'Customer created from lead Tom Nguyen' });
    const leadActivity = await t.call('GET', `/leads/${lead.id}/activities`, { token: user.token });
    expect(leadActivity.body.data.activities[0]).toMatchObject({ kind: 'converted', text: 'Converted to customer Tom Nguyen' });

    const again = await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This lead was already converted to a customer.');
  });

  it('carries the lead\'s property coordinates to the customer, and refuses a lone one on the lead', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user, { ...prospect, property: { ...prospect.property, latitude: 44.9483, longitude: -93.2985 } });
    expect(lead.property).toMatchObject({ latitude: 44.9483, longitude: -93.2985 });
    const { customer } = leadConversionResultSchema.parse((await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token })).body.data);
    expect(customer.properties[0]).toMatchObject({ isPrimary: true, latitude: 44.9483, longitude: -93.2985 });

    const lone = await t.call('POST', '/leads', { token: user.token, body: { ...prospect, property: { ...prospect.property, latitude: 44.9483 } } });
    expect(lone.status).toBe(400);
    expect(lone.body.details.fieldErrors).toEqual({ 'property.longitude': ['Enter both the latitude and the longitude, or neither'] });
  });

  it('converts a lead saved before properties had coordinates as a property without them', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user);
    await t.database.query(`update leads set property = property - 'latitude' - 'longitude' where id = $1`, [lead.id]);
    expect((await t.call('GET', `/leads/${lead.id}`, { token: user.token })).body.data.lead.property).toMatchObject({ latitude: null, longitude: null });
    const response = await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.customer.properties[0]).toMatchObject({ name: 'Home', latitude: null, longitude: null });
  });

  it('uses the billing address when the lead has no property', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user, { ...prospect, property: null });
    const response = await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token });
    expect(response.body.data.customer.properties[0]).toMatchObject({ isPrimary: true, address: { street: '3020 Irving Ave S' }, lotSizeSqFt: null });
  });

  it('changes nothing when a step fails part-way (one transaction)', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user);
    // The last write of the conversion (the lead's activity entry) fails inside the database.
    await t.database.query(`create or replace function refuse_lead_conversion() returns trigger language plpgsql as $$
      begin raise exception 'conversion refused for the test'; end $$`);
    await t.database.query(`create trigger refuse_lead_conversion before insert on client_activities for each row
      when (new.kind = 'converted' and new.client_type = 'lead') execute function refuse_lead_conversion()`);
    try {
      const response = await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token });
      expect(response.status).toBe(500);
      expect(response.body.message).toBe('An unexpected error occurred');
    } finally {
      await t.database.query('drop trigger refuse_lead_conversion on client_activities');
    }
    expect((await t.call('GET', '/customers', { token: user.token })).body.data.customers).toEqual([]);
    expect((await t.call('GET', `/leads/${lead.id}`, { token: user.token })).body.data.lead).toEqual(lead);
    const activity = await t.call('GET', `/leads/${lead.id}/activities`, { token: user.token });
    expect(activity.body.data.activities.map((entry: { kind: string }) => entry.kind)).toEqual(['created']);

    // With the failure gone the same lead converts.
    expect((await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token })).status).toBe(200);
  });
});

describe('GET /leads?since=N (the list\'s changes)', () => {
  const versionOf = async (user: SignedInUser, path: string) => {
    const response = await t.call('GET', path, { token: user.token });
    expect(response.status, response.text).toBe(200);
    return response.body.data.version as number;
  };
  const changesSince = async (user: SignedInUser, path: string, since: number) => {
    const response = await t.call('GET', `${path}?since=${since}`, { token: user.token });
    expect(response.status, response.text).toBe(200);
    return response.body.data as { since: number; version: number; removedIds: string[] } & Record<string, Array<{ id: string; status: string; convertedCustomerId: string | null }>>;
  };

  it('answers edited leads as rows and deleted ones in removedIds, nothing else', async () => {
    const user = await signedInUser(t);
    const untouched = await createLead(user);
    const edited = await createLead(user, { ...prospect, firstName: 'Ann' });
    const deleted = await createLead(user, { ...prospect, firstName: 'Bob' });
    const held = await versionOf(user, '/leads');

    await t.call('PUT', `/leads/${edited.id}`, { token: user.token, body: { ...prospect, firstName: 'Ann', status: 'contacted', updatedAt: edited.updatedAt } });
    await t.call('DELETE', `/leads/${deleted.id}`, { token: user.token });

    const delta = leadListSchema.parse(await changesSince(user, '/leads', held));
    expect(delta.since).toBe(held);
    expect(delta.leads.map((row) => [row.id, row.status])).toEqual([[edited.id, 'contacted']]);
    expect(delta.removedIds).toEqual([deleted.id]);
    expect([...delta.leads.map((row) => row.id), ...delta.removedIds!]).not.toContain(untouched.id);
  });

  it('a conversion reaches both lists: the lead won, the new customer added; deleting that customer unlinks the lead', async () => {
    const user = await signedInUser(t);
    const lead = await createLead(user);
    const heldLeads = await versionOf(user, '/leads');
    const heldCustomers = await versionOf(user, '/customers');

    const converted = leadConversionResultSchema.parse((await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token })).body.data);
    const leadsDelta = await changesSince(user, '/leads', heldLeads);
    expect(leadsDelta.leads).toEqual([expect.objectContaining({ id: lead.id, status: 'won', convertedCustomerId: converted.customer.id })]);
    const customersDelta = await changesSince(user, '/customers', heldCustomers);
    expect(customersDelta.customers!.map((row) => row.id)).toEqual([converted.customer.id]);

    await t.call('DELETE', `/customers/${converted.customer.id}`, { token: user.token });
    expect((await changesSince(user, '/customers', customersDelta.version)).removedIds).toEqual([converted.customer.id]);
    expect((await changesSince(user, '/leads', leadsDelta.version)).leads).toEqual([expect.objectContaining({ id: lead.id, convertedCustomerId: null })]);
  });

  it('a second company never sees the first one\'s rows or removed ids', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const lead = await createLead(first);
    await createLead(first, { ...prospect, firstName: 'Ann' });
    await t.call('DELETE', `/leads/${lead.id}`, { token: first.token });
    const delta = await changesSince(second, '/leads', 0);
    expect(delta.leads).toEqual([]);
    expect(delta.removedIds).toEqual([]);
  });

  it('a malformed since is 400 with the message; one ahead of the server answers the whole list', async () => {
    const user = await signedInUser(t);
    const response = await t.call('GET', '/leads?since=x', { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors).toEqual({ since: ['since must be a list version (a whole number of at least 0)'] });
    await createLead(user);
    const ahead = await t.call('GET', `/leads?since=${(await versionOf(user, '/leads')) + 5}`, { token: user.token });
    expect(ahead.body.data.since).toBeUndefined();
    expect(ahead.body.data.leads).toHaveLength(1);
  });
});

describe('a second company', () => {
  it('cannot read, change, convert or delete the first company’s leads', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const lead = await createLead(owner);
    const as = { token: intruder.token };
    expect((await t.call('GET', '/leads', as)).body.data.leads).toEqual([]);
    expect((await t.call('GET', `/leads/${lead.id}`, as)).status).toBe(404);
    expect((await t.call('PUT', `/leads/${lead.id}`, { ...as, body: { ...prospect, updatedAt: lead.updatedAt } })).status).toBe(404);
    expect((await t.call('POST', `/leads/${lead.id}/convert`, as)).status).toBe(404);
    expect((await t.call('DELETE', `/leads/${lead.id}`, as)).status).toBe(404);
    expect((await t.call('GET', `/leads/${lead.id}/activities`, as)).status).toBe(404);
    expect((await t.call('POST', `/leads/${lead.id}/activities`, { ...as, body: { text: 'x' } })).status).toBe(404);
    expect((await t.call('GET', `/custom_field_values/lead/${lead.id}`, as)).status).toBe(404);
    expect((await t.call('GET', `/leads/${lead.id}`, { token: owner.token })).body.data.lead).toEqual(lead);
  });
});
