import {
  DEFAULT_JOB_PRIORITY,
  DEFAULT_JOB_TYPE,
  FREQUENCY_REQUIRED_MESSAGE,
  JOB_DEFAULTS,
  VISIT_COUNT_REQUIRED_MESSAGE,
  type CreateJobInput,
  type JobPriority,
  type JobType,
  type VisitFrequency,
} from '@groundwork/domain/jobs';
import { numberOrText } from '@/lib/typed-number';
import { nextWeekday } from './job-format';

/** The schedule both ways of making a job share, as the form holds it (numbers as typed). */
export type ScheduleFormValues = {
  jobType: JobType;
  instanceDate: string;
  frequency: VisitFrequency | '';
  visitCount: string;
  priority: JobPriority;
  flexible: boolean;
  createWorkOrder: boolean;
  notes: string;
  /** The round a recurring job joins; '' = none. */
  roundId: string;
};

export const scheduleFieldNames = ['jobType', 'instanceDate', 'frequency', 'visitCount', 'priority', 'flexible', 'createWorkOrder', 'notes', 'roundId'] as const;

/** SPEC.md §3 defaults: one-time, medium priority, flexible, no work order; the first visit on the next weekday. */
export function defaultSchedule({ visitCount = 1, today = new Date() }: { visitCount?: number; today?: Date } = {}): ScheduleFormValues {
  return {
    jobType: DEFAULT_JOB_TYPE,
    instanceDate: nextWeekday(today),
    frequency: 'weekly',
    visitCount: String(visitCount),
    priority: DEFAULT_JOB_PRIORITY,
    flexible: JOB_DEFAULTS.flexible,
    createWorkOrder: JOB_DEFAULTS.createWorkOrder,
    notes: '',
    roundId: '',
  };
}

/** The schedule part of a request body. A one-time job sends no frequency or visit count (it has one visit), and no round. */
export function scheduleBody(values: ScheduleFormValues): Omit<CreateJobInput, 'customerId' | 'serviceId' | 'propertyId' | 'measure' | 'rate' | 'estimatedDuration'> {
  const recurring = values.jobType === 'recurring';
  return {
    jobType: values.jobType,
    instanceDate: values.instanceDate,
    frequency: recurring ? values.frequency || null : null,
    visitCount: recurring ? ((numberOrText(values.visitCount) ?? undefined) as number | undefined) : undefined,
    priority: values.priority,
    flexible: values.flexible,
    createWorkOrder: values.createWorkOrder,
    notes: values.notes,
    roundId: recurring ? values.roundId || null : null,
  };
}

/**
 * The schema checks a recurring job's frequency (and visit count) only once every other field parses; the form says
 * so at once, with the schema's own messages, so all the problems show together.
 */
export function recurringScheduleErrors(values: ScheduleFormValues, { requireVisitCount }: { requireVisitCount: boolean }): Record<string, string> {
  if (values.jobType !== 'recurring') return {};
  const errors: Record<string, string> = {};
  if (!values.frequency) errors.frequency = FREQUENCY_REQUIRED_MESSAGE;
  if (requireVisitCount && values.visitCount.trim() === '') errors.visitCount = VISIT_COUNT_REQUIRED_MESSAGE;
  return errors;
}

export type ScheduleJobFormValues = ScheduleFormValues & {
  serviceId: string;
  propertyId: string;
  measure: string;
  rate: string;
  estimatedDuration: string;
};

export const scheduleJobFieldNames = ['serviceId', 'propertyId', 'measure', 'rate', 'estimatedDuration', ...scheduleFieldNames] as const;

/** POST /jobs from the schedule-job form. Typed numbers that are not numbers travel as typed so the schema names them. */
export function createJobBody(customerId: string, values: ScheduleJobFormValues): CreateJobInput {
  return {
    customerId,
    propertyId: values.propertyId || null,
    serviceId: values.serviceId,
    measure: numberOrText(values.measure) as number | null,
    rate: numberOrText(values.rate) as number | null,
    estimatedDuration: numberOrText(values.estimatedDuration) as number | null,
    ...scheduleBody(values),
  };
}
