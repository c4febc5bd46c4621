import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the log keeps of a request: the method and the *route* (`/api/v2/customers/:id`), never the address as sent —
 * its query string and path carry customers' names, e-mails and searches. Unmatched paths lose their query.
 */
export function serializeRequest(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  const route = request.routeOptions?.url;
  return {
    method: request.method,
    url: route ?? request.url.split('?')[0] ?? '',
    remoteAddress: request.ip,
  };
}

const REDACTED = '[redacted]';

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error's own text without the values it quotes: Drizzle appends the query's parameters, PostgreSQL a row's key. */
function withoutValues(message: string): string {
  // The parameters run to the end of the message, which in a stack is where the first frame starts.
  return message.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

/**
 * Errors as pino prints them, minus the values a failed query carries (its parameters, PostgreSQL's `detail` with
 * the offending row's values, `where` with its data), on the error and on each `cause` it wraps.
 */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.errWithCause(error) as unknown as Record<string, unknown>;
  const scrub = (value: Record<string, unknown>, depth: number): Record<string, unknown> => {
    const clean: Record<string, unknown> = { ...value };
    if (typeof clean.message === 'string') clean.message = withoutValues(clean.message);
    if (typeof clean.stack === 'string') clean.stack = withoutValues(clean.stack);
    for (const key of ['params', 'parameters', 'detail', 'where'] as const) if (key in clean) clean[key] = REDACTED;
    if (clean.cause && typeof clean.cause === 'object' && depth < 5) clean.cause = scrub(clean.cause as Record<string, unknown>, depth + 1);
    return clean;
  };
  return scrub(serialized, 0) as SerializedError;
}
