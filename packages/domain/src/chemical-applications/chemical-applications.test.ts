import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  applicationReportQuerySchema,
  applicationWarnings,
  createApplicationInputSchema,
  isRecordLate,
  missingRecordFields,
  productsMissingRecords,
  profileFor,
  recordDeadline,
  safeEntryAt,
  signLines,
  signRemoval,
  stateRuleProfiles,
  totalApplied,
  totalsByProduct,
  unresolvedWarnings,
  updateApplicationInputSchema,
  updateApplicationSettingsInputSchema,
  type ApplicationFacts,
} from './index';

/**
 * A Minnesota record worked by hand: 24-0-11 lawn fertiliser with 0.08% dithiopyr (pre-emergent) on a 6,500 sq ft
 * front and back lawn, 3.2 lb per 1,000 sq ft, finished 10:40 AM Central on Tuesday 14 April 2026 (15:40 UTC).
 */
const minnesotaRecord: ApplicationFacts = {
  finishedAt: '2026-04-14T15:40:00.000Z',
  startedAt: '2026-04-14T15:15:00.000Z',
  productName: 'Lesco 24-0-11 with Dimension 0.08%',
  epaRegistrationNumber: '10404-83',
  rate: 3.2,
  areaTreated: 6500,
  target: 'Turf — crabgrass pre-emergent',
  temperatureF: 54,
  windSpeedMph: 6,
  windDirection: 'NW',
  siteLocation: '4125 Zenith Ave S, Minneapolis, MN 55410 — front and back lawns',
  customerName: 'Karen Lindqvist',
  customerAddress: '4125 Zenith Ave S, Minneapolis, MN 55410',
  applicatorName: 'Carlos Mendoza',
  applicatorLicenseNumber: '20110457',
  companyName: 'Demo Landscaping Co.',
  companyAddress: '800 Washington Ave N, Minneapolis, MN 55401',
};
const MN = stateRuleProfiles.MN;
const WI = stateRuleProfiles.WI;

describe('a hand-worked Minnesota record', () => {
  it('is complete with every §18B.37 field', () => {
    expect(missingRecordFields(minnesotaRecord, MN)).toEqual([]);
  });

  it('applied 3.2 lb × 6,500 sq ft ÷ 1,000 = 20.8 lb of product', () => {
    expect(totalApplied(3.2, 6500)).toBe(20.8);
  });

  it('is due within 5 days of the application and late after', () => {
    expect(recordDeadline('2026-04-14', MN)).toBe('2026-04-19');
    expect(isRecordLate(false, '2026-04-19', '2026-04-19')).toBe(false);
    expect(isRecordLate(false, '2026-04-19', '2026-04-20')).toBe(true);
    expect(isRecordLate(true, '2026-04-19', '2026-05-20')).toBe(false);
  });

  it('needs weather, licence and EPA number, which Wisconsin does not all ask for', () => {
    const bare = { ...minnesotaRecord, temperatureF: null, windSpeedMph: null, windDirection: null, applicatorLicenseNumber: '', epaRegistrationNumber: null };
    expect(missingRecordFields(bare, MN)).toEqual(['epaRegistrationNumber', 'temperatureF', 'windSpeedMph', 'windDirection', 'applicatorLicenseNumber']);
    expect(missingRecordFields(bare, WI)).toEqual(['epaRegistrationNumber']);
  });

  it('Wisconsin asks for the start time and the target, the same day', () => {
    expect(missingRecordFields({ ...minnesotaRecord, startedAt: null, target: ' ' }, WI)).toEqual(['startedAt', 'target']);
    expect(recordDeadline('2026-04-14', WI)).toBe('2026-04-14');
  });

  it('a fertiliser alone has no EPA registration number to record', () => {
    const fertiliser = { ...minnesotaRecord, epaRegistrationNumber: null, pesticide: false };
    expect(missingRecordFields(fertiliser, MN)).toEqual([]);
    expect(missingRecordFields({ ...fertiliser, pesticide: true }, MN)).toEqual(['epaRegistrationNumber']);
  });

  it('without a state only the base fields are required', () => {
    const blank = Object.fromEntries(Object.keys(minnesotaRecord).map((key) => [key, null])) as unknown as ApplicationFacts;
    expect(missingRecordFields(blank, null)).toEqual(['finishedAt', 'productName', 'customerName', 'applicatorName']);
    expect(recordDeadline('2026-04-14', null)).toBeNull();
  });

  it('posts the statute’s sign for 48 hours, keep-off until the safe-entry date', () => {
    expect(signRemoval(MN, minnesotaRecord.finishedAt!, '2026-04-14', '2026-04-15')).toEqual({ kind: 'at', at: '2026-04-16T15:40:00.000Z' });
    expect(signLines(MN, 'Demo Landscaping Co.', 'April 15, 2026', null)).toEqual([
      'THIS AREA CHEMICALLY TREATED.',
      'KEEP CHILDREN AND PETS OFF UNTIL',
      'APRIL 15, 2026',
      'DEMO LANDSCAPING CO.',
    ]);
  });
});

describe('profileFor', () => {
  it('follows the property’s state when the company works there, else its first state', () => {
    expect(profileFor('mn', ['WI', 'MN'])?.state).toBe('MN');
    expect(profileFor('IA', ['WI', 'MN'])?.state).toBe('WI');
    expect(profileFor(null, ['MN'])?.state).toBe('MN');
    expect(profileFor('MN', [])).toBeNull();
  });
});

describe('signs', () => {
  it('Wisconsin: not before sunset the day after, or the day re-entry is safe when that is later', () => {
    expect(signRemoval(WI, '2026-06-02T14:00:00Z', '2026-06-02', '2026-06-03')).toEqual({ kind: 'after_sunset', on: '2026-06-03' });
    expect(signRemoval(WI, '2026-06-02T14:00:00Z', '2026-06-02', '2026-06-05')).toEqual({ kind: 'after_sunset', on: '2026-06-05' });
  });

  it('safe entry is the label’s re-entry interval, or 24 hours', () => {
    expect(safeEntryAt('2026-06-02T14:00:00.000Z', 48)).toBe('2026-06-04T14:00:00.000Z');
    expect(safeEntryAt('2026-06-02T14:00:00.000Z', null)).toBe('2026-06-03T14:00:00.000Z');
    expect(safeEntryAt('2026-06-02T14:00:00.000Z', 0)).toBe('2026-06-02T14:00:00.000Z');
  });
});

describe('applicationWarnings', () => {
  const facts = {
    rate: 3.2,
    labelMaxRate: 4.6,
    labelRateUnit: 'lb' as const,
    applicatorName: 'Carlos Mendoza',
    applicatorLicenseNumber: '20110457',
    applicatorLicenseExpiresOn: '2027-03-31',
    appliedOn: '2026-04-14',
    windSpeedMph: 6,
    maxWindMph: 10,
  };

  it('has none for a clean application', () => {
    expect(applicationWarnings(facts)).toEqual([]);
  });

  it('flags a rate above the label, a missing or expired licence and high wind', () => {
    expect(applicationWarnings({ ...facts, rate: 4.6001, applicatorLicenseNumber: null, windSpeedMph: 10.5 })).toEqual([
      { code: 'rate_above_label', message: "The rate of 4.6001 lb per 1,000 sq ft is above the label's maximum of 4.6 lb." },
      { code: 'license_invalid', message: 'Carlos Mendoza has no applicator licence on file.' },
      { code: 'wind_above_limit', message: "Wind of 10.5 mph is above the company's limit of 10 mph." },
    ]);
    expect(applicationWarnings({ ...facts, applicatorLicenseExpiresOn: '2026-04-13' })).toEqual([
      { code: 'license_invalid', message: "Carlos Mendoza's applicator licence expired on 2026-04-13." },
    ]);
  });

  it('accepts the label maximum, a licence expiring that day and wind at the limit', () => {
    expect(applicationWarnings({ ...facts, rate: 4.6, applicatorLicenseExpiresOn: '2026-04-14', windSpeedMph: 10 })).toEqual([]);
  });

  it('needs a reason for each warning, blank is none', () => {
    const warnings = applicationWarnings({ ...facts, rate: 5, windSpeedMph: 14 });
    expect(unresolvedWarnings(warnings, { rate_above_label: 'Heavy crabgrass pressure; label allows spot rate', wind_above_limit: '  ' }).map((w) => w.code)).toEqual([
      'wind_above_limit',
    ]);
  });
});

describe('totalApplied', () => {
  it('rounds half-up to 4 places, exactly', () => {
    expect(totalApplied(0.0459, 1234)).toBe(0.0566); // 56.6406 / 1,000
    expect(totalApplied(1.5, 333)).toBe(0.4995);
    expect(totalApplied(0.0001, 5)).toBe(0.0000);
    expect(totalApplied(0.0001, 5000)).toBe(0.0005);
  });

  it('equals exact decimal arithmetic for any rate and area', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (rateUnits, area) => {
        const exact = (BigInt(rateUnits) * BigInt(area) * 2n + 1000n) / 2000n;
        expect(totalApplied(rateUnits / 10_000, area)).toBe(Number(exact) / 10_000);
      }),
    );
  });
});

describe('productsMissingRecords', () => {
  it('lists application products used without a complete record, once each', () => {
    const used = [
      { productId: 'p1', productName: 'Lesco 24-0-11', category: 'fertilizer' as const },
      { productId: 'p2', productName: 'Hardwood mulch', category: 'mulch' as const },
      { productId: 'p3', productName: 'SpeedZone', category: 'herbicide' as const },
      { productId: 'p3', productName: 'SpeedZone', category: 'herbicide' as const },
    ];
    expect(productsMissingRecords(used, [{ productId: 'p1', complete: true }, { productId: 'p3', complete: false }])).toEqual([
      { productId: 'p3', productName: 'SpeedZone' },
    ]);
    expect(productsMissingRecords(used, [{ productId: 'p1', complete: true }, { productId: 'p3', complete: true }])).toEqual([]);
  });
});

describe('totalsByProduct', () => {
  it('sums each product’s applications exactly, by name', () => {
    const row = { epaRegistrationNumber: '10404-83', labelRateUnit: 'lb' as const };
    expect(
      totalsByProduct([
        { ...row, productId: 'b', productName: 'SpeedZone', labelRateUnit: 'fl_oz', areaTreated: 4000, totalApplied: 4.4 },
        { ...row, productId: 'a', productName: 'Lesco 24-0-11', areaTreated: 6500, totalApplied: 20.8 },
        { ...row, productId: 'a', productName: 'Lesco 24-0-11', areaTreated: 3000, totalApplied: 9.6 },
        { ...row, productId: 'a', productName: 'Lesco 24-0-11', areaTreated: null, totalApplied: null },
      ]),
    ).toEqual([
      { ...row, productId: 'a', productName: 'Lesco 24-0-11', applications: 3, areaTreated: 9500, totalApplied: 30.4 },
      { ...row, productId: 'b', productName: 'SpeedZone', labelRateUnit: 'fl_oz', applications: 1, areaTreated: 4000, totalApplied: 4.4 },
    ]);
  });
});

describe('requests', () => {
  const id = '5f0c4a0e-1c2b-4d3e-8f9a-0b1c2d3e4f5a';
  const base = { productId: id, applicatorEmployeeId: id, finishedAt: '2026-04-14T15:40:00Z' };

  it('a stand-alone record needs its customer; one on a work order does not', () => {
    expect(createApplicationInputSchema.safeParse(base).error?.issues[0]).toMatchObject({ path: ['customerId'] });
    expect(createApplicationInputSchema.safeParse({ ...base, workOrderId: id }).success).toBe(true);
  });

  it('refuses a start after the finish, unknown keys, bad weather and area', () => {
    const fields = (input: object) =>
      createApplicationInputSchema.safeParse({ ...base, customerId: id, ...input }).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ startedAt: '2026-04-14T16:00:00Z' })).toEqual(['startedAt']);
    expect(fields({ companyId: id })).toEqual(['']);
    expect(fields({ temperatureF: 141 })).toEqual(['temperatureF']);
    expect(fields({ temperatureF: -12.5, windSpeedMph: 3.25 })).toEqual(['windSpeedMph']);
    expect(fields({ windDirection: 'north' })).toEqual(['windDirection']);
    expect(fields({ areaTreated: 1.5 })).toEqual(['areaTreated']);
    expect(fields({ rate: 0 })).toEqual(['rate']);
    expect(fields({ overrideReasons: { because: 'x' } })).toEqual(['overrideReasons']);
  });

  it('an update needs the version it was loaded with', () => {
    expect(updateApplicationInputSchema.safeParse({ rate: 2 }).success).toBe(false);
    expect(updateApplicationInputSchema.safeParse({ rate: 2, updatedAt: '2026-04-14T15:40:00.000Z' }).success).toBe(true);
  });

  it('a report needs both days, in order', () => {
    expect(applicationReportQuerySchema.safeParse({ from: '2026-01-01' }).success).toBe(false);
    expect(applicationReportQuerySchema.safeParse({ from: '2026-12-31', to: '2026-01-01' }).error?.issues[0]?.path).toEqual(['to']);
    expect(applicationReportQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' }).format).toBe('json');
  });

  it('settings name each state once', () => {
    const settings = { states: ['MN', 'MN'], maxWindMph: 10, copyOnInvoice: false, updatedAt: null };
    expect(updateApplicationSettingsInputSchema.safeParse(settings).success).toBe(false);
    expect(updateApplicationSettingsInputSchema.safeParse({ ...settings, states: ['MN', 'WI'] }).success).toBe(true);
    expect(updateApplicationSettingsInputSchema.safeParse({ ...settings, states: ['CA'] }).success).toBe(false);
  });
});
