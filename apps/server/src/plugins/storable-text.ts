import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '@groundwork/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/app-error';

/**
 * The fields of `parts` (path parameters, query, body — or a form read by hand) holding a string PostgreSQL cannot
 * store (NUL, unpaired surrogates), each with the one message; an empty object when all can be stored. A problem at
 * the root of a part is named after the part.
 */
export function unstorableTextErrors(parts: Record<string, unknown>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [part, value] of Object.entries(parts)) {
    for (const path of unstorableTextPaths(value)) fieldErrors[path || part] = [UNSTORABLE_TEXT_MESSAGE];
  }
  return fieldErrors;
}

/** Throws the 400 for text that cannot be stored; for input a route reads by hand (multipart forms). */
export function assertStorableText(parts: Record<string, unknown>): void {
  const fieldErrors = unstorableTextErrors(parts);
  const fields = Object.keys(fieldErrors);
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', fields.length === 1 ? UNSTORABLE_TEXT_MESSAGE : undefined, { fieldErrors });
}

// In JSON text a NUL or a lone surrogate can only be written as an escape (JSON refuses raw control characters, and
// UTF-8 cannot carry a lone surrogate): a body whose text has no such escape holds no string that cannot be stored.
const POSSIBLY_UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f])/i;
const bodiesWithStorableText = new WeakSet<FastifyRequest>();

/** Called by the JSON body parser with the text it parsed: a body known to be storable is not walked again. */
export function noteJsonBodyText(request: FastifyRequest, text: string): void {
  if (!POSSIBLY_UNSTORABLE_ESCAPE.test(text)) bodiesWithStorableText.add(request);
}

/**
 * Every request, before its schema runs: a string that cannot be stored anywhere in the path parameters, the
 * query or the body is a 400 naming the field, for every present and future route (ARCHITECTURE.md §9).
 */
async function storableTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // A 1,000-line estimate has tens of thousands of values: its text is checked once instead (noteJsonBodyText).
    const body = bodiesWithStorableText.has(request) ? undefined : request.body;
    assertStorableText({ params: request.params, querystring: request.query, body });
  });
}

export default fp(storableTextPlugin, { name: 'storable-text', fastify: '5.x', dependencies: ['errors'] });
