/**
 * Just enough of the Unicode bidirectional algorithm (UAX #9) to set one line of a receipt that
 * mixes English and Urdu: the paragraph direction comes from its first strong letter, numbers
 * after Urdu read inside the Urdu phrase, and spaces between two Urdu words stay Urdu. The
 * answer is the line's runs in visual (left-to-right) order, each with the font that can show it.
 */

export type ScriptFont = 'urdu' | 'latin' | 'latinExt';
export type Direction = 'ltr' | 'rtl';

export interface VisualRun {
  /** In logical order; `rtl` runs are drawn right to left. */
  text: string;
  font: ScriptFont;
  direction: Direction;
}

type CharClass = 'L' | 'R' | 'N' | 'NUM';
type Resolved = 'L' | 'R' | 'AN';

const RANGES_ARABIC_SCRIPT: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

// Besides Arabic letters, the Urdu font's own subset has these (its unicode-range).
const RANGES_URDU_EXTRA: readonly (readonly [number, number])[] = [
  [0x0020, 0x0020],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f, 0x204f],
  [0x2e41, 0x2e41],
];

// Inter's Latin subset (its unicode-range); anything else Latin comes from the Latin-ext subset.
const RANGES_LATIN: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

function inRanges(codePoint: number, ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

export function isArabicScript(codePoint: number): boolean {
  return inRanges(codePoint, RANGES_ARABIC_SCRIPT);
}

function isDigit(codePoint: number): boolean {
  return (
    (codePoint >= 0x30 && codePoint <= 0x39) ||
    (codePoint >= 0x0660 && codePoint <= 0x0669) ||
    (codePoint >= 0x06f0 && codePoint <= 0x06f9)
  );
}

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

function classOf(char: string): CharClass {
  const codePoint = char.codePointAt(0) ?? 0;
  if (isDigit(codePoint)) return 'NUM';
  if (isArabicScript(codePoint)) return 'R';
  return LETTER_OR_MARK.test(char) ? 'L' : 'N';
}

/** The paragraph's direction: that of its first letter (UAX #9 P2–P3), else left to right. */
export function paragraphDirection(text: string): Direction {
  for (const char of text) {
    const kind = classOf(char);
    if (kind === 'R') return 'rtl';
    if (kind === 'L') return 'ltr';
  }
  return 'ltr';
}

/** W2 and W7: a number takes the side of the letter before it. */
function resolveNumbers(classes: CharClass[], base: Direction): (Resolved | 'N')[] {
  let lastStrong: Resolved = base === 'rtl' ? 'R' : 'L';
  return classes.map((kind) => {
    if (kind === 'L' || kind === 'R') {
      lastStrong = kind;
      return kind;
    }
    if (kind === 'NUM') return lastStrong === 'R' ? 'AN' : 'L';
    return 'N';
  });
}

function sideOf(kind: Resolved): 'L' | 'R' {
  return kind === 'L' ? 'L' : 'R';
}

/** N1–N2: neutrals between two runs of one side join it; otherwise they follow the paragraph. */
function resolveNeutrals(kinds: (Resolved | 'N')[], base: Direction): Resolved[] {
  const edge: 'L' | 'R' = base === 'rtl' ? 'R' : 'L';
  const resolved: Resolved[] = [];
  let index = 0;
  while (index < kinds.length) {
    const kind = kinds[index];
    if (kind !== undefined && kind !== 'N') {
      resolved.push(kind);
      index += 1;
      continue;
    }
    let end = index;
    while (kinds[end] === 'N') end += 1;
    const before = index === 0 ? edge : sideOf(resolved[index - 1] ?? 'L');
    const afterKind = kinds[end];
    const after = afterKind === undefined || afterKind === 'N' ? edge : sideOf(afterKind);
    const side = before === after ? before : edge;
    for (let i = index; i < end; i += 1) resolved.push(side);
    index = end;
  }
  return resolved;
}

/** I1–I2: embedding levels of the resolved types. */
function levelOf(kind: Resolved, base: Direction): number {
  if (base === 'ltr') return kind === 'L' ? 0 : kind === 'R' ? 1 : 2;
  return kind === 'R' ? 1 : 2;
}

function fontOf(char: string, kind: CharClass, neighbour: ScriptFont | undefined): ScriptFont {
  const codePoint = char.codePointAt(0) ?? 0;
  if (isArabicScript(codePoint)) return 'urdu';
  if (kind === 'N' && neighbour === 'urdu' && inRanges(codePoint, RANGES_URDU_EXTRA)) {
    return 'urdu';
  }
  return inRanges(codePoint, RANGES_LATIN) ? 'latin' : 'latinExt';
}

interface LevelledRun {
  text: string;
  font: ScriptFont;
  level: number;
}

/** Neutral characters take the font of the letter before them at their level, else after. */
function fontsOf(chars: string[], classes: CharClass[], levels: number[]): ScriptFont[] {
  const fonts: (ScriptFont | undefined)[] = chars.map((char, i) =>
    classes[i] === 'N' ? undefined : fontOf(char, classes[i] ?? 'L', undefined),
  );
  const neighbour = (i: number): ScriptFont | undefined => {
    for (let j = i - 1; j >= 0 && levels[j] === levels[i]; j -= 1) {
      if (fonts[j] !== undefined) return fonts[j];
    }
    for (let j = i + 1; j < chars.length && levels[j] === levels[i]; j += 1) {
      if (fonts[j] !== undefined) return fonts[j];
    }
    return undefined;
  };
  return chars.map((char, i) => fonts[i] ?? fontOf(char, 'N', neighbour(i)));
}

function levelledRuns(text: string, base: Direction): LevelledRun[] {
  const chars = [...text];
  const classes = chars.map(classOf);
  const resolved = resolveNeutrals(resolveNumbers(classes, base), base);
  const levels = resolved.map((kind) => levelOf(kind, base));
  const fonts = fontsOf(chars, classes, levels);
  const runs: LevelledRun[] = [];
  chars.forEach((char, i) => {
    const level = levels[i] ?? 0;
    const font = fonts[i] ?? 'latin';
    const last = runs.at(-1);
    if (last && last.level === level && last.font === font) last.text += char;
    else runs.push({ text: char, font, level });
  });
  return runs;
}

/** L2: from the highest level down to the lowest odd one, reverse every stretch at or above it. */
function reorder(runs: LevelledRun[]): LevelledRun[] {
  const levels = runs.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  let order = [...runs];
  for (let level = highest; level >= lowestOdd; level -= 1) {
    const next: LevelledRun[] = [];
    let stretch: LevelledRun[] = [];
    for (const run of order) {
      if (run.level >= level) {
        stretch.push(run);
        continue;
      }
      next.push(...stretch.reverse(), run);
      stretch = [];
    }
    next.push(...stretch.reverse());
    order = next;
  }
  return order;
}

/** One line's runs in the order they are drawn from left to right. */
export function visualRuns(text: string, base: Direction = paragraphDirection(text)): VisualRun[] {
  if (text === '') return [];
  return reorder(levelledRuns(text, base)).map((run) => ({
    text: run.text,
    font: run.font,
    direction: run.level % 2 === 1 ? 'rtl' : 'ltr',
  }));
}
