/** Characters the standard PDF fonts (WinAnsi) have besides Latin-1. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The standard fonts draw WinAnsi only: anything else would print as garbage, so it prints as '?'. */
export function printable(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char))
      result += char;
    else if (code === 0x2192) result += '->';
    else result += '?';
  }
  return result;
}
