import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency-keys';

describe('idempotencyKeys', () => {
  it('keeps the key for a retry of the same body and makes a new one when the body changes', () => {
    const keyFor = idempotencyKeys();
    const first = keyFor({ amount: 10 });
    expect(keyFor({ amount: 10 })).toBe(first);
    const second = keyFor({ amount: 12 });
    expect(second).not.toBe(first);
    expect(keyFor({ amount: 12 })).toBe(second);
  });
});
