import { errorEnvelopeSchema, messageEnvelopeSchema, successEnvelope } from '@groundwork/domain/shared';
import type { z } from 'zod';

/** `{ success: true, data }`. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}

/** `{ success: true, message, errors: [] }` for answers that only carry a message. */
export function okMessage(message: string): { success: true; message: string; errors: string[] } {
  return { success: true, message, errors: [] };
}

/** Response schemas for a route: the success body plus the error envelope for every status it may refuse with. */
export function responses<T extends z.ZodType>(data: T, errorStatuses: readonly number[] = []) {
  const errors: Record<number, typeof errorEnvelopeSchema> = {};
  for (const status of errorStatuses) errors[status] = errorEnvelopeSchema;
  return { 200: successEnvelope(data), ...errors };
}

export function messageResponses(errorStatuses: readonly number[] = []) {
  const errors: Record<number, typeof errorEnvelopeSchema> = {};
  for (const status of errorStatuses) errors[status] = errorEnvelopeSchema;
  return { 200: messageEnvelopeSchema, ...errors };
}

/** Response schemas for a create that answers 201 Created with the new record. */
export function createdResponses<T extends z.ZodType>(data: T, errorStatuses: readonly number[] = []) {
  const errors: Record<number, typeof errorEnvelopeSchema> = {};
  for (const status of errorStatuses) errors[status] = errorEnvelopeSchema;
  return { 201: successEnvelope(data), ...errors };
}

/** Response schemas for work accepted to run in the background: 202 Accepted with where it stands. */
export function acceptedResponses<T extends z.ZodType>(data: T, errorStatuses: readonly number[] = []) {
  const errors: Record<number, typeof errorEnvelopeSchema> = {};
  for (const status of errorStatuses) errors[status] = errorEnvelopeSchema;
  return { 202: successEnvelope(data), ...errors };
}
