import type { Round, RoundListItem, RoundStop } from '@groundwork/domain/rounds';

export const roundId = '7b3c9d21-5e2f-4a6b-9c8d-a00000000001';
export const northCrewId = '7b3c9d21-5e2f-4a6b-9c8d-b00000000001';
export const annId = '7b3c9d21-5e2f-4a6b-9c8d-c00000000001';
export const boId = '7b3c9d21-5e2f-4a6b-9c8d-c00000000002';
export const cyId = '7b3c9d21-5e2f-4a6b-9c8d-c00000000003';
const at = '2027-04-01T14:00:00.000Z';

/** A stop (test data): the customer's home; `n` picks the property id. */
export function aStop(n: number, overrides: Partial<RoundStop> = {}): RoundStop {
  return {
    propertyId: `7b3c9d21-5e2f-4a6b-9c8d-e${String(n).padStart(11, '0')}`,
    customerId: annId,
    customerName: 'Ann Green',
    address: `${n} Elm St, Minneapolis, MN 55419`,
    located: true,
    ...overrides,
  };
}

export const annStop = aStop(1, { customerId: annId, customerName: 'Ann Green', address: '1 Elm St, Minneapolis, MN 55419' });
export const boStop = aStop(2, { customerId: boId, customerName: 'Bo Larson', address: '9 Oak Ave, Minneapolis, MN 55408' });
export const cyStop = aStop(3, { customerId: cyId, customerName: 'Cy Park', address: '4 Pine Rd, Minneapolis, MN 55406', located: false });

/** A round (test data): "Tuesday mowing, North", weekly on Tuesday, North crew, Ann then Bo. */
export function aRound(overrides: Partial<Round> = {}): Round {
  return {
    id: roundId,
    name: 'Tuesday mowing, North',
    crewId: northCrewId,
    crewName: 'North crew',
    rhythm: 'weekly',
    weekday: 2,
    startDate: null,
    endDate: null,
    month: null,
    notes: '',
    stops: [annStop, boStop],
    jobCount: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A round as GET /rounds lists it. */
export function aRoundRow(overrides: Partial<RoundListItem> = {}): RoundListItem {
  return {
    id: roundId,
    name: 'Tuesday mowing, North',
    crewId: northCrewId,
    crewName: 'North crew',
    rhythm: 'weekly',
    weekday: 2,
    startDate: null,
    endDate: null,
    month: null,
    stopCount: 12,
    locatedCount: 12,
    jobCount: 12,
    propertyIds: [],
    updatedAt: at,
    ...overrides,
  };
}
