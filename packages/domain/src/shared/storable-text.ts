/**
 * One rule for every string a client sends (ARCHITECTURE.md §9): PostgreSQL cannot store the NUL character
 * (U+0000) in text or jsonb, nor a UTF-16 surrogate without its partner (JSON allows "\ud800"; it is not a
 * character). Such strings are refused with a field message — never stripped, so nothing a client sent is
 * silently changed — wherever they appear: body, query, path, nested objects and arrays, and object keys.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be saved (a NUL character or a broken Unicode character)';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// What could be either; almost no string has one, and this one test is much cheaper than the lookarounds above.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** True when PostgreSQL can store `text` as it is: no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !SUSPECT.test(text) || (!text.includes('\u0000') && !LONE_SURROGATE.test(text));
}

/**
 * True when some string in `value` (keys included) cannot be stored. Walks without building paths: every request
 * body is checked, and a 1,000-line estimate has tens of thousands of values.
 */
function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        if (!isStorableText(key)) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The paths (`items.0.name`, `search`) of every string in `value` that cannot be stored, keys included (a bad key
 * is reported at the path of its object). Empty when everything can be stored. `prefix` names the root (e.g. the
 * path parameter itself when checking one value). Walks with its own stack, so no nesting depth can overflow it.
 */
export function unstorableTextPaths(value: unknown, prefix = ''): string[] {
  if (!hasUnstorableText(value)) return [];
  const found = new Set<string>();
  const pending: Array<[unknown, string]> = [[value, prefix]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.add(path);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push([current[index], join(path, String(index))]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        if (isStorableText(key)) pending.push([item, join(path, key)]);
        else found.add(path);
      }
    }
  }
  return [...found];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
