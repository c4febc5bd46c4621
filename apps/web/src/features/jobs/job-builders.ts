import type { RoundListItem } from '@groundwork/domain/rounds';
import type { Job, JobListItem, JobVisit } from '@groundwork/domain/jobs';

let counter = 0;
function uuid(): string {
  counter += 1;
  return `4d7c1a52-3f0e-4a4b-9a59-${String(counter).padStart(12, '0')}`;
}

export const jobCustomerId = '4d7c1a52-3f0e-4a4b-9a59-c00000000001';
const at = '2026-11-20T10:00:00.000Z';

/** A visit on a date (test data). */
export function aVisit(instanceDate: string, overrides: Partial<JobVisit> = {}): JobVisit {
  return { id: uuid(), instanceDate, status: 'scheduled', price: 45, ...overrides };
}

/** A job as GET /jobs lists it (test data): weekly mowing, three visits, converted from estimate #1001. */
export function aJob(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id: uuid(),
    customerId: jobCustomerId,
    customerName: 'Ann Green',
    propertyId: null,
    roundId: null,
    jobType: 'recurring',
    serviceName: 'Weekly mowing',
    sourceEstimateId: '4d7c1a52-3f0e-4a4b-9a59-e00000000001',
    estimateNumber: 1001,
    rate: 45,
    total: 135,
    estimatedDuration: 2,
    status: 'scheduled',
    createWorkOrder: false,
    priority: 'medium',
    flexible: true,
    instanceDate: '2027-04-05',
    frequency: 'weekly',
    notes: '',
    visits: [aVisit('2027-04-05', { status: 'completed' }), aVisit('2027-04-12'), aVisit('2027-04-19')],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The whole job, as POST, PUT and GET /jobs/{id} answer. */
export function fullJob(job: JobListItem = aJob()): Job {
  return { ...job, estimateItems: [], financialBreakdown: null };
}

/** A round as GET /rounds lists it (the jobs screens name it and check its stops). */
export function aRoundRow(overrides: Partial<RoundListItem> = {}): RoundListItem {
  return {
    id: '4d7c1a52-3f0e-4a4b-9a59-c00000000001',
    name: 'Tuesday mowing',
    crewId: null,
    crewName: null,
    rhythm: 'weekly',
    weekday: 2,
    startDate: null,
    endDate: null,
    month: null,
    stopCount: 0,
    locatedCount: 0,
    jobCount: 0,
    propertyIds: [],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
