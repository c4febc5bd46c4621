import { describe, expect, it } from 'vitest';

import {
  FIRST_VISIT_DATE_REQUIRED_MESSAGE,
  FREQUENCY_REQUIRED_MESSAGE,
  VISIT_COUNT_REQUIRED_MESSAGE,
  convertEstimateInputSchema,
  createJobInputSchema,
  defaultVisitCount,
  updateJobInputSchema,
} from './jobs.schemas';

const issuesOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const id = '4c0f8a8e-5d1e-4f4e-9d8e-2b7a1c3d4e5f';

describe('convertEstimateInputSchema', () => {
  it('fills the SPEC.md §3 defaults for a one-time job', () => {
    expect(convertEstimateInputSchema.parse({ instanceDate: '2026-05-04', frequency: 'weekly', visitCount: 9 })).toEqual({
      jobType: 'one-time',
      instanceDate: '2026-05-04',
      frequency: null,
      visitCount: 1,
      priority: 'medium',
      flexible: true,
      createWorkOrder: false,
      notes: '',
    });
  });

  it('keeps a recurring schedule; the visit count may be left to the estimate', () => {
    const values = convertEstimateInputSchema.parse({ jobType: 'recurring', instanceDate: '2026-05-04', frequency: 'monthly' });
    expect(values.frequency).toBe('monthly');
    expect(values.visitCount).toBeUndefined();
  });

  it.each([
    [{}, `instanceDate: ${FIRST_VISIT_DATE_REQUIRED_MESSAGE}`],
    [{ instanceDate: '' }, `instanceDate: ${FIRST_VISIT_DATE_REQUIRED_MESSAGE}`],
    [{ instanceDate: '2026-02-30' }, 'instanceDate: Enter a valid date (YYYY-MM-DD)'],
    [{ instanceDate: '2026-05-04', jobType: 'recurring' }, `frequency: ${FREQUENCY_REQUIRED_MESSAGE}`],
    [{ instanceDate: '2026-05-04', jobType: 'sometimes' }, 'jobType: Job type must be one-time or recurring'],
    [{ instanceDate: '2026-05-04', jobType: 'recurring', frequency: 'daily' }, 'frequency: Frequency must be weekly, biweekly, every_4_weeks or monthly'],
    [{ instanceDate: '2026-05-04', jobType: 'recurring', frequency: 'weekly', visitCount: 61 }, 'visitCount: Number of visits must be at most 60'],
    [{ instanceDate: '2026-05-04', jobType: 'recurring', frequency: 'weekly', visitCount: 0 }, 'visitCount: Number of visits must be at least 1'],
    [{ instanceDate: '2026-05-04', jobType: 'recurring', frequency: 'weekly', visitCount: 2.5 }, 'visitCount: Number of visits must be a whole number'],
    [{ instanceDate: '2026-05-04', priority: 'urgent' }, 'priority: Priority must be low, medium or high'],
    [{ instanceDate: '2026-05-04', flexible: 'yes' }, 'flexible: Flexible must be true or false'],
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

describe('defaultVisitCount', () => {
  it('is the largest visits of the lines, 1 to 60', () => {
    expect(defaultVisitCount([])).toBe(1);
    expect(defaultVisitCount([{ visits: 1 }, { visits: 28 }, { visits: 4 }])).toBe(28);
    expect(defaultVisitCount([{ visits: 366 }])).toBe(60);
  });
});
