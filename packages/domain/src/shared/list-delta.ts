import { z } from 'zod';

/**
 * The client book's deltas (GET /customers, GET /leads). The whole list answers `version`: the list version it was
 * read at. A client that holds a copy at version N asks `?since=N` and gets only what changed after N — the rows
 * written since (whole rows, to replace or add) and the ids removed since — with the new `version` and `since: N`
 * echoed back. An answer without `since` is a whole list that replaces the copy (the server sends one when it cannot
 * answer from N, e.g. N is ahead of its own version after a database reset).
 */
export const listVersionSchema = z.coerce
  .number({ error: 'since must be a list version (a whole number of at least 0)' })
  .int('since must be a list version (a whole number of at least 0)')
  .min(0, 'since must be a list version (a whole number of at least 0)')
  .max(Number.MAX_SAFE_INTEGER, 'since must be a list version (a whole number of at least 0)');

/** The fields a whole-list answer adds to its rows: its version, and for a delta the version it starts from. */
export const listDeltaFieldsSchema = z.object({
  version: z.number().int().min(0).optional(),
  since: z.number().int().min(0).optional(),
  removedIds: z.array(z.uuid()).optional(),
});
