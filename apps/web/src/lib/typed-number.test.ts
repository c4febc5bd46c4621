import { describe, expect, it } from 'vitest';
import { numberOrText } from './typed-number';

describe('numberOrText', () => {
  it('reads typed numbers, and leaves what is not one as typed for the schema to name', () => {
    expect(numberOrText('')).toBeNull();
    expect(numberOrText(' 12,500 ')).toBe(12500);
    expect(numberOrText('$45.50')).toBe(45.5);
    expect(numberOrText('.5')).toBe(0.5);
    expect(numberOrText('abc')).toBe('abc');
    expect(numberOrText('1.2.3')).toBe('1.2.3');
  });
});
