import { z } from 'zod';

/** A sent estimate still waiting for the client's answer. */
export const waitingEstimateSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  clientName: z.string(),
  /** Grand total in dollars. */
  total: z.number(),
  /** The day it was (last) sent, in the company's calendar. */
  sentOn: z.string(),
  /** Whole days from sentOn to today. */
  daysWaiting: z.number().int().nonnegative(),
  expiryDate: z.string().nullable(),
});
export type WaitingEstimate = z.infer<typeof waitingEstimateSchema>;

const countAndValue = z.object({ count: z.number().int().nonnegative(), value: z.number() });

/** GET /dashboard/pipeline: the caller's own estimates (created by them), as an estimator follows them. */
export const pipelineSchema = z.object({
  /** The company's today. */
  today: z.string(),
  /** The month the approved and declined figures are of ('YYYY-MM'). */
  month: z.string(),
  /** Sent and not answered: how many, what they are worth, and the longest waiting first (at most five). */
  awaiting: countAndValue.extend({ oldest: z.array(waitingEstimateSchema).max(5) }),
  /** Answered this month (by the client through the proposal, or marked so in the office). */
  approved: countAndValue,
  declined: countAndValue,
});
export type Pipeline = z.infer<typeof pipelineSchema>;
