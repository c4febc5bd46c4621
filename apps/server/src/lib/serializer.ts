import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/**
 * Keywords that only validate: fast-json-stringify needs the shape, and would hand these to ajv inside unions. (It
 * would also write a `default` for a missing key, where JSON.stringify writes nothing.)
 */
const validationOnly = new Set(['$schema', 'default', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'propertyNames']);

const isNullSchema = (schema: unknown) => typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null' && Object.keys(schema).length === 1;

/**
 * `anyOf: [X, null]` (a nullable object or array) as `type: [X's type, 'null']`: fast-json-stringify picks an anyOf
 * branch by validating the value against each with ajv, a type list by a typeof check.
 */
function nullableAsTypeList(schema: JsonSchema): JsonSchema | undefined {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(schema).length !== 1) return undefined;
  const other = options.find((option) => !isNullSchema(option)) as JsonSchema | undefined;
  if (!other || !options.some(isNullSchema) || typeof other.type !== 'string' || other.type === 'null') return undefined;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'const', 'enum'].some((keyword) => keyword in other)) return undefined;
  return { ...other, type: [other.type, 'null'] };
}

/**
 * `inUnion`: the schema is one option of an anyOf/oneOf, which fast-json-stringify picks by validating with ajv, so it
 * keeps `required` to tell options apart. Elsewhere `required` goes: fast-json-stringify writes required keys first
 * (JSON.stringify keeps the schema's order) and throws on a missing one (JSON.stringify leaves it out).
 */
function shapeOnly(schema: unknown, inUnion = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => shapeOnly(item));
  if (schema === null || typeof schema !== 'object') return schema;
  const nullable = nullableAsTypeList(schema as JsonSchema);
  if (nullable) return shapeOnly(nullable, inUnion);
  const result: JsonSchema = {};
  const properties = (schema as JsonSchema).properties as Record<string, JsonSchema> | undefined;
  for (const [key, value] of Object.entries(schema)) {
    // Unnamed keys are left out either way; `false` would only make ajv refuse a union option zod accepts by stripping.
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'required' && Array.isArray(value)) {
      // zod lets a z.unknown() key be missing (toJSONSchema still lists it).
      if (inUnion) result.required = value.filter((name: string) => !properties?.[name] || Object.keys(properties[name]).length > 0);
      continue;
    }
    if (key === 'anyOf' || key === 'oneOf') {
      result[key] = (value as unknown[]).map((option) => shapeOnly(option, true));
    } else if (key === 'properties' || key === '$defs' || key === 'definitions') {
      // `properties` and `$defs` hold names, not keywords: keep every name, prune what is under each.
      result[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, inner]) => [name, shapeOnly(inner)]));
    } else if (!validationOnly.has(key)) {
      result[key] = shapeOnly(value);
    }
  }
  return result;
}

/** The JSON Schema of a response's zod schema as fast-json-stringify reads it (the output side: what is sent). */
export function serializerJsonSchema(schema: z.ZodType): JsonSchema {
  return shapeOnly(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline', cycles: 'ref' })) as JsonSchema;
}

// Every route shares the error envelope's schema for each status it refuses with: compile each schema once.
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/** A compiled stringify for one response schema: the same text JSON.stringify gives the data zod lets through. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJson(serializerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    compiled.set(schema, stringify);
  }
  return stringify;
}

function resolveSchema(maybeSchema: unknown): z.ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema as unknown as z.ZodType;
  if (maybeSchema && typeof maybeSchema === 'object' && 'properties' in maybeSchema && maybeSchema.properties instanceof $ZodType) {
    return maybeSchema.properties as unknown as z.ZodType;
  }
  throw new InvalidSchemaError(JSON.stringify(maybeSchema));
}

export class SerializerMismatchError extends Error {
  override name = 'SerializerMismatchError';
}

/**
 * Responses are written by a serializer compiled from each route's response schema (fast-json-stringify): checking
 * every answer with zod and then JSON.stringify took a fifth of a small endpoint's CPU. The zod schema stays the
 * contract: with `checkResponses` (the tests) every answer is still checked by zod as before, and the compiled text
 * must equal JSON.stringify of what zod lets through, so each route test also proves the compiled serializer right.
 */
export function createResponseSerializerCompiler({ checkResponses }: { checkResponses: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    const stringify = compileSerializer(schema);
    if (!checkResponses) return stringify;
    return (data) => {
      const checked = safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      const expected = JSON.stringify(checked.data);
      const written = stringify(data);
      if (written !== expected) {
        throw new SerializerMismatchError(`${method} ${url}: the compiled serializer wrote\n${written}\nwhere zod and JSON.stringify write\n${expected}`);
      }
      return written;
    };
  };
}
