import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { priceFromRateMatrix, serviceListSchema, serviceResultSchema, type Service, type ServiceDetail, type ServiceFormValues, type Upsale } from '@groundwork/domain/services';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

let serial = 0;
/** A service body with a well-formed mowing matrix; `overrides` replace fields. */
function aServiceBody(overrides: Partial<ServiceFormValues> = {}): ServiceFormValues {
  serial += 1;
  return {
    name: `Mowing ${serial}`,
    description: 'Weekly mowing',
    rateMatrixData: {
      matrixRows: [
        { from: 0, to: 5000, rate: 35, tbHrs: 0.5, cost: 20 },
        { from: 5001, to: 10000, rate: 45, tbHrs: 0.75, cost: 25 },
        { from: 10001, to: 15000, rate: 55, tbHrs: 1, cost: 30 },
      ],
      bottomSection: { every: 5000, over: 15000, is: 10, tbHrs: 0.25, additionalCost: 5 },
    },
    recipe: [{ type: 'labor', name: 'Crew labor', qty: 0.75, hours: 0.75, unitCost: 27.5 }],
    ...overrides,
  };
}

async function aService(user: SignedInUser, overrides: Partial<ServiceFormValues> = {}): Promise<ServiceDetail> {
  const response = await t.call('POST', '/services', { token: user.token, body: aServiceBody(overrides) });
  expect(response.status).toBe(200);
  return serviceResultSchema.parse(response.body.data).service;
}

async function listServices(user: SignedInUser, query = ''): Promise<Service[]> {
  const response = await t.call('GET', `/services${query}`, { token: user.token });
  expect(response.status).toBe(200);
  return serviceListSchema.parse(response.body.data).services;
}

describe('services', () => {
  it('a new company starts with weekly mowing priced by lot size and a spring clean-up', async () => {
    const admin = await signedInUser(t);
    const list = await listServices(admin);
    expect(list.map((service) => service.name)).toEqual(['Weekly Mowing', 'Spring Clean-up']);
    expect(list.map((service) => service.order)).toEqual([1, 2]);
    const mowing = list[0]!;
    expect(mowing.incomeDivisionId).not.toBeNull();
    expect(mowing.incomeAccount).toBe('4100 Maintenance Income');
    // The starter matrix prices a 12,500 sq ft lot from its third band.
    expect(priceFromRateMatrix(mowing.rateMatrixData, 12_500)).toMatchObject({ ok: true, rate: 55 });
  });

  it('are created at the end of the list, read back with every field, edited and deleted', async () => {
    const admin = await signedInUser(t);
    const divisions = (await t.call('GET', '/income_divisions', { token: admin.token })).body.data.incomeDivisions as Array<{ id: string; name: string; incomeAccount: string }>;
    const snow = divisions.find((division) => division.name === 'Snow')!;
    const created = await aService(admin, { name: 'Snow plowing', isTaxable: false, serviceClass: 'Snow', incomeDivisionId: snow.id });
    expect(created).toMatchObject({
      name: 'Snow plowing',
      isTaxable: false,
      serviceClass: 'Snow',
      incomeDivisionId: snow.id,
      // An empty income account takes the division's.
      incomeAccount: snow.incomeAccount,
      order: 3,
      archived: false,
      upsales: [],
      questions: [],
      charges: [],
    });
    expect(created.rateMatrixData.matrixRows).toHaveLength(3);
    expect(created.recipe).toEqual([{ type: 'labor', sourceId: null, name: 'Crew labor', qty: 0.75, hours: 0.75, unitCost: 27.5 }]);

    const read = await t.call('GET', `/services/${created.id}`, { token: admin.token });
    expect(read.body.data.service).toEqual(created);

    const edited = await t.call('PUT', `/services/${created.id}`, {
      token: admin.token,
      body: { ...aServiceBody({ name: 'Snow plowing (residential)', incomeAccount: '4310 Residential snow' }), updatedAt: created.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.service).toMatchObject({ name: 'Snow plowing (residential)', incomeAccount: '4310 Residential snow', incomeDivisionId: null, order: 3 });

    const removed = await t.call('DELETE', `/services/${created.id}`, { token: admin.token });
    expect(removed.body.data).toEqual({ id: created.id });
    expect((await t.call('GET', `/services/${created.id}`, { token: admin.token })).status).toBe(404);
  });

  it('a stale updatedAt is refused with 409 and the newer version is kept', async () => {
    const admin = await signedInUser(t);
    const service = await aService(admin);
    const first = await t.call('PUT', `/services/${service.id}`, { token: admin.token, body: { ...aServiceBody({ name: 'First save' }), updatedAt: service.updatedAt } });
    expect(first.status).toBe(200);
    const second = await t.call('PUT', `/services/${service.id}`, { token: admin.token, body: { ...aServiceBody({ name: 'Second save' }), updatedAt: service.updatedAt } });
    expect(second.status).toBe(409);
    expect((await t.call('GET', `/services/${service.id}`, { token: admin.token })).body.data.service.name).toBe('First save');
  });

  it('names are unique per company whatever the case', async () => {
    const admin = await signedInUser(t);
    await aService(admin, { name: 'Aeration' });
    const duplicate = await t.call('POST', '/services', { token: admin.token, body: aServiceBody({ name: 'AERATION' }) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toBeDefined();
    // Another company may use the name.
    const other = await signedInUser(t);
    await aService(other, { name: 'Aeration' });
  });

  it('a retried create with the same Idempotency-Key makes one service', async () => {
    const admin = await signedInUser(t);
    const body = aServiceBody({ name: 'Retried' });
    const headers = { 'idempotency-key': `retry-${serial}` };
    const first = await t.call('POST', '/services', { token: admin.token, body, headers });
    const second = await t.call('POST', '/services', { token: admin.token, body, headers });
    expect(second.status).toBe(200);
    expect(second.body.data.service.id).toBe(first.body.data.service.id);
    expect((await listServices(admin)).filter((service) => service.name === 'Retried')).toHaveLength(1);
  });

  it('archiving hides a service from the list until it is restored', async () => {
    const admin = await signedInUser(t);
    const service = await aService(admin);
    const archived = await t.call('PUT', `/services/${service.id}/archive`, { token: admin.token, body: { archived: true } });
    expect(archived.body.data.service.archived).toBe(true);
    expect((await listServices(admin)).some((item) => item.id === service.id)).toBe(false);
    expect((await listServices(admin, '?includeArchived=true')).some((item) => item.id === service.id)).toBe(true);
    await t.call('PUT', `/services/${service.id}/archive`, { token: admin.token, body: { archived: false } });
    expect((await listServices(admin)).some((item) => item.id === service.id)).toBe(true);
  });

  it('the income division and the measured custom field must be this company’s', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    const otherDivision = ((await t.call('GET', '/income_divisions', { token: other.token })).body.data.incomeDivisions as Array<{ id: string }>)[0]!;
    const foreignDivision = await t.call('POST', '/services', { token: admin.token, body: aServiceBody({ incomeDivisionId: otherDivision.id }) });
    expect(foreignDivision.status).toBe(400);
    expect(foreignDivision.body.details.fieldErrors.incomeDivisionId).toEqual(['Choose an income division from this company']);

    const field = await t.call('POST', '/custom_fields', { token: other.token, body: { clientType: 'customer', label: 'Turf sq ft', type: 'number' } });
    expect(field.status).toBe(200);
    const foreignField = await t.call('POST', '/services', { token: admin.token, body: aServiceBody({ selectedCustomFieldId: field.body.data.customField.id }) });
    expect(foreignField.status).toBe(400);
    expect(foreignField.body.details.fieldErrors.selectedCustomFieldId).toBeDefined();

    const own = await t.call('POST', '/custom_fields', { token: admin.token, body: { clientType: 'customer', label: 'Turf sq ft', type: 'number' } });
    const text = await t.call('POST', '/custom_fields', { token: admin.token, body: { clientType: 'customer', label: 'Gate code', type: 'text' } });
    const measured = await aService(admin, { selectedCustomFieldId: own.body.data.customField.id });
    expect(measured.selectedCustomFieldId).toBe(own.body.data.customField.id);
    const notANumber = await t.call('POST', '/services', { token: admin.token, body: aServiceBody({ selectedCustomFieldId: text.body.data.customField.id }) });
    expect(notANumber.status).toBe(400);
  });

  it('refuses overlapping matrix rows with a message naming the row', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/services', {
      token: admin.token,
      body: aServiceBody({
        rateMatrixData: {
          matrixRows: [
            { from: 0, to: 5000, rate: 35 },
            { from: 4500, to: 10000, rate: 45 },
          ],
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors['rateMatrixData.matrixRows.1.from']).toEqual([
      'Row 2 (4,500–10,000) overlaps row 1 (0–5,000): it must start above 5,000',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name'],
    ['a name that is too long', { name: 'x'.repeat(161) }, 'name'],
    ['a taxable flag that is not a boolean', { isTaxable: 'yes' }, 'isTaxable'],
    ['an income division that is not an id', { incomeDivisionId: 'maintenance' }, 'incomeDivisionId'],
    ['a rate with 5 decimals', { rateMatrixData: { matrixRows: [{ from: 0, to: 10, rate: 1.23456 }] } }, 'rateMatrixData.matrixRows.0.rate'],
    ['a negative rate', { rateMatrixData: { matrixRows: [{ from: 0, to: 10, rate: -1 }] } }, 'rateMatrixData.matrixRows.0.rate'],
    ['a row that ends before it starts', { rateMatrixData: { matrixRows: [{ from: 10, to: 5, rate: 1 }] } }, 'rateMatrixData.matrixRows.0.to'],
    ['a gap between rows', { rateMatrixData: { matrixRows: [{ from: 0, to: 10, rate: 1 }, { from: 20, to: 30, rate: 2 }] } }, 'rateMatrixData.matrixRows.1.from'],
    ['a bottom section stepping by 0', { rateMatrixData: { matrixRows: [{ from: 0, to: 10, rate: 1 }], bottomSection: { every: 0, over: 10 } } }, 'rateMatrixData.bottomSection.every'],
    ['a bottom section below the last row', { rateMatrixData: { matrixRows: [{ from: 0, to: 10, rate: 1 }], bottomSection: { every: 5, over: 5 } } }, 'rateMatrixData.bottomSection.over'],
    ['a matrix rate given as text', { rateMatrixData: { matrixRows: [{ from: 0, to: 10, rate: '35' }] } }, 'rateMatrixData.matrixRows.0.rate'],
    ['a recipe line of an unknown type', { recipe: [{ type: 'fuel', name: 'Gas', qty: 1 }] }, 'recipe.0.type'],
    ['a recipe line without a name', { recipe: [{ type: 'labor', name: '', qty: 1 }] }, 'recipe.0.name'],
    ['a recipe source that is not an id', { recipe: [{ type: 'product', sourceId: 'mulch', name: 'Mulch', qty: 1 }] }, 'recipe.0.sourceId'],
  ])('answers 400 for %s', async (_label, overrides, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/services', { token: admin.token, body: { ...aServiceBody(), ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('answers 400 for a malformed id and ignores a companyId in the body', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await t.call('GET', '/services/not-an-id', { token: admin.token })).status).toBe(400);
    const created = await t.call('POST', '/services', { token: admin.token, body: { ...aServiceBody({ name: 'Mine' }), companyId: other.companyId, order: 99, archived: true } });
    expect(created.status).toBe(200);
    expect(created.body.data.service).toMatchObject({ order: 3, archived: false });
    expect((await listServices(other)).some((service) => service.name === 'Mine')).toBe(false);
  });

  it('admins, office managers and estimators read and change services and coupons; a crew leader gets 403 on them, reads included', async () => {
    const admin = await signedInUser(t);
    const service = await aService(admin);
    for (const role of ['office_manager', 'estimator'] as const) {
      const user = await signedInUser(t, { role, companyId: admin.companyId });
      expect((await t.call('GET', '/services', { token: user.token })).status).toBe(200);
      expect((await t.call('GET', '/coupons', { token: user.token })).status).toBe(200);
      expect((await t.call('POST', '/services', { token: user.token, body: aServiceBody() })).status).toBe(200);
    }
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const refused = [
      await t.call('GET', '/services', { token: leader.token }),
      await t.call('GET', `/services/${service.id}`, { token: leader.token }),
      await t.call('GET', '/coupons', { token: leader.token }),
      await t.call('POST', '/services', { token: leader.token, body: aServiceBody() }),
      await t.call('PUT', `/services/${service.id}`, { token: leader.token, body: aServiceBody() }),
      await t.call('DELETE', `/services/${service.id}`, { token: leader.token }),
      await t.call('PUT', '/services/reorder', { token: leader.token, body: { ids: [service.id] } }),
      await t.call('POST', `/services/${service.id}/questions`, { token: leader.token, body: { questionText: 'Gate?' } }),
      await t.call('POST', '/coupons', { token: leader.token, body: { couponCode: 'X', discountType: 'fixed', value: 5 } }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(refused.map((response) => response.body.message)).toEqual(refused.map(() => OFFICE_ONLY_MESSAGE));
    expect((await t.call('GET', '/services', {})).status).toBe(401);
  });
});

describe('the API document', () => {
  it('lists the services and coupons calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v2/services',
        '/api/v2/services/reorder',
        '/api/v2/services/{id}',
        '/api/v2/services/{id}/archive',
        '/api/v2/services/{id}/upsales/reorder',
        '/api/v2/services/{id}/questions/{childId}',
        '/api/v2/services/{id}/charges/{childId}',
        '/api/v2/coupons/{id}',
      ]),
    );
  });
});

describe('reordering services', () => {
  it('moves the source to the target’s place and renumbers from 1', async () => {
    const admin = await signedInUser(t);
    const [mowing, cleanUp] = await listServices(admin);
    const third = await aService(admin, { name: 'Third' });
    const response = await t.call('PUT', '/services/reorder', { token: admin.token, body: { sourceId: third.id, targetId: mowing!.id } });
    expect(response.status).toBe(200);
    const list = serviceListSchema.parse(response.body.data).services;
    expect(list.map((service) => [service.name, service.order])).toEqual([
      ['Third', 1],
      ['Weekly Mowing', 2],
      ['Spring Clean-up', 3],
    ]);
    // The whole order at once; what is not listed keeps its relative order after.
    const byIds = await t.call('PUT', '/services/reorder', { token: admin.token, body: { ids: [cleanUp!.id] } });
    expect(byIds.body.data.services.map((service: Service) => service.name)).toEqual(['Spring Clean-up', 'Third', 'Weekly Mowing']);
    // Reordering does not bump updatedAt: an open edit form can still save.
    expect((await listServices(admin)).find((service) => service.id === third.id)!.updatedAt).toBe(third.updatedAt);
  });

  it('does nothing (200, unchanged) when either id is not found, including another company’s', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    const [mowing, cleanUp] = await listServices(admin);
    const [otherMowing] = await listServices(other);
    const before = (await listServices(admin)).map((service) => service.id);
    for (const body of [
      { sourceId: mowing!.id, targetId: '00000000-0000-4000-8000-000000000000' },
      { sourceId: otherMowing!.id, targetId: cleanUp!.id },
      { ids: [cleanUp!.id, otherMowing!.id] },
    ]) {
      const response = await t.call('PUT', '/services/reorder', { token: admin.token, body });
      expect(response.status).toBe(200);
      expect(response.body.data.services.map((service: Service) => service.id)).toEqual(before);
    }
    expect((await listServices(other)).map((service) => service.order)).toEqual([1, 2]);
  });

  it('answers 400 for a body that is neither form', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('PUT', '/services/reorder', { token: admin.token, body: { sourceId: 'x' } })).status).toBe(400);
    expect((await t.call('PUT', '/services/reorder', { token: admin.token, body: { ids: [] } })).status).toBe(400);
  });
});

describe('upsales', () => {
  it('offer an existing service, read back with its name, and renumber from 1 when reordered', async () => {
    const admin = await signedInUser(t);
    const [mowing, cleanUp] = await listServices(admin);
    const trimming = await aService(admin, { name: 'Trimming', description: 'Trim and edge' });
    const first = await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId: cleanUp!.id } });
    expect(first.status).toBe(200);
    expect(first.body.data.upsale).toMatchObject({ parentServiceId: mowing!.id, serviceId: cleanUp!.id, serviceName: 'Spring Clean-up', order: 1 });
    const second = await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId: trimming.id } });
    expect(second.body.data.upsale).toMatchObject({ serviceName: 'Trimming', serviceDescription: 'Trim and edge', order: 2 });

    const reordered = await t.call('PUT', `/services/${mowing!.id}/upsales/reorder`, {
      token: admin.token,
      body: { sourceId: second.body.data.upsale.id, targetId: first.body.data.upsale.id },
    });
    expect(reordered.status).toBe(200);
    expect((reordered.body.data.upsales as Upsale[]).map((upsale) => [upsale.serviceName, upsale.order])).toEqual([
      ['Trimming', 1],
      ['Spring Clean-up', 2],
    ]);
    const detail = await t.call('GET', `/services/${mowing!.id}`, { token: admin.token });
    expect(detail.body.data.service.upsales).toHaveLength(2);

    // Deleting the upsold service takes the offer away.
    await t.call('DELETE', `/services/${trimming.id}`, { token: admin.token });
    const left = await t.call('GET', `/services/${mowing!.id}/upsales`, { token: admin.token });
    expect(left.body.data.upsales.map((upsale: Upsale) => upsale.serviceName)).toEqual(['Spring Clean-up']);

    const removed = await t.call('DELETE', `/services/${mowing!.id}/upsales/${first.body.data.upsale.id}`, { token: admin.token });
    expect(removed.body.data).toEqual({ id: first.body.data.upsale.id });
  });

  it('require the upsold service to exist in the company', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    const [mowing, cleanUp] = await listServices(admin);
    const [otherService] = await listServices(other);
    for (const serviceId of ['00000000-0000-4000-8000-000000000000', otherService!.id]) {
      const response = await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId } });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('The selected service could not be found.');
    }
    expect((await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId: mowing!.id } })).status).toBe(422);
    expect((await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId: cleanUp!.id } })).status).toBe(200);
    expect((await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId: cleanUp!.id } })).status).toBe(409);
    expect((await t.call('POST', `/services/${mowing!.id}/upsales`, { token: admin.token, body: { serviceId: 'x' } })).status).toBe(400);
  });
});

describe('questions and charges', () => {
  it('are added in order, edited and deleted', async () => {
    const admin = await signedInUser(t);
    const service = await aService(admin);
    const q1 = await t.call('POST', `/services/${service.id}/questions`, { token: admin.token, body: { questionText: 'Is the yard fenced?', answerType: 'yes_no', required: true } });
    expect(q1.body.data.question).toMatchObject({ questionText: 'Is the yard fenced?', answerType: 'yes_no', options: [], required: true, order: 1 });
    const q2 = await t.call('POST', `/services/${service.id}/questions`, { token: admin.token, body: { questionText: 'Mulch colour', answerType: 'choice', options: ['Brown', 'Black'] } });
    expect(q2.body.data.question).toMatchObject({ options: ['Brown', 'Black'], order: 2 });
    const editedQ = await t.call('PUT', `/services/${service.id}/questions/${q1.body.data.question.id}`, { token: admin.token, body: { questionText: 'Is there a gate?' } });
    expect(editedQ.body.data.question).toMatchObject({ questionText: 'Is there a gate?', answerType: 'text', order: 1 });

    const c1 = await t.call('POST', `/services/${service.id}/charges`, { token: admin.token, body: { description: 'Dump fee', amount: 35.5, taxable: false } });
    expect(c1.body.data.charge).toMatchObject({ description: 'Dump fee', amount: 35.5, taxable: false, order: 1 });
    const editedC = await t.call('PUT', `/services/${service.id}/charges/${c1.body.data.charge.id}`, { token: admin.token, body: { description: 'Dump fee', amount: 40.05 } });
    expect(editedC.body.data.charge).toMatchObject({ amount: 40.05, taxable: true });

    const detail = (await t.call('GET', `/services/${service.id}`, { token: admin.token })).body.data.service as ServiceDetail;
    expect(detail.questions.map((question) => question.questionText)).toEqual(['Is there a gate?', 'Mulch colour']);
    expect(detail.charges).toHaveLength(1);
    expect((await t.call('GET', `/services/${service.id}/questions`, { token: admin.token })).body.data.questions).toHaveLength(2);
    expect((await t.call('GET', `/services/${service.id}/charges`, { token: admin.token })).body.data.charges).toHaveLength(1);

    expect((await t.call('DELETE', `/services/${service.id}/questions/${q2.body.data.question.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('DELETE', `/services/${service.id}/charges/${c1.body.data.charge.id}`, { token: admin.token })).status).toBe(200);
    // A question of another service is not found through this one.
    const otherService = await aService(admin);
    expect((await t.call('PUT', `/services/${otherService.id}/questions/${q1.body.data.question.id}`, { token: admin.token, body: { questionText: 'x' } })).status).toBe(404);
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ['a question without text', 'questions', { questionText: ' ' }, 'questionText'],
    ['an unknown answer type', 'questions', { questionText: 'Q', answerType: 'date' }, 'answerType'],
    ['a choice with one option', 'questions', { questionText: 'Q', answerType: 'choice', options: ['Only'] }, 'options'],
    ['a charge without a description', 'charges', { amount: 5 }, 'description'],
    ['a negative charge', 'charges', { description: 'Fee', amount: -5 }, 'amount'],
    ['a charge with fractions of a cent', 'charges', { description: 'Fee', amount: 5.005 }, 'amount'],
  ])('answer 400 for %s', async (_label, kind, body, field) => {
    const admin = await signedInUser(t);
    const [service] = await listServices(admin);
    const response = await t.call('POST', `/services/${service!.id}/${kind}`, { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });
});

describe('a second company', () => {
  it('gets 404 for every call on the first company’s service and its children', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const service = await aService(owner);
    const [mowing] = await listServices(owner);
    const upsale = (await t.call('POST', `/services/${service.id}/upsales`, { token: owner.token, body: { serviceId: mowing!.id } })).body.data.upsale;
    const question = (await t.call('POST', `/services/${service.id}/questions`, { token: owner.token, body: { questionText: 'Q?' } })).body.data.question;
    const charge = (await t.call('POST', `/services/${service.id}/charges`, { token: owner.token, body: { description: 'Fee', amount: 5 } })).body.data.charge;
    const [intruderService] = await listServices(intruder);
    const base = `/services/${service.id}`;
    const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown]> = [
      ['GET', base],
      ['PUT', base, aServiceBody()],
      ['PUT', `${base}/archive`, { archived: true }],
      ['DELETE', base],
      ['GET', `${base}/upsales`],
      ['POST', `${base}/upsales`, { serviceId: intruderService!.id }],
      ['PUT', `${base}/upsales/reorder`, { ids: [upsale.id] }],
      ['DELETE', `${base}/upsales/${upsale.id}`],
      ['GET', `${base}/questions`],
      ['POST', `${base}/questions`, { questionText: 'Q?' }],
      ['PUT', `${base}/questions/${question.id}`, { questionText: 'Q?' }],
      ['DELETE', `${base}/questions/${question.id}`],
      ['GET', `${base}/charges`],
      ['POST', `${base}/charges`, { description: 'Fee', amount: 1 }],
      ['PUT', `${base}/charges/${charge.id}`, { description: 'Fee', amount: 1 }],
      ['DELETE', `${base}/charges/${charge.id}`],
      // Through the intruder's own service, the owner's children are not found either.
      ['DELETE', `/services/${intruderService!.id}/upsales/${upsale.id}`],
      ['PUT', `/services/${intruderService!.id}/questions/${question.id}`, { questionText: 'Q?' }],
      ['DELETE', `/services/${intruderService!.id}/charges/${charge.id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(method, path, { token: intruder.token, body });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
    }
    const after = (await t.call('GET', base, { token: owner.token })).body.data.service as ServiceDetail;
    expect(after).toMatchObject({ name: service.name, archived: false });
    expect([after.upsales.length, after.questions.length, after.charges.length]).toEqual([1, 1, 1]);
  });
});
