/**
 * An Idempotency-Key per body: a retry of the same request (an answer lost on the way) reuses the key, so the
 * server records it once; a changed body is a new request and gets a new key.
 */
export function idempotencyKeys(): (body: unknown) => string {
  let last: { body: string; key: string } | null = null;
  return (body) => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: crypto.randomUUID() };
    return last.key;
  };
}
