import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv, serializeCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain, quoted and escaped fields', () => {
    expect(parseCsv('a,b,c\r\n1,"two, too","say ""hi"""\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, too', 'say "hi"'],
    ]);
  });

  it('reads LF and CR line ends, a missing final newline, and line breaks inside quotes', () => {
    expect(parseCsv('a,b\n1,"x\ny"\r2,3')).toEqual([
      ['a', 'b'],
      ['1', 'x\ny'],
      ['2', '3'],
    ]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,,c\n\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('drops a byte-order mark', () => {
    expect(parseCsv('\ufeffName\nAnn')).toEqual([['Name'], ['Ann']]);
  });

  it('refuses an unclosed quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(CsvParseError);
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(/line 2/);
  });
});

describe('serializeCsv', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(serializeCsv([['a', 'b,c', 'd"e', 1, null, true]])).toBe('a,"b,c","d""e",1,,true\r\n');
  });

  it('guards spreadsheet formulas when asked, but not numbers or phone numbers', () => {
    expect(serializeCsv([['=SUM(A1)', '@cmd', '+1 (612) 555-0100', '-12.5', 'plain']], { guardFormulas: true })).toBe(
      "'=SUM(A1),'@cmd,+1 (612) 555-0100,-12.5,plain\r\n",
    );
  });

  it('round-trips any records (property)', () => {
    const record = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r', ' ', 'é', '1') }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (records) => {
        expect(parseCsv(serializeCsv(records))).toEqual(records);
      }),
    );
  });
});
