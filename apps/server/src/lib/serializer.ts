import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/** Keywords that only validate: fast-json-stringify needs the shape, and would hand these to ajv inside unions. */
const validationOnly = new Set(['$schema', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'propertyNames']);

function shapeOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOnly);
  if (schema === null || typeof schema !== 'object') return schema;
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties` and `$defs` hold names, not keywords: keep every name, prune what is under each.
    if (key === 'properties' || key === '$defs' || key === 'definitions') {
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

/** A compiled stringify for one response schema: the same text JSON.stringify gives the data zod lets through. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(serializerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
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
      const compiled = stringify(data);
      if (compiled !== expected) {
        throw new SerializerMismatchError(`${method} ${url}: the compiled serializer wrote\n${compiled}\nwhere zod and JSON.stringify write\n${expected}`);
      }
      return compiled;
    };
  };
}
