import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { todayIn } from './invoice-format';

describe('todayIn', () => {
  it('is the calendar day in the company’s zone, not the browser’s', () => {
    const lateEvening = new Date('2027-05-04T03:30:00.000Z');
    expect(todayIn('America/Chicago', lateEvening)).toBe('2027-05-03');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2027-05-04');
  });
});

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
