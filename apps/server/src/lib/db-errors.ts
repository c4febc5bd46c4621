/** The PostgreSQL SQLSTATE (or driver error code) of an error, looking through Drizzle's DrizzleQueryError wrapper. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && !code.startsWith('FST_')) return code;
    current = current.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
]);

/** True when the database cannot be reached (down, restarting, closed) rather than refusing a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (current.message === 'PGlite is closed') return true;
    current = current.cause;
  }
  return false;
}

/**
 * True when PostgreSQL refused a value's characters (NUL, a broken Unicode character) — text the request guard
 * (plugins/storable-text) should have refused first. Kept as a safety net: it is the client's text, so a 400.
 */
export function isUnstorableTextError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === '22021' || code === '22P05';
}
