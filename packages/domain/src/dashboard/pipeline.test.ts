import { describe, expect, it } from 'vitest';
import { daysWaiting, monthStart, movedToDetailSuffix } from './pipeline';

describe('the pipeline’s rules', () => {
  it('counts whole days waiting since the estimate was sent, never below zero', () => {
    expect(daysWaiting('2026-05-29', '2026-06-12')).toBe(14);
    expect(daysWaiting('2026-06-12', '2026-06-12')).toBe(0);
    // A send recorded a moment "after" today (clocks differ) has waited no time.
    expect(daysWaiting('2026-06-13', '2026-06-12')).toBe(0);
  });

  it('counts answers from the first of the month', () => {
    expect(monthStart('2026-06-12')).toBe('2026-06-01');
    expect(monthStart('2026-12-31')).toBe('2026-12-01');
  });

  it('reads an office move in the history as the estimates area writes it ("Draft → Sent")', () => {
    expect(`Draft ${movedToDetailSuffix('sent')}`).toBe('Draft → Sent');
    expect(`Sent ${movedToDetailSuffix('approved')}`).toBe('Sent → Approved');
    expect(`Sent ${movedToDetailSuffix('declined')}`).toBe('Sent → Declined');
  });
});
