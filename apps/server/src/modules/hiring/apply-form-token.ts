import { MAX_APPLY_FORM_AGE_MS, MIN_APPLY_FILL_MS } from '@groundwork/domain/hiring';
import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The apply page's time trap. Opening the page hands out a form token — the time it was opened and an HMAC of it and
 * the posting, signed with the server's secret — and the application sends it back. A script that posts straight to
 * the endpoint has no token (or a forged one); one that fetches the page and posts at once is faster than any person.
 * Nothing is kept on the server: any instance checks any token.
 */

const signature = (secret: string, postingId: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`apply-form:${postingId}:${issuedAt}`).digest('base64url');

export function signFormToken(secret: string, postingId: string, issuedAt: number): string {
  return `${issuedAt}.${signature(secret, postingId, issuedAt)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too_fast' | 'expired';

/** Whether `token` was handed out by this server for this posting, and was filled in like a person would. */
export function checkFormToken(secret: string, postingId: string, token: string, now: number): FormTokenCheck {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, postingId, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now - issuedAt;
  if (age < MIN_APPLY_FILL_MS) return 'too_fast';
  if (age > MAX_APPLY_FORM_AGE_MS) return 'expired';
  return 'ok';
}
