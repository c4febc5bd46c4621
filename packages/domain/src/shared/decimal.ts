/**
 * Exact decimal arithmetic for money and percents. A decimal with at most `places` decimals becomes an exact
 * integer count of its smallest unit (a bigint), so sums and products never drift the way binary floats do.
 */

/** `value` (at most `places` decimals) as an exact count of 10^-places units. */
export function toUnits(value: number, places: number): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${String(value)}`);
  return BigInt(Math.round(value * 10 ** places));
}

/** A count of 10^-places units back to the nearest number, which prints as that decimal. */
export function fromUnits(units: bigint, places: number): number {
  return Number(units) / 10 ** places;
}

/** numerator / denominator rounded half away from zero (denominator non-zero). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** `value` rounded half away from zero to `places` decimals, exactly (2.675 → 2.68, which floats get wrong). */
export function roundTo(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${String(value)}`);
  // The shortest decimal that prints as `value` is exact; round that string, not the binary float.
  const [mantissa, exponentPart] = value.toExponential().split('e');
  const exponent = Number(exponentPart);
  const [whole, fraction = ''] = mantissa!.replace('-', '').split('.');
  const digits = whole! + fraction;
  const scale = places + exponent - fraction.length; // value = digits × 10^(exponent − fraction.length)
  let units: bigint;
  if (scale >= 0) units = BigInt(digits) * 10n ** BigInt(scale);
  else units = divideHalfUp(BigInt(digits), 10n ** BigInt(-scale));
  return fromUnits(value < 0 ? -units : units, places);
}

/** `value` (at most `places` decimals) as an exact count of 10^-places units, as a plain number (safe below 2^53). */
export function toUnitCount(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${String(value)}`);
  return Math.round(value * 10 ** places);
}

/**
 * a × b × c ÷ denominator rounded half away from zero, for integer unit counts. Exact: plain numbers while every
 * step stays a safe integer (the usual case, and much faster), bigint beyond.
 */
export function mulDivHalfUp(a: number, b: number, c: number, denominator: number): number {
  const product = a * b * c;
  const twice = Math.abs(product) * 2 + denominator;
  if (Number.isSafeInteger(a * b) && Number.isSafeInteger(twice) && denominator > 0) {
    const divisor = denominator * 2;
    const quotient = (twice - (twice % divisor)) / divisor;
    return product < 0 && quotient !== 0 ? -quotient : quotient;
  }
  return Number(divideHalfUp(BigInt(a) * BigInt(b) * BigInt(c), BigInt(denominator)));
}
