import { priceFromRateMatrix, type RateMatrix } from '../services/rate-matrix';
import { addDays, weekdayOf } from '../shared/calendar';
import { fromUnits, toUnits } from '../shared/decimal';
import { formatUnitPrice } from '../shared/money-format';
import { splitAmount } from '../shared/money-split';
import { MAX_BOOKING_WEEKS_AHEAD, type InstantPriceResult, type PricingMode } from './store.schemas';

const DAY_MS = 86_400_000;

/** What a listing prices from: its mode, its fixed price, its visits and deposit, and the service's rate matrix. */
export interface PricedListing {
  pricingMode: PricingMode;
  fixedPrice: number | null;
  visits: number;
  depositPercent: number;
  rateMatrix: RateMatrix;
}

export type InstantPrice = ({ ok: true } & InstantPriceResult) | { ok: false; message: string };

/** `amount × percent / 100`, rounded half-up to the cent on exact decimals. */
function percentOf(amount: number, percent: number): number {
  const units = toUnits(amount, 2) * toUnits(percent, 2);
  const hundredPercent = 10_000n;
  return fromUnits((units * 2n + hundredPercent) / (hundredPercent * 2n), 2);
}

/**
 * The instant price of a listing for a measure: one visit's price from the service's rate matrix (the same function
 * the estimates use) or the listing's fixed price, times the season's visits, and the deposit taken from that total
 * with the one money split so that deposit + balance is exactly the total.
 */
export function instantPrice(listing: PricedListing, measure: number | null): InstantPrice {
  let pricePerVisit: number;
  if (listing.pricingMode === 'fixed') {
    if (listing.fixedPrice === null) return { ok: false, message: 'This listing has no price yet.' };
    pricePerVisit = listing.fixedPrice;
  } else {
    if (measure === null) return { ok: false, message: 'Enter the size in square feet to see the price.' };
    const price = priceFromRateMatrix(listing.rateMatrix, measure);
    if (!price.ok) {
      return { ok: false, message: price.reason === 'above_last_row' ? 'This property is larger than we price online: call us for a quote.' : 'We cannot price this size online: call us for a quote.' };
    }
    // The matrix keeps 4 decimals; the storefront bills a visit to the cent.
    pricePerVisit = fromUnits((toUnits(price.rate, 4) + 50n) / 100n, 2);
  }
  const total = fromUnits(toUnits(pricePerVisit, 2) * BigInt(listing.visits), 2);
  const depositAmount = listing.depositPercent > 0 ? percentOf(total, listing.depositPercent) : 0;
  const [deposit, balance] = depositAmount > 0 ? splitAmount(total, [depositAmount, total - depositAmount]) : [0, total];
  return { ok: true, pricePerVisit, visits: listing.visits, total, depositAmount: deposit!, balanceAfterDeposit: balance! };
}

/** "From $45.00 a visit" (the rate matrix's first band) or "$180.00 a visit": what shows before a measure. */
export function priceDisplay(listing: Pick<PricedListing, 'pricingMode' | 'fixedPrice' | 'rateMatrix'>): string {
  if (listing.pricingMode === 'fixed') return listing.fixedPrice === null ? 'Price on request' : `${formatUnitPrice(listing.fixedPrice)} a visit`;
  const first = listing.rateMatrix.matrixRows[0];
  return first ? `From ${formatUnitPrice(first.rate)} a visit` : 'Price on request';
}

export interface Availability {
  seasonStartMonth: number;
  seasonEndMonth: number;
  weekdays: readonly number[];
  leadTimeDays: number;
}

/** Whether a month (1–12) is in the season; a season may run over the new year (November to February). */
export function inSeason(month: number, availability: Pick<Availability, 'seasonStartMonth' | 'seasonEndMonth'>): boolean {
  const { seasonStartMonth: start, seasonEndMonth: end } = availability;
  return start <= end ? month >= start && month <= end : month >= start || month <= end;
}

/**
 * The weeks a homeowner may pick (each as its Monday, YYYY-MM-DD): from the first day after the lead time, for up to a
 * year, each week that has a working weekday of the listing inside the season and not before the lead time.
 */
export function bookableWeeks(availability: Availability, today: string, limit = MAX_BOOKING_WEEKS_AHEAD): string[] {
  const earliest = addDays(today, availability.leadTimeDays);
  const firstMonday = addDays(earliest, -((weekdayOf(earliest) + 6) % 7));
  // Day by day in UTC milliseconds: the storefront works this out for every listing on every visit.
  const earliestAt = Date.parse(`${earliest}T00:00:00Z`);
  const firstMondayAt = Date.parse(`${firstMonday}T00:00:00Z`);
  const workdays = new Set(availability.weekdays);
  const day = new Date(firstMondayAt);
  const weeks: string[] = [];
  for (let index = 0; index < MAX_BOOKING_WEEKS_AHEAD && weeks.length < limit; index += 1) {
    const mondayAt = firstMondayAt + index * 7 * DAY_MS;
    for (let offset = 0; offset < 7; offset += 1) {
      const at = mondayAt + offset * DAY_MS;
      if (at < earliestAt) continue;
      day.setTime(at);
      if (workdays.has(day.getUTCDay()) && inSeason(day.getUTCMonth() + 1, availability)) {
        weeks.push(new Date(mondayAt).toISOString().slice(0, 10));
        break;
      }
    }
  }
  return weeks;
}

/** A booking's reference the homeowner quotes: BK- and the first 8 characters of its id, upper case. */
export function bookingReference(id: string): string {
  return `BK-${id.slice(0, 8).toUpperCase()}`;
}

/** WCAG 2's contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** The storefront's heading colour: the store's accent when it reads on white (4.5 : 1), else the default dark grey. */
export const STOREFRONT_TEXT_FALLBACK = '#1a202c';
export function storefrontTextColour(accentColor: string): string {
  return /^#[0-9a-f]{6}$/i.test(accentColor) && contrastRatio(accentColor, '#ffffff') >= 4.5 ? accentColor : STOREFRONT_TEXT_FALLBACK;
}
