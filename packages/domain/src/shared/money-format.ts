import { roundTo } from './decimal';

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fractionOfADollar = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * A unit price, rate or unit cost as people read it: to the cent from a dollar up ('$116.11'), and below a dollar
 * with up to 4 decimals when cents would hide what it costs ('$0.0389' a square foot, but '$0.50'). Only the
 * display rounds (half-up, exactly): the stored figure keeps its 4 decimals and totals are worked from it.
 */
export function formatUnitPrice(amount: number): string {
  const places = Math.abs(amount) < 1 ? 4 : 2;
  // `|| 0` so that a price rounding to nothing never prints as '-$0.00'.
  const shown = roundTo(amount, places) || 0;
  // 0.99996 rounds up to a dollar: it is shown like any other dollar amount.
  return (Math.abs(shown) < 1 ? fractionOfADollar : dollarsAndCents).format(shown);
}
