import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field messages (`details.fieldErrors`) on the matching form fields, so a
 * 409 'This email is already in use' shows under Email rather than in a toast.
 * Returns whether any field got a message; the first such field is focused. `serverName` maps a form field to the
 * request's name for it where the two differ.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  serverName: (field: Path<T>) => string = (field) => field,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[serverName(field)]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
