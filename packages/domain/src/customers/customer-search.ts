import { phoneDigits } from './contact.schemas';

/** What client-side search reads from a list row (customers and leads both fit). */
export interface SearchableClient {
  displayName: string;
  companyName: string;
  email: string;
  phone: string;
  mobilePhone?: string;
  workPhone?: string;
  street: string;
  propertyStreet?: string;
  city?: string;
}

interface Haystack {
  /** Name, company, e-mail, streets and city, folded (lower case, no accents), one per line. */
  text: string;
  /** Every phone's digits, space-separated. */
  digits: string;
}

/** A query prepared once per keystroke and tried against every row. */
export interface CompiledSearch {
  terms: Array<{ text: string; digits: string }>;
  /** The whole query's digits when it reads like a phone number ("(612) 555-01"), else ''. */
  phone: string;
}

/** Lower case without accents, so "José" is found by "jose". */
export function foldText(value: string): string {
  const lower = value.toLowerCase();
  // Only strip accents when there are non-ASCII characters: normalize() is the costly part.
  return /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : lower;
}

// Rows are immutable objects from the query cache: the haystack is built once per row object and reused.
const haystacks = new WeakMap<object, Haystack>();

function haystackOf(row: SearchableClient): Haystack {
  let haystack = haystacks.get(row);
  if (haystack === undefined) {
    haystack = {
      text: foldText(`${row.displayName}\n${row.companyName}\n${row.email}\n${row.street}\n${row.propertyStreet ?? ''}\n${row.city ?? ''}`),
      digits: `${phoneDigits(row.phone)} ${phoneDigits(row.mobilePhone ?? '')} ${phoneDigits(row.workPhone ?? '')}`,
    };
    haystacks.set(row, haystack);
  }
  return haystack;
}

const PHONE_LIKE = /^[\d\s()+.\-/]+$/;

/** Splits a query into terms; null when it is blank (everything matches). */
export function compileSearch(query: string): CompiledSearch | null {
  const folded = foldText(query.trim());
  if (!folded) return null;
  const terms = folded
    .split(/\s+/)
    .map((text) => ({ text, digits: PHONE_LIKE.test(text) ? phoneDigits(text) : '' }))
    // Punctuation alone ("(", "-") is the start of a phone number being typed: it narrows nothing yet.
    .filter((term) => !(PHONE_LIKE.test(term.text) && term.digits === ''));
  const wholeDigits = phoneDigits(folded);
  return { terms, phone: PHONE_LIKE.test(folded) && wholeDigits.length >= 3 ? wholeDigits : '' };
}

function matchesHaystack(haystack: Haystack, compiled: CompiledSearch): boolean {
  if (compiled.phone && haystack.digits.includes(compiled.phone)) return true;
  for (const term of compiled.terms) {
    if (haystack.text.includes(term.text)) continue;
    if (term.digits && haystack.digits.includes(term.digits)) continue;
    return false;
  }
  return true;
}

/**
 * Does a row match what was typed? Every word must appear in the name, company, e-mail, street or city, or (when it
 * is digits) in a phone number; a query that reads like a phone number also matches the phone digits as a whole, so
 * "612-555-0143" and "6125550143" both find (612) 555-0143.
 */
export function matchesCustomerSearch(row: SearchableClient, query: string | CompiledSearch | null): boolean {
  const compiled = typeof query === 'string' ? compileSearch(query) : query;
  if (compiled === null) return true;
  return matchesHaystack(haystackOf(row), compiled);
}

/** The rows that match, in their order; the query is compiled once. */
export function filterBySearch<T extends SearchableClient>(rows: readonly T[], query: string): T[] {
  const compiled = compileSearch(query);
  if (compiled === null) return rows.slice();
  return rows.filter((row) => matchesCustomerSearch(row, compiled));
}

/** Search over one loaded list, for a search box: `search(query)` on every keystroke. */
export interface ClientSearchIndex<T> {
  search(query: string): T[];
}

/**
 * Builds every row's haystack once (when the list loads) and answers each keystroke with matchesCustomerSearch's rule.
 * While the user keeps typing (the new query extends the last one), only the last matches are searched again: a
 * longer query can only match fewer rows.
 */
export function createClientSearchIndex<T extends SearchableClient>(rows: readonly T[]): ClientSearchIndex<T> {
  const haystacks = rows.map(haystackOf);
  let lastQuery: string | null = null;
  let lastMatches: number[] | null = null;
  return {
    search(query) {
      const folded = foldText(query.trim());
      const compiled = compileSearch(folded);
      if (compiled === null) {
        lastQuery = null;
        lastMatches = null;
        return rows.slice();
      }
      // Narrowing is safe when the old query is a prefix within the same words and it did not match via a whole phone
      // number that the longer query might stop being (the rule is monotone in both cases).
      const narrows = lastQuery !== null && lastMatches !== null && folded.startsWith(lastQuery) && !/\s$/.test(lastQuery);
      const candidates = narrows ? lastMatches! : null;
      const matches: number[] = [];
      if (candidates) {
        for (const index of candidates) if (matchesHaystack(haystacks[index]!, compiled)) matches.push(index);
      } else {
        for (let index = 0; index < haystacks.length; index += 1) if (matchesHaystack(haystacks[index]!, compiled)) matches.push(index);
      }
      lastQuery = folded;
      lastMatches = matches;
      return matches.map((index) => rows[index]!);
    },
  };
}
