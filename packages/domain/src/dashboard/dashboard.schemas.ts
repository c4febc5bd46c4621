import { z } from 'zod';

/**
 * How far the company has set itself up, read from what it really has: the dashboard's checklist ticks a step when
 * its records exist, so 150 customers and a sent estimate show as done.
 */
export const setupProgressSchema = z.object({
  /** The company's address is filled in (it prints on every estimate and invoice). */
  companyAddress: z.boolean(),
  /** Services not archived. */
  services: z.number().int().nonnegative(),
  /** Employees not terminated. */
  employees: z.number().int().nonnegative(),
  /** Active crews. */
  crews: z.number().int().nonnegative(),
  /** Customers not archived. */
  customers: z.number().int().nonnegative(),
  leads: z.number().int().nonnegative(),
  /** Estimates that left draft: sent, answered or converted. */
  estimatesSent: z.number().int().nonnegative(),
});
export type SetupProgress = z.infer<typeof setupProgressSchema>;

export const dashboardSchema = z.object({ setup: setupProgressSchema });
export type Dashboard = z.infer<typeof dashboardSchema>;
