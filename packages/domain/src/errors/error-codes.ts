/** Every error the API can answer with. The server throws `AppError(code)`; the web app branches on the code. */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export function statusForCode(code: ErrorCode): number {
  return errorCodes[code];
}

/** The message a client sees when the thrower gave none. 5xx messages never carry internals. */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  INVALID_RESET_TOKEN: 'This reset link is invalid or has expired. Please request a new one.',
  UNAUTHENTICATED: 'Your session has ended. Please log in again.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  FORBIDDEN: 'You do not have permission to do that.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This record was changed by someone else. Reload to see the latest version.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  BUSINESS_RULE: 'This action is not allowed.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  INTERNAL: 'An unexpected error occurred',
  PROVIDER_UNAVAILABLE: 'The payment provider did not answer. Please try again in a moment.',
  DATABASE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};
