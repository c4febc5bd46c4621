import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * What keeps the QuickBooks connection's secrets: Intuit's tokens are encrypted at rest (AES-256-GCM, a key derived from
 * QUICKBOOKS_CLIENT_SECRET — tokens are only any use with that client anyway), and Connect's `state` is signed with the
 * server's secret and names the company, the admin and a single-use nonce.
 */

export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function tokenCipher(clientSecret: string): TokenCipher {
  const key = createHash('sha256').update(`groundwork:quickbooks-tokens:${clientSecret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed QuickBooks token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export interface ConnectState {
  companyId: string;
  userId: string;
  nonce: string;
  /** Unix milliseconds after which the state is refused. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', `groundwork:quickbooks-state:${secret}`).update(payload).digest('base64url');

export const newNonce = () => randomBytes(24).toString('base64url');

export function signState(secret: string, state: ConnectState): string {
  const payload = Buffer.from(JSON.stringify({ c: state.companyId, u: state.userId, n: state.nonce, x: state.expiresAt })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The state's contents when its signature holds and it has not lapsed; null otherwise. */
export function readState(secret: string, state: string, now = Date.now()): ConnectState | null {
  const [payload, signature, extra] = state.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { c?: unknown; u?: unknown; n?: unknown; x?: unknown };
    if (typeof value.c !== 'string' || typeof value.u !== 'string' || typeof value.n !== 'string' || typeof value.x !== 'number') return null;
    if (value.x <= now) return null;
    return { companyId: value.c, userId: value.u, nonce: value.n, expiresAt: value.x };
  } catch {
    return null;
  }
}
