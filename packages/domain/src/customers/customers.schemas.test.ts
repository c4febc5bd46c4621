import { describe, expect, it } from 'vitest';
import { clientDisplayName, formatAddress, isCalendarDate, isValidPhone, normaliseTags } from './contact.schemas';
import { customerCreateSchema, customerListQuerySchema, isPagedQuery, propertyInputSchema, propertyUpdateSchema, SINCE_WITH_PAGE_MESSAGE } from './customers.schemas';

describe('customerCreateSchema', () => {
  it('fills defaults and normalises', () => {
    const parsed = customerCreateSchema.parse({ firstName: ' Ann ', email: 'ANN@Example.COM', tags: ['VIP', 'vip', ' weekly '] });
    expect(parsed).toMatchObject({
      type: 'residential',
      firstName: 'Ann',
      email: 'ann@example.com',
      tags: ['VIP', 'weekly'],
      status: 'active',
      leadSourceId: null,
      taxCategoryId: null,
      properties: [],
      address: { street: '', country: 'United States' },
    });
  });

  it.each([
    [{}, 'firstName'],
    [{ type: 'commercial', firstName: 'Ann' }, 'companyName'],
    [{ firstName: 'Ann', email: 'nope' }, 'email'],
    [{ firstName: 'Ann', phone: '12' }, 'phone'],
    [{ firstName: 'Ann', leadSourceId: 'x' }, 'leadSourceId'],
    [{ firstName: 'Ann', properties: [{ lotSizeSqFt: -1 }] }, 'properties.0.lotSizeSqFt'],
    [{ firstName: 'Ann', status: 'gone' }, 'status'],
  ])('%j is refused at %s', (body, path) => {
    const result = customerCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('a property\'s coordinates', () => {
  it('takes both as numbers, and empty, null or missing ones as none', () => {
    expect(propertyInputSchema.parse({ latitude: 44.9606, longitude: -93.2776 })).toMatchObject({ latitude: 44.9606, longitude: -93.2776 });
    expect(propertyInputSchema.parse({ latitude: -90, longitude: 180 })).toMatchObject({ latitude: -90, longitude: 180 });
    expect(propertyInputSchema.parse({})).toMatchObject({ latitude: null, longitude: null });
    expect(propertyInputSchema.parse({ latitude: '', longitude: '' })).toMatchObject({ latitude: null, longitude: null });
    expect(propertyInputSchema.parse({ latitude: null, longitude: null })).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    ['a latitude past the pole', { latitude: 90.5, longitude: 0 }, 'latitude', 'Latitude must be between -90 and 90'],
    ['a longitude past the date line', { latitude: 0, longitude: -180.1 }, 'longitude', 'Longitude must be between -180 and 180'],
    ['a latitude as text', { latitude: '44.96', longitude: -93.27 }, 'latitude', 'Latitude must be a number'],
    ['a longitude that is not a number', { latitude: 44.96, longitude: Number.NaN }, 'longitude', 'Longitude must be a number'],
    ['a latitude of true', { latitude: true, longitude: -93.27 }, 'latitude', 'Latitude must be a number'],
    ['a latitude alone', { latitude: 44.96 }, 'longitude', 'Enter both the latitude and the longitude, or neither'],
    ['a longitude alone', { latitude: '', longitude: -93.27 }, 'latitude', 'Enter both the latitude and the longitude, or neither'],
  ])('refuses %s with a message on that field', (_, body, path, message) => {
    for (const schema of [propertyInputSchema, propertyUpdateSchema]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
    }
  });

  it('is checked on the properties of a new customer too', () => {
    const result = customerCreateSchema.safeParse({ firstName: 'Ann', properties: [{ latitude: 44.96 }] });
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['properties.0.longitude']);
  });
});

describe('helpers', () => {
  it('clientDisplayName prefers what was typed, then company (commercial) or person', () => {
    expect(clientDisplayName({ type: 'residential', firstName: 'Ann', lastName: 'Berg', companyName: 'X' })).toBe('Ann Berg');
    expect(clientDisplayName({ type: 'commercial', firstName: 'Ann', companyName: 'Lakeside' })).toBe('Lakeside');
    expect(clientDisplayName({ type: 'commercial', displayName: 'Typed', companyName: 'Lakeside' })).toBe('Typed');
  });

  it('formats addresses', () => {
    expect(formatAddress({ street: '1 Elm St', street2: '', city: 'Edina', state: 'MN', zipCode: '55424' })).toBe('1 Elm St, Edina, MN 55424');
  });

  it.each([
    ['(612) 555-0143', true],
    ['+1 612 555 0143 ext. 12', true],
    ['612.555.0143x9', true],
    ['555-01', false],
    ['call me', false],
  ])('phone %s → %s', (phone, valid) => expect(isValidPhone(phone)).toBe(valid));

  it('checks calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
  });

  it('keeps tags once each', () => expect(normaliseTags(['a', 'A', ' b ', ''])).toEqual(['a', 'b']));

  it('a list query with no arguments is the whole list', () => {
    expect(isPagedQuery(customerListQuerySchema.parse({}))).toBe(false);
    expect(isPagedQuery(customerListQuerySchema.parse({ search: 'ann' }))).toBe(true);
    expect(customerListQuerySchema.safeParse({ sort: '-displayName' }).success).toBe(true);
    expect(customerListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('since alone asks for the whole list\'s changes, not a page', () => {
    const query = customerListQuerySchema.parse({ since: '12' });
    expect(query.since).toBe(12);
    expect(isPagedQuery(query)).toBe(false);
  });

  it('since with a page argument is refused with a message', () => {
    const result = customerListQuerySchema.safeParse({ since: '3', page: '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['since', SINCE_WITH_PAGE_MESSAGE]]);
  });
});
