import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_CAP_SECONDS, retryDelaySeconds } from './retry-backoff';

describe('retryDelaySeconds', () => {
  it('waits 30 s after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(attempts))).toEqual([30, 60, 120, 240, 480]);
  });

  it('never waits more than an hour, however many tries failed', () => {
    expect(retryDelaySeconds(8)).toBe(RETRY_CAP_SECONDS);
    expect(retryDelaySeconds(10_000)).toBe(RETRY_CAP_SECONDS);
  });

  it('never shrinks as failures add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (attempts) => {
        expect(retryDelaySeconds(attempts + 1)).toBeGreaterThanOrEqual(retryDelaySeconds(attempts));
        expect(Number.isFinite(retryDelaySeconds(attempts))).toBe(true);
      }),
    );
  });
});
