import { MAX_FORM_AGE_MS, MIN_FORM_FILL_MS } from '@groundwork/domain/forms';
import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A lead form's time trap, as the apply page has one: serving the form hands out a form token — the time it was served
 * and an HMAC of it and the form, signed with the server's secret — and the submission sends it back. A script that
 * posts straight to the endpoint has a forged token; one that fetches the page and posts at once is faster than any
 * person. Nothing is kept on the server: any instance checks any token.
 */

const signature = (secret: string, formId: string, issuedAt: number) => createHmac('sha256', secret).update(`lead-form:${formId}:${issuedAt}`).digest('base64url');

export function signFormToken(secret: string, formId: string, issuedAt: number): string {
  return `${issuedAt}.${signature(secret, formId, issuedAt)}`;
}

export type FormTokenCheck = 'ok' | 'absent' | 'invalid' | 'too_fast' | 'expired';

/** Whether `token` was handed out by this server for this form, and was filled in like a person would. */
export function checkFormToken(secret: string, formId: string, token: string, now: number): FormTokenCheck {
  if (token === '') return 'absent';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, formId, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now - issuedAt;
  if (age < MIN_FORM_FILL_MS) return 'too_fast';
  if (age > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
}
