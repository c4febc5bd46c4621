import type { FigureKind, FigureValue } from '@groundwork/domain/reporting';
import { describe, expect, it } from 'vitest';
import { describeTrend, formatFigure, formatTrend, trendOf } from './format-figure';

describe('formatFigure', () => {
  it.each<[FigureValue, FigureKind, string]>([
    [1234.5, 'money', '$1,234.50'],
    [-5, 'money', '-$5.00'],
    [0.005, 'money', '$0.01'],
    [-0.004, 'money', '$0.00'],
    [1_000_000, 'money', '$1,000,000.00'],
    [12.5, 'hours', '12.5h'],
    [3, 'hours', '3.0h'],
    [1.75, 'hours', '1.8h'],
    [1234.5, 'hours', '1,234.5h'],
    [12.34, 'percent', '12.3%'],
    [-4, 'percent', '-4.0%'],
    [-0.04, 'percent', '0.0%'],
    [1234, 'count', '1,234'],
    [0, 'count', '0'],
    [4.25, 'days', '4.3 days'],
    [58.2, 'money_per_hour', '$58.20/h'],
    ['Spring cleanup', 'text', 'Spring cleanup'],
    ['2026-03', 'money', '2026-03'],
    [null, 'money', '—'],
    [null, 'hours', '—'],
    [Number.NaN, 'percent', '—'],
  ])('%s as %s reads %s', (value, kind, shown) => {
    expect(formatFigure(value, kind)).toBe(shown);
  });

  it('reads a missing figure as a dash', () => {
    expect(formatFigure(undefined, 'count')).toBe('—');
  });
});

describe('the change from the comparison period', () => {
  it('is up 25.0% from $10,000.00 to $12,500.00', () => {
    const trend = trendOf(12_500, 10_000)!;
    expect(trend).toEqual({ direction: 'up', percent: 25 });
    expect([formatTrend(trend), describeTrend(trend)]).toEqual(['▲ 25.0%', 'Up 25.0%']);
  });

  it('is down 8.3% from $9,000.00 to $8,250.75 (749.25 / 9,000 = 8.325%, half-up)', () => {
    const trend = trendOf(8250.75, 9000)!;
    expect(trend).toEqual({ direction: 'down', percent: -8.3 });
    expect([formatTrend(trend), describeTrend(trend)]).toEqual(['▼ 8.3%', 'Down 8.3%']);
  });

  it('is worked out exactly: 0.3 against 0.1 is up 200.0%, not a float’s 199.99…', () => {
    expect(formatTrend(trendOf(0.3, 0.1)!)).toBe('▲ 200.0%');
  });

  it('is measured against the size of a negative comparison: −$100.00 to $50.00 is up 150.0%', () => {
    expect(formatTrend(trendOf(50, -100)!)).toBe('▲ 150.0%');
  });

  it('has a direction but no percent from nothing, and says when nothing changed', () => {
    expect(formatTrend(trendOf(5, 0)!)).toBe('▲');
    expect(formatTrend(trendOf(5, 5)!)).toBe('No change');
  });

  it('is not worked out without both figures', () => {
    expect(trendOf(null, 5)).toBeNull();
    expect(trendOf(5, null)).toBeNull();
  });
});
