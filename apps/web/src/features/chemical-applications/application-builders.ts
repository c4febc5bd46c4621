import type { Application, ApplicationListItem, ApplicationReport, ApplicationSettings } from '@groundwork/domain/chemical-applications';
import type { ApplicationOptions } from './application-options';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `5d2e7f10-4a3b-4c5d-8e6f-${String(counter).padStart(12, '0')}`;
}

export const trimecId = '5d2e7f10-4a3b-4c5d-8e6f-b00000000001';
export const fertiliserId = '5d2e7f10-4a3b-4c5d-8e6f-b00000000002';
export const joeId = '5d2e7f10-4a3b-4c5d-8e6f-e00000000001';
export const kimId = '5d2e7f10-4a3b-4c5d-8e6f-e00000000002';
export const annGreenId = '5d2e7f10-4a3b-4c5d-8e6f-a00000000001';
export const elmStreetId = '5d2e7f10-4a3b-4c5d-8e6f-f00000000001';
const at = '2026-06-12T19:15:00.000Z';

/**
 * A record as GET /chemical_applications lists it (test data): Trimec Classic on Ann Green's lawn at 12 Elm St, Saint
 * Paul, finished 12 June 2026 at 2:15 PM Central by Joe Nguyen — complete under Minnesota.
 */
export function anApplicationRow(overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    id: uuid(),
    workOrderId: null,
    workOrderNumber: null,
    customerId: annGreenId,
    customerName: 'Ann Green',
    propertyId: elmStreetId,
    siteLocation: '12 Elm St, Saint Paul, MN 55105',
    productId: trimecId,
    productName: 'Trimec Classic',
    epaRegistrationNumber: '2217-543',
    applicatorEmployeeId: joeId,
    applicatorName: 'Joe Nguyen',
    finishedAt: at,
    appliedOn: '2026-06-12',
    rate: 1.25,
    labelRateUnit: 'fl_oz',
    areaTreated: 4800,
    totalApplied: 6,
    state: 'MN',
    missingFields: [],
    complete: true,
    deadline: '2026-06-17',
    late: false,
    customerCopySentAt: null,
    updatedAt: at,
    ...overrides,
  };
}

/** The whole record, as GET, POST and PUT answer. */
export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    ...anApplicationRow(),
    siteDescription: 'Front and back lawns',
    target: 'Turf — broadleaf weeds',
    startedAt: '2026-06-12T18:40:00.000Z',
    temperatureF: 72,
    windSpeedMph: 6,
    windDirection: 'NW',
    notes: '',
    customerAddress: '12 Elm St, Saint Paul, MN 55105',
    applicatorLicenseNumber: '20231187',
    applicatorLicenseExpiresOn: '2027-03-31',
    companyName: 'Evergreen Lawn Care',
    companyAddress: '400 Como Ave, Saint Paul, MN 55103',
    activeIngredient: '2,4-D 32.4%',
    signalWord: 'danger',
    reentryIntervalHours: 24,
    overrides: [],
    sign: {
      lines: ['THIS AREA CHEMICALLY TREATED.', 'KEEP CHILDREN AND PETS OFF UNTIL', 'JUNE 13, 2026', 'TRIMEC CLASSIC', 'EVERGREEN LAWN CARE'],
      safeEntryAt: '2026-06-13T19:15:00.000Z',
      removal: { kind: 'at', at: '2026-06-14T19:15:00.000Z' },
      postBefore: false,
      format: 'At least 18 inches above the grass.',
    },
    createdByName: 'Dana Whitfield',
    createdAt: at,
    ...overrides,
  };
}

export function someSettings(overrides: Partial<ApplicationSettings> = {}): ApplicationSettings {
  return { states: ['MN'], maxWindMph: 10, copyOnInvoice: false, updatedAt: '2026-03-01T15:00:00.000Z', ...overrides };
}

/** A report of `rows` with their totals as the server sums them. */
export function aReport(overrides: Partial<ApplicationReport> = {}): ApplicationReport {
  return {
    from: '2026-01-01',
    to: '2026-11-27',
    companyName: 'Evergreen Lawn Care',
    citations: ['Minnesota Statutes §18B.37 subd. 2 (records), §18B.09 subd. 3 (warning signs)'],
    applications: [],
    totals: [],
    truncated: false,
    ...overrides,
  };
}

/** The options the route would give: two products of the price book, two applicators, a select for the site. */
export function someOptions(overrides: Partial<ApplicationOptions> = {}): ApplicationOptions {
  return {
    products: [
      { id: fertiliserId, name: 'Lesco 24-0-11', category: 'fertilizer', epaRegistrationNumber: null, labelMaxRate: null, labelRateUnit: 'lb' },
      { id: trimecId, name: 'Trimec Classic', category: 'herbicide', epaRegistrationNumber: '2217-543', labelMaxRate: 1.5, labelRateUnit: 'fl_oz' },
    ],
    applicators: [
      { id: joeId, name: 'Joe Nguyen', licenseNumber: '20231187', licenseExpiresOn: '2027-03-31' },
      { id: kimId, name: 'Kim Ortiz', licenseNumber: null, licenseExpiresOn: null },
    ],
    renderSitePicker: () => null,
    canDelete: true,
    office: true,
    canEditSettings: true,
    ...overrides,
  };
}
