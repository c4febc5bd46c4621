import { customerListSchema, customerSchema, SINCE_WITH_PAGE_MESSAGE, type Customer } from '@groundwork/domain/customers';
import { parseCsv } from '@groundwork/domain/csv';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInUser, taxCategoryId, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const maria = {
  type: 'residential',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'Maria.Lopez@Example.com',
  phone: '(612) 555-0143',
  address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' },
  tags: ['weekly', 'vip'],
  notes: 'Gate code 1234',
};

async function createCustomer(user: SignedInUser, body: Record<string, unknown> = maria): Promise<Customer> {
  const response = await t.call('POST', '/customers', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

async function aService(user: SignedInUser): Promise<{ id: string }> {
  const response = await t.call('POST', '/services', { token: user.token, body: { name: `Mowing ${Math.random().toString(36).slice(2, 8)}` } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.service as { id: string };
}

describe('POST /customers and GET /customers/{id}', () => {
  it('creates a customer with a primary property at the billing address when none is given', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    expect(customer).toMatchObject({
      displayName: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      status: 'active',
      tags: ['weekly', 'vip'],
      address: { street: '4521 Bryant Ave S', country: 'United States' },
      createdBy: user.userId,
    });
    expect(customer.properties).toHaveLength(1);
    expect(customer.properties[0]).toMatchObject({ isPrimary: true, address: { street: '4521 Bryant Ave S' } });

    const read = await t.call('GET', `/customers/${customer.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.data.customer).toEqual(customer);
  });

  it('keeps exactly one primary among the properties given', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user, {
      type: 'commercial',
      companyName: 'Lakeside Apartments',
      properties: [
        { name: 'North lot', address: { street: '1 Lake St' }, lotSizeSqFt: '12,500', isPrimary: true },
        { name: 'South lot', address: { street: '9 Lake St' }, turfAreaSqFt: 8000, isPrimary: true },
      ],
    });
    expect(customer.displayName).toBe('Lakeside Apartments');
    expect(customer.properties.map((property) => [property.name, property.isPrimary, property.lotSizeSqFt])).toEqual([
      ['North lot', true, 12500],
      ['South lot', false, null],
    ]);
  });

  it('refuses a lead source of another company as a field error', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const sources = await t.call('GET', '/lead_sources', { token: other.token });
    const response = await t.call('POST', '/customers', { token: user.token, body: { ...maria, leadSourceId: sources.body.data.leadSources[0].id } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors).toEqual({ leadSourceId: ['Lead source not found'] });
  });

  it('takes a sales tax category of the company; another company’s is 404 with a field error', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const own = await taxCategoryId(t, user.companyId);
    const customer = await createCustomer(user, { ...maria, taxCategoryId: own });
    expect(customer.taxCategoryId).toBe(own);
    expect((await t.call('GET', `/customers/${customer.id}`, { token: user.token })).body.data.customer.taxCategoryId).toBe(own);
    expect((await createCustomer(user, { ...maria, taxCategoryId: '' })).taxCategoryId).toBeNull();

    const response = await t.call('POST', '/customers', { token: user.token, body: { ...maria, taxCategoryId: await taxCategoryId(t, other.companyId) } });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect(response.body.details.fieldErrors).toEqual({ taxCategoryId: ['Tax category not found'] });
    const unknown = await t.call('POST', '/customers', { token: user.token, body: { ...maria, taxCategoryId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
  });

  it.each([
    [{}, 'firstName'],
    [{ type: 'commercial', firstName: 'Ann' }, 'companyName'],
    [{ firstName: 'Ann', type: 'villa' }, 'type'],
    [{ firstName: 'Ann', email: 'not-an-email' }, 'email'],
    [{ firstName: 'Ann', phone: '555' }, 'phone'],
    [{ firstName: 'Ann', mobilePhone: 'call me' }, 'mobilePhone'],
    [{ firstName: 'Ann', alternateEmails: ['x'] }, 'alternateEmails.0'],
    [{ firstName: 'Ann', address: { zipCode: 'x'.repeat(21) } }, 'address.zipCode'],
    [{ firstName: 'Ann', status: 'deleted' }, 'status'],
    [{ firstName: 'Ann', tags: 'vip' }, 'tags'],
    [{ firstName: 'Ann', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
    [{ firstName: 'Ann', leadSourceId: 'nope' }, 'leadSourceId'],
    [{ firstName: 'Ann', taxCategoryId: 42 }, 'taxCategoryId'],
    [{ firstName: 'Ann', taxCategoryId: 'Minneapolis City Tax' }, 'taxCategoryId'],
    [{ firstName: 'Ann', taxCategoryId: ['00000000-0000-4000-8000-000000000000'] }, 'taxCategoryId'],
    [{ firstName: 'Ann', properties: [{ lotSizeSqFt: -3 }] }, 'properties.0.lotSizeSqFt'],
    [{ firstName: 'Ann', properties: 'one' }, 'properties'],
    [{ firstName: 'x'.repeat(81) }, 'firstName'],
  ])('a bad body %j is 400 naming %s', async (body, field) => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/customers', { token: user.token, body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  it('ignores a companyId or id in the body', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const customer = await createCustomer(user, { ...maria, companyId: other.companyId, id: '00000000-0000-4000-8000-000000000000' });
    expect(customer.id).not.toBe('00000000-0000-4000-8000-000000000000');
    const list = await t.call('GET', '/customers', { token: other.token });
    expect(list.body.data.customers).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET', '/customers/00000000-0000-4000-8000-000000000000', { token: user.token })).status).toBe(404);
    expect((await t.call('GET', '/customers/abc', { token: user.token })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/customers')).status).toBe(401);
    expect((await t.call('POST', '/customers', { body: maria })).status).toBe(401);
  });
});

describe('GET /customers', () => {
  it('answers the whole compact list without page arguments, with an ETag that gives 304 until something changes', async () => {
    const user = await signedInUser(t);
    const first = await createCustomer(user);
    await createCustomer(user, { firstName: 'Ann', lastName: 'Berg', address: { street: '9 Elm St' }, properties: [{ address: { street: '77 Lake Harriet Pkwy' } }] });

    const response = await t.call('GET', '/customers', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const list = customerListSchema.parse(response.body.data);
    expect(list.pagination).toBeUndefined();
    // In no particular order: the app sorts.
    const rows = [...list.customers].sort((a, b) => a.displayName.localeCompare(b.displayName));
    expect(rows.map((row) => row.displayName)).toEqual(['Ann Berg', 'Maria Lopez']);
    expect(rows[0]).toMatchObject({ street: '9 Elm St', propertyStreet: '77 Lake Harriet Pkwy' });
    expect(rows[1]).toMatchObject({ id: first.id, phone: '(612) 555-0143', propertyStreet: '', tags: ['weekly', 'vip'], updatedAt: first.updatedAt });
    expect(Object.keys(rows[0]!)).not.toContain('notes');

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"customers-v\d+"$/);
    const again = await t.call('GET', '/customers', { token: user.token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect([undefined, '0']).toContain(again.headers['content-length']);
    expect(again.headers['content-type']).toBeUndefined();

    const zipped = await t.app.inject({ method: 'GET', url: '/api/v2/customers', headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(response.body);

    await t.call('PUT', `/customers/${first.id}`, { token: user.token, body: { ...maria, firstName: 'Mariana', updatedAt: first.updatedAt } });
    const changed = await t.call('GET', '/customers', { token: user.token, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('pages, searches, sorts and filters when arguments are given', async () => {
    const user = await signedInUser(t);
    await createCustomer(user, { firstName: 'Ann', lastName: 'Berg', phone: '651-555-0101', address: { street: '9 Elm St', city: 'Edina' }, tags: ['Weekly'] });
    await createCustomer(user, { firstName: 'Bob', lastName: 'Carlson', status: 'inactive', address: { street: '12 Oak Ave' } });
    await createCustomer(user, { type: 'commercial', companyName: 'Lakeside Apartments', email: 'office@lakeside.example' });

    const page = await t.call('GET', '/customers?page=1&limit=2&sort=-displayName', { token: user.token });
    expect(page.status).toBe(200);
    expect(page.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page.body.data.customers.map((row: { displayName: string }) => row.displayName)).toEqual(['Lakeside Apartments', 'Bob Carlson']);

    const names = async (query: string) =>
      (await t.call('GET', `/customers?${query}`, { token: user.token })).body.data.customers.map((row: { displayName: string }) => row.displayName);
    expect(await names('search=elm')).toEqual(['Ann Berg']);
    expect(await names('search=6515550101')).toEqual(['Ann Berg']);
    expect(await names('search=(651)%20555')).toEqual(['Ann Berg']);
    expect(await names('search=lakeside.example')).toEqual(['Lakeside Apartments']);
    expect(await names('search=100%25')).toEqual([]);
    expect(await names('status=inactive')).toEqual(['Bob Carlson']);
    expect(await names('type=commercial')).toEqual(['Lakeside Apartments']);
    expect(await names('tag=weekly')).toEqual(['Ann Berg']);
  });

  it('pages through names that tie in case by id, with the total of matches on every page, the last and past it', async () => {
    const user = await signedInUser(t);
    const people = [['ann', 'berg'], ['Ann', 'Berg'], ['ANN', 'BERG'], ['Bob', 'Carlson'], ['Cara', 'Dahl']] as const;
    const created: Customer[] = [];
    for (const [index, [firstName, lastName]] of people.entries()) {
      created.push(await createCustomer(user, { firstName, lastName, address: { street: `${index + 1} Elm St` } }));
    }
    const byId = (a: Customer, b: Customer) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const anns = created.slice(0, 3).sort(byId).map((customer) => customer.id);
    const [bob, cara] = [created[3]!.id, created[4]!.id];

    const pages = async (query: string) => {
      const seen: Array<{ ids: string[]; total: number }> = [];
      for (let page = 1; page <= 4; page += 1) {
        const response = await t.call('GET', `/customers?${query}&limit=2&page=${page}`, { token: user.token });
        expect(response.status, response.text).toBe(200);
        expect(response.body.data.pagination).toMatchObject({ page, limit: 2 });
        seen.push({ ids: response.body.data.customers.map((row: { id: string }) => row.id), total: response.body.data.pagination.total });
      }
      return seen;
    };
    // Ascending: the three Anns (one name in three cases) by id, then Bob, then Cara; page 3 is the last, page 4 is past it.
    expect(await pages('sort=displayName')).toEqual([
      { ids: anns.slice(0, 2), total: 5 },
      { ids: [anns[2], bob], total: 5 },
      { ids: [cara], total: 5 },
      { ids: [], total: 5 },
    ]);
    // Descending names, ties still by ascending id.
    expect(await pages('sort=-displayName')).toEqual([
      { ids: [cara, bob], total: 5 },
      { ids: anns.slice(0, 2), total: 5 },
      { ids: [anns[2]], total: 5 },
      { ids: [], total: 5 },
    ]);
    // A search pages the same way over its matches only: every word must match.
    expect(await pages('search=ann%20elm')).toEqual([
      { ids: anns.slice(0, 2), total: 3 },
      { ids: [anns[2]], total: 3 },
      { ids: [], total: 3 },
      { ids: [], total: 3 },
    ]);
    expect((await pages('search=nobody')).map((page) => page.total)).toEqual([0, 0, 0, 0]);
  });

  it.each([
    ['page=0', 'page'],
    ['limit=500', 'limit'],
    ['limit=abc', 'limit'],
    ['sort=password', 'sort'],
    ['status=gone', 'status'],
    ['type=villa', 'type'],
    ['leadSourceId=1', 'leadSourceId'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('a bad query %s is 400 naming %s', async (query, field) => {
    const user = await signedInUser(t);
    const response = await t.call('GET', `/customers?${query}`, { token: user.token });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});

describe('GET /customers?since=N (the list\'s changes)', () => {
  const wholeList = async (user: SignedInUser) => {
    const response = await t.call('GET', '/customers', { token: user.token });
    expect(response.status, response.text).toBe(200);
    return customerListSchema.parse(response.body.data);
  };
  const changesSince = async (user: SignedInUser, since: number) => {
    const response = await t.call('GET', `/customers?since=${since}`, { token: user.token });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return customerListSchema.parse(response.body.data);
  };

  it('answers only the rows written after the version held, with the new version', async () => {
    const user = await signedInUser(t);
    const kept = await createCustomer(user);
    const edited = await createCustomer(user, { ...maria, firstName: 'Ann', lastName: 'Berg' });
    const held = await wholeList(user);
    expect(held.version).toEqual(expect.any(Number));
    expect(held.since).toBeUndefined();

    const nothing = await changesSince(user, held.version!);
    expect(nothing).toEqual({ customers: [], removedIds: [], version: held.version, since: held.version });

    const saved = await t.call('PUT', `/customers/${edited.id}`, { token: user.token, body: { ...maria, firstName: 'Annie', lastName: 'Berg', updatedAt: edited.updatedAt } });
    expect(saved.status, saved.text).toBe(200);
    const added = await createCustomer(user, { ...maria, firstName: 'Cy', lastName: 'Dahl' });

    const delta = await changesSince(user, held.version!);
    expect(delta.since).toBe(held.version);
    expect(delta.version).toBeGreaterThan(held.version!);
    expect(delta.removedIds).toEqual([]);
    expect(delta.customers.map((row) => row.displayName).sort()).toEqual(['Annie Berg', 'Cy Dahl']);
    expect(delta.customers.find((row) => row.id === added.id)).toEqual((await wholeList(user)).customers.find((row) => row.id === added.id));
    expect(delta.customers.map((row) => row.id)).not.toContain(kept.id);
    // The new version is a copy's next starting point: nothing has changed since.
    expect((await changesSince(user, delta.version!)).customers).toEqual([]);
  });

  it('a property change reaches the delta as the customer\'s row', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const held = await wholeList(user);
    const property = await t.call('POST', `/customers/${customer.id}/properties`, { token: user.token, body: { address: { street: '1 Lake St' }, isPrimary: true } });
    expect(property.status, property.text).toBe(200);
    const delta = await changesSince(user, held.version!);
    expect(delta.customers).toEqual([expect.objectContaining({ id: customer.id, propertyStreet: '1 Lake St' })]);
  });

  it('a deleted customer shows up in removedIds; an archived one as a changed row', async () => {
    const user = await signedInUser(t);
    const gone = await createCustomer(user);
    const archived = await createCustomer(user, { ...maria, firstName: 'Ann' });
    const estimate = await t.call('POST', '/estimates', { token: user.token, body: { clientId: archived.id, clientType: 'customer' } });
    expect(estimate.status, estimate.text).toBe(200);
    const held = await wholeList(user);

    expect((await t.call('DELETE', `/customers/${gone.id}`, { token: user.token })).body.data.outcome).toBe('deleted');
    expect((await t.call('DELETE', `/customers/${archived.id}`, { token: user.token })).body.data.outcome).toBe('archived');

    const delta = await changesSince(user, held.version!);
    expect(delta.removedIds).toEqual([gone.id]);
    expect(delta.customers).toEqual([expect.objectContaining({ id: archived.id, status: 'archived' })]);
  });

  it('an import arrives as one delta of the imported rows', async () => {
    const user = await signedInUser(t);
    const held = await wholeList(user);
    const imported = await t.call('POST', '/customers/import', {
      token: user.token,
      body: { csv: 'First,Last\nAnn,Berg\nBob,Carlson\n', mapping: { firstName: 0, lastName: 1 } },
    });
    expect(imported.body.data.imported, imported.text).toBe(2);
    const delta = await changesSince(user, held.version!);
    expect(delta.customers.map((row) => row.displayName).sort()).toEqual(['Ann Berg', 'Bob Carlson']);
  });

  it('a second company never sees the first one\'s rows or removed ids', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const theirs = await wholeList(second);
    const customer = await createCustomer(first);
    await createCustomer(first, { ...maria, firstName: 'Ann' });
    await t.call('DELETE', `/customers/${customer.id}`, { token: first.token });
    const delta = await changesSince(second, 0);
    expect(delta.customers).toEqual([]);
    expect(delta.removedIds).toEqual([]);
    expect(delta.version).toBe(theirs.version);
  });

  it('a version ahead of the server\'s answers the whole list, which replaces the copy', async () => {
    const user = await signedInUser(t);
    await createCustomer(user);
    const held = await wholeList(user);
    const response = await t.call('GET', `/customers?since=${held.version! + 1000}`, { token: user.token });
    expect(response.status).toBe(200);
    const list = customerListSchema.parse(response.body.data);
    expect(list.since).toBeUndefined();
    expect(list.removedIds).toBeUndefined();
    expect(list).toEqual(held);
  });

  it.each(['-1', 'abc', '1.5'])('a malformed since (%s) is 400 with the message', async (since) => {
    const user = await signedInUser(t);
    const response = await t.call('GET', `/customers?since=${since}`, { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors).toEqual({ since: ['since must be a list version (a whole number of at least 0)'] });
  });

  it('since with page arguments is 400, not a page that ignores it', async () => {
    const user = await signedInUser(t);
    const response = await t.call('GET', '/customers?since=3&page=2', { token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors).toEqual({ since: [SINCE_WITH_PAGE_MESSAGE] });
  });
});

describe('PUT /customers/{id}', () => {
  it('replaces the contact details, records the change and refuses a stale updatedAt with 409', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const saved = await t.call('PUT', `/customers/${customer.id}`, {
      token: user.token,
      body: { ...maria, phone: '612-555-0199', status: 'inactive', updatedAt: customer.updatedAt },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.customer).toMatchObject({ phone: '612-555-0199', status: 'inactive' });
    expect(saved.body.data.customer.properties).toHaveLength(1);

    const stale = await t.call('PUT', `/customers/${customer.id}`, { token: user.token, body: { ...maria, firstName: 'Other', updatedAt: customer.updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
    const read = await t.call('GET', `/customers/${customer.id}`, { token: user.token });
    expect(read.body.data.customer.firstName).toBe('Maria');

    const activity = await t.call('GET', `/customers/${customer.id}/activities`, { token: user.token });
    expect(activity.body.data.activities.map((entry: { kind: string; text: string }) => [entry.kind, entry.text])).toEqual([
      ['edited', 'Customer edited: phone, status'],
      ['created', 'Customer created'],
    ]);
    expect(activity.body.data.activities[0].createdByName).toBe('Dana Whitfield');
  });

  it('sets, changes and clears the tax category, refusing another company’s with 404', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const customer = await createCustomer(user);
    expect(customer.taxCategoryId).toBeNull();
    const exempt = await taxCategoryId(t, user.companyId, 'Non-Taxable');
    const set = await t.call('PUT', `/customers/${customer.id}`, { token: user.token, body: { ...maria, taxCategoryId: exempt, updatedAt: customer.updatedAt } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data.customer.taxCategoryId).toBe(exempt);

    const foreign = await t.call('PUT', `/customers/${customer.id}`, {
      token: user.token,
      body: { ...maria, taxCategoryId: await taxCategoryId(t, other.companyId, 'Non-Taxable'), updatedAt: set.body.data.customer.updatedAt },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.details.fieldErrors).toEqual({ taxCategoryId: ['Tax category not found'] });

    const cleared = await t.call('PUT', `/customers/${customer.id}`, { token: user.token, body: { ...maria, taxCategoryId: null, updatedAt: set.body.data.customer.updatedAt } });
    expect(cleared.body.data.customer.taxCategoryId).toBeNull();
    const activity = await t.call('GET', `/customers/${customer.id}/activities`, { token: user.token });
    expect(activity.body.data.activities.map((entry: { text: string }) => entry.text).slice(0, 2)).toEqual(['Customer edited: tax category', 'Customer edited: tax category']);
  });

  it('needs updatedAt', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const response = await t.call('PUT', `/customers/${customer.id}`, { token: user.token, body: maria });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(['updatedAt']);
  });
});

describe('DELETE /customers/{id}', () => {
  it('deletes a customer nothing points at', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const response = await t.call('DELETE', `/customers/${customer.id}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: customer.id, outcome: 'deleted' });
    expect((await t.call('GET', `/customers/${customer.id}`, { token: user.token })).status).toBe(404);
  });

  it.each([
    ['only jobs', { estimate: false, job: true }, 'jobs'],
    ['only estimates', { estimate: true, job: false }, 'estimates'],
    ['estimates and jobs', { estimate: true, job: true }, 'estimates and jobs'],
  ])('archives a customer with %s, and says which', async (_, has, what) => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    if (has.estimate) {
      const estimate = await t.call('POST', '/estimates', { token: user.token, body: { clientId: customer.id, clientType: 'customer' } });
      expect(estimate.status, estimate.text).toBe(200);
    }
    if (has.job) {
      const service = await aService(user);
      const job = await t.call('POST', '/jobs', { token: user.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01', rate: 45 } });
      expect(job.status, job.text).toBe(200);
    }

    const response = await t.call('DELETE', `/customers/${customer.id}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: customer.id, outcome: 'archived', message: `The customer has ${what}, so it was archived instead of deleted.` });
    const read = await t.call('GET', `/customers/${customer.id}`, { token: user.token });
    expect(read.body.data.customer.status).toBe('archived');
    const activities = (await t.call('GET', `/customers/${customer.id}/activities`, { token: user.token })).body.data.activities as { kind: string; text: string }[];
    expect(activities.filter((activity) => activity.kind === 'archived').map((activity) => activity.text)).toEqual([`Customer archived (it has ${what})`]);
  });

  it('no longer takes job requests: jobs are scheduled through POST /jobs', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    expect((await t.call('GET', `/customers/${customer.id}/job_requests`, { token: user.token })).status).toBe(404);
    expect((await t.call('POST', `/customers/${customer.id}/job_requests`, { token: user.token, body: { requestedService: 'Mowing' } })).status).toBe(404);
  });
});

describe('properties', () => {
  it('adds, edits, moves the primary, and refuses to delete the last one', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const home = customer.properties[0]!;
    const base = `/customers/${customer.id}/properties`;

    const added = await t.call('POST', base, { token: user.token, body: { name: 'Cabin', address: { street: '1 Lake Rd', city: 'Brainerd' }, lotSizeSqFt: 40000, isPrimary: true } });
    expect(added.status, added.text).toBe(200);
    const cabin = added.body.data.property;
    expect(cabin).toMatchObject({ name: 'Cabin', isPrimary: true, lotSizeSqFt: 40000 });

    let list = (await t.call('GET', base, { token: user.token })).body.data.properties;
    expect(list.map((property: { id: string; isPrimary: boolean }) => [property.id, property.isPrimary])).toEqual([
      [cabin.id, true],
      [home.id, false],
    ]);
    const homeNow = list[1];
    // The list row shows the primary property's street.
    const rows = (await t.call('GET', '/customers', { token: user.token })).body.data.customers;
    expect(rows[0].propertyStreet).toBe('1 Lake Rd');

    const edited = await t.call('PUT', `${base}/${home.id}`, { token: user.token, body: { name: 'Home', address: home.address, turfAreaSqFt: 5200, isPrimary: true, updatedAt: homeNow.updatedAt } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.property).toMatchObject({ name: 'Home', turfAreaSqFt: 5200, isPrimary: true });
    const stale = await t.call('PUT', `${base}/${home.id}`, { token: user.token, body: { name: 'Stale', updatedAt: homeNow.updatedAt } });
    expect(stale.status).toBe(409);

    expect((await t.call('DELETE', `${base}/${home.id}`, { token: user.token })).status).toBe(200);
    list = (await t.call('GET', base, { token: user.token })).body.data.properties;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: cabin.id, isPrimary: true });

    const last = await t.call('DELETE', `${base}/${cabin.id}`, { token: user.token });
    expect(last.status).toBe(422);
    expect(last.body.message).toBe('A customer needs at least one property.');
  });

  it('answers 404 for a property of another customer', async () => {
    const user = await signedInUser(t);
    const a = await createCustomer(user);
    const b = await createCustomer(user);
    const response = await t.call('PUT', `/customers/${a.id}/properties/${b.properties[0]!.id}`, { token: user.token, body: { name: 'x' } });
    expect(response.status).toBe(404);
  });
});

describe('property coordinates', () => {
  const yard = { latitude: 44.9606, longitude: -93.2776 };

  it('creates, adds, changes and clears a property\'s latitude and longitude', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user, { ...maria, properties: [{ name: 'Home', address: maria.address, latitude: 44.9117, longitude: -93.2905 }] });
    expect(customer.properties[0]).toMatchObject({ name: 'Home', latitude: 44.9117, longitude: -93.2905 });
    const base = `/customers/${customer.id}/properties`;

    const added = await t.call('POST', base, { token: user.token, body: { name: 'Cabin', address: { street: '1 Lake Rd' }, ...yard } });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.property).toMatchObject({ name: 'Cabin', ...yard });
    // None given: none stored.
    const plain = await t.call('POST', base, { token: user.token, body: { name: 'Shop' } });
    expect(plain.body.data.property).toMatchObject({ latitude: null, longitude: null });

    const cabin = added.body.data.property;
    const moved = await t.call('PUT', `${base}/${cabin.id}`, { token: user.token, body: { name: 'Cabin', latitude: -33.8688, longitude: 151.2093, updatedAt: cabin.updatedAt } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.property).toMatchObject({ latitude: -33.8688, longitude: 151.2093 });
    // Emptied form fields clear them.
    const cleared = await t.call('PUT', `${base}/${cabin.id}`, { token: user.token, body: { name: 'Cabin', latitude: '', longitude: null } });
    expect(cleared.body.data.property).toMatchObject({ latitude: null, longitude: null });

    const read = customerSchema.parse((await t.call('GET', `/customers/${customer.id}`, { token: user.token })).body.data.customer);
    expect(read.properties.map((property) => [property.name, property.latitude, property.longitude])).toEqual([
      ['Home', 44.9117, -93.2905],
      ['Cabin', null, null],
      ['Shop', null, null],
    ]);
  });

  it.each([
    ['a latitude without a longitude', { latitude: 44.9606 }, { longitude: ['Enter both the latitude and the longitude, or neither'] }],
    ['a longitude without a latitude', { latitude: '', longitude: -93.2776 }, { latitude: ['Enter both the latitude and the longitude, or neither'] }],
    ['a latitude past the pole', { latitude: 91, longitude: -93.2776 }, { latitude: ['Latitude must be between -90 and 90'] }],
    ['a longitude past the date line', { latitude: 44.9606, longitude: -181 }, { longitude: ['Longitude must be between -180 and 180'] }],
    ['a latitude as text', { latitude: 'north', longitude: -93.2776 }, { latitude: ['Latitude must be a number'] }],
    ['coordinates of the wrong types', { latitude: true, longitude: [1] }, { latitude: ['Latitude must be a number'], longitude: ['Longitude must be a number'] }],
  ])('refuses %s with 400 and the message under the field, on add and on change', async (_, coordinates, fieldErrors) => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const home = customer.properties[0]!;
    const added = await t.call('POST', `/customers/${customer.id}/properties`, { token: user.token, body: { name: 'Cabin', ...coordinates } });
    expect(added.status).toBe(400);
    expect(added.body.details.fieldErrors).toEqual(fieldErrors);
    const changed = await t.call('PUT', `/customers/${customer.id}/properties/${home.id}`, { token: user.token, body: { name: 'Home', ...coordinates } });
    expect(changed.status).toBe(400);
    expect(changed.body.details.fieldErrors).toEqual(fieldErrors);
    expect((await t.call('GET', `/customers/${customer.id}/properties`, { token: user.token })).body.data.properties).toEqual([
      expect.objectContaining({ id: home.id, name: home.name, latitude: null, longitude: null }),
    ]);
  });

  it('checks the coordinates of a new customer\'s properties by their place in the list', async () => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/customers', { token: user.token, body: { ...maria, properties: [{ name: 'Home', ...yard }, { name: 'Cabin', latitude: 95, longitude: 0 }] } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors).toEqual({ 'properties.1.latitude': ['Latitude must be between -90 and 90'] });
    expect((await t.call('GET', '/customers', { token: user.token })).body.data.customers).toEqual([]);
  });
});

describe('notes', () => {
  it('adds a note to the activity list, newest first', async () => {
    const user = await signedInUser(t);
    const customer = await createCustomer(user);
    const note = await t.call('POST', `/customers/${customer.id}/activities`, { token: user.token, body: { text: 'Called about aeration' } });
    expect(note.status).toBe(200);
    expect(note.body.data.activity).toMatchObject({ kind: 'note', text: 'Called about aeration', createdBy: user.userId, createdByName: 'Dana Whitfield' });
    const list = await t.call('GET', `/customers/${customer.id}/activities`, { token: user.token });
    expect(list.body.data.activities[0].text).toBe('Called about aeration');
    expect((await t.call('POST', `/customers/${customer.id}/activities`, { token: user.token, body: { text: '' } })).status).toBe(400);
  });
});

describe('CSV import and export', () => {
  const header = 'First name,Last name,Company,Email,Phone,Street,City,State,ZIP,Lead source,Tags,Lot size';
  const good = (i: number) => `Person${i},Smith,,p${i}@example.com,612-555-${String(1000 + i)},${100 + i} Elm St,Edina,MN,55424,Yard sign,weekly,${8000 + i}`;

  it('imports the good rows in one go and reports the bad ones by row number', async () => {
    const user = await signedInUser(t);
    const lines = [header];
    for (let i = 1; i <= 47; i += 1) lines.push(good(i));
    lines.splice(5, 0, 'Bad,Email,,nope,612-555-0001,1 Main St,Edina,MN,55424,,,');
    lines.splice(20, 0, ',,,,,2 Main St,Edina,MN,55424,,,');
    lines.push('Neg,Lot,,,612-555-0002,3 Main St,Edina,MN,55424,New Source,,-1');
    const mapping = { firstName: 0, lastName: 1, companyName: 2, email: 3, phone: 4, street: 5, city: 6, state: 7, zipCode: 8, leadSource: 9, tags: 10, lotSizeSqFt: 11 };

    const response = await t.call('POST', '/customers/import', { token: user.token, body: { csv: lines.join('\r\n'), mapping } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.imported).toBe(47);
    expect(response.body.data.total).toBe(50);
    expect(response.body.data.failed).toEqual([
      { row: 6, messages: ['Email: Enter a valid email address'] },
      { row: 21, messages: ['First name: Enter a first or last name, or a company name'] },
      { row: 51, messages: ['Lot size (sq ft): Lot size must be a number between 0 and 1,000,000,000'] },
    ]);

    const list = (await t.call('GET', '/customers', { token: user.token })).body.data.customers;
    expect(list).toHaveLength(47);
    const sources = (await t.call('GET', '/lead_sources', { token: user.token })).body.data.leadSources;
    const yardSign = sources.find((source: { name: string }) => source.name === 'Yard sign');
    expect(yardSign.usageCount).toBe(47);
    expect(sources.some((source: { name: string }) => source.name === 'New Source')).toBe(false);
    const one = await t.call('GET', `/customers/${list[0].id}`, { token: user.token });
    expect(one.body.data.customer.properties[0].lotSizeSqFt).toBeGreaterThan(8000);
  });

  it('matches a tax category column by name among the company’s own, failing the rows that name another', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    // Another company's category of a name this company does not have is as unknown as any other name.
    await t.call('POST', '/sales_tax/categories', { token: other.token, body: { name: 'Resale', rate: 0, isExempt: true } });
    const csv = ['Name,City,Tax category', 'Ann Berg,Minneapolis,Minneapolis City Tax', 'Bob Carlson,Edina,non-taxable', 'Cara Dahl,Edina,', 'Dan Erickson,Edina,Resale'].join('\n');
    const response = await t.call('POST', '/customers/import', { token: user.token, body: { csv, mapping: { displayName: 0, city: 1, taxCategory: 2 } } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toMatchObject({ imported: 3, total: 4, failed: [{ row: 5, messages: ['Tax category: "Resale" is not one of the company\'s tax categories'] }] });

    const exported = parseCsv((await t.call('GET', '/customers/export', { token: user.token })).text);
    const column = exported[0]!.indexOf('Tax category');
    expect(column).toBeGreaterThan(0);
    expect(exported.slice(1).map((record) => [record[4], record[column]])).toEqual([
      ['Ann Berg', 'Minneapolis City Tax'],
      ['Bob Carlson', 'Non-Taxable'],
      ['Cara Dahl', ''],
    ]);
    const ids = (await t.call('GET', '/customers?search=ann', { token: user.token })).body.data.customers.map((row: { id: string }) => row.id);
    expect((await t.call('GET', `/customers/${ids[0]}`, { token: user.token })).body.data.customer.taxCategoryId).toBe(await taxCategoryId(t, user.companyId));
  });

  it('imports the primary property\'s coordinates, reports rows with bad ones, and exports them', async () => {
    const user = await signedInUser(t);
    const csv = [
      'Name,Street,City,Latitude,Longitude',
      'Ann Berg,4521 Bryant Ave S,Minneapolis,44.9214,-93.2906',
      'Bob Carlson,1 Elm St,Edina,,',
      'Cara Dahl,2 Elm St,Edina,449214,-93.2906',
      'Dan Erickson,3 Elm St,Edina,44.9214,',
      'Eva Falk,4 Elm St,Edina,north,west',
    ].join('\n');
    const mapping = { displayName: 0, street: 1, city: 2, latitude: 3, longitude: 4 };
    const response = await t.call('POST', '/customers/import', { token: user.token, body: { csv, mapping } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({
      imported: 2,
      total: 5,
      failed: [
        { row: 4, messages: ['Latitude: Latitude must be between -90 and 90'] },
        { row: 5, messages: ['Longitude: Enter both the latitude and the longitude, or neither'] },
        { row: 6, messages: ['Latitude: Latitude must be a number', 'Longitude: Longitude must be a number'] },
      ],
    });

    const rows = (await t.call('GET', '/customers?sort=displayName', { token: user.token })).body.data.customers;
    const ann = customerSchema.parse((await t.call('GET', `/customers/${rows[0].id}`, { token: user.token })).body.data.customer);
    expect(ann.properties[0]).toMatchObject({ isPrimary: true, latitude: 44.9214, longitude: -93.2906 });
    const bob = customerSchema.parse((await t.call('GET', `/customers/${rows[1].id}`, { token: user.token })).body.data.customer);
    expect(bob.properties[0]).toMatchObject({ latitude: null, longitude: null });

    const [header, ...records] = parseCsv((await t.call('GET', '/customers/export', { token: user.token })).text);
    const latitude = header!.indexOf('Latitude');
    const longitude = header!.indexOf('Longitude');
    expect(latitude).toBeGreaterThan(0);
    expect(records.map((record) => [record[4], record[latitude], record[longitude]])).toEqual([
      ['Ann Berg', '44.9214', '-93.2906'],
      ['Bob Carlson', '', ''],
    ]);
  });

  it('imports nothing when the file is broken, naming the problem', async () => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/customers/import', { token: user.token, body: { csv: 'a,b\n"open', mapping: { firstName: 0 } } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.csv[0]).toMatch(/never closed/);
    const unknown = await t.call('POST', '/customers/import', { token: user.token, body: { csv: 'a\nb', mapping: { password: 0 } } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.details.fieldErrors)).toEqual(['mapping']);
    expect((await t.call('POST', '/customers/import', { token: user.token, body: { mapping: {} } })).status).toBe(400);
  });

  it('exports the filtered list (or the ids given) as CSV that reads back', async () => {
    const user = await signedInUser(t);
    const ann = await createCustomer(user, { firstName: 'Ann', lastName: 'Berg', notes: '=HYPERLINK("x")', tags: ['a', 'b'] });
    await createCustomer(user, { firstName: 'Bob', lastName: 'Carlson', status: 'inactive' });

    const all = await t.call('GET', '/customers/export', { token: user.token });
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const records = parseCsv(all.text);
    expect(records[0]![1]).toBe('First name');
    expect(records.slice(1).map((record) => record[4])).toEqual(['Ann Berg', 'Bob Carlson']);
    expect(records[1]![18]).toBe('\'=HYPERLINK("x")');
    expect(records[1]![17]).toBe('a; b');

    const inactive = parseCsv((await t.call('GET', '/customers/export?status=inactive', { token: user.token })).text);
    expect(inactive.slice(1).map((record) => record[4])).toEqual(['Bob Carlson']);
    const byId = parseCsv((await t.call('GET', `/customers/export?ids=${ann.id}`, { token: user.token })).text);
    expect(byId.slice(1).map((record) => record[4])).toEqual(['Ann Berg']);
    expect((await t.call('GET', '/customers/export?ids=nope', { token: user.token })).status).toBe(400);
  });
});

describe('a second company', () => {
  it('cannot read, change or delete the first company’s customers, properties or activity', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const customer = await createCustomer(owner);
    const propertyId = customer.properties[0]!.id;
    const as = { token: intruder.token };

    expect((await t.call('GET', '/customers', as)).body.data.customers).toEqual([]);
    expect((await t.call('GET', '/customers?search=maria', as)).body.data.customers).toEqual([]);
    expect((await t.call('GET', `/customers/${customer.id}`, as)).status).toBe(404);
    expect((await t.call('PUT', `/customers/${customer.id}`, { ...as, body: { ...maria, updatedAt: customer.updatedAt } })).status).toBe(404);
    expect((await t.call('DELETE', `/customers/${customer.id}`, as)).status).toBe(404);
    expect((await t.call('GET', `/customers/${customer.id}/properties`, as)).status).toBe(404);
    expect((await t.call('POST', `/customers/${customer.id}/properties`, { ...as, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('PUT', `/customers/${customer.id}/properties/${propertyId}`, { ...as, body: { name: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `/customers/${customer.id}/properties/${propertyId}`, as)).status).toBe(404);
    expect((await t.call('GET', `/customers/${customer.id}/activities`, as)).status).toBe(404);
    expect((await t.call('POST', `/customers/${customer.id}/activities`, { ...as, body: { text: 'x' } })).status).toBe(404);
    const exported = parseCsv((await t.call('GET', `/customers/export?ids=${customer.id}`, as)).text);
    expect(exported).toHaveLength(1);

    const still = await t.call('GET', `/customers/${customer.id}`, { token: owner.token });
    expect(still.body.data.customer).toEqual(customer);
  });
});
