import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insuranceStanding, needsInsuranceAttention } from './insurance';
import { createSubcontractorInputSchema } from './subcontractors.schemas';

describe('insuranceStanding', () => {
  const today = '2025-06-15';
  it.each([
    [null, 'missing', null],
    ['2025-06-14', 'expired', -1],
    ['2024-12-31', 'expired', -166],
    ['2025-06-15', 'expiring', 0],
    ['2025-07-15', 'expiring', 30],
    ['2025-07-16', 'current', 31],
    ['2026-06-15', 'current', 365],
  ] as const)('expiry %s on 2025-06-15 is %s (%s days left)', (expiry, status, daysLeft) => {
    expect(insuranceStanding(expiry, today)).toEqual({ status, daysLeft });
  });

  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(insuranceStanding('2024-03-11', '2024-02-28')).toEqual({ status: 'expiring', daysLeft: 12 });
  });

  it('flags expired and expiring certificates only', () => {
    expect(needsInsuranceAttention({ status: 'expired', daysLeft: -3 })).toBe(true);
    expect(needsInsuranceAttention({ status: 'expiring', daysLeft: 10 })).toBe(true);
    expect(needsInsuranceAttention({ status: 'current', daysLeft: 90 })).toBe(false);
    expect(needsInsuranceAttention({ status: 'missing', daysLeft: null })).toBe(false);
  });

  it('a later expiry date never leaves fewer days', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (today, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        return insuranceStanding(late, today).daysLeft! >= insuranceStanding(early, today).daysLeft!;
      }),
    );
  });
});

describe('subcontractor schemas', () => {
  const valid = { companyName: 'Northern Tree Service' };

  it('defaults trade other and status active, empty fields null, e-mail lower case', () => {
    expect(createSubcontractorInputSchema.parse({ ...valid, email: 'Office@NorthernTree.test', phone: '' })).toEqual({
      companyName: 'Northern Tree Service',
      contactName: null,
      email: 'office@northerntree.test',
      phone: null,
      trade: 'other',
      insuranceExpiryDate: null,
      hourlyRate: null,
      flatRate: null,
      flatRateDescription: null,
      notes: null,
      status: 'active',
    });
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Company name is required'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ ...valid, trade: 'plumbing' }, 'trade', 'Choose a trade from the list'],
    [{ ...valid, insuranceExpiryDate: '2025-13-01' }, 'insuranceExpiryDate', 'Enter a date as YYYY-MM-DD'],
    [{ ...valid, hourlyRate: -5 }, 'hourlyRate', 'Hourly rate cannot be negative'],
    [{ ...valid, flatRate: 250 }, 'flatRateDescription', 'Describe what the flat rate covers'],
    [{ ...valid, status: 'gone' }, 'status', 'Choose active or inactive'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = createSubcontractorInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('takes an hourly rate and a described flat rate together', () => {
    expect(createSubcontractorInputSchema.parse({ ...valid, hourlyRate: 95, flatRate: 150, flatRateDescription: 'Stump grinding, per stump' })).toMatchObject({
      hourlyRate: 95,
      flatRate: 150,
      flatRateDescription: 'Stump grinding, per stump',
    });
  });
});
