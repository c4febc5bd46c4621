import { getTableName, isTable } from 'drizzle-orm';
import * as schema from '../db/schema';

/** The names of every table the Drizzle schema declares, sorted: what the migrations must have created. */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter(isTable)
    .map((table) => getTableName(table))
    .sort();
}
