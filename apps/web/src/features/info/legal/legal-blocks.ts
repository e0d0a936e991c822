/** A section's text: a string is a paragraph, a list of strings a bulleted list. */
export type LegalBlock = string | string[];

/** Reads what `t(…, { returnObjects: true })` gave for a section's blocks, dropping anything else. */
export function toLegalBlocks(value: unknown): LegalBlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (block): block is LegalBlock =>
      typeof block === 'string' ||
      (Array.isArray(block) && block.every((item) => typeof item === 'string')),
  );
}
