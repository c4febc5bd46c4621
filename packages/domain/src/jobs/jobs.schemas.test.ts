import { BILLING_METHOD_MESSAGE } from '../invoices/billing.schemas';
import { describe, expect, it } from 'vitest';

import {
  FIRST_VISIT_DATE_REQUIRED_MESSAGE,
  FREQUENCY_REQUIRED_MESSAGE,
  SCHEDULE_EVERY_SERVICE_MESSAGE,
  VISIT_COUNT_REQUIRED_MESSAGE,
  convertEstimateInputSchema,
  createJobInputSchema,
  updateJobInputSchema,
} from './jobs.schemas';

const issuesOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const id = '4c0f8a8e-5d1e-4f4e-9d8e-2b7a1c3d4e5f';

describe('convertEstimateInputSchema', () => {
  const schedule = (fields: Record<string, unknown> = {}) => ({ itemId: 'p1', instanceDate: '2026-05-04', ...fields });

  it('fills the SPEC.md §3 defaults; a one-time service has one visit, billed per visit', () => {
    expect(convertEstimateInputSchema.parse({ schedules: [schedule({ jobType: 'one-time', frequency: 'weekly', visitCount: 9 })] })).toEqual({
      schedules: [{ itemId: 'p1', jobType: 'one-time', instanceDate: '2026-05-04', frequency: null, visitCount: 1, roundId: null, billingMethod: 'per_visit' }],
      priority: 'medium',
      flexible: true,
      createWorkOrder: false,
      notes: '',
    });
  });

  it("keeps a recurring schedule; the visit count may be left to the service's lines", () => {
    const values = convertEstimateInputSchema.parse({ schedules: [schedule({ jobType: 'recurring', frequency: 'monthly' })] });
    expect(values.schedules[0]!.frequency).toBe('monthly');
    expect(values.schedules[0]!.visitCount).toBeUndefined();
  });

  it.each([
    [{}, `schedules: ${SCHEDULE_EVERY_SERVICE_MESSAGE}`],
    [{ schedules: [] }, `schedules: ${SCHEDULE_EVERY_SERVICE_MESSAGE}`],
    [{ schedules: [schedule({ jobType: 'one-time', instanceDate: '' })] }, `schedules.0.instanceDate: ${FIRST_VISIT_DATE_REQUIRED_MESSAGE}`],
    [{ schedules: [schedule({ jobType: 'one-time', instanceDate: '2026-02-30' })] }, 'schedules.0.instanceDate: Enter a valid date (YYYY-MM-DD)'],
    [{ schedules: [schedule({ jobType: 'recurring' })] }, `schedules.0.frequency: ${FREQUENCY_REQUIRED_MESSAGE}`],
    [{ schedules: [schedule({ jobType: 'sometimes' })] }, 'schedules.0.jobType: Job type must be one-time or recurring'],
    [{ schedules: [schedule({ jobType: 'one-time', billingMethod: 'barter' })] }, `schedules.0.billingMethod: ${BILLING_METHOD_MESSAGE}`],
    [{ schedules: [schedule({ jobType: 'recurring', frequency: 'daily' })] }, 'schedules.0.frequency: Frequency must be weekly, biweekly, every_4_weeks or monthly'],
    [{ schedules: [schedule({ jobType: 'recurring', frequency: 'weekly', visitCount: 61 })] }, 'schedules.0.visitCount: Number of visits must be at most 60'],
    [{ schedules: [schedule({ jobType: 'recurring', frequency: 'weekly', visitCount: 2.5 })] }, 'schedules.0.visitCount: Number of visits must be a whole number'],
    [{ schedules: [schedule({ jobType: 'one-time' }), schedule({ jobType: 'one-time' })] }, 'schedules.1.itemId: Each service is scheduled once'],
    [{ schedules: [schedule({ jobType: 'one-time' })], priority: 'urgent' }, 'priority: Priority must be low, medium or high'],
    [{ schedules: [schedule({ jobType: 'one-time' })], flexible: 'yes' }, 'flexible: Flexible must be true or false'],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(convertEstimateInputSchema, input)).toContain(message);
  });
});

describe('createJobInputSchema', () => {
  const base = { customerId: id, serviceId: id, instanceDate: '2026-05-04' };
  it('takes a bare one-time job', () => {
    expect(createJobInputSchema.parse(base)).toMatchObject({ propertyId: null, measure: null, rate: null, estimatedDuration: null, visitCount: 1 });
  });
  it.each([
    [{ ...base, jobType: 'recurring', frequency: 'weekly' }, `visitCount: ${VISIT_COUNT_REQUIRED_MESSAGE}`],
    [{ ...base, serviceId: 'x' }, 'serviceId: Must be a valid id'],
    [{ ...base, rate: -1 }, 'rate: Rate cannot be negative'],
    [{ ...base, rate: 1.234 }, 'rate: Rate can have at most 2 decimal places'],
    [{ ...base, measure: 'big' }, 'measure: Measure must be a number'],
  ])('refuses %j', (input, message) => {
    expect(issuesOf(createJobInputSchema, input)).toContain(message);
  });
});

describe('updateJobInputSchema', () => {
  it('needs the loaded updatedAt', () => {
    expect(issuesOf(updateJobInputSchema, { status: 'completed' })[0]).toMatch(/^updatedAt:/);
    expect(issuesOf(updateJobInputSchema, { status: 'done', updatedAt: '2026-01-01T00:00:00.000Z' })).toContain(
      'status: Status must be scheduled, in_progress, completed or cancelled',
    );
  });
});

