/** The width of a piece of text as it will be drawn. */
export type Measure = (text: string) => number;

/** Cuts a word wider than the line into pieces that fit, at least one character each. */
function cutWord(measure: Measure, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let rest = [...word];
  while (rest.length > 0) {
    let count = 1;
    while (count < rest.length && measure(rest.slice(0, count + 1).join('')) <= maxWidth) {
      count += 1;
    }
    pieces.push(rest.slice(0, count).join(''));
    rest = rest.slice(count);
  }
  return pieces;
}

/**
 * Greedy word wrap on spaces; hard line breaks are kept. Each word is measured once (a line is
 * as wide as its words and the spaces between them), so shaping stays linear in the text.
 */
export function wrapText(measure: Measure, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split(/\r?\n/)) {
    let current = '';
    let width = 0;
    for (const token of hardLine.trim().match(/\S+\s*/g) ?? []) {
      const word = token.trimEnd();
      const wordWidth = measure(word);
      const spaceWidth = word === token ? 0 : measure(token) - wordWidth;
      if (current !== '' && width + wordWidth > maxWidth) {
        lines.push(current.trimEnd());
        current = '';
        width = 0;
      }
      if (current === '' && wordWidth > maxWidth) {
        const pieces = cutWord(measure, word, maxWidth);
        const last = pieces.pop() ?? '';
        lines.push(...pieces);
        current = last + token.slice(word.length);
        width = measure(last) + spaceWidth;
        continue;
      }
      current += token;
      width += wordWidth + spaceWidth;
    }
    lines.push(current.trimEnd());
  }
  return lines;
}
