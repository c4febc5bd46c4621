import { isApiError } from './api-client';

/**
 * A 409 without per-field messages: someone else saved the record since this screen read it
 * (ARCHITECTURE.md §3). The screen offers to reload rather than overwrite their work.
 */
export function isStaleWrite(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && Object.keys(error.fieldErrors).length === 0;
}
