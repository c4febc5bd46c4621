import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitPrices } from '../jobs/estimate-jobs';
import { formatDollars } from './money';
import { seasonTrueUp, trueUpLineDescription, trueUpSummary } from './season-true-up';

describe('seasonTrueUp', () => {
  it.each([
    [
      'two visits rained off a $45 weekly season: a credit note',
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 26, invoicedSoFar: 1260 },
      { proposal: 'credit_note', amount: 90, pricePerVisit: 45, pricePerVisitExact: true, earned: 1170, difference: -90 },
    ],
    [
      // 169,144 ¢ ÷ 28: the first 24 visits 60.41, the last 4 60.40; 26 done = 24 × 60.41 + 2 × 60.40 = 1,570.64.
      'the cents do not divide: the visits done are priced as the season split them',
      { contractTotal: 1691.44, visitsPlanned: 28, visitsDone: 26, invoicedSoFar: 1691.44 },
      { proposal: 'credit_note', amount: 120.8, pricePerVisit: 60.41, pricePerVisitExact: false, earned: 1570.64, difference: -120.8 },
    ],
    [
      'two extra visits: an extra invoice at the price of a visit',
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 30, invoicedSoFar: 1260 },
      { proposal: 'extra_invoice', amount: 90, earned: 1350, difference: 90 },
    ],
    [
      'every visit done and every instalment invoiced: nothing to settle',
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 28, invoicedSoFar: 1260 },
      { proposal: 'none', amount: 0, earned: 1260, difference: 0 },
    ],
    [
      'every visit done but the last instalment not invoiced: an extra invoice for it',
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 28, invoicedSoFar: 1080 },
      { proposal: 'extra_invoice', amount: 180, earned: 1260, difference: 180 },
    ],
    [
      'nothing done: everything invoiced is credited',
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 0, invoicedSoFar: 360 },
      { proposal: 'credit_note', amount: 360, earned: 0, difference: -360 },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(seasonTrueUp(input)).toMatchObject({ ...expected, contractTotal: input.contractTotal, visitsPlanned: input.visitsPlanned, visitsDone: input.visitsDone, invoicedSoFar: input.invoicedSoFar });
  });

  it('refuses visit counts that are not whole, a season with no visits, and a negative contract', () => {
    const season = { contractTotal: 1260, visitsPlanned: 28, visitsDone: 26, invoicedSoFar: 0 };
    expect(() => seasonTrueUp({ ...season, visitsPlanned: 0 })).toThrow(RangeError);
    expect(() => seasonTrueUp({ ...season, visitsDone: 2.5 })).toThrow(RangeError);
    expect(() => seasonTrueUp({ ...season, visitsDone: -1 })).toThrow(RangeError);
    expect(() => seasonTrueUp({ ...season, visitsPlanned: 10_000 })).toThrow(RangeError);
    expect(() => seasonTrueUp({ ...season, contractTotal: -5 })).toThrow(RangeError);
  });

  it("prices the visits done exactly as the job's visits are priced, and proposes the difference", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (contractCents, planned, doneDrawn, invoicedCents) => {
          const done = Math.min(doneDrawn, planned);
          const trueUp = seasonTrueUp({ contractTotal: contractCents / 100, visitsPlanned: planned, visitsDone: done, invoicedSoFar: invoicedCents / 100 });
          const earnedCents = visitPrices(contractCents / 100, planned)
            .slice(0, done)
            .reduce((sum, price) => sum + Math.round(price * 100), 0);
          expect(Math.round(trueUp.earned * 100)).toBe(earnedCents);
          expect(Math.round(trueUp.difference * 100)).toBe(earnedCents - invoicedCents);
          expect(Math.round(trueUp.amount * 100)).toBe(Math.abs(earnedCents - invoicedCents));
          expect(trueUp.proposal).toBe(earnedCents > invoicedCents ? 'extra_invoice' : earnedCents < invoicedCents ? 'credit_note' : 'none');
        },
      ),
    );
  });
});

describe('trueUpSummary', () => {
  it.each([
    [
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 26, invoicedSoFar: 1260 },
      '26 of 28 visits done, worth $1,170.00 at $45.00 a visit; $1,260.00 invoiced: a credit note for $90.00.',
    ],
    [
      { contractTotal: 1691.44, visitsPlanned: 28, visitsDone: 26, invoicedSoFar: 1691.44 },
      '26 of 28 visits done, worth $1,570.64 at about $60.41 a visit; $1,691.44 invoiced: a credit note for $120.80.',
    ],
    [
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 30, invoicedSoFar: 1260 },
      '30 of 28 visits done, worth $1,350.00 at $45.00 a visit; $1,260.00 invoiced: an extra invoice for $90.00.',
    ],
    [
      { contractTotal: 1260, visitsPlanned: 28, visitsDone: 28, invoicedSoFar: 1260 },
      '28 of 28 visits done, worth $1,260.00 at $45.00 a visit; $1,260.00 invoiced: nothing to settle.',
    ],
  ])('%o', (input, expected) => {
    expect(trueUpSummary(seasonTrueUp(input), formatDollars)).toBe(expected);
  });

  it("names the true-up on the document's line", () => {
    expect(trueUpLineDescription('Weekly mowing', { visitsDone: 26, visitsPlanned: 28 })).toBe('Weekly mowing — season true-up: 26 of 28 visits done');
  });
});
