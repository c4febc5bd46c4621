import { fromUnits, toUnits } from './decimal';

/**
 * Splits `total` units (cents, or 1/10,000 h) into parts in proportion to `weights`, so that the parts sum exactly
 * to the whole (ARCHITECTURE.md §9): each part gets the whole units of its share, and the units left over go one
 * each to the largest remainders, earliest parts first on a tie. Equal weights split evenly, earliest parts taking
 * the odd cents. Weights of zero get nothing, unless every weight is zero: then the split is even. A negative total
 * (a credit) splits as its opposite, negated.
 */
export function splitUnits(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) throw new RangeError('Nothing to split into');
  if (weights.some((weight) => weight < 0n)) throw new RangeError('Weights cannot be negative');
  if (total < 0n) return splitUnits(-total, weights).map((part) => -part);
  const even = weights.every((weight) => weight === 0n);
  const used = even ? weights.map(() => 1n) : weights;
  const sum = used.reduce((a, b) => a + b, 0n);
  const parts = used.map((weight) => (total * weight) / sum);
  const remainders = used.map((weight, index) => ({ index, remainder: (total * weight) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}

/**
 * Splits an amount of money (`places` decimals: 2 for dollars and cents) in proportion to `weights` — or evenly
 * into `weights` parts when given a count — to the last unit, the parts summing exactly to `amount`. The one split
 * used for the visits of a season, instalments, deposits and a service's price across its lines.
 */
export function splitAmount(amount: number, weights: readonly number[] | number, places = 2): number[] {
  const list = typeof weights === 'number' ? Array.from({ length: weights }, () => 1) : weights;
  if (!Number.isInteger(list.length) || list.length < 1) throw new RangeError('Split into at least one part');
  const parts = splitUnits(toUnits(amount, places), list.map((weight) => toUnits(weight, 4)));
  return parts.map((part) => fromUnits(part, places));
}
