/*
 * What a webhook delivery looks like on the wire (docs/integrations.md). The body is the event as JSON; the
 * `Groundwork-Signature` header is `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}" with the endpoint's secret}`,
 * Stripe's scheme: the receiver recomputes it and refuses a signature older than a few minutes (a replayed request).
 */

export const SIGNATURE_HEADER = 'Groundwork-Signature';
export const EVENT_HEADER = 'Groundwork-Event';
export const DELIVERY_HEADER = 'Groundwork-Delivery';
/** How old a signature a receiver should still accept; our own verifier (tests, the docs' example) uses it. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** Tries of one delivery before it is failed: about an hour and a half of retries with the queue's backoff. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** A receiver that takes longer than this has failed the try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
export const RESPONSE_EXCERPT_LENGTH = 500;

export interface WebhookEvent<T = Record<string, unknown>> {
  /** evt_…: the same for every delivery (and replay) of one event, so a receiver can drop repeats. */
  id: string;
  type: string;
  /** ISO time the event happened. */
  createdAt: string;
  data: T;
}

/** The signature header's value for a body signed at `timestamp` with `hexDigest`. */
export function signatureHeader(timestamp: number, hexDigest: string): string {
  return `t=${timestamp},v1=${hexDigest}`;
}

/** The text that is signed: the timestamp, a dot, and the raw body exactly as sent. */
export function signedPayload(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** The timestamp and v1 signatures of a header, or null when it is not one of ours. */
export function parseSignatureHeader(header: string | null | undefined): { timestamp: number; signatures: string[] } | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece?.trim() ?? '');
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Whether a response code means the receiver took the delivery (any 2xx). */
export function deliveredStatus(code: number): boolean {
  return code >= 200 && code < 300;
}
