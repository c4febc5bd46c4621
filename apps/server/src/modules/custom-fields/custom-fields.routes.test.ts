import { customFieldSchema } from '@groundwork/domain/custom-fields';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function defineField(user: SignedInUser, body: Record<string, unknown>) {
  const response = await t.call('POST', '/custom_fields', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return customFieldSchema.parse(response.body.data.customField);
}

async function aCustomer(user: SignedInUser): Promise<string> {
  const response = await t.call('POST', '/customers', { token: user.token, body: { firstName: 'Ann', lastName: 'Berg' } });
  return response.body.data.customer.id as string;
}

describe('custom field definitions', () => {
  it('creates them in order per client type, edits and deletes them', async () => {
    const admin = await signedInUser(t);
    const gate = await defineField(admin, { clientType: 'customer', label: 'Gate code', type: 'text' });
    const day = await defineField(admin, { clientType: 'customer', label: 'Service day', type: 'select', options: ['Monday', 'Tuesday'], required: true });
    await defineField(admin, { clientType: 'lead', label: 'Budget', type: 'number' });
    expect([gate.order, day.order]).toEqual([0, 1]);

    const customerFields = await t.call('GET', '/custom_fields?clientType=customer', { token: admin.token });
    expect(customerFields.body.data.customFields.map((field: { label: string }) => field.label)).toEqual(['Gate code', 'Service day']);
    expect((await t.call('GET', '/custom_fields', { token: admin.token })).body.data.customFields).toHaveLength(3);

    const moved = await t.call('PUT', `/custom_fields/${day.id}`, { token: admin.token, body: { label: 'Mowing day', options: ['Monday', 'Friday'], required: false, order: 0 } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.customField).toMatchObject({ label: 'Mowing day', type: 'select', options: ['Monday', 'Friday'], required: false, order: 0 });
    const noOptions = await t.call('PUT', `/custom_fields/${day.id}`, { token: admin.token, body: { label: 'Mowing day', options: [] } });
    expect(noOptions.status).toBe(400);

    const removed = await t.call('DELETE', `/custom_fields/${gate.id}`, { token: admin.token });
    expect(removed.body.data).toMatchObject({ id: gate.id, outcome: 'deleted' });
    expect((await t.call('GET', '/custom_fields?clientType=customer', { token: admin.token })).body.data.customFields).toHaveLength(1);
  });

  it.each([
    [{ label: 'X', type: 'text' }, 'clientType'],
    [{ clientType: 'vendor', label: 'X', type: 'text' }, 'clientType'],
    [{ clientType: 'customer', type: 'text' }, 'label'],
    [{ clientType: 'customer', label: 'X', type: 'color' }, 'type'],
    [{ clientType: 'customer', label: 'X', type: 'select' }, 'options'],
    [{ clientType: 'customer', label: 'X', type: 'select', options: ['A', 'a'] }, 'options'],
    [{ clientType: 'customer', label: 'X', type: 'text', required: 'yes' }, 'required'],
  ])('a bad definition %j is 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/custom_fields', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  it('only admins define fields; anyone may fill them in', async () => {
    const admin = await signedInUser(t);
    const estimator = await signedInUser(t, { companyId: admin.companyId, role: 'estimator' });
    const field = await defineField(admin, { clientType: 'customer', label: 'Dogs', type: 'number' });
    expect((await t.call('POST', '/custom_fields', { token: estimator.token, body: { clientType: 'customer', label: 'X', type: 'text' } })).status).toBe(403);
    expect((await t.call('PUT', `/custom_fields/${field.id}`, { token: estimator.token, body: { label: 'X' } })).status).toBe(403);
    expect((await t.call('DELETE', `/custom_fields/${field.id}`, { token: estimator.token })).status).toBe(403);
    const customerId = await aCustomer(admin);
    const saved = await t.call('PUT', `/custom_field_values/customer/${customerId}`, { token: estimator.token, body: { values: { [field.id]: 2 } } });
    expect(saved.status, saved.text).toBe(200);
  });
});

describe('custom field values', () => {
  it('validates values by type, enforces required fields and keeps the others', async () => {
    const admin = await signedInUser(t);
    const gate = await defineField(admin, { clientType: 'customer', label: 'Gate code', type: 'text' });
    const dogs = await defineField(admin, { clientType: 'customer', label: 'Dogs', type: 'number' });
    const since = await defineField(admin, { clientType: 'customer', label: 'Since', type: 'date' });
    const day = await defineField(admin, { clientType: 'customer', label: 'Day', type: 'select', options: ['Monday', 'Tuesday'], required: true });
    const irrigation = await defineField(admin, { clientType: 'customer', label: 'Irrigation', type: 'checkbox' });
    const customerId = await aCustomer(admin);
    const path = `/custom_field_values/customer/${customerId}`;

    const empty = await t.call('GET', path, { token: admin.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data.customFields).toHaveLength(5);
    expect(empty.body.data.values).toEqual({ [gate.id]: null, [dogs.id]: null, [since.id]: null, [day.id]: null, [irrigation.id]: null });

    const bad = await t.call('PUT', path, { token: admin.token, body: { values: { [dogs.id]: 'many', [since.id]: '2024-13-01', [irrigation.id]: 'maybe' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors).toEqual({
      [`values.${dogs.id}`]: ['Dogs must be a number'],
      [`values.${since.id}`]: ['Since must be a date (YYYY-MM-DD)'],
      [`values.${day.id}`]: ['Day is required'],
      [`values.${irrigation.id}`]: ['Irrigation must be checked or unchecked'],
    });

    const saved = await t.call('PUT', path, { token: admin.token, body: { values: { [gate.id]: ' 1234 ', [dogs.id]: '2', [day.id]: 'tuesday', [irrigation.id]: true } } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.values).toEqual({ [gate.id]: '1234', [dogs.id]: 2, [since.id]: null, [day.id]: 'Tuesday', [irrigation.id]: true });

    const partial = await t.call('PUT', path, { token: admin.token, body: { values: { [since.id]: '2019-05-01' } } });
    expect(partial.body.data.values).toMatchObject({ [gate.id]: '1234', [since.id]: '2019-05-01', [day.id]: 'Tuesday' });
    expect((await t.call('GET', path, { token: admin.token })).body.data.values).toEqual(partial.body.data.values);

    const activity = await t.call('GET', `/customers/${customerId}/activities`, { token: admin.token });
    expect(activity.body.data.activities[0].text).toBe('Custom fields updated');
  });

  it.each([
    ['/custom_field_values/vendor/00000000-0000-4000-8000-000000000000', 400],
    ['/custom_field_values/customer/abc', 400],
    ['/custom_field_values/customer/00000000-0000-4000-8000-000000000000', 404],
    ['/custom_field_values/lead/00000000-0000-4000-8000-000000000000', 404],
  ])('GET %s is %i', async (path, status) => {
    const admin = await signedInUser(t);
    expect((await t.call('GET', path, { token: admin.token })).status).toBe(status);
  });

  it('a bad values body is 400', async () => {
    const admin = await signedInUser(t);
    const customerId = await aCustomer(admin);
    const path = `/custom_field_values/customer/${customerId}`;
    expect((await t.call('PUT', path, { token: admin.token, body: { values: { 'not-an-id': 'x' } } })).status).toBe(400);
    expect((await t.call('PUT', path, { token: admin.token, body: { values: { '00000000-0000-4000-8000-000000000000': { nested: true } } } })).status).toBe(400);
    expect((await t.call('PUT', path, { token: admin.token, body: {} })).status).toBe(400);
  });
});

describe('a second company', () => {
  it('cannot see, change or delete the first company’s fields or values', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const field = await defineField(owner, { clientType: 'customer', label: 'Gate code', type: 'text' });
    const customerId = await aCustomer(owner);
    await t.call('PUT', `/custom_field_values/customer/${customerId}`, { token: owner.token, body: { values: { [field.id]: '99' } } });
    const as = { token: intruder.token };

    expect((await t.call('GET', '/custom_fields', as)).body.data.customFields).toEqual([]);
    expect((await t.call('PUT', `/custom_fields/${field.id}`, { ...as, body: { label: 'Mine' } })).status).toBe(404);
    expect((await t.call('DELETE', `/custom_fields/${field.id}`, as)).status).toBe(404);
    expect((await t.call('GET', `/custom_field_values/customer/${customerId}`, as)).status).toBe(404);
    expect((await t.call('PUT', `/custom_field_values/customer/${customerId}`, { ...as, body: { values: { [field.id]: 'x' } } })).status).toBe(404);
    // Their own customer cannot take a value for the first company's field: unknown ids are dropped.
    const own = await aCustomer(intruder);
    const saved = await t.call('PUT', `/custom_field_values/customer/${own}`, { ...as, body: { values: { [field.id]: 'x' } } });
    expect(saved.body.data.values).toEqual({});

    const values = await t.call('GET', `/custom_field_values/customer/${customerId}`, { token: owner.token });
    expect(values.body.data.values).toEqual({ [field.id]: '99' });
  });
});
