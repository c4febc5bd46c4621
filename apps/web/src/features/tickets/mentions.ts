import type { NamedOption } from './ticket-options';

/** The @word being typed just before the caret ('@nor', '@Nora L'), or null when the caret is not in one. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  // An @ at the start or after a space, then up to two words (people are found by first and last name).
  const match = /(^|\s)@([^\s@]*(?: [^\s@]*)?)$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** The people whose name has a word starting with each word typed: '@no le' finds Nora Lee. */
export function matchingPeople(people: readonly NamedOption[], query: string, limit = 8): NamedOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return people
    .filter((person) => {
      const nameWords = person.name.toLowerCase().split(/\s+/);
      return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    })
    .slice(0, limit);
}

/** The text with '@Name ' in place of the '@query' being typed, and where the caret goes after it. */
export function insertMention(text: string, at: { start: number; query: string }, person: NamedOption): { text: string; caret: number } {
  const mention = `@${person.name} `;
  const end = at.start + 1 + at.query.length;
  return { text: `${text.slice(0, at.start)}${mention}${text.slice(end).replace(/^ /, '')}`, caret: at.start + mention.length };
}

/** The ids of the people picked whose @Name is still in the text (one mention deleted by hand is not sent). */
export function mentionedIds(text: string, picked: readonly NamedOption[]): string[] {
  return [...new Set(picked.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id))];
}
