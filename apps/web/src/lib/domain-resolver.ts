import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** The first message per field of a zod error, keyed by the (top-level) field it belongs to. */
export function firstIssueByField(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}

/**
 * A react-hook-form resolver running the domain schema on the body the form would send, so the browser shows the
 * server's own messages. `extraErrors` adds checks the schema cannot make alone (the rate matrix must price the job).
 */
export function domainResolver<T extends FieldValues, B>(
  schema: z.ZodType<unknown, B>,
  toBody: (values: T) => B,
  { rename = {}, extraErrors }: { rename?: Record<string, string>; extraErrors?: (values: T) => Record<string, string> } = {},
): Resolver<T> {
  return (values): ResolverResult<T> => {
    const parsed = schema.safeParse(toBody(values));
    const messages = { ...(parsed.success ? {} : firstIssueByField(parsed.error)), ...extraErrors?.(values) };
    for (const [field, message] of Object.entries(rename)) if (messages[field]) messages[field] = message;
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(messages)) errors[field] = { type: 'validation', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
