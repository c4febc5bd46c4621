import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { crews, equipment, products, services, subcontractors } from '../db/schema';
import { AppError, type FieldErrors } from './app-error';

/** A line of an estimate, a template or a recipe: the service it came from, and the price-book record it prices. */
export interface ReferencingLine {
  type: 'labor' | 'equipment' | 'product' | 'subcontractor';
  serviceId?: string | null;
  sourceId?: string | null;
}

/** Where a line's `sourceId` points, by the line's type: labour comes from a crew. */
const sourceTables = { labor: crews, equipment, product: products, subcontractor: subcontractors } as const;

export const LINE_REFERENCE_NOT_FOUND_MESSAGE = 'Not found';

/**
 * No `serviceId` or `sourceId` of `lines` may be another company's record: such lines are refused with 404 naming each
 * one (`items.3.sourceId`), as every other reference is, and nothing is stored. An id that is no record at all — the
 * service or product was deleted after the line was made (lines keep their own name and cost) — is a link to
 * nothing: it is returned as null, so an old draft or template still saves. `field` names the list (`items`, `recipe`).
 */
export async function ownLineReferences<T extends ReferencingLine>(executor: Db, companyId: string, lines: readonly T[], field: string): Promise<T[]> {
  const wanted = new Map<object, Set<string>>();
  const want = (table: object, id: string) => (wanted.get(table) ?? wanted.set(table, new Set()).get(table)!).add(id);
  for (const line of lines) {
    if (line.serviceId) want(services, line.serviceId);
    if (line.sourceId) want(sourceTables[line.type], line.sourceId);
  }
  // Which company each id belongs to, whoever that is: only to tell "another company's" from "nobody's".
  const owners = new Map<object, Map<string, string>>();
  for (const [table, ids] of wanted) {
    const typed = table as typeof services;
    const rows = await executor.select({ id: typed.id, companyId: typed.companyId }).from(typed).where(inArray(typed.id, [...ids]));
    owners.set(table, new Map(rows.map((row) => [row.id, row.companyId])));
  }
  const fieldErrors: FieldErrors = {};
  const checked = lines.map((line, index) => {
    const own = (table: object, id: string | null | undefined, key: 'serviceId' | 'sourceId'): string | null => {
      if (!id) return null;
      const owner = owners.get(table)?.get(id);
      if (owner === undefined) return null;
      if (owner !== companyId) fieldErrors[`${field}.${index}.${key}`] = [LINE_REFERENCE_NOT_FOUND_MESSAGE];
      return id;
    };
    return { ...line, serviceId: own(services, line.serviceId, 'serviceId'), sourceId: own(sourceTables[line.type], line.sourceId, 'sourceId') };
  });
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('NOT_FOUND', 'A line refers to a service or price-book record that was not found.', { fieldErrors });
  }
  return checked;
}
