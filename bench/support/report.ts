/** Printing a benchmark's figures: one small table per case, then the ratios to the two ceilings. */
import type { Figures, Settings } from './measure';

export interface Line {
  label: string;
  unit: 'req/s' | 'ops/s';
  figures: Figures;
}

const number = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export function printTable(title: string, settings: Settings, lines: Line[]): void {
  const rows = [
    ['', 'per second', 'p50 ms', 'p95 ms', 'count', 'failures'],
    ...lines.map((line) => [
      line.label,
      `${number(line.figures.perSecond)} ${line.unit}`,
      number(line.figures.p50, 2),
      number(line.figures.p95, 2),
      String(line.figures.count),
      String(line.figures.failures),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`\n${title}  (${settings.connections} concurrent, ${settings.durationSeconds} s after ${settings.warmupSeconds} s warm-up)`);
  for (const row of rows) {
    console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('   ')}`);
  }
  for (const line of lines) {
    if (line.figures.failures > 0) console.log(`  !! ${line.label}: ${line.figures.failures} failed requests/operations — its figures are suspect`);
  }
}

export function printRatios(endpoint: Figures, httpCeiling: Figures, dbCeiling: Figures): void {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
  console.log(
    `  endpoint / HTTP ceiling = ${ratio(endpoint.perSecond, httpCeiling.perSecond)}    ` +
      `endpoint / DB ceiling = ${ratio(endpoint.perSecond, dbCeiling.perSecond)}  (ARCHITECTURE.md §7 budget: ≥ 0.5)`,
  );
}
