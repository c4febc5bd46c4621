import { serializeCsv } from '@groundwork/domain/csv';

export type BadRow = { row: number; messages: string[] };

/**
 * The report of rows that were not imported: their row number in the file (the header is row 1), what was wrong,
 * then the row itself as it was in the file — fix it in a spreadsheet and import just these rows again.
 */
export function badRowsReport(records: readonly (readonly string[])[], header: readonly string[] | null, badRows: readonly BadRow[], firstRow: number): string {
  const width = Math.max(header?.length ?? 0, ...records.map((record) => record.length));
  const columns = Array.from({ length: width }, (_, index) => header?.[index] || `Column ${index + 1}`);
  const lines = badRows.map(({ row, messages }) => [String(row), messages.join('; '), ...(records[row - firstRow] ?? [])]);
  return serializeCsv([['Row', 'Problems', ...columns], ...lines], { guardFormulas: true });
}
