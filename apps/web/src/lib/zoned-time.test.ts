import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/zoned-time';

describe('todayIn', () => {
  it('is the calendar day in the company’s zone, not the browser’s', () => {
    const lateEvening = new Date('2027-05-04T03:30:00.000Z');
    expect(todayIn('America/Chicago', lateEvening)).toBe('2027-05-03');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2027-05-04');
  });
});
