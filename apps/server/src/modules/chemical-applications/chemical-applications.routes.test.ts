import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import {
  APPLICATION_CREW_LEADER_ON_ORDERS_MESSAGE,
  APPLICATION_DELETE_OFFICE_ONLY_MESSAGE,
  APPLICATION_FINISHED_IN_FUTURE_MESSAGE,
  APPLICATION_NO_SIGN_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATION_OTHER_CUSTOMER_MESSAGE,
  APPLICATION_PRODUCT_NOT_APPLICABLE_MESSAGE,
  APPLICATION_PROPERTY_NOT_CUSTOMERS_MESSAGE,
  APPLICATION_SETTINGS_MANAGERS_MESSAGE,
  APPLICATION_STARTED_AFTER_FINISH_MESSAGE,
  WEATHER_FROZEN_MESSAGE,
  applicationCsvHeader,
  applicationListSchema,
  applicationReportSchema,
  applicationResultSchema,
  applicationSettingsResultSchema,
  applicationsRequiredMessage,
  expiredLicenseMessage,
  noLicenseMessage,
  overrideReasonMessage,
  rateAboveLabelMessage,
  stateRuleProfiles,
  windAboveLimitMessage,
  type Application,
  type ApplicationSettings,
} from '@groundwork/domain/chemical-applications';
import { parseCsv } from '@groundwork/domain/csv';
import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { dispatchOrderResultSchema } from '@groundwork/domain/dispatch';
import { workOrderResultSchema, type WorkOrder } from '@groundwork/domain/orders';
import { UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { messagesTo } from '../../test/outbox';
import { pdfText } from '../../test/pdf-text';
import { aCrew, anEmployee } from '../../test/people-builders';
import { startSmtpPeer } from '../../test/smtp-peer';
import { startTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { renderApplicationCopyPdf } from './application-pdf';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
/** 2:30 PM on Monday May 4, 2026 in Minneapolis (CDT, UTC−5). */
const MAY_4_AFTERNOON = '2026-05-04T19:30:00.000Z';

// ── Builders ──────────────────────────────────────────────────────────────────────────────
let sequence = 0;

async function aCustomer(user: SignedInUser, fields: { lastName?: string; email?: string; state?: string } = {}): Promise<Customer> {
  sequence += 1;
  const street = `${4500 + sequence} Bryant Ave S`;
  const address = { street, city: 'Minneapolis', state: fields.state ?? 'MN', zipCode: '55419' };
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: fields.lastName ?? `Patel ${sequence}`,
      email: fields.email ?? '',
      address,
      properties: [{ name: 'Home', address, isPrimary: true }],
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

async function aProduct(user: SignedInUser, body: Record<string, unknown>): Promise<{ id: string; name: string }> {
  const response = await t.call('POST', '/products', { token: user.token, body: { unit: 'gal', unitCost: 42.5, ...body } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.product;
}

async function settle(user: SignedInUser, settings: Omit<ApplicationSettings, 'updatedAt'>): Promise<ApplicationSettings> {
  const before = await t.call('GET', '/chemical_applications/settings', { token: user.token });
  const response = await t.call('PUT', '/chemical_applications/settings', { token: user.token, body: { ...settings, updatedAt: before.body.data.settings.updatedAt } });
  expect(response.status, response.text).toBe(200);
  return applicationSettingsResultSchema.parse(response.body.data).settings;
}

async function create(user: SignedInUser, body: Record<string, unknown>): Promise<Application> {
  const response = await t.call('POST', '/chemical_applications', { token: user.token, body });
  expect(response.status, response.text).toBe(201);
  return applicationResultSchema.parse(response.body.data).application;
}

async function update(user: SignedInUser, application: { id: string; updatedAt: string }, body: Record<string, unknown>): Promise<Application> {
  const response = await t.call('PUT', `/chemical_applications/${application.id}`, { token: user.token, body: { updatedAt: application.updatedAt, ...body } });
  expect(response.status, response.text).toBe(200);
  return applicationResultSchema.parse(response.body.data).application;
}

async function list(user: SignedInUser, query: Record<string, string> = {}) {
  const response = await t.call('GET', `/chemical_applications?${new URLSearchParams(query).toString()}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return applicationListSchema.parse(response.body.data);
}

async function anOrder(user: SignedInUser, customer: Customer, crewId: string | null): Promise<WorkOrder> {
  const response = await t.call('POST', '/orders', {
    token: user.token,
    body: { customerId: customer.id, propertyId: customer.properties[0]!.id, title: 'Spring weed control', date: '2026-05-04', budgetedHours: 1, price: 65, ...(crewId ? { crewId } : {}) },
  });
  expect(response.status, response.text).toBe(201);
  return workOrderResultSchema.parse(response.body.data).order;
}

// ── One company's people, products and customer, and a second company ────────────────────
let admin: SignedInUser;
let estimator: SignedInUser;
let leaderUser: SignedInUser;
let intruder: SignedInUser;
let leader: { id: string };
let unlicensed: { id: string; firstName: string; lastName: string };
let lapsed: { id: string; firstName: string; lastName: string };
let crew: { id: string };
let otherCrew: { id: string };
let customer: Customer;
let herbicide: { id: string; name: string };
let fertiliser: { id: string; name: string };
let mulch: { id: string };
let theirs: { customer: Customer; product: { id: string }; employee: { id: string }; order: WorkOrder; application: Application };

/** A complete Minnesota record of the broadleaf herbicide on the customer's lawn by the licensed crew leader. */
const minnesotaBody = () => ({
  customerId: customer.id,
  propertyId: customer.properties[0]!.id,
  siteDescription: 'Front and back lawns',
  target: 'Turf — dandelion, clover',
  productId: herbicide.id,
  applicatorEmployeeId: leader.id,
  startedAt: '2026-05-04T19:05:00.000Z',
  finishedAt: MAY_4_AFTERNOON,
  rate: 1.25,
  areaTreated: 8400,
  temperatureF: 68,
  windSpeedMph: 6,
  windDirection: 'NW',
});

beforeAll(async () => {
  admin = await signedInUser(t);
  estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
  leaderUser = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
  intruder = await signedInUser(t);

  const info = await t.call('GET', '/company_information', { token: admin.token });
  const saved = await t.call('PUT', '/company_information', {
    token: admin.token,
    body: {
      updatedAt: info.body.data.companyInformation.updatedAt,
      companyDetails: { companyName: 'Greenleaf Lawn Care', address: '1200 Lyndale Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55403', timeZone: 'America/Chicago' },
    },
  });
  expect(saved.status, saved.text).toBe(200);
  await settle(admin, { states: ['MN'], maxWindMph: 10, copyOnInvoice: false });

  leader = await anEmployee(t, admin, { email: leaderUser.email, firstName: 'Luis', lastName: 'Ortega', applicatorLicenseNumber: 'MN-20451', applicatorLicenseExpiresOn: '2031-03-31' });
  unlicensed = await anEmployee(t, admin, { firstName: 'Ana', lastName: 'Berg' });
  lapsed = await anEmployee(t, admin, { firstName: 'Tom', lastName: 'Reyes', applicatorLicenseNumber: 'MN-18822', applicatorLicenseExpiresOn: '2026-03-31' });
  crew = await aCrew(t, admin, { name: 'Lawn Care 1' });
  otherCrew = await aCrew(t, admin, { name: 'Lawn Care 2' });
  const joined = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: leader.id, role: 'leader' } });
  expect(joined.status, joined.text).toBe(200);

  customer = await aCustomer(admin, { lastName: 'Patel', email: `maria.patel.${Date.now()}@example.test` });
  herbicide = await aProduct(admin, {
    name: 'Trimec Classic Broadleaf Herbicide',
    category: 'herbicide',
    epaRegistrationNumber: '2217-656',
    activeIngredient: '2,4-D, mecoprop-p, dicamba',
    labelMaxRate: 1.5,
    labelRateUnit: 'fl_oz',
    reentryIntervalHours: 24,
    signalWord: 'danger',
  });
  fertiliser = await aProduct(admin, { name: 'Fall Lawn Fertiliser 24-0-11', unit: 'bag', category: 'fertilizer', labelMaxRate: 4.2, labelRateUnit: 'lb' });
  mulch = await aProduct(admin, { name: 'Shredded hardwood mulch', unit: 'cu_yd', category: 'mulch' });

  const theirCustomer = await aCustomer(intruder);
  const theirProduct = await aProduct(intruder, { name: 'Trimec Classic', category: 'herbicide', epaRegistrationNumber: '2217-656' });
  const theirEmployee = await anEmployee(t, intruder, { applicatorLicenseNumber: 'MN-1', applicatorLicenseExpiresOn: '2030-01-01' });
  theirs = {
    customer: theirCustomer,
    product: theirProduct,
    employee: theirEmployee,
    order: await anOrder(intruder, theirCustomer, null),
    application: await create(intruder, { customerId: theirCustomer.id, productId: theirProduct.id, applicatorEmployeeId: theirEmployee.id, finishedAt: MAY_4_AFTERNOON }),
  };
});

// ── The hand-worked Minnesota record ────────────────────────────────────────────────────────
describe('a Minnesota record', () => {
  it('holds every field the statute lists, is complete, due 5 days after the day, with the 48-hour sign', async () => {
    const record = await create(admin, minnesotaBody());
    expect(record).toMatchObject({
      workOrderId: null,
      customerName: 'Maria Patel',
      customerAddress: `${customer.properties[0]!.address.street}, Minneapolis, MN 55419`,
      siteLocation: `${customer.properties[0]!.address.street}, Minneapolis, MN 55419`,
      siteDescription: 'Front and back lawns',
      target: 'Turf — dandelion, clover',
      productName: 'Trimec Classic Broadleaf Herbicide',
      epaRegistrationNumber: '2217-656',
      activeIngredient: '2,4-D, mecoprop-p, dicamba',
      signalWord: 'danger',
      reentryIntervalHours: 24,
      labelRateUnit: 'fl_oz',
      applicatorName: 'Luis Ortega',
      applicatorLicenseNumber: 'MN-20451',
      applicatorLicenseExpiresOn: '2031-03-31',
      companyName: 'Greenleaf Lawn Care',
      companyAddress: '1200 Lyndale Ave S, Minneapolis, MN 55403',
      startedAt: '2026-05-04T19:05:00.000Z',
      finishedAt: MAY_4_AFTERNOON,
      // 2:30 PM in Minneapolis is still May 4 there.
      appliedOn: '2026-05-04',
      rate: 1.25,
      areaTreated: 8400,
      // 1.25 fl oz × 8,400 sq ft ÷ 1,000
      totalApplied: 10.5,
      temperatureF: 68,
      windSpeedMph: 6,
      windDirection: 'NW',
      state: 'MN',
      missingFields: [],
      complete: true,
      deadline: '2026-05-09',
      late: false,
      overrides: [],
      customerCopySentAt: null,
    });
    expect(record.sign).toEqual({
      lines: ['THIS AREA CHEMICALLY TREATED.', 'KEEP CHILDREN AND PETS OFF UNTIL', 'MAY 5, 2026', 'TRIMEC CLASSIC BROADLEAF HERBICIDE', 'GREENLEAF LAWN CARE'],
      // The label's 24-hour restricted-entry interval.
      safeEntryAt: '2026-05-05T19:30:00.000Z',
      // Minnesota: the sign stays 48 hours.
      removal: { kind: 'at', at: '2026-05-06T19:30:00.000Z' },
      postBefore: false,
      format: stateRuleProfiles.MN.sign.format,
    });
    const read = await t.call('GET', `/chemical_applications/${record.id}`, { token: admin.token });
    expect(applicationResultSchema.parse(read.body.data).application).toEqual(record);
  });

  it('without the weather and the EPA number it lacks them, and is late once its fifth day has passed', async () => {
    const record = await create(admin, { ...minnesotaBody(), temperatureF: null, windSpeedMph: undefined, windDirection: null, epaRegistrationNumber: null });
    // The product's number is taken when none is typed.
    expect(record.epaRegistrationNumber).toBe('2217-656');
    expect(record.missingFields).toEqual(['temperatureF', 'windSpeedMph', 'windDirection']);
    expect(record).toMatchObject({ complete: false, deadline: '2026-05-09', late: true });
    expect((await list(admin, { status: 'late', customerId: customer.id })).applications.map((item) => item.id)).toContain(record.id);
  });

  it('a fertiliser alone needs no EPA number and no sign', async () => {
    const record = await create(admin, { ...minnesotaBody(), productId: fertiliser.id, rate: 3.5, areaTreated: 8400 });
    expect(record).toMatchObject({ epaRegistrationNumber: null, missingFields: [], complete: true, totalApplied: 29.4, labelRateUnit: 'lb', sign: null });
    const sign = await t.call('GET', `/chemical_applications/${record.id}/sign`, { token: admin.token });
    expect(sign.status).toBe(422);
    expect(sign.body.message).toBe(APPLICATION_NO_SIGN_MESSAGE);
  });

  it('prints the customer copy and the lawn sign with the state’s wording', async () => {
    const record = await create(admin, minnesotaBody());
    const copy = await t.call('GET', `/chemical_applications/${record.id}/pdf`, { token: admin.token });
    expect(copy.status).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['content-disposition']).toBe('attachment; filename="Application-record-2026-05-04-Trimec-Classic-Broadleaf-Herbicide.pdf"');
    const sign = await t.call('GET', `/chemical_applications/${record.id}/sign`, { token: admin.token });
    expect(sign.status).toBe(200);
    expect(sign.headers['content-type']).toBe('application/pdf');

    // The drawn text, uncompressed.
    const pdf = await renderApplicationCopyPdf(
      { application: record, company: { name: 'Greenleaf Lawn Care', addressLines: ['1200 Lyndale Ave S'], phone: '', email: '', website: '' }, logo: null, timeZone: 'America/Chicago' },
      { compress: false },
    );
    const text = pdfText(pdf);
    for (const expected of ['Lawn care application record', 'May 4, 2026 at 2:30 PM', '2217-656', '1.25 fl oz per 1,000 sq ft', '8,400 sq ft', '10.5 fl oz', 'MN-20451', 'NW', 'Minnesota Statutes'])
      expect(text, expected).toContain(expected);
  });
});

// ── Validation ──────────────────────────────────────────────────────────────────────────────
describe('malformed input', () => {
  const cases: Array<[string, () => Record<string, unknown>, string, string?]> = [
    ['no customer and no work order', () => ({ ...minnesotaBody(), customerId: undefined }), 'customerId'],
    ['no product', () => ({ ...minnesotaBody(), productId: undefined }), 'productId'],
    ['a product id that is no uuid', () => ({ ...minnesotaBody(), productId: 'trimec' }), 'productId'],
    ['no finish', () => ({ ...minnesotaBody(), finishedAt: undefined }), 'finishedAt'],
    ['a finish that is no date', () => ({ ...minnesotaBody(), finishedAt: 'yesterday' }), 'finishedAt'],
    ['a start after the finish', () => ({ ...minnesotaBody(), startedAt: '2026-05-04T20:00:00.000Z' }), 'startedAt', APPLICATION_STARTED_AFTER_FINISH_MESSAGE],
    ['a negative rate', () => ({ ...minnesotaBody(), rate: -1 }), 'rate'],
    ['a rate of 5 places', () => ({ ...minnesotaBody(), rate: 1.12345 }), 'rate'],
    ['a huge rate', () => ({ ...minnesotaBody(), rate: 1e308 }), 'rate'],
    ['a fractional area', () => ({ ...minnesotaBody(), areaTreated: 10.5 }), 'areaTreated'],
    ['an area as text', () => ({ ...minnesotaBody(), areaTreated: '8400' }), 'areaTreated'],
    ['a temperature of 500 °F', () => ({ ...minnesotaBody(), temperatureF: 500 }), 'temperatureF'],
    ['a wind direction off the compass', () => ({ ...minnesotaBody(), windDirection: 'UP' }), 'windDirection'],
    ['a wind of 1,000 mph', () => ({ ...minnesotaBody(), windSpeedMph: 1000 }), 'windSpeedMph'],
    ['a NUL in the notes', () => ({ ...minnesotaBody(), notes: 'a\u0000b' }), 'notes', UNSTORABLE_TEXT_MESSAGE],
    ['a 100,000-character site', () => ({ ...minnesotaBody(), siteDescription: 'x'.repeat(100_000) }), 'siteDescription'],
    ['an unknown override code', () => ({ ...minnesotaBody(), overrideReasons: { because: 'yes' } }), 'overrideReasons'],
    ['an extra key', () => ({ ...minnesotaBody(), companyId: UNKNOWN }), ''],
  ];
  it.each(cases)('%s is a 400 naming the field', async (_name, body, field, message) => {
    const response = await t.call('POST', '/chemical_applications', { token: admin.token, body: body() });
    expect(response.status, response.text).toBe(400);
    if (field) expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    if (message) expect(response.body.details.fieldErrors[field]).toEqual([message]);
  });

  it('a finish in the future is refused', async () => {
    const response = await t.call('POST', '/chemical_applications', { token: admin.token, body: { ...minnesotaBody(), startedAt: null, finishedAt: new Date(Date.now() + 86_400_000).toISOString() } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.finishedAt).toEqual([APPLICATION_FINISHED_IN_FUTURE_MESSAGE]);
  });

  it('a product that is no fertiliser or pesticide is refused', async () => {
    const response = await t.call('POST', '/chemical_applications', { token: admin.token, body: { ...minnesotaBody(), productId: mulch.id } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.productId).toEqual([APPLICATION_PRODUCT_NOT_APPLICABLE_MESSAGE]);
  });

  it('bad list and report queries are 400s', async () => {
    for (const query of ['from=2026-13-01', 'status=soon', 'from=2026-06-01&to=2026-05-01', 'limit=100000', 'productId=x']) {
      expect((await t.call('GET', `/chemical_applications?${query}`, { token: admin.token })).status, query).toBe(400);
    }
    for (const query of ['', 'from=2026-01-01', 'from=2026-01-01&to=2026-12-31&format=xls']) {
      expect((await t.call('GET', `/chemical_applications/report?${query}`, { token: admin.token })).status, query).toBe(400);
    }
    const settings = await t.call('PUT', '/chemical_applications/settings', { token: admin.token, body: { states: ['MN', 'MN'], maxWindMph: 500, copyOnInvoice: 'yes', updatedAt: null } });
    expect(settings.status).toBe(400);
    expect(Object.keys(settings.body.details.fieldErrors).sort()).toEqual(['copyOnInvoice', 'maxWindMph', 'states']);
  });
});

// ── Warnings ────────────────────────────────────────────────────────────────────────────────
describe('warnings that need a reason', () => {
  it('a rate above the label, an applicator without a licence and wind above the limit are each refused without a reason', async () => {
    const response = await t.call('POST', '/chemical_applications', {
      token: admin.token,
      body: { ...minnesotaBody(), rate: 2, applicatorEmployeeId: unlicensed.id, windSpeedMph: 14 },
    });
    expect(response.status).toBe(422);
    const rate = { code: 'rate_above_label' as const, message: rateAboveLabelMessage(2, 1.5, 'fl_oz') };
    const licence = { code: 'license_invalid' as const, message: noLicenseMessage('Ana Berg') };
    const wind = { code: 'wind_above_limit' as const, message: windAboveLimitMessage(14, 10) };
    expect(response.body.details.fieldErrors).toEqual({
      'overrideReasons.rate_above_label': [overrideReasonMessage(rate)],
      'overrideReasons.license_invalid': [overrideReasonMessage(licence)],
      'overrideReasons.wind_above_limit': [overrideReasonMessage(wind)],
    });

    const saved = await create(admin, {
      ...minnesotaBody(),
      rate: 2,
      applicatorEmployeeId: unlicensed.id,
      windSpeedMph: 14,
      overrideReasons: { rate_above_label: 'Spot treatment of creeping Charlie', license_invalid: 'Under Luis Ortega’s direct supervision', wind_above_limit: '  ' },
    }).catch(() => null);
    expect(saved).toBeNull();

    const kept = await create(admin, {
      ...minnesotaBody(),
      rate: 2,
      applicatorEmployeeId: unlicensed.id,
      windSpeedMph: 14,
      overrideReasons: { rate_above_label: 'Spot treatment of creeping Charlie', license_invalid: 'Under Luis Ortega’s direct supervision', wind_above_limit: 'Gusts only; drift-reducing nozzle' },
    });
    expect(kept.overrides).toEqual([
      { ...rate, reason: 'Spot treatment of creeping Charlie' },
      { ...licence, reason: 'Under Luis Ortega’s direct supervision' },
      { ...wind, reason: 'Gusts only; drift-reducing nozzle' },
    ]);
    // Unlicensed: Minnesota needs the licence number, so the record is not complete either.
    expect(kept.missingFields).toEqual(['applicatorLicenseNumber']);

    // A later change keeps the reasons given.
    const changed = await update(admin, kept, { notes: 'Customer asked for the back lawn only next time' });
    expect(changed.overrides).toEqual(kept.overrides);
  });

  it('a licence that expired before the day needs a reason too', async () => {
    const response = await t.call('POST', '/chemical_applications', { token: admin.token, body: { ...minnesotaBody(), applicatorEmployeeId: lapsed.id } });
    expect(response.status).toBe(422);
    expect(response.body.details.fieldErrors['overrideReasons.license_invalid']).toEqual([
      overrideReasonMessage({ code: 'license_invalid', message: expiredLicenseMessage('Tom Reyes', '2026-03-31') }),
    ]);
  });
});

// ── Changes ─────────────────────────────────────────────────────────────────────────────────
describe('changing a record', () => {
  it('keeps the weather as recorded, lets missing weather be added, and refuses a stale version', async () => {
    const record = await create(admin, { ...minnesotaBody(), windDirection: null });
    const frozen = await t.call('PUT', `/chemical_applications/${record.id}`, { token: admin.token, body: { updatedAt: record.updatedAt, temperatureF: 72, windSpeedMph: 6 } });
    expect(frozen.status).toBe(422);
    expect(frozen.body.details.fieldErrors).toEqual({ temperatureF: [WEATHER_FROZEN_MESSAGE] });

    const added = await update(admin, record, { windDirection: 'S', temperatureF: 68, notes: 'Gate code 4411' });
    expect(added).toMatchObject({ windDirection: 'S', temperatureF: 68, notes: 'Gate code 4411', complete: true });

    const stale = await t.call('PUT', `/chemical_applications/${record.id}`, { token: admin.token, body: { updatedAt: record.updatedAt, notes: 'Again' } });
    expect(stale.status).toBe(409);
  });

  it('copies the product, applicator and property afresh when they change, and only then', async () => {
    const record = await create(admin, minnesotaBody());
    const renamed = await t.call('GET', `/products/${herbicide.id}`, { token: admin.token });
    expect(renamed.status, renamed.text).toBe(200);
    const changed = await update(admin, record, { productId: fertiliser.id, applicatorEmployeeId: lapsed.id, rate: 3, overrideReasons: { license_invalid: 'Renewal filed 2026-03-20' } });
    expect(changed).toMatchObject({
      productName: 'Fall Lawn Fertiliser 24-0-11',
      epaRegistrationNumber: null,
      labelRateUnit: 'lb',
      totalApplied: 25.2,
      applicatorName: 'Tom Reyes',
      applicatorLicenseNumber: 'MN-18822',
      sign: null,
      temperatureF: 68,
    });
    const other = customer.properties[0]!;
    const sameProperty = await update(admin, changed, { propertyId: other.id });
    expect(sameProperty.siteLocation).toBe(changed.siteLocation);
  });

  it('a property of another customer is refused', async () => {
    const neighbour = await aCustomer(admin);
    const response = await t.call('POST', '/chemical_applications', { token: admin.token, body: { ...minnesotaBody(), propertyId: neighbour.properties[0]!.id } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.propertyId).toEqual([APPLICATION_PROPERTY_NOT_CUSTOMERS_MESSAGE]);
  });

  it('on a work order the record takes the order’s customer and property; another customer is refused', async () => {
    const order = await anOrder(admin, customer, crew.id);
    const { customerId: _customer, propertyId: _property, ...rest } = minnesotaBody();
    const record = await create(admin, { ...rest, workOrderId: order.id });
    expect(record).toMatchObject({ workOrderId: order.id, workOrderNumber: order.number, customerId: customer.id, propertyId: customer.properties[0]!.id });
    const neighbour = await aCustomer(admin);
    const refused = await t.call('POST', '/chemical_applications', { token: admin.token, body: { ...rest, workOrderId: order.id, customerId: neighbour.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.details.fieldErrors.customerId).toEqual([APPLICATION_OTHER_CUSTOMER_MESSAGE]);
    expect((await list(admin, { workOrderId: order.id })).applications.map((item) => item.id)).toEqual([record.id]);
  });
});

// ── Tenancy ─────────────────────────────────────────────────────────────────────────────────
describe('another company', () => {
  it.each([
    ['work order', () => ({ workOrderId: theirs.order.id, customerId: undefined }), 'workOrderId'],
    ['customer', () => ({ customerId: theirs.customer.id, propertyId: undefined }), 'customerId'],
    ['property', () => ({ propertyId: theirs.customer.properties[0]!.id }), 'propertyId'],
    ['product', () => ({ productId: theirs.product.id }), 'productId'],
    ['applicator', () => ({ applicatorEmployeeId: theirs.employee.id }), 'applicatorEmployeeId'],
  ])("naming the other company's %s in a body is a 404 on that field", async (_what, fields, field) => {
    const response = await t.call('POST', '/chemical_applications', { token: admin.token, body: { ...minnesotaBody(), ...fields() } });
    expect(response.status, response.text).toBe(404);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it("the other company's record is 404 to read, change, send, print and delete, and absent from the lists", async () => {
    const id = theirs.application.id;
    for (const [method, path, body] of [
      ['GET', `/chemical_applications/${id}`, undefined],
      ['PUT', `/chemical_applications/${id}`, { updatedAt: theirs.application.updatedAt, notes: 'mine now' }],
      ['POST', `/chemical_applications/${id}/send`, undefined],
      ['GET', `/chemical_applications/${id}/pdf`, undefined],
      ['GET', `/chemical_applications/${id}/sign`, undefined],
      ['DELETE', `/chemical_applications/${id}`, undefined],
    ] as const) {
      const response = await t.call(method, path, { token: admin.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.message).toBe(APPLICATION_NOT_FOUND_MESSAGE);
    }
    expect((await list(admin, { limit: '100' })).applications.map((item) => item.id)).not.toContain(id);
    const report = await t.call('GET', '/chemical_applications/report?from=2026-01-01&to=2026-12-31', { token: admin.token });
    expect(report.body.data.report.applications.map((item: { id: string }) => item.id)).not.toContain(id);
    // Still there for its own company.
    expect((await t.call('GET', `/chemical_applications/${id}`, { token: intruder.token })).status).toBe(200);
  });
});

// ── Crew leaders ────────────────────────────────────────────────────────────────────────────
describe('a crew leader', () => {
  it('records on their crews’ orders and sees those records and their own, nothing else; deletes nothing', async () => {
    const ours = await anOrder(admin, customer, crew.id);
    const notOurs = await anOrder(admin, customer, otherCrew.id);
    const { customerId: _customer, propertyId: _property, ...rest } = minnesotaBody();
    const mine = await create(leaderUser, { ...rest, workOrderId: ours.id });
    expect(mine.createdByName).not.toBe('');

    const refused = await t.call('POST', '/chemical_applications', { token: leaderUser.token, body: { ...rest, workOrderId: notOurs.id } });
    expect(refused.status).toBe(404);
    expect(refused.body.details.fieldErrors.workOrderId).toBeDefined();
    const standAlone = await t.call('POST', '/chemical_applications', { token: leaderUser.token, body: minnesotaBody() });
    expect(standAlone.status).toBe(403);
    expect(standAlone.body.message).toBe(APPLICATION_CREW_LEADER_ON_ORDERS_MESSAGE);

    const officeOnOurs = await create(admin, { ...rest, workOrderId: ours.id, productId: fertiliser.id });
    const officeElsewhere = await create(admin, { ...rest, workOrderId: notOurs.id });
    const seen = (await list(leaderUser, { limit: '100' })).applications.map((item) => item.id);
    expect(seen).toEqual(expect.arrayContaining([mine.id, officeOnOurs.id]));
    expect(seen).not.toContain(officeElsewhere.id);
    expect((await t.call('GET', `/chemical_applications/${officeElsewhere.id}`, { token: leaderUser.token })).status).toBe(404);
    expect((await t.call('PUT', `/chemical_applications/${officeElsewhere.id}`, { token: leaderUser.token, body: { updatedAt: officeElsewhere.updatedAt, notes: 'x' } })).status).toBe(404);

    const edited = await update(leaderUser, officeOnOurs, { target: 'Turf' });
    expect(edited.target).toBe('Turf');
    const deleted = await t.call('DELETE', `/chemical_applications/${mine.id}`, { token: leaderUser.token });
    expect(deleted.status).toBe(403);
    expect(deleted.body.message).toBe(APPLICATION_DELETE_OFFICE_ONLY_MESSAGE);
    const report = await t.call('GET', '/chemical_applications/report?from=2026-01-01&to=2026-12-31', { token: leaderUser.token });
    expect(report.status).toBe(403);
    expect(report.body.message).toBe(OFFICE_ONLY_MESSAGE);
  });

  it('the office deletes a record', async () => {
    const record = await create(admin, minnesotaBody());
    const deleted = await t.call('DELETE', `/chemical_applications/${record.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: record.id });
    expect((await t.call('GET', `/chemical_applications/${record.id}`, { token: admin.token })).status).toBe(404);
  });
});

// ── The completion gate ─────────────────────────────────────────────────────────────────────
describe('completing a visit with an application on it', () => {
  it('is refused until the Minnesota record is complete, then e-mails the customer their copy', async () => {
    const order = await anOrder(admin, customer, crew.id);
    const complete = (updatedAt: string) =>
      t.call('POST', `/orders/${order.id}/complete`, {
        token: leaderUser.token,
        body: { updatedAt, timeEntries: [{ employeeId: leader.id, hours: 1 }], materials: [{ productId: mulch.id, quantity: 1 }, { productId: herbicide.id, quantity: 10.5 }] },
      });
    const refused = await complete(order.updatedAt);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(applicationsRequiredMessage(['Trimec Classic Broadleaf Herbicide']));
    expect(refused.body.details.fieldErrors).toEqual({ 'materials.1.productId': [applicationsRequiredMessage(['Trimec Classic Broadleaf Herbicide'])] });

    const { customerId: _customer, propertyId: _property, ...rest } = minnesotaBody();
    const incomplete = await create(leaderUser, { ...rest, workOrderId: order.id, windSpeedMph: null, windDirection: null });
    expect((await complete(order.updatedAt)).status).toBe(422);
    await update(leaderUser, incomplete, { windSpeedMph: 6, windDirection: 'NW' });

    const done = await complete(order.updatedAt);
    expect(done.status, done.text).toBe(200);
    expect(dispatchOrderResultSchema.parse(done.body.data).order.status).toBe('completed');
    const [message] = await messagesTo(t, customer.email!);
    expect(message?.subject).toBe('Your lawn application record for May 4, 2026 from Greenleaf Lawn Care');
    expect(message?.text).toContain('Application-record-2026-05-04-Trimec-Classic-Broadleaf-Herbicide.pdf');
    const after = await t.call('GET', `/chemical_applications/${incomplete.id}`, { token: admin.token });
    expect(after.body.data.application.customerCopySentAt).not.toBeNull();
  });

  it('the invoice billing the visit lists its records when the company chooses so', async () => {
    const order = await anOrder(admin, customer, crew.id);
    const { customerId: _customer, propertyId: _property, ...rest } = minnesotaBody();
    await create(admin, { ...rest, workOrderId: order.id });
    const draft = await t.call('POST', '/invoices', {
      token: admin.token,
      body: { customerId: customer.id, lines: [{ description: 'Broadleaf weed control', quantity: 1, unitPrice: 65, taxable: false }], issueDate: '2026-05-05', terms: 'net_30' },
    });
    expect(draft.status, draft.text).toBe(201);
    const invoiceId: string = draft.body.data.invoice.id;
    // The line bills the visit, as the invoicing assistant's lines do.
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    await t.database.db
      .update(invoices)
      .set({ lines: stored!.lines.map((line) => ({ ...line, workOrderId: order.id })) })
      .where(eq(invoices.id, invoiceId));
    const sent = await t.call('POST', `/invoices/${invoiceId}/send`, { token: admin.token, body: { delivery: 'mark_sent', updatedAt: draft.body.data.invoice.updatedAt } });
    expect(sent.status, sent.text).toBe(200);
    const [{ publicToken }] = (await t.database.db.select({ publicToken: invoices.publicToken }).from(invoices).where(eq(invoices.id, invoiceId))) as [{ publicToken: string }];

    const before = await t.call('GET', `/public/invoices/${publicToken}`);
    expect(before.status, before.text).toBe(200);
    expect(before.body.data.invoice.applications).toBeUndefined();
    const current = applicationSettingsResultSchema.parse((await t.call('GET', '/chemical_applications/settings', { token: admin.token })).body.data).settings;
    await settle(admin, { states: current.states, maxWindMph: current.maxWindMph, copyOnInvoice: true });
    const after = await t.call('GET', `/public/invoices/${publicToken}`);
    expect(after.body.data.invoice.applications).toEqual([
      { appliedOn: '2026-05-04', productName: 'Trimec Classic Broadleaf Herbicide', epaRegistrationNumber: '2217-656', rate: 1.25, labelRateUnit: 'fl_oz', areaTreated: 8400 },
    ]);
    const pdf = await t.call('GET', `/public/invoices/${publicToken}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await settle(admin, { states: current.states, maxWindMph: current.maxWindMph, copyOnInvoice: false });
  });

  it('a visit without an application product completes as before', async () => {
    const order = await anOrder(admin, customer, crew.id);
    const done = await t.call('POST', `/orders/${order.id}/complete`, {
      token: leaderUser.token,
      body: { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id, hours: 1 }], materials: [{ productId: mulch.id, quantity: 2 }] },
    });
    expect(done.status, done.text).toBe(200);
  });

  it('sends a copy on demand, and says so when the customer has no e-mail', async () => {
    const record = await create(admin, minnesotaBody());
    const sent = await t.call('POST', `/chemical_applications/${record.id}/send`, { token: admin.token });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data.application.customerCopySentAt).not.toBeNull();
    const silent = await aCustomer(admin);
    const noEmail = await create(admin, { ...minnesotaBody(), customerId: silent.id, propertyId: silent.properties[0]!.id });
    expect((await t.call('POST', `/chemical_applications/${noEmail.id}/send`, { token: admin.token })).status).toBe(422);
  });
});

describe('with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let withSmtp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    withSmtp = await startTestApp({ SMTP_URL: smtp.url }, t.database);
  });
  afterAll(async () => {
    await withSmtp?.close();
    await smtp?.close();
  });

  it('the copy is delivered with its PDF, drawn when the delivery runs', async () => {
    const record = await create(admin, minnesotaBody());
    const sent = await withSmtp.call('POST', `/chemical_applications/${record.id}/send`, { token: admin.token });
    expect(sent.status, sent.text).toBe(200);
    await withSmtp.app.queue.drain();
    const delivered = smtp.received.find((message) => message.to.includes(customer.email!) && message.raw.includes('Application-record-2026-05-04'));
    // The long header is folded onto a second line.
    expect(delivered?.raw).toMatch(/Content-Disposition: attachment;\s+filename=Application-record-2026-05-04-Trimec-Classic-Broadleaf-Herbicide\.pdf/);
    expect(delivered?.raw).toContain('Content-Type: application/pdf');
  });
});

// ── The records report ──────────────────────────────────────────────────────────────────────
describe('the records report', () => {
  it('lists the range oldest first with exact totals per product, as JSON, CSV and PDF', async () => {
    const user = await signedInUser(t);
    await settle(user, { states: ['MN', 'WI'], maxWindMph: 12, copyOnInvoice: true });
    const who = await anEmployee(t, user, { firstName: 'Kai', lastName: 'Lund', applicatorLicenseNumber: 'MN-7', applicatorLicenseExpiresOn: '2030-12-31' });
    const client = await aCustomer(user, { lastName: 'Nguyen' });
    const product = await aProduct(user, { name: 'Dimension 2EW', category: 'herbicide', epaRegistrationNumber: '62719-542', labelMaxRate: 0.73, labelRateUnit: 'fl_oz' });
    const base = { customerId: client.id, propertyId: client.properties[0]!.id, productId: product.id, applicatorEmployeeId: who.id, temperatureF: 55, windSpeedMph: 4, windDirection: 'S' };
    // 0.37 × 6,500 ÷ 1,000 = 2.405; 0.7 × 3,333 ÷ 1,000 = 2.3331; 0.5 in another year stays out.
    await create(user, { ...base, finishedAt: '2026-06-02T15:00:00.000Z', rate: 0.7, areaTreated: 3333 });
    await create(user, { ...base, finishedAt: '2026-04-20T15:00:00.000Z', rate: 0.37, areaTreated: 6500 });
    await create(user, { ...base, finishedAt: '2025-04-20T15:00:00.000Z', rate: 0.5, areaTreated: 1000 });

    const response = await t.call('GET', '/chemical_applications/report?from=2026-01-01&to=2026-12-31', { token: user.token });
    expect(response.status, response.text).toBe(200);
    const { report } = applicationReportSchema.parse(response.body.data);
    expect(report.applications.map((item) => item.appliedOn)).toEqual(['2026-04-20', '2026-06-02']);
    expect(report.citations).toEqual([stateRuleProfiles.MN.citation, stateRuleProfiles.WI.citation]);
    expect(report.truncated).toBe(false);
    expect(report.totals).toEqual([
      { productId: product.id, productName: 'Dimension 2EW', epaRegistrationNumber: '62719-542', labelRateUnit: 'fl_oz', applications: 2, areaTreated: 9833, totalApplied: 4.7381 },
    ]);

    const csv = await t.call('GET', '/chemical_applications/report?from=2026-01-01&to=2026-12-31&format=csv', { token: user.token });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([...applicationCsvHeader]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(0, 2)).toEqual(['2026-04-20', '11:00 AM']);
    expect(rows[1]![applicationCsvHeader.indexOf('Total applied')]).toBe('2.405');

    const pdf = await t.call('GET', '/chemical_applications/report?from=2026-01-01&to=2026-12-31&format=pdf', { token: user.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Application-records-2026-01-01-to-2026-12-31.pdf"');

    const byProduct = await t.call('GET', `/chemical_applications/report?from=2026-01-01&to=2026-12-31&productId=${UNKNOWN}`, { token: user.token });
    expect(byProduct.body.data.report.applications).toEqual([]);
  });
});

// ── Settings ────────────────────────────────────────────────────────────────────────────────
describe('settings', () => {
  it('start at the defaults, are saved against their version, and re-read every record when the states change', async () => {
    const user = await signedInUser(t);
    const fresh = await t.call('GET', '/chemical_applications/settings', { token: user.token });
    expect(fresh.body.data.settings).toEqual({ states: [], maxWindMph: 10, copyOnInvoice: false, updatedAt: null });
    const who = await anEmployee(t, user, { firstName: 'Kai', lastName: 'Lund' });
    const client = await aCustomer(user, { state: 'WI' });
    const product = await aProduct(user, { name: 'Trimec', category: 'herbicide', epaRegistrationNumber: '2217-656' });
    const record = await create(user, {
      customerId: client.id,
      propertyId: client.properties[0]!.id,
      productId: product.id,
      applicatorEmployeeId: who.id,
      finishedAt: MAY_4_AFTERNOON,
      overrideReasons: { license_invalid: 'Licence number being looked up' },
    });
    // No state: only the base fields.
    expect(record).toMatchObject({ state: null, complete: true, deadline: null, sign: null });

    const saved = await settle(user, { states: ['MN', 'WI'], maxWindMph: 8.5, copyOnInvoice: true });
    expect(saved).toMatchObject({ states: ['MN', 'WI'], maxWindMph: 8.5, copyOnInvoice: true });
    // The property is in Wisconsin, which the company picked: its rules, same-day deadline.
    const reread = applicationResultSchema.parse((await t.call('GET', `/chemical_applications/${record.id}`, { token: user.token })).body.data).application;
    expect(reread).toMatchObject({ state: 'WI', complete: false, deadline: '2026-05-04', late: true });
    // The company typed no address yet.
    expect(reread.missingFields).toEqual(['startedAt', 'rate', 'areaTreated', 'target', 'companyAddress']);
    expect(reread.sign?.lines[0]).toBe('PESTICIDE APPLICATION');

    // The office adds the company's address: the record made without it takes it, and nothing else changes.
    const information = (await t.call('GET', '/company_information', { token: user.token })).body.data.companyInformation;
    const details = { ...information.companyDetails, address: '1200 Lyndale Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55403' };
    expect((await t.call('PUT', '/company_information', { token: user.token, body: { updatedAt: information.updatedAt, companyDetails: details } })).status).toBe(200);
    const addressed = applicationResultSchema.parse((await t.call('GET', `/chemical_applications/${record.id}`, { token: user.token })).body.data).application;
    expect(addressed.companyAddress).toMatch(/^1200 Lyndale Ave S, Minneapolis, MN 55403/);
    expect(addressed.missingFields).toEqual(['startedAt', 'rate', 'areaTreated', 'target']);
    expect(addressed.updatedAt).toBe(reread.updatedAt);

    const stale = await t.call('PUT', '/chemical_applications/settings', { token: user.token, body: { states: [], maxWindMph: 10, copyOnInvoice: false, updatedAt: null } });
    expect(stale.status).toBe(409);
  });

  it('only an admin changes them', async () => {
    const officeManager = await signedInUser(t, { role: 'office_manager', companyId: admin.companyId });
    for (const who of [officeManager, estimator, leaderUser]) {
      const response = await t.call('PUT', '/chemical_applications/settings', { token: who.token, body: { states: [], maxWindMph: 10, copyOnInvoice: false, updatedAt: null } });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(APPLICATION_SETTINGS_MANAGERS_MESSAGE);
    }
    expect((await t.call('GET', '/chemical_applications/settings', { token: leaderUser.token })).status).toBe(200);
  });
});
