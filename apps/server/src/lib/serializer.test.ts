import { overheadSummarySchema } from '@groundwork/domain/overhead';
import { errorEnvelopeSchema, successEnvelope } from '@groundwork/domain/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { summaryOf } from './overhead-markups';
import { compileSerializer, createResponseSerializerCompiler, SerializerMismatchError } from './serializer';

/** What the zod serializer sent before: zod's output for the data, through JSON.stringify. */
const zodText = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

function expectSameText(schema: z.ZodType, values: unknown[]) {
  const stringify = compileSerializer(schema);
  for (const value of values) expect(stringify(value), JSON.stringify(value)).toBe(zodText(schema, value));
}

const line = z.object({
  id: z.uuid(),
  name: z.string(),
  note: z.string().nullable(),
  rate: z.number().nullable(),
  qty: z.number(),
  count: z.int(),
  taxable: z.boolean(),
  kind: z.enum(['labor', 'product']),
  at: z.iso.datetime({ offset: true }),
  day: z.iso.date().nullable(),
  extra: z.string().optional(),
});

describe('the compiled response serializer', () => {
  it('writes what zod and JSON.stringify write for nullable, optional, enum, date and number fields', () => {
    const base = {
      id: '0b8a6a3e-6f55-4b43-9a56-3c1d0b7f7a11',
      name: 'Mulch "Black" \\ 2 yd³ — naïve \u2028 ☃ \u0007',
      note: null,
      rate: null,
      qty: 0.1 + 0.2,
      count: -0,
      taxable: false,
      kind: 'labor',
      at: '2026-03-01T14:05:09.123Z',
      day: '2026-02-28',
    };
    expectSameText(line, [
      base,
      { ...base, note: '', rate: 1e21, qty: -123456789.0001, count: Number.MAX_SAFE_INTEGER, extra: 'x', day: null },
      { ...base, rate: 5e-7, qty: 32.5, extra: undefined, at: '2026-03-01T09:05:09+05:30' },
    ]);
  });

  it('drops keys the schema does not name, as zod strips them, and keeps those a catchall allows', () => {
    const strict = z.object({ a: z.string(), nested: z.object({ b: z.number() }) });
    expectSameText(strict, [{ a: 'x', passwordHash: 'secret', nested: { b: 1, companyId: 'other' } }]);
    expectSameText(errorEnvelopeSchema, [
      { success: false, message: 'No', errors: ['No'], code: 'CONFLICT' },
      { success: false, message: 'Bad', errors: ['a', 'b'], code: 'VALIDATION_FAILED', details: { fieldErrors: { 'items.3.name': ['Required'] }, limit: 5, nested: { x: [1, null] } } },
    ]);
  });

  it('writes nullable objects, records, arrays and unions as zod does', () => {
    const schema = z.object({
      budget: z.object({ id: z.string(), amount: z.number() }).nullable(),
      totals: z.record(z.string(), z.number()),
      tags: z.array(z.string().nullable()),
      value: z.union([z.string(), z.number(), z.null()]),
      shape: z.discriminatedUnion('kind', [z.object({ kind: z.literal('circle'), r: z.number() }), z.object({ kind: z.literal('square'), side: z.number() })]),
      anything: z.unknown(),
    });
    expectSameText(schema, [
      { budget: null, totals: {}, tags: [], value: null, shape: { kind: 'circle', r: 2 }, anything: undefined },
      { budget: { id: 'b', amount: 12.25, stray: true }, totals: { labor: 1.5, 'odd key "q"': -2 }, tags: ['a', null], value: 'v', shape: { kind: 'square', side: 3 }, anything: { deep: [1, 'two', { three: null }] } },
      { budget: { id: 'b', amount: 0 }, totals: { z: 1, a: 2 }, tags: [null], value: 42.5, shape: { kind: 'circle', r: 0 }, anything: 'text' },
    ]);
  });

  it('writes any valid line list exactly as zod and JSON.stringify do', () => {
    const lines = z.array(line);
    const aLine = fc.record(
      {
        id: fc.uuid(),
        name: fc.string({ unit: 'binary' }),
        note: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
        rate: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
        qty: fc.double({ noNaN: true, noDefaultInfinity: true }),
        count: fc.integer(),
        taxable: fc.boolean(),
        kind: fc.constantFrom('labor', 'product'),
        at: fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
        day: fc.option(fc.constantFrom('2026-01-31', '2024-02-29'), { nil: null }),
        extra: fc.string(),
      },
      { requiredKeys: ['id', 'name', 'note', 'rate', 'qty', 'count', 'taxable', 'kind', 'at', 'day'] },
    );
    const stringify = compileSerializer(lines);
    fc.assert(
      fc.property(fc.array(aLine, { maxLength: 5 }), (value) => {
        expect(stringify(value)).toBe(zodText(lines, value));
      }),
    );
  });

  it('writes the overhead summary of a company without a budget (budget: null) as zod does', () => {
    const schema = successEnvelope(overheadSummarySchema);
    const answer = { success: true, data: summaryOf(undefined) };
    expect(compileSerializer(schema)(answer)).toBe(zodText(schema, answer));
  });

  it('with checkResponses, refuses an answer the schema refuses and proves the compiled text equal to zod’s', () => {
    const compile = createResponseSerializerCompiler({ checkResponses: true });
    const schema = successEnvelope(z.object({ name: z.string(), at: z.iso.datetime({ offset: true }) }));
    const serialize = compile({ schema, method: 'GET', url: '/things', httpStatus: '200' } as never) as (data: unknown) => string;
    expect(serialize({ success: true, data: { name: 'a', at: '2026-03-01T14:05:09.123Z' } })).toBe('{"success":true,"data":{"name":"a","at":"2026-03-01T14:05:09.123Z"}}');
    expect(() => serialize({ success: true, data: { name: 'a', at: 'yesterday' } })).toThrow(/doesn't match the schema/);
    // A Date where the contract says ISO text: zod refuses it even though JSON.stringify would print it.
    expect(() => serialize({ success: true, data: { name: 'a', at: new Date() } })).toThrow(/doesn't match the schema/);
  });

  it('with checkResponses, refuses to send text that differs from what zod and JSON.stringify write', () => {
    // A schema fast-json-stringify cannot follow exactly: an integer-like extra key goes first in JSON.stringify.
    const schema = z.object({ named: z.string() }).catchall(z.number());
    const serialize = createResponseSerializerCompiler({ checkResponses: true })({ schema, method: 'GET', url: '/odd', httpStatus: '200' } as never) as (
      data: unknown,
    ) => string;
    expect(() => serialize({ named: 'a', 3: 1 })).toThrow(SerializerMismatchError);
  });
});
