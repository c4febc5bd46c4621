/** A typed number for a request body: blank → null, a number → the number, anything else is sent as typed so the
 * domain schema names the field ('Measure must be a number'). Thousands separators and a leading $ are allowed. */
export function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const cleaned = trimmed.replaceAll(',', '').replace(/^\$/, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return trimmed;
  return Number(cleaned);
}
