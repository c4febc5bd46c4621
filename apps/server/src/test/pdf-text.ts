import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF: inflates its streams and decodes the hex strings of its text operators. (The proposal and
 * work order tests keep their own copies from before this file.)
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1'));
    }
    stream.lastIndex = end;
  }
  return contents
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) => [...chunk.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''))
    .join('\n');
}
