import { z } from 'zod';

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * `{ success: true, data }` — every successful answer of /api/v2. One envelope per data schema, so the server's
 * compiled serializers (compiled once per schema) are shared by every app built in the same process.
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  const made = () => z.object({ success: z.literal(true), data, message: z.string().optional() });
  let envelope = envelopes.get(data) as ReturnType<typeof made> | undefined;
  if (!envelope) {
    envelope = made();
    envelopes.set(data, envelope);
  }
  return envelope;
}

/** Per-field messages: `{ "email": ["Enter a valid email address"] }`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()),
  code: z.string(),
  details: z.object({ fieldErrors: fieldErrorsSchema.optional() }).catchall(z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Answers that only carry a message (forgot / reset password, logout). */
export const messageEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  errors: z.array(z.string()),
});
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

export const paginationSchema = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type Pagination = z.infer<typeof paginationSchema>;

/** `page` of a paged list: a whole number from 1 (default) to 100,000. */
export const pageParamSchema = z.coerce
  .number({ error: 'page must be a whole number of at least 1' })
  .int('page must be a whole number of at least 1')
  .min(1, 'page must be a whole number of at least 1')
  .max(100_000, 'page must be at most 100,000')
  .default(1);
/** `limit` of a paged list: 1 to 200 rows, 50 by default. */
export const limitParamSchema = z.coerce
  .number({ error: 'limit must be between 1 and 200' })
  .int('limit must be between 1 and 200')
  .min(1, 'limit must be between 1 and 200')
  .max(200, 'limit must be between 1 and 200')
  .default(50);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
