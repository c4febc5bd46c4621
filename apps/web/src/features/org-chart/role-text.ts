/** A textarea with one entry a line ↔ the list the API keeps: blank lines and stray spaces are dropped. */
export function linesToList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function listToLines(list: readonly string[]): string {
  return list.join('\n');
}
