import { defaultErrorMessages, statusForCode, type ErrorCode } from '@groundwork/domain/errors';
import { API_BASE_PATH, type ErrorEnvelope, UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetails, type FieldErrors } from '../lib/app-error';
import { isDatabaseUnavailable, isUnstorableTextError } from '../lib/db-errors';

function envelope(code: ErrorCode, message: string, details?: ErrorDetails): ErrorEnvelope {
  const fieldErrors = details?.fieldErrors;
  // One entry per bad field, so a client that only reads `errors` still shows every problem.
  const errors = fieldErrors && Object.keys(fieldErrors).length > 0
    ? Object.values(fieldErrors).map((messages) => messages[0] ?? message)
    : [message];
  return { success: false, message, errors, code, ...(details ? { details } : {}) };
}

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string, details?: ErrorDetails) {
  return reply.code(statusForCode(code)).send(envelope(code, message ?? defaultErrorMessages[code], details));
}

interface SchemaIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
}

const rootMessages: Record<string, string> = {
  body: 'The request body must be a JSON object',
  querystring: 'The query string is not valid',
  params: 'The address is not valid',
  headers: 'The request headers are not valid',
};

/** `/user/email` → `user.email`; an issue about the whole body is reported under `body`. */
function fieldErrorsOf(issues: SchemaIssue[], context: string): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = path || context;
    const message = path ? (issue.message ?? 'Is not valid') : (rootMessages[context] ?? 'Is not valid');
    const list = (fieldErrors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return fieldErrors;
}

function validationFailure(fieldErrors: FieldErrors) {
  const messages = Object.values(fieldErrors);
  // A single bad field makes a clearer headline than the generic sentence.
  const message = messages.length === 1 && messages[0]?.[0] ? messages[0][0] : defaultErrorMessages.VALIDATION_FAILED;
  return { message, details: { fieldErrors } };
}

const clientErrorCodes: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Every failure leaves through here as the envelope of ARCHITECTURE.md §3; 5xx never carry internals. */
function handleError(this: FastifyInstance, error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error.code, error.message, error.details);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext ?? 'body';
    const { message, details } = validationFailure(fieldErrorsOf(error.validation, context));
    return sendError(reply, 'VALIDATION_FAILED', message, details);
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    // Until it answers again, requests get their 503 at once (plugins/database-health).
    if (this.hasDecorator('databaseHealth')) this.databaseHealth.markDown();
    return sendError(reply, 'DATABASE_UNAVAILABLE');
  }

  if (isUnstorableTextError(error)) {
    request.log.warn({ err: error }, 'the database refused characters the request guard let through');
    return sendError(reply, 'VALIDATION_FAILED', UNSTORABLE_TEXT_MESSAGE, { fieldErrors: { body: [UNSTORABLE_TEXT_MESSAGE] } });
  }

  const statusCode = (error as FastifyError).statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const code = clientErrorCodes[statusCode];
    if (code) return sendError(reply, code);
    // Malformed JSON, an empty JSON body, a content type we do not read: the client's mistake, a 400.
    const message = (error as FastifyError).code?.startsWith('FST_ERR_CTP')
      ? 'The request body must be valid JSON sent as application/json'
      : defaultErrorMessages.VALIDATION_FAILED;
    return sendError(reply, 'VALIDATION_FAILED', message, { fieldErrors: { body: [message] } });
  }

  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 'INTERNAL');
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export default fp(errorsPlugin, { name: 'errors', fastify: '5.x' });

/** Unknown /api paths answer 404 in the envelope; the SPA plugin takes over everything else when it is served. */
export function isApiPath(url: string): boolean {
  return url === API_BASE_PATH || url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(`${API_BASE_PATH}?`) || url.startsWith('/api/');
}
