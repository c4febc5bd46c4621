import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'groundwork';
const ALGORITHM = 'HS256';

/** How long a sign-in lasts; the session row and the token expire together. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Each secret's HMAC key, made once (a process has one secret; a test run a couple). */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** A three-part signed JWT whose subject is the session row id (nothing else about the user is in it). */
export function signSessionToken(secret: string, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Json = Record<string, unknown>;

function jsonObject(part: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** Encoded headers already checked (they carry no per-token data, so every token repeats the same one). */
const acceptedHeaders = new Set<string>();

const isNumericDate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The session id of a valid token, or undefined for anything forged, altered, expired or malformed.
 *
 * Every request runs this, so it verifies with node:crypto's HMAC (a few microseconds) rather than jose's
 * WebCrypto path (~200 µs of CPU a call on Node 20), with the checks jose's jwtVerify makes for our options:
 * a compact JWS whose signature is HS256 under our secret (compared in constant time; only the canonical
 * base64url text of the signature), a JSON-object header naming HS256 with no `crit` extensions, a JSON-object
 * claims set with our issuer, numeric `iat`/`nbf`/`exp` when present, not yet valid (`nbf`) or expired
 * (`exp` ≤ now) refused. The signature is checked before anything the token says is read.
 */
export function readSessionToken(secret: string, token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];

  const expected = Buffer.from(createHmac('sha256', keyOf(secret)).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

  if (!acceptedHeaders.has(header)) {
    const protectedHeader = jsonObject(header);
    // `crit` names extensions we do not implement (an unencoded payload, b64: false, among them): refused, as jose does.
    if (!protectedHeader || protectedHeader.alg !== ALGORITHM || 'crit' in protectedHeader) return undefined;
    // Only headers under a valid signature get here: in practice the one header this server signs with.
    if (acceptedHeaders.size < 16) acceptedHeaders.add(header);
  }

  const claims = jsonObject(payload);
  if (!claims || claims.iss !== ISSUER) return undefined;
  const now = Math.floor(Date.now() / 1000);
  for (const claim of ['iat', 'nbf', 'exp'] as const) {
    if (claims[claim] !== undefined && !isNumericDate(claims[claim])) return undefined;
  }
  if (claims.nbf !== undefined && (claims.nbf as number) > now) return undefined;
  if (claims.exp !== undefined && (claims.exp as number) <= now) return undefined;

  return typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : undefined;
}
