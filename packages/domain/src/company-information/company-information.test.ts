import { describe, expect, it } from 'vitest';
import {
  companyDetailsSchema,
  defaultCompanyDetails,
  defaultCompanyMission,
  defaultCompanyVision,
  defaultSchedulingDetails,
  schedulingDetailsSchema,
  updateCompanyInformationInputSchema,
  withPhysicalAddress,
} from './company-information.schemas';
import { isValidPhone, isValidTimeZone, isValidWebsite, timeZoneOptions } from './fields';

function detailErrors(input: Record<string, unknown>) {
  const result = companyDetailsSchema.safeParse({ companyName: 'Evergreen', ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('company details', () => {
  it('default to the United States, New York time and the same physical address', () => {
    expect(defaultCompanyDetails('Evergreen')).toMatchObject({
      companyName: 'Evergreen',
      country: 'United States',
      timeZone: 'America/New_York',
      sameAsAbove: true,
      physicalCountry: 'United States',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty company name', { companyName: ' ' }, 'companyName', 'Company name is required'],
    ['a short phone', { officePhone: '555-0142' }, 'officePhone', 'Enter a valid phone number, e.g. (612) 555-0142'],
    ['letters in a phone', { officePhone: '612-CALL-NOW' }, 'officePhone', 'Enter a valid phone number, e.g. (612) 555-0142'],
    ['a bad e-mail', { companyEmail: 'office@' }, 'companyEmail', 'Enter a valid email address'],
    ['a bad website', { website: 'not a site' }, 'website', 'Enter a valid website, e.g. https://www.example.com'],
    ['an ftp website', { website: 'ftp://files.example.com' }, 'website', 'Enter a valid website, e.g. https://www.example.com'],
    ['a four-digit ZIP', { zipCode: '5540' }, 'zipCode', 'Enter a valid ZIP code, e.g. 55401 or 55401-1234'],
    ['a Canadian code in the US', { zipCode: 'K1A 0B1' }, 'zipCode', 'Enter a valid ZIP code, e.g. 55401 or 55401-1234'],
    ['a US ZIP in Canada', { country: 'Canada', zipCode: '55401' }, 'zipCode', 'Enter a valid postal code, e.g. K1A 0B1'],
    ['a made-up time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Choose a time zone from the list, e.g. America/New_York'],
    ['a bad physical ZIP', { sameAsAbove: false, physicalZipCode: 'abc' }, 'physicalZipCode', 'Enter a valid ZIP code, e.g. 55401 or 55401-1234'],
  ])('refuses %s', (_label, input, field, message) => {
    expect(detailErrors(input)).toEqual({ [field]: message });
  });

  it('accepts what people really type', () => {
    expect(
      detailErrors({
        officePhone: '(612) 555-0142 ext. 12',
        companyEmail: 'Office@Evergreen.Example',
        website: 'www.evergreen.example',
        zipCode: '55401-1234',
        timeZone: 'America/Chicago',
      }),
    ).toEqual({});
    expect(companyDetailsSchema.parse({ companyName: 'E', companyEmail: 'Office@Evergreen.Example' }).companyEmail).toBe('office@evergreen.example');
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidWebsite('https://evergreen.example/about')).toBe(true);
    expect(isValidWebsite('localhost')).toBe(false);
  });

  it('copies the mailing address to the physical one while sameAsAbove is set', () => {
    const details = companyDetailsSchema.parse({ companyName: 'E', address: '1 Main St', city: 'Minneapolis', state: 'MN', zipCode: '55401' });
    expect(withPhysicalAddress(details)).toMatchObject({ physicalAddress: '1 Main St', physicalCity: 'Minneapolis', physicalZipCode: '55401' });
    const separate = { ...details, sameAsAbove: false, physicalAddress: '9 Yard Rd' };
    expect(withPhysicalAddress(separate).physicalAddress).toBe('9 Yard Rd');
  });

  it('offers every IANA zone of the runtime', () => {
    expect(timeZoneOptions()).toContain('America/New_York');
    expect(timeZoneOptions()).toContain('UTC');
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('EST5EDT-ish')).toBe(false);
  });
});

describe('mission and vision', () => {
  it('start with the four roadmap points of three goals and a 5-10 year vision', () => {
    expect(defaultCompanyMission().roadmapPoints).toEqual([
      { title: 'You Are Here', timeframe: 'Current', goals: ['', '', ''] },
      { title: '6 Months', timeframe: '6 Months', goals: ['', '', ''] },
      { title: '18 Months', timeframe: '18 Months', goals: ['', '', ''] },
      { title: '3 Years', timeframe: '3 Years', goals: ['', '', ''] },
    ]);
    expect(defaultCompanyVision()).toMatchObject({ timeframe: '5-10 years', focusAreas: [], lastUpdated: null });
  });

  it('refuse a roadmap of the wrong shape', () => {
    const result = updateCompanyInformationInputSchema.safeParse({
      updatedAt: new Date().toISOString(),
      companyMission: { roadmapPoints: [{ title: 'Now', timeframe: 'Current', goals: ['one'] }] },
    });
    expect(result.success).toBe(false);
  });
});

describe('scheduling details', () => {
  const errors = (input: Record<string, unknown>) => {
    const result = schedulingDetailsSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('default to Monday to Friday, 8-hour shifts from 7:00 and no yard yet', () => {
    expect(defaultSchedulingDetails()).toEqual({ workingWeekdays: [1, 2, 3, 4, 5], shiftHours: 8, dayStartTime: '07:00', yardLatitude: null, yardLongitude: null });
  });

  it('sorts the working days and drops repeats', () => {
    expect(schedulingDetailsSchema.parse({ workingWeekdays: [6, 1, 1, 3] }).workingWeekdays).toEqual([1, 3, 6]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no working day', { workingWeekdays: [] }, 'workingWeekdays', 'Choose at least one working day'],
    ['a weekday 7', { workingWeekdays: [7] }, 'workingWeekdays.0', 'A working day is a weekday number from 0 (Sunday) to 6 (Saturday)'],
    ['a 30-hour shift', { shiftHours: 30 }, 'shiftHours', 'Shift length must be at most 24 hours'],
    ['a 7.1-hour shift', { shiftHours: 7.1 }, 'shiftHours', 'Shift length goes in quarter hours'],
    ['a start at 25:00', { dayStartTime: '25:00' }, 'dayStartTime', 'Start of the day must be a time (HH:MM, 24-hour)'],
    ['a latitude of 91', { yardLatitude: 91, yardLongitude: 0 }, 'yardLatitude', 'Yard latitude must be between -90 and 90'],
    ['a latitude alone', { yardLatitude: 44.98 }, 'yardLongitude', 'Enter both the latitude and the longitude of the yard, or neither'],
  ])('refuses %s', (_case, input, path, message) => {
    expect(errors(input)).toMatchObject({ [path]: message });
  });

  it('takes a yard given as both coordinates, and blank ones as none', () => {
    expect(schedulingDetailsSchema.parse({ yardLatitude: 44.9778, yardLongitude: -93.265 })).toMatchObject({ yardLatitude: 44.9778, yardLongitude: -93.265 });
    expect(schedulingDetailsSchema.parse({ yardLatitude: '', yardLongitude: '' })).toMatchObject({ yardLatitude: null, yardLongitude: null });
  });
});
