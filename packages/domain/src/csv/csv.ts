/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF (LF and CR alone are read too), fields containing a
 * comma, quote or line break wrapped in double quotes with inner quotes doubled. A leading byte-order mark is
 * dropped. Pure, no I/O.
 */

export class CsvParseError extends Error {
  override name = 'CsvParseError';
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
  }
}

/** The records of a CSV text, each a list of fields. Blank lines are skipped; an unclosed quote throws CsvParseError. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let row = 1;
  let quoteRow = 1;
  const endRecord = () => {
    record.push(field);
    // A line with nothing on it is not a record.
    if (!(record.length === 1 && record[0] === '' && !fieldStarted)) records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') row += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
      quoteRow = row;
    } else if (char === ',') {
      record.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      row += 1;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvParseError(`A quoted field that starts on line ${quoteRow} is never closed`, quoteRow);
  if (field !== '' || record.length > 0 || fieldStarted) endRecord();
  return records;
}

export type CsvCell = string | number | boolean | null | undefined;

export interface SerializeOptions {
  /**
   * Spreadsheet formula injection guard for files people open in Excel: a text cell starting with =, @, + or - (and
   * not a plain number or phone number) gets a leading apostrophe. Off by default so parse(serialise(x)) = x.
   */
  guardFormulas?: boolean;
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=@+\-\t\r]/;
const NUMBER_OR_PHONE = /^[+-]?[\d\s().-]*$/;

function cellText(cell: CsvCell, options: SerializeOptions): string {
  if (cell === null || cell === undefined) return '';
  let text = String(cell);
  if (options.guardFormulas && typeof cell === 'string' && FORMULA_START.test(text) && !NUMBER_OR_PHONE.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (CRLF line ends, a final CRLF) for these records. */
export function serializeCsv(records: readonly (readonly CsvCell[])[], options: SerializeOptions = {}): string {
  let out = '';
  for (const record of records) {
    // A record of a single empty field would read back as a blank line (skipped): quote it.
    out += record.length === 1 && cellText(record[0], options) === '' ? '""' : record.map((cell) => cellText(cell, options)).join(',');
    out += '\r\n';
  }
  return out;
}
