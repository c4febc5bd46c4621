import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** Someone a service can be logged as done by (an employee of the company). */
export type NamedOption = { id: string; name: string };

/**
 * What the signed-in person may do on the upkeep screen, worked out by the route from the domain's role rules (one rule
 * on both sides: the server answers 403 to the same people). Adding a reading or a service is everyone's.
 */
export type UpkeepAccess = {
  /** Schedules and the unit's status (out of service, back in service): canManagePriceBook. */
  canManage: boolean;
  /** Deleting a service-log entry (a correction): the office's (isOfficeRole). */
  canCorrect: boolean;
};

export type FormErrors = Record<string, string | undefined>;

/** The first message of each field the domain schema refused, keyed by the field's name. */
export function schemaErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's per-field messages (a 400, a 409 duplicate) in the same shape, so they show under their fields. */
export function serverErrors(error: unknown): FormErrors {
  if (!isApiError(error)) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]]));
}
