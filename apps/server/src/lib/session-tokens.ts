import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'groundwork';
const ALGORITHM = 'HS256';

/** How long a sign-in lasts; the session row and the token expire together. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

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

/** The session id of a valid token, or undefined for anything forged, altered, expired or malformed. */
export async function readSessionToken(secret: string, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER });
    return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload.sub : undefined;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}
