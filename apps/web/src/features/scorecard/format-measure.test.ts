import { describe, expect, it } from 'vitest';
import { formatGoal, formatMeasure, formatWeek } from './format-measure';

describe('formatMeasure', () => {
  it.each([
    [12_500, 'money', '$12,500.00'],
    [-250.5, 'money', '-$250.50'],
    [58.2, 'money_per_hour', '$58.20/h'],
    [62.5, 'percent', '62.5%'],
    [41.25, 'hours', '41.25h'],
    [14, 'count', '14'],
    [3.5, 'count', '3.5'],
    [null, 'money', '—'],
  ] as const)('%s as %s is %s', (value, kind, text) => {
    expect(formatMeasure(value, kind)).toBe(text);
  });

  it('says the goal with its rule', () => {
    expect(formatGoal({ rule: 'at_least', goal: 12_000, goalMax: null }, 'money')).toBe('≥ $12,000.00');
    expect(formatGoal({ rule: 'at_most', goal: 2, goalMax: null }, 'count')).toBe('≤ 2');
    expect(formatGoal({ rule: 'between', goal: 38, goalMax: 42 }, 'hours')).toBe('38h – 42h');
  });

  it('names a week by its Monday', () => {
    expect(formatWeek('2026-11-23')).toBe('Nov 23');
  });
});
