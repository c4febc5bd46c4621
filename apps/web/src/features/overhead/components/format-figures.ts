const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '62.5%' — percents keep up to 2 decimals and drop trailing zeros. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : `${percentFormat.format(value)}%`;
}
