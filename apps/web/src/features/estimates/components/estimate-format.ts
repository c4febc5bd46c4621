/** A percent to 2 decimals at most: '32.5%'. */
export function formatPercent(percent: number): string {
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** What a number cell shows for a value (4 decimals at most, no grouping so it reads back). */
export function numberText(value: number | null): string {
  return value === null ? '' : String(Math.round(value * 10_000) / 10_000);
}

/** A typed number, or undefined when it is not one (blank is null). At most 4 decimals are kept. */
export function parseNumber(text: string): number | null | undefined {
  const trimmed = text.trim().replaceAll(',', '').replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^-?\d*\.?\d*$/.test(trimmed) || trimmed === '.' || trimmed === '-') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 10_000) / 10_000 : undefined;
}
