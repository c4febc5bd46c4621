import { customerCreateSchema } from '@groundwork/domain/customers';
import { describe, expect, it } from 'vitest';
import { emptyCustomerForm, formFieldOfPath, splitTags, toCreateBody, typedDisplayName } from './customer-form-values';

describe('customer form values', () => {
  it('puts each server field path under the field that shows it', () => {
    expect(formFieldOfPath('address.zipCode')).toBe('address.zipCode');
    expect(formFieldOfPath('tags.2')).toBe('tagsText');
    expect(formFieldOfPath('properties.0.lotSizeSqFt')).toBe('property.lotSizeSqFt');
    expect(formFieldOfPath('properties.0.latitude')).toBe('property.latitude');
    // The first property uses the billing address unless the user gave it its own.
    expect(formFieldOfPath('properties.0.address.street', true)).toBe('address.street');
    expect(formFieldOfPath('properties.0.address.street', false)).toBe('property.address.street');
  });

  it('keeps a computed display name blank so renaming the person renames the customer', () => {
    expect(typedDisplayName({ type: 'residential', displayName: 'Harper Quinn', firstName: 'Harper', lastName: 'Quinn', companyName: '' })).toBe('');
    expect(typedDisplayName({ type: 'residential', displayName: 'The Quinns', firstName: 'Harper', lastName: 'Quinn', companyName: '' })).toBe('The Quinns');
  });

  it('sends tags as a list and the first property at the billing address unless told otherwise', () => {
    const values = { ...emptyCustomerForm(), firstName: 'Jane', tagsText: ' Weekly mowing ; VIP,, ', address: { ...emptyCustomerForm().address, street: '1 Elm St' } };
    expect(splitTags(values.tagsText)).toEqual(['Weekly mowing', 'VIP']);
    expect(toCreateBody(values).properties?.[0]?.address).toMatchObject({ street: '1 Elm St' });
    const elsewhere = { ...values, sameAsBilling: false, property: { ...values.property, address: { ...values.address, street: '3 Loon Point Rd' } } };
    expect(toCreateBody(elsewhere).properties?.[0]?.address).toMatchObject({ street: '3 Loon Point Rd' });
  });

  it('sends the coordinates typed as numbers, empty ones as none, and text that is no number for the schema to refuse', () => {
    const values = emptyCustomerForm();
    expect(toCreateBody(values).properties?.[0]).toMatchObject({ latitude: null, longitude: null });
    const placed = { ...values, property: { ...values.property, latitude: ' 44.9606', longitude: '-93.2776' } };
    expect(toCreateBody(placed).properties?.[0]).toMatchObject({ latitude: 44.9606, longitude: -93.2776 });
    const garbled = { ...values, property: { ...values.property, latitude: 'north', longitude: '' } };
    const refused = customerCreateSchema.safeParse({ ...toCreateBody(garbled), firstName: 'Jane' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['properties.0.latitude', 'Latitude must be a number']]);
  });
});
