import { addDays } from '../shared/calendar';

/**
 * State rule profiles (docs/chemical-applications.md): what a state asks of a lawn-care company's record of a
 * pesticide or fertiliser application — the fields it must hold, how soon it must be complete, the warning sign
 * posted on the lawn and what the customer receives. A company picks its states (GET/PUT
 * /chemical_applications/settings); a record follows the profile of its property's state when the company picked
 * it, else the company's first state. Minnesota Statutes §18B.37 subd. 2 (records) and §18B.09 subd. 3 (signs) are
 * the model; Wisconsin ATCP 29.21/29.33 (records) and 29.56 (landscape applications) is the second.
 */
export const applicationStates = ['MN', 'WI'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/**
 * The parts of a record a profile can require. Each is the name of an input field (or a group the screen shows
 * together) so the screen can point at what is missing.
 */
export const applicationRecordFields = [
  'finishedAt',
  'startedAt',
  'productName',
  'epaRegistrationNumber',
  'rate',
  'areaTreated',
  'target',
  'temperatureF',
  'windSpeedMph',
  'windDirection',
  'siteLocation',
  'customerName',
  'customerAddress',
  'applicatorName',
  'applicatorLicenseNumber',
  'companyName',
  'companyAddress',
] as const;
export type ApplicationRecordField = (typeof applicationRecordFields)[number];

export const applicationRecordFieldLabels: Record<ApplicationRecordField, string> = {
  finishedAt: 'Date and time the application finished',
  startedAt: 'Time the application started',
  productName: 'Product brand name',
  epaRegistrationNumber: 'EPA registration number',
  rate: 'Rate per 1,000 sq ft',
  areaTreated: 'Area treated',
  target: 'Site or target treated',
  temperatureF: 'Temperature',
  windSpeedMph: 'Wind speed',
  windDirection: 'Wind direction',
  siteLocation: 'Site location',
  customerName: 'Customer name',
  customerAddress: 'Customer address',
  applicatorName: 'Applicator name',
  applicatorLicenseNumber: 'Applicator licence number',
  companyName: 'Company name',
  companyAddress: 'Company address',
};

export interface SignRule {
  /** Posting is required for pesticides (fertiliser alone needs no sign in either state). */
  forPesticidesOnly: true;
  /** Posted before the application starts (WI), or at the time of it (MN). */
  postBefore: boolean;
  /** How long it stays: a number of hours after the application, or until sunset of the day after / the REI's end. */
  stays: { kind: 'hours'; hours: number } | { kind: 'sunset_next_day_or_rei' };
  /** How it must look, printed under the sign on the page. */
  format: string;
}

export interface StateRuleProfile {
  state: ApplicationState;
  name: string;
  /** Where the rules come from, printed on the records report. */
  citation: string;
  requiredFields: readonly ApplicationRecordField[];
  /** The record must be complete within this many days after the application's date (0: the same day). */
  deadlineDays: number;
  /** How long the company keeps records. */
  retentionYears: number;
  sign: SignRule;
  /** What the customer must receive, in a sentence for the settings screen. */
  customerReceives: string;
}

export const stateRuleProfiles: Record<ApplicationState, StateRuleProfile> = {
  MN: {
    state: 'MN',
    name: 'Minnesota',
    citation: 'Minnesota Statutes §18B.37 subd. 2 (records), §18B.09 subd. 3 (warning signs)',
    requiredFields: [
      'finishedAt',
      'productName',
      'epaRegistrationNumber',
      'rate',
      'areaTreated',
      'temperatureF',
      'windSpeedMph',
      'windDirection',
      'siteLocation',
      'customerName',
      'customerAddress',
      'applicatorName',
      'applicatorLicenseNumber',
      'companyName',
      'companyAddress',
    ],
    deadlineDays: 5,
    retentionYears: 5,
    sign: {
      forPesticidesOnly: true,
      postBefore: false,
      stays: { kind: 'hours', hours: 48 },
      format: 'At least 18 inches above the grass, 2 to 5 feet from the sidewalk or street; capital letters at least ½ inch, in contrasting colours; rain-resistant for 48 hours.',
    },
    customerReceives: 'A copy of the application record.',
  },
  WI: {
    state: 'WI',
    name: 'Wisconsin',
    citation: 'Wisconsin Administrative Code ATCP 29.21 and 29.33 (records), 29.22 and 29.56 (customer information, warning signs)',
    requiredFields: [
      'finishedAt',
      'startedAt',
      'productName',
      'epaRegistrationNumber',
      'rate',
      'areaTreated',
      'target',
      'siteLocation',
      'customerName',
      'customerAddress',
      'applicatorName',
      'companyName',
      'companyAddress',
    ],
    deadlineDays: 0,
    retentionYears: 2,
    sign: {
      forPesticidesOnly: true,
      postBefore: true,
      stays: { kind: 'sunset_next_day_or_rei' },
      format: 'At least 4 by 5 inches on a stable support, red lettering on white (ATCP 29 Appendix B); legible for 72 hours.',
    },
    customerReceives: 'The products applied, their EPA registration numbers and the label precautions, when the application is completed.',
  },
};

/**
 * The profile a record follows: its property's state when the company picked that state, else the company's first
 * state; null when the company picked none (then no state field is required beyond the base ones).
 */
export function profileFor(propertyState: string | null | undefined, companyStates: readonly ApplicationState[]): StateRuleProfile | null {
  const state = (propertyState ?? '').trim().toUpperCase();
  const picked = companyStates.find((candidate) => candidate === state) ?? companyStates[0];
  return picked ? stateRuleProfiles[picked] : null;
}

/** The last day the record may be completed: the application's date (company calendar) plus the profile's days. */
export function recordDeadline(appliedOn: string, profile: StateRuleProfile | null): string | null {
  return profile ? addDays(appliedOn, profile.deadlineDays) : null;
}

/** Late: still incomplete after its deadline day (the company's today). */
export function isRecordLate(complete: boolean, deadline: string | null, today: string): boolean {
  return !complete && deadline !== null && today > deadline;
}
