import { describe, expect, it } from 'vitest';
import { formatHours } from './format';

describe('formatHours', () => {
  it.each([
    [2, '2.0h'],
    [2.5, '2.5h'],
    [1.25, '1.25h'],
    [0.75, '0.75h'],
    [1.755, '1.76h'],
    [0, '0.0h'],
    [1234.5, '1,234.5h'],
  ])('%s hours read %s: one decimal, or the quarter hour a crew records', (hours, shown) => {
    expect(formatHours(hours)).toBe(shown);
  });
});
