import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTHeaderParameters } from 'jose';
import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const hour = 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with jose, as another HS256 implementation would sign it. */
function joseToken(claims: Record<string, unknown>, header: Partial<JWTHeaderParameters> = {}, secret: Uint8Array = key): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).sign(secret);
}

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  it('a token this server signs names its session until it expires', async () => {
    const sessionId = randomUUID();
    const token = await signSessionToken(SECRET, sessionId, new Date(Date.now() + hour * 1000));
    expect(token.split('.')).toHaveLength(3);
    expect(readSessionToken(SECRET, token)).toBe(sessionId);
    // Read twice: the second read takes no shortcut that the first did not.
    expect(readSessionToken(SECRET, token)).toBe(sessionId);
    expect(readSessionToken('another-secret-that-is-long-enough-for-hs256', token)).toBeUndefined();
  });

  it('accepts any well-formed HS256 JWT with our issuer, as jose does', async () => {
    const sessionId = randomUUID();
    expect(readSessionToken(SECRET, await joseToken({ sub: sessionId, iss: 'groundwork' }))).toBe(sessionId);
    expect(readSessionToken(SECRET, await joseToken({ sub: sessionId, iss: 'groundwork', exp: now() + hour, nbf: now() - 5, iat: now() }, { typ: 'JWT', kid: 'k1' }))).toBe(sessionId);
  });

  it('refuses expired, not-yet-valid, foreign and malformed claims', async () => {
    const sub = randomUUID();
    const refused = [
      await joseToken({ sub, iss: 'groundwork', exp: now() - 1 }),
      await joseToken({ sub, iss: 'groundwork', exp: now() }),
      await joseToken({ sub, iss: 'groundwork', nbf: now() + hour }),
      await joseToken({ sub, iss: 'someone-else' }),
      await joseToken({ sub }),
      await joseToken({ sub: 'not-a-uuid', iss: 'groundwork' }),
      await joseToken({ sub: 42, iss: 'groundwork' }),
      await joseToken({ sub, iss: 'groundwork', exp: String(now() + hour) }),
      await joseToken({ sub, iss: 'groundwork', iat: 'yesterday' }),
    ];
    for (const token of refused) expect(readSessionToken(SECRET, token), token).toBeUndefined();
  });

  it('refuses other algorithms, critical extensions and unencoded payloads, even when correctly signed', async () => {
    const claims = { sub: randomUUID(), iss: 'groundwork' };
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(SECRET.repeat(2)));
    const crit = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', crit: ['exp'] }).sign(key).catch(() => undefined);
    const signedHeader = async (header: object) => {
      // Hand-made so jose's own checks on signing do not stop us: signature valid under SECRET, header odd.
      const { createHmac } = await import('node:crypto');
      const input = `${b64(header)}.${b64(claims)}`;
      return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
    };
    const refused = [
      hs512,
      await signedHeader({ alg: 'none' }),
      await signedHeader({ alg: 'HS384' }),
      await signedHeader({ alg: 'HS256', crit: ['b64'], b64: false }),
      await signedHeader({ alg: 'HS256', crit: ['urn:example:x'] }),
      await signedHeader(['HS256']),
      `${b64({ alg: 'none' })}.${b64(claims)}.`,
    ];
    if (crit) refused.push(crit);
    for (const token of refused) expect(readSessionToken(SECRET, token), token).toBeUndefined();
    // The same hand-made construction with a plain header is accepted: the refusals above are about the header.
    expect(readSessionToken(SECRET, await signedHeader({ alg: 'HS256', typ: 'JWT' }))).toBe(claims.sub);
  });

  it('refuses altered, truncated, re-encoded and garbage tokens without throwing', async () => {
    const token = await signSessionToken(SECRET, randomUUID(), new Date(Date.now() + hour * 1000));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const lastIndex = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(signature.at(-1)!);
    // 32 bytes in base64url leave 2 unused bits in the last character: flipping one keeps the bytes, not the text.
    const reencoded = `${signature.slice(0, -1)}${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[lastIndex ^ 1]}`;
    const otherClaims = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: randomUUID() });
    const refused = [
      `${header}.${otherClaims}.${signature}`,
      `${header}.${payload}.${reencoded}`,
      `${header}.${payload}.${signature}x`,
      `${header}.${payload}.${signature.slice(0, -1)}é`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.extra`,
      `.${payload}.${signature}`,
      '..',
      'not-a-token',
      '',
    ];
    for (const bad of refused) expect(readSessionToken(SECRET, bad), bad).toBeUndefined();
  });
});
