import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryCustomFieldValues, customFieldCreateSchema, sortCustomFields, validateCustomFieldValues, type CustomFieldDefinition } from './custom-fields.schemas';

const defs: CustomFieldDefinition[] = [
  { id: 'gate', label: 'Gate code', type: 'text', options: [], required: false },
  { id: 'dogs', label: 'Dogs', type: 'number', options: [], required: false },
  { id: 'since', label: 'Customer since', type: 'date', options: [], required: false },
  { id: 'day', label: 'Service day', type: 'select', options: ['Monday', 'Tuesday'], required: true },
  { id: 'irrigation', label: 'Irrigation', type: 'checkbox', options: [], required: false },
];

describe('validateCustomFieldValues', () => {
  it('normalises good values and fills unanswered ones with null', () => {
    expect(validateCustomFieldValues(defs, { gate: ' 1234 ', dogs: '2', day: 'monday', irrigation: 'yes', unknown: 'x' })).toEqual({
      ok: true,
      values: { gate: '1234', dogs: 2, since: null, day: 'Monday', irrigation: true },
    });
  });

  it('reports every bad value by field id', () => {
    const result = validateCustomFieldValues(defs, { gate: true, dogs: 'many', since: '2024-02-30', day: 'Sunday', irrigation: 'maybe' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        gate: ['Gate code must be text'],
        dogs: ['Dogs must be a number'],
        since: ['Customer since must be a date (YYYY-MM-DD)'],
        day: ['Service day must be one of: Monday, Tuesday'],
        irrigation: ['Irrigation must be checked or unchecked'],
      },
    });
  });

  it('enforces required fields (blank text counts as unanswered; a required checkbox must be ticked)', () => {
    const required: CustomFieldDefinition[] = [
      { id: 'a', label: 'A', type: 'text', options: [], required: true },
      { id: 'b', label: 'B', type: 'checkbox', options: [], required: true },
    ];
    expect(validateCustomFieldValues(required, { a: '  ', b: false })).toEqual({ ok: false, fieldErrors: { a: ['A is required'], b: ['B is required'] } });
    expect(validateCustomFieldValues(required, { a: 'x', b: true })).toEqual({ ok: true, values: { a: 'x', b: true } });
  });

  it('valid output validates again to itself (property)', () => {
    const value = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('2024-01-31', 'Tuesday'));
    fc.assert(
      fc.property(fc.record({ gate: value, dogs: value, since: value, day: value, irrigation: value }), (values) => {
        const first = validateCustomFieldValues(defs, values);
        if (first.ok) expect(validateCustomFieldValues(defs, first.values)).toEqual(first);
      }),
    );
  });
});

describe('customFieldCreateSchema', () => {
  it('needs options for a select and drops them otherwise', () => {
    expect(customFieldCreateSchema.safeParse({ clientType: 'customer', label: 'Day', type: 'select', options: [] }).success).toBe(false);
    expect(customFieldCreateSchema.safeParse({ clientType: 'customer', label: 'Day', type: 'select', options: ['A', 'a'] }).success).toBe(false);
    expect(customFieldCreateSchema.parse({ clientType: 'lead', label: 'Gate', type: 'text', options: ['x'] }).options).toEqual([]);
  });

  it('sorts by order then label', () => {
    expect(sortCustomFields([{ order: 2, label: 'a' }, { order: 1, label: 'z' }, { order: 1, label: 'b' }]).map((f) => f.label)).toEqual(['b', 'z', 'a']);
  });
});

describe('carryCustomFieldValues', () => {
  it('moves values to the field with the same label and type', () => {
    const lead: CustomFieldDefinition[] = [
      { id: 'l1', label: 'Gate code', type: 'text', options: [], required: false },
      { id: 'l2', label: 'Dogs', type: 'text', options: [], required: false },
      { id: 'l3', label: 'Day', type: 'select', options: ['Mon', 'Sun'], required: false },
    ];
    const customer: CustomFieldDefinition[] = [
      { id: 'c1', label: 'gate code', type: 'text', options: [], required: false },
      { id: 'c2', label: 'Dogs', type: 'number', options: [], required: false },
      { id: 'c3', label: 'Day', type: 'select', options: ['Mon'], required: false },
    ];
    expect(carryCustomFieldValues(lead, customer, { l1: '1234', l2: '2', l3: 'Mon' })).toEqual({ c1: '1234', c3: 'Mon' });
    expect(carryCustomFieldValues(lead, customer, { l3: 'Sun' })).toEqual({});
  });
});
