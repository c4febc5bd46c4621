import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate, weekdayOf } from '../shared/calendar';
import { priceFromRateMatrix, type RateMatrix } from '../services/rate-matrix';
import { bookableWeeks, bookingReference, contrastRatio, inSeason, instantPrice, priceDisplay, STOREFRONT_TEXT_FALLBACK, storefrontTextColour } from './store';
import { bookingRequestSchema, listingInputSchema } from './store.schemas';

const matrix: RateMatrix = {
  matrixRows: [
    { from: 0, to: 5_000, rate: 45, tbHrs: 0.5, cost: 20 },
    { from: 5_001, to: 10_000, rate: 55.125, tbHrs: 0.75, cost: 28 },
  ],
  bottomSection: { every: 5_000, over: 10_000, is: 10, tbHrs: 0.25, additionalCost: 5 },
};
const mowing = { pricingMode: 'matrix' as const, fixedPrice: null, visits: 26, depositPercent: 15, rateMatrix: matrix };

describe('instantPrice', () => {
  it('prices a visit with the same rate matrix function the estimates use, times the season’s visits', () => {
    const price = instantPrice(mowing, 4_200);
    const matrixPrice = priceFromRateMatrix(matrix, 4_200);
    expect(matrixPrice.ok && matrixPrice.rate).toBe(45);
    expect(price).toEqual({ ok: true, pricePerVisit: 45, visits: 26, total: 1170, depositAmount: 175.5, balanceAfterDeposit: 994.5 });
  });

  it('rounds a 4-decimal matrix rate to the cent and the deposit half-up, the parts summing to the total', () => {
    const price = instantPrice({ ...mowing, visits: 3, depositPercent: 33.33 }, 7_000);
    expect(price).toMatchObject({ ok: true, pricePerVisit: 55.13, total: 165.39 });
    if (!price.ok) throw new Error('priced');
    expect(price.depositAmount).toBe(55.12);
    expect(Math.round((price.depositAmount + price.balanceAfterDeposit) * 100)).toBe(16539);
  });

  it('prices above the table through the bottom section', () => {
    expect(instantPrice({ ...mowing, visits: 1, depositPercent: 0 }, 12_000)).toMatchObject({ ok: true, pricePerVisit: 65.13, depositAmount: 0, balanceAfterDeposit: 65.13 });
  });

  it('asks for a measure, and refuses a size the matrix cannot price', () => {
    expect(instantPrice(mowing, null)).toMatchObject({ ok: false });
    expect(instantPrice({ ...mowing, rateMatrix: { ...matrix, bottomSection: null } }, 50_000)).toMatchObject({ ok: false, message: expect.stringContaining('call us') });
  });

  it('a fixed price needs no measure', () => {
    expect(instantPrice({ pricingMode: 'fixed', fixedPrice: 180, visits: 1, depositPercent: 0, rateMatrix: { matrixRows: [], bottomSection: null } }, null)).toMatchObject({ ok: true, total: 180 });
  });

  it('shows a price before any measure', () => {
    expect(priceDisplay(mowing)).toBe('From $45.00 a visit');
    expect(priceDisplay({ pricingMode: 'fixed', fixedPrice: 180, rateMatrix: matrix })).toBe('$180.00 a visit');
  });
});

describe('availability', () => {
  it('a season may run over the new year', () => {
    expect(inSeason(12, { seasonStartMonth: 11, seasonEndMonth: 2 })).toBe(true);
    expect(inSeason(6, { seasonStartMonth: 11, seasonEndMonth: 2 })).toBe(false);
  });

  it('offers the Mondays of weeks after the lead time, inside the season, with a working weekday', () => {
    // Saturday 2026-03-28, a week's lead time → Saturday 4 April; weekdays only, so that week is closed; April–October.
    const weeks = bookableWeeks({ seasonStartMonth: 4, seasonEndMonth: 10, weekdays: [1, 2, 3, 4, 5], leadTimeDays: 7 }, '2026-03-28');
    expect(weeks[0]).toBe('2026-04-06');
    expect(weeks.every((week) => week <= '2026-10-26')).toBe(true);
    expect(weeks.at(-1)).toBe('2026-10-26');
  });
});

/** The weeks by their definition, day by day on calendar strings (what bookableWeeks computed before it was made fast). */
function weeksByDefinition(availability: Parameters<typeof bookableWeeks>[0], today: string): string[] {
  const earliest = addDays(today, availability.leadTimeDays);
  let monday = addDays(earliest, -((weekdayOf(earliest) + 6) % 7));
  const weeks: string[] = [];
  for (let index = 0; index < 52; index += 1, monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
    if (days.some((day) => day >= earliest && availability.weekdays.includes(weekdayOf(day)) && inSeason(parseCalendarDate(day)!.month, availability))) weeks.push(monday);
  }
  return weeks;
}

describe('bookableWeeks', () => {
  it('offers the same weeks as the day-by-day definition, for any season, weekdays, lead time and today', () => {
    fc.assert(
      fc.property(
        fc.record({
          seasonStartMonth: fc.integer({ min: 1, max: 12 }),
          seasonEndMonth: fc.integer({ min: 1, max: 12 }),
          weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
          leadTimeDays: fc.integer({ min: 0, max: 365 }),
        }),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        (availability, date) => {
          const today = date.toISOString().slice(0, 10);
          expect(bookableWeeks(availability, today)).toEqual(weeksByDefinition(availability, today));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops at the limit', () => {
    expect(bookableWeeks({ seasonStartMonth: 1, seasonEndMonth: 12, weekdays: [1], leadTimeDays: 0 }, '2026-11-30', 3)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
  });
});

describe('schemas', () => {
  it('refuses a listing address that is a page of the app, and a fixed listing without a price', () => {
    const base = { slug: 'weekly-mowing', title: 'Weekly mowing', serviceId: '4b0b7c59-3c36-4c47-9c0a-6c6b8f5b1a11', pricingMode: 'fixed' };
    expect(listingInputSchema.safeParse({ ...base, slug: 'login', fixedPrice: 10 }).success).toBe(false);
    expect(listingInputSchema.safeParse(base).success).toBe(false);
    expect(listingInputSchema.safeParse({ ...base, slug: 'Bad Slug!', fixedPrice: 10 }).success).toBe(false);
    expect(listingInputSchema.parse({ ...base, slug: 'Weekly-Mowing', fixedPrice: 10 }).slug).toBe('weekly-mowing');
  });

  it('a booking needs a name, a street and an e-mail or phone; unknown keys like companyId are dropped', () => {
    const parsed = bookingRequestSchema.parse({ firstName: 'Dana', email: 'DANA@example.com', address: { street: '1 Elm St' }, measure: '4,200', preferredWeek: '2026-04-06', companyId: 'x' });
    expect(parsed).toMatchObject({ email: 'dana@example.com', measure: 4200 });
    expect('companyId' in parsed).toBe(false);
    expect(bookingRequestSchema.safeParse({ firstName: 'Dana', address: { street: '1 Elm St' }, preferredWeek: '2026-04-06' }).success).toBe(false);
  });

  it('a booking reference is short and upper case', () => {
    expect(bookingReference('4b0b7c59-3c36-4c47-9c0a-6c6b8f5b1a11')).toBe('BK-4B0B7C59');
  });
});

describe('storefrontTextColour', () => {
  it.each([
    // [accent, contrast on white worked by hand, colour shown]
    ['#000000', 21, '#000000'],
    ['#ffffff', 1, STOREFRONT_TEXT_FALLBACK],
    ['#2f855a', 4.54, '#2f855a'],
    ['#68d391', 1.86, STOREFRONT_TEXT_FALLBACK],
    ['#767676', 4.54, '#767676'],
    ['#777777', 4.48, STOREFRONT_TEXT_FALLBACK],
  ])('%s reads at %f : 1 on white → %s', (accent, ratio, shown) => {
    expect(contrastRatio(accent, '#ffffff')).toBeCloseTo(ratio, 1);
    expect(storefrontTextColour(accent)).toBe(shown);
  });

  it('keeps the default for anything that is not a #rrggbb colour', () => {
    expect(storefrontTextColour('red')).toBe(STOREFRONT_TEXT_FALLBACK);
    expect(storefrontTextColour('#12345')).toBe(STOREFRONT_TEXT_FALLBACK);
  });
});
