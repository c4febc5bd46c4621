import { z } from 'zod';
import { exceptionKinds, exceptionSeverities } from './exceptions';

/** One record of an exception by name, with the link to where it is fixed. */
export const exceptionExampleSchema = z.object({
  /** 'WO-1042 · Maria Lopez', 'Oak Tree Care'. */
  label: z.string(),
  /** '$120.00 · done Jun 2', 'insurance expires Jun 20'. */
  detail: z.string(),
  href: z.string(),
});
export type ExceptionExample = z.infer<typeof exceptionExampleSchema>;

/** One kind of exception in the feed: how many, their money when they are money, the sentence and the fix. */
export const dashboardExceptionSchema = z.object({
  kind: z.enum(exceptionKinds),
  severity: z.enum(exceptionSeverities),
  count: z.number().int().positive(),
  /** Dollars (exact to the cent): unbilled work, overdue balances, estimates' value; null when not money. */
  amount: z.number().nullable(),
  /** '3 completed visits not invoiced'. */
  sentence: z.string(),
  /** Where the sentence leads: the screen that lists them, or the one record. */
  href: z.string(),
  /** At most five, most pressing first. */
  examples: z.array(exceptionExampleSchema).max(5),
});
export type DashboardException = z.infer<typeof dashboardExceptionSchema>;

/** GET /dashboard/exceptions: what needs the caller today, most severe first (empty: "Nothing needs you today."). */
export const dashboardExceptionsSchema = z.object({
  /** The company's today (YYYY-MM-DD, its time zone). */
  today: z.string(),
  /** 'company': every exception of the company; 'mine': only the caller's own records (an estimator's). */
  scope: z.enum(['company', 'mine']),
  exceptions: z.array(dashboardExceptionSchema),
});
export type DashboardExceptions = z.infer<typeof dashboardExceptionsSchema>;
