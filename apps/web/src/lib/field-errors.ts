import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

export type FieldMessages = Record<string, string>;

/** The first message of each field a schema refused, keyed by its path ('milestones.2.title'). */
export function schemaFieldErrors(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

/** The server's per-field messages (400, or 404 on an owner or goal that is gone), one a field. */
export function serverFieldErrors(error: unknown): FieldMessages {
  if (!isApiError(error)) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0] ?? '']));
}
