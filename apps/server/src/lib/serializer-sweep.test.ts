import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer } from './serializer';

/**
 * A sweep over every zod schema the domain package exports (every response schema of the API among them): values
 * generated from each schema's JSON Schema that zod accepts must be written by the compiled serializer exactly as
 * zod and JSON.stringify write them. Route tests check the same for every real answer (CHECK_RESPONSES).
 */
type JsonSchema = Record<string, unknown>;

const decimal = fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: -100_000, max: 10_000_000 }).map((cents) => cents / 100), fc.double({ noNaN: true, noDefaultInfinity: true }));
const isoDateTime = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', 'Mulch "Black" \\ yd³', 'naïve \u2028 ☃', 'a\nb\tc'));

function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, depth + 1)));
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, depth + 1)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.integer());
    case 'number':
      return decimal;
    case 'string':
      switch (schema.format) {
        case 'uuid':
          return fc.uuid({ version: 4 });
        case 'date-time':
          return isoDateTime;
        case 'date':
          return isoDateTime.map((value) => value.slice(0, 10));
        case 'email':
          return fc.constantFrom('owner@example.com', 'a.b+c@lawn.example');
        default:
          return text;
      }
    case 'array':
      return fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, arbitraryOf(inner, depth + 1)])),
        { requiredKeys: ((schema.required ?? []) as string[]).filter((name) => name in properties) },
      );
      const extra = schema.additionalProperties;
      // A key the schema does not name must be dropped, as zod strips it (a password hash must never leak).
      if (extra === false) return fc.tuple(record, fc.boolean()).map(([known, stray]) => (stray ? { strayKey: 'secret', ...known } : known));
      if (extra === undefined) return record;
      // Extra keys of an object with named ones are names ('limit'): an integer-like key ('3') would come first in
      // JSON.stringify (JavaScript orders such keys first) but after the named keys in the compiled serializer.
      const extras = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }).map((key) => (Object.keys(properties).length > 0 ? `k${key}` : key)), extra === true ? fc.jsonValue() : arbitraryOf(extra as JsonSchema, depth + 1), { maxKeys: 3 });
      return fc.tuple(record, extras).map(([known, more]) => ({ ...more, ...known }));
    }
    default:
      return fc.jsonValue();
  }
}

/** True when zod's output has a string other than the input's at the same place (trim, toLowerCase, transforms). */
function rewritesText(input: unknown, output: unknown): boolean {
  if (typeof output === 'string') return input !== output;
  if (output === null || typeof output !== 'object' || input === null || typeof input !== 'object') return false;
  return Object.entries(output).some(([key, inner]) => rewritesText((input as Record<string, unknown>)[key], inner));
}

const domainSource = fileURLToPath(new URL('../../../../packages/domain/src', import.meta.url));
const areas = readdirSync(domainSource, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('every domain schema, written by its compiled serializer', () => {
  it('writes every generated value zod accepts as zod and JSON.stringify do', { timeout: 120_000 }, async () => {
    let schemas = 0;
    let exercised = 0;
    for (const area of areas) {
      const exports = (await import(`@groundwork/domain/${area}`)) as Record<string, unknown>;
      for (const [name, schema] of Object.entries(exports)) {
        if (!name.endsWith('Schema') || !(schema instanceof z.ZodType)) continue;
        let jsonSchema: JsonSchema;
        try {
          jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
        } catch {
          continue; // not representable as JSON (no response uses it)
        }
        schemas += 1;
        const stringify = compileSerializer(schema);
        let valid = 0;
        for (const value of fc.sample(arbitraryOf(jsonSchema), { numRuns: 60, seed: 42 })) {
          let expected: string;
          try {
            expected = JSON.stringify(z.encode(schema, value));
          } catch {
            continue; // zod refuses it (or it is an input schema with transforms): not an answer the server sends
          }
          // Input schemas trim and lower-case what clients send; the server never writes text it has not stored so.
          if (rewritesText(value, z.encode(schema, value))) continue;
          valid += 1;
          const context = `${area}: ${name} for ${JSON.stringify(value)}`;
          let written: string;
          try {
            written = stringify(value);
          } catch (error) {
            throw new Error(`${context}: ${String(error)}`);
          }
          expect(written, context).toBe(expected);
        }
        if (valid > 0) exercised += 1;
      }
    }
    // Most schemas get valid samples; those that do not (patterns, cross-field rules) are covered by the route tests.
    expect(schemas).toBeGreaterThan(100);
    expect(exercised / schemas).toBeGreaterThan(0.5);
  });
});
